"""The protocol itself, exercised through the reference game Nim."""

from __future__ import annotations

import json

import pytest

from eqgames import games
from eqgames.core import BadActionData, IllegalAction, InvalidOptions, Record, Result, Rng
from tests.conformance import check_game


def test_rng_is_reproducible_and_serialisable() -> None:
    a, b = Rng(42), Rng(42)
    assert [a.randbelow(1000) for _ in range(50)] == [b.randbelow(1000) for _ in range(50)]
    c = Rng.from_json(json.loads(json.dumps(a.to_json())))
    assert [a.next64() for _ in range(5)] == [c.next64() for _ in range(5)]
    items = list(range(20))
    Rng(1).shuffle(items)
    assert sorted(items) == list(range(20)) and items != list(range(20))


def test_rng_randbelow_is_uniform_enough() -> None:
    rng = Rng(5)
    counts = [0] * 6
    for _ in range(6000):
        counts[rng.randbelow(6)] += 1
    assert all(850 < c < 1150 for c in counts)


def test_unknown_game_and_options_are_refused() -> None:
    with pytest.raises(ValueError, match="unknown game"):
        games.load("chess")
    with pytest.raises(InvalidOptions, match="unknown option"):
        games.load("nim", colour="red")
    with pytest.raises(InvalidOptions, match="number"):
        games.load("nim", heap="big")
    with pytest.raises(InvalidOptions, match="2 to 4 players"):
        games.load("nim").new(players=7)


def test_actions_are_validated_at_the_boundary() -> None:
    state = games.load("nim", heap=10).new(seed=1)
    for bad, message in [
        ({"type": "take"}, "missing field"),
        ({"type": "take", "take": "2"}, "integer"),
        ({"type": "take", "take": True}, "integer"),
        ({"type": "take", "take": 2, "x": 1}, "unexpected"),
        ({"type": "jump"}, "unknown action type"),
        ([1, 2], "JSON object"),
    ]:
        with pytest.raises(BadActionData, match=message):
            state.apply(0, bad, at=1)
    assert state.heap == 10


def test_illegal_action_changes_nothing() -> None:
    state = games.load("nim", heap=10).new(seed=1)
    before = state.to_json()
    with pytest.raises(IllegalAction, match="seat 0's turn"):
        state.apply(1, {"type": "take", "take": 1}, at=1)
    with pytest.raises(IllegalAction, match="take 1 to 3"):
        state.apply(0, {"type": "take", "take": 4}, at=1)
    assert state.to_json() == before


def test_deadlines_are_applied_by_tick() -> None:
    state = games.load("nim", heap=10, turn_seconds=30).new(seed=1, at=100.0)
    assert state.deadline() == 130.0
    assert state.tick(129.9) == []
    # Two turns ran out by 175, at 130 and at 160: each tick applies one deadline.
    assert [e.data["timeout"] for e in state.tick(175.0)] == [True]
    assert state.heap == 9 and state.deadline() == 160.0
    assert [e.data["timeout"] for e in state.tick(175.0)] == [True]
    assert state.heap == 8 and state.deadline() == 190.0
    assert state.tick(175.0) == []


def test_views_hide_other_seats_secrets_until_the_end() -> None:
    state = games.load("nim", heap=4).new(seed=3)
    assert state.view(0)["lucky"] == state.lucky[0]
    assert str(state.lucky[0]) not in json.dumps(state.view(1))
    state.apply(0, {"type": "take", "take": 3}, at=1)
    state.apply(1, {"type": "take", "take": 1}, at=2)
    assert state.view(0)["all_lucky"] == state.lucky
    assert state.result() == Result((0.0, 1.0), ((1,), (0,)), "seat 1 took the last counter")


def test_record_replays_with_ticks() -> None:
    rec = Record("nim", {"heap": 12, "turn_seconds": 10}, seed=2, players=3)
    state = rec.new_state()
    state.apply(0, {"type": "take", "take": 2}, at=1)
    rec.add_action(0, {"type": "take", "take": 2}, 1)
    state.tick(25)
    rec.add_tick(25)
    again = Record.from_json(json.loads(json.dumps(rec.to_json()))).replay()
    assert again.to_json() == state.to_json()


def test_result_ranking_groups_ties() -> None:
    assert Result.by_score([3, 5, 3], "end").ranking == ((1,), (0, 2))
    assert Result.by_score([3, 5, 3], "end", higher_is_better=False).ranking == ((0, 2), (1,))


def test_bots_see_only_views() -> None:
    game = games.load("nim", heap=9)
    state = game.new(seed=1)
    bot = game.bot("hard", seed=0)
    assert bot.act(state.view(0)).to_json() == {"type": "take", "take": 1}
    with pytest.raises(ValueError, match="no 'grandmaster' bot"):
        game.bot("grandmaster")


def test_nim_conformance() -> None:
    check_game("nim", games_count=15, players=(2, 3, 4))
    check_game("nim", games_count=10, players=(2,), options={"turn_seconds": 2.0})


def test_fixed_length_tuples_are_checked_item_by_item() -> None:
    from dataclasses import dataclass

    from eqgames.core import Action, ActionCodec

    @dataclass(frozen=True)
    class Place(Action):
        type = "place"
        at: tuple[int, str]

    codec = ActionCodec([Place])
    assert codec.parse({"type": "place", "at": [3, "x"]}) == Place((3, "x"))
    with pytest.raises(BadActionData, match=r"place.at\[0\]: expected an integer"):
        codec.parse({"type": "place", "at": ["x", 3]})
    with pytest.raises(BadActionData, match="expected 2 items"):
        codec.parse({"type": "place", "at": [3]})
