"""A plain legal Equations player, from its seat's view only.

It plays by the adjudicator (:mod:`.solver`) with a small work budget:

- sets a random Goal that has a Solution among the other cubes (the solver's
  witness proves it), or declares "no Goal" when it finds none;
- challenges Now when the solver finds a Now Solution, Impossible when it
  proves none exists; otherwise
- moves a cube that neither hands the next player a Now it can see nor makes
  the Goal impossible (it tries a few cubes and sections, then any legal move);
- writes the Solution it found (the witness), or presents nothing;
- agrees with "no Goal", and never makes bonus moves;
- in Adventurous Equations selects a variation that only adds meanings
  (:func:`.variations.choose.helpful`).

``easy``, ``medium`` and ``hard`` are this same player with more work allowed
(:data:`STYLES`); strong opponents are a later issue. :meth:`PlainBot.wants`
is its wish to challenge when it is not its turn (the race of VI-B): drivers
that let players act out of turn (:mod:`.match`) ask it after every change.

Proving a Solution exists is cheap on part of the mat: a Solution that uses a
few Resources cubes is a Solution however many more lie there. So "is it
still possible?" is first asked of the mat with only a few Resources cubes
(:func:`ask`); only with few cubes left is the whole mat searched, where a
``no`` is a proof an Impossible challenge can rest on.
"""

from __future__ import annotations

import json
from collections import OrderedDict
from dataclasses import dataclass, replace
from typing import Any

from eqgames.arith.errors import ArithError
from eqgames.core import Action, Bot, register_bot
from eqgames.core.actions import JSON

from . import solver
from .actions import Agree, Challenge, Decline, Move, NoGoal, PlaceGoal, Present, Roll, SetGoal
from .cubes import Cube
from .mat import SECTIONS, Mat
from .variations import choose

View = dict[str, JSON]


@dataclass(frozen=True)
class Style:
    budget: int  # work units per question to the adjudicator
    moves_tried: int  # moves checked for safety before any legal move is taken
    goal_tries: int  # Goal candidates tried before "no Goal"
    sample: int  # Resources cubes kept when proving a Solution exists
    whole_mat: int  # search the whole mat (Impossible) with at most this many Resources


STYLES = {
    "easy": Style(budget=4_000, moves_tried=1, goal_tries=12, sample=5, whole_mat=4),
    "medium": Style(budget=20_000, moves_tried=4, goal_tries=20, sample=6, whole_mat=6),
    "hard": Style(budget=60_000, moves_tried=8, goal_tries=30, sample=7, whole_mat=8),
}

#: How many times a question's work setting a Goal or writing an Equation may take.
WRITING_WORK = 5
#: Cubes more than a question's sample among which a Goal's Solution is sought.
GOAL_SAMPLE = 3
#: Answers shared by every bot of this process: they depend on the public mat only.
CACHE_SIZE = 4096
_ANSWERS: OrderedDict[tuple[str, str, int], solver.Answer] = OrderedDict()
UNKNOWN = solver.Answer("unknown", None, 0)

# Human-like delays (seconds, scaled by the option bot_pace), a range per kind of action.
DELAYS: dict[str, tuple[float, float]] = {
    "roll": (2, 5),
    "select": (3, 8),
    "finish_selecting": (1, 3),
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


def _solve(question: str, mat: Mat, budget: int) -> solver.Answer:
    key = (question, json.dumps(mat.to_json(), sort_keys=True), budget)
    answer = _ANSWERS.get(key)
    if answer is None:
        function = solver.now if question == "now" else solver.possible
        try:
            answer = function(mat, budget=budget)
        except ArithError:
            answer = UNKNOWN  # a value the arithmetic refuses: no answer, not a crash
        _ANSWERS[key] = answer
        if len(_ANSWERS) > CACHE_SIZE:
            _ANSWERS.popitem(last=False)
    return answer


def _sample(cubes: tuple[Cube, ...], size: int) -> tuple[Cube, ...]:
    """A few cubes, digits and signs alternately (a Solution needs both)."""
    digits = [c for c in cubes if c.is_digit]
    signs = [c for c in cubes if not c.is_digit]
    out: list[Cube] = []
    while len(out) < size and (digits or signs):
        for pile in (digits, signs):
            if pile and len(out) < size:
                out.append(pile.pop(0))
    return tuple(sorted(out))


def ask(question: str, mat: Mat, style: Style, budget: int | None = None) -> solver.Answer:
    """The adjudicator on ``now`` or ``possible``, within the style's work, remembered.

    A Solution needs all of Required but only some of the other cubes, so it is
    first sought among a few of those (Permitted, and Resources for ``possible``):
    one found there is a Solution on the whole mat. The whole mat is searched (so
    that ``no`` can come back) for ``now``, and for ``possible`` only when few
    Resources cubes are left.
    """
    budget = style.budget if budget is None else budget
    if question == "now":
        if len(mat.permitted) > style.sample:
            few = replace(mat, permitted=_sample(mat.permitted, style.sample))
            found = _solve("now", few, budget)
            if found.status == "yes":
                return found
        return _solve("now", mat, budget)
    optional = mat.permitted + mat.resources
    if len(optional) > style.sample:
        few = replace(mat, permitted=_sample(optional, style.sample), resources=())
        found = _solve("possible", few, budget)
        if found.status == "yes":
            return found
        if len(mat.resources) > style.whole_mat:
            return UNKNOWN
    return _solve("possible", mat, budget)


class PlainBot(Bot):
    style = STYLES["medium"]

    def __init__(self, game: Any, seed: int = 0) -> None:
        super().__init__(game, seed)
        self._shake: int | None = None
        self._goal_plan: list[tuple[int, int]] | None = None

    def _fresh(self, view: View) -> None:
        if view["shake"] != self._shake:
            self._shake = view["shake"]
            self._goal_plan = None

    def _ask(self, question: str, mat: Mat, budget: int | None = None) -> solver.Answer:
        return ask(question, mat, self.style, budget)

    # -- the protocol ----------------------------------------------------------------------

    def act(self, view: View) -> Action:
        self._fresh(view)
        phase = view["phase"]
        if phase == "roll":
            return Roll()
        if phase == "select":
            return choose.helpful(view)
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

    def find_goal(
        self, resources: tuple[Cube, ...]
    ) -> tuple[tuple[tuple[Cube, ...], ...], solver.Answer] | None:
        """A Goal of one to three cubes with a proved Solution among a few other cubes."""
        digits = [c for c in resources if c.is_digit]
        signs = [c for c in resources if not c.is_digit]
        for _ in range(self.style.goal_tries):
            if len(digits) < 3:
                return None
            chosen = list(digits)
            self.rng.shuffle(chosen)
            shape = self.rng.randbelow(4)  # a single digit half the time
            if shape <= 1:
                goal: tuple[tuple[Cube, ...], ...] = ((chosen[0],),)
            elif shape == 2:
                goal = ((chosen[0], chosen[1]),)  # a two-digit numeral
            else:
                if not signs:
                    continue
                sign = self.rng.choice(signs)
                goal = ((chosen[0], sign, chosen[1]),)
            used = {c.index for cluster in goal for c in cluster}
            rest = tuple(c for c in resources if c.index not in used)
            pool = list(rest)
            self.rng.shuffle(pool)
            mat = Mat(goal=goal, resources=_sample(tuple(pool), self.style.sample + GOAL_SAMPLE))
            # A Goal is set once a shake: it may take more work than a move.
            answer = _solve("possible", mat, self.style.budget * WRITING_WORK)
            if answer.status == "yes":
                return goal, answer
        return None

    def _goal(self, view: View) -> Action:
        mat = mat_of(view)
        if self._goal_plan is None:
            found = self.find_goal(mat.resources)
            if found is None:
                self._goal_plan = []
            else:
                clusters, _ = found
                self._goal_plan = [(c.index, k) for k, cl in enumerate(clusters) for c in cl]
        placed = sum(len(c) for c in view["mat"]["goal"])
        if not self._goal_plan:
            return NoGoal() if "no_goal" in view["can"] else SetGoal()
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
        for cube, section in options[: self.style.moves_tried]:
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
        # Writing is done once a shake: it may take more work than a move.
        budget = self.style.budget * WRITING_WORK
        if occasion == "now":
            answer = self._ask("now", mat, budget)
        elif occasion == "no_goal":
            found = self.find_goal(mat.resources)
            answer = found[1] if found is not None else UNKNOWN
        else:
            answer = self._ask("possible", mat, budget)
        if answer.status == "yes" and answer.witness is not None:
            return Present(answer.witness)
        return Decline()


@register_bot("equations", "easy")
class EasyBot(PlainBot):
    style = STYLES["easy"]


@register_bot("equations", "medium")
class MediumBot(PlainBot):
    style = STYLES["medium"]


@register_bot("equations", "hard")
class HardBot(PlainBot):
    style = STYLES["hard"]
