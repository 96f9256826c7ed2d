"""Equations, the AGLOA cube game (rulebook ``rules/equations.txt``).

    >>> from eqgames import games
    >>> state = games.load("equations", first_setter=0).new(seed=1, players=2)
    >>> state.view(0)["phase"], state.view(0)["can"]
    ('roll', ['roll'])
    >>> [e.kind for e in state.apply(0, {"type": "roll"}, at=1.0)]
    ['rolled']
    >>> len(state.view(1)["mat"]["resources"])
    24

Modules, each with one job: :mod:`.cubes` (the 24 cubes and the roll),
:mod:`.mat` (Goal, Required, Permitted, Forbidden, Resources), :mod:`.ruleset`
(the arithmetic a shake allows, which variations change), :mod:`.options`,
:mod:`.actions`, :mod:`.lot` (the first Goal-setter, I-D), :mod:`.shake`
(one shake's data), :mod:`.timing` (XI-A), :mod:`.scoring` (X, XII-A),
:mod:`.rules` (the state machine, read like the rulebook), :mod:`.views`,
:mod:`.game`, :mod:`.checker` (is an Equation correct), :mod:`.solver` (the
adjudicator), :mod:`.bots`, :mod:`.match` (bots in virtual time, racing to
challenge), :mod:`.render` (text).
"""

from .actions import (
    Agree,
    ArrangeGoal,
    Bonus,
    Challenge,
    Decline,
    FinishSelecting,
    Move,
    NoGoal,
    PlaceGoal,
    Present,
    Roll,
    Select,
    SetGoal,
    TurnGoal,
)
from .game import Equations
from .options import EquationsOptions
from .rules import EquationsState

__all__ = [
    "Agree",
    "ArrangeGoal",
    "Bonus",
    "Challenge",
    "Decline",
    "Equations",
    "EquationsOptions",
    "EquationsState",
    "FinishSelecting",
    "Move",
    "NoGoal",
    "PlaceGoal",
    "Present",
    "Roll",
    "Select",
    "SetGoal",
    "TurnGoal",
]
