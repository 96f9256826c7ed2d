"""The adjudicator: is a Now correct, is the position Impossible — with a witness or a proof.

Rulebook: ``rules/equations.txt``, Basic Equations III–IV and Tournament Rules III
(legal expressions), VI (challenges), VII-B (correct Solutions). Given a
:class:`~.mat.Mat`:

- :func:`now`: is there a correct Solution using all of Required, none of
  Forbidden, any of Permitted and at most one cube of Resources (VI-A-2)?
- :func:`possible`: is there one using any cubes of Resources (VI-A-1)? An
  Impossible challenge is correct exactly when the answer is ``no``.

An :class:`Answer` is ``yes`` with a witness Equation ``Solution = Goal`` that
the checker accepts (both sides fully bracketed, so each has one reading; the
Goal side is one interpretation of the mat's Goal, grouped as its clusters
allow), ``no`` (the search was exhaustive: no Solution exists), or ``unknown``
when the work budget ran out first — never a wrong yes or no. Work is counted
in deterministic units (:mod:`eqgames.search.cubes`), not seconds.

The targets are the distinct values of the Goal's interpretations
(:meth:`~eqgames.arith.equations.Expression.outcomes`, respecting its clusters):
the writer may present any of them. The search is over the cubes
(:class:`~eqgames.search.cubes.CubeSearch`): digit cubes are the leaves, every
operation consumes its cube, ``√`` is unary or takes an index. Values the exact
arithmetic refuses (``9^(9^9)``, algebraic degrees past the limit, irrational
exponents) are values no checked Equation can use either, so the adjudicator
and the checker agree on them.

>>> mat = Mat.from_text(goal="2x 3+5", required="4", permitted="×", resources="41+")
>>> now(mat)
Answer(status='yes', witness='4 × 4 = 2 × (3 + 5)', work=...)
>>> possible(Mat.from_text(goal="9", required="+", resources="1"))
Answer(status='no', witness=None, work=...)
"""

from __future__ import annotations

from collections.abc import Callable, Iterator, Sequence
from dataclasses import dataclass, field, replace
from functools import partial
from typing import Literal

from eqgames.arith.ast import BinOp, Group, Node, Num, Root, Unary, map_numerals
from eqgames.arith.equations import Expression, parse
from eqgames.arith.errors import ArithError
from eqgames.arith.evaluate import evaluate
from eqgames.arith.printer import to_text
from eqgames.arith.values import Value, as_fraction, is_rational
from eqgames.core.rng import Rng
from eqgames.search import zeros
from eqgames.search.cubes import KINDS, BudgetExceeded, CubeSearch, Found
from eqgames.search.imaginary import ImaginarySearch
from eqgames.search.meanings import FACTORIAL

from .checker import Occasion, check
from .cubes import Cube
from .mat import Mat
from .meanings import notation_of
from .ruleset import BASIC, Ruleset
from .variation_checks import differs_by_multiple, goal_in_range
from .variations.adjudication import mark_wild_goal, plan, wild_choices, wild_places
from .variations.goal_points import writings
from .variations.high_digits import digit_faces
from .variations.high_digits import written as marked_digits
from .variations.imaginary import GoalReadings, goal_readings

__all__ = [
    "DEFAULT_BUDGET",
    "Adjudicator",
    "Answer",
    "factorial_targets",
    "goal_expression",
    "goal_expressions",
    "goal_solutions",
    "goal_targets",
    "now",
    "possible",
    "random_goal",
]

#: An operation and a digit that leave every value as it is: ``e + 0``, ``e − 0``,
#: ``e × 1``, ``e ÷ 1``, ``e ^ 1`` are legal and equal ``e`` (Basic Equations).
NEUTRAL = (("+", "0"), ("−", "0"), ("×", "1"), ("÷", "1"), ("^", "1"))
#: Basic Equations: the search first runs within 1/FIRST_SHARE of the budget (most
#: witnesses come early, and most proofs of "no"); then :meth:`Adjudicator._absorbing`
#: within 1/ABSORB_SHARE of what is left; then the whole search with the rest, its memos
#: shared with both.
FIRST_SHARE = 8
ABSORB_SHARE = 4
#: With a 0 cube, that last step takes turns with the zero-free relaxation
#: (:mod:`eqgames.search.zeros`), the first turn 1/ZERO_TURN of the budget left, each
#: pair of turns twice as long as the last (:meth:`Adjudicator._in_turns`).
ZERO_TURN = 8

#: Work units before an answer becomes ``unknown``: five to fifteen seconds on one core
#: of the machine ``benchmarks/equations_solver.py`` was measured on.
DEFAULT_BUDGET = 2_000_000

Status = Literal["yes", "no", "unknown"]


@dataclass(frozen=True)
class Answer:
    """The adjudicator's answer: ``yes`` with a witness Equation, ``no``, or ``unknown``."""

    status: Status
    #: When yes: a whole Equation ``Solution = Goal`` that the checker accepts.
    witness: str | None
    #: Work units spent (deterministic), at most the budget.
    work: int
    #: When yes: the mat's cubes the Solution uses (Required first, then Permitted,
    #: then Resources).
    cubes: tuple[Cube, ...] = field(default=(), repr=False)

    def to_json(self) -> dict[str, object]:
        return {
            "status": self.status,
            "witness": self.witness,
            "work": self.work,
            "cubes": [c.to_json() for c in self.cubes],
        }


def goal_targets(
    mat: Mat, ruleset: Ruleset = BASIC, wild_as: str | None = None
) -> list[tuple[Value, Node]]:
    """Each distinct value of the Goal's interpretations, with one tree giving it.

    Empty when the Goal is not a legal Goal (IV-B: too many cubes, a numeral too
    long, or no interpretation names a number): then no Equation is correct. With
    variations the Goal is read in the shake's notation, each turned cube with its
    mark (with Average, ``4+6`` is 5); with Multiple of k only Goals between −1000
    and 1000 count (XIII-B-7). ``wild_as``: the symbol a wild cube of the Goal stands
    for (by default its face).

    >>> [(str(v), to_text(t)) for v, t in goal_targets(Mat.from_text(goal="2x3+5"))]
    [('16', '2 × (3 + 5)'), ('11', '(2 × 3) + 5')]
    >>> from .ruleset import adventurous
    >>> [str(v) for v, _ in goal_targets(Mat.from_text(goal="4+6"), adventurous("middle", {"average": None}))]
    ['5']
    """
    if ruleset.has("imaginary"):
        if len(mat.goal_cubes()) > ruleset.goal_max_cubes:
            return []
        return [(v, tree) for v, tree, _ in goal_readings(mat, ruleset, wild_as=wild_as).targets]
    found: list[tuple[Value, Node]] = []
    seen: set[Value] = set()
    for expression in goal_expressions(mat, ruleset, wild_as):
        try:
            outcomes = expression.outcomes(complex_ok=ruleset.complex_ok)
        except ArithError:
            continue
        for i in outcomes.values:
            if i.value is not None and i.value not in seen and goal_in_range(i.value, ruleset) is None:
                seen.add(i.value)
                found.append((i.value, _exponents_marked(i.tree, expression.text)))
    # Rational values first: most Solutions are rational all the way up.
    found.sort(key=lambda vt: not is_rational(vt[0]))
    return found


def goal_expression(mat: Mat, ruleset: Ruleset, wild_as: str | None = None) -> Expression | None:
    """The mat's Goal read in the shake's notation, or None when it is no legal Goal
    (IV-B: too many cubes, a numeral too long, or a text the notation refuses); with
    Exponent the first of :func:`goal_expressions`."""
    found = goal_expressions(mat, ruleset, wild_as)
    return found[0] if found else None


def goal_expressions(mat: Mat, ruleset: Ruleset, wild_as: str | None = None) -> list[Expression]:
    """Each legal way to read the mat's Goal: one, but with Exponent, where each choice of
    its digits of the colour as exponents, of the numeral before it or of a bracket, is
    a way (XIII-B-9: 25[red 3] is 25³, and the 2 to the 5th, cubed; 253 is no Goal,
    three digits).

    >>> from .ruleset import adventurous
    >>> [e.text for e in goal_expressions(Mat.from_text(goal="253"), adventurous("middle", {"exponent": "red"}))]
    ['253exp', '25exp3exp']
    """
    notation = notation_of(ruleset)
    texts = [mat.goal_text()] if notation.plain else list(plan(mat, ruleset, wild_as).goal_texts)
    if notation.decimal_in_goal or digit_faces(notation) or notation.decimal_point:
        # With Decimal in Goal every placing of the writer's decimal points (XIII-D-12: a
        # Goal ``125`` is read ``.125``, ``1.25``, ``12.5``, ``125.``), in base eleven and
        # twelve each ^ (√) a digit or an operation, with Decimal Point each ^ a power or
        # a point (XIII-B-13).
        texts = list(dict.fromkeys(w for text in texts for w in writings(text, notation)))
    out = []
    for text in texts:
        expression = _legal_goal(text, ruleset)
        if expression is not None:
            out.append(expression)
    return out


def _exponents_marked(tree: Node, text: str) -> Node:
    """The Goal's tree with each digit read as an exponent (XIII-B-9) marked as the text
    marks it, so that the witness writes it so (``25 3exp``, not ``25 ^ 3``).

    >>> from .ruleset import adventurous
    >>> e = goal_expressions(Mat.from_text(goal="253"), adventurous("middle", {"exponent": "red"}))[0]
    >>> to_text(_exponents_marked(e.interpretations()[0], e.text))
    '25 3exp'
    """
    if "exp" not in text:
        return tree

    def marked(node: Num) -> Node:
        exponent = text[node.position + 1 :].startswith(("exp", "wexp"))
        return replace(node, marks="exp") if exponent else node

    return map_numerals(tree, marked)


def _legal_goal(text: str, ruleset: Ruleset) -> Expression | None:
    notation = notation_of(ruleset)
    if not text.strip():
        return None
    try:
        expression = parse(text, star=ruleset.star, notation=notation)
        if (expression.cubes() if notation.plain else len(expression.faces())) > ruleset.goal_max_cubes:
            return None
        sizes = (
            [(n, len(n.digits)) for n in expression.numerals()]
            if notation.plain
            else expression.numeral_cubes()
        )
    except ArithError:
        return None
    # Decimal in Goal: three digits with the writer's point among them (XIII-D-12).
    pointed_most = 3 if notation.decimal_in_goal or notation.decimal_point else ruleset.goal_numeral_digits
    if any(
        size > (pointed_most if "." in n.digits else ruleset.goal_numeral_digits)
        for n, size in sizes
    ):
        return None
    return expression


class Adjudicator:
    """Both questions about one mat, sharing one search (and its memos) and one budget.

    With variations the search tries every meaning the shake gives a cube
    (:func:`.variations.adjudication.plan`); where it does not try them all
    (``cut``: Factorial, Multiple Operations, …) a failed search answers "unknown".
    """

    def __init__(
        self,
        mat: Mat,
        ruleset: Ruleset = BASIC,
        budget: int = DEFAULT_BUDGET,
        *,
        wild_as: str | None = None,
        digits_as: tuple[int, ...] = (),
        percent_numerals: bool = False,
        readings: GoalReadings | None = None,
    ) -> None:
        self.mat = mat
        self.ruleset = ruleset
        self.budget = budget
        self._wild_as = wild_as
        self._digit_choices: tuple[tuple[int, ...], ...] = ()
        self._percent_retry = False
        numeral_digits = ruleset.solution_numeral_digits
        self._wild_cubes = 0
        self._wild_op: str | None = None
        self._wild_choices: tuple[str, ...] = ()
        self._wild_face = ""
        self._wild_goal: str | None = None
        #: With Imaginary, the Goal written for each target as the checker reads it.
        self._goal_texts: dict[Value, str] = {}
        #: Values of Goal readings the writer cannot write (no witness can use them).
        self._unwritable: set[Value] = set()
        self._readings: GoalReadings | None = None
        goal_work, goal_complete = 0, True
        if ruleset.has("imaginary") and len(mat.goal_cubes()) <= ruleset.goal_max_cubes:
            # The Goal's readings, listed once for every search of this mat (``readings``:
            # an earlier search listed them, and counted their work).
            shared = readings is not None
            readings = readings or goal_readings(mat, ruleset, budget, wild_as)
            self._readings = readings
            self.targets = [(v, tree) for v, tree, _ in readings.targets]
            self._goal_texts = {v: text for v, _, text in readings.targets if text}
            self._unwritable = {v for v, _, text in readings.targets if not text}
            goal_work, goal_complete = 0 if shared else readings.work, readings.complete
        else:
            self.targets = goal_targets(mat, ruleset, wild_as)
        cubes = mat.required + mat.permitted + mat.resources
        self.plain = notation_of(ruleset).plain and not ruleset.has("multiple_of")
        if self.plain:
            meanings = None
            face = {c.index: c.face for c in cubes}
            #: The variations whose Solutions the search does not all try (none here).
            self.cut: tuple[str, ...] = ()
            self._multiple: int | None = None
            factorials = 0
        else:
            searched = plan(mat, ruleset, wild_as, digits_as, percent_numerals)
            self._digit_choices = searched.digit_choices
            self._percent_retry = searched.percent_retry
            numeral_digits = searched.numeral_digits or numeral_digits
            meanings, face, self.cut = searched.meanings, searched.faces, searched.cut
            self._wild_cubes = 0 if wild_as is not None else searched.wild_cubes
            self._wild_op = searched.wild_op
            self._wild_choices = searched.wild_choices
            self._wild_face = notation_of(ruleset).wild or ""
            self._wild_goal = searched.wild_goal
            self._multiple = searched.multiple_of
            factorials = searched.factorials
            if not goal_complete:
                self.cut = (*self.cut, "Imaginary")  # the Goal's readings are too many to list
        self._face = face
        pool = [c for c in cubes if face[c.index] in KINDS or (meanings and meanings.is_leaf(face[c.index]))]
        self._usable = len(pool) == len(cubes)
        # Which targets the Solution is searched for, with how many ! it may still use:
        # with Factorial the writer may spend some of the two on the Goal (XIII-A-4).
        self._groups: list[tuple[int, list[tuple[Value, Node]]]] = [(0, self.targets)]
        if factorials:
            self._groups = factorial_targets(mat, ruleset, factorials, wild_as)
            self.targets = [t for _, group in self._groups for t in group]
        searcher = ImaginarySearch if ruleset.has("imaginary") else CubeSearch
        self.search = searcher(
            [*(face[c.index] for c in pool), *(FACTORIAL * factorials)],
            numeral_digits=numeral_digits,
            complex_ok=ruleset.complex_ok,
            budget=budget,
            meanings=meanings,
        )
        self._required = self.search.code(face[c.index] for c in mat.required)
        self._permitted = self.search.code(face[c.index] for c in mat.permitted)
        self._resources = self.search.code(face[c.index] for c in mat.resources)
        self._bang = self.search.code(FACTORIAL) if factorials else 0
        self.search.work = goal_work
        self._relaxed: dict[str, zeros.ZeroFree] = {}

    def now(self) -> Answer:
        """A correct Solution with all Required, any Permitted, at most one Resources cube."""
        s = self.search
        required, base = self._required, self._required + self._permitted
        questions = [(required, base)]
        for face in s.kinds:
            if s.count(self._resources, face):
                one = s.code(face)
                questions.append((required + one, base + one))
        return self._honest(self._ask(questions), "now")

    def possible(self) -> Answer:
        """A correct Solution with all Required and any Permitted and Resources cubes."""
        required = self._required
        answer = self._ask([(required, required + self._permitted + self._resources)])
        return self._honest(answer, "impossible")

    def _honest(self, answer: Answer, occasion: Occasion) -> Answer:
        """With variations a witness stands when the checker accepts it under the
        shake's variations; a failed search is a proof only when it tried every
        meaning the variations give (nothing ``cut``) and, with a wild cube, every
        symbol it may stand for (one search each, :meth:`_each_symbol`)."""
        if self.plain:
            return answer
        witness = answer.witness
        if witness is not None:
            if check(witness, self.mat, occasion, self.ruleset).correct:
                return answer
            marked = self._marked_wild(witness, occasion)
            if marked is not None:
                return replace(answer, witness=marked)
            if self._wild_cubes >= 2:
                # The search let two wild 0s stand for different digits (XIII-A-3: one
                # numeral everywhere): each digit in turn for all of them, then the rest.
                digits = wild_choices(notation_of(self.ruleset), self._wild_face)
                digits = tuple(d for d in digits if d.isdigit())
                return self._each_symbol(occasion, answer.work, digits + self._wild_choices, True)
            return Answer("unknown", None, answer.work)
        if self._digit_choices:
            answer = self._high_digits(occasion, answer)
            if answer.status == "yes":
                return answer
        if self._percent_retry and answer.status == "no":
            answer = self._percent_numerals(occasion, answer)
            if answer.status != "unknown":
                return answer
        incomplete = getattr(self.search, "incomplete", False)  # Imaginary's search
        proved = answer.status == "no" and not self.cut and not incomplete
        if self._wild_choices:
            return self._each_symbol(occasion, answer.work, self._wild_choices, proved)
        if answer.status == "no" and not proved:
            # The search left some Solutions (or readings of the Goal) untried.
            return Answer("unknown", None, answer.work)
        return answer

    def _marked_wild(self, witness: str, occasion: Occasion) -> str | None:
        """When the wild cubes were searched as an operation sign, the witness with the
        first one, two, … of those signs in its Solution marked as the wild cube
        (``3 +w 4``), the first the checker accepts."""
        sign = self._wild_op
        if sign is None:
            return None
        solution, equals, goal = witness.partition(" = ")
        at = wild_places(solution, sign)
        for k in range(1, len(at) + 1):
            text = solution
            for i in reversed(at[:k]):
                text = text[: i + 1] + "w" + text[i + 1 :]
            if check(text + equals + goal, self.mat, occasion, self.ruleset).correct:
                return text + equals + goal
        return None

    def _asked_as(self, wild_as: str, occasion: Occasion, budget: int) -> Answer:
        """The same question with the wild cube standing for ``wild_as`` only."""
        again = Adjudicator(self.mat, self.ruleset, budget, wild_as=wild_as)
        return again.now() if occasion == "now" else again.possible()

    def _each_symbol(
        self, occasion: Occasion, spent: int, symbols: tuple[str, ...], proved: bool
    ) -> Answer:
        """The wild cube standing for each of ``symbols`` in turn, Goal and Solution alike
        (XIII-A-3, B-3, C-3: the same symbol everywhere), one search each within what is
        left of the budget: the first witness, or "no" when every search proved none
        (and ``proved``: so did the search before them)."""
        left = self.budget - spent
        for symbol in symbols:
            if left <= 0:
                proved = False
                break
            answer = self._asked_as(symbol, occasion, left)
            left -= answer.work
            if answer.status == "yes":
                return Answer("yes", answer.witness, self.budget - left, answer.cubes)
            proved = proved and answer.status == "no"
        return Answer("no" if proved else "unknown", None, min(self.budget, self.budget - left))

    def _high_digits(self, occasion: Occasion, first: Answer) -> Answer:
        """Base eleven or twelve: the question again with each other way of taking the
        mat's ^ (√) cubes as the digit ten (eleven) (XIII-C-5); no only when every way is."""
        left = self.budget - first.work
        proved = first.status == "no"
        for chosen in self._digit_choices:
            if left <= 0:
                proved = False
                break
            again = Adjudicator(
                self.mat, self.ruleset, left, wild_as=self._wild_as, digits_as=chosen, readings=self._readings
            )
            answer = again.now() if occasion == "now" else again.possible()
            left -= answer.work
            if answer.status == "yes":
                return Answer("yes", answer.witness, self.budget - left, answer.cubes)
            proved = proved and answer.status == "no"
        return Answer("no" if proved else "unknown", None, min(self.budget, self.budget - left))

    def _percent_numerals(self, occasion: Occasion, first: Answer) -> Answer:
        """Percent with one-digit numerals: the question again with two-digit numerals
        anywhere (XIII-A-14 allows them beside a percent sign): its "no" is a proof, its
        witness stands when the checker accepts it."""
        again = Adjudicator(
            self.mat, self.ruleset, self.budget - first.work, wild_as=self._wild_as, percent_numerals=True
        )
        answer = again.now() if occasion == "now" else again.possible()
        return replace(answer, work=min(self.budget, first.work + answer.work))

    def _ask(self, questions: list[tuple[int, int]]) -> Answer:
        if not self.targets or not self._usable:
            return Answer("no", None, self.search.work)
        least = self.ruleset.solution_min_cubes
        try:
            for required, allowed in questions:
                for spare, targets in self._groups:
                    with_signs = allowed + spare * self._bang
                    if self._multiple is None:
                        values = [v for v, _ in targets if v not in self._unwritable]
                        found, complete = self._within(FIRST_SHARE, values, required, with_signs, least)
                        if found is not None:
                            return self._witness(found, None, targets)
                        if complete:
                            continue  # proved: no Solution of this question
                        absorbed = self._absorbing(values, required, with_signs, least)
                        if absorbed is not None:
                            return self._witness(*absorbed, targets)
                        found = self._in_turns(values, required, with_signs, least)
                    else:
                        accept = self._differs(targets)
                        found = self.search.find_where(accept, required, with_signs, least)
                    if found is not None:
                        return self._witness(found, None, targets)
            # A Goal reading the checker reads but no writer can write (2|^8 as 2(i^8)):
            # a Solution for it is no witness, and no proof of "no" either.
            unwritable = list(self._unwritable)
            for required, allowed in questions if unwritable else []:
                if self.search.find(unwritable, required, allowed, least) is not None:
                    return Answer("unknown", None, min(self.search.work, self.budget))
        except BudgetExceeded:
            return Answer("unknown", None, min(self.search.work, self.budget))
        return Answer("no", None, self.search.work)

    def _absorbing(
        self, values: list[Value], required: int, allowed: int, least: int
    ) -> tuple[Found, tuple[str, str]] | None:
        """Basic Equations: a Solution ``E + 0`` (``E × 1``, … :data:`NEUTRAL`) looked for
        when a cube of that pair is Required: E need not use it, so its search asks far
        fewer and smaller multisets (a Required 0 otherwise enters every one). Within
        :data:`ABSORB_SHARE` of the budget left; a failure proves nothing, and the whole
        search follows, its memos shared. ``(found E, (sign, digit))`` or None."""
        s = self.search
        for sign, digit in NEUTRAL:
            in_required = [f for f in (sign, digit) if s.count(required, f)]
            if not in_required or not (s.count(allowed, sign) and s.count(allowed, digit)):
                continue
            inner = required - s.code(in_required)
            found, _ = self._within(
                ABSORB_SHARE, values, inner, allowed - s.code(sign + digit), max(1, least - 2)
            )
            return None if found is None else (found, (sign, digit))
        return None

    def _in_turns(self, values: list[Value], required: int, allowed: int, least: int) -> Found | None:
        """The whole search (``search.find``), or with a 0 cube among ``allowed`` the
        whole search and the zero-free relaxation in turns, each turn twice as long as
        the one before, until one answers: a Found, or None when the whole search found
        none or the relaxation proved none (each going on where it stopped, its memos
        kept). A relaxed Solution proves nothing: the whole search goes on alone."""
        s = self.search
        faces, held = s.faces(allowed), s.faces(required)
        relaxed = self._relaxation(values, faces, held)
        budget = s.budget
        if relaxed is None or budget is None:
            return s.find(values, required, allowed, least)
        turn = max(1, (budget - s.work) // ZERO_TURN)
        try:
            while True:
                s.budget = budget
                if relaxed is not None:
                    outcome = self._relaxed_turn(relaxed, values, faces, held, turn)
                    if outcome == "none":
                        return None
                    if outcome == "some":
                        relaxed = None
                s.budget = budget if relaxed is None else min(budget, s.work + turn)
                try:
                    return s.find(values, required, allowed, least)
                except BudgetExceeded:
                    if s.budget >= budget:
                        raise
                turn *= 2
        finally:
            s.budget = budget

    def _relaxation(self, values: list[Value], faces: str, held: str) -> zeros.ZeroFree | None:
        """The zero-free relaxation of the search's cubes when it may prove something of
        the cubes ``faces`` (``held`` the Required among them): Basic Equations,
        one-digit numerals, a 0 cube, no target 0 (one for each set of Required signs it
        keeps, :func:`.zeros.kept`)."""
        s = self.search
        if not self.plain or s.complex_ok or s.numeral_digits != 1 or not zeros.applies(faces, values):
            return None
        kept = zeros.kept(held)
        if kept not in self._relaxed:
            self._relaxed[kept] = zeros.ZeroFree(s.faces(s.full), kept=kept)
        return self._relaxed[kept]

    def _relaxed_turn(
        self, relaxed: zeros.ZeroFree, values: list[Value], faces: str, held: str, turn: int
    ) -> Literal["none", "some", "later"]:
        """One turn of the relaxation within ``turn`` units, counted in the search's
        work (``faces`` the cubes allowed, ``held`` the Required among them): "none"
        when it proved that no Solution makes one of ``values``, "some"
        when it found a relaxed one (no proof to come), "later" when the turn ran out."""
        s = self.search
        assert s.budget is not None
        r = relaxed.search
        start = r.work
        r.budget = start + max(0, min(turn, s.budget - s.work))
        try:
            return "none" if relaxed.none(values, faces, held) else "some"
        except BudgetExceeded:
            return "later"
        finally:
            s.work = min(s.budget, s.work + r.work - start)

    def _within(
        self, share: int, values: list[Value], required: int, allowed: int, least: int
    ) -> tuple[Found | None, bool]:
        """``search.find`` within 1/``share`` of the budget left (Basic Equations only:
        else nothing at once), and whether it finished: (None, True) proves that no
        Solution of the question makes a target; (None, False) proves nothing."""
        s = self.search
        if not self.plain or s.complex_ok:
            return None, False
        budget = s.budget
        if budget is not None:
            s.budget = s.work + (budget - s.work) // share
        try:
            return s.find(values, required, allowed, least), True
        except BudgetExceeded:
            return None, False
        finally:
            s.budget = budget

    def _differs(self, targets: list[tuple[Value, Node]]) -> Callable[[Value], bool]:
        """With Multiple of k: whether a value differs from one of the Goals by a nonzero
        multiple of k."""
        k = self._multiple
        assert k is not None
        goals = [f for f in (as_fraction(goal) for goal, _ in targets) if f is not None]

        def accept(value: Value) -> bool:
            # What variation_checks.differs_by_multiple says, without writing its reason.
            v = as_fraction(value)
            if v is None:
                return False
            for g in goals:
                d = v - g
                if d and d.denominator == 1 and d.numerator % k == 0:
                    return True
            return False

        return accept

    def _witness(
        self, found: Found, pad: tuple[str, str] | None, targets: list[tuple[Value, Node]]
    ) -> Answer:
        """The Answer for ``found``; with ``pad`` (sign, digit) the Solution is found's
        expression with that sign and digit after it (``E + 0``, :meth:`_absorbing`)."""
        tree = self.search.build(found.code, found.target)
        code = found.code
        if pad is not None:
            tree = BinOp(pad[0], tree, Num(pad[1]))
            code += self.search.code(pad)
        notation = notation_of(self.ruleset)
        # Base eleven and twelve: every ^ and √ marked as a digit or an operation.
        text = partial(marked_digits, notation=notation) if digit_faces(notation) else to_text
        solution = text(tree)
        if self._multiple is None:
            goal_tree = next(t for v, t in targets if v == found.target)
        else:
            goal_tree = next(
                t for v, t in targets if differs_by_multiple(found.target, v, self.ruleset) is None
            )
        if self.plain:
            # The witness is re-read as a player would write it: one reading, the value found.
            written = parse(solution, star=self.ruleset.star)
            if not written.is_unambiguous() or evaluate(
                written.interpretations()[0], complex_ok=self.ruleset.complex_ok
            ) != found.target:
                raise AssertionError(f"the search built a wrong Solution: {solution}")
        goal = self._goal_texts.get(found.target) or text(goal_tree)
        if self._wild_goal is not None:
            goal = mark_wild_goal(goal, self.mat, self._wild_face, self._wild_goal)
        return Answer(
            "yes",
            f"{solution} = {goal}",
            min(self.search.work, self.budget),
            self._cubes(self.search.faces(code)),
        )

    def _cubes(self, faces: str) -> tuple[Cube, ...]:
        """Which of the mat's cubes show these faces: Required, then Permitted, then Resources."""
        left = list(faces)
        out: list[Cube] = []
        for cube in self.mat.required + self.mat.permitted + self.mat.resources:
            face = self._face[cube.index]
            if face in left:
                left.remove(face)
                out.append(cube)
        return tuple(out)


def factorial_targets(
    mat: Mat, ruleset: Ruleset, factorials: int, wild_as: str | None = None
) -> list[tuple[int, list[tuple[Value, Node]]]]:
    """The Goal's values with up to ``factorials`` ! written into it (XIII-A-4 example
    (b): the Goal 9 ÷ 8 may be read 9! ÷ 8!), grouped by how many ! the Solution may
    still use: ``[(spare, [(value, tree), …]), …]``, most spare first; a value is
    in the group of the fewest ! it needs.

    >>> from .ruleset import adventurous
    >>> groups = factorial_targets(Mat.from_text(goal="9÷8"), adventurous("elementary", {"factorial": None}), 2)
    >>> [(spare, sorted(to_text(t) for _, t in group)) for spare, group in groups][:2]
    [(2, ['9 ÷ 8']), (1, ['9 ÷ 8!', '9! ÷ 8'])]
    """
    notation = notation_of(ruleset)
    plain = goal_targets(mat, ruleset, wild_as)
    trees: list[Node] = []
    for expression in goal_expressions(mat, ruleset, wild_as):
        try:
            trees += [_exponents_marked(t, expression.text) for t in expression.interpretations()]
        except ArithError:
            continue
    seen = {v for v, _ in plain}
    groups: list[tuple[int, list[tuple[Value, Node]]]] = [(factorials, plain)]
    for used in range(1, factorials + 1):
        group: list[tuple[Value, Node]] = []
        for tree in trees:
            for marked in _with_factorials(tree, used):
                try:
                    value = evaluate(marked, complex_ok=ruleset.complex_ok, notation=notation)
                except (ArithError, ValueError):
                    continue
                if value not in seen and goal_in_range(value, ruleset) is None:
                    seen.add(value)
                    group.append((value, marked))
        groups.append((factorials - used, group))
    return groups


def _with_factorials(tree: Node, count: int) -> Iterator[Node]:
    """``tree`` with exactly ``count`` ! applied to its subtrees (one may take several)."""
    if count == 0:
        yield tree
        return
    for k in range(count + 1):
        # k ! on this node itself, the rest below it.
        for below in _below(tree, count - k):
            node = below
            for _ in range(k):
                node = Unary("!", node)
            yield node


def _below(tree: Node, count: int) -> Iterator[Node]:
    """``tree`` with exactly ``count`` ! placed strictly inside it."""
    if count == 0:
        yield tree
        return
    if isinstance(tree, BinOp):
        for k in range(count + 1):
            for left in _with_factorials(tree.left, k):
                for right in _with_factorials(tree.right, count - k):
                    yield BinOp(tree.op, left, right)
    elif isinstance(tree, Root):
        if tree.index is None:
            for radicand in _with_factorials(tree.radicand, count):
                yield Root(None, radicand)
            return
        for k in range(count + 1):
            for index in _with_factorials(tree.index, k):
                for radicand in _with_factorials(tree.radicand, count - k):
                    yield Root(index, radicand)
    elif isinstance(tree, Unary | Group):
        inner = tree.operand if isinstance(tree, Unary) else tree.inner
        for child in _with_factorials(inner, count):
            yield Unary(tree.op, child) if isinstance(tree, Unary) else Group(tree.kind, child)


def now(mat: Mat, ruleset: Ruleset = BASIC, budget: int = DEFAULT_BUDGET) -> Answer:
    """Is a Now correct: a Solution with all Required, any Permitted, at most one Resources cube?"""
    return Adjudicator(mat, ruleset, budget).now()


def possible(mat: Mat, ruleset: Ruleset = BASIC, budget: int = DEFAULT_BUDGET) -> Answer:
    """Can a correct Solution be written however Resources are played? (Impossible iff ``no``.)"""
    return Adjudicator(mat, ruleset, budget).possible()


def goal_solutions(
    resources: Sequence[Cube],
    goal: Sequence[Sequence[Cube]],
    ruleset: Ruleset = BASIC,
    budget: int = DEFAULT_BUDGET,
) -> Answer:
    """Does the Goal ``goal`` (clusters of cubes taken from the rolled ``resources``)
    leave a Solution among the other cubes? What a Goal-setter asks before setting it.

    >>> from eqgames.games.equations.cubes import Cube
    >>> rolled = [Cube(i, f) for i, f in enumerate("6+24")]
    >>> goal_solutions(rolled, [[rolled[0]]]).witness
    '2 + 4 = 6'
    """
    used = {c.index for cluster in goal for c in cluster}
    mat = Mat(
        goal=tuple(tuple(cluster) for cluster in goal),
        resources=tuple(c for c in resources if c.index not in used),
    )
    return possible(mat, ruleset, budget)


def random_goal(
    resources: Sequence[Cube],
    rng: Rng,
    ruleset: Ruleset = BASIC,
    budget: int = DEFAULT_BUDGET,
    tries: int = 50,
) -> tuple[tuple[tuple[Cube, ...], ...], Answer] | None:
    """A random legal Goal of 1 to ``goal_max_cubes`` cubes from ``resources`` that has a
    Solution (proved by a witness), as clusters, with the answer; None after ``tries``.

    >>> from eqgames.games.equations.cubes import roll
    >>> goal, answer = random_goal(roll(Rng(3)), Rng(4))
    >>> answer.status, 1 <= sum(len(c) for c in goal) <= 6
    ('yes', True)
    """
    pool = list(resources)
    for _ in range(tries):
        size = rng.randint(1, min(ruleset.goal_max_cubes, len(pool) - 1))
        chosen = list(pool)
        rng.shuffle(chosen)
        chosen = chosen[:size]
        clusters: list[tuple[Cube, ...]] = []
        start = 0
        for i in range(1, size + 1):
            if i == size or rng.randbelow(3) == 0:
                clusters.append(tuple(chosen[start:i]))
                start = i
        mat = Mat(goal=tuple(clusters), resources=tuple(pool))
        if not goal_targets(mat, ruleset):
            continue
        answer = goal_solutions(pool, clusters, ruleset, budget)
        if answer.status == "yes":
            return tuple(clusters), answer
    return None
