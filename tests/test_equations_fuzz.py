"""Random actions, legal or not, from every seat: the engine refuses or applies, never breaks.

The conformance kit plays with the bots; this throws anything at the rules (out of
turn, wrong cubes, every claim at every moment, junk Equations) in both modes and
checks that a refusal changes nothing and that every state survives JSON.
"""

from __future__ import annotations

import json

import pytest

from eqgames import games
from eqgames.core import Action, IllegalAction, Rng
from eqgames.games.equations import (
    Agree,
    ArrangeGoal,
    Bonus,
    Challenge,
    Decline,
    Move,
    NoGoal,
    PlaceGoal,
    Present,
    Roll,
    SetGoal,
)
from eqgames.games.equations.rules import EquationsState

EQUATIONS = ["2+4 = 6", "1+1 = 2", "(5x4)+1 = 21", "x = ", "9 = 9", "3√8 = 2"]


def random_action(state: EquationsState, rng: Rng) -> Action:
    s = state.shake
    cubes = s.resources() or [0]
    cube = rng.choice(cubes) if rng.random() < 0.9 else rng.randbelow(30)
    kind = rng.randbelow(11)
    if kind == 0:
        return Roll()
    if kind == 1:
        return Bonus(cube)
    if kind == 2:
        return PlaceGoal(cube, rng.randbelow(len(s.goal) + 1), -1)
    if kind == 3:
        goal = s.goal_cubes()
        rng.shuffle(goal)
        cut = rng.randbelow(len(goal) + 1)
        return ArrangeGoal((tuple(goal[:cut]), tuple(goal[cut:])))
    if kind == 4:
        return SetGoal()
    if kind == 5:
        return NoGoal() if rng.random() < 0.2 else Agree()
    if kind in (6, 7):
        return Move(cube, rng.choice(["required", "permitted", "forbidden"]))  # type: ignore[arg-type]
    if kind == 8:
        return Challenge(rng.choice(["now", "impossible", "no_goal"]))  # type: ignore[arg-type]
    if kind == 9:
        return Present(rng.choice(EQUATIONS))
    return Decline()


@pytest.mark.parametrize("mode", ["tournament", "casual"])
@pytest.mark.parametrize("players", [2, 3])
def test_random_actions_never_break_the_engine(mode: str, players: int) -> None:
    game = games.load("equations", mode=mode, shakes=3)
    for seed in range(4):
        state = game.new(seed=seed, players=players)
        rng = Rng(seed + 100)
        at = 0.0
        for _ in range(1500):
            if state.result() is not None:
                break
            at += rng.random() * 8
            while (due := state.deadline()) is not None and due <= at:
                state.tick(at)
            if state.result() is not None:
                break
            before = json.dumps(state.to_json(), sort_keys=True)
            try:
                state.apply(rng.randbelow(players), random_action(state, rng), at=at)
            except IllegalAction as refused:
                assert refused.reason
                assert json.dumps(state.to_json(), sort_keys=True) == before
                continue
            copy = game.state_from_json(json.loads(json.dumps(state.to_json())))
            assert copy.to_json() == state.to_json()
            for seat in [None, *range(players)]:
                copy.view(seat)
