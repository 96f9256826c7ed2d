"""Equations' three computer opponents, each from its seat's view only.

All three play by the adjudicator (:mod:`.solver`): every challenge they make
and every Equation they present rests on its answer (a witness Solution,
checked again by :mod:`.checker` before it is presented, or a proof that
none exists). They differ in how hard they look (:data:`STYLES`):

- **Easy** sets a simple Goal (a one-digit number it can make in a few cubes),
  moves mostly to Permitted or Required without looking at what a move hands
  the next player, challenges Now only when it sees a short Solution, and
  sometimes misses a Now or an Impossible it could have seen.
- **Medium** sets a Goal of one to three cubes with a proved Solution, checks a
  few moves and avoids those that hand the next player a Now it can see, and
  challenges Impossible when a move has made the Goal unreachable (with few
  Resources left, where it can prove it).
- **Hard** sets a Goal whose Solutions need many cubes (so no early Now), checks
  every move (one per face and section, :mod:`.lookahead`) so as never to hand
  a Now or an Impossible it can find, looks one reply ahead to leave the next
  player no safe move, challenges exactly when its adjudicator proves the
  challenge right, and makes bonus moves when it is behind in the match.

In Adventurous Equations every level selects a variation that only adds
meanings (:func:`.variations.choose.helpful`), and every question it asks the
adjudicator and the checker is asked under the shake's variations
(:func:`ruleset_of`), so what it presents it has checked as the game will.

:meth:`PlainBot.wants` is a bot's wish to challenge when it is not its turn
(the race of VI-A): drivers that let players act out of turn (:mod:`.match`,
the server) ask it after every change, and act on it after :meth:`~PlainBot.delay`.

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
from typing import Any, cast

from eqgames.arith.errors import ArithError
from eqgames.core import Action, Bot, register_bot
from eqgames.core.actions import JSON

from . import checker, lookahead, solver
from .actions import (
    Agree,
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
from .cubes import Cube
from .mat import Mat, Section
from .ruleset import BASIC, Ruleset, adventurous
from .variations import choose

View = dict[str, JSON]


@dataclass(frozen=True)
class Style:
    budget: int  # work units per question to the adjudicator
    sample: int  # Resources cubes kept when proving a Solution exists
    whole_mat: int  # search the whole mat (Impossible) with at most this many Resources
    goal: str  # "simple", "plain" or "hard" (see find_goal)
    goal_tries: int  # Goal candidates tried before "no Goal"
    moves_checked: int  # moves checked for what they hand the next player (0: all)
    forbidden: float  # chance that an unchecked move goes to Forbidden
    now_longest: int  # the most cubes of a Now Solution it notices (0: any)
    misses: float  # chance of not noticing a challenge it has found
    lookahead: bool  # weigh the next player's replies (Hard)
    bonus: bool  # bonus moves when behind in the match
    judge_budget: int  # work units per question when judging a move (Hard)
    decision_work: int  # work units one move decision may spend judging and looking ahead
    challenge_delay: tuple[float, float]  # seconds before a challenge, at pace 1
    now_budget: int = 0  # work units on a Now its budget could not settle (0: no more)


STYLES = {
    "easy": Style(
        budget=4_000, sample=5, whole_mat=3, goal="simple", goal_tries=12, moves_checked=1,
        forbidden=0.15, now_longest=3, misses=0.3, lookahead=False, bonus=False,
        judge_budget=0, decision_work=0, challenge_delay=(5, 12),
    ),
    "medium": Style(
        budget=30_000, sample=6, whole_mat=6, goal="plain", goal_tries=20, moves_checked=6,
        forbidden=0.33, now_longest=0, misses=0.0, lookahead=False, bonus=False,
        judge_budget=0, decision_work=0, challenge_delay=(3, 9),
    ),
    "hard": Style(
        budget=60_000, sample=7, whole_mat=9, goal="hard", goal_tries=10, moves_checked=0,
        forbidden=0.33, now_longest=0, misses=0.0, lookahead=True, bonus=True,
        judge_budget=15_000, decision_work=60_000, challenge_delay=(2, 6),
        now_budget=300_000,  # as its writing of a Now: the same question, remembered
    ),
}

#: How many times a question's work setting a Goal or writing an Equation may take.
WRITING_WORK = 5
#: Cubes more than a question's sample among which a Goal's Solution is sought.
GOAL_SAMPLE = 3
#: Hard looks ahead only when this many Resources cubes or fewer are left after its move.
LOOKAHEAD_RESOURCES = 7
#: ... and over at most this many of its safe moves.
LOOKAHEAD_MOVES = 6
#: Hard's Goal: the fewest cubes any Solution needs that makes a Goal hard enough.
HARD_GOAL_CUBES = 5
#: Answers shared by every bot of this process: they depend on the public mat only.
CACHE_SIZE = 8192
_ANSWERS: OrderedDict[tuple[str, str, int, Ruleset], solver.Answer] = OrderedDict()
UNKNOWN = solver.Answer("unknown", None, 0)

# Human-like delays (seconds, scaled by the option bot_pace), a range per kind of action;
# a challenge's delay is the style's.
DELAYS: dict[str, tuple[float, float]] = {
    "roll": (2, 5),
    "bonus": (4, 10),
    "select": (3, 8),
    "finish_selecting": (1, 3),
    "place_goal": (3, 8),
    "goal": (2, 5),
    "no_goal": (10, 20),
    "agree": (3, 8),
    "move": (6, 18),
    "present": (20, 50),
    "decline": (5, 12),
}


def mat_of(view: View) -> Mat:
    """The mat in a view, as the checker and the adjudicator read it."""
    return Mat.from_json(view["mat"])


def ruleset_of(view: View) -> Ruleset:
    """The arithmetic of the view's shake: Basic, or its division's with the variations
    chosen (what the engine checks Equations under, built the same way).

    >>> ruleset_of({"division": None, "variations": None}) is BASIC
    True
    >>> rules = ruleset_of({"division": "middle", "variations": {"chosen": [
    ...     {"id": "average", "param": None}]}})
    >>> rules.division, rules.has("average")
    ('middle', True)
    """
    division = view.get("division")
    if not isinstance(division, str):
        return BASIC
    variations = cast(dict[str, Any], view["variations"] or {})
    chosen = {v["id"]: v["param"] for v in variations.get("chosen", [])}
    return adventurous(division, chosen)


def _solve(
    question: str,
    mat: Mat,
    budget: int,
    spent: list[int] | None = None,
    ruleset: Ruleset = BASIC,
) -> solver.Answer:
    key = (question, json.dumps(mat.to_json(), sort_keys=True), budget, ruleset)
    answer = _ANSWERS.get(key)
    if answer is None:
        function = solver.now if question == "now" else solver.possible
        try:
            answer = function(mat, ruleset, budget=budget)
        except ArithError:
            answer = UNKNOWN  # a value the arithmetic refuses: no answer, not a crash
        _ANSWERS[key] = answer
        if len(_ANSWERS) > CACHE_SIZE:
            _ANSWERS.popitem(last=False)
        if spent is not None:
            spent[0] += answer.work  # only fresh work: a remembered answer is free
    else:
        _ANSWERS.move_to_end(key)
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


def ask(
    question: str,
    mat: Mat,
    style: Style,
    budget: int | None = None,
    spent: list[int] | None = None,
    whole: bool = False,
    ruleset: Ruleset = BASIC,
) -> solver.Answer:
    """The adjudicator on ``now`` or ``possible`` under ``ruleset``, within the style's
    work, remembered.

    A Solution needs all of Required but only some of the other cubes, so it is
    first sought among a few of those (Permitted, and Resources for ``possible``):
    one found there is a Solution on the whole mat. The whole mat is searched (so
    that ``no`` can come back) for ``now``, and for ``possible`` only when few
    Resources cubes are left (or when ``whole``: a writer who must find a Solution).
    ``spent`` (one number) adds up the fresh work.

    >>> mat = Mat.from_text(goal="6", required="2", permitted="+", resources="41")
    >>> ask("now", mat, STYLES["easy"]).witness
    '2 + 4 = 6'
    """
    budget = style.budget if budget is None else budget
    if question == "now":
        if len(mat.permitted) > style.sample:
            few = replace(mat, permitted=_sample(mat.permitted, style.sample))
            found = _solve("now", few, budget, spent, ruleset)
            if found.status == "yes":
                return found
        return _solve("now", mat, budget, spent, ruleset)
    optional = mat.permitted + mat.resources
    if len(optional) > style.sample:
        few = replace(mat, permitted=_sample(optional, style.sample), resources=())
        found = _solve("possible", few, budget, spent, ruleset)
        if found.status == "yes":
            return found
        if len(mat.resources) > style.whole_mat and not whole:
            return UNKNOWN
    return _solve("possible", mat, budget, spent, ruleset)


class PlainBot(Bot):
    """The player every level is: what differs is its :class:`Style`."""

    style = STYLES["medium"]

    def __init__(self, game: Any, seed: int = 0) -> None:
        super().__init__(game, seed)
        self._shake: int | None = None
        self._goal_plan: list[tuple[int, int]] | None = None
        self._spent = [0]  # fresh work of the decision being made
        self._rules = BASIC  # the arithmetic of the view being answered

    def _fresh(self, view: View) -> None:
        if view["shake"] != self._shake:
            self._shake = view["shake"]
            self._goal_plan = None
        self._rules = ruleset_of(view)  # variations are selected after the roll

    def _ask(
        self, question: str, mat: Mat, budget: int | None = None, whole: bool = False
    ) -> solver.Answer:
        return ask(question, mat, self.style, budget, self._spent, whole, self._rules)

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
        challenge = self.wants(view)
        if challenge is not None:
            return challenge
        if phase == "writing":
            return self._write(view)
        return self._move(view)

    def wants(self, view: View) -> Action | None:
        """A challenge it would make now, whether or not it is its turn."""
        self._fresh(view)
        refusals = view["challenges"] or {}
        mat = mat_of(view) if view["mat"] is not None else None
        if mat is None or view["phase"] not in ("moves", "writing"):
            return None
        if refusals.get("now") is None and view["phase"] == "moves":
            found = self._ask("now", mat)
            if found.status == "unknown" and self.style.now_budget:
                # Hard looks longer: Medium's moves hand Nows its own budget cannot see.
                found = self._ask("now", mat, self.style.now_budget)
            if found.status == "yes" and self._notices(found):
                return Challenge("now")
        if (
            refusals.get("impossible") is None
            and self._ask("possible", mat).status == "no"
            and self._notices(None)
        ):
            return Challenge("impossible")
        return None

    def _notices(self, found: solver.Answer | None) -> bool:
        """Whether it sees the challenge it found (Easy misses some, and long Solutions)."""
        longest = self.style.now_longest
        if found is not None and longest and len(found.cubes) > longest:
            return False
        return not self.style.misses or self.rng.random() >= self.style.misses

    def delay(self, view: View, action: Action) -> float:
        low, high = self.style.challenge_delay if action.type == "challenge" else DELAYS.get(
            action.type, (2, 6)
        )
        pace = float(getattr(self.game.options, "bot_pace", 1.0))
        return pace * (low + (high - low) * self.rng.random())

    # -- the Goal --------------------------------------------------------------------------

    def find_goal(
        self, resources: tuple[Cube, ...]
    ) -> tuple[tuple[tuple[Cube, ...], ...], solver.Answer] | None:
        """A Goal with a proved Solution among the other cubes, as the style sets them."""
        if self.style.goal == "hard":
            return self._hard_goal(resources)
        return self._plain_goal(resources, simple=self.style.goal == "simple")

    def _plain_goal(
        self, resources: tuple[Cube, ...], simple: bool
    ) -> tuple[tuple[tuple[Cube, ...], ...], solver.Answer] | None:
        """A Goal of one to three cubes (one digit when ``simple``), a Solution among a few cubes."""
        digits = [c for c in resources if c.is_digit]
        signs = [c for c in resources if not c.is_digit]
        for _ in range(self.style.goal_tries):
            if len(digits) < 3:
                return None
            chosen = list(digits)
            self.rng.shuffle(chosen)
            # Easy: a single digit; Medium: a digit half the time, else a numeral or d∘d.
            shape = 0 if simple else self.rng.randbelow(4)
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
            pool = [c for c in resources if c.index not in used]
            self.rng.shuffle(pool)
            mat = Mat(goal=goal, resources=_sample(tuple(pool), self.style.sample + GOAL_SAMPLE))
            # A Goal is set once a shake: it may take more work than a move.
            answer = _solve("possible", mat, self.style.budget * WRITING_WORK, None, self._rules)
            if answer.status == "yes":
                return goal, answer
        return None

    def _hard_goal(
        self, resources: tuple[Cube, ...]
    ) -> tuple[tuple[tuple[Cube, ...], ...], solver.Answer] | None:
        """A Goal whose shortest Solution needs most cubes, among a few candidates.

        The adjudicator tries candidate Solutions fewest cubes first, so its
        witness on the whole of the other cubes is a shortest Solution: a Goal
        whose witness is long cannot be reached in few cubes, and no Now comes
        early in the shake.
        """
        digits = [c for c in resources if c.is_digit]
        signs = [c for c in resources if not c.is_digit]
        best: tuple[int, tuple[tuple[Cube, ...], ...], solver.Answer] | None = None
        for _ in range(self.style.goal_tries):
            if len(digits) < 4:
                break
            chosen = list(digits)
            self.rng.shuffle(chosen)
            shape = self.rng.randbelow(3)
            if shape == 0 or not signs:
                goal: tuple[tuple[Cube, ...], ...] = ((chosen[0], chosen[1]),)
            elif shape == 1:
                goal = ((chosen[0], chosen[1], self.rng.choice(signs), chosen[2]),)
            else:
                goal = ((chosen[0], self.rng.choice(signs), chosen[1]),)
            used = {c.index for cluster in goal for c in cluster}
            mat = Mat(goal=goal, resources=tuple(c for c in resources if c.index not in used))
            if not solver.goal_targets(mat, self._rules):
                continue
            answer = _solve("possible", mat, self.style.budget, None, self._rules)
            if answer.status != "yes":
                continue
            length = len(answer.cubes)
            if best is None or length > best[0]:
                best = (length, goal, answer)
            if length >= HARD_GOAL_CUBES:
                break
        if best is None:
            return self._plain_goal(resources, simple=False)  # nothing proved among these
        return best[1], best[2]

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
        self._spent[0] = 0
        if self.style.lookahead:
            return self._best_move(view, mat)
        last = len(mat.resources) == 1
        options = lookahead.distinct_moves(mat)
        self.rng.shuffle(options)
        # Unchecked moves go to Forbidden only some of the time (Easy keeps cubes in play).
        options.sort(key=lambda o: o[1] == "forbidden" and self.rng.random() >= self.style.forbidden)
        checked = self.style.moves_checked or len(options)
        for cube, section in options[:checked]:
            # Only a Now or an Impossible it can see is avoided.
            if lookahead.hands(mat.moved(cube, section), self._ask) in ("safe", "risky"):
                return Move(cube.index, section)
        cube, section = options[checked] if len(options) > checked and not last else options[0]
        return Move(cube.index, section)

    def _best_move(self, view: View, mat: Mat) -> Action:
        """Hard: every move judged, the safe ones weighed by the next player's replies."""
        cap = self.style.decision_work

        def spent() -> bool:
            return self._spent[0] >= cap

        def question(q: str, m: Mat) -> solver.Answer:
            return self._ask(q, m, self.style.judge_budget)

        now_here = self._ask("now", mat).status != "no"
        judged = [
            (lookahead.ORDER[verdict], self.rng.random(), cube, section)
            for verdict, cube, section in lookahead.judge(mat, question, now_here, spent)
        ]
        judged.sort(key=lambda j: (j[0], j[1]))
        safe = [(c, s) for rank, _, c, s in judged if rank == 0]
        if self._bonus_wanted(view, mat, safe):
            forbidden = [(c, s) for c, s in safe if s == "forbidden"]
            return Bonus(forbidden[0][0].index)
        if len(safe) > 1 and len(mat.resources) - 1 <= LOOKAHEAD_RESOURCES:
            weighed: list[tuple[int, int, Cube, Section]] = []
            for k, (cube, section) in enumerate(safe[:LOOKAHEAD_MOVES]):
                left = lookahead.replies_left(mat.moved(cube, section), question, spent)
                if left is None:
                    break  # out of work: what was weighed so far decides
                weighed.append((left, k, cube, section))
                if left == 0:
                    break  # whatever the next player does, it can be challenged
            if weighed:
                _, _, cube, section = min(weighed)
                return Move(cube.index, section)
        _, _, cube, section = judged[0]
        return Move(cube.index, section)

    def _bonus_wanted(self, view: View, mat: Mat, safe: list[tuple[Cube, Section]]) -> bool:
        """A bonus move when behind in the match, if a safe cube to Forbidden exists."""
        if not self.style.bonus or view["bonus"] is not None or view["bonus_turn"]:
            return False
        totals = view["totals"]
        seat = view["seat"]
        if not isinstance(totals, list) or not isinstance(seat, int):
            return False
        if totals[seat] >= max(totals) or len(mat.resources) < 4:
            return False
        return any(s == "forbidden" for _, s in safe)

    # -- writing -----------------------------------------------------------------------------

    def _write(self, view: View) -> Action:
        writing = view["writing"] or {}
        occasion = cast(checker.Occasion, writing.get("occasion"))
        mat = mat_of(view)
        # Writing is done once a shake: it may take more work than a move.
        budget = self.style.budget * WRITING_WORK
        if occasion == "now":
            answer = self._ask("now", mat, budget)
        elif occasion == "no_goal":
            found = self.find_goal(mat.resources)
            answer = found[1] if found is not None else UNKNOWN
        else:
            answer = self._ask("possible", mat, budget, whole=True)
        # Only a Solution it has checked, as a careful player does on paper.
        witness = answer.witness if answer.status == "yes" else None
        if witness is not None and checker.check(witness, mat, occasion, self._rules).correct:
            return Present(witness)
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
