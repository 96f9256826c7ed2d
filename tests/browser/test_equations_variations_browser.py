"""Adventurous Equations in a real browser: the shake's variations on the board, a cube
marked in the Equation editor with the live preview under the variations, the Equation
checked under them, and axe on the editor with its marks.

The roll is random: the writer selects Sideways (a nonzero digit is all it needs), and the
game is played until this seat writes (its own Now, or an Impossible against its move).
"""

from __future__ import annotations

import re
from typing import Any

import pytest
from playwright.sync_api import Page, expect

from eqgames.games.equations.checker import check
from eqgames.games.equations.mat import Mat
from eqgames.games.equations.ruleset import BASIC, adventurous

from .clicks import seats_in_browser, wait_for
from .conftest import Pages, screenshot
from .server import Server
from .test_accessibility import _problems
from .test_equations_browser import cube, new_game, shown, view_of

MAX_STEPS = 120


def _select(page: Page, server: Server, code: str, token: str, view: dict[str, Any]) -> None:
    """Select Sideways when the list allows it, else the first legal choice."""
    legal = [(item["id"], o["param"]) for item in view["selection"]["menu"]
             for o in item["options"] if not o["illegal"]]  # fmt: skip
    if not legal:
        page.locator('button[data-action="finish_selecting"]').click()
        return
    variation, param = next(((v, p) for v, p in legal if v == "sideways"), legal[0])
    button = page.locator(f'.eq-selection button[data-select="{variation}"]')
    if param is not None:
        button = page.locator(f'.eq-selection button[data-select="{variation}"][data-param="{param}"]')
    before = server.room(code)["version"]
    button.first.click()
    wait_for(lambda: server.room(code)["version"] > before, what="the selection")


def _set_goal(page: Page, server: Server, code: str, token: str, view: dict[str, Any]) -> None:
    """A two-digit Goal, so that a Now is not at once the computer's."""
    digits = [c for c in view["mat"]["resources"] if c["face"].isdigit() and c["face"] != "0"]
    for first in digits[:2]:
        cube(page, first["index"]).click()
        group = page.locator('.eq-goal .eq-gap[data-goal-group="0"]').last
        if group.count():
            group.click()
        else:
            page.locator("button.eq-new-group").click()
        wait_for(lambda i=first["index"]: any(c["index"] == i for g in view_of(server, code, token)["mat"]["goal"] for c in g),
                 what="the Goal cube")  # fmt: skip
        shown(page, server, code)
    before = server.room(code)["version"]
    page.locator('button[data-action="goal"]').click()
    wait_for(lambda: server.room(code)["version"] > before, what="the Goal")


def play_until_i_write(page: Page, server: Server, code: str, token: str) -> dict[str, Any]:
    """Select, set Goals, move and challenge Now until this seat writes; its view then."""
    for _ in range(MAX_STEPS):
        room = server.room(code, token)
        view = room["view"]
        if room["status"] == "over":
            raise AssertionError("the match ended before this seat wrote an Equation")
        phase = view["phase"]
        if phase == "writing":
            mine = next((w for w in view["writing"]["writers"] if w["seat"] == 0), None)
            if mine is not None and mine["status"] == "writing":
                shown(page, server, code)
                return view
        elif phase == "roll" and view["setter"] == 0:
            shown(page, server, code)
            page.locator('button[data-action="roll"]').click()
            wait_for(lambda: server.room(code)["view"]["phase"] != "roll", what="the roll")
            continue
        elif phase == "select" and view["selection"]["selector"] == 0 and "select" in view["can"]:
            shown(page, server, code)
            _select(page, server, code, token, view)
            continue
        elif phase == "goal" and view["setter"] == 0 and "place_goal" in view["can"]:
            shown(page, server, code)
            _set_goal(page, server, code, token, view)
            continue
        elif phase == "moves" and view["turn"] == 0:
            shown(page, server, code)
            if view["challenges"]["now"] is None:
                page.locator('.eq-challenges button[data-claim="now"]').click()
                wait_for(lambda: server.room(code)["view"]["phase"] == "writing", what="the challenge")
                continue
            before = room["version"]
            page.locator(".eq-resources .eq-cube:not([disabled])").first.click()
            page.locator('.eq-permitted button[data-to="permitted"]').click()
            wait_for(lambda before=before: server.room(code)["version"] > before, what="the move")
            continue
        page.wait_for_timeout(200)
    raise AssertionError(f"this seat did not write within {MAX_STEPS} steps")


@pytest.mark.parametrize("phone", [False, True], ids=["laptop", "phone"])
def test_a_marked_cube_is_previewed_and_checked_under_the_shakes_variations(
    pages: Pages, server: Server, phone: bool
) -> None:
    page = pages.new(phone=phone)
    code = new_game(page, options={"division": '"elementary"', "shakes": "4"})
    token = seats_in_browser(page, code)[0]
    view = play_until_i_write(page, server, code, token)
    chosen = {v["id"]: v["param"] for v in view["variations"]["chosen"]}
    assert "sideways" in chosen, chosen  # a nonzero digit is always rolled in practice
    ruleset = adventurous("elementary", chosen)

    # The board lists the variations; each opens to what it does, how to write it, its rules entry.
    board = page.locator(".eq-variations")
    expect(board.locator('.eq-variation[data-variation="general_rule"]')).to_be_visible()
    sideways = board.locator('.eq-variation[data-variation="sideways"]')
    sideways.locator("summary").click()
    expect(sideways).to_contain_text("reciprocal")
    expect(sideways).to_contain_text("Write it: Type sw right after the digit")
    link = sideways.locator("a")
    assert link.get_attribute("href") == "/static/rules/equations.html#variation-sideways"

    # The writer marks a cube: a digit from the palette, then the sw mark; the preview values it.
    editor = page.locator(".eq-editor")
    mark = editor.locator('.eq-mark-key[data-mark="sw"]')
    expect(mark).to_be_visible()
    expect(mark).to_have_accessible_name("sideways: the digit before it is its reciprocal: types sw")
    box = editor.locator("input[name=equation]")
    usable = [*view["mat"]["required"], *view["mat"]["permitted"], *view["mat"]["resources"]]
    # A digit from 2 up, whose reciprocal is no whole number (a 1 is its own).
    digit = max((c for c in usable if c["face"].isdigit()), key=lambda c: c["face"])
    editor.locator(f'.eq-palette .eq-cube[data-face="{digit["face"]}"]').first.click()
    mark.click()
    expect(box).to_have_value(f"{digit['face']}sw")
    expect(editor.locator('.eq-side[data-role="solution"]')).to_contain_text(f"= 1/{digit['face']}")
    # Typing a mark works too, and the preview follows.
    box.press("End")
    box.type(" + 1")
    expect(editor.locator('.eq-side[data-role="solution"]')).to_contain_text(
        f"= {int(digit['face']) + 1}/{digit['face']}"
    )
    reading = editor.locator(".eq-reading").first
    reading.click()
    equation = box.input_value()
    expect(editor.locator(".eq-checked")).to_be_visible()
    # axe on the editor with its marks, and on the board with a variation opened.
    problems = _problems(page)
    assert not problems, "; ".join(problems)
    screenshot(page, f"equations-variations-editor{'-phone' if phone else ''}")

    mat = Mat.from_json(view_of(server, code, token)["mat"])
    occasion = view["writing"]["occasion"]
    expected = check(equation, mat, occasion, ruleset)
    assert expected.reason != check(equation, mat, occasion, BASIC).reason
    editor.locator('button[data-action="present"]').click()
    editor.locator('button[data-action="confirm"]').click()

    def checked() -> bool:
        last = server.room(code, token)["view"]["last_shake"]
        return bool(last) and any(e["seat"] == 0 for e in last.get("equations") or [])

    wait_for(checked, timeout=60, what="the Equation to be checked")
    shown(page, server, code)
    verdict = page.locator('.eq-result .eq-verdicts li[data-seat="0"]')
    expect(verdict).to_have_class("correct" if expected.correct else "incorrect")
    if not expected.correct:
        expect(verdict).to_contain_text(expected.reason)


def test_the_goal_setter_turns_a_goal_cube_where_the_variations_allow(pages: Pages, server: Server) -> None:
    page = pages.new()
    code = new_game(page, options={"division": '"elementary"'})
    token = seats_in_browser(page, code)[0]
    page.locator('button[data-action="roll"]').click()
    wait_for(lambda: server.room(code, token)["view"]["phase"] == "select", what="the selection")
    shown(page, server, code)
    _select(page, server, code, token, view_of(server, code, token))
    wait_for(lambda: server.room(code, token)["view"]["phase"] == "goal", timeout=30, what="the Goal phase")
    shown(page, server, code)
    view = view_of(server, code, token)
    assert any(v["id"] == "sideways" for v in view["variations"]["chosen"])
    assert "1" in view["goal_turns"]["sw"]
    digit = next(c for c in view["mat"]["resources"] if c["face"] in "123456789")
    sign = next(c for c in view["mat"]["resources"] if c["face"] in "+−×÷")
    other = next(c for c in view["mat"]["resources"] if c["face"] in "123456789" and c is not digit)
    # A Resources cube held for the Goal: "Place it sideways", then its place; drawn turned.
    cube(page, digit["index"]).click()
    place = page.locator('.eq-turns button[data-turn="sw"]')
    expect(place).to_have_text("Place it sideways")
    place.click()
    expect(place).to_have_attribute("aria-pressed", "true")
    expect(page.locator(".eq-hint")).to_contain_text("It will lie sideways")
    page.locator("button.eq-new-group").click()
    wait_for(lambda: view_of(server, code, token)["mat"].get("turns") == {str(digit["index"]): "sw"},
             what="the cube in the Goal, sideways")  # fmt: skip
    shown(page, server, code)
    placed = page.locator(f'.eq-goal .eq-cube[data-cube="{digit["index"]}"]')
    expect(placed).to_have_attribute("data-turn", "sw")
    expect(placed).to_have_accessible_name(re.compile("sideways"))
    # A Goal cube picked up is turned where it lies: upright again, then sideways again.
    placed.click()
    turn = page.locator('.eq-turns button[data-turn="sw"]')
    expect(turn).to_have_text("Turn it sideways")
    expect(turn).to_have_attribute("aria-pressed", "true")
    turn.click()
    wait_for(lambda: not view_of(server, code, token)["mat"].get("turns"), what="the cube upright")
    shown(page, server, code)
    expect(placed).not_to_have_attribute("data-turn", "sw")
    placed.click()
    page.locator('.eq-turns button[data-turn="sw"]').click()
    wait_for(lambda: view_of(server, code, token)["mat"].get("turns") == {str(digit["index"]): "sw"},
             what="the cube sideways again")  # fmt: skip
    shown(page, server, code)
    # An operation sign lies upright with these variations: no turn is offered for it.
    cube(page, sign["index"]).click()
    expect(page.locator(".eq-turns")).to_be_hidden()
    problems = _problems(page)
    assert not problems, "; ".join(problems)
    page.locator('.eq-goal .eq-gap[data-goal-group="0"]').last.click()
    wait_for(lambda: len(view_of(server, code, token)["mat"]["goal"][0]) == 2, what="the sign in the Goal")
    expect(page.locator(".log")).to_contain_text("sideways")
    shown(page, server, code)
    cube(page, other["index"]).click()
    page.locator('.eq-goal .eq-gap[data-goal-group="0"]').last.click()
    wait_for(lambda: len(view_of(server, code, token)["mat"]["goal"][0]) == 3, what="the Goal's last cube")
    shown(page, server, code)
    page.locator('button[data-action="goal"]').click()
    wait_for(lambda: view_of(server, code, token)["goal_set"], what="the Goal")
    # The writer's palette types the turned Goal cube with its mark; the Goal reads as it lies.
    view = play_until_i_write(page, server, code, token)
    assert view["shake"] == 1 and view["mat"]["turns"], "the writing came in a later shake"
    editor = page.locator(".eq-editor")
    goal_cube = editor.locator(f'.eq-palette .eq-cube[data-palette="goal"][data-cube="{digit["index"]}"]')
    expect(goal_cube).to_have_attribute("data-turn", "sw")
    goal_cube.click()
    expect(editor.locator("input[name=equation]")).to_have_value(f"{digit['face']}sw")
    reading = editor.locator(".eq-reading").first
    expect(reading).to_have_attribute("data-reading", re.compile(f"{digit['face']}sw"))
