"""Every game, at the extreme legal value of every option, ends in bounded steps (issue 10).

Each game in ``games.names()`` — a game added later is covered without a line
here — is made with each bound of each option (its min, its max, 0 where 0 is
allowed, every choice, every switch), one at a time, then with every number at
its min and every number at its max at once. Each is played to the end in
virtual time: the seats act through the easy bots (or the first legal action),
and every so often nobody acts and the clock alone moves the game on. The test
asserts the game ends within a bounded number of steps, that every tick moves
the deadline forward, and that no step's events or snapshot grow past a bound.
"""

from __future__ import annotations

import dataclasses
import json
from typing import Any

import pytest

from eqgames import games
from eqgames.core import MIN_DEADLINE_STEP, Bounds, Game, IllegalAction, InvalidOptions, Rng, State

#: Steps (actions and ticks) any game may take at the most extreme options.
MAX_STEPS = 6000
#: Deadlines that may fall between two actions.
MAX_TICKS_IN_A_ROW = 16
#: The largest events of one step, and the largest snapshot, in bytes of JSON.
MAX_STEP_BYTES = 64 * 1024
MAX_SNAPSHOT_BYTES = 1024 * 1024
#: One step in this many is a pause in which nobody acts: the clock moves the game on.
IDLE_EVERY = 4


def _bounds(cls: type[Any]) -> list[tuple[dataclasses.Field[Any], Bounds]]:
    return [(f, f.metadata["bounds"]) for f in dataclasses.fields(cls)]


def _typed(f: dataclasses.Field[Any], value: float) -> Any:
    return int(value) if isinstance(f.default, int) and not isinstance(f.default, bool) else value


def extreme_options(game_class: type[Game]) -> list[dict[str, Any]]:
    """The defaults, each option's extremes one at a time, then all numbers low, all high."""
    cases: list[dict[str, Any]] = [{}]
    low: dict[str, Any] = {}
    high: dict[str, Any] = {}
    for f, b in _bounds(game_class.options_class):
        if isinstance(f.default, bool):
            values: list[Any] = [not f.default]
        elif b.choices:
            values = [v for v, _ in b.choices if v != f.default]
        else:
            ends = [v for v in (b.min, b.max) if v is not None]
            values = [_typed(f, v) for v in ends] + ([_typed(f, 0)] if b.zero else [])
            if b.min is not None:
                low[f.name] = _typed(f, b.min)
            if b.max is not None:
                high[f.name] = _typed(f, b.max)
        cases += [{f.name: v} for v in values]
    cases += [low, high]
    unique: list[dict[str, Any]] = []
    for case in cases:
        if case not in unique:
            unique.append(case)
    return unique


CASES = [
    (name, options)
    for name in games.names()
    for options in extreme_options(games.game_class(name))
]


def _size(value: Any) -> int:
    return len(json.dumps(value, separators=(",", ":"), allow_nan=False))


def _act(state: State, seat: int, bots: dict[int, Any], at: float) -> bool:
    """The seat's bot plays (or its first legal action); False if nothing it tried was legal."""
    tries: list[Any] = []
    if seat in bots:
        tries.append(bots[seat].act(state.view(seat)))
    if state.game.enumerable:
        tries += state.legal_actions(seat)[:1]
    for action in tries:
        try:
            events = state.apply(seat, action, at=at)
        except IllegalAction:
            continue
        assert _size([e.data for e in events]) <= MAX_STEP_BYTES
        return True
    return False


def play_out(game: Game, players: int, seed: int) -> int:
    """Play to the end; returns the number of steps taken."""
    state = game.new(seed=seed, players=players, at=0.0)
    levels = game.bot_levels()
    bots = {s: game.bot("easy", seed=seed + s) for s in range(players)} if levels else {}
    rng = Rng(seed)
    at = 0.0
    for step in range(1, MAX_STEPS + 1):
        for s, bot in bots.items():
            bot.observe(state.view(s))
        # Whatever fell due by now first, one deadline per tick.
        for _ in range(MAX_TICKS_IN_A_ROW):
            due = state.deadline()
            if due is None or at < due:
                break
            _tick(state, at)
        else:
            raise AssertionError(f"more than {MAX_TICKS_IN_A_ROW} deadlines in a row")
        if state.result() is not None:
            return step
        to_act = state.to_act()
        due = state.deadline()
        idle = not to_act or (due is not None and step % IDLE_EVERY == 0)
        if not idle:
            at += 0.25
            if due is not None and at >= due:
                continue  # the clock came first: tick it at the top
            idle = not _act(state, rng.choice(list(to_act)), bots, at)
        if idle:
            assert due is not None, "nobody can act and no deadline is set"
            at = max(at, due)
            _tick(state, at)
        assert _size(state.to_json()) <= MAX_SNAPSHOT_BYTES
        if state.result() is not None:
            return step
    raise AssertionError(f"no result after {MAX_STEPS} steps")


def _tick(state: State, at: float) -> None:
    due = state.deadline()
    events = state.tick(at)
    assert _size([e.data for e in events]) <= MAX_STEP_BYTES
    after = state.deadline()
    assert due is None or after is None or after >= due + MIN_DEADLINE_STEP


@pytest.mark.parametrize(("name", "options"), CASES, ids=[f"{n}-{o}" for n, o in CASES])
def test_extreme_options_end_in_bounded_steps(name: str, options: dict[str, Any]) -> None:
    try:
        game = games.load(name, **options)
    except InvalidOptions as refused:
        # Only a rule between options may refuse a value at its own bound.
        assert len(options) > 1 or "must be" not in str(refused), refused
        pytest.skip(f"not a legal combination: {refused}")
    # The fewest and the most players at the defaults and at all-low / all-high; one
    # option changed alone is played by the fewest (the longest games per seat).
    most = len(options) != 1
    for players in sorted({game.min_players, game.max_players if most else game.min_players}):
        play_out(game, players, seed=len(json.dumps(options)) + players)


def test_every_option_of_every_game_declares_its_bounds() -> None:
    for name in games.names():
        cls = games.game_class(name).options_class
        for f, b in _bounds(cls):
            assert b.label and "_" not in b.label and b.label != f.name, (name, f.name)
            if isinstance(f.default, str):
                assert b.choices, (name, f.name)  # free text would have no bound
            elif not isinstance(f.default, bool) and not b.choices:
                assert b.min is not None and b.max is not None, (name, f.name)
