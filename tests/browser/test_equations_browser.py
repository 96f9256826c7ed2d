"""Equations in a real browser against the real server: the mat, challenges, Equations, review.

Every move is made on the board as a person makes it (a click, a drag, the
keyboard); what to play is chosen from the seat's own view, with the game's
adjudicator deciding when a Now is there to be challenged.
"""

from __future__ import annotations

import json
from typing import Any

from playwright.sync_api import Locator, Page, expect

from eqgames.games.equations import solver
from eqgames.games.equations.mat import Mat

from .clicks import code_of, drag, seats_in_browser, wait_for
from .conftest import Pages, screenshot
from .server import Server

MAX_MOVES = 40
#: Quick games: one shake, no clocks, the computer at once.
QUICK = {"mode": '"casual"', "shakes": "1", "first_setter": "0", "bot_pace": "0"}


def new_game(page: Page, name: str = "Ada", how: str = "bot", players: int = 2,
             level: str = "easy", options: dict[str, str] | None = None) -> str:
    """Start a game from the new-game page; returns its code."""
    page.goto("/new/equations")
    page.fill("input[name=name]", name)
    if how != "bot":
        page.check(f"input[value={how}]")
    else:
        page.select_option("select[name=level]", level)
    if players != 2:
        page.select_option("select[name=players]", str(players))
    page.locator("details.options summary").click()
    for option, value in {**QUICK, **(options or {})}.items():
        field = page.locator(f"[name=option-{option}]")
        if field.evaluate("e => e.tagName") == "SELECT":
            field.select_option(value)
        else:
            field.fill(value)
    page.get_by_role("button", name="Start").click()
    return code_of(page)


def shown(page: Page, server: Server, code: str) -> dict[str, Any]:
    """Wait until the page shows the game's latest version; the room as the server has it."""
    room = server.room(code)
    expect(page.locator(".table-layout")).to_have_attribute("data-version", str(room["version"]))
    return room


def view_of(server: Server, code: str, token: str) -> dict[str, Any]:
    view: dict[str, Any] = server.room(code, token)["view"]
    return view


def cube(page: Page, index: int) -> Locator:
    return page.locator(f'.eq-board .eq-cube[data-cube="{index}"]').first


def set_goal(page: Page, server: Server, code: str, token: str) -> str:
    """As the Goal-setter: roll, put two digits in the Goal (the second before the first), say Goal."""
    page.locator('button[data-action="roll"]').click()
    expect(page.locator(".eq-resources .eq-cube")).to_have_count(24)
    view = view_of(server, code, token)
    digits = [c for c in view["mat"]["resources"] if c["face"].isdigit() and c["face"] != "0"]
    first, second = digits[0], digits[1]
    cube(page, first["index"]).click()
    page.locator("button.eq-new-group").click()
    expect(page.locator(".eq-goal .eq-cube")).to_have_count(1)
    # The second cube goes before the first: a place in the group, not only its end.
    cube(page, second["index"]).click()
    page.locator('.eq-goal .eq-gap[data-goal-group="0"][data-position="0"]').click()
    goal = second["face"] + first["face"]
    expect(page.locator(".eq-goal h3")).to_have_text(f"Goal {goal} (being set)")
    page.locator('button[data-action="goal"]').click()
    expect(page.locator(".eq-goal h3")).to_have_text(f"Goal {goal}")
    return goal


def now_witness(view: dict[str, Any]) -> str | None:
    """The adjudicator's Solution when a Now challenge by this seat would be right now."""
    if view["challenges"]["now"] is not None:
        return None
    answer = solver.now(Mat.from_json(view["mat"]), budget=200_000)
    return answer.witness if answer.status == "yes" else None


def write_equation(page: Page, equation: str) -> None:
    """Type the Equation in the editor (the first cube by the palette), check the preview, present it."""
    editor = page.locator(".eq-editor")
    expect(editor).to_be_visible()
    box = editor.locator("input[name=equation]")
    solution, goal = (part.strip() for part in equation.split("="))
    first = solution[0]
    editor.locator(f'.eq-palette .eq-cube[data-face="{first}"]').first.click()
    expect(box).to_have_value(first)
    box.press("End")
    box.type(solution[1:])
    # The Goal picker writes a reading of the Goal after the "=".
    reading = editor.locator(".eq-reading").first
    expect(reading).to_be_visible()
    reading.click()
    expect(box).to_have_value(f"{solution} = {reading.get_attribute('data-reading')}")
    box.fill(equation)
    expect(editor.locator('.eq-side[data-role="solution"]')).to_contain_text("= ")
    editor.locator('button[data-action="present"]').click()
    expect(editor.locator(".eq-confirm")).to_contain_text("Presenting is final")
    editor.locator('button[data-action="confirm"]').click()


def move_a_cube(page: Page, how: str) -> None:
    """Move the first cube of Resources to Permitted: by click, by keyboard or by drag."""
    source = page.locator(".eq-resources .eq-cube:not([disabled])").first
    if how == "keyboard":
        source.focus()
        page.keyboard.press("Enter")
        expect(page.locator(".eq-cube.held")).to_have_count(1)
        page.keyboard.press("p")
    elif how == "drag":
        drag(page, source, ".eq-permitted")
    else:
        source.click()
        page.locator('.eq-permitted button[data-to="permitted"]').click()


def play_shake(page: Page, server: Server, code: str, token: str, seat: int) -> str:
    """Move or challenge on each turn of ``seat`` until the shake is in writing; who challenged."""
    hows = ["keyboard", "drag", "click"]
    for turn in range(MAX_MOVES):
        room: dict[str, Any] = {}

        def ready() -> bool:
            nonlocal room
            room = server.room(code, token)
            phase = room["view"]["phase"]
            return phase in ("writing", "roll", "over") or room["view"]["turn"] == seat

        wait_for(ready, what="the seat's turn or a challenge")
        view = room["view"]
        if view["phase"] != "moves":
            return "computer"
        shown(page, server, code)
        witness = now_witness(view)
        if witness is not None:
            page.locator('.eq-challenges button[data-claim="now"]').click()
            write_equation(page, witness)
            return "me"
        before = room["version"]
        move_a_cube(page, hows[turn % len(hows)])
        wait_for(lambda before=before: server.room(code)["version"] > before, what="the move to land")
    raise AssertionError(f"no challenge after {MAX_MOVES} moves")


def test_a_shake_against_the_computer_to_a_challenge_and_its_score(pages: Pages, server: Server) -> None:
    page = pages.new()
    page.set_viewport_size({"width": 1280, "height": 800})
    code = new_game(page)
    token = seats_in_browser(page, code)[0]
    expect(page.locator(".eq-board")).to_be_visible()
    expect(page.locator(".eq-turn")).to_contain_text("you are the Goal-setter")
    # Before the Goal is set a challenge is greyed, with the reason.
    page.locator('button[data-action="roll"]').wait_for()
    goal = set_goal(page, server, code, token)
    expect(page.locator('.eq-challenges button[data-claim="now"]')).to_be_visible()
    screenshot(page, "equations-goal-set")
    who = play_shake(page, server, code, token, 0)
    wait_for(lambda: server.room(code)["status"] == "over", timeout=30, what="the shake to be scored")
    shown(page, server, code)
    result = page.locator(".eq-result")
    expect(result).to_be_visible()
    expect(result).to_contain_text(f"Goal {goal}")
    expect(result.locator(".eq-verdicts li")).to_have_count(1)
    if who == "me":
        expect(result.locator(".eq-verdicts li")).to_contain_text("correct")
        expect(result.locator('.eq-scores li[data-seat="0"]')).to_contain_text("6")
    expect(page.locator(".ranking li")).to_have_count(2)
    expect(page.locator(".eq-history-table")).to_be_visible()
    # The post-shake review: every move after the Goal, the challenge judged.
    review = page.locator(".eq-review-list")
    expect(review).to_be_visible(timeout=30_000)
    assert review.locator("li").count() >= 2
    expect(review.locator('li[data-kind="challenge"]')).to_contain_text("Right")
    screenshot(page, "equations-shake-over")


def test_the_board_fits_a_phone_and_every_control_can_be_touched(pages: Pages, server: Server) -> None:
    page = pages.new(phone=True)
    code = new_game(page)
    token = seats_in_browser(page, code)[0]
    set_goal(page, server, code, token)
    wait_for(lambda: server.room(code, token)["view"]["turn"] == 0 or server.room(code)["view"]["phase"] != "moves",
             what="the first move")
    width = page.evaluate("document.documentElement.scrollWidth")
    assert width <= 390, f"the page is {width} px wide on a 390 px phone"
    small = page.evaluate(
        """() => [...document.querySelectorAll('.eq-board button, .eq-board input')]
          .filter(e => e.offsetParent !== null)
          .map(e => [e, e.getBoundingClientRect()])
          .filter(([e, r]) => r.width < 23.5 || r.height < 23.5)
          .map(([e, r]) => `${e.className} ${Math.round(r.width)}x${Math.round(r.height)}`)"""
    )
    assert not small, small
    screenshot(page, "equations-phone")
    assert json.loads(page.evaluate("localStorage.getItem('eqgames.games')"))[code]["mode"] == "bot"
