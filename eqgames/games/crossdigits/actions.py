"""Crossdigits actions: place tiles, swap tiles, pass, or ask to be shown a move.

A play names each tile as ``[row, col, digit]`` (zero-based squares; the star is
``[7, 7]``); the player places digits, never symbols. A swap names the digits
to trade (a digit twice to trade two of them).

    >>> Place(((7, 6, 9), (7, 7, 7), (7, 8, 2))).to_json()
    {'type': 'place', 'tiles': [[7, 6, 9], [7, 7, 7], [7, 8, 2]]}
    >>> Swap((3, 3, 0)).to_json(), Pass().to_json(), Hint().to_json()
    ({'type': 'swap', 'tiles': [3, 3, 0]}, {'type': 'pass'}, {'type': 'hint'})
"""

from __future__ import annotations

from dataclasses import dataclass

from eqgames.core import Action


@dataclass(frozen=True)
class Place(Action):
    type = "place"
    tiles: tuple[tuple[int, int, int], ...]


@dataclass(frozen=True)
class Swap(Action):
    type = "swap"
    tiles: tuple[int, ...]


@dataclass(frozen=True)
class Pass(Action):
    type = "pass"


@dataclass(frozen=True)
class Hint(Action):
    """"Show a move": the best play is shown to the player, and its cost taken off."""

    type = "hint"


ACTIONS: tuple[type[Action], ...] = (Place, Swap, Pass, Hint)
