"""Helpers for the Equations engine tests: a rigged roll, and moves by face."""

from __future__ import annotations

from typing import Any

from eqgames import games
from eqgames.core import Action, Event
from eqgames.games.equations import Move, PlaceGoal, Roll, SetGoal
from eqgames.games.equations.cubes import Cube, colour_of
from eqgames.games.equations.rules import EquationsState

TYPED = {"-": "−", "x": "×", "*": "×", "/": "÷", "v": "√"}


def rigged(
    faces: str, players: int = 2, setter: int = 0, shakes: int = 3, **options: Any
) -> EquationsState:
    """A match whose first shake has just been rolled, showing ``faces`` (one cube each)."""
    game = games.load("equations", first_setter=setter, shakes=shakes, **options)
    state = game.new(seed=0, players=players, at=0.0)
    state.apply(setter, Roll(), at=0.0)
    state.shake.cubes = [
        Cube(i, TYPED.get(f, f), colour_of(i % 24)) for i, f in enumerate(faces.replace(" ", ""))
    ]
    return state


def act(state: EquationsState, seat: int, action: Action | dict[str, Any], dt: float = 1.0) -> list[Event]:
    return state.apply(seat, action, at=state.last_at + dt)


def cube(state: EquationsState, face: str) -> int:
    """A Resources cube showing ``face``."""
    face = TYPED.get(face, face)
    for index in state.shake.resources():
        if state.shake.cubes[index].face == face:
            return index
    raise AssertionError(f"no {face} in Resources")


def place_goal(state: EquationsState, text: str) -> None:
    """Place the Goal ``text`` (spaces between groups) without saying "Goal"."""
    for k, cluster in enumerate(text.split()):
        for face in cluster:
            act(state, state.shake.setter, PlaceGoal(cube(state, face), k))


def set_goal(state: EquationsState, text: str) -> list[Event]:
    place_goal(state, text)
    return act(state, state.shake.setter, SetGoal())


def move(state: EquationsState, seat: int, face: str, to: str, dt: float = 1.0) -> list[Event]:
    return act(state, seat, Move(cube(state, face), to), dt)  # type: ignore[arg-type]


def kinds(events: list[Event]) -> list[str]:
    return [e.kind for e in events]


def tick_until(state: EquationsState, at: float, most: int = 100) -> list[Event]:
    """Apply every deadline up to ``at``, one tick each (as the server does)."""
    events: list[Event] = []
    for _ in range(most):
        due = state.deadline()
        if due is None or due > at:
            return events
        events += state.tick(at)
    raise AssertionError(f"more than {most} deadlines before {at}")
