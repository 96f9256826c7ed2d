"""The game protocol: one shape for every game.

A :class:`Game` is a rule set with its options; :meth:`Game.new` deals a
:class:`State`. Everything a player does is an :class:`~eqgames.core.actions.Action`
given to :meth:`State.apply` with the server's timestamp. The engine never reads
a clock or a global random generator, so a game is reproduced exactly from its
record (see :mod:`eqgames.core.record`).

    >>> from eqgames import games
    >>> game = games.load("formula")                 # doctest: +SKIP
    >>> state = game.new(seed=1, players=2)           # doctest: +SKIP
    >>> state.apply(0, state.legal_actions(0)[0], at=0.0)  # doctest: +SKIP
"""

from __future__ import annotations

import copy
import dataclasses
from abc import ABC, abstractmethod
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any, ClassVar

from .actions import JSON, Action, ActionCodec
from .errors import IllegalAction, InvalidOptions
from .events import Event
from .rng import Rng


@dataclass(frozen=True)
class Result:
    """How a finished game ended.

    ``ranking`` lists groups of tied seats, best first: ``[[1], [0, 2]]``.
    """

    scores: tuple[float, ...]
    ranking: tuple[tuple[int, ...], ...]
    reason: str

    @property
    def winners(self) -> tuple[int, ...]:
        return self.ranking[0] if self.ranking else ()

    def to_json(self) -> dict[str, JSON]:
        return {
            "scores": list(self.scores),
            "ranking": [list(group) for group in self.ranking],
            "reason": self.reason,
        }

    @classmethod
    def from_json(cls, data: Mapping[str, Any]) -> Result:
        return cls(
            tuple(data["scores"]),
            tuple(tuple(g) for g in data["ranking"]),
            str(data["reason"]),
        )

    @classmethod
    def by_score(
        cls, scores: Sequence[float], reason: str, higher_is_better: bool = True
    ) -> Result:
        """Rank seats by score, equal scores sharing a place."""
        order = sorted(set(scores), reverse=higher_is_better)
        ranking = tuple(tuple(s for s, v in enumerate(scores) if v == value) for value in order)
        return cls(tuple(scores), ranking, reason)


@dataclass(frozen=True)
class Options:
    """Base class of a game's options (a frozen dataclass with defaults).

    :meth:`parse` accepts a mapping of JSON values and refuses unknown names or
    wrong types with :class:`InvalidOptions`.
    """

    @classmethod
    def parse(cls, values: Mapping[str, Any] | None = None) -> Any:
        values = dict(values or {})
        names = {f.name: f for f in dataclasses.fields(cls)}
        unknown = set(values) - set(names)
        if unknown:
            raise InvalidOptions(
                f"unknown option(s) {', '.join(sorted(unknown))}; "
                f"known: {', '.join(sorted(names)) or 'none'}"
            )
        kwargs: dict[str, Any] = {}
        for name, value in values.items():
            default = names[name].default
            if isinstance(default, bool):
                if not isinstance(value, bool):
                    raise InvalidOptions(f"option {name} is true or false")
            elif isinstance(default, int | float) and not isinstance(default, bool):
                if isinstance(value, bool) or not isinstance(value, int | float):
                    raise InvalidOptions(f"option {name} is a number")
                if isinstance(default, int) and not isinstance(value, int):
                    raise InvalidOptions(f"option {name} is a whole number")
            elif isinstance(default, str) and not isinstance(value, str):
                raise InvalidOptions(f"option {name} is a string")
            kwargs[name] = value
        try:
            return cls(**kwargs)
        except (TypeError, ValueError) as exc:
            raise InvalidOptions(str(exc)) from exc

    def to_json(self) -> dict[str, JSON]:
        return {f.name: getattr(self, f.name) for f in dataclasses.fields(self)}


class Game(ABC):
    """A rule set with fixed options. Subclasses set the class attributes."""

    name: ClassVar[str]
    title: ClassVar[str]
    min_players: ClassVar[int]
    max_players: ClassVar[int]
    options_class: ClassVar[type[Options]] = Options
    action_classes: ClassVar[tuple[type[Action], ...]]
    #: Whether states can enumerate their legal actions (free-text games cannot).
    enumerable: ClassVar[bool] = True

    def __init__(self, **options: Any) -> None:
        self.options: Any = self.options_class.parse(options)
        self.codec = ActionCodec(self.action_classes)

    def parse_action(self, data: JSON) -> Action:
        """Parse an action's JSON form; malformed data raises :class:`BadActionData`."""
        return self.codec.parse(data)

    def check_players(self, players: int) -> None:
        if not self.min_players <= players <= self.max_players:
            raise InvalidOptions(
                f"{self.title} is for {self.min_players} to {self.max_players} players, not {players}"
            )

    @abstractmethod
    def new(self, seed: int = 0, players: int | None = None, at: float = 0.0) -> State:
        """Deal a new game."""

    @abstractmethod
    def state_from_json(self, data: Mapping[str, Any]) -> State:
        """Rebuild a state from :meth:`State.to_json`."""

    def bot(self, level: str, seed: int = 0) -> Any:
        """A computer opponent (``easy``, ``medium`` or ``hard``) with its own seed."""
        from .bots import load_bot

        return load_bot(self, level, seed)

    def bot_levels(self) -> tuple[str, ...]:
        return ()

    def secrets(self, state: State) -> Mapping[int | None, list[JSON]]:
        """What must never reach another seat, for tests and audits.

        Maps a seat to the values only it may see (its hand), and ``None`` to
        values no seat may see (the stock's order, the RNG state). A value counts
        as leaked when its canonical JSON text appears in another seat's view or
        events. Games choose values distinctive enough not to appear by chance.
        """
        return {None: []}

    def to_json(self) -> dict[str, JSON]:
        return {"game": self.name, "options": self.options.to_json()}


class State(ABC):
    """A game in progress. Mutated only through :meth:`apply` and :meth:`tick`."""

    game: Game
    rng: Rng
    players: int

    # -- the protocol ---------------------------------------------------------

    def apply(self, seat: int, action: Action | JSON, at: float) -> list[Event]:
        """Apply ``seat``'s action at time ``at`` and return what happened.

        An illegal action raises :class:`IllegalAction` and leaves the state
        exactly as it was, whatever the game had changed before noticing.
        """
        action = self.game.parse_action(action)
        if not 0 <= seat < self.players:
            raise IllegalAction(f"there is no seat {seat}")
        if self.result() is not None:
            raise IllegalAction("the game is over")
        saved = self._snapshot()
        try:
            return self._apply(seat, action, at)
        except BaseException:
            self._restore(saved)
            raise

    def tick(self, at: float) -> list[Event]:
        """Apply every deadline that has passed by ``at`` (timeouts)."""
        return []

    def deadline(self) -> float | None:
        """When the next timeout falls, if any (the server sleeps until then)."""
        return None

    @abstractmethod
    def _apply(self, seat: int, action: Action, at: float) -> list[Event]:
        """Check and apply an action; raise :class:`IllegalAction` if the rules refuse it."""

    @abstractmethod
    def to_act(self) -> tuple[int, ...]:
        """The seats that may act now (empty when the game is over)."""

    def legal_actions(self, seat: int) -> list[Action]:
        """Every distinct legal action for ``seat`` now (enumerable games only)."""
        raise TypeError(f"{self.game.title} actions are free text; use apply() to validate")

    @abstractmethod
    def view(self, seat: int | None) -> dict[str, JSON]:
        """All that ``seat`` may see, as JSON (``None`` = a spectator)."""

    @abstractmethod
    def result(self) -> Result | None:
        """The outcome once the game is over, else ``None``."""

    @abstractmethod
    def to_json(self) -> dict[str, JSON]:
        """The whole state, secrets and RNG included (for storage, never for clients)."""

    # -- helpers for games ----------------------------------------------------

    def _snapshot(self) -> Any:
        """A copy to restore if an action turns out illegal. Games may do cheaper."""
        # The Game is immutable and shared; everything else is copied.
        return {k: v if k == "game" else copy.deepcopy(v) for k, v in self.__dict__.items()}

    def _restore(self, saved: Any) -> None:
        self.__dict__.clear()
        self.__dict__.update(saved)

    @property
    def is_over(self) -> bool:
        return self.result() is not None

    def clone(self) -> State:
        return self.game.state_from_json(self.to_json())


@dataclass
class Seat:
    """Who sits in a seat: a person or a bot (used by the server and the CLI)."""

    kind: str = "human"  # "human" or "bot:<level>"
    name: str = ""
    extra: dict[str, Any] = field(default_factory=dict)
