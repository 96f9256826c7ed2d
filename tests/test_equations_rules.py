"""The Equations engine, rule by rule (Tournament Rules I–IX): each test cites its section."""

from __future__ import annotations

import json

import pytest

from eqgames import games
from eqgames.core import IllegalAction
from eqgames.core.rng import Rng
from eqgames.games.equations import (
    Agree,
    ArrangeGoal,
    Bonus,
    Challenge,
    Decline,
    Move,
    NoGoal,
    PlaceGoal,
    Present,
    Roll,
    SetGoal,
)
from eqgames.games.equations.lot import decide, draw_lots
from tests.equations_helpers import act, cube, kinds, move, place_goal, rigged, set_goal, tick_until


def unchanged(state, seat, action, words: str) -> None:
    """The action is refused with a reason containing ``words``, and nothing changes."""
    before = json.dumps(state.to_json(), sort_keys=True)
    with pytest.raises(IllegalAction) as refused:
        act(state, seat, action)
    assert words in refused.value.reason, refused.value.reason
    assert json.dumps(state.to_json(), sort_keys=True) == before


# == I-D: the first Goal-setter by lot ======================================================


def test_the_lot_is_drawn_by_the_engine_and_shown_as_events() -> None:
    state = games.load("equations").new(seed=4, players=3)
    assert state.phase == "lot" and state.to_act() == () and state.deadline() == 0.0
    events = state.tick(0.0)
    assert kinds(events)[-1] == "first_setter"
    setter = events[-1].data["seat"]
    assert events[-2].data["high"] == [setter]
    assert state.phase == "roll" and state.to_act() == (setter,)
    assert state.view(None)["lot"] == state.lot


def test_a_sign_is_eliminated_unless_everyone_rolls_one_and_ties_roll_again() -> None:
    assert decide([{0: "+", 1: "1", 2: "0"}]) == [1]
    assert decide([{0: "+", 1: "−"}]) == [0, 1]  # all signs: nobody is eliminated
    assert decide([{0: "2", 1: "3", 2: "3"}]) == [1, 2]  # a tie for high digit rolls again
    for seed in range(200):
        rounds, setter = draw_lots(Rng(seed), 3)
        still = [0, 1, 2]
        for r in rounds:
            assert sorted(x["seat"] for x in r["rolls"]) == still  # only those still in roll
            still = r["high"]
        assert still == [setter]


def test_the_setter_rotates_left_and_a_void_no_goal_shake_keeps_its_setter() -> None:
    state = rigged("123456", players=3, setter=1)
    act(state, 1, NoGoal())
    act(state, 0, Agree())
    events = act(state, 2, Agree())
    assert "void" in kinds(events)
    assert state.shake.number == 2 and state.shake.setter == 1  # IV-D-1: the same setter
    # A Goal-setter out of time loses the shake (XI-A): the next player sets.
    tick_until(state, state.last_at + 300)  # roll: 60 + 60, Goal: 120 + 60
    assert state.shake.setter == 2


# == II-A: the roll ==========================================================================


def test_the_goal_setter_rolls_the_24_cubes() -> None:
    state = games.load("equations", first_setter=1).new(seed=2, players=2)
    unchanged(state, 0, Roll(), "II-A")
    act(state, 1, Roll())
    cubes = state.view(0)["cubes"]
    assert len(cubes) == 24 and {c["colour"] for c in cubes} == {"red", "blue", "green", "black"}
    assert len(state.view(0)["mat"]["resources"]) == 24
    unchanged(state, 1, Roll(), "II-A")


# == IV: setting the Goal =====================================================================


@pytest.mark.parametrize(
    "goal", ["6", "23", "8-9", "17x8", "19+8-5", "87/13", "3v64", "v49", "17^2"]
)
def test_the_legal_goals_of_iv_b_1_can_be_set(goal: str) -> None:
    state = rigged(goal + "1234")
    set_goal(state, goal)
    assert state.phase == "moves" and state.shake.goal_set


@pytest.mark.parametrize(
    ("goal", "words"),
    [("125", "125 has 3"), ("45x", "IV-B-1"), ("+8", "IV-B-1")],
)
def test_the_illegal_goals_of_iv_b_1_are_refused(goal: str, words: str) -> None:
    state = rigged(goal + "1234")
    place_goal(state, goal)
    unchanged(state, 0, SetGoal(), words)


def test_a_goal_has_at_most_six_cubes() -> None:
    # IV-B-1 and III-A: 23+18+7 (and 27+16-3) have more than six cubes.
    state = rigged("23+18+7" + "12")
    place_goal(state, "23+18+")
    unchanged(state, 0, PlaceGoal(cube(state, "7"), 0), "IV-B: a Goal has at most 6 cubes")


def test_a_goal_naming_no_number_can_be_set_and_is_answered_by_impossible() -> None:
    # VI-A-1 comment a: 8÷0 is not a legal expression, and the answer is Impossible.
    state = rigged("8/0" + "1234")
    set_goal(state, "8/0")
    assert state.phase == "moves"
    act(state, 1, Challenge("impossible"))
    assert state.shake.writing is not None and state.shake.writing.occasion == "impossible"


def test_the_goal_keeps_its_grouping_and_may_be_regrouped_until_goal() -> None:
    # IV-B-2 examples (a) and (b): 2x 3+5 means 2 x (3+5); 2x3 +5 means (2x3)+5.
    state = rigged("2x3+5" + "1")
    place_goal(state, "2x 3+5")
    assert state.view(1)["mat"]["goal_text"] == "2× 3+5"
    cubes = state.shake.goal_cubes()
    act(state, 0, ArrangeGoal((tuple(cubes[:3]), tuple(cubes[3:]))))
    assert state.view(1)["mat"]["goal_text"] == "2×3 +5"
    act(state, 0, SetGoal())
    assert state.shake.goal_text() == "2×3 +5"
    unchanged(state, 0, ArrangeGoal((tuple(cubes),)), "IV-B-3-c")


def test_a_cube_that_touches_the_goal_stays_in_it() -> None:
    state = rigged("2x35" + "1")
    place_goal(state, "2x3")
    cubes = state.shake.goal_cubes()
    unchanged(state, 0, ArrangeGoal((tuple(cubes[:2]),)), "IV-B-3")
    unchanged(state, 0, NoGoal(), "IV-B-3")


def test_only_the_goal_setter_sets_the_goal() -> None:
    state = rigged("6123")
    unchanged(state, 1, PlaceGoal(cube(state, "6"), 0), "IV-A")


def test_the_goal_setters_bonus_move_comes_before_the_first_goal_cube() -> None:
    state = rigged("61234")
    act(state, 0, Bonus(cube(state, "4")))
    assert state.shake.forbidden == [4]
    unchanged(state, 0, Bonus(cube(state, "3")), "IV-C")  # one bonus move
    unchanged(state, 0, NoGoal(), "IV-D comment c")
    state2 = rigged("61234")
    place_goal(state2, "6")
    unchanged(state2, 0, Bonus(cube(state2, "4")), "IV-C")


def test_a_goal_setter_leading_the_match_may_not_bonus_but_a_tied_one_may() -> None:
    state = rigged("61234")
    state.totals = [8, 6]
    unchanged(state, 0, Bonus(cube(state, "4")), "IV-C-2")
    state.totals = [8, 8]
    act(state, 0, Bonus(cube(state, "4")))


# == V: moving cubes ==========================================================================


def test_play_goes_to_the_left_and_out_of_turn_is_refused() -> None:
    state = rigged("6" + "123456789", players=3)
    set_goal(state, "6")
    assert state.to_act() == (1,)
    unchanged(state, 2, Move(cube(state, "1"), "required"), "V-B: it is seat 1's turn")
    move(state, 1, "1", "required")
    move(state, 2, "2", "permitted")
    move(state, 0, "3", "forbidden")
    assert state.to_act() == (1,) and state.shake.mover == 0
    assert state.shake.required == [1] and state.shake.permitted == [2]
    assert state.shake.forbidden == [3]


def test_a_cube_moves_only_from_resources() -> None:
    state = rigged("6123")
    set_goal(state, "6")
    one = cube(state, "1")
    move(state, 1, "1", "required")
    unchanged(state, 0, Move(one, "permitted"), "V-B: move a cube from Resources")
    unchanged(state, 0, Move(99, "permitted"), "no cube 99")


def test_the_last_cube_may_not_go_to_forbidden() -> None:
    state = rigged("6" + "12")
    set_goal(state, "6")
    move(state, 1, "1", "required")
    unchanged(state, 0, Move(cube(state, "2"), "forbidden"), "VIII-A")
    events = move(state, 0, "2", "permitted")
    assert "last_cube" in kinds(events)
    writing = state.shake.writing
    assert writing is not None and writing.occasion == "last_cube"
    assert [w.role for w in writing.writers] == ["may", "may"]  # VIII-A: each player writes


def test_a_bonus_move_goes_to_forbidden_then_a_regular_move_anywhere() -> None:
    state = rigged("6" + "12345")
    set_goal(state, "6")
    act(state, 1, Bonus(cube(state, "1")))
    assert state.shake.forbidden == [1] and state.to_act() == (1,)
    unchanged(state, 1, Bonus(cube(state, "2")), "V-C")  # one bonus a turn
    move(state, 1, "2", "forbidden")  # V-C-1 comment b: the second cube may go anywhere
    assert state.to_act() == (0,)
    state.totals = [5, 3]
    unchanged(state, 0, Bonus(cube(state, "3")), "IV-C-2, V-C-2")  # the leader may not


def test_a_move_to_forbidden_without_bonus_is_a_regular_move() -> None:
    # V-C-1 comment a: without "Bonus" the move counts as a regular move.
    state = rigged("6" + "12345")
    set_goal(state, "6")
    move(state, 1, "1", "forbidden")
    assert state.to_act() == (0,) and state.shake.mover == 1


def test_no_bonus_move_with_one_cube_left() -> None:
    state = rigged("6" + "12")
    set_goal(state, "6")
    move(state, 1, "1", "required")
    unchanged(state, 0, Bonus(cube(state, "2")), "VIII-A")


# == VI: challenging ==========================================================================


def test_anyone_but_the_last_mover_may_challenge_at_any_moment() -> None:
    state = rigged("6" + "2+4135", players=3)
    set_goal(state, "6")
    move(state, 1, "2", "required")
    # Seat 0 is not on turn (seat 2 is) and challenges: the first valid challenge wins.
    events = act(state, 0, Challenge("now"))
    assert kinds(events) == ["challenge"]
    assert state.shake.challenge == {"claim": "now", "by": 0, "against": 1, "at": state.last_at}
    # VI-B: two players at nearly the same time: the first has the block; no penalty.
    unchanged(state, 2, Challenge("impossible"), "picked up the challenge block first")


INVALID = [
    ("yourself", "VI-B (a)"),
    ("now_few_resources", "VI-A-2-a"),
    ("now_empty_mat", "VI-A-2-b"),
    ("before_goal", "VI-B (d)"),
    ("while_rolling", "VI-B (d)"),
    ("no_goal_claim", "IV-D-2"),
]


def _invalid_position(case: str, mode: str):
    state = rigged("6" + "2+4", mode=mode)
    if case == "while_rolling":
        state = games.load("equations", first_setter=0, mode=mode).new(seed=1, players=2)
        return state, 1, "now"
    if case == "before_goal":
        place_goal(state, "6")
        return state, 1, "impossible"
    set_goal(state, "6")
    if case == "now_empty_mat":
        return state, 1, "now"
    if case == "no_goal_claim":
        return state, 1, "no_goal"
    move(state, 1, "2", "required")
    if case == "yourself":
        return state, 1, "impossible"
    move(state, 0, "+", "permitted")
    return state, 1, "now"  # one cube left in Resources


@pytest.mark.parametrize(("case", "rule"), INVALID, ids=[c for c, _ in INVALID])
def test_an_invalid_challenge_is_set_aside_with_minus_one_in_tournament_mode(
    case: str, rule: str
) -> None:
    state, seat, claim = _invalid_position(case, "tournament")
    phase, total = state.phase, state.totals[seat]
    events = act(state, seat, Challenge(claim))  # type: ignore[arg-type]
    assert kinds(events) == ["challenge_set_aside", "penalty"]
    assert rule in events[0].data["reason"]
    assert state.phase == phase and state.totals[seat] == total - 1
    assert state.shake.challenge is None


@pytest.mark.parametrize(("case", "rule"), INVALID, ids=[c for c, _ in INVALID])
def test_an_invalid_challenge_is_refused_without_penalty_in_casual_mode(
    case: str, rule: str
) -> None:
    state, seat, claim = _invalid_position(case, "casual")
    unchanged(state, seat, Challenge(claim), rule)  # type: ignore[arg-type]


def test_the_view_says_which_challenges_are_valid_and_why_not() -> None:
    state = rigged("6" + "2+4")
    set_goal(state, "6")
    challenges = state.view(1)["challenges"]
    assert challenges["impossible"] is None and "VI-A-2-b" in challenges["now"]
    assert "VI-B (a)" in state.view(0)["challenges"]["impossible"]
    assert "challenge" in state.view(1)["can"] and "challenge" not in state.view(0)["can"]


# == VII-A: who writes ==========================================================================


def _now_challenge(players: int = 3):
    # Goal 6; Required 2, Permitted +; seat 2 (or 0) challenges Now against the Mover.
    state = rigged("6" + "2+4135", players=players)
    set_goal(state, "6")
    move(state, 1, "2", "required")
    if players == 3:
        move(state, 2, "+", "permitted")
        act(state, 0, Challenge("now"))  # seat 0 challenges seat 2
    else:
        move(state, 0, "+", "permitted")
        act(state, 1, Challenge("now"))  # seat 1 challenges seat 0
    return state


def test_after_now_the_challenger_must_the_mover_may_not_the_third_party_may() -> None:
    state = _now_challenge()
    writing = state.shake.writing
    assert writing is not None
    assert {w.seat: w.role for w in writing.writers} == {0: "must", 1: "may"}
    assert state.to_act() == (0, 1)
    unchanged(state, 2, Present("2+4 = 6"), "VII-A-1")
    assert writing.writer(1).clock.task == "decide"  # VII-C-1: the Third Party decides


def test_after_impossible_the_mover_must_and_the_challenger_may_not() -> None:
    state = rigged("6" + "2+4135", players=3)
    set_goal(state, "6")
    move(state, 1, "2", "forbidden")
    act(state, 2, Challenge("impossible"))
    writing = state.shake.writing
    assert {w.seat: w.role for w in writing.writers} == {1: "must", 0: "may"}
    unchanged(state, 2, Present("2+4 = 6"), "VII-A-2")


def test_an_equation_is_private_until_the_writing_ends_and_presenting_is_final() -> None:
    state = _now_challenge()
    events = act(state, 0, Present("2+4 = 6"))
    public = [e for e in events if e.to is None]
    assert [e.kind for e in public] == ["presented"] and "equation" not in public[0].data
    private = [e for e in events if e.to is not None]
    assert private[0].to == frozenset({0}) and private[0].data["equation"] == "2+4 = 6"
    assert state.view(0)["my_equation"] == {"equation": "2+4 = 6", "seat": 0}
    for seat in (None, 1, 2):
        assert "2+4 = 6" not in json.dumps(state.view(seat), ensure_ascii=False)
    unchanged(state, 0, Present("4+2 = 6"), "VII-C-2-a")
    unchanged(state, 0, Decline(), "VII-C-2-a")


def test_the_third_partys_decision_is_not_retracted() -> None:
    state = _now_challenge()
    act(state, 1, Decline())
    unchanged(state, 1, Present("2+4 = 6"), "VII-C-1")


# == VIII: the last cube ==========================================================================


def _last_cube(players: int = 2, mode: str = "tournament"):
    state = rigged("6" + "2+4", players=players, mode=mode)
    set_goal(state, "6")
    move(state, 1, "2", "required")
    if players == 2:
        move(state, 0, "+", "required")
        move(state, 1, "4", "permitted")
    else:
        move(state, 2, "+", "required")
        move(state, 0, "4", "permitted")
    return state


def test_with_one_cube_left_only_impossible_may_be_challenged() -> None:
    state = rigged("6" + "2+4")
    set_goal(state, "6")
    move(state, 1, "2", "required")
    move(state, 0, "+", "required")
    events = act(state, 0, Challenge("impossible"), dt=0)
    assert kinds(events) == ["challenge_set_aside", "penalty"]  # seat 0 moved last
    events = act(state, 1, Challenge("now"))
    assert "VI-A-2-a" in events[0].data["reason"]


def test_impossible_is_valid_in_the_first_minute_of_the_last_cube_writing_only() -> None:
    state = _last_cube()
    mover = state.shake.mover
    assert mover == 1
    events = act(state, 0, Challenge("now"))
    assert kinds(events) == ["challenge_set_aside", "penalty"]
    state2 = _last_cube()
    act(state2, 0, Challenge("impossible"), dt=30)
    writing = state2.shake.writing
    assert writing.occasion == "impossible"
    assert {w.seat: w.role for w in writing.writers} == {1: "must"}
    # The writing keeps the original two minutes (VIII-B).
    assert writing.writers[0].clock.due == writing.started + 120
    state3 = _last_cube()
    events = act(state3, 0, Challenge("impossible"), dt=61)
    assert kinds(events) == ["challenge_set_aside", "penalty"]
    assert "VI-B (e)" in events[0].data["reason"]


def test_a_player_who_presented_cannot_then_challenge_impossible() -> None:
    state = _last_cube()
    act(state, 0, Present("2+4 = 6"))
    unchanged(state, 0, Challenge("impossible"), "you have presented")


# == IV-D: "no Goal" ================================================================================


def test_no_goal_is_voided_when_all_agree_and_challenged_otherwise() -> None:
    state = rigged("61+5", players=3)
    act(state, 0, NoGoal())
    assert state.phase == "no_goal" and state.to_act() == (1, 2)
    unchanged(state, 0, Agree(), "IV-D")
    act(state, 1, Agree())
    unchanged(state, 1, Agree(), "IV-D-1")
    act(state, 2, Challenge("no_goal"))
    writing = state.shake.writing
    assert writing.occasion == "no_goal"
    assert {w.seat: w.role for w in writing.writers} == {2: "must", 1: "may"}
    unchanged(state, 0, Present("1+5 = 6"), "IV-D-2")


def test_silence_on_no_goal_lets_it_stand() -> None:
    state = rigged("61+5", players=2)
    act(state, 0, NoGoal())
    events = state.tick(state.last_at + 60)
    assert "void" in kinds(events) and state.shake.setter == 0


# == IX: illegal procedure is prevented ==================================================================


def test_moves_before_the_goal_and_writing_without_a_challenge_are_refused() -> None:
    state = rigged("6123")
    unchanged(state, 1, Move(cube(state, "1"), "required"), "V-A")
    unchanged(state, 0, Present("1+2 = 3"), "VII-A")
    unchanged(state, 1, Agree(), "IV-D")


def test_an_action_earlier_than_the_last_one_is_refused() -> None:
    state = rigged("6123")
    with pytest.raises(IllegalAction):
        state.apply(0, PlaceGoal(cube(state, "6"), 0), at=-5.0)


# == storage ==================================================================================================


def test_a_state_in_the_middle_of_writing_round_trips_through_json() -> None:
    state = _now_challenge()
    act(state, 0, Present("2+4 = 6"))
    copy = state.game.state_from_json(json.loads(json.dumps(state.to_json())))
    assert copy.to_json() == state.to_json()
    for seat in (None, 0, 1, 2):
        assert copy.view(seat) == state.view(seat)
