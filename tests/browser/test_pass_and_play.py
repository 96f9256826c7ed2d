"""Pass and play in every game: one screen, each player sees only what their seat may see.

While the device changes hands the page shows no one's private things (a card
drawn, tiles drawn, a lucky number, a hand), and after it the next player sees
their own seat's view and log, never the previous player's.
"""

from __future__ import annotations

from typing import Any

from playwright.sync_api import Page, expect

from .clicks import code_of, seats_in_browser, wait_for
from .conftest import Pages
from .server import Server


def _start(page: Page, game: str) -> tuple[str, dict[int, str]]:
    page.goto(f"/new/{game}")
    page.fill("input[name=name]", "Ann")
    page.check("input[value=pass]")
    page.fill("input[name=name2]", "Ben")
    page.get_by_role("button", name="Start").click()
    code = code_of(page)
    return code, seats_in_browser(page, code)


def _handover_shows_nothing_private(page: Page, to: str, private: list[str]) -> None:
    expect(page.locator(".handover button")).to_have_text(f"I am {to}: show my hand")
    body = page.locator("main").inner_text()
    for text in private:
        assert text not in body, f"{text!r} is on the handover screen"
    assert page.locator(".board").count() == 0


def _take_over(page: Page, to: str, server: Server, code: str) -> None:
    page.locator(".handover button").click()
    expect(page.locator(".board")).to_be_visible()
    version = server.room(code)["version"]
    expect(page.locator(".table-layout")).to_have_attribute("data-version", str(version))


def _log(page: Page) -> list[str]:
    lines: list[str] = page.locator(".log li").all_inner_texts()
    return lines


def _hand(view: dict[str, Any]) -> list[str]:
    return sorted(str(c["face"]) for c in view["hand"])


def test_formula_a_card_drawn_is_seen_by_its_drawer_only(pages: Pages, server: Server) -> None:
    page = pages.new()
    code, tokens = _start(page, "formula")
    expect(page.locator(".formula-board")).to_be_visible()
    before = server.room(code, tokens[0])["view"]
    page.locator('.formula-board button[data-action="draw"]').click()
    wait_for(lambda: server.room(code)["version"] > 0, what="Ann's draw")
    after = server.room(code, tokens[0])["view"]
    drawn = [c for c in after["hand"] if c["id"] not in {d["id"] for d in before["hand"]}]
    assert len(drawn) == 1
    _handover_shows_nothing_private(page, "Ben", ["You drew", "Your hand"])
    expect(page.locator(".log li").last).to_have_text("Ann drew a card.")
    _take_over(page, "Ben", server, code)
    # Ben sees his own hand and the draw as everyone saw it, once.
    ben = server.room(code, tokens[1])["view"]
    faces = page.locator(".hand button.card").evaluate_all("els => els.map(e => e.dataset.face)")
    assert sorted(faces) == _hand(ben)
    log = _log(page)
    assert not any("You drew" in line for line in log), log
    assert log.count("Ann drew a card.") == 1, log
    # Ben draws; back on Ann's turn her log names her own card, once, and Ben's as a card.
    page.locator('.formula-board button[data-action="draw"]').click()
    _handover_shows_nothing_private(page, "Ann", ["You drew", "Your hand"])
    _take_over(page, "Ann", server, code)
    log = _log(page)
    from_page = page.evaluate(
        "async (face) => (await import('/static/boards/formula.js')).cardWords(face)",
        drawn[0]["face"],
    )
    assert log.count(f"You drew {from_page}.") == 1, log
    assert log.count("Ben drew a card.") == 1, log
    assert log.count("Ann drew a card.") == 0, log


def test_formula_names_a_card_with_its_article(pages: Pages) -> None:
    page = pages.new()
    page.goto("/")
    words = page.evaluate(
        """async () => {
          const { cardWords } = await import('/static/boards/formula.js');
          return ['2', '8', 'J', '0'].map(cardWords);
        }"""
    )
    assert words == ["a 2", "an 8", "a joker", "a 0"]


def test_crossdigits_tiles_drawn_are_seen_by_their_drawer_only(
    pages: Pages, server: Server
) -> None:
    page = pages.new()
    code, tokens = _start(page, "crossdigits")
    board = page.locator(".crossdigits-board")
    expect(board).to_be_visible()
    board.locator('button[data-action="swap"]').click()
    board.locator(".cd-rack button.cd-tile").first.click()
    board.locator('button[data-action="swap"]').click()
    wait_for(lambda: server.room(code)["version"] > 0, what="Ann's swap")
    _handover_shows_nothing_private(page, "Ben", ["You drew", "Your tiles"])
    expect(page.locator(".log li").last).to_have_text("Ann swapped 1 tile.")
    _take_over(page, "Ben", server, code)
    ben = server.room(code, tokens[1])["view"]
    digits = board.locator(".cd-rack button.cd-tile").evaluate_all(
        "els => els.map(e => Number(e.dataset.digit))"
    )
    assert sorted(digits) == sorted(t["digit"] for t in ben["rack"])
    assert not any("You drew" in line for line in _log(page))


def test_nim_a_lucky_number_is_its_seats_own(pages: Pages, server: Server) -> None:
    page = pages.new()
    page.goto("/new/nim")
    page.fill("input[name=name]", "Ann")
    page.check("input[value=pass]")
    page.fill("input[name=name2]", "Ben")
    page.locator("details.options summary").click()
    page.fill("input[name=option-heap]", "20")
    page.get_by_role("button", name="Start").click()
    code = code_of(page)
    tokens = seats_in_browser(page, code)
    lucky = [server.room(code, tokens[s])["view"]["lucky"] for s in (0, 1)]
    expect(page.locator(".nim-board")).to_contain_text(f"Your lucky number: {lucky[0]}")
    page.get_by_role("button", name="Take 1").click()
    _handover_shows_nothing_private(page, "Ben", ["lucky number"])
    _take_over(page, "Ben", server, code)
    expect(page.locator(".nim-board")).to_contain_text(f"Your lucky number: {lucky[1]}")


def test_memorymath_hands_over_without_the_board(pages: Pages, server: Server) -> None:
    page = pages.new()
    page.goto("/new/memorymath")
    page.fill("input[name=name]", "Ann")
    page.check("input[value=pass]")
    page.fill("input[name=name2]", "Ben")
    page.locator("details.options summary").click()
    page.select_option("select[name=option-first_player]", "0")
    page.get_by_role("button", name="Start").click()
    code = code_of(page)
    expect(page.locator(".mm-board")).to_be_visible()
    page.fill("input[name=numbers]", "12 7")
    page.locator('button[data-action="say"]').click()
    _handover_shows_nothing_private(page, "Ben", ["You said"])
    _take_over(page, "Ben", server, code)
    expect(page.locator(".mm-last")).to_contain_text("Ann said")
