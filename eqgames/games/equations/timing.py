"""Time limits (XI-A, a league overlay: tournament mode only).

"If a player fails to meet a deadline, they lose one point and have one more
minute to complete the task. If they are not finished at the end of this
additional minute, another one-point penalty is imposed, and they lose their
turn or are not allowed to complete the task."

A :class:`Clock` times one player's task. :func:`miss` says what a missed
deadline costs. What "losing the task" means is the rules' business
(:mod:`.rules`): the turn passes on, the engine rolls, the Goal is lost.

Two limits have no clock of their own:

- *stating a challenge* (XI-A-1-f, 15 s): here a challenge is one action —
  picking up the block and saying "Now" or "Impossible" at once — so the time
  between the two never passes;
- *checking an Equation* (XI-A-1-i): the checker is automatic.

The ten-second countdown of XI-A-3 is a courtesy between people at a table;
a shown clock gives the same warning, so a limit here is the limit.

    >>> c = Clock("turn", seat=1, due=60.0)
    >>> miss(c, extra=60.0), c.due, c.misses
    ('extra', 120.0, 1)
    >>> miss(c, extra=60.0)
    'forfeit'
"""

from __future__ import annotations

from dataclasses import asdict, dataclass
from typing import Any, Literal

from .options import EquationsOptions

#: The tasks a player is timed on, as the view names them.
TASKS = ("roll", "select", "goal", "turn", "no_goal", "write", "decide")


@dataclass
class Clock:
    """One player's timed task: when it is due and how many deadlines were missed."""

    task: str
    seat: int | None
    due: float
    misses: int = 0

    def to_json(self) -> dict[str, Any]:
        return asdict(self)

    @classmethod
    def from_json(cls, data: dict[str, Any] | None) -> Clock | None:
        return None if data is None else cls(**data)


def miss(clock: Clock, extra: float) -> Literal["extra", "forfeit"]:
    """A deadline passed: the first time one more minute, the second time the task is lost.

    Both cost a point (the caller charges it).
    """
    clock.misses += 1
    if clock.misses == 1:
        clock.due += extra
        return "extra"
    return "forfeit"


def limit(options: EquationsOptions, task: str, first_turn: bool = False) -> float:
    """XI-A-1: the seconds a task is given."""
    if task == "roll":
        return options.roll_seconds
    if task == "select":
        return options.select_seconds
    if task == "goal":
        return options.goal_seconds
    if task == "turn":
        return options.first_turn_seconds if first_turn else options.turn_seconds
    if task == "no_goal":
        return options.no_goal_seconds
    if task == "write":
        return options.write_seconds
    if task == "decide":
        return options.decide_seconds
    raise ValueError(f"no time limit for {task!r}")
