"""Formula, the card game that rewrites one equation on the table.

    >>> from eqgames import games
    >>> game = games.load("formula")
    >>> state = game.new(seed=1, players=3)
    >>> view = state.view(0)
    >>> len(view["hand"]), view["stock"], view["opening"]
    (7, 34, True)

Modules, each with one job: :mod:`.cards` (the deck), :mod:`.options` (the
variants), :mod:`.actions` (play, draw, pass), :mod:`.equation` (whole-number
arithmetic), :mod:`.table` (stacked cards), :mod:`.position` and
:mod:`.check` (the rules of laying cards), :mod:`.movegen` (every legal play),
:mod:`.rules` (turns, rounds, scoring), :mod:`.game`, :mod:`.arrange`
(positions for tests and examples), :mod:`.bots`, :mod:`.render` (text).
"""

from .actions import Draw, Pass, Play, Slot
from .game import Formula
from .options import FormulaOptions
from .rules import FormulaState

__all__ = ["Draw", "Formula", "FormulaOptions", "FormulaState", "Pass", "Play", "Slot"]
