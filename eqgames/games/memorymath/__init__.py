"""Memory Math: a two-player duel of saying numbers and solving for a target.

    >>> from eqgames import games
    >>> state = games.load("memorymath", first_player=0).new(seed=1)
    >>> v = state.view(0)
    >>> v["phase"], v["turn"], v["can"], v["last"]
    ('say', 0, ['say'], None)
    >>> [e.kind for e in state.apply(0, {"type": "say", "numbers": ["12", "7"]}, at=3.0)]
    ['said']
    >>> state.view(1)["last"]["numbers"], state.view(1)["can"]
    (['12', '7'], ['say', 'repeat', 'illegal', 'solve'])

Modules, each with one job: :mod:`.said` (what counts as a number),
:mod:`.dealer` (the rounds), :mod:`.equation` (judging a submission),
:mod:`.actions`, :mod:`.options`, :mod:`.rules` (the round and the match),
:mod:`.game`, :mod:`.bots`, :mod:`.match` (timed play between drivers and
bots), :mod:`.render` (text).
"""

from .actions import IllegalCall, Repeat, Say, Solve, Submit, Time
from .game import MemoryMath
from .options import MemoryMathOptions
from .rules import MemoryMathState

__all__ = [
    "IllegalCall",
    "MemoryMath",
    "MemoryMathOptions",
    "MemoryMathState",
    "Repeat",
    "Say",
    "Solve",
    "Submit",
    "Time",
]
