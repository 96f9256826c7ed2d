"""Memory Math's rules: every rule of the issue and every example of the rulebook."""

from __future__ import annotations

import json
from fractions import Fraction
from typing import Any

import pytest

from eqgames import games
from eqgames.core import IllegalAction
from eqgames.games.memorymath import MemoryMathState
from eqgames.games.memorymath.equation import judge
from tests.conformance import check_game


def deal(
    target: int | str = 24, ops: str = "+-*/", lo: int = 4, hi: int = 4, **options: Any
) -> MemoryMathState:
    """A match whose first round has these parameters (seat 0 starts at time 0)."""
    options.setdefault("first_player", 0)
    state = games.load("memorymath", **options).new(seed=1, at=0.0)
    assert isinstance(state, MemoryMathState)
    r = state.round
    r.target, r.ops, r.min, r.max = Fraction(target), ops, lo, hi
    return state


def say(state: MemoryMathState, seat: int, *numbers: str, at: float) -> list[str]:
    return [e.kind for e in state.apply(seat, {"type": "say", "numbers": list(numbers)}, at=at)]


def act(state: MemoryMathState, seat: int, kind: str, at: float, **fields: Any) -> dict[str, Any]:
    """Apply an action that ends the round; return the point event's data."""
    events = state.apply(seat, {"type": kind, **fields}, at=at)
    points = [e.data for e in events if e.kind == "point"]
    assert points, [e.kind for e in events]
    return points[0]


def said_round(*says: tuple[str, ...], **kw: Any) -> MemoryMathState:
    """Seats 0 and 1 say these in turn, two seconds apart."""
    state = deal(**kw)
    for k, numbers in enumerate(says):
        say(state, k % 2, *numbers, at=2.0 * (k + 1))
    return state


def solve_with(state: MemoryMathState, seat: int, equation: str, at: float) -> dict[str, Any]:
    state.apply(seat, {"type": "solve"}, at=at)
    return act(state, seat, "submit", at + 5, equation=equation)


# -- the rulebook's worked example: target 24, + − ÷ ×, min 4, max 4 ---------------------


def test_rulebook_example_24_min_4_max_4() -> None:
    state = said_round(("3", "8"), ("1", "9"))  # seat 1 said last: seat 0 may solve
    point = solve_with(state, 0, "3 ÷ (9 ÷ 8 − 1)", at=6.0)
    assert point["seat"] == 0 and point["reason"] == "3 ÷ (9 ÷ 8 − 1) = 24"
    assert state.scores == [1, 0]


def test_rulebook_example_too_few_numbers_is_the_opponents_point() -> None:
    state = said_round(("3", "8"), ("1", "9"))
    point = solve_with(state, 0, "(9 - 1) x 3", at=6.0)  # 24 with three numbers: min is 4
    assert point["seat"] == 1
    assert point["reason"] == "the equation uses 3 numbers; it must use exactly 4"


def test_one_expression_not_several_steps() -> None:
    # "1 + 2 + 4" is a valid submission for 7; "1 + 2 = 3, 3 + 4 = 7" is not.
    state = said_round(("1", "2"), ("4",), target=7, lo=2, hi=3)
    assert solve_with(state, 0, "1 + 2 + 4", at=6.0)["seat"] == 0
    state = said_round(("1", "2"), ("4",), target=7, lo=2, hi=3)
    point = solve_with(state, 0, "1 + 2 = 3\n3 + 4 = 7", at=6.0)
    assert point["seat"] == 1 and "not one Memory Math expression" in point["reason"]


def test_l2r_reads_left_to_right() -> None:
    state = said_round(("2", "3"), ("4",), target=20, lo=3, hi=3)
    assert solve_with(state, 0, "2 + 3 x 4 l2r", at=6.0)["seat"] == 0
    state = said_round(("2", "3"), ("4",), target=20, lo=3, hi=3)
    point = solve_with(state, 0, "2 + 3 x 4", at=6.0)  # PEMDAS: 14
    assert point["seat"] == 1 and point["reason"] == "2 + 3 x 4 makes 14, not 20"


def test_no_minus_as_a_negative_sign() -> None:
    state = said_round(("5", "2"), ("3",), target=-10, lo=2, hi=3)
    point = solve_with(state, 0, "5 x -2", at=6.0)
    assert point["seat"] == 1 and "negative" in point["reason"]


def test_numbers_must_be_distinct() -> None:
    state = said_round(("5", "2"), ("3",), target=10, lo=2, hi=3)
    point = solve_with(state, 0, "5 + 5", at=6.0)
    assert point["seat"] == 1 and point["reason"] == "5 is used twice; the numbers must be distinct"


def test_only_numbers_said_in_this_round_and_valid_operations() -> None:
    state = said_round(("5", "2"), ("3",), target=12, lo=2, hi=3)
    point = solve_with(state, 0, "6 + 2 + 4", at=6.0)
    assert point["seat"] == 1 and point["reason"] == "6 was not said in this round"
    state = said_round(("5", "2"), ("3",), target=10, ops="+-", lo=2, hi=3)
    point = solve_with(state, 0, "5 x 2", at=6.0)
    assert point["seat"] == 1 and point["reason"] == "× is not a valid operation this round (valid: + −)"


def test_division_by_zero_is_illegal() -> None:
    state = said_round(("5", "2"), ("3", "1"), target=0, lo=4, hi=4)
    point = solve_with(state, 0, "5 ÷ (3 − 2 − 1)", at=6.0)
    assert point["seat"] == 1 and point["reason"] == "the equation divides by zero"


def test_fraction_targets() -> None:
    state = said_round(("7",), ("2",), target="7/2", lo=2, hi=2)
    assert solve_with(state, 0, "7 / 2", at=6.0)["seat"] == 0
    state = said_round(("7",), ("2",), target="7/2", lo=2, hi=2)
    assert solve_with(state, 0, "7 - 2", at=6.0)["reason"] == "7 - 2 makes 5, not 7/2"


# -- saying numbers, repeat and illegal calls ---------------------------------------------


@pytest.mark.parametrize("number", ["0", "21453467425723", "12.5"])
def test_illegal_numbers_can_be_said_and_called(number: str) -> None:
    # The rulebook's examples: 0, 21453467425723 and 12.5 may be said; calling them wins.
    state = said_round(("12",), (number,))
    point = act(state, 0, "illegal", at=6.0)
    assert point["seat"] == 0 and number in point["reason"]


def test_calling_a_legal_number_illegal_loses() -> None:
    state = said_round(("12",), ("100", "1"))
    point = act(state, 0, "illegal", at=6.0)
    assert point["seat"] == 1 and point["reason"] == "wrong call: 100 and 1 are legal"


def test_repeat_calls() -> None:
    state = said_round(("12", "7"), ("30",), ("07",))  # 07 is 7 again
    assert act(state, 1, "repeat", at=8.0)["seat"] == 1
    state = said_round(("12", "7"), ("30",), ("8",))
    point = act(state, 1, "repeat", at=8.0)
    assert point["seat"] == 0 and point["reason"] == "wrong call: 8 had not been said before"
    state = said_round(("12",), ("9", "9"))  # "one or two unique numbers"
    assert act(state, 0, "repeat", at=6.0)["seat"] == 0


def test_what_does_not_look_like_a_number_is_refused() -> None:
    state = deal()
    before = state.to_json()
    for bad in (["seven"], ["3+4"], [], ["1", "2", "3"], [""], ["9" * 41]):
        with pytest.raises(IllegalAction):
            state.apply(0, {"type": "say", "numbers": bad}, at=1.0)
    assert state.to_json() == before


def test_only_on_ones_own_turn_except_time() -> None:
    state = deal()
    with pytest.raises(IllegalAction, match="seat 0's turn"):
        say(state, 1, "5", at=1.0)
    # The round begins with numbers: no calls before anything is said.
    for kind in ("solve", "repeat", "illegal"):
        with pytest.raises(IllegalAction, match="begins with"):
            state.apply(0, {"type": kind}, at=1.0)
    with pytest.raises(IllegalAction, match="call solve"):
        state.apply(0, {"type": "submit", "equation": "1+2"}, at=1.0)
    say(state, 0, "5", at=1.0)
    with pytest.raises(IllegalAction, match="seat 1's turn"):
        say(state, 0, "6", at=2.0)
    with pytest.raises(IllegalAction, match="not on yourself"):
        state.apply(1, {"type": "time"}, at=2.0)
    state.apply(1, {"type": "solve"}, at=3.0)
    with pytest.raises(IllegalAction, match="submit your equation"):
        say(state, 1, "6", at=4.0)
    with pytest.raises(IllegalAction, match="write the equation"):
        state.apply(1, {"type": "submit", "equation": "  "}, at=4.0)


# -- time ------------------------------------------------------------------------------


def test_time_calls_judged_by_the_clock() -> None:
    state = said_round(("12",))  # seat 1's turn began at 2.0
    point = act(state, 0, "time", at=19.0)
    assert point["seat"] == 1 and point["reason"] == "wrong call: only 17.0 s had passed; 18 s allowed"
    state = said_round(("12",))
    point = act(state, 0, "time", at=20.5)
    assert point["seat"] == 0 and point["reason"] == "right call: 18.5 s had passed; 18 s allowed"


def test_the_first_numbers_have_60_seconds() -> None:
    state = deal()
    assert act(state, 1, "time", at=50.0)["seat"] == 0
    state = deal()
    assert act(state, 1, "time", at=61.0)["seat"] == 1


def test_forty_seconds_after_solve() -> None:
    state = said_round(("3", "8"), ("1", "9"))
    state.apply(0, {"type": "solve"}, at=5.0)
    assert act(state, 1, "time", at=30.0)["seat"] == 0  # 25 s: too early
    state = said_round(("3", "8"), ("1", "9"))
    state.apply(0, {"type": "solve"}, at=5.0)
    point = act(state, 0, "submit", at=46.0, equation="3 ÷ (9 ÷ 8 − 1)")
    assert point["seat"] == 1 and point["reason"].startswith("late: the equation came after 41.0 s")


def test_a_late_say_stands_unless_time_is_called() -> None:
    state = said_round(("12",))
    say(state, 1, "30", at=25.0)  # 23 s: over the limit, but nobody called time
    assert state.view(0)["last"]["numbers"] == ["30"]


def test_overtime_and_timeout_come_from_tick() -> None:
    state = said_round(("12",))  # seat 1's turn from 2.0: limit 18 s, grace 12 s
    assert state.deadline() == 20.0 and state.to_act() == (1,)
    assert [e.kind for e in state.tick(20.0)] == ["overtime"]
    assert state.to_act() == (1, 0)  # the waiting player may now call time
    assert state.deadline() == 32.0
    events = state.tick(33.0)
    assert events[0].kind == "point" and events[0].data["seat"] == 0
    assert "no answer within 30 s" in events[0].data["reason"]
    assert state.view(0)["phase"] == "break" and state.to_act() == ()
    assert [e.kind for e in state.tick(37.0)] == ["round"]  # the break ends 5 s after the point
    assert state.round.number == 2 and state.round.turn == 1 and state.round.turn_started == 37.0


def test_limits_are_options() -> None:
    state = deal(turn_seconds=60.0, first_seconds=120.0)
    assert state.deadline() == 120.0
    say(state, 0, "5", at=10.0)
    assert state.deadline() == 70.0


# -- the match ------------------------------------------------------------------------------


def test_first_to_five_points_and_the_starting_player_alternates() -> None:
    state = games.load("memorymath", first_player=1, break_seconds=0).new(seed=4)
    assert isinstance(state, MemoryMathState)
    firsts = []
    at = 0.0
    while state.result() is None:
        firsts.append(state.round.first)
        at += 1
        say(state, state.round.first, "0", at=at)
        at += 1
        act(state, 1 - state.round.first, "illegal", at=at)  # the second player scores
    assert firsts == [1, 0, 1, 0, 1, 0, 1, 0, 1]
    assert state.scores == [5, 4] and state.result().winners == (0,)  # type: ignore[union-attr]
    assert state.options.max_rounds == 9


def test_first_player_drawn_when_not_chosen() -> None:
    firsts = {games.load("memorymath").new(seed=s).round.first for s in range(12)}  # type: ignore[attr-defined]
    assert firsts == {0, 1}


# -- a memory game: the view has no history -----------------------------------------------------


def test_view_shows_only_what_was_said_last() -> None:
    state = said_round(("41", "17"), ("63",), ("88", "5"))
    for seat in (None, 0, 1):
        text = json.dumps(state.view(seat))
        assert state.view(seat)["last"]["numbers"] == ["88", "5"]
        for earlier in ('"41"', '"17"', '"63"'):
            assert earlier not in text
    # The round is revealed when it ends, with a solution from what was said.
    act(state, 0, "time", at=9.0)
    previous = state.view(1)["previous"]
    assert [s["numbers"] for s in previous["says"]] == [["41", "17"], ["63"], ["88", "5"]]
    assert "solvable" in previous and "solution" in previous


def test_reveal_finds_a_solution() -> None:
    state = said_round(("3", "8"), ("1", "9"))
    act(state, 1, "time", at=5.0)
    previous = state.view(0)["previous"]
    assert previous["solvable"] is True
    assert judge(previous["solution"], Fraction(24), "+-*/", 4, 4, {1, 3, 8, 9}).correct


# -- the protocol --------------------------------------------------------------------------------


def test_conformance() -> None:
    check_game("memorymath", games_count=3, options={"points_to_win": 2})


def test_conformance_with_short_clocks() -> None:
    # Steps of 0.5 to 3.5 s against 2-3 s limits: overtime, time calls, timeouts, no break.
    options = {
        "points_to_win": 3, "first_seconds": 3.0, "turn_seconds": 2.0, "solve_seconds": 3.0,
        "grace_seconds": 1.0, "break_seconds": 0.0,
    }
    check_game("memorymath", games_count=3, options=options, seed=100)


def test_said_digits_are_ascii_only() -> None:
    state = deal()
    for text in ("٣", "１２", "7٣", "²"):
        with pytest.raises(IllegalAction, match="is not a number"):
            state.apply(state.round.turn, {"type": "say", "numbers": [text]}, at=1.0)
