"""Every page checked by axe-core (through axe-playwright-python, which ships it).

No serious or critical violation on any page: contrast, names of controls,
labels, roles, landmarks. Tables are checked in play (a board with its rack or
hand showing) on a laptop and on a phone.
"""

from __future__ import annotations

from typing import Any

import pytest
from axe_playwright_python.sync_playwright import Axe
from playwright.sync_api import Page, expect

from .clicks import code_of
from .conftest import Pages
from .server import Server

AXE = Axe()
RULES = ["equations", "mathable", "memorymath", "crossdigits", "formula"]
BOARDS = {
    "formula": ".formula-board .hand button.card",
    "memorymath": ".mm-board input[name=numbers]",
    "crossdigits": ".crossdigits-board .cd-rack .cd-tile",
    "mathable": ".mathable-board .mt-rack .mt-tile",
    "equations": ".eq-board .eq-player",
}


def _problems(page: Page) -> list[str]:
    results: Any = AXE.run(page)
    out = []
    for v in results.response["violations"]:
        if v["impact"] in ("serious", "critical"):
            where = [" ".join(n["target"]) for n in v["nodes"][:3]]
            out.append(f"{v['id']} ({v['impact']}): {v['help']} at {where}")
    return out


def _check(page: Page, what: str) -> None:
    problems = _problems(page)
    assert not problems, f"{what}: " + "; ".join(problems)


@pytest.mark.parametrize("phone", [False, True], ids=["laptop", "phone"])
def test_the_shell_pages(pages: Pages, server: Server, phone: bool) -> None:
    page = pages.new(phone=phone)
    page.goto("/")
    expect(page.locator("article.game-card").first).to_be_visible()
    _check(page, "home")
    for name in ("formula", "memorymath", "crossdigits", "equations"):
        page.goto(f"/new/{name}")
        expect(page.get_by_role("button", name="Start")).to_be_visible()
        if page.locator("details.options").count():
            page.locator("details.options summary").click()
        _check(page, f"new {name}")
    page.goto("/new/nim")
    page.check("input[value=online]")
    page.get_by_role("button", name="Start").click()
    code = code_of(page)
    expect(page.locator(".share")).to_be_visible()
    _check(page, "waiting table")
    other = pages.new(phone=phone)
    other.goto(f"/join/{code}")
    expect(other.locator("form p.muted")).to_have_text("A game of Nim.")
    _check(other, "join")
    page.goto("/games")
    expect(page.locator(".my-games li").first).to_be_visible()
    _check(page, "my games")
    page.goto("/puzzles/crossdigits")
    expect(page.locator(".pz-tray .cd-tile").first).to_be_visible()
    _check(page, "puzzles")
    for name in RULES:
        page.goto(f"/static/rules/{name}.html")
        _check(page, f"rules of {name}")


@pytest.mark.parametrize("phone", [False, True], ids=["laptop", "phone"])
@pytest.mark.parametrize("game", sorted(BOARDS))
def test_each_table_in_play(pages: Pages, game: str, phone: bool) -> None:
    page = pages.new(phone=phone)
    page.goto(f"/new/{game}")
    page.fill("input[name=name]", "Ada")
    if game == "memorymath":
        page.locator("details.options summary").click()
        page.select_option("select[name=option-first_player]", "0")
    page.get_by_role("button", name="Start").click()
    code_of(page)
    expect(page.locator(BOARDS[game]).first).to_be_visible()
    _check(page, f"{game} table")


def _small_targets(page: Page) -> list[str]:
    """Controls smaller than 24 × 24 px (WCAG 2.2 target size), visible ones only."""
    small: list[str] = page.evaluate(
        """() => [...document.querySelectorAll('button, a.button, input, select, [role=gridcell]')]
          .filter(e => e.offsetParent !== null && e.type !== 'checkbox' && e.type !== 'radio')
          .map(e => [e, e.getBoundingClientRect()])
          .filter(([e, r]) => r.width < 23.5 || r.height < 23.5)
          .map(([e, r]) => `${e.tagName.toLowerCase()}.${e.className} ${Math.round(r.width)}x${Math.round(r.height)}`)"""
    )
    return small


@pytest.mark.parametrize("game", sorted(BOARDS))
def test_touch_targets_on_a_phone_are_at_least_24_px(pages: Pages, game: str) -> None:
    page = pages.new(phone=True)
    page.goto(f"/new/{game}")
    assert not _small_targets(page), _small_targets(page)
    page.get_by_role("button", name="Start").click()
    code_of(page)
    expect(page.locator(BOARDS[game]).first).to_be_visible()
    small = _small_targets(page)
    assert not small, small
