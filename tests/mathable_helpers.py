"""Helpers for the Mathable tests: states built by hand, and a small random legal player."""

from __future__ import annotations

from typing import Any

from eqgames import games
from eqgames.core import Action, Rng
from eqgames.games.mathable.actions import Exchange, Hint, Place
from eqgames.games.mathable.board import Grid
from eqgames.games.mathable.rules import MathableState
from eqgames.games.mathable.tiles import TILES


def tile_of(value: int, avoid: set[int] | frozenset[int] = frozenset()) -> int:
    """The id of a tile of ``value`` not in ``avoid``."""
    return next(t for t, v in enumerate(TILES) if v == value and t not in avoid)


def arrange(
    racks: list[list[int]],
    tiles: dict[str, int] | None = None,
    turn: int = 0,
    pouch: int | None = None,
    **options: Any,
) -> MathableState:
    """A state with these rack values (seat by seat), these tiles on the board (by square
    name), ``turn`` to play, and the pouch holding the rest (or only ``pouch`` tiles)."""
    state = games.load("mathable", **options).new(seed=0, players=len(racks))
    assert isinstance(state, MathableState)
    used: set[int] = set()
    state.racks = []
    for values in racks:
        rack = []
        for v in values:
            t = tile_of(v, used)
            used.add(t)
            rack.append(t)
        state.racks.append(sorted(rack, key=lambda t: (TILES[t], t)))
    state.grid = Grid.with_tiles(tiles or {})
    for v in (tiles or {}).values():
        used.add(tile_of(v, used))
    rest = [t for t in range(len(TILES)) if t not in used]
    state.pouch = rest if pouch is None else rest[:pouch]
    state.turn = turn
    state._begin_turn()
    return state


def rack_tile(state: MathableState, seat: int, value: int) -> int:
    return next(t for t in state.racks[seat] if TILES[t] == value)


def place(state: MathableState, value: int, square: str, seat: int | None = None) -> list[Any]:
    seat = state.turn if seat is None else seat
    return state.apply(seat, Place(rack_tile(state, seat, value), square), at=0.0)


def random_action(state: MathableState, seat: int, rng: Rng) -> Action:
    """A random legal action that favours placing, as a person would (exchanges rarely)."""
    actions = [a for a in state.legal_actions(seat) if not isinstance(a, Hint)]
    places = [a for a in actions if isinstance(a, Place)]
    if places and rng.random() < 0.85:
        return rng.choice(places)
    others = [a for a in actions if not isinstance(a, Place | Exchange)]
    exchanges = [a for a in actions if isinstance(a, Exchange)]
    if exchanges and (not others or rng.random() < 0.3):
        return rng.choice(exchanges)
    return rng.choice(others or actions)


def play_random(seed: int, players: int = 2, max_steps: int = 3000, **options: Any) -> MathableState:
    """A whole game of random legal actions."""
    state = games.load("mathable", **options).new(seed=seed, players=players)
    assert isinstance(state, MathableState)
    rng = Rng(seed + 1000)
    for _ in range(max_steps):
        if state.result() is not None:
            return state
        seat = rng.choice(state.to_act())
        state.apply(seat, random_action(state, seat, rng), at=0.0)
    raise AssertionError(f"no end after {max_steps} actions")
