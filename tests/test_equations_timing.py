"""Time limits (XI-A) and the timed round with its finish and "stop" (XI-B)."""

from __future__ import annotations

from eqgames import games
from eqgames.games.equations import Challenge, Present
from eqgames.games.equations.rules import MAX_TIMEOUTS
from tests.equations_helpers import act, kinds, move, rigged, set_goal, tick_until


def penalties(events) -> list[int]:
    return [e.data["seat"] for e in events if e.kind == "penalty"]


def test_a_missed_roll_costs_a_point_and_a_minute_then_the_engine_rolls() -> None:
    state = games.load("equations", first_setter=0).new(seed=1, players=2)
    assert state.deadline() == 60.0  # XI-A-1-a
    events = state.tick(60.0)
    assert penalties(events) == [0] and state.phase == "roll" and state.deadline() == 120.0
    events = state.tick(120.0)
    assert penalties(events) == [0] and "rolled" in kinds(events)
    assert state.totals == [-2, 0] and state.phase == "goal"
    assert state.deadline() == 240.0  # XI-A-1-c: two minutes for the Goal


def test_the_first_turn_has_two_minutes_and_later_turns_one() -> None:
    state = rigged("6" + "12345")
    set_goal(state, "6")
    start = state.last_at
    assert state.deadline() == start + 120  # XI-A-1-d
    move(state, 1, "1", "required")
    assert state.deadline() == state.last_at + 60  # XI-A-1-e


def test_a_player_out_of_time_twice_loses_the_turn() -> None:
    state = rigged("6" + "12345")
    set_goal(state, "6")
    due = state.deadline()
    events = state.tick(due)
    assert penalties(events) == [1] and state.to_act() == (1,)
    events = state.tick(due + 60)
    assert penalties(events) == [1] and state.to_act() == (0,)
    assert state.shake.mover == 0  # the last Mover is still the Goal-setter
    assert state.totals == [0, -2]


def test_a_writer_who_must_write_gets_one_more_minute_and_then_is_late() -> None:
    state = rigged("6" + "2+4135", players=3)
    set_goal(state, "6")
    move(state, 1, "2", "required")
    move(state, 2, "+", "permitted")
    act(state, 0, Challenge("now"))
    writing = state.shake.writing
    due = writing.started + 120  # XI-A-1-h
    events = state.tick(due)
    # The Third Party who has not decided presents nothing, without penalty (VII-C-1).
    assert penalties(events) == [0]
    assert writing.writer(1).status == "declined"
    assert writing.writer(0).status == "writing"
    # The Challenger presents in the extra minute.
    events = state.apply(0, Present("2+4 = 6"), at=due + 30)
    assert "scored" in kinds(events)


def test_casual_mode_has_no_clocks() -> None:
    state = rigged("6" + "12345", mode="casual")
    set_goal(state, "6")
    assert state.deadline() is None
    assert state.tick(10_000.0) == [] and state.totals == [0, 0]


def test_a_tick_applies_one_moment_and_the_clock_moves_on() -> None:
    state = games.load("equations", first_setter=0, shakes=20).new(seed=1, players=2)
    events = state.tick(1e9)
    assert kinds(events) == ["time", "penalty"] and state.deadline() == 120.0
    # Every writer's two minutes end at one moment: one tick applies them all.
    state = rigged("6" + "2+4", players=3)
    set_goal(state, "6")
    move(state, 1, "2", "required")
    move(state, 2, "+", "required")
    move(state, 0, "4", "required")
    events = state.tick(1e9)
    assert kinds(events).count("declined") == 3 and "scored" in kinds(events)
    assert len(events) <= 4 * MAX_TIMEOUTS


def timed_round(**options):
    state = rigged("6" + "2+4135", shakes=0, round_minutes=1, finish_minutes=1, **options)
    set_goal(state, "6")
    return state


def test_the_round_ends_with_five_minutes_to_finish_then_stop() -> None:
    state = timed_round(mode="casual")
    move(state, 1, "2", "required")
    events = state.tick(60.0)
    assert kinds(events) == ["time_up"] and state.phase == "moves"
    events = state.tick(120.0)
    assert kinds(events) == ["stop"]
    writing = state.shake.writing
    assert writing.occasion == "stop" and [w.role for w in writing.writers] == ["may", "may"]
    # VI-B (f): no challenge after "stop".
    state_t = timed_round()
    move(state_t, 1, "2", "required")
    tick_until(state_t, 120.0)
    events = state_t.apply(0, Challenge("impossible"), at=121.0)
    assert kinds(events) == ["challenge_set_aside", "penalty"]


def test_stop_scores_four_for_a_correct_equation_then_the_match_ends() -> None:
    state = timed_round(mode="casual")
    move(state, 1, "2", "required")
    tick_until(state, 120.0)
    state.apply(0, Present("2+4 = 6"), at=121.0)
    events = state.apply(1, Present("2×4 = 6"), at=122.0)
    assert "scored" in kinds(events) and "over" in kinds(events)
    assert state.totals == [4, 2]
    result = state.result()
    assert result is not None and result.scores == (6.0, 4.0)


def test_no_new_shake_starts_after_the_round_and_a_goalless_shake_is_void_at_stop() -> None:
    state = games.load("equations", first_setter=0, round_minutes=1, finish_minutes=1).new(
        seed=3, players=2
    )
    state.tick(60.0)  # the roll clock and the round both: one is applied first
    state.tick(60.0)
    assert state.result() is not None  # XI-B: no shake was rolled when time was up
    state = games.load(
        "equations", first_setter=0, round_minutes=1, finish_minutes=1, mode="casual"
    ).new(seed=3, players=2)
    state.apply(0, {"type": "roll"}, at=1.0)
    assert kinds(state.tick(60.0)) == ["time_up"]
    events = state.tick(120.0)
    assert kinds(events)[:2] == ["stop", "void"] and state.result() is not None
