"""Mathable actions: one tile at a time, as the rulebook plays.

A placement names a tile of the rack by its id and a square by its name; the
bonus draw, stopping, exchanging, passing, hints, and in challenge mode the
opponents' answers. ``docs/rules/mathable.md`` ("Actions (JSON)") says when each
is allowed.

    >>> Place(17, "H9").to_json()
    {'type': 'place', 'tile': 17, 'square': 'H9'}
    >>> Exchange((3, 17)).to_json(), Hint("turn").to_json()
    ({'type': 'exchange', 'tiles': [3, 17]}, {'type': 'hint', 'kind': 'turn'})
    >>> [a().to_json()["type"] for a in (Draw, Stop, Pass, Accept, Challenge)]
    ['draw', 'stop', 'pass', 'accept', 'challenge']
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Literal

from eqgames.core import Action


@dataclass(frozen=True)
class Place(Action):
    """Put tile ``tile`` of one's rack on ``square`` (``"H9"``)."""

    type = "place"
    tile: int
    square: str


@dataclass(frozen=True)
class Draw(Action):
    """The bonus draw after a placement on a sign square."""

    type = "draw"


@dataclass(frozen=True)
class Stop(Action):
    """End the turn after at least one placement."""

    type = "stop"


@dataclass(frozen=True)
class Exchange(Action):
    """Trade some or all of one's tiles (by id) for new ones; ends the turn."""

    type = "exchange"
    tiles: tuple[int, ...]


@dataclass(frozen=True)
class Pass(Action):
    type = "pass"


@dataclass(frozen=True)
class Hint(Action):
    """"Show a placement" or "show the best turn", to this player only."""

    type = "hint"
    kind: Literal["placement", "turn"] = "placement"


@dataclass(frozen=True)
class Accept(Action):
    """Challenge mode: an opponent lets the tile just placed stand."""

    type = "accept"


@dataclass(frozen=True)
class Challenge(Action):
    """Challenge mode: an opponent challenges the tile just placed."""

    type = "challenge"


ACTIONS: tuple[type[Action], ...] = (Place, Draw, Stop, Exchange, Pass, Hint, Accept, Challenge)
