"""The game protocol shared by every game: see :mod:`eqgames.core.game`."""

from .actions import Action, ActionCodec
from .bots import LEVELS, Bot, register_bot
from .errors import BadActionData, ClockError, IllegalAction, InvalidOptions
from .events import Event, events_for
from .game import MIN_DEADLINE_STEP, Game, Resign, Result, Seat, State
from .options import Bounds, Options, option
from .record import Record, Step
from .rng import Rng

__all__ = [
    "LEVELS",
    "MIN_DEADLINE_STEP",
    "Action",
    "ActionCodec",
    "BadActionData",
    "Bounds",
    "ClockError",
    "Bot",
    "Event",
    "Game",
    "IllegalAction",
    "InvalidOptions",
    "Options",
    "Record",
    "Resign",
    "Result",
    "Rng",
    "Seat",
    "State",
    "Step",
    "events_for",
    "option",
    "register_bot",
]
