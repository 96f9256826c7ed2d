"""The review page in a real browser (issue 12): every game finished by its bots, stepped
through with the keys, the slider and the move list; an unfinished game shows only its seat."""

from __future__ import annotations

import re
import time
from typing import Any

import pytest
from playwright.sync_api import Page, expect

from .conftest import Pages, screenshot
from .server import Server

#: Short games between bots, one of each game the browser plays.
QUICK = {
    "nim": {},
    "formula": {},
    "crossdigits": {},
    "memorymath": {"points_to_win": 1, "bot_pace": 0},
    "mathable": {"bot_pace": 0},
    "equations": {"mode": "casual", "shakes": 1, "first_setter": 0, "bot_pace": 0},
}


def finished(server: Server, game: str, options: dict[str, Any]) -> str:
    made = server.post(
        "/api/games", {"game": game, "options": options, "seats": ["bot:easy", "bot:easy"], "bot_delay": 0}
    )
    end = time.monotonic() + 90
    while time.monotonic() < end:
        if server.room(made["code"])["status"] == "over":
            return str(made["code"])
        time.sleep(0.2)
    raise AssertionError(f"{game} between bots did not end")


def _step(page: Page) -> int:
    return int(page.locator(".table-layout").get_attribute("data-step") or "-1")


@pytest.mark.parametrize("game", list(QUICK))
def test_a_finished_game_is_stepped_through(pages: Pages, server: Server, game: str) -> None:
    code = finished(server, game, QUICK[game])
    review = server.get(f"/api/games/{code}/review")
    last = len(review["frames"]) - 1
    page = pages.new()
    page.goto(f"/review/{code}")
    expect(page.locator("h1")).to_contain_text("Review")
    expect(page.locator(".review-step")).to_have_text(f"Step {last} of {last}")
    assert _step(page) == last
    page.keyboard.press("ArrowLeft")
    assert _step(page) == last - 1
    page.keyboard.press("Home")
    expect(page.locator(".review-step")).to_have_text("The deal")
    page.keyboard.press("ArrowRight")
    assert _step(page) == 1
    page.locator(".review-slider").fill(str(last // 2))
    assert _step(page) == last // 2
    expect(page.locator(".review-moves li.current")).to_have_count(1 if last // 2 else 0)
    page.locator(".review-moves li a").first.click()
    assert _step(page) == 1
    expect(page).to_have_url(re.compile(rf"/review/{code}\?step=1$"))
    # Every seat's view may be shown now: the game is over.
    see_as = page.get_by_label("See the game as")
    expect(see_as).to_be_visible()
    see_as.select_option(index=2)
    assert _step(page) == 1
    page.keyboard.press("End")
    # The analysis: each player's turning points, a link to each, and the figures.
    expect(page.locator(".analysis h2")).to_have_text("Turning points", timeout=60_000)
    expect(page.locator(".analysis .turning-points")).to_have_count(2)
    analysis = server.get(f"/api/games/{code}/analysis")
    points = [n for entry in analysis["summary"] for n in entry["turning_points"]]
    if points:
        page.locator(f".analysis a[data-step='{points[0]['step']}']").first.click()
        assert _step(page) == points[0]["step"]
        expect(page.locator(".analysis-here")).to_contain_text(points[0]["text"])
    screenshot(page, f"review-{game}")


def test_the_game_over_panel_and_my_games_link_to_the_review(pages: Pages) -> None:
    page = pages.new()
    page.goto("/new/nim")
    page.locator("details.options summary").click()
    page.fill("input[name=option-heap]", "3")
    page.get_by_role("button", name="Start").click()
    expect(page.locator(".nim-board")).to_be_visible()
    page.locator("button[data-take='3']").click()
    page.get_by_role("link", name="Review the game").click()
    expect(page).to_have_url(re.compile(r"/review/[A-Z0-9]{6}"))
    expect(page.locator(".review-step")).to_have_text(re.compile(r"Step \d+ of \d+"))
    page.goto("/games")
    page.get_by_role("link", name="Review").first.click()
    expect(page.locator(".review-slider")).to_be_visible()


def test_an_unfinished_game_shows_only_what_this_seat_saw(pages: Pages, server: Server) -> None:
    page = pages.new()
    page.goto("/new/nim")
    page.locator("details.options summary").click()
    page.fill("input[name=option-heap]", "20")
    page.get_by_role("button", name="Start").click()
    expect(page.locator(".nim-board")).to_be_visible()
    code = page.url.rstrip("/").rsplit("/", 1)[1]
    page.goto(f"/review/{code}")
    expect(page.locator("p.muted").first).to_contain_text("you see only what your seat saw")
    expect(page.get_by_label("See the game as")).to_be_hidden()


def test_an_online_rematch_is_offered_and_accepted_in_another_browser(pages: Pages) -> None:
    ann = pages.new()
    ann.goto("/new/nim")
    ann.fill("input[name=name]", "Ann")
    ann.check("input[value=online]")
    ann.locator("details.options summary").click()
    ann.fill("input[name=option-heap]", "3")
    ann.get_by_role("button", name="Start").click()
    code = ann.locator("[data-code]").first.get_attribute("data-code")
    bob = pages.new()
    bob.goto(f"/join/{code}")
    bob.fill("input[name=name]", "Bob")
    bob.get_by_role("button", name="Join").click()
    expect(ann.locator(".nim-board")).to_be_visible()
    ann.locator("button[data-take='3']").click()  # Ann takes the last counter
    ann.get_by_role("button", name="Rematch").click()
    expect(ann.locator(".rematch")).to_contain_text("waiting for Bob")
    expect(bob.locator(".rematch")).to_contain_text("Ann offers a rematch")
    bob.get_by_role("button", name="Accept the rematch").click()
    expect(bob).not_to_have_url(re.compile(rf"/game/{code}$"))
    expect(ann).not_to_have_url(re.compile(rf"/game/{code}$"))
    new = bob.url.rsplit("/", 1)[1]
    assert ann.url.endswith(f"/game/{new}")
    expect(bob.locator(".status")).to_have_text("Your turn.")  # the seats turned: Bob starts
    expect(ann.locator(".players li.me")).to_contain_text("Ann")
    bob.locator("button[data-take='3']").click()
    ann.goto("/games")
    expect(ann.locator(".series").first).to_contain_text("Series of 2")
    screenshot(ann, "rematch-series")


def test_a_declined_rematch_is_shown_to_the_one_who_offered(pages: Pages) -> None:
    ann = pages.new()
    ann.goto("/new/nim")
    ann.check("input[value=online]")
    ann.locator("details.options summary").click()
    ann.fill("input[name=option-heap]", "3")
    ann.get_by_role("button", name="Start").click()
    code = ann.locator("[data-code]").first.get_attribute("data-code")
    bob = pages.new()
    bob.goto(f"/join/{code}")
    bob.fill("input[name=name]", "Bob")
    bob.get_by_role("button", name="Join").click()
    expect(ann.locator(".nim-board")).to_be_visible()
    ann.locator("button[data-take='3']").click()
    ann.get_by_role("button", name="Rematch").click()
    bob.get_by_role("button", name="Decline").click()
    expect(ann.locator(".rematch")).to_contain_text("Bob declined the rematch")
    expect(ann.get_by_role("button", name="Offer a rematch again")).to_be_visible()
