"""The games, loaded by name.

    >>> from eqgames import games
    >>> "nim" in games.names()
    True
    >>> games.load("nim").title
    'Nim'

Each game is a subpackage exposing a :class:`~eqgames.core.Game` subclass. The
registry maps names to import paths so that loading one game never imports the
others.
"""

from __future__ import annotations

import importlib
from typing import Any

from eqgames.core import Game

# name -> "module:Class". Games never import each other.
_GAMES: dict[str, str] = {
    "nim": "eqgames.games.nim:Nim",
    "memorymath": "eqgames.games.memorymath:MemoryMath",
    "formula": "eqgames.games.formula:Formula",
    "crossdigits": "eqgames.games.crossdigits:Crossdigits",
    "equations": "eqgames.games.equations:Equations",
    "mathable": "eqgames.games.mathable:Mathable",
}

#: The five equation games in the order the home page shows them.
EQUATION_GAMES = ("equations", "mathable", "memorymath", "crossdigits", "formula")


def names() -> list[str]:
    """The names of the games that can be loaded."""
    return list(_GAMES)


def game_class(name: str) -> type[Game]:
    try:
        target = _GAMES[name]
    except KeyError:
        raise ValueError(f"unknown game {name!r}; available: {', '.join(_GAMES)}") from None
    module, _, attr = target.partition(":")
    cls: type[Game] = getattr(importlib.import_module(module), attr)
    return cls


def load(name: str, **options: Any) -> Game:
    """The game ``name`` with ``options`` (checked: unknown or bad options raise)."""
    return game_class(name)(**options)
