"""Crossdigits: the digits-only crossword game (rulebook: ``rules/crossdigits.txt``).

Players place digit tiles in one row or column; every line of touching tiles
must read as a true equation, the game working out where the operator and the
``=`` go (:mod:`eqgames.arith.crossdigits`). The modules, in the order a reader
meets the rules:

- :mod:`.board` (the 15×15 board and its premium squares), :mod:`.bag` (the tiles);
- :mod:`.plays` (the rules of placing) and :mod:`.scoring`;
- :mod:`.rules` (the turns, swaps, passes, hints and the end), :mod:`.game`;
- :mod:`.movegen` (every legal play, fast), :mod:`.hints`, :mod:`.bots`;
- :mod:`.workbench` (build an equation from a base), :mod:`.puzzles`, :mod:`.render`.

The decisions where the rulebook is silent are in ``docs/rules/crossdigits.md``.

    >>> from eqgames import games
    >>> state = games.load("crossdigits").new(seed=1)
    >>> state.view(0)["board"][7]
    '...............'
"""

from .game import Crossdigits

__all__ = ["Crossdigits"]
