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
import math
from abc import ABC, abstractmethod
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any, ClassVar

from .actions import JSON, Action, ActionCodec
from .errors import ClockError, IllegalAction, InvalidOptions
from .events import Event
from .options import Options
from .rng import Rng
from .tools import Tool


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


#: After a deadline passes, the next one is at least this much later. Every timer
#: option is bounded far above it (half a second at the least); this is the
#: engine's guarantee that no tick can loop or repeat in place.
MIN_DEADLINE_STEP = 0.1


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

    def check_players(self, players: int) -> None:
        if not self.min_players <= players <= self.max_players:
            raise InvalidOptions(
                f"{self.title} is for {self.min_players} to {self.max_players} players, not {players}"
            )

    @abstractmethod
    def new(self, seed: int = 0, players: int | None = None, at: float = 0.0) -> State:
        """Deal a new game."""

    def parse_action(self, data: JSON) -> Action:
        """Parse an action's JSON form; malformed data raises :class:`BadActionData`."""
        if isinstance(data, Resign) or (isinstance(data, Mapping) and data.get("type") == "resign"):
            return RESIGN_CODEC.parse(data.to_json() if isinstance(data, Action) else data)
        return self.codec.parse(data)

    def state_from_json(self, data: Mapping[str, Any]) -> State:
        """Rebuild a state from :meth:`State.to_json`."""
        state = self._state_from_json(data)
        resigned = data.get("resigned")
        state.resigned = None if resigned is None else int(resigned)
        return state

    @abstractmethod
    def _state_from_json(self, data: Mapping[str, Any]) -> State:
        """The game's own part of :meth:`state_from_json`."""

    def bot(self, level: str, seed: int = 0) -> Any:
        """A computer opponent (``easy``, ``medium`` or ``hard``) with its own seed."""
        from .bots import load_bot

        return load_bot(self, level, seed)

    def bot_levels(self) -> tuple[str, ...]:
        return ()

    @classmethod
    def tools(cls) -> tuple[Tool, ...]:
        """What the game offers besides play: solvers, checkers, puzzles (:mod:`.tools`)."""
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


@dataclass(frozen=True)
class Resign(Action):
    """Give up: the game ends at once and the seat that resigns ranks last.

    Every game takes it, in any phase, from any seat while the game runs; the
    protocol handles it (:meth:`State.apply`), not the game.
    """

    type: ClassVar[str] = "resign"


RESIGN_CODEC = ActionCodec([Resign])


class State(ABC):
    """A game in progress. Mutated only through :meth:`apply` and :meth:`tick`.

    A game implements the underscored methods (:meth:`_apply`, :meth:`_to_act`,
    :meth:`_result`, :meth:`_deadline`, :meth:`_to_json`); the public ones add
    what every game shares, resignation (:class:`Resign`):

        >>> from eqgames import games
        >>> state = games.load("nim").new(seed=1, players=2)
        >>> [e.kind for e in state.apply(1, {"type": "resign"}, at=5.0)]
        ['resigned']
        >>> state.result().ranking, state.to_act(), state.deadline()
        (((0,), (1,)), (), None)
    """

    game: Game
    rng: Rng
    players: int
    #: The seat that resigned, if one did (the game is then over).
    resigned: int | None = None

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
        if isinstance(action, Resign):
            # Games word their own "over" events; this one is the protocol's.
            self.resigned = seat
            return [Event("resigned", {"seat": seat})]
        saved = self._snapshot()
        try:
            return self._apply(seat, action, at)
        except BaseException:
            self._restore(saved)
            raise

    def tick(self, at: float) -> list[Event]:
        """Apply the deadline that has passed by ``at``, if one has: one deadline, never more.

        A game says what its deadline does in :meth:`_timeout`. Each tick is
        bounded work, and afterwards the next deadline is at least
        :data:`MIN_DEADLINE_STEP` later (or there is none): a clock can never spin
        in place, whatever the options. Catching up after a long pause takes
        one tick per deadline that fell meanwhile (the server commits each as a
        step). A game whose clock would not move on raises :class:`ClockError`.
        """
        due = self.deadline()
        if due is None or at < due:
            return []
        if not math.isfinite(due):
            raise ClockError(f"{self.game.title}: the deadline is {due}")
        events = self._timeout(due)
        after = self.deadline()
        if after is not None and not after >= due + MIN_DEADLINE_STEP:
            raise ClockError(
                f"{self.game.title}: after the deadline at {due}, the next one is at {after}"
            )
        return events

    def deadline(self) -> float | None:
        """When the next timeout falls, if any (the server sleeps until then)."""
        return None if self.resigned is not None else self._deadline()

    def _deadline(self) -> float | None:
        """The game's next timeout, if it has clocks."""
        return None

    def _timeout(self, due: float) -> list[Event]:
        """What the deadline ``due`` does (called by :meth:`tick` once it has passed)."""
        return []

    @abstractmethod
    def _apply(self, seat: int, action: Action, at: float) -> list[Event]:
        """Check and apply an action; raise :class:`IllegalAction` if the rules refuse it."""

    def to_act(self) -> tuple[int, ...]:
        """The seats that may act now (empty when the game is over)."""
        return () if self.resigned is not None else self._to_act()

    @abstractmethod
    def _to_act(self) -> tuple[int, ...]:
        """The seats the game waits for."""

    def legal_actions(self, seat: int) -> list[Action]:
        """Every distinct legal action for ``seat`` now (enumerable games only)."""
        raise TypeError(f"{self.game.title} actions are free text; use apply() to validate")

    @abstractmethod
    def view(self, seat: int | None) -> dict[str, JSON]:
        """All that ``seat`` may see, as JSON (``None`` = a spectator)."""

    def revealed(self) -> dict[str, JSON]:
        """What no seat's view shows but a finished game's record may: the game's say.

        Every seat's own view (hands, racks) is in :meth:`full_view` already;
        this adds what the views keep from everyone (Memory Math: every number
        said in the round; the tiles or cards left undrawn). Never shown before
        the game is over.
        """
        return {}

    def full_view(self) -> dict[str, JSON]:
        """Everything, for the review of a finished game: a spectator's view, every seat's,
        and :meth:`revealed`. The server shows it only once :meth:`result` is set."""
        return {
            "spectator": self.view(None),
            "seats": [self.view(s) for s in range(self.players)],
            "revealed": self.revealed(),
        }

    def result(self) -> Result | None:
        """The outcome once the game is over, else ``None``."""
        if self.resigned is None:
            return self._result()
        return resignation_result(self.resigned, self.players, self.standing())

    @abstractmethod
    def _result(self) -> Result | None:
        """The game's own outcome, once its rules have ended it."""

    def standing(self) -> list[float] | None:
        """Each seat's score so far, higher better, if the game keeps one.

        It ranks the seats that did not resign when one does. Default: none.
        """
        return None

    def to_json(self) -> dict[str, JSON]:
        """The whole state, secrets and RNG included (for storage, never for clients)."""
        data = self._to_json()
        if self.resigned is not None:
            data["resigned"] = self.resigned
        return data

    @abstractmethod
    def _to_json(self) -> dict[str, JSON]:
        """The game's own part of :meth:`to_json`."""

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


def resignation_result(seat: int, players: int, standing: Sequence[float] | None) -> Result:
    """The result when ``seat`` resigns: it ranks last, the others by their standing.

        >>> resignation_result(1, 3, [10.0, 30.0, 20.0]).ranking
        ((2,), (0,), (1,))
        >>> resignation_result(0, 3, None)
        Result(scores=(0.0, 1.0, 1.0), ranking=((1, 2), (0,)), reason='seat 0 resigned')
    """
    scores = [0.0 if s == seat else 1.0 for s in range(players)] if standing is None else standing
    others = [s for s in range(players) if s != seat]
    levels = sorted({scores[s] for s in others}, reverse=True)
    ranking = tuple(tuple(s for s in others if scores[s] == v) for v in levels) + ((seat,),)
    return Result(tuple(float(v) for v in scores), ranking, f"seat {seat} resigned")


@dataclass
class Seat:
    """Who sits in a seat: a person or a bot (used by the server and the CLI)."""

    kind: str = "human"  # "human" or "bot:<level>"
    name: str = ""
    extra: dict[str, Any] = field(default_factory=dict)
