"""One shake's data: the roll, where each cube lies, whose turn, the challenge, the writing.

Plain data with a JSON form; the rules that change it are in :mod:`.rules`.
Cubes are kept by index; :meth:`Shake.mat` builds the :class:`~.mat.Mat` the
checker and the adjudicator read.

    >>> s = Shake(number=1, setter=0, players=2)
    >>> s.phase, s.resources()
    ('roll', [])
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from .cubes import Cube
from .mat import SECTIONS, Mat, Section
from .timing import Clock

#: What the writing follows: a challenge, the last cube (VIII), "stop" (XI-B-2).
OCCASIONS = ("now", "impossible", "no_goal", "last_cube", "stop")


@dataclass
class Writer:
    """A player who must or may present an Equation (VII-A)."""

    seat: int
    role: str  # "must" or "may"
    status: str = "writing"  # "writing", "presented", "declined", "late"
    equation: str | None = None
    clock: Clock | None = None

    def to_json(self) -> dict[str, Any]:
        return {
            "seat": self.seat,
            "role": self.role,
            "status": self.status,
            "equation": self.equation,
            "clock": None if self.clock is None else self.clock.to_json(),
        }

    @classmethod
    def from_json(cls, data: dict[str, Any]) -> Writer:
        return cls(
            data["seat"],
            data["role"],
            data["status"],
            data["equation"],
            Clock.from_json(data["clock"]),
        )


@dataclass
class Writing:
    """The time for writing Equations, and who is writing."""

    occasion: str
    started: float
    writers: list[Writer]
    #: The last-cube writing: an Impossible challenge is valid until then (VIII-B).
    challenge_until: float | None = None

    def writer(self, seat: int) -> Writer | None:
        return next((w for w in self.writers if w.seat == seat), None)

    def pending(self) -> list[Writer]:
        return [w for w in self.writers if w.status == "writing"]

    def to_json(self) -> dict[str, Any]:
        return {
            "occasion": self.occasion,
            "started": self.started,
            "writers": [w.to_json() for w in self.writers],
            "challenge_until": self.challenge_until,
        }

    @classmethod
    def from_json(cls, data: dict[str, Any] | None) -> Writing | None:
        if data is None:
            return None
        return cls(
            data["occasion"],
            data["started"],
            [Writer.from_json(w) for w in data["writers"]],
            data["challenge_until"],
        )


@dataclass
class Shake:
    number: int
    setter: int
    players: int
    phase: str = "roll"  # "roll", "select", "goal", "no_goal", "moves", "writing"
    cubes: list[Cube] = field(default_factory=list)
    goal: list[list[int]] = field(default_factory=list)
    #: Goal cubes the setter turned, cube index -> "sw" or "ud" (XIII-A-1, 2; see .turns).
    goal_turns: dict[int, str] = field(default_factory=dict)
    goal_set: bool = False
    required: list[int] = field(default_factory=list)
    permitted: list[int] = field(default_factory=list)
    forbidden: list[int] = field(default_factory=list)
    setter_bonus: bool = False
    turn: int | None = None
    mover: int | None = None  # the last Mover: who set the Goal or moved last
    bonus_turn: bool = False  # the player on turn has made their bonus move
    first_turn: bool = False
    clock: Clock | None = None
    agreed: list[int] = field(default_factory=list)  # opponents agreeing with "no Goal"
    challenge: dict[str, Any] | None = None  # {"claim", "by", "against", "at"}
    writing: Writing | None = None
    stopped: bool = False  # XI-B-2: "stop" was called
    penalties: list[int] = field(default_factory=list)
    # II-B (Adventurous Equations): the variations chosen, in order ({id, param, seat,
    # label, section}); who selects now, how many they have picked, their illegal tries;
    # every attempt, legal or not; when the minute for rolling ends (II-B-1-b).
    variations: list[dict[str, Any]] = field(default_factory=list)
    selector: int | None = None
    picked: int = 0
    tries: int = 0
    attempts: list[dict[str, Any]] = field(default_factory=list)
    skipped: list[int] = field(default_factory=list)  # seats with no legal choice left
    roll_minute_ends: float | None = None

    def __post_init__(self) -> None:
        if not self.penalties:
            self.penalties = [0] * self.players

    # -- where the cubes are ---------------------------------------------------------

    def goal_cubes(self) -> list[int]:
        return [i for cluster in self.goal for i in cluster]

    def placed(self) -> set[int]:
        return set(self.goal_cubes()) | set(self.required + self.permitted + self.forbidden)

    def resources(self) -> list[int]:
        placed = self.placed()
        return [c.index for c in self.cubes if c.index not in placed]

    def section(self, name: Section) -> list[int]:
        cubes: list[int] = getattr(self, name)
        return cubes

    def mat(self) -> Mat:
        cube = self.cubes
        return Mat(
            goal=tuple(tuple(cube[i] for i in cluster) for cluster in self.goal),
            required=tuple(cube[i] for i in self.required),
            permitted=tuple(cube[i] for i in self.permitted),
            forbidden=tuple(cube[i] for i in self.forbidden),
            resources=tuple(cube[i] for i in self.resources()),
            turns=tuple(sorted(self.goal_turns.items())),
        )

    def goal_text(self) -> str:
        return self.mat().goal_text()

    # -- storage ------------------------------------------------------------------------

    def to_json(self) -> dict[str, Any]:
        return {
            "number": self.number,
            "setter": self.setter,
            "players": self.players,
            "phase": self.phase,
            "cubes": [[c.face, c.colour] for c in self.cubes],
            "goal": [list(c) for c in self.goal],
            "goal_turns": {str(i): t for i, t in sorted(self.goal_turns.items())},
            "goal_set": self.goal_set,
            **{name: list(self.section(name)) for name in SECTIONS},
            "setter_bonus": self.setter_bonus,
            "turn": self.turn,
            "mover": self.mover,
            "bonus_turn": self.bonus_turn,
            "first_turn": self.first_turn,
            "clock": None if self.clock is None else self.clock.to_json(),
            "agreed": list(self.agreed),
            "challenge": self.challenge,
            "writing": None if self.writing is None else self.writing.to_json(),
            "stopped": self.stopped,
            "penalties": list(self.penalties),
            "variations": [dict(v) for v in self.variations],
            "selector": self.selector,
            "picked": self.picked,
            "tries": self.tries,
            "attempts": [dict(a) for a in self.attempts],
            "skipped": list(self.skipped),
            "roll_minute_ends": self.roll_minute_ends,
        }

    @classmethod
    def from_json(cls, data: dict[str, Any]) -> Shake:
        return cls(
            number=data["number"],
            setter=data["setter"],
            players=data["players"],
            phase=data["phase"],
            cubes=[Cube(i, face, colour) for i, (face, colour) in enumerate(data["cubes"])],
            goal=[list(c) for c in data["goal"]],
            goal_turns={int(i): str(t) for i, t in data.get("goal_turns", {}).items()},
            goal_set=data["goal_set"],
            required=list(data["required"]),
            permitted=list(data["permitted"]),
            forbidden=list(data["forbidden"]),
            setter_bonus=data["setter_bonus"],
            turn=data["turn"],
            mover=data["mover"],
            bonus_turn=data["bonus_turn"],
            first_turn=data["first_turn"],
            clock=Clock.from_json(data["clock"]),
            agreed=list(data["agreed"]),
            challenge=data["challenge"],
            writing=Writing.from_json(data["writing"]),
            stopped=data["stopped"],
            penalties=list(data["penalties"]),
            # Shakes stored before Adventurous selection existed have none of these.
            variations=[dict(v) for v in data.get("variations", [])],
            selector=data.get("selector"),
            picked=data.get("picked", 0),
            tries=data.get("tries", 0),
            attempts=[dict(a) for a in data.get("attempts", [])],
            skipped=list(data.get("skipped", [])),
            roll_minute_ends=data.get("roll_minute_ends"),
        )
