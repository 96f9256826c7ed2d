"""Timed play between Memory Math bots, in virtual time: self-play, strength
measurements, tests.

Memory Math is a race against the clock, so who acts *when* matters: each bot in
:meth:`~eqgames.core.State.to_act` plans its action with a human-like
:meth:`~.bots.MemoryMathBot.delay` (:func:`eqgames.core.virtual.play_match`). A
plan holds while nothing has happened in the game (the same round, move and
phase), so the clock passing the limit does not restart a bot's thinking; any
action makes everyone plan again.

    >>> from eqgames import games
    >>> game = games.load("memorymath", points_to_win=1)
    >>> state, record = play_match(game, {0: game.bot("hard", 1), 1: game.bot("easy", 2)}, seed=3)
    >>> state.result() is not None and record.replay().to_json() == state.to_json()
    True
"""

from __future__ import annotations

from collections.abc import Hashable
from typing import Any

from eqgames.core import Game, Record, State, virtual
from eqgames.core.virtual import MAX_STEPS

__all__ = ["MAX_STEPS", "play_match", "play_one"]


def _key(view: dict[str, Any]) -> Hashable:
    return (view["round"], view["moves"], view["phase"])


def play_match(
    game: Game, bots: dict[int, Any], seed: int = 0, start: float = 0.0
) -> tuple[State, Record]:
    """Play one match between bots (seat -> bot); returns the final state and the record."""
    return virtual.play_match(game, bots, seed=seed, start=start, players=2, key=_key)


def play_one(
    game: Game, seed: int, players: int, levels: list[str], max_actions: int = MAX_STEPS
) -> tuple[State, int]:
    """The ``eqgames selfplay`` hook: one match between bots of these levels, in virtual
    time with their human-like delays; returns the final state and how many actions it took."""
    return virtual.play_one(game, seed, 2, levels, max_actions, key=_key)
