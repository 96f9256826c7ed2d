"""Mathable: the crossword of number tiles (rulebook: ``rules/mathable.txt``).

Players place number tiles one at a time on a 14×14 board; each tile must be
the result of an equation (+ − × ÷) with a pair of adjoining tiles beside it in
its row or column. The modules, in the order a reader meets the rules:

- :mod:`.board` (the board, its sign and premium squares, the printed centre),
  :mod:`.tiles` (the 106 tiles);
- :mod:`.placement` (the rule of one placement and its points), :mod:`.scoring`
  (the 50-point bonus, the end);
- :mod:`.options`, :mod:`.actions`, :mod:`.rules` (the turns, the bonus draw,
  exchanges, challenges, the end), :mod:`.views`, :mod:`.game`;
- :mod:`.render` (the terminal).

The decisions where the rulebook is silent are in ``docs/rules/mathable.md``.

    >>> from eqgames import games
    >>> state = games.load("mathable").new(seed=1)
    >>> state.view(0)["board"][7][6:8]
    [3, 4]
"""

from .game import Mathable

__all__ = ["Mathable"]
