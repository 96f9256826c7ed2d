"""The bot protocol: a computer opponent sees only its seat's view.

A bot is made for one seat with its own seeded :class:`~eqgames.core.rng.Rng`.
The driver shows it every view of its seat (:meth:`Bot.observe`, so a bot may
remember what it has seen, as a person would) and asks it to act when it is to
act (:meth:`Bot.act`). It never gets the state, so it can never know more than
a person in that seat.

    >>> from eqgames import games
    >>> game = games.load("formula")                     # doctest: +SKIP
    >>> bot = game.bot("hard", seed=1)                   # doctest: +SKIP
    >>> action = bot.act(state.view(1))                  # doctest: +SKIP
"""

from __future__ import annotations

from abc import ABC, abstractmethod
from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from .actions import JSON, Action
from .rng import Rng

if TYPE_CHECKING:
    from .game import Game

LEVELS = ("easy", "medium", "hard")


class Bot(ABC):
    level: str = ""

    def __init__(self, game: Game, seed: int = 0) -> None:
        self.game = game
        self.rng = Rng(seed)

    def observe(self, view: dict[str, JSON]) -> None:
        """See a view of its seat (after every change). Default: remember nothing."""
        return None

    @abstractmethod
    def act(self, view: dict[str, JSON]) -> Action:
        """Choose an action from the view of its own seat."""

    def delay(self, view: dict[str, JSON], action: Action) -> float:
        """Seconds a person in this seat would take to do ``action``.

        Drivers on a clock (the server, timed terminal play) let the bot act no
        sooner than this after its turn came, so a timed game keeps a human pace.
        Default: no time of its own (the driver's fixed delay is enough).
        """
        return 0.0


BotFactory = Callable[["Game", int], Bot]
_REGISTRY: dict[tuple[str, str], BotFactory] = {}


def register_bot(game_name: str, level: str) -> Callable[[Any], Any]:
    """Class decorator: ``@register_bot("formula", "hard")``."""

    def deco(cls: Any) -> Any:
        _REGISTRY[(game_name, level)] = cls
        cls.level = level
        return cls

    return deco


def load_bot(game: Game, level: str, seed: int = 0) -> Bot:
    game.bot_levels()  # importing the game's bots module registers them
    try:
        factory = _REGISTRY[(game.name, level)]
    except KeyError:
        levels = ", ".join(sorted(lv for g, lv in _REGISTRY if g == game.name)) or "none"
        raise ValueError(f"{game.title} has no {level!r} bot; it has {levels}") from None
    return factory(game, seed)
