"""A plain legal Equations player, from its seat's view only.

It plays by the adjudicator (:mod:`.solver`) with a small work budget:

- sets a random Goal that has a Solution among the other cubes (the solver's
  witness proves it), or declares "no Goal" when it finds none;
- challenges Now when the solver finds a Now Solution, Impossible when it
  proves none exists; otherwise
- moves a cube that neither hands the next player a Now it can see nor makes
  the Goal impossible (it tries a few cubes and sections, then any legal move);
- writes the Solution it found (the witness), or presents nothing;
- agrees with "no Goal", and never makes bonus moves.

``easy``, ``medium`` and ``hard`` are this same player for now (strong
opponents are a later issue). :meth:`PlainBot.wants` is its wish to challenge
when it is not its turn (the race of VI-B): drivers that let players act out
of turn (:mod:`.match`) ask it after every change.
"""

from __future__ import annotations

import json
from collections import OrderedDict
from typing import Any

from eqgames.core import Action, Bot, register_bot
from eqgames.core.actions import JSON

from . import solver
from .actions import Agree, Challenge, Decline, Move, NoGoal, PlaceGoal, Present, Roll, SetGoal
from .mat import SECTIONS, Mat

View = dict[str, JSON]

#: Work units per question to the adjudicator (its default is about ten seconds).
BUDGET = 20_000
GOAL_BUDGET = 40_000
#: Moves tried for safety before any legal move is taken.
MOVES_TRIED = 4
#: Answers shared by every bot of this process: they depend on the public mat only.
CACHE_SIZE = 4096
_ANSWERS: OrderedDict[tuple[str, str], solver.Answer] = OrderedDict()

# Human-like delays (seconds, scaled by the option bot_pace), a range per kind of action.
DELAYS: dict[str, tuple[float, float]] = {
    "roll": (2, 5),
    "place_goal": (3, 8),
    "goal": (2, 5),
    "no_goal": (10, 20),
    "agree": (3, 8),
    "move": (6, 18),
    "challenge": (3, 9),
    "present": (20, 50),
    "decline": (5, 12),
}


def mat_of(view: View) -> Mat:
    """The mat in a view, as the checker and the adjudicator read it."""
    return Mat.from_json(view["mat"])


def ask(question: str, mat: Mat) -> solver.Answer:
    """The adjudicator's answer to ``now`` or ``possible`` about ``mat``, remembered."""
    key = (question, json.dumps(mat.to_json(), sort_keys=True))
    answer = _ANSWERS.get(key)
    if answer is None:
        function = solver.now if question == "now" else solver.possible
        answer = _ANSWERS[key] = function(mat, budget=BUDGET)
        if len(_ANSWERS) > CACHE_SIZE:
            _ANSWERS.popitem(last=False)
    return answer


class PlainBot(Bot):
    def __init__(self, game: Any, seed: int = 0) -> None:
        super().__init__(game, seed)
        self._shake: int | None = None
        self._goal_plan: list[tuple[int, int]] | None = None

    # -- memory of one shake -------------------------------------------------------------

    def _fresh(self, view: View) -> None:
        if view["shake"] != self._shake:
            self._shake = view["shake"]
            self._goal_plan = None

    def _ask(self, question: str, mat: Mat) -> solver.Answer:
        return ask(question, mat)

    # -- the protocol ----------------------------------------------------------------------

    def act(self, view: View) -> Action:
        self._fresh(view)
        phase = view["phase"]
        if phase == "roll":
            return Roll()
        if phase == "goal":
            return self._goal(view)
        if phase == "no_goal":
            return Agree()
        if phase == "writing":
            return self._write(view)
        challenge = self.wants(view)
        if challenge is not None:
            return challenge
        return self._move(view)

    def wants(self, view: View) -> Action | None:
        """A challenge it would make now, whether or not it is its turn."""
        self._fresh(view)
        if view["phase"] != "moves":
            return None
        refusals = view["challenges"] or {}
        mat = mat_of(view)
        if refusals.get("now") is None and self._ask("now", mat).status == "yes":
            return Challenge("now")
        if refusals.get("impossible") is None and self._ask("possible", mat).status == "no":
            return Challenge("impossible")
        return None

    def delay(self, view: View, action: Action) -> float:
        low, high = DELAYS.get(action.type, (2, 6))
        pace = float(getattr(self.game.options, "bot_pace", 1.0))
        return pace * (low + (high - low) * self.rng.random())

    # -- the Goal --------------------------------------------------------------------------

    def _goal(self, view: View) -> Action:
        mat = mat_of(view)
        if self._goal_plan is None:
            found = solver.random_goal(mat.resources, self.rng, budget=GOAL_BUDGET, tries=20)
            if found is None:
                self._goal_plan = []
            else:
                clusters, _ = found
                self._goal_plan = [(c.index, k) for k, cl in enumerate(clusters) for c in cl]
        placed = sum(len(c) for c in view["mat"]["goal"])
        if not self._goal_plan:
            if "no_goal" in view["can"]:
                return NoGoal()
            return SetGoal()
        if placed < len(self._goal_plan):
            cube, cluster = self._goal_plan[placed]
            return PlaceGoal(cube, cluster)
        return SetGoal()

    # -- moves -----------------------------------------------------------------------------

    def _move(self, view: View) -> Action:
        mat = mat_of(view)
        last = len(mat.resources) == 1
        sections = [s for s in SECTIONS if not (last and s == "forbidden")]
        options = [(c, s) for c in mat.resources for s in sections]
        self.rng.shuffle(options)
        for cube, section in options[:MOVES_TRIED]:
            after = mat.moved(cube, section)
            if len(after.resources) >= 2 and self._ask("now", after).status == "yes":
                continue  # the next player could call Now
            if self._ask("possible", after).status == "no":
                continue  # an Impossible challenge would be right
            return Move(cube.index, section)
        cube, section = options[0]
        return Move(cube.index, section)

    # -- writing -----------------------------------------------------------------------------

    def _write(self, view: View) -> Action:
        writing = view["writing"] or {}
        occasion = writing.get("occasion")
        mat = mat_of(view)
        if occasion == "now":
            answer = self._ask("now", mat)
        elif occasion == "no_goal":
            found = solver.random_goal(mat.resources, self.rng, budget=GOAL_BUDGET, tries=20)
            answer = found[1] if found is not None else solver.Answer("unknown", None, 0)
        else:
            answer = self._ask("possible", mat)
        if answer.status == "yes" and answer.witness is not None:
            return Present(answer.witness)
        return Decline()


@register_bot("equations", "easy")
class EasyBot(PlainBot):
    pass


@register_bot("equations", "medium")
class MediumBot(PlainBot):
    pass


@register_bot("equations", "hard")
class HardBot(PlainBot):
    pass
