"""Memory Math's actions: say numbers, call repeat / illegal / solve / time, submit.

    >>> Say(("12", "7")).to_json()
    {'type': 'say', 'numbers': ['12', '7']}
    >>> Submit("(9 - 1) x 3").to_json()
    {'type': 'submit', 'equation': '(9 - 1) x 3'}
"""

from __future__ import annotations

from dataclasses import dataclass

from eqgames.core import Action


@dataclass(frozen=True)
class Say(Action):
    """Say one or two numbers (as text: anything that looks like a number)."""

    type = "say"
    numbers: tuple[str, ...]


@dataclass(frozen=True)
class Repeat(Action):
    """The opponent's last numbers repeat a number said before in this round."""

    type = "repeat"


@dataclass(frozen=True)
class IllegalCall(Action):
    """The opponent's last numbers include one that is not a whole number from 1 to 100."""

    type = "illegal"


@dataclass(frozen=True)
class Solve(Action):
    """I can reach the target: 40 seconds to write the equation."""

    type = "solve"


@dataclass(frozen=True)
class Submit(Action):
    """The equation, after calling solve (Memory Math notation, optional `` l2r``)."""

    type = "submit"
    equation: str


@dataclass(frozen=True)
class Time(Action):
    """The opponent has had their time (18 s, 60 s for the first numbers, 40 s to solve)."""

    type = "time"


ACTIONS = (Say, Repeat, IllegalCall, Solve, Submit, Time)
