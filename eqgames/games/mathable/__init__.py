"""Mathable: the crossword of number tiles (rulebook: ``rules/mathable.txt``).

Players place number tiles one at a time on a 14×14 board; each tile must be
the result of an equation (+ − × ÷) with a pair of adjoining tiles beside it in
its row or column. The modules, in the order a reader meets the rules:

- :mod:`.board` (the board, its sign and premium squares, the printed centre),
  :mod:`.tiles` (the 106 tiles);
- :mod:`.placement` (the rule of one placement and its points).

The decisions where the rulebook is silent are in ``docs/rules/mathable.md``.
"""
