"""Game records and replay.

A record is everything needed to reproduce a game exactly::

    (game name, options, seed, players, [(seat, action, at), ...])

A step whose seat is ``None`` is a :meth:`State.tick` at that time (a timeout).

    >>> from eqgames import games
    >>> rec = Record("formula", {}, seed=3, players=2)          # doctest: +SKIP
    >>> state = rec.replay()                                    # doctest: +SKIP
"""

from __future__ import annotations

from collections.abc import Iterator, Mapping
from dataclasses import dataclass, field
from typing import Any

from .actions import JSON
from .game import State


@dataclass(frozen=True)
class Step:
    seat: int | None
    action: dict[str, JSON] | None
    at: float

    def to_json(self) -> list[JSON]:
        return [self.seat, self.action, self.at]

    @classmethod
    def from_json(cls, data: Any) -> Step:
        seat, action, at = data
        return cls(seat, action, float(at))


@dataclass
class Record:
    game: str
    options: dict[str, JSON] = field(default_factory=dict)
    seed: int = 0
    players: int | None = None
    start: float = 0.0
    steps: list[Step] = field(default_factory=list)

    def new_state(self) -> State:
        from eqgames import games

        return games.load(self.game, **self.options).new(
            seed=self.seed, players=self.players, at=self.start
        )

    def add_action(self, seat: int, action: Any, at: float) -> None:
        data = action.to_json() if hasattr(action, "to_json") else dict(action)
        self.steps.append(Step(seat, data, at))

    def add_tick(self, at: float) -> None:
        self.steps.append(Step(None, None, at))

    def states(self) -> Iterator[State]:
        """The state after each step, starting with the deal (the same object, mutated)."""
        state = self.new_state()
        yield state
        for step in self.steps:
            if step.seat is None:
                state.tick(step.at)
            else:
                state.apply(step.seat, step.action, at=step.at)
            yield state

    def replay(self) -> State:
        """The state after the last step."""
        final: State | None = None
        for final in self.states():  # noqa: B007 - we want the last one
            pass
        assert final is not None
        return final

    def to_json(self) -> dict[str, JSON]:
        return {
            "game": self.game,
            "options": self.options,
            "seed": self.seed,
            "players": self.players,
            "start": self.start,
            "steps": [s.to_json() for s in self.steps],
        }

    @classmethod
    def from_json(cls, data: Mapping[str, Any]) -> Record:
        return cls(
            game=str(data["game"]),
            options=dict(data.get("options") or {}),
            seed=int(data.get("seed", 0)),
            players=data.get("players"),
            start=float(data.get("start", 0.0)),
            steps=[Step.from_json(s) for s in data.get("steps", [])],
        )
