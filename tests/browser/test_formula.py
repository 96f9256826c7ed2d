"""Formula in a real browser against the real server: every move is clicks on the board."""

from __future__ import annotations

import re

from playwright.sync_api import Page, expect
from playwright.sync_api import TimeoutError as PlaywrightTimeoutError

from eqgames.games.formula.equation import evaluate

from .clicks import code_of, drag, seats_in_browser, take_turn, wait_for_turn
from .conftest import Pages, screenshot
from .server import Server

MAX_TURNS = 80


def _refused_play_by_keyboard(page: Page, server: Server, code: str, token: str) -> None:
    """Lay a false answer with the keyboard only; the server's reason shows, nothing changes."""
    before = server.room(code, token)
    view = before["view"]
    a, b = view["table"]["a"][0]["digit"], view["table"]["b"][0]["digit"]
    card = next(c for c in view["hand"] if c["face"] != "J")
    symbol = next(s for s in "+-*/" if evaluate(a, s, b) != int(card["face"]))
    board = page.locator(".formula-board")
    board.locator(f'button[data-symbol="{symbol}"]').focus()
    page.keyboard.press("Enter")
    board.locator(f'.hand button[data-card="{card["id"]}"]').focus()
    page.keyboard.press("Enter")
    # Picking a card up moves the focus to the first place it can go: the empty answer.
    expect(board.locator('.gap[data-number="c"][data-at="0"]')).to_be_focused()
    page.keyboard.press("Enter")
    expect(board.locator(".preview")).to_contain_text(f"= {card['face']}")
    board.locator('button[data-action="play"]').focus()
    page.keyboard.press("Enter")
    expect(page.locator(".message")).to_contain_text("is not true")
    after = server.room(code, token)
    assert after["version"] == before["version"]
    assert after["view"]["hand"] == view["hand"]
    # The draft stays for the player to fix; taking the card back restores the table.
    board.locator('button[data-kind="hand"]').click()
    expect(board.locator('button[data-kind="hand"]')).to_have_count(0)


def test_formula_against_the_computer_to_the_end_on_a_phone(pages: Pages, server: Server) -> None:
    page = pages.new(phone=True)
    page.goto("/")
    page.locator('article[data-game="formula"]').get_by_role(
        "link", name="Play", exact=True
    ).click()
    page.fill("input[name=name]", "Ada")
    page.select_option("select[name=level]", "medium")
    page.get_by_role("button", name="Start").click()
    code = code_of(page)
    expect(page.locator(".formula-board")).to_be_visible()
    token = seats_in_browser(page, code)[0]
    expect(page.locator(".status")).to_have_text("Your turn.")
    expect(page.locator(".opponent")).to_have_count(2)
    _refused_play_by_keyboard(page, server, code, token)
    # Dragging works too: a card dropped on the answer shows in the formula.
    board = page.locator(".formula-board")
    card = board.locator(".hand button.card:not([disabled])").first
    face = card.get_attribute("data-face")
    drag(page, card, '.gap[data-number="c"][data-at="0"]')
    placed = board.locator('button[data-kind="hand"]')
    asked = page.locator("dialog[open]")
    try:
        # A joker asks for its digit before it shows in the formula.
        placed.or_(asked).first.wait_for(timeout=3000)
    except PlaywrightTimeoutError:
        # A view pushed mid-drag redraws the hand and drops the drag; a person tries again.
        card = board.locator(".hand button.card:not([disabled])").first
        face = card.get_attribute("data-face")
        drag(page, card, '.gap[data-number="c"][data-at="0"]')
    if face == "J":
        asked.locator('button[data-digit="7"]').click()
        face = "7"
    expect(placed).to_have_count(1)
    expect(board.locator(".preview")).to_contain_text(f"= {face}")
    board.locator('button[data-action="reset"]').click()
    expect(board.locator('button[data-kind="hand"]')).to_have_count(0)
    screenshot(page, "formula-board-phone")
    for _ in range(MAX_TURNS):
        room = wait_for_turn(server, code, 0)
        if room["status"] == "over":
            break
        take_turn(page, server, code, token)
    else:
        raise AssertionError(f"no winner after {MAX_TURNS} turns")
    expect(page.locator(".result")).to_be_visible()
    expect(page.locator(".ranking li")).to_have_count(2)
    expect(page.locator(".status")).to_contain_text("Game over")
    assert page.locator(".log li").count() >= 2
    assert page.locator(".opponent").first.locator(".card").count() == 1
    screenshot(page, "formula-over-phone")


def _shows_now(page: Page, server: Server, code: str) -> None:
    """The page shows the game as it is now (it learnt of the last move live)."""
    version = server.room(code)["version"]
    expect(page.locator(".table-layout")).to_have_attribute("data-version", str(version))


def test_online_game_joined_by_code_goes_on_after_a_server_restart(
    pages: Pages, server: Server
) -> None:
    ann = pages.new()
    ann.goto("/new/formula")
    ann.fill("input[name=name]", "Ann")
    ann.check("input[value=online]")
    ann.get_by_role("button", name="Start").click()
    code = code_of(ann)
    share = ann.locator(".share")
    expect(share.locator(".big-code")).to_have_text(code)
    expect(share.locator("input")).to_have_value(re.compile(rf"/join/{code}$"))
    ann.context.grant_permissions(["clipboard-read", "clipboard-write"])
    share.get_by_role("button", name="Copy link").click()
    expect(share).to_contain_text("Copied.")
    assert ann.evaluate("navigator.clipboard.readText()") == f"{server.url}/join/{code}"
    expect(ann.locator(".status")).to_have_text("Waiting for 1 more player to join…")

    watcher = pages.new()
    watcher.goto(f"/game/{code}")
    expect(watcher.locator(".notice")).to_contain_text("A seat is free at this table.")
    expect(watcher.locator(".notice a")).to_have_attribute("href", f"/join/{code}")

    bob = pages.new(phone=True)
    bob.goto("/")
    bob.fill("input[name=code]", code.lower())
    bob.get_by_role("button", name="Join").click()
    expect(bob.locator("form p.muted")).to_have_text("A game of Formula.")
    bob.fill("input[name=name]", "Bob")
    bob.get_by_role("button", name="Join").click()
    expect(bob.locator(".formula-board")).to_be_visible()
    # Ann's page learns of Bob live: the share box goes and the game starts.
    expect(ann.locator(".share .big-code")).to_have_count(0)
    expect(ann.locator(".status")).to_have_text("Your turn.")
    expect(bob.locator(".status")).to_have_text("Ann to play…")
    expect(ann.locator(".opponent")).to_have_count(2)
    expect(ann.locator(".opponent").nth(0)).to_contain_text("Ann (you)")
    expect(ann.locator(".opponent").nth(1)).to_contain_text("Bob")

    # Anyone with the address of the table (not the join link) watches, without a hand.
    expect(watcher.locator(".formula-board .hand")).to_have_text("You are watching this game.")
    expect(watcher.locator(".notice")).to_have_count(0)

    players = {0: (ann, seats_in_browser(ann, code)[0]), 1: (bob, seats_in_browser(bob, code)[1])}
    for turn in range(MAX_TURNS):
        room = server.room(code)
        if room["status"] == "over":
            break
        if turn == 2:
            # The server goes away mid-game: the pages say so, then find it again.
            server.stop()
            for page in (ann, bob, watcher):
                expect(page.locator("#conn")).to_have_text("Reconnecting…")
            server.start()
            for page in (ann, bob, watcher):
                expect(page.locator("#conn")).to_have_text("", timeout=15_000)
            # A page opened again mid-game shows the same move log (the server sends the
            # recent moves with the room), each move once.
            for page in (ann, watcher):
                lines = page.locator(".log li").all_inner_texts()
                assert len(lines) >= 2
                page.reload()
                expect(page.locator(".log li")).to_have_count(len(lines))
                assert page.locator(".log li").all_inner_texts() == lines
                expect(page.locator("#conn")).to_have_text("", timeout=15_000)
        seat = room["to_act"][0]
        page, token = players[seat]
        take_turn(page, server, code, token)
        for other in (ann, bob, watcher):
            _shows_now(other, server, code)
        if turn == 1:
            screenshot(ann, "formula-board-online")
    else:
        raise AssertionError(f"no winner after {MAX_TURNS} turns")
    for page in (ann, bob, watcher):
        expect(page.locator(".result")).to_be_visible()
        expect(page.locator(".status")).to_contain_text("Game over")

    # My games on Ann's browser lists the game and how it ended.
    ann.goto("/games")
    row = ann.locator(f'.my-games li[data-code="{code}"]')
    expect(row).to_contain_text("Formula")
    expect(row.locator(".badge")).to_contain_text("Game over")


def test_taking_a_card_back_shows_again_what_it_alone_covered(pages: Pages) -> None:
    """The board's draft rule, run in the browser: a gap without a hand card keeps its cards."""
    page = pages.new()
    page.goto("/")
    cases = [
        ([{"keep": 0}], 2, [{"keep": 0}, {"keep": 1}]),
        ([{"card": 9}, {"keep": 1}], 2, [{"card": 9}, {"keep": 1}]),
        ([], 3, [{"keep": 0}, {"keep": 1}, {"keep": 2}]),
        ([{"card": 9}], 2, [{"card": 9}]),
        ([{"keep": 0}, {"card": 4}, {"card": 5}], 1, [{"keep": 0}, {"card": 4}, {"card": 5}]),
        ([{"keep": 2}], 3, [{"keep": 0}, {"keep": 1}, {"keep": 2}]),
    ]
    for slots, count, expected in cases:
        got = page.evaluate(
            "([slots, count]) => import('/static/boards/formula.js').then(m => m.uncover(slots, count))",
            [slots, count],
        )
        assert got == expected, (slots, count)


def test_the_table_says_what_its_marks_mean_and_rings_the_last_play(
    pages: Pages, server: Server
) -> None:
    """The computer's last play is ringed and named; the small numbers are explained."""
    page = pages.new()
    page.goto("/new/formula")
    page.fill("input[name=name]", "Ada")
    page.select_option("select[name=level]", "easy")
    page.get_by_role("button", name="Start").click()
    code = code_of(page)
    token = seats_in_browser(page, code)[0]
    board = page.locator(".formula-board")
    expect(board).to_be_visible()
    for _ in range(MAX_TURNS):
        room = wait_for_turn(server, code, 0)
        if room["status"] == "over":
            break
        view = room["view"]
        last = view["last"]
        cards = [c for key in "abc" for c in view["table"][key]]
        if (
            last
            and last["seat"] == 1
            and last["action"] == "play"
            and any(c["under"] for c in cards)
        ):
            _shows_now(page, server, code)
            expect(board.locator(".last-play")).to_have_text(
                f"Computer (Easy) played {last['formula']}."
            )
            expect(board.locator(".last-play")).to_have_class(re.compile(r"\btheirs\b"))
            fresh = sum(1 for c in cards if c["new"])
            expect(board.locator(".formula-row button.card.fresh")).to_have_count(fresh)
            legend = board.locator(".felt-legend")
            expect(legend).to_contain_text("how many cards lie under that card")
            expect(legend).to_contain_text("ringed: the cards Computer (Easy) just laid")
            under = next(c for c in cards if c["under"])
            n = under["under"]
            expect(
                board.locator(
                    f'.formula-row button[data-corner="{under["digit"]}"][title*="under this one"]'
                ).first
            ).to_have_attribute("title", re.compile(rf"^{n} cards? under this one"))
            # A card looks like a card: rounded, raised, with its corner index.
            style = board.locator(".hand button.card").first.evaluate(
                "e => { const s = getComputedStyle(e); const c = getComputedStyle(e, '::before');"
                " return [parseFloat(s.borderTopLeftRadius), s.boxShadow, c.content]; }"
            )
            assert style[0] >= 6 and style[1] != "none" and style[2] not in ("none", "normal")
            screenshot(page, "formula-table-marks")
            return
        take_turn(page, server, code, token)
    raise AssertionError("the computer never played onto covered cards")
