"""The bot protocol: a computer opponent sees only its seat's view.

A bot is made for one seat with its own seeded :class:`~eqgames.core.rng.Rng`.
The driver shows it every view of its seat (:meth:`Bot.observe`, so a bot may
remember what it has seen, as a person would) and asks it to act when it is to
act (:meth:`Bot.act`). It never gets the state, so it can never know more than
a person in that seat.

Some games let a player act when the game is not waiting for them (an
Equations challenge may come from anyone but the last Mover, at any moment).
Drivers ask every bot the game is not waiting for whether it wants to act
(:meth:`Bot.wants`) after every change, and carry its wish out after its
:meth:`Bot.delay` unless the game has changed in the meantime; the game
decides who wins such a race (the first action it applies).

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

    def wants(self, view: dict[str, JSON]) -> Action | None:
        """An action it would take now although the game is not waiting for it.

        Asked after every change of a seat not in ``to_act``. Default: none (a bot
        that only acts on its turn).
        """
        return None

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


def races(game: Game, level: str) -> bool:
    """Whether the ``level`` bot of ``game`` ever acts out of turn (overrides :meth:`Bot.wants`),
    so that a driver need not ask the others.

        >>> from eqgames import games
        >>> races(games.load("nim"), "hard"), races(games.load("equations"), "hard")
        (False, True)
    """
    game.bot_levels()
    factory = _REGISTRY.get((game.name, level))
    return getattr(factory, "wants", Bot.wants) is not Bot.wants


def load_bot(game: Game, level: str, seed: int = 0) -> Bot:
    game.bot_levels()  # importing the game's bots module registers them
    try:
        factory = _REGISTRY[(game.name, level)]
    except KeyError:
        levels = ", ".join(sorted(lv for g, lv in _REGISTRY if g == game.name)) or "none"
        raise ValueError(f"{game.title} has no {level!r} bot; it has {levels}") from None
    return factory(game, seed)
