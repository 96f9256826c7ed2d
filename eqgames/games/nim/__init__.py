"""Nim, a tiny reference game for the protocol (not one of the five equation games).

Players take 1 to 3 counters from a heap in turn; whoever takes the last
counter wins. It exercises everything the protocol asks of a real game with
the least rules: a seeded deal (the heap size), a hidden per-seat secret (each
seat's lucky number, shown only to its owner until the end), an optional
per-turn deadline enforced by :meth:`State.tick`, bounded options, and three
bots. The server
and conformance tests use it as their test game.

    >>> from eqgames import games
    >>> state = games.load("nim", heap=5).new(seed=1, players=2)
    >>> [a.take for a in state.legal_actions(0)]
    [1, 2, 3]
    >>> [e.kind for e in state.apply(0, {"type": "take", "take": 3}, at=1.0)]
    ['took']
    >>> state.view(1)["heap"]
    2
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

from eqgames.core import (
    Action,
    Bot,
    Event,
    Game,
    IllegalAction,
    Options,
    Result,
    Rng,
    State,
    option,
    register_bot,
)
from eqgames.core.actions import JSON
from eqgames.core.analysis import Analysis, analysis_tool, record_of, replay_steps
from eqgames.core.tools import Tool

#: The largest heap a game may ask for.
MAX_HEAP = 100


@dataclass(frozen=True)
class NimOptions(Options):
    heap: int = option(
        0, "Counters in the heap", min=1, max=MAX_HEAP, zero="dealt at random, 15 to 25"
    )
    max_take: int = option(3, "Most counters per turn", min=1, max=10)
    #: A person needs a moment to take; the tests' clocks run at the shortest.
    turn_seconds: float = option(
        0.0, "Time per turn", min=1, max=3600, zero="no clock", unit="seconds"
    )


@dataclass(frozen=True)
class Take(Action):
    type = "take"
    take: int


class Nim(Game):
    name = "nim"
    title = "Nim"
    min_players = 2
    max_players = 4
    options_class = NimOptions
    action_classes = (Take,)

    def new(self, seed: int = 0, players: int | None = None, at: float = 0.0) -> NimState:
        players = 2 if players is None else players
        self.check_players(players)
        rng = Rng(seed)
        heap = self.options.heap or rng.randint(15, 25)
        lucky = [rng.randint(1000, 9999) * 1000 + s for s in range(players)]
        return NimState(self, players, rng, heap, lucky, at)

    def _state_from_json(self, data: Mapping[str, Any]) -> NimState:
        state = NimState(
            self, data["players"], Rng.from_json(data["rng"]), data["heap"], data["lucky"], 0.0
        )
        state.turn = data["turn"]
        state.turn_started = data["turn_started"]
        state.winner = data["winner"]
        state.moves = data["moves"]
        return state

    @classmethod
    def tools(cls) -> tuple[Tool, ...]:
        return (analysis_tool(analyse, "The game analysed: each take against the winning take"),)

    def bot_levels(self) -> tuple[str, ...]:
        return ("easy", "medium", "hard")

    def secrets(self, state: State) -> Mapping[int | None, list[JSON]]:
        assert isinstance(state, NimState)
        # Lucky numbers are revealed when the game ends.
        over = state.winner is not None
        out: dict[int | None, list[JSON]] = {
            s: [] if over else [state.lucky[s]] for s in range(state.players)
        }
        out[None] = [state.rng.state]
        return out


def analyse(
    game: str, options: dict[str, Any], seed: int, players: int, start: float, steps: list[Any]
) -> dict[str, Any]:
    """Each take against the winning one: with two players, leaving a multiple of
    ``max_take + 1`` counters wins (whoever takes the last counter wins)."""
    record = record_of(game, options, seed, players, start, steps)
    out = Analysis("nim", players, "games")
    for version, step, state in replay_steps(record):
        if step.seat is None or step.action is None:
            continue
        assert isinstance(state, NimState)
        took = int(step.action["take"])
        winning = state.heap % (state.options.max_take + 1)
        if players != 2 or not winning:
            out.note(version, step.seat, f"Took {took} of {state.heap}.")
        elif took == winning:
            out.note(version, step.seat, f"Took {took} of {state.heap}: the winning take.", kind="best")
        else:
            out.note(version, step.seat, f"Took {took} of {state.heap}; taking {winning} would have won.", loss=1)
    return out.to_json()


class NimState(State):
    def __init__(
        self, game: Nim, players: int, rng: Rng, heap: int, lucky: list[int], at: float
    ) -> None:
        self.game = game
        self.players = players
        self.rng = rng
        self.heap = heap
        self.lucky = lucky
        self.turn = 0
        self.turn_started = at
        self.winner: int | None = None
        self.moves = 0

    @property
    def options(self) -> NimOptions:
        opts: NimOptions = self.game.options
        return opts

    def _to_act(self) -> tuple[int, ...]:
        return () if self.winner is not None else (self.turn,)

    def revealed(self) -> dict[str, JSON]:
        """Every seat's lucky number."""
        return {"lucky": list(self.lucky)}

    def legal_actions(self, seat: int) -> list[Action]:
        if seat not in self.to_act():
            return []
        return [Take(n) for n in range(1, min(self.options.max_take, self.heap) + 1)]

    def _apply(self, seat: int, action: Action, at: float) -> list[Event]:
        assert isinstance(action, Take)
        if seat != self.turn:
            raise IllegalAction(f"it is seat {self.turn}'s turn")
        if not 1 <= action.take <= min(self.options.max_take, self.heap):
            raise IllegalAction(f"take 1 to {min(self.options.max_take, self.heap)} counters")
        return self._take(seat, action.take, at, timeout=False)

    def _take(self, seat: int, n: int, at: float, timeout: bool) -> list[Event]:
        self.heap -= n
        self.moves += 1
        events = [Event("took", {"seat": seat, "take": n, "heap": self.heap, "timeout": timeout})]
        if self.heap == 0:
            self.winner = seat
            events.append(Event("over", {"winner": seat, "lucky": self.lucky}))
        else:
            self.turn = (self.turn + 1) % self.players
            self.turn_started = at
        return events

    def _deadline(self) -> float | None:
        if self.winner is not None or not self.options.turn_seconds:
            return None
        return self.turn_started + self.options.turn_seconds

    def _timeout(self, due: float) -> list[Event]:
        # A player out of time takes one counter: the game always moves on.
        return self._take(self.turn, 1, due, timeout=True)

    def view(self, seat: int | None) -> dict[str, JSON]:
        over = self.winner is not None
        return {
            "game": "nim",
            "seat": seat,
            "players": self.players,
            "heap": self.heap,
            "max_take": self.options.max_take,
            "turn": self.turn,
            "to_act": list(self.to_act()),
            "deadline": self.deadline(),
            "lucky": self.lucky[seat] if seat is not None and not over else None,
            "all_lucky": self.lucky if over else None,
            "winner": self.winner,
        }

    def _result(self) -> Result | None:
        if self.winner is None:
            return None
        scores = [1.0 if s == self.winner else 0.0 for s in range(self.players)]
        return Result.by_score(scores, f"seat {self.winner} took the last counter")

    def _to_json(self) -> dict[str, JSON]:
        return {
            "players": self.players,
            "rng": self.rng.to_json(),
            "heap": self.heap,
            "lucky": self.lucky,
            "turn": self.turn,
            "turn_started": self.turn_started,
            "winner": self.winner,
            "moves": self.moves,
        }


def _takes(view: dict[str, JSON]) -> list[int]:
    return list(range(1, min(int(view["max_take"]), int(view["heap"])) + 1))


@register_bot("nim", "easy")
class NimEasy(Bot):
    def act(self, view: dict[str, JSON]) -> Action:
        return Take(self.rng.choice(_takes(view)))


@register_bot("nim", "medium")
class NimMedium(Bot):
    def act(self, view: dict[str, JSON]) -> Action:
        # Sees only the obvious win; otherwise plays at random.
        if int(view["heap"]) <= int(view["max_take"]):
            return Take(int(view["heap"]))
        return Take(self.rng.choice(_takes(view)))


@register_bot("nim", "hard")
class NimHard(Bot):
    def act(self, view: dict[str, JSON]) -> Action:
        # Leave a multiple of (max_take + 1): the classic winning strategy for two.
        good = int(view["heap"]) % (int(view["max_take"]) + 1)
        return Take(good or 1)
