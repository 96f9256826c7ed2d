"""Crossdigits in a real browser against the real server: the board, online play, puzzles.

Moves are chosen in the test from the seat's own view with the engine's move
generator (or the board's own "Show a move"), then laid on the board with
clicks, a drag and the keyboard, as a person would.
"""

from __future__ import annotations

import datetime
import itertools
import re
from typing import Any
from zoneinfo import ZoneInfo

from playwright.sync_api import Page, expect

from eqgames.arith.crossdigits import read_line
from eqgames.games.crossdigits import puzzles
from eqgames.games.crossdigits.board import Board, square_name
from eqgames.games.crossdigits.movegen import generate
from eqgames.games.crossdigits.plays import check_play

from .clicks import code_of, seats_in_browser, wait_for, wait_for_turn
from .conftest import Pages, screenshot
from .server import Server

MAX_TURNS = 60
BOARD = ".crossdigits-board"


def _cell(page: Page, r: int, c: int) -> Any:
    return page.locator(f'{BOARD} .cd-cell[data-r="{r}"][data-c="{c}"]')


def _moves(view: dict[str, Any]) -> list[Any]:
    return generate(Board.from_rows(view["board"]), [t["digit"] for t in view["rack"]])


def _refused_first_play_by_keyboard(page: Page, server: Server, code: str, token: str) -> None:
    """Three tiles through the star that read as no equation: the preview and the server say so."""
    before = server.room(code, token)
    digits = [t["digit"] for t in before["view"]["rack"]]
    false = next(
        p for p in itertools.permutations(digits, 3) if not read_line("".join(map(str, p)))
    )
    _cell(page, 7, 6).click()  # nothing picked up: the board says what to do
    expect(page.locator(".message")).to_contain_text("Pick one of your tiles first")
    _cell(page, 7, 6).focus()
    for i, d in enumerate(false):
        page.keyboard.press(str(d))
        if i < 2:
            page.keyboard.press("ArrowRight")
    expect(page.locator(f"{BOARD} .cd-cell.draft")).to_have_count(3)
    expect(page.locator(".cd-preview")).to_contain_text("Not a play yet")
    expect(page.locator(".cd-preview")).to_contain_text("does not read as a true equation")
    # What is not a play cannot be sent.
    expect(page.locator(f'{BOARD} button[data-action="play"]')).to_be_disabled()
    after = server.room(code, token)
    assert after["version"] == before["version"]
    assert after["view"]["rack"] == before["view"]["rack"]
    # Backspace takes the focused tile back; Take back clears the rest.
    _cell(page, 7, 8).focus()
    page.keyboard.press("Backspace")
    expect(page.locator(f"{BOARD} .cd-cell.draft")).to_have_count(2)
    page.locator(f'{BOARD} button[data-action="reset"]').click()
    expect(page.locator(f"{BOARD} .cd-cell.draft")).to_have_count(0)


def _first_play_by_click_and_drag(page: Page, server: Server, code: str, token: str) -> None:
    """The best opening laid by clicking a tile then a square, and by dragging; the preview is the engine's."""
    view = server.room(code, token)["view"]
    move = _moves(view)[0]
    rack = list(view["rack"])
    for i, (r, c, d) in enumerate(move.tiles):
        tile = next(t for t in rack if t["digit"] == d)
        rack.remove(tile)
        source = page.locator(f'{BOARD} .cd-tile[data-tile="{tile["id"]}"]')
        if i == len(move.tiles) - 1:  # it covers the star: on screen with the rack
            source.drag_to(_cell(page, r, c))
        else:
            source.click()
            _cell(page, r, c).click()
        expect(_cell(page, r, c)).to_have_attribute("data-digit", str(d))
    expect(page.locator(".cd-preview")).to_contain_text(f"This play scores {move.score}")
    play = page.locator(f'{BOARD} button[data-action="play"]')
    expect(play).to_have_text(f"Play ({move.score})")
    screenshot(page, "crossdigits-preview-phone")
    play.click()
    wait_for(lambda: server.room(code)["version"] > 0, what="the first play")
    expect(page.locator(f"{BOARD} .cd-cell.last")).to_have_count(len(move.tiles))
    expect(page.locator(".cd-last .cd-reading").first).to_be_visible()


def _take_turn(page: Page, server: Server, code: str, token: str, hints: bool) -> None:
    """The best move (through "Show a move" where hints are on), else a pass."""
    room = server.room(code, token)
    board = page.locator(BOARD)
    expect(page.locator(".table-layout")).to_have_attribute("data-version", str(room["version"]))
    if not _moves(room["view"]):
        board.locator('button[data-action="pass"]').click()
    elif hints:
        board.locator('button[data-action="hint"]').click()
        board.locator('button[data-action="use-hint"]').click()
        expect(page.locator(".cd-preview")).to_contain_text("This play scores")
        board.locator('button[data-action="play"]').click()
    else:
        move = _moves(room["view"])[0]
        rack = list(room["view"]["rack"])
        for r, c, d in move.tiles:
            tile = next(t for t in rack if t["digit"] == d)
            rack.remove(tile)
            board.locator(f'.cd-tile[data-tile="{tile["id"]}"]').click()
            _cell(page, r, c).click()
        board.locator('button[data-action="play"]').click()
    wait_for(lambda: server.room(code)["version"] > room["version"], what="the move to land")


def _workbench_plan(
    view: dict[str, Any],
) -> tuple[list[Any], list[tuple[str, int | str]], Any] | None:
    """A move whose own line is one run of board tiles with new tiles only before or after it,
    as the Workbench builds it: (base squares, taps, the scored play); None if there is none."""
    board = Board.from_rows(view["board"])
    rack = [t["digit"] for t in view["rack"]]
    for move in generate(board, rack):
        new = {(r, c) for r, c, _ in move.tiles}
        play = check_play(board, move.tiles, rack)
        for line in play.lines:
            if not new <= set(line.squares):
                continue
            text = "".join("n" if sq in new else "b" for sq in line.squares)
            if "b" not in text:
                continue
            first, last = text.index("b"), text.rindex("b")
            if "n" in text[first:last]:
                continue  # new tiles between base tiles: not a Workbench build
            base = list(line.squares[first : last + 1])
            taps: list[tuple[str, int | str]] = []
            i = 0
            for part in line.reading.split(" "):
                if part.isdigit():
                    for ch in part:
                        sq = line.squares[i]
                        taps.append(("base", base.index(sq)) if sq in base else ("rack", int(ch)))
                        i += 1
                else:
                    taps.append(("symbol", part))
            return base, taps, play
    return None


def _play_with_the_workbench(page: Page, server: Server, code: str, token: str) -> bool:
    """Build a move in the Workbench from a base on the board, lay it out and play it."""
    room = server.room(code, token)
    plan = _workbench_plan(room["view"])
    if plan is None:
        return False
    base, taps, play = plan
    bench = page.locator(".cd-workbench")
    bench.locator("summary").click()
    # Scratch arithmetic first: exact fractions.
    for key in ('[data-wb-digit="9"]', '[data-wb-symbol="÷"]', '[data-wb-digit="4"]'):
        bench.locator(key).click()
    expect(bench.locator(".wb-value")).to_have_text("= 9/4")
    bench.locator('[data-wb="clear"]').click()
    bench.locator('[data-wb="pick"]').click()
    for r, c in base:
        _cell(page, r, c).click()
    bench.locator('[data-wb="pick"]').click()
    expect(page.locator(f"{BOARD} .cd-cell.base")).to_have_count(len(base))
    if len(base) == 1:
        across = all(r == base[0][0] for r, _, _ in play.tiles)
        bench.locator("select[name=wb-direction]").select_option("across" if across else "down")
    for kind, value in taps:
        if kind == "base":
            bench.locator(f'[data-wb-base="{value}"]').click()
        elif kind == "rack":
            bench.locator(f'[data-wb-rack="{value}"]:not([disabled])').first.click()
        else:
            bench.locator(f'[data-wb-symbol="{value}"]').click()
    expect(bench.locator(".wb-score")).to_contain_text(f"{play.score} points")
    bench.locator('[data-wb="place"]').click()
    expect(page.locator(".cd-preview")).to_contain_text(f"This play scores {play.score}")
    screenshot(page, "crossdigits-workbench-phone")
    page.locator(f'{BOARD} button[data-action="play"]').click()
    wait_for(lambda: server.room(code)["version"] > room["version"], what="the Workbench play")
    return True


def test_a_whole_game_against_the_computer_on_a_phone(pages: Pages, server: Server) -> None:
    page = pages.new(phone=True)
    page.goto("/new/crossdigits")
    page.fill("input[name=name]", "Ada")
    page.select_option("select[name=level]", "easy")
    page.get_by_role("button", name="Start").click()
    code = code_of(page)
    expect(page.locator(BOARD)).to_be_visible()
    token = seats_in_browser(page, code)[0]
    expect(page.locator(".status")).to_have_text("Your turn.")
    expect(page.locator(f"{BOARD} .cd-cell")).to_have_count(225)
    expect(_cell(page, 7, 7)).to_have_text("★")
    expect(_cell(page, 0, 0)).to_have_text("3E")
    expect(page.locator(f"{BOARD} .cd-tile")).to_have_count(7)
    expect(page.locator(".cd-info")).to_contain_text("Bag: 85 tiles")
    _refused_first_play_by_keyboard(page, server, code, token)
    _first_play_by_click_and_drag(page, server, code, token)
    screenshot(page, "crossdigits-board-phone")
    workbench_used = False
    for _ in range(MAX_TURNS):
        room = wait_for_turn(server, code, 0)
        if room["status"] == "over":
            break
        if not workbench_used:
            expect(page.locator(".table-layout")).to_have_attribute(
                "data-version", str(room["version"])
            )
            workbench_used = _play_with_the_workbench(page, server, code, token)
            if workbench_used:
                continue
        _take_turn(page, server, code, token, hints=True)
    else:
        raise AssertionError(f"the game did not end in {MAX_TURNS} turns")
    assert workbench_used
    expect(page.locator(".result")).to_be_visible()
    expect(page.locator(".ranking li")).to_have_count(2)
    expect(page.locator(".cd-game-over li")).to_have_count(2)
    expect(page.locator(".status")).to_contain_text("Game over")
    assert page.locator(".log li").count() >= 4
    screenshot(page, "crossdigits-over-phone")


def _shows_version(page: Page, version: int) -> None:
    expect(page.locator(".table-layout")).to_have_attribute("data-version", str(version))


def test_an_online_game_between_two_browsers(pages: Pages, server: Server) -> None:
    ann = pages.new()
    ann.goto("/new/crossdigits")
    ann.fill("input[name=name]", "Ann")
    ann.check("input[value=online]")
    ann.get_by_role("button", name="Start").click()
    code = code_of(ann)
    expect(ann.locator(".share .big-code")).to_have_text(code)

    bob = pages.new(phone=True)
    bob.goto(f"/join/{code}")
    bob.fill("input[name=name]", "Bob")
    bob.get_by_role("button", name="Join").click()
    expect(bob.locator(BOARD)).to_be_visible()
    expect(ann.locator(".status")).to_have_text("Your turn.")
    expect(bob.locator(".status")).to_have_text("Ann to play…")
    expect(bob.locator(f"{BOARD} .cd-tile")).to_have_count(8)  # the second player starts with 8
    # No "Show a move" online.
    for page in (ann, bob):
        expect(page.locator(f'{BOARD} button[data-action="hint"]')).to_be_hidden()
    tokens = {0: seats_in_browser(ann, code)[0], 1: seats_in_browser(bob, code)[1]}
    players = {0: ann, 1: bob}

    for seat in (0, 1):
        _take_turn(players[seat], server, code, tokens[seat], hints=False)
        room = server.room(code)
        for page in (ann, bob):
            _shows_version(page, room["version"])
    last = server.room(code, tokens[0])["view"]["last"]
    for page in (ann, bob):
        expect(page.locator(f"{BOARD} .cd-cell.last")).to_have_count(len(last["tiles"]))
        expect(page.locator(".cd-last .cd-reading").first).to_have_text(last["lines"][0]["reading"])
        scores = server.room(code)["view"]["scores"]
        expect(page.locator(f'{BOARD} .cd-player[data-seat="1"] .cd-score')).to_have_text(
            str(scores[1])
        )
    screenshot(ann, "crossdigits-online")

    # Ann swaps two tiles; then six scoreless turns in a row end the game.
    board = ann.locator(BOARD)
    board.locator('button[data-action="swap"]').click()
    board.locator(".cd-tile").nth(0).click()
    board.locator(".cd-tile").nth(1).click()
    expect(board.locator('button[data-action="swap"]')).to_have_text("Swap 2 tiles")
    board.locator('button[data-action="swap"]').click()
    expect(bob.locator(".cd-last")).to_contain_text("Ann swapped 2 tiles.")
    for turn in range(5):
        seat = (turn + 1) % 2
        wait_for_turn(server, code, seat)
        version = server.room(code)["version"]
        players[seat].locator(f'{BOARD} button[data-action="pass"]').click()
        wait_for(lambda v=version: server.room(code)["version"] > v, what="the pass")
    assert server.room(code)["status"] == "over"
    for page in (ann, bob):
        expect(page.locator(".result")).to_be_visible()
        expect(page.locator(".cd-game-over li")).to_have_count(2)
    ann.goto("/games")
    expect(ann.locator(f'.my-games li[data-code="{code}"]')).to_contain_text("Crossdigits")


def _lay_puzzle_tiles(page: Page, tiles: list[tuple[int, int, int]]) -> None:
    """Click a tile then its square, or (every other tile) type the digit on the square."""
    for n, (r, c, d) in enumerate(tiles):
        cell = page.locator(f'.crossdigits-puzzle .cd-cell[data-r="{r}"][data-c="{c}"]')
        if n % 2:
            cell.focus()
            page.keyboard.press(str(d))
        else:
            page.locator(f'.pz-tray .cd-tile[data-digit="{d}"]').first.click()
            cell.click()
        expect(cell).to_have_attribute("data-digit", str(d))


def test_solving_the_daily_puzzle_with_check_and_reveal(pages: Pages) -> None:
    page = pages.new(phone=True)
    page.goto("/")
    page.locator('article[data-game="crossdigits"]').get_by_role("link", name="Puzzles").click()
    today = page.evaluate(
        "(() => { const d = new Date(); return [d.getFullYear(), d.getMonth() + 1, d.getDate()]; })()"
    )
    date = datetime.date(*today)
    page.wait_for_url(f"**/puzzles/crossdigits?daily={date.isoformat()}")
    puzzle = puzzles.daily(date)
    expect(page.locator(".pz-about")).to_have_attribute("data-puzzle", puzzle.id)
    expect(page.locator(".crossdigits-puzzle .cd-cell.hole")).to_have_count(len(puzzle.holes))
    expect(page.locator(".pz-tray .cd-tile")).to_have_count(len(puzzle.tiles))

    # A wrong arrangement of the right tiles: Check turns exactly the engine's false lines red.
    solution = list(puzzle.solution)
    i, j = next(
        (i, j)
        for i, j in itertools.combinations(range(len(solution)), 2)
        if solution[i][2] != solution[j][2]
    )
    wrong = list(solution)
    wrong[i] = (*solution[i][:2], solution[j][2])
    wrong[j] = (*solution[j][:2], solution[i][2])
    expected = puzzles.check(puzzle, {(r, c): d for r, c, d in wrong})
    assert expected.false_lines
    _lay_puzzle_tiles(page, wrong)
    expect(page.locator(".pz-tray .cd-tile")).to_have_count(0)
    page.locator('button[data-action="check"]').click()
    red = {sq for line in expected.false_lines for sq in line}
    expect(page.locator(".crossdigits-puzzle .cd-cell.false")).to_have_count(len(red))
    for r, c in red:
        expect(
            page.locator(f'.crossdigits-puzzle .cd-cell[data-r="{r}"][data-c="{c}"]')
        ).to_have_class(re.compile(r"\bfalse\b"))
    expect(page.locator(".pz-outcome")).to_contain_text("not true yet")
    screenshot(page, "crossdigits-puzzle-checked-phone")

    # Start again: every tile but one by hand, the last one revealed (+30 s), then Check.
    page.locator('button[data-action="clear"]').click()
    expect(page.locator(".crossdigits-puzzle .cd-cell.false")).to_have_count(0)
    _lay_puzzle_tiles(page, solution[1:])
    page.locator('button[data-action="reveal"]').click()
    r0, c0, d0 = solution[0]
    expect(
        page.locator(f'.crossdigits-puzzle .cd-cell[data-r="{r0}"][data-c="{c0}"]')
    ).to_have_attribute("data-digit", str(d0))
    expect(page.locator(".message")).to_contain_text("+30 seconds")
    assert int(page.locator(".pz-timer").get_attribute("data-seconds") or 0) >= 30
    page.locator('button[data-action="check"]').click()
    expect(page.locator(".pz-solved")).to_contain_text("Solved in")
    expect(page.locator(".pz-solved")).to_contain_text("30 s for reveals")
    expect(page.locator('button[data-action="check"]')).to_be_disabled()
    screenshot(page, "crossdigits-puzzle-solved-phone")

    # A random puzzle by difficulty and number.
    page.select_option("select[name=difficulty]", "hard")
    page.fill("input[name=seed]", "7")
    page.locator('button[data-action="open"]').click()
    expect(page.locator(".pz-about")).to_have_attribute("data-puzzle", "hard-7")
    expect(page.locator(".pz-tray .cd-tile")).to_have_count(11)


def _shown_puzzle(page: Page, other_than: str | None = None) -> str:
    about = page.locator(".pz-about")
    if other_than is not None:
        expect(about).not_to_have_attribute("data-puzzle", other_than)
    expect(page.locator(".pz-tray .cd-tile").first).to_be_visible()
    puzzle_id = about.get_attribute("data-puzzle")
    assert puzzle_id is not None
    return puzzle_id


def test_new_puzzle_deals_a_new_puzzle_every_time(pages: Pages) -> None:
    page = pages.new()
    page.goto("/puzzles/crossdigits?difficulty=easy&seed=5")
    seen = [_shown_puzzle(page)]
    assert seen == ["easy-5"]
    for level in ("easy", "easy", "hard", "hard", "medium"):
        page.select_option("select[name=difficulty]", level)
        page.locator('button[data-action="random"]').click()
        seen.append(_shown_puzzle(page, other_than=seen[-1]))
        assert seen[-1].startswith(f"{level}-"), seen
    numbers = [s.split("-")[1] for s in seen]
    assert len(set(numbers)) == len(numbers), seen  # Easy and Hard share no number either


def test_a_solved_daily_puzzle_is_remembered_with_its_time_and_streak(pages: Pages) -> None:
    page = pages.new()
    page.goto("/")
    today = datetime.date(
        *page.evaluate(
            "(() => { const d = new Date(); return [d.getFullYear(), d.getMonth() + 1, d.getDate()]; })()"
        )
    )
    yesterday = (today - datetime.timedelta(days=1)).isoformat()
    # Yesterday's was solved in this browser: today's makes a streak of two.
    page.evaluate(
        "day => localStorage.setItem('eqgames.puzzles', JSON.stringify({['daily-' + day]:"
        " {seconds: 99, reveals: 0, holes: 5, tiles: [], revealed: [], at: 0}}))",
        yesterday,
    )
    page.goto(f"/puzzles/crossdigits?daily={today.isoformat()}")
    puzzle = puzzles.daily(today)
    expect(page.locator(".pz-about")).to_have_attribute("data-puzzle", puzzle.id)
    _lay_puzzle_tiles(page, list(puzzle.solution))
    page.locator('button[data-action="check"]').click()
    expect(page.locator(".pz-solved")).to_contain_text("Solved in")
    expect(page.locator(".pz-streak")).to_have_text("Daily streak: 2 days in a row.")
    time = page.locator(".pz-timer").inner_text()
    line = page.locator(".pz-share-line").input_value()
    squares = "🟩" * len(puzzle.holes)
    assert line == (
        f"Crossdigits {today.isoformat()} ({puzzle.difficulty}) {time} {squares}"
        " · no reveals · streak 2"
    ), line
    page.context.grant_permissions(["clipboard-read", "clipboard-write"])
    page.locator('button[data-action="share"]').click()
    expect(page.locator(".pz-share")).to_contain_text("Copied.")
    assert page.evaluate("navigator.clipboard.readText()") == line
    # After a reload the puzzle is still solved, in the same time, with its tiles.
    page.reload()
    expect(page.locator(".pz-solved")).to_have_text(f"You solved this puzzle in {time}!")
    expect(page.locator(".pz-timer")).to_have_text(time)
    expect(page.locator('button[data-action="check"]')).to_be_disabled()
    for r, c, d in puzzle.solution:
        expect(
            page.locator(f'.crossdigits-puzzle .cd-cell[data-r="{r}"][data-c="{c}"]')
        ).to_have_attribute("data-digit", str(d))
    assert page.locator(".pz-share-line").input_value() == line


def test_streaks_and_result_lines(pages: Pages) -> None:
    page = pages.new()
    page.goto("/")
    got = page.evaluate(
        """async () => {
          const m = await import('/static/crossdigits/records.js');
          return [
            m.streak(['daily-2026-11-30', 'daily-2026-12-01', 'hard-7'], '2026-12-01'),
            m.streak(['daily-2026-11-30', 'daily-2026-11-29'], '2026-12-01'),
            m.streak(['daily-2026-11-29'], '2026-12-01'),
            m.streak(['daily-2026-02-28', 'daily-2026-03-01'], '2026-03-01'),
            m.shareText({id: 'daily-2026-12-01', difficulty: 'medium'}, {seconds: 83, holes: 3, reveals: 1}, 4),
            m.shareText({id: 'hard-7', difficulty: 'hard'}, {seconds: 600, holes: 2, reveals: 0}, 0),
          ];
        }"""
    )
    assert got == [
        2,
        2,
        0,
        2,
        "Crossdigits 2026-12-01 (medium) 1:23 🟩🟩🟨 · 1 reveal · streak 4",
        "Crossdigits No. 7 (hard) 10:00 🟩🟩 · no reveals",
    ]


def test_the_daily_puzzle_is_the_players_local_date(pages: Pages) -> None:
    """Where it is already tomorrow (or still yesterday), that day's puzzle is today's."""
    for zone in ("Pacific/Kiritimati", "Pacific/Pago_Pago"):
        context = pages.browser.new_context(base_url=pages.server.url, timezone_id=zone)
        pages.contexts.append(context)
        page = context.new_page()
        page.on("pageerror", lambda exc: pages.errors.append(str(exc)))
        page.goto("/puzzles/crossdigits")
        local = datetime.datetime.now(ZoneInfo(zone)).date()
        expect(page.locator(".pz-about")).to_have_attribute("data-puzzle", f"daily-{local}")


def _start_against_the_computer(page: Page) -> str:
    page.goto("/new/crossdigits")
    page.fill("input[name=name]", "Ada")
    page.get_by_role("button", name="Start").click()
    code = code_of(page)
    expect(page.locator(f"{BOARD} .cd-rack .cd-tile").first).to_be_visible()
    return code


def _box(page: Page, selector: str) -> dict[str, float]:
    box = page.locator(selector).first.bounding_box()
    assert box is not None, selector
    return box


def test_on_a_laptop_the_board_rack_and_play_are_in_one_view(pages: Pages) -> None:
    page = pages.new()
    page.set_viewport_size({"width": 1280, "height": 800})
    _start_against_the_computer(page)
    assert page.evaluate("window.scrollY") == 0
    for selector in (
        f"{BOARD} .cd-grid",
        f"{BOARD} .cd-rack",
        f'{BOARD} button[data-action="play"]',
    ):
        box = _box(page, selector)
        assert box["x"] >= 0 and box["x"] + box["width"] <= 1280, (selector, box)
        assert box["y"] >= 0 and box["y"] + box["height"] <= 800, (selector, box)
    assert page.evaluate("document.documentElement.scrollWidth") <= 1280
    screenshot(page, "crossdigits-board-1280x800")


def test_rows_and_columns_are_labelled_as_the_engine_names_squares(pages: Pages) -> None:
    page = pages.new()
    _start_against_the_computer(page)
    columns = page.locator(f"{BOARD} .cd-col-label").all_inner_texts()
    rows = page.locator(f"{BOARD} .cd-row-label").all_inner_texts()
    assert columns == list("ABCDEFGHIJKLMNO")
    assert rows == [str(n) for n in range(1, 16)]
    for r, c in [(0, 0), (10, 2), (7, 7), (14, 14), (3, 11)]:
        name = square_name(r, c)
        cell = _box(page, f'{BOARD} .cd-cell[data-r="{r}"][data-c="{c}"]')
        column = _box(page, f"{BOARD} .cd-col-label >> nth={c}")
        row = _box(page, f"{BOARD} .cd-row-label >> nth={r}")
        assert page.locator(f'{BOARD} .cd-cell[data-square="{name}"]').get_attribute(
            "data-r"
        ) == str(r)
        # The square's letter is above it and its number beside it.
        assert abs((cell["x"] + cell["width"] / 2) - (column["x"] + column["width"] / 2)) < 2, name
        assert abs((cell["y"] + cell["height"] / 2) - (row["y"] + row["height"] / 2)) < 2, name
        assert row["x"] < cell["x"] and column["y"] < cell["y"]
        assert page.locator(f"{BOARD} .cd-col-label >> nth={c}").inner_text() == name[0]
        assert page.locator(f"{BOARD} .cd-row-label >> nth={r}").inner_text() == name[1:]


def test_on_a_phone_the_board_zooms(pages: Pages) -> None:
    page = pages.new(phone=True)
    _start_against_the_computer(page)
    star = f'{BOARD} .cd-cell[data-square="H8"]'
    small = _box(page, star)["width"]
    page.locator(f'{BOARD} button[data-action="zoom"]').click()
    expect(page.locator(f'{BOARD} button[data-action="zoom"]')).to_have_attribute(
        "aria-pressed", "true"
    )
    big = _box(page, star)
    assert big["width"] >= 38 > small, (small, big)
    # The page stays as wide as the phone: the zoomed board scrolls in its frame, around the star.
    assert page.evaluate("document.documentElement.scrollWidth") <= 390
    frame = _box(page, f"{BOARD} .cd-board-wrap")
    assert frame["x"] <= big["x"] and big["x"] + big["width"] <= frame["x"] + frame["width"]
    screenshot(page, "crossdigits-zoomed-phone")
    page.locator(f'{BOARD} button[data-action="zoom"]').click()
    assert abs(_box(page, star)["width"] - small) < 1


def test_the_form_says_what_each_level_does_and_casual_is_between(
    pages: Pages, server: Server
) -> None:
    page = pages.new()
    page.goto("/new/crossdigits")
    # The form fills the levels from the catalog once it has loaded: wait for them.
    expect(page.locator("select[name=level] option")).to_have_count(4)
    levels = page.locator("select[name=level] option").evaluate_all("els => els.map(e => e.value)")
    assert levels == ["easy", "casual", "medium", "hard"]
    notes = set()
    for level in levels:
        page.select_option("select[name=level]", level)
        note = page.locator(".level-note").inner_text()
        assert note, level
        notes.add(note)
    assert len(notes) == 4
    page.select_option("select[name=level]", "casual")
    expect(page.locator(".level-note")).to_contain_text("a fair match while you learn")
    page.fill("input[name=name]", "Ada")
    page.get_by_role("button", name="Start").click()
    code = code_of(page)
    room = server.room(code)
    assert [s["kind"] for s in room["seats"]] == ["human", "bot:casual"]
    assert room["options"]["hint_cost_level"] == "casual"
    expect(page.locator(f'{BOARD} .cd-player[data-seat="1"]')).to_contain_text("Computer (Casual)")
