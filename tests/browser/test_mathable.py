"""Mathable in a real browser against the real server: the board, a game against the
computer, online play between two browsers, exchange, a refused placement, pass and play,
accessibility.

Placements are chosen in the test from the seat's own view with the engine's slow
reference (``placement.legal_placements``: every empty square × every rack value), then
made on the board as a person makes them: a click on a tile and one on a square, a drag,
or the keyboard (the number typed on a square, then Enter).
"""

from __future__ import annotations

import re
from typing import Any

from axe_playwright_python.sync_playwright import Axe
from playwright.sync_api import Page, expect

from eqgames.games.mathable import placement
from eqgames.games.mathable.board import COLUMNS, Grid, name

from .clicks import code_of, seats_in_browser, wait_for, wait_for_turn
from .conftest import Pages, screenshot
from .server import Server

BOARD = ".mathable-board"
MAX_TURNS = 200


def _cell(page: Page, square: str) -> Any:
    return page.locator(f'{BOARD} .cd-cell[data-square="{square}"]')


def _tile(page: Page, tile_id: int) -> Any:
    return page.locator(f'{BOARD} .mt-tile[data-tile="{tile_id}"]')


def _shows(page: Page, version: int) -> None:
    expect(page.locator(".table-layout")).to_have_attribute("data-version", str(version))


def _best(view: dict[str, Any]) -> placement.Placement | None:
    """The highest-scoring legal placement of the seat's rack (first by square, then value)."""
    legal = placement.legal_placements(
        Grid.from_json(view["board"]), [t["value"] for t in view["rack"]]
    )
    return max(legal, key=lambda p: p.points, default=None)


def _place(page: Page, server: Server, code: str, token: str, how: str = "click") -> Any:
    """Make the best placement on the board by ``how`` ("click", "drag" or "keys");
    checks the live preview first. Returns the placement."""
    room = server.room(code, token)
    _shows(page, room["version"])
    view = room["view"]
    best = _best(view)
    assert best is not None
    square = name(*best.square)
    tile = next(t for t in view["rack"] if t["value"] == best.value)
    cell = _cell(page, square)
    expected = f"{best.value} on {square} scores {best.points}"
    if how == "keys":
        cell.focus()
        page.keyboard.type(str(best.value))
        expect(page.locator(".mt-preview")).to_contain_text(expected)
        page.keyboard.press("Enter")
    elif how == "drag":
        _tile(page, tile["id"]).drag_to(cell)
    else:
        _tile(page, tile["id"]).click()
        cell.hover()
        expect(page.locator(".mt-preview")).to_contain_text(expected)
        for eq in best.equations:
            expect(page.locator(".mt-preview")).to_contain_text(eq.text)
        cell.click()
    wait_for(lambda: server.room(code)["version"] > room["version"], what=f"{square} placed")
    r, c = best.square
    assert server.room(code)["view"]["board"][r][c] == best.value
    return best


def _click(page: Page, server: Server, code: str, action: str) -> None:
    version = server.room(code)["version"]
    _shows(page, version)
    page.locator(f'{BOARD} button[data-action="{action}"]').click()
    wait_for(lambda: server.room(code)["version"] > version, what=f"the {action}")


def _play_turn(page: Page, server: Server, code: str, seat: int, token: str, n: int) -> str:
    """One whole turn for ``seat`` through the page: the best placements while any fits
    (the bonus draw taken when offered), then End turn; else an exchange or a pass.
    Placements go by click, drag and keyboard in turn (``n`` counts them). Returns what was done."""
    done = "pass"
    while True:
        room = server.room(code, token)
        if room["status"] == "over" or seat not in room["to_act"]:
            return done
        _shows(page, room["version"])
        can = room["view"]["can"]
        if "draw" in can:
            expect(page.locator(f"{BOARD} .mt-bonus")).to_be_visible()
            _click(page, server, code, "draw")
        elif "place" in can and _best(room["view"]) is not None:
            how = ("click", "drag", "keys")[n % 3]
            size = page.viewport_size
            if how == "drag" and size is not None and size["width"] < 600:
                how = "click"  # on a phone the rack is below the board: a drag would scroll away
            _place(page, server, code, token, how=how)
            n += 1
            done = "place"
        elif "stop" in can:
            _click(page, server, code, "stop")
            return done
        elif "exchange" in can and room["view"]["pouch"] >= 7:
            board = page.locator(BOARD)
            board.locator('button[data-action="exchange"]').click()
            for t in room["view"]["rack"][:3]:
                _tile(page, t["id"]).click()
            _click(page, server, code, "exchange")
            return "exchange"
        else:
            _click(page, server, code, "pass")
            return "pass"


def test_a_whole_game_against_the_computer(pages: Pages, server: Server) -> None:
    page = pages.new()
    page.set_viewport_size({"width": 1280, "height": 800})
    page.goto("/new/mathable")
    page.fill("input[name=name]", "Ada")
    page.select_option("select[name=players]", "3")
    page.select_option("select[name=level]", "easy")
    # Each computer its own level.
    expect(page.get_by_label("Computer 2 level")).to_have_value("easy")
    page.select_option("select[name=level3]", "medium")
    page.locator("details.options summary").click()
    page.fill("input[name=option-bot_pace]", "0")
    page.get_by_role("button", name="Start").click()
    code = code_of(page)
    expect(page.locator(BOARD)).to_be_visible()
    token = seats_in_browser(page, code)[0]
    room = server.room(code)
    assert [s["kind"] for s in room["seats"]] == ["human", "bot:easy", "bot:medium"]
    # The board as printed: 196 squares, labelled A–N and 1–14, the centre 1 2 / 3 4.
    expect(page.locator(f"{BOARD} .cd-cell")).to_have_count(196)
    assert page.locator(f"{BOARD} .cd-col-label").all_inner_texts() == list(COLUMNS)
    assert page.locator(f"{BOARD} .cd-row-label").all_inner_texts() == [
        str(n) for n in range(1, 15)
    ]
    for square, text in {
        "G7": "1",
        "H7": "2",
        "G8": "3",
        "H8": "4",
        "A1": "3×",
        "B2": "2×",
    }.items():
        expect(_cell(page, square)).to_have_text(text)
    signs = {"H5": ("+", "add"), "J7": ("×", "mul"), "F3": ("−", "sub"), "E2": ("÷", "div")}
    for square, (sign, premium) in signs.items():
        expect(_cell(page, square)).to_have_attribute("data-premium", premium)
        # A computer seated before Ada may already have put a tile there (bot pace 0):
        # the square's state read at once, its sign asked of it only while it is empty.
        text, label, digit = _cell(page, square).evaluate(
            "c => [c.textContent, c.getAttribute('aria-label'), c.dataset.digit ?? null]"
        )
        if not digit:
            assert text == sign
            assert label == (
                f"{square}: empty, {sign} square (only {dict(zip('+−×÷', ('addition', 'subtraction', 'multiplication', 'division'), strict=True))[sign]} counts)"
            )
    expect(page.locator(f"{BOARD} .cd-player")).to_have_count(3)
    expect(page.locator(f'{BOARD} .cd-player[data-seat="2"]')).to_contain_text("Computer (Medium)")

    placements = 0
    hinted = False
    for turns in range(MAX_TURNS):
        room = wait_for_turn(server, code, 0)
        if room["status"] == "over":
            break
        if turns == 1:
            # On a laptop the board, the rack and End turn are in one view.
            screenshot(page, "mathable-board-1280x800")
            for selector in (".cd-grid", ".mt-rack", 'button[data-action="stop"]'):
                box = page.locator(f"{BOARD} {selector}").bounding_box()
                assert box is not None and box["y"] + box["height"] <= 800, (selector, box)
        if turns >= 2 and not hinted:
            hinted = _use_the_hints(page, server, code, token)
        before = placements
        did = _play_turn(page, server, code, 0, token, placements)
        placements += did == "place"
        if did == "place" and before == 0:
            # The others see nothing of ours highlighted; after their turns, theirs are.
            room = wait_for_turn(server, code, 0)
            if room["status"] != "over":
                _shows(page, room["version"])
                last = room["view"]["last_turns"]
                squares = [sq for s in (1, 2) if last[s] for sq in last[s]["squares"]]
                expect(page.locator(f"{BOARD} .cd-cell.last")).to_have_count(len(squares))
    else:
        raise AssertionError(f"the game did not end in {MAX_TURNS} turns")
    assert placements >= 3 and hinted
    expect(page.locator(".result")).to_be_visible()
    expect(page.locator(".ranking li")).to_have_count(3)
    expect(page.locator(f"{BOARD} .mt-game-over li")).to_have_count(3)
    result = server.room(code)["result"]
    for seat, score in enumerate(result["scores"]):
        expect(page.locator(f'{BOARD} .mt-game-over li[data-seat="{seat}"]')).to_contain_text(
            re.compile(rf": {int(score)}\b")
        )
    screenshot(page, "mathable-over")
    # The review draws the game step by step on the same board.
    page.locator(".result").get_by_role("link", name="Review the game").click()
    expect(page.locator(f"{BOARD} .cd-cell")).to_have_count(196)
    page.get_by_role("button", name="First step").click()
    expect(page.locator(f"{BOARD} .cd-cell.tile")).to_have_count(4)  # the centre only
    page.get_by_role("button", name="Last step").click()
    final = sum(v is not None for row in server.room(code)["view"]["board"] for v in row)
    expect(page.locator(f"{BOARD} .cd-cell.tile")).to_have_count(final)
    # A rematch against the same computers, at once.
    page.go_back()
    page.locator(".result").get_by_role("button", name="Rematch").click()
    expect(page).not_to_have_url(re.compile(rf"/game/{code}$"))
    again = code_of(page)
    kinds = [s["kind"] for s in server.room(again)["seats"]]
    assert sorted(kinds) == ["bot:easy", "bot:medium", "human"]
    expect(page.locator(f"{BOARD} .mt-tile").first).to_be_visible()


def _use_the_hints(page: Page, server: Server, code: str, token: str) -> bool:
    """ "Show a placement" and "Show the best turn", then the hint's first tile placed by its button."""
    room = server.room(code, token)
    if "hint" not in room["view"]["can"] or _best(room["view"]) is None:
        return False
    best = _best(room["view"])
    assert best is not None
    _click(page, server, code, "hint-placement")
    hint = server.room(code, token)["view"]["hint"]
    assert hint["kind"] == "placement" and hint["points"] == best.points
    expect(page.locator(".mt-hint")).to_contain_text(
        f"The best placement: {hint['placements'][0]['value']} on"
    )
    expect(page.locator(f"{BOARD} .cd-cell.hinted")).to_have_count(1)
    _click(page, server, code, "hint-turn")
    hint = server.room(code, token)["view"]["hint"]
    assert hint["kind"] == "turn" and hint["points"] >= best.points
    expect(page.locator(".mt-hint")).to_contain_text("The best turn found")
    expect(page.locator(".mt-hint")).to_contain_text(f"{hint['points']} point")
    first = hint["placements"][0]
    _click(page, server, code, "use-hint")
    r, c = (int(first["square"][1:]) - 1, COLUMNS.index(first["square"][0]))
    assert server.room(code)["view"]["board"][r][c] == first["value"]
    expect(page.locator(".cd-info")).to_contain_text("hints used")
    return True


def test_an_online_game_between_two_browsers(pages: Pages, server: Server) -> None:
    ann = pages.new()
    ann.goto("/new/mathable")
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
    tokens = {0: seats_in_browser(ann, code)[0], 1: seats_in_browser(bob, code)[1]}
    players = {0: ann, 1: bob}
    room = server.room(code)
    first = room["view"]["turn"]
    other = 1 - first
    names = {0: "Ann", 1: "Bob"}
    expect(players[first].locator(".status")).to_have_text("Your turn.")
    expect(players[other].locator(".status")).to_have_text(f"{names[first]} to play…")
    # No hints online.
    for page in (ann, bob):
        expect(page.locator(f'{BOARD} button[data-action="hint-placement"]')).to_be_hidden()
        expect(page.locator(f"{BOARD} .mt-tile")).to_have_count(7)

    # Whoever has no tile that fits exchanges them all, until someone has one.
    for _ in range(4):
        view = server.room(code, tokens[first])["view"]
        if _best(view) is not None:
            break
        board = players[first].locator(BOARD)
        board.locator('button[data-action="exchange"]').click()
        for t in view["rack"]:
            _tile(players[first], t["id"]).click()
        _click(players[first], server, code, "exchange")
        first, other = other, first

    # The player to act places a tile: the other sees it at once, with the score.
    best = _place(players[first], server, code, tokens[first], how="click")
    square = name(*best.square)
    expect(_cell(players[other], square)).to_have_attribute("data-digit", str(best.value))
    expect(
        players[other].locator(f'{BOARD} .cd-player[data-seat="{first}"] .cd-score')
    ).to_have_text(str(best.points))
    going = first in server.room(code)["to_act"]  # no other tile may fit: then the turn ended
    if going:
        expect(players[other].locator(".mt-this-turn")).to_contain_text(f"{best.value} on {square}")
    # A reload (in the middle of the turn, as a rule) finds the game as it is.
    players[first].reload()
    _shows(players[first], server.room(code)["version"])
    expect(_cell(players[first], square)).to_have_attribute("data-digit", str(best.value))
    if going:
        expect(players[first].locator(f"{BOARD} .cd-cell.mine-now")).to_have_count(1)
        expect(players[first].locator(f'{BOARD} button[data-action="exchange"]')).to_be_disabled()
        expect(players[first].locator(f'{BOARD} button[data-action="stop"]')).to_have_text(
            f"End turn ({best.points} point{'' if best.points == 1 else 's'})"
        )
    _play_turn(players[first], server, code, first, tokens[first], 1)
    room = server.room(code)
    for page in (ann, bob):
        _shows(page, room["version"])
    squares = server.room(code, tokens[other])["view"]["last_turns"][first]["squares"]
    expect(players[other].locator(f"{BOARD} .cd-cell.last")).to_have_count(len(squares))
    expect(players[other].locator(".mt-last")).to_contain_text(f"{names[first]} placed")
    screenshot(players[other], "mathable-online-phone")

    # The second player exchanges two tiles; the first sees how many, never which.
    view = server.room(code, tokens[other])["view"]
    board = players[other].locator(BOARD)
    board.locator('button[data-action="exchange"]').click()
    for t in view["rack"][:2]:
        _tile(players[other], t["id"]).click()
    expect(board.locator('button[data-action="exchange"]')).to_have_text("Exchange 2 tiles")
    _click(players[other], server, code, "exchange")
    expect(players[first].locator(".mt-last")).to_contain_text(f"{names[other]} exchanged 2 tiles.")
    after = server.room(code, tokens[other])["view"]["rack"]
    assert {t["id"] for t in view["rack"][:2]}.isdisjoint(t["id"] for t in after)
    expect(players[other].locator(f"{BOARD} .mt-tile")).to_have_count(7)

    # Then both pass in turn: the game is over, on both screens.
    for seat in (first, other):
        wait_for_turn(server, code, seat)
        _click(players[seat], server, code, "pass")
    assert server.room(code)["status"] == "over"
    for page in (ann, bob):
        expect(page.locator(".result")).to_be_visible()
        expect(page.locator(f"{BOARD} .mt-game-over li")).to_have_count(2)
    ann.goto("/games")
    expect(ann.locator(f'.my-games li[data-code="{code}"]')).to_contain_text("Mathable")


def _start_pass_and_play(page: Page) -> tuple[str, dict[int, str]]:
    page.goto("/new/mathable")
    page.fill("input[name=name]", "Ann")
    page.check("input[value=pass]")
    page.fill("input[name=name2]", "Ben")
    page.get_by_role("button", name="Start").click()
    code = code_of(page)
    return code, seats_in_browser(page, code)


def _take_device(page: Page) -> None:
    """Pass and play: when the second player begins, say so on the handover screen."""
    handover = page.locator(".handover button")
    usable = page.locator(f"{BOARD} .mt-tile:not([disabled])")
    # The board may be drawn for the first seat a moment before the room says
    # the other seat is to act: wait for a tile this screen may play, taking
    # the device whenever the handover screen asks.
    for _ in range(3):
        page.locator(f".handover button, {BOARD} .mt-tile:not([disabled])").first.wait_for()
        if not handover.count():
            break
        handover.click()
    expect(usable.first).to_be_visible()


def test_a_refused_placement_says_why_and_changes_nothing(pages: Pages, server: Server) -> None:
    page = pages.new(phone=True)
    code, tokens = _start_pass_and_play(page)
    _take_device(page)
    room = server.room(code)
    seat = room["view"]["turn"]
    view = server.room(code, tokens[seat])["view"]
    grid = Grid.from_json(view["board"])
    # A tile on a square beside the centre where it completes no equation.
    tile, square = next(
        (t, sq)
        for t in view["rack"]
        for sq in ("I8", "I7", "F7", "F8", "G6", "H6", "G9", "H9")
        if placement.reason(grid, sq, t["value"]) is not None
    )
    why = placement.reason(grid, square, tile["value"])
    assert why is not None
    _tile(page, tile["id"]).click()
    _cell(page, square).hover()
    # The preview says so before the tile is placed, in the engine's words ...
    expect(page.locator(".mt-preview")).to_contain_text(f"Not there: {why}.")
    expect(_cell(page, square)).to_have_class(re.compile(r"\bno-fit\b"))
    # ... and the engine refuses it with the same reason, by the rack; nothing changes.
    _cell(page, square).click()
    expect(page.locator(f"{BOARD} .message.error")).to_contain_text(why)
    after = server.room(code, tokens[seat])
    assert after["version"] == room["version"]
    assert after["view"]["rack"] == view["rack"]
    expect(_cell(page, square)).to_have_attribute("data-digit", "")
    # The tile stays in hand; a square with no pair beside it is refused too, naming the rule.
    expect(_tile(page, tile["id"])).to_have_attribute("aria-pressed", "true")
    _cell(page, "A14").click()
    expect(page.locator(f"{BOARD} .message.error")).to_contain_text("A14 has no pair beside it")
    # Pick nothing and press a square: the board says what to do.
    page.keyboard.press("Escape")
    _cell(page, "I8").click()
    expect(page.locator(".message")).to_contain_text("Pick one of your tiles first")
    screenshot(page, "mathable-refused-phone")


def test_pass_and_play_hands_over_without_the_rack(pages: Pages, server: Server) -> None:
    page = pages.new()
    code, tokens = _start_pass_and_play(page)
    _take_device(page)
    seat = server.room(code)["view"]["turn"]
    names = {0: "Ann", 1: "Ben"}
    _play_turn(page, server, code, seat, tokens[seat], 0)
    expect(page.locator(".handover button")).to_have_text(f"I am {names[1 - seat]}: show my hand")
    assert page.locator(BOARD).count() == 0
    body = page.locator("main").inner_text()
    assert "Your tiles" not in body and "You drew" not in body
    page.locator(".handover button").click()
    other = server.room(code, tokens[1 - seat])["view"]
    shown = page.locator(f"{BOARD} .mt-tile").evaluate_all("els => els.map(e => e.dataset.value)")
    assert sorted(shown) == sorted(str(t["value"]) for t in other["rack"])
    assert not any("You drew" in line for line in page.locator(".log li").all_inner_texts())


AXE = Axe()


def test_the_board_passes_the_accessibility_check(pages: Pages, server: Server) -> None:
    for phone in (False, True):
        page = pages.new(phone=phone)
        _start_pass_and_play(page)
        _take_device(page)
        page.locator(f"{BOARD} .mt-tile").first.click()
        _cell(page, "I8").hover()
        expect(page.locator(".mt-preview")).to_contain_text("I8")
        results: Any = AXE.run(page)
        bad = [
            f"{v['id']}: {v['help']} at {[' '.join(n['target']) for n in v['nodes'][:3]]}"
            for v in results.response["violations"]
            if v["impact"] in ("serious", "critical")
        ]
        assert not bad, bad
        small: list[str] = page.evaluate(
            """() => [...document.querySelectorAll('button, a.button, input, select, [role=gridcell]')]
              .filter(e => e.offsetParent !== null)
              .map(e => [e, e.getBoundingClientRect()])
              .filter(([e, r]) => r.width < 23.5 || r.height < 23.5)
              .map(([e, r]) => `${e.tagName} ${e.dataset.square || e.textContent} ${Math.round(r.width)}x${Math.round(r.height)}`)"""
        )
        assert not small, small


def test_challenge_mode_on_one_screen(pages: Pages, server: Server) -> None:
    """A wrong tile is placed unchecked; the next player, handed the device, challenges it."""
    page = pages.new()
    page.goto("/new/mathable")
    page.fill("input[name=name]", "Ann")
    page.check("input[value=pass]")
    page.fill("input[name=name2]", "Ben")
    page.locator("details.options summary").click()
    page.check("input[name=option-challenge]")
    page.get_by_role("button", name="Start").click()
    code = code_of(page)
    tokens = seats_in_browser(page, code)
    assert server.room(code)["options"]["challenge"] is True
    _take_device(page)
    names = {0: "Ann", 1: "Ben"}
    placer = server.room(code)["view"]["turn"]
    view = server.room(code, tokens[placer])["view"]
    grid = Grid.from_json(view["board"])
    tile = next(t for t in view["rack"] if placement.reason(grid, "I8", t["value"]) is not None)
    _tile(page, tile["id"]).click()
    _cell(page, "I8").hover()
    expect(page.locator(".mt-preview")).to_contain_text("you may place it anyway")
    _cell(page, "I8").click()
    wait_for(lambda: server.room(code)["view"]["pending"] is not None, what="the pending tile")
    # The device goes to the opponent, who sees the tile and answers.
    expect(page.locator(".handover button")).to_have_text(f"I am {names[1 - placer]}: show my hand")
    page.locator(".handover button").click()
    expect(page.locator(".status")).to_have_text(
        f"Accept or challenge {names[placer]}'s {tile['value']}."
    )
    expect(page.locator(".mt-pending")).to_contain_text(
        f"{names[placer]} placed {tile['value']} on I8."
    )
    _click(page, server, code, "challenge")
    room = server.room(code, tokens[1 - placer])
    assert room["view"]["board"][7][8] is None
    assert room["view"]["last_turns"][placer]["action"] == "challenged"
    expect(page.locator(".log li").filter(has_text="challenged")).to_contain_text(
        f"{names[1 - placer]} challenged {names[placer]}'s {tile['value']} on I8"
    )
    expect(page.locator(".mt-last")).to_contain_text("was challenged and went back")


def test_on_a_touch_screen_the_first_tap_previews_and_the_second_places(
    pages: Pages, server: Server
) -> None:
    context = pages.browser.new_context(
        base_url=server.url, viewport={"width": 390, "height": 844}, has_touch=True, is_mobile=True
    )
    pages.contexts.append(context)
    page = context.new_page()
    page.on("pageerror", lambda exc: pages.errors.append(str(exc)))
    code, tokens = _start_pass_and_play(page)
    _take_device(page)
    for _ in range(4):  # a rack where nothing fits is exchanged whole, on the next turn too
        room = server.room(code)
        seat = room["view"]["turn"]
        view = server.room(code, tokens[seat])["view"]
        best = _best(view)
        if best is not None:
            break
        page.locator(f'{BOARD} button[data-action="exchange"]').tap()
        for t in view["rack"]:
            _tile(page, t["id"]).tap()
        _click(page, server, code, "exchange")
        _shows(page, server.room(code)["version"])
        _take_device(page)
    assert best is not None
    square = name(*best.square)
    tile = next(t for t in view["rack"] if t["value"] == best.value)
    _tile(page, tile["id"]).tap()
    _cell(page, square).tap()
    expect(page.locator(".mt-preview")).to_contain_text(
        f"{best.value} on {square} scores {best.points}"
    )
    expect(page.locator(".mt-preview")).to_contain_text(f"Tap {square} again to place it.")
    assert server.room(code)["version"] == room["version"]
    _cell(page, square).tap()
    wait_for(lambda: server.room(code)["version"] > room["version"], what="the tapped placement")
    r, c = best.square
    assert server.room(code)["view"]["board"][r][c] == best.value
