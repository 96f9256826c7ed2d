"""Whole shakes through the engine: challenge, writing, the checker's verdicts, the scores.

The rulebook's examples of VII-B-2 and X are played out on rigged rolls.
"""

from __future__ import annotations

from eqgames.games.equations import Challenge, Decline, NoGoal, Present
from tests.equations_helpers import act, kinds, move, rigged, set_goal


def now_position(players: int = 2):
    """Goal 6, Required 2, Permitted +: a Now (2 + 4 with one Resources cube)."""
    state = rigged("6" + "2+4135", players=players, shakes=1)
    set_goal(state, "6")
    move(state, 1, "2", "required")
    if players == 2:
        move(state, 0, "+", "permitted")
    else:
        move(state, 2, "+", "permitted")
    return state


def test_a_correct_now_scores_six_and_the_mover_two() -> None:
    state = now_position()
    act(state, 1, Challenge("now"))
    events = act(state, 1, Present("2+4 = 6"))
    assert kinds(events)[:4] == ["presented", "your_equation", "checked", "scored"]
    checked = events[2].data
    assert checked["correct"] is True and checked["equation"] == "2+4 = 6"
    assert state.totals == [2, 6]
    summary = state.history[-1]
    assert summary["occasion"] == "now" and [s["points"] for s in summary["scores"]] == [2, 6]
    # shakes=1: the match is over, with match points (XII-A).
    assert "over" in kinds(events) and state.result().scores == (4.0, 6.0)


def test_a_wrong_now_scores_two_and_the_mover_six_with_the_reason() -> None:
    state = now_position()
    act(state, 1, Challenge("now"))
    events = act(state, 1, Present("1+5 = 6"))  # two Resources cubes: one too many
    checked = next(e for e in events if e.kind == "checked").data
    assert checked["correct"] is False and checked["reason"]
    assert state.totals == [6, 2]


def test_three_players_a_correct_third_party_after_a_correct_now_scores_four() -> None:
    state = now_position(players=3)
    act(state, 0, Challenge("now"))  # against seat 2, the last Mover
    act(state, 1, Present("2+4 = 6"))  # the Third Party presents first: still private
    assert state.view(0)["my_equation"] is None
    act(state, 0, Present("4+2 = 6"))
    assert state.totals == [6, 4, 2]  # X-B-2, X-B-4, X-B-1


def test_three_players_impossible_wrong_the_mover_writes_and_scores_six() -> None:
    state = now_position(players=3)
    act(state, 0, Challenge("impossible"))
    act(state, 1, Decline())  # the Third Party presents nothing
    act(state, 2, Present("2+4 = 6"))  # the Mover must write
    assert state.totals == [2, 2, 6]  # X-B-1: C and a silent T are not correct


def test_impossible_is_right_against_a_goal_naming_no_number() -> None:
    # VI-A-1 comment a: challenge 8÷0 Impossible; no Equation can equal it.
    state = rigged("8/0" + "1234", shakes=1)
    set_goal(state, "8/0")
    act(state, 1, Challenge("impossible"))
    act(state, 0, Present("1+3 = 8/0"))
    assert state.totals == [2, 6]
    assert state.history[-1]["equations"][0]["correct"] is False


def test_the_rulebooks_sample_equation_for_a_grouped_goal() -> None:
    # VII-B-2: Goal 3x 5+2 (grouped 3 x (5+2)), sample Equation (5x4)+1 = 3x(5+2);
    # comment (c): writing the Goal as 3x 5+2 on paper is ambiguous, so incorrect.
    state = rigged("3x5+2" + "54x+179", shakes=1, mode="casual")
    set_goal(state, "3x 5+2")
    move(state, 1, "5", "required")
    move(state, 0, "4", "permitted")
    move(state, 1, "x", "permitted")
    move(state, 0, "+", "permitted")
    move(state, 1, "1", "permitted")
    act(state, 0, Challenge("now"))
    act(state, 0, Present("(5x4)+1 = 3x(5+2)"))
    assert state.totals == [6, 2]
    state = rigged("3x5+2" + "54x+179", shakes=1, mode="casual")
    set_goal(state, "3x 5+2")
    for seat, face, to in [(1, "5", "required"), (0, "4", "permitted"), (1, "x", "permitted"),
                           (0, "+", "permitted"), (1, "1", "permitted")]:
        move(state, seat, face, to)
    act(state, 0, Challenge("now"))
    act(state, 0, Present("(5x4)+1 = 3x 5+2"))
    assert state.totals == [2, 6]


def test_after_the_last_cube_a_correct_equation_scores_four_else_two() -> None:
    state = rigged("6" + "2+4", shakes=1)
    set_goal(state, "6")
    move(state, 1, "2", "required")
    move(state, 0, "+", "required")
    move(state, 1, "4", "permitted")
    act(state, 0, Present("2+4 = 6"))
    act(state, 1, Present("4+2+2 = 6"))  # uses a 2 that is not there
    assert state.totals == [4, 2]
    assert state.history[-1]["occasion"] == "last_cube"


def test_an_impossible_challenge_after_the_last_cube_is_scored_as_a_challenge() -> None:
    state = rigged("6" + "2+4", shakes=1)
    set_goal(state, "6")
    move(state, 1, "2", "required")
    move(state, 0, "+", "required")
    move(state, 1, "4", "permitted")
    act(state, 0, Challenge("impossible"), dt=20)
    act(state, 1, Present("2+4 = 6"))
    assert state.totals == [2, 6]
    assert state.history[-1]["occasion"] == "impossible"


def test_a_no_goal_disproved_by_the_challenger() -> None:
    # IV-D-2: the Challenger writes a whole Equation (Goal and Solution) from Resources.
    state = rigged("61+5", players=3, shakes=1)
    act(state, 0, NoGoal())
    act(state, 1, Challenge("no_goal"))
    act(state, 2, Decline())
    events = act(state, 1, Present("1+5 = 6"))
    assert next(e for e in events if e.kind == "checked").data["correct"] is True
    assert state.totals == [2, 6, 2]


def test_after_the_shake_every_equation_is_shown_to_everyone() -> None:
    state = now_position(players=3)
    state = rigged("6" + "2+4135", players=3, shakes=2)
    set_goal(state, "6")
    move(state, 1, "2", "required")
    move(state, 2, "+", "permitted")
    act(state, 0, Challenge("now"))
    act(state, 1, Decline())
    act(state, 0, Present("2+4 = 6"))
    for seat in (None, 1, 2):
        shown = state.view(seat)["last_shake"]["equations"]
        assert shown == [{"seat": 0, "equation": "2+4 = 6", "correct": True, "reason": "correct"}]
    assert state.shake.setter == 1 and state.phase == "roll"  # the next setter is to the left
