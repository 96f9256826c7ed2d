"""Equations in a real browser against the real server: the mat, challenges, Equations, review.

Every move is made on the board as a person makes it (a click, a drag, the
keyboard); what to play is chosen from the seat's own view, with the game's
adjudicator deciding when a Now is there to be challenged.
"""

from __future__ import annotations

import json
from typing import Any

import pytest
from playwright.sync_api import Locator, Page, expect

from eqgames.games.equations import solver
from eqgames.games.equations.mat import Mat

from .clicks import code_of, drag, seats_in_browser, wait_for
from .conftest import Pages, screenshot
from .server import Server
from .test_accessibility import _problems

MAX_MOVES = 40
#: Quick games: one shake, no clocks, the computer at once.
QUICK = {"mode": '"casual"', "shakes": "1", "first_setter": "0", "bot_pace": "0"}


def new_game(page: Page, name: str = "Ada", how: str = "bot", players: int = 2,
             level: str = "easy", options: dict[str, str] | None = None,
             others: tuple[str, ...] = ()) -> str:
    """Start a game from the new-game page; returns its code.

    ``others``: the other computers' levels (against the computer) or the other
    players' names (pass and play).
    """
    page.goto("/new/equations")
    page.fill("input[name=name]", name)
    if how != "bot":
        page.check(f"input[value={how}]")
    else:
        page.select_option("select[name=level]", level)
    if players != 2:
        page.select_option("select[name=players]", str(players))
    for n, other in enumerate(others, start=2):
        if how == "bot":
            # The form names a computer's level by its player's number (computer 2 is player 3).
            page.select_option(f"select[name=level{n + 1}]", other)
        else:
            page.fill(f"input[name=name{n}]", other)
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
    """Wait until the page shows the game's version as it is now (or a later one); that room."""
    room = server.room(code)

    def caught_up() -> bool:
        at = page.locator(".table-layout").get_attribute("data-version")
        return at is not None and int(at) >= room["version"]

    wait_for(caught_up, what=f"the page to show version {room['version']}")
    return room


def view_of(server: Server, code: str, token: str) -> dict[str, Any]:
    view: dict[str, Any] = server.room(code, token)["view"]
    return view


def cube(page: Page, index: int) -> Locator:
    return page.locator(f'.eq-board .eq-cube[data-cube="{index}"]').first


def set_goal(page: Page, server: Server, code: str, token: str, rearrange: bool = False,
             single: bool = False) -> str:
    """As the Goal-setter: roll, put two digits in the Goal (the second before the first), say Goal.

    ``rearrange``: then pick the Goal's first cube up and put it at the end of the group.
    ``single``: a one-digit Goal (a Now turns up sooner).
    """
    page.locator('button[data-action="roll"]').click()
    expect(page.locator(".eq-resources .eq-cube")).to_have_count(24)
    view = view_of(server, code, token)
    digits = [c for c in view["mat"]["resources"] if c["face"].isdigit() and c["face"] != "0"]
    first, second = digits[0], digits[1]
    cube(page, first["index"]).click()
    page.locator("button.eq-new-group").click()
    expect(page.locator(".eq-goal .eq-cube")).to_have_count(1)
    if single:
        page.locator('button[data-action="goal"]').click()
        wait_for(lambda: server.room(code)["view"]["goal_set"], what="the Goal")
        return str(first["face"])
    # The second cube goes before the first: a place in the group, not only its end.
    cube(page, second["index"]).click()
    page.locator('.eq-goal .eq-gap[data-goal-group="0"][data-position="0"]').click()
    goal = second["face"] + first["face"]
    expect(page.locator(".eq-goal h3")).to_have_text(f"Goal {goal} (being set)")
    if rearrange:
        cube(page, second["index"]).click()
        page.locator('.eq-goal .eq-gap[data-goal-group="0"][data-position="2"]').click()
        goal = first["face"] + second["face"]
        expect(page.locator(".eq-goal h3")).to_have_text(f"Goal {goal} (being set)")
    page.locator('button[data-action="goal"]').click()
    wait_for(lambda: server.room(code)["view"]["goal_set"], what="the Goal")
    shown(page, server, code)
    if not page.locator(".handover").count():  # pass and play hands the device on at once
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
    solution = equation.split("=")[0].strip()
    at = next(i for i, ch in enumerate(solution) if ch.isdigit())
    box.type(solution[:at])
    editor.locator(f'.eq-palette .eq-cube[data-face="{solution[at]}"]').first.click()
    expect(box).to_have_value(solution[: at + 1])
    box.press("End")
    box.type(solution[at + 1 :])
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


def ada_to_move_or_no_moves(server: Server, code: str, token: str, timeout: float = 10) -> dict[str, Any]:
    """Wait until Ada (seat 0) is to move or the moves are over (a challenge, the end); that room."""
    room: dict[str, Any] = {}

    def ready() -> bool:
        nonlocal room
        room = server.room(code, token)
        return room["view"]["phase"] != "moves" or room["view"]["turn"] == 0

    wait_for(ready, timeout=timeout, what="Ada's turn or a challenge")
    return room


def finish_shake(page: Page, server: Server, code: str, token: str, timeout: float = 30) -> None:
    """Wait for the shake to be scored; if it waits for this seat's Equation, present nothing."""
    def done_or_mine() -> bool:
        room = server.room(code, token)
        writing = room["view"]["writing"]
        mine = writing and any(w["seat"] == room["seat"] and w["status"] == "writing" for w in writing["writers"])
        return room["status"] == "over" or bool(mine and room["view"]["phase"] == "writing")

    try:
        wait_for(done_or_mine, timeout=timeout, what="the shake to be scored")
    except AssertionError as timed_out:
        room = server.room(code, token)
        view = room["view"]
        raise AssertionError(
            f"{timed_out}: phase {view['phase']}, turn {view['turn']}, mover {view['mover']}, "
            f"challenges {view['challenges']}, writing {view['writing']}, events {room['events'][-6:]}"
        ) from None
    if server.room(code)["status"] != "over":
        shown(page, server, code)
        page.locator('.eq-editor button[data-action="decline"]').click()
        page.locator('.eq-editor button[data-action="confirm"]').click()
        wait_for(lambda: server.room(code)["status"] == "over", timeout=timeout, what="the shake to be scored")


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
    finish_shake(page, server, code, token)
    shown(page, server, code)
    result = page.locator(".eq-result")
    expect(result).to_be_visible()
    expect(result).to_contain_text(f"Goal {goal}")
    # Each presented Equation with its verdict: one after the person's Now; after the
    # computer's challenge as many as were presented (none when the person declined an
    # Impossible the computer won).
    presented = server.room(code, token)["view"]["last_shake"]["equations"]
    assert len(presented) == 1 or who == "computer", presented
    expect(result.locator(".eq-verdicts li")).to_have_count(len(presented))
    if who == "me":
        expect(result.locator(".eq-verdicts li")).to_contain_text("correct")
        expect(result.locator('.eq-scores li[data-seat="0"]')).to_contain_text("6")
    expect(page.locator(".ranking li")).to_have_count(2)
    expect(page.locator(".eq-history-table")).to_be_visible()
    # The post-shake review: every move after the Goal, the challenge judged.
    review = page.locator(".eq-review-list")
    expect(review).to_be_visible(timeout=30_000)
    assert review.locator("li").count() >= 2
    if server.room(code)["view"]["last_shake"]["challenge"]:  # not a shake ended by its last cube
        expect(review.locator('li[data-kind="challenge"]')).to_contain_text("Right")
    screenshot(page, "equations-shake-over")


def test_the_board_fits_a_phone_and_every_control_can_be_touched(pages: Pages, server: Server) -> None:
    page = pages.new(phone=True)
    code = new_game(page)
    token = seats_in_browser(page, code)[0]
    set_goal(page, server, code, token, rearrange=True)
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


# -- online, by code and by link, with a Now challenge and a Third Party ------------------------


def _moved(mat: dict[str, Any], index: int, to: str) -> Mat:
    after = json.loads(json.dumps(mat))
    cube_json = next(c for c in after["resources"] if c["index"] == index)
    after["resources"].remove(cube_json)
    after[to].append(cube_json)
    return Mat.from_json(after)


def move_making_a_now(view: dict[str, Any]) -> tuple[int, str] | None:
    """A move (cube, section) after which a Now challenge would be right, if there is one."""
    for to in ("permitted", "required"):
        for c in view["mat"]["resources"]:
            if solver.now(_moved(view["mat"], c["index"], to), budget=100_000).status == "yes":
                return c["index"], to
    return None


def click_move(page: Page, index: int, to: str) -> None:
    cube(page, index).click()
    page.locator(f'.eq-{to} button[data-to="{to}"]').click()


def test_online_shake_by_code_and_link_with_a_now_and_two_equations_checked(
    pages: Pages, server: Server
) -> None:
    ann = pages.new()
    code = new_game(ann, "Ann", how="online", players=3)
    expect(ann.locator(".share .big-code")).to_have_text(code)
    bob = pages.new()
    bob.goto("/")
    bob.fill("input[name=code]", code.lower())
    bob.get_by_role("button", name="Join").click()
    bob.fill("input[name=name]", "Bob")
    bob.get_by_role("button", name="Join").click()
    cy = pages.new(phone=True)
    cy.goto(f"/join/{code}")
    cy.fill("input[name=name]", "Cy")
    cy.get_by_role("button", name="Join").click()
    expect(cy.locator(".eq-board")).to_be_visible()
    # Ann's page learns live that everyone is in.
    expect(ann.locator(".share .big-code")).to_have_count(0)
    pages_of = {0: ann, 1: bob, 2: cy}
    tokens = {s: seats_in_browser(p, code)[s] for s, p in pages_of.items()}
    goal = set_goal(ann, server, code, tokens[0], single=True)
    for p in pages_of.values():
        shown(p, server, code)
        expect(p.locator(".eq-goal h3")).to_have_text(f"Goal {goal}")
    # Bob, Cy, Ann move in turn until Cy can make a move that leaves a Now for Ann.
    for _ in range(MAX_MOVES):
        room = server.room(code)
        assert room["view"]["phase"] == "moves", "the shake ended without a Now"
        view = view_of(server, code, tokens[room["view"]["turn"]])
        seat = view["turn"]
        page = pages_of[seat]
        shown(page, server, code)
        making = move_making_a_now(view) if seat == 2 else None
        if making is not None:
            click_move(page, *making)
            break
        first = view["mat"]["resources"][0]["index"]
        click_move(page, first, "permitted")
        wait_for(lambda v=room["version"]: server.room(code)["version"] > v, what="the move")
    else:
        raise AssertionError("Cy never had a move leaving a Now")
    wait_for(lambda: server.room(code)["view"]["mover"] == 2 and server.room(code)["view"]["turn"] == 0,
             what="Cy's move")
    for p in pages_of.values():
        shown(p, server, code)
    # Cy, the last Mover, may not challenge: the button is greyed with the reason.
    expect(cy.locator('.eq-challenges button[data-claim="now"]')).to_be_disabled()
    expect(cy.locator('.eq-reason[data-reason="now"]')).to_contain_text("VI-B")
    witness = now_witness(view_of(server, code, tokens[0]))
    assert witness is not None
    ann.locator('.eq-challenges button[data-claim="now"]').click()
    expect(bob.locator(".eq-editor")).to_be_visible()
    expect(bob.locator(".eq-editor-rules")).to_contain_text("You may write")
    expect(cy.locator(".eq-editor")).to_be_hidden()
    write_equation(ann, witness)
    expect(ann.locator(".eq-presented")).to_contain_text("You presented")
    # Bob sees that Ann presented, never what.
    shown(bob, server, code)
    expect(bob.locator('.eq-writer-list li[data-seat="0"]')).to_have_attribute("data-status", "presented")
    solution = witness.split("=")[0].strip()
    assert solution not in (bob.locator(".eq-board").text_content() or "")
    assert solution not in (cy.locator(".eq-board").text_content() or "")
    # A Solution whose value is not the (one-digit) Goal's, so the Equation is surely wrong.
    other = 1 if goal != "2" else 2
    wrong = f"1 + {other} = {witness.split('=')[1].strip()}"
    box = bob.locator(".eq-editor input[name=equation]")
    box.fill(wrong)
    expect(bob.locator('.eq-side[data-role="solution"]')).to_contain_text(f"= {1 + other}")
    bob.locator('.eq-editor button[data-action="present"]').click()
    bob.locator('.eq-editor button[data-action="confirm"]').click()
    wait_for(lambda: server.room(code)["status"] == "over", what="the shake to be scored")
    for p in pages_of.values():
        shown(p, server, code)
        verdicts = p.locator(".eq-result .eq-verdicts li")
        expect(verdicts).to_have_count(2)
        expect(p.locator('.eq-result .eq-verdicts li[data-seat="0"]')).to_have_class("correct")
        expect(p.locator('.eq-result .eq-verdicts li[data-seat="1"]')).to_have_class("incorrect")
        expect(p.locator('.eq-result .eq-scores li[data-seat="1"]')).to_contain_text("Third Party")
    screenshot(cy, "equations-online-phone")


# -- three players against two computers of different levels ----------------------------------


def test_three_players_against_two_computers_with_a_third_party(pages: Pages, server: Server) -> None:
    page = pages.new()
    code = new_game(page, players=3, options={"first_setter": "1"}, others=("medium",))
    assert [s["kind"] for s in server.room(code)["seats"]] == ["human", "bot:easy", "bot:medium"]
    token = seats_in_browser(page, code)[0]
    for _ in range(MAX_MOVES):
        room: dict[str, Any] = {}

        def ready() -> bool:
            nonlocal room
            room = server.room(code, token)
            v = room["view"]
            return room["status"] == "over" or v["phase"] == "writing" or (v["phase"] == "moves" and v["turn"] == 0)

        wait_for(ready, timeout=30, what="Ada's turn or a challenge")
        view = room["view"]
        if view["phase"] != "moves":
            break
        shown(page, server, code)
        witness = now_witness(view)
        if witness is not None:
            page.locator('.eq-challenges button[data-claim="now"]').click()
            write_equation(page, witness)
            break
        move_a_cube(page, "click")
        wait_for(lambda v=room["version"]: server.room(code)["version"] > v, what="the move")
    # Ada may be the Third Party (or must write after Impossible): then she presents nothing.
    finish_shake(page, server, code, token, timeout=60)
    shown(page, server, code)
    scores = page.locator(".eq-result .eq-scores li")
    expect(scores).to_have_count(3)
    expect(page.locator(".eq-result .eq-scores")).to_contain_text("Third Party")
    expect(page.locator(".ranking li")).to_have_count(3)


# -- a reload mid-shake ------------------------------------------------------------------


def test_a_reload_mid_shake_shows_the_same_mat_and_play_goes_on(pages: Pages, server: Server) -> None:
    page = pages.new()
    code = new_game(page)
    token = seats_in_browser(page, code)[0]
    set_goal(page, server, code, token)
    wait_for(lambda: server.room(code, token)["view"]["turn"] == 0 or server.room(code)["view"]["phase"] != "moves",
             what="Ada's first move")
    before = shown(page, server, code)
    if before["view"]["phase"] != "moves":
        return  # the computer challenged at once: nothing mid-shake to reload
    view = view_of(server, code, token)
    if view["bonus"] is None:
        # Not leading (a tie may): the Bonus toggle, then a cube to Forbidden with the key F.
        forbidden = len(view["mat"]["forbidden"])
        bonus = page.locator('button[data-action="bonus"]')
        bonus.click()
        expect(bonus).to_have_attribute("aria-pressed", "true")
        page.locator(".eq-resources .eq-cube:not([disabled])").first.click()
        page.keyboard.press("f")
        wait_for(lambda: server.room(code, token)["view"]["bonus_turn"], what="the bonus move")
        before = shown(page, server, code)
        expect(page.locator(".eq-forbidden .eq-cube")).to_have_count(forbidden + 1)
        expect(page.locator(".eq-turn")).to_contain_text("Your bonus move is made")
    counts = {s: page.locator(f".eq-{s} .eq-cube").count() for s in ("goal", "required", "permitted", "forbidden", "resources")}
    log = page.locator(".log li").count()
    page.reload()
    expect(page.locator(".eq-board")).to_be_visible()
    shown(page, server, code)
    for s, n in counts.items():
        expect(page.locator(f".eq-{s} .eq-cube")).to_have_count(n)
    expect(page.locator(".log li")).to_have_count(log)
    expect(page.locator(".eq-turn")).to_contain_text("Your")
    move_a_cube(page, "click")
    wait_for(lambda: server.room(code)["version"] > before["version"], what="the move after the reload")
    shown(page, server, code)
    assert page.locator(".eq-resources .eq-cube").count() <= counts["resources"] - 1


def test_a_reload_while_writing_keeps_the_half_written_equation(pages: Pages, server: Server) -> None:
    page = pages.new()
    code = new_game(page)
    token = seats_in_browser(page, code)[0]
    set_goal(page, server, code, token)
    for _ in range(MAX_MOVES):
        room = ada_to_move_or_no_moves(server, code, token)
        if room["view"]["phase"] != "moves":
            break
        shown(page, server, code)
        if now_witness(room["view"]) is not None:
            page.locator('.eq-challenges button[data-claim="now"]').click()
            break
        before = room["version"]
        move_a_cube(page, "click")
        wait_for(lambda before=before: server.room(code)["version"] > before, what="the move to land")

    def my_writing() -> bool:
        room = server.room(code, token)
        writing = room["view"]["writing"]
        return room["status"] == "over" or bool(
            writing and any(w["seat"] == 0 and w["status"] == "writing" for w in writing["writers"])
        )

    wait_for(my_writing, what="Ada's writing or the end of the shake")
    if server.room(code)["status"] == "over":
        return  # the computer's challenge left Ada nothing to write
    shown(page, server, code)
    box = page.locator(".eq-editor input[name=equation]")
    box.type("(1+")
    page.reload()
    expect(page.locator(".eq-board")).to_be_visible()
    shown(page, server, code)
    expect(box).to_have_value("(1+")
    page.locator('.eq-editor button[data-action="decline"]').click()
    page.locator('.eq-editor button[data-action="confirm"]').click()
    wait_for(lambda: not my_writing() or server.room(code)["status"] == "over", what="Ada's writing to end")
    shown(page, server, code)
    drafts = "Object.keys(sessionStorage).filter((k) => k.startsWith('eqgames.draft.')).length"
    wait_for(lambda: page.evaluate(drafts) == 0, what="the draft to be dropped")


# -- the review page --------------------------------------------------------------------------


def finished_between_computers(server: Server, players: int = 2, shakes: int = 2) -> str:
    made = server.post(
        "/api/games",
        {"game": "equations", "options": {"mode": "casual", "shakes": shakes, "first_setter": 0, "bot_pace": 0},
         "seats": ["bot:easy"] * players, "bot_delay": 0},
    )
    code = str(made["code"])
    wait_for(lambda: server.room(code)["status"] == "over", timeout=90, what="the computers' match")
    return code


def test_the_review_page_shows_every_shake_and_what_the_adjudicator_knows(pages: Pages, server: Server) -> None:
    code = finished_between_computers(server)
    review = server.get(f"/api/games/{code}/review")
    last = len(review["frames"]) - 1
    page = pages.new()
    page.goto(f"/review/{code}")
    expect(page.locator(".eq-board")).to_be_visible()
    expect(page.locator(".review-step")).to_have_text(f"Step {last} of {last}")
    # The last shake's result and its post-shake review, each move judged.
    expect(page.locator(".eq-result")).to_be_visible()
    items = page.locator(".eq-review-list li")
    # The page asks the solve tool about each move in turn; in the whole suite the
    # tool pool may still be busy with earlier tests' work from the same address.
    expect(items.first).to_be_visible(timeout=90_000)
    if review["frames"][-1]["view"]["last_shake"]["challenge"]:
        expect(page.locator('.eq-review-list li[data-kind="challenge"]').last).to_contain_text("Right")
    # Its step links go to that step of the review.
    step = int(items.first.get_attribute("data-step") or "0")
    items.first.locator("a").click()
    expect(page.locator(".table-layout")).to_have_attribute("data-step", str(step))
    expect(page.locator(".eq-goal .eq-cube").first).to_be_visible()
    # The move list names where each cube went.
    expect(page.locator(".review-moves")).to_contain_text("to Permitted")
    page.keyboard.press("Home")
    expect(page.locator(".review-step")).to_have_text("The deal")
    page.keyboard.press("End")
    # The game's own analysis comes beside it (test_review.py waits for its turning points).
    expect(page.locator(".analysis")).to_be_visible()
    screenshot(page, "equations-review")


# -- accessibility: axe-core on the board in every phase, on a laptop and a phone ----------------


@pytest.mark.parametrize("phone", [False, True], ids=["laptop", "phone"])
def test_axe_finds_no_serious_problem_on_the_board_in_any_phase(
    pages: Pages, server: Server, phone: bool
) -> None:
    page = pages.new(phone=phone)
    code = new_game(page)
    token = seats_in_browser(page, code)[0]
    checked = []

    def check(what: str) -> None:
        problems = _problems(page)
        assert not problems, f"{what}: " + "; ".join(problems)
        checked.append(what)

    page.locator('button[data-action="roll"]').click()
    expect(page.locator(".eq-resources .eq-cube")).to_have_count(24)
    view = view_of(server, code, token)
    digit = next(c for c in view["mat"]["resources"] if c["face"].isdigit())
    cube(page, digit["index"]).click()
    expect(page.locator("button.eq-new-group")).to_be_visible()
    check("setting the Goal, a cube picked up")
    page.locator("button.eq-new-group").click()
    page.locator('button[data-action="goal"]').click()
    # Until the server has the Goal, the phase is still "goal": not yet a turn to wait for.
    wait_for(lambda: server.room(code)["view"]["goal_set"], what="the Goal")
    for _ in range(MAX_MOVES):
        room = ada_to_move_or_no_moves(server, code, token, timeout=30)
        view = room["view"]
        if view["phase"] != "moves":
            break
        shown(page, server, code)
        if view["challenges"]["now"] is None:
            # Right or wrong, a Now makes Ada write: the editor is checked too.
            page.locator('.eq-challenges button[data-claim="now"]').click()
            box = page.locator(".eq-editor input[name=equation]")
            box.fill("1 + (2")
            expect(page.locator('.eq-side[data-role="solution"]')).to_be_visible()
            check("writing an Equation")
            page.locator('.eq-editor button[data-action="decline"]').click()
            page.locator('.eq-editor button[data-action="confirm"]').click()
            break
        page.locator(".eq-resources .eq-cube:not([disabled])").first.click()
        expect(page.locator('.eq-permitted button[data-to="permitted"]')).to_be_visible()
        check("moving, a cube picked up")
        page.locator('.eq-permitted button[data-to="permitted"]').click()
        wait_for(lambda v=room["version"]: server.room(code)["version"] > v, what="the move")
    finish_shake(page, server, code, token)
    shown(page, server, code)
    expect(page.locator(".eq-review-list")).to_be_visible(timeout=30_000)
    check("the shake's result and review")
    assert len(checked) >= 3


def test_no_goal_agreed_by_the_computers_and_the_clocks_of_a_tournament(pages: Pages, server: Server) -> None:
    page = pages.new()
    code = new_game(page, players=3, options={"mode": '"tournament"', "shakes": "0", "bot_pace": "0"})
    token = seats_in_browser(page, code)[0]
    # Tournament mode: the task's clock counts down on the server's time.
    expect(page.locator(".eq-clock")).to_contain_text("to roll the cubes")
    expect(page.locator(".eq-round")).to_contain_text("Round:")
    page.locator('button[data-action="roll"]').click()
    expect(page.locator(".eq-clock")).to_contain_text("to set the Goal")
    page.locator('button[data-action="no_goal"]').click()
    # Both computers agree: the shake is void and the same Goal-setter rolls again.
    wait_for(lambda: server.room(code, token)["view"]["phase"] == "roll", what="the void shake")
    shown(page, server, code)
    expect(page.locator(".log")).to_contain_text("agreed with “no Goal”")
    expect(page.locator('button[data-action="roll"]')).to_be_visible()
    expect(page.locator(".eq-history-table")).to_contain_text("(void)")


# -- pass and play: Equations written in turn, hidden until presented and revealed ---------------


def _hold(page: Page, server: Server, code: str, name: str) -> None:
    """If the device is to change hands, the handover shows nothing of the board; take it."""
    shown(page, server, code)
    handover = page.locator(".handover button")
    if handover.count():
        expect(handover).to_have_text(f"I am {name}: show my hand")
        assert page.locator(".eq-board").count() == 0
        handover.click()
    expect(page.locator(".eq-board")).to_be_visible()
    shown(page, server, code)


def test_pass_and_play_for_three_the_equations_stay_hidden_until_revealed(pages: Pages, server: Server) -> None:
    page = pages.new()
    code = new_game(page, "Ann", how="pass", players=3, others=("Ben", "Cat"))
    tokens = seats_in_browser(page, code)
    names = {0: "Ann", 1: "Ben", 2: "Cat"}
    set_goal(page, server, code, tokens[0], single=True)
    for _ in range(MAX_MOVES):
        assert server.room(code)["view"]["phase"] == "moves", "the shake ended without a Now"
        view = view_of(server, code, tokens[server.room(code)["view"]["turn"]])
        seat = view["turn"]
        _hold(page, server, code, names[seat])
        making = move_making_a_now(view) if seat == 2 else None
        if making is not None:
            click_move(page, *making)
            break
        click_move(page, view["mat"]["resources"][0]["index"], "permitted")
        wait_for(lambda v=view["version"]: server.room(code)["version"] > v, what="the move")
    else:
        raise AssertionError("Cat never had a move leaving a Now")
    wait_for(lambda: server.room(code)["view"]["turn"] == 0, what="Cat's move")
    _hold(page, server, code, "Ann")
    witness = now_witness(view_of(server, code, tokens[0]))
    assert witness is not None
    page.locator('.eq-challenges button[data-claim="now"]').click()
    write_equation(page, witness)
    # Ben, the Third Party, takes the device: nothing of Ann's Equation is on screen.
    solution = witness.split("=")[0].strip()
    handover = page.locator(".handover button")
    expect(handover).to_have_text("I am Ben: show my hand")
    assert solution not in page.locator("main").inner_text()
    handover.click()
    expect(page.locator(".eq-editor")).to_be_visible()
    assert solution not in page.locator("main").inner_text()
    page.locator('.eq-editor button[data-action="decline"]').click()
    page.locator('.eq-editor button[data-action="confirm"]').click()
    wait_for(lambda: server.room(code)["status"] == "over", what="the shake to be scored")
    expect(page.locator('.eq-result .eq-verdicts li[data-seat="0"]')).to_have_class("correct")
    expect(page.locator(".eq-result")).to_contain_text(solution.split()[0])


def test_adventurous_selection_on_the_board(pages: Pages, server: Server) -> None:
    """With a division the shake opens with the list: greyed choices say why; a click selects."""
    page = pages.new()
    code = new_game(page, options={"division": '"elementary"'})
    token = seats_in_browser(page, code)[0]
    page.locator('button[data-action="roll"]').click()
    wait_for(lambda: server.room(code, token)["view"]["phase"] != "roll", what="the roll")
    shown(page, server, code)
    view = view_of(server, code, token)
    assert view["phase"] == "select" and view["selection"]["selector"] == 0
    panel = page.locator(".eq-selection")
    expect(panel).to_be_visible()
    legal = [(item["id"], o["param"]) for item in view["selection"]["menu"] for o in item["options"] if not o["illegal"]]
    illegal = [item["id"] for item in view["selection"]["menu"] for o in item["options"] if o["illegal"]]
    if illegal:
        expect(panel.locator(f'button[data-select="{illegal[0]}"]').first).to_be_disabled()
    if legal:
        variation, param = legal[0]
        panel.locator(f'button[data-select="{variation}"]').first.click()
        wait_for(lambda: any(c["id"] == variation for c in (server.room(code, token)["view"]["variations"] or {}).get("chosen", [])),
                 what="the selection")
        expect(page.locator(".log")).to_contain_text("selected")
    # The computer selects its two; then the Goal is set.
    wait_for(lambda: server.room(code, token)["view"]["phase"] == "goal", timeout=30, what="the Goal phase")
    shown(page, server, code)
    expect(page.locator(".eq-variations")).to_contain_text("General Rule")
