"""Equations as text: every event a match makes is described, every view renders."""

from __future__ import annotations

from eqgames import games
from eqgames.core import events_for
from eqgames.games.equations.render import describe_event, parse_typed, render_view
from tests.conformance import play_random


def test_every_event_and_view_of_whole_matches_reads_as_text() -> None:
    kinds: set[str] = set()
    for seed, players, mode in ((1, 2, "tournament"), (2, 3, "tournament"), (3, 3, "casual")):
        _, record = play_random(
            "equations", seed, players, {"mode": mode, "shakes": 2}, check_every_step=False
        )
        state = record.new_state()
        for step in record.steps:
            events = (
                state.tick(step.at)
                if step.seat is None
                else state.apply(step.seat, step.action, at=step.at)
            )
            for seat in [None, *range(players)]:
                for event in events_for(events, seat):
                    kinds.add(event["kind"])
                    assert describe_event(event, seat), event
                assert render_view(state.view(seat))
    assert {"rolled", "goal_set", "moved", "scored", "over"} <= kinds


def test_typed_moves_name_cubes_by_number() -> None:
    state = games.load("equations", first_setter=0, mode="casual").new(seed=5, players=2)
    view = state.view(0)
    assert parse_typed(view, "roll")[0].type == "roll"
    state.apply(0, parse_typed(view, "roll")[0], at=1.0)
    view = state.view(0)
    digit = next(c["index"] for c in view["cubes"] if c["face"].isdigit())
    state.apply(0, parse_typed(view, f"place {digit}")[0], at=2.0)
    state.apply(0, parse_typed(state.view(0), "goal")[0], at=3.0)
    assert state.view(1)["goal_set"] and "Goal:" in render_view(state.view(1))
