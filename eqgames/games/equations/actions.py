"""Equations actions: what a player says or does with the cubes.

Cubes are named by their ``index`` (0–23, see :mod:`.cubes`): the engine moves
cubes, never faces.

    >>> Move(5, "required").to_json()
    {'type': 'move', 'cube': 5, 'to': 'required'}
    >>> PlaceGoal(3, cluster=0).to_json()
    {'type': 'place_goal', 'cube': 3, 'cluster': 0, 'position': -1, 'turn': ''}
    >>> TurnGoal(3, "sw").to_json()
    {'type': 'turn_goal', 'cube': 3, 'turn': 'sw'}
    >>> Challenge("now").to_json()
    {'type': 'challenge', 'claim': 'now'}
    >>> Select("base", 8).to_json()
    {'type': 'select', 'variation': 'base', 'param': 8}
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Literal

from eqgames.core import Action


@dataclass(frozen=True)
class Roll(Action):
    """The Goal-setter rolls the 24 cubes (II-A)."""

    type = "roll"


@dataclass(frozen=True)
class Select(Action):
    """Circle a variation on the division's list (II-B-1-c), filling its blank.

    ``param`` is the blank: Base m's m (8–12), Multiple of k's k (6–11), the
    Exponent colour, the wild face (``"0"`` or ``"×"``); none for the others.
    """

    type = "select"
    variation: str
    param: str | int | None = None


@dataclass(frozen=True)
class FinishSelecting(Action):
    """Select no more variations this shake (Senior: after one of the two one may pick)."""

    type = "finish_selecting"


@dataclass(frozen=True)
class Bonus(Action):
    """Say "Bonus" and move a cube from Resources to Forbidden (IV-C, V-C)."""

    type = "bonus"
    cube: int


@dataclass(frozen=True)
class PlaceGoal(Action):
    """The Goal-setter puts a Resources cube into the Goal (IV-A).

    ``cluster`` is the group of touching cubes it joins, counted from the left;
    the number of clusters starts a new group at the right. ``position`` is its
    place within the cluster (-1: at the right end). ``turn`` is how the cube lies:
    ``""`` right-side up, ``"sw"`` sideways, ``"ud"`` upside-down, where the shake's
    variations give the turn a meaning (:mod:`.turns`).
    """

    type = "place_goal"
    cube: int
    cluster: int
    position: int = -1
    turn: str = ""


@dataclass(frozen=True)
class TurnGoal(Action):
    """The Goal-setter turns a Goal cube sideways (``"sw"``), upside-down (``"ud"``) or
    back upright (``""``) before saying "Goal" (IV-B-3-b; XIII-A-1, 2)."""

    type = "turn_goal"
    cube: int
    turn: str


@dataclass(frozen=True)
class ArrangeGoal(Action):
    """The Goal-setter rearranges or regroups the Goal cubes (IV-B-3-b).

    ``clusters`` lists every Goal cube once: groups of touching cubes, left to right.
    """

    type = "arrange_goal"
    clusters: tuple[tuple[int, ...], ...]


@dataclass(frozen=True)
class SetGoal(Action):
    """Say "Goal": the Goal is set and may not change (IV-B-3)."""

    type = "goal"


@dataclass(frozen=True)
class NoGoal(Action):
    """Declare "no Goal": no Goal with a correct Solution can be set (IV-D)."""

    type = "no_goal"


@dataclass(frozen=True)
class Agree(Action):
    """An opponent agrees with the "no Goal" declaration (IV-D-1)."""

    type = "agree"


@dataclass(frozen=True)
class Move(Action):
    """Move a cube from Resources to Required, Permitted or Forbidden (V-B)."""

    type = "move"
    cube: int
    to: Literal["required", "permitted", "forbidden"]


@dataclass(frozen=True)
class Challenge(Action):
    """Pick up the challenge block and say "Now" or "Impossible" (VI), or challenge
    the Goal-setter's "no Goal" (IV-D-2)."""

    type = "challenge"
    claim: Literal["now", "impossible", "no_goal"]


@dataclass(frozen=True)
class Present(Action):
    """Present an Equation, ``Solution = Goal`` (VII-B-1); presenting is final (VII-C-2-a)."""

    type = "present"
    equation: str


@dataclass(frozen=True)
class Decline(Action):
    """Say that one presents no Equation (VII-C-1); it may not be retracted."""

    type = "decline"


ACTIONS: tuple[type[Action], ...] = (
    Roll,
    Select,
    FinishSelecting,
    Bonus,
    PlaceGoal,
    ArrangeGoal,
    TurnGoal,
    SetGoal,
    NoGoal,
    Agree,
    Move,
    Challenge,
    Present,
    Decline,
)
