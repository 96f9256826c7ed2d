"""Positions from Mathable self-play, for the move generator's tests and benchmark.

Mathable games between bots take a fraction of a second, so the positions are
played afresh (the same seeds every run) rather than saved: every position a
seat met when it was to place a tile, from the first turn to the last, in games
between strong and weak bots (full boards and sparse ones).
"""

from __future__ import annotations

from functools import cache

from eqgames import games
from eqgames.games.mathable.board import Grid
from eqgames.games.mathable.rules import MathableState

#: Bot pairings, so boards look like strong play and weak play.
PAIRINGS = (("hard", "medium"), ("medium", "easy"), ("easy", "easy"), ("hard", "hard"))


@cache
def self_play_positions(
    games_count: int = 8, seed: int = 2026
) -> tuple[tuple[Grid, tuple[int, ...]], ...]:
    """``(board, rack values)`` of every position met when a seat could place a tile."""
    game = games.load("mathable")
    out: list[tuple[Grid, tuple[int, ...]]] = []
    for g in range(games_count):
        levels = PAIRINGS[g % len(PAIRINGS)]
        state = game.new(seed=seed + g)
        assert isinstance(state, MathableState)
        bots = [game.bot(levels[s], seed=seed + g * 10 + s) for s in range(2)]
        while state.result() is None:
            seat = state.to_act()[0]
            view = state.view(seat)
            if "place" in view["can"]:
                out.append((state.grid.copy(), tuple(state.rack_values(seat))))
            state.apply(seat, bots[seat].act(view), at=0.0)
    return tuple(out)


def sample(count: int, seed: int = 7) -> list[tuple[int, Grid, tuple[int, ...]]]:
    """``count`` positions spread evenly over the self-play positions: ``(index, board, rack)``."""
    positions = self_play_positions()
    step = len(positions) / count
    return [(int(i * step), *positions[int(i * step)]) for i in range(count)]
