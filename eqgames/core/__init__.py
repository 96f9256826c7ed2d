"""The game protocol shared by every game: see :mod:`eqgames.core.game`."""

from .actions import Action, ActionCodec
from .bots import LEVELS, Bot, register_bot
from .errors import BadActionData, IllegalAction, InvalidOptions
from .events import Event, events_for
from .game import Game, Options, Result, Seat, State
from .record import Record, Step
from .rng import Rng

__all__ = [
    "LEVELS",
    "Action",
    "ActionCodec",
    "BadActionData",
    "Bot",
    "Event",
    "Game",
    "IllegalAction",
    "InvalidOptions",
    "Options",
    "Record",
    "Result",
    "Rng",
    "Seat",
    "State",
    "Step",
    "events_for",
    "register_bot",
]
