"""The slow, obvious adjudicator of a shake with variations: every tree, judged by the checker.

It exists to check the fast one (:mod:`..solver`, whose search tries each meaning a
variation gives a cube) in the property tests. Nothing clever, and nothing shared
with the search's table of meanings: for every choice of cubes the question allows,
every expression tree those cubes can form with every meaning the shake's variations
give each cube — written out here from the rulebook's list (XIII) — is evaluated by
the checker's own evaluator (:func:`eqgames.arith.evaluate.evaluate` in the shake's
notation); a tree that equals a reading of the Goal (or, with Multiple of k, differs
from one by a nonzero multiple of k) is put to :func:`..checker.check` as an
Equation, and the first the checker accepts is the answer.

The meanings tried are those the adjudicator claims to try in full
(:mod:`.adjudication`): it is the reference for exactly those.

>>> from ..mat import Mat
>>> from ..ruleset import adventurous
>>> average = adventurous("elementary", {"average": None})
>>> decide(Mat.from_text(goal="7", required="++", resources="469"), "possible", average)
('yes', '(4 + 6) + 9 = 7')
>>> decide(Mat.from_text(goal="19", required="++", resources="469"), "possible", average)
('no', None)
"""

from __future__ import annotations

import itertools
import time
from collections.abc import Iterator
from functools import partial
from typing import Literal

from eqgames.arith.ast import BinOp, Group, Node, Num, Root, Unary, postorder
from eqgames.arith.errors import ArithError
from eqgames.arith.evaluate import evaluate
from eqgames.arith.printer import to_text
from eqgames.arith.values import Value

from ..checker import Occasion, check
from ..mat import Mat
from ..meanings import notation_of
from ..reference import OutOfTime, Question, selections
from ..ruleset import Ruleset
from ..solver import goal_expressions, goal_targets
from ..variation_checks import differs_by_multiple, goal_in_range
from . import high_digits

__all__ = ["decide", "trees"]

_DIGITS = "0123456789"


class _Table:
    """What each face may be, read off the ruleset: numerals, binary and unary operations."""

    def __init__(self, ruleset: Ruleset) -> None:
        has = ruleset.has
        notation = notation_of(ruleset)
        self.numeral_digits = ruleset.solution_numeral_digits
        turns = [""]
        if has("sideways"):
            turns.append("sw")
        if has("upside_down"):
            turns.append("ud")
        if has("sideways") and has("upside_down"):
            turns.append("swud")
        self.leaf: dict[str, list[tuple[str, str]]] = {d: [(d, t) for t in turns] for d in _DIGITS}
        if has("powers_of_base"):
            self.leaf["1"] += [("1" + "0" * e, "pob") for e in (1, 2, 3)]
            self.leaf["1"] += [("." + "0" * (e - 1) + "1", "pob") for e in (1, 2, 3)]
        if notation.wild == "0":
            self.leaf["0"] += [(d, "w" + t) for d in _DIGITS[1:] for t in turns]
        #: The faces that are digits of a numeral of several cubes.
        self.digits = _DIGITS
        self.point = has("decimal_point")
        if notation.base >= 11:
            # XIII-C-5: ^ may be the digit ten (sideways one-tenth), √ eleven in base twelve.
            self.digits += "^" if notation.base == 11 else "^√"
            for face in self.digits[10:]:
                self.leaf[face] = [(face, t) for t in turns]
        self.binary: dict[str, list[str]] = {f: [f] for f in "+−×÷^"}
        self.binary["√"] = ["root"]
        if has("lcm"):
            self.binary["√"].append("lcm")
        if has("percent"):
            self.binary["√"].append("pct")
        if has("gcf"):
            self.binary["^"].append("gcf")
        if has("log"):
            self.binary["÷"].append("log")
        self.unary: dict[str, list[str]] = {"√": ["sqrt"]}
        if has("number_of_factors") or has("smallest_prime"):
            self.unary["×"] = ["×"]
        # Factorial: a ! is an item of the tree like a unary cube, though no cube.
        self.unary["!"] = ["!"]


def trees(faces: tuple[str, ...], ruleset: Ruleset, deadline: float | None = None) -> Iterator[Node]:
    """Every tree using each of ``faces`` once, with every meaning of each.

    >>> from ..ruleset import adventurous
    >>> sorted(to_text(t) for t in trees(("2", "√", "4"), adventurous("elementary", {"lcm": None})))[:4]
    ['2 √lcm 4', '2√4', '4 √lcm 2', '4√2']
    """
    yield from _trees(faces, _Table(ruleset), deadline)


def _trees(items: tuple[str, ...], table: _Table, deadline: float | None) -> Iterator[Node]:
    if deadline is not None and time.process_time() > deadline:
        raise OutOfTime("the reference ran out of time")
    if len(items) == 1 and items[0] in table.leaf:
        for digits, marks in table.leaf[items[0]]:
            yield Num(digits, marks=marks)
    elif all(f in table.digits for f in items) and len(items) <= table.numeral_digits:
        for order in set(itertools.permutations(items)):
            yield Num("".join(order))
    # Decimal Point (XIII-B-13): the ^ cube a point among one to three digits.
    digits_and_point = all(f in _DIGITS for f in items if f != "^")
    if table.point and items.count("^") == 1 and 2 <= len(items) <= 4 and digits_and_point:
        for order in set(itertools.permutations(items)):
            yield Num("".join(order).replace("^", "."))
    for i, face in enumerate(items):
        rest = items[:i] + items[i + 1 :]
        if not rest:
            continue
        for op in table.unary.get(face, []):
            for inner in _trees(rest, table, deadline):
                yield Root(None, inner) if op == "sqrt" else Unary(op, inner)
        for op in table.binary.get(face, []):
            for mask in range(1, (1 << len(rest)) - 1):
                left = tuple(f for j, f in enumerate(rest) if mask >> j & 1)
                right = tuple(f for j, f in enumerate(rest) if not mask >> j & 1)
                for a in _operands(left, op, table, deadline):
                    for b in _operands(right, op, table, deadline):
                        yield Root(a, b) if op == "root" else BinOp(op, a, b)


def _operands(items: tuple[str, ...], op: str, table: _Table, deadline: float | None) -> Iterator[Node]:
    """The trees over ``items`` as an operand of ``op``: with Percent a numeral beside the
    sign may have two digits though Solutions have one-digit numerals (XIII-A-14)."""
    yield from _trees(items, table, deadline)
    two = op == "pct" and table.numeral_digits < 2 and len(items) == 2
    if two and all(f in table.digits for f in items):
        for order in set(itertools.permutations(items)):
            yield Num("".join(order))


def decide(
    mat: Mat, question: Question, ruleset: Ruleset, seconds: float | None = None
) -> tuple[Literal["yes", "no"], str | None]:
    """("yes", an Equation the checker accepts) or ("no", None); :class:`OutOfTime`
    past ``seconds`` of CPU time."""
    notation = notation_of(ruleset)
    # In bases eleven and twelve every ^ and √ is written marked, digit or operation.
    written = partial(high_digits.written, notation=notation) if notation.base >= 11 else to_text
    bangs = 2 if ruleset.has("factorial") else 0
    goals = _goals(mat, ruleset, bangs)
    if not goals:
        return "no", None
    occasion: Occasion = "now" if question == "now" else "impossible"
    deadline = None if seconds is None else time.process_time() + seconds
    for faces, tree in _solutions(mat, question, ruleset, bangs, deadline):
        try:
            value = evaluate(tree, complex_ok=ruleset.complex_ok, notation=notation)
        except (ArithError, ValueError):
            continue
        for goal, goal_tree, used in goals:
            if used + faces.count("!") > bangs:
                continue
            hit = (
                differs_by_multiple(value, goal, ruleset) is None
                if ruleset.has("multiple_of")
                else value == goal
            )
            if not hit:
                continue
            equation = f"{written(tree)} = {written(goal_tree)}"
            if check(equation, mat, occasion, ruleset).correct:
                return "yes", equation
    return "no", None


def _solutions(
    mat: Mat, question: Question, ruleset: Ruleset, bangs: int, deadline: float | None
) -> Iterator[tuple[tuple[str, ...], Node]]:
    """Every Solution tree over every choice of cubes, with up to ``bangs`` !."""
    for faces in selections(mat, question, ruleset.solution_min_cubes):
        for extra in range(bangs + 1):
            with_signs = faces + ("!",) * extra
            for tree in trees(with_signs, ruleset, deadline):
                yield with_signs, tree


def _goals(mat: Mat, ruleset: Ruleset, bangs: int) -> list[tuple[Value, Node, int]]:
    """Each reading of the Goal (value, tree, how many ! it uses): the readings of the
    mat's Goal, and with Factorial each with up to ``bangs`` ! after any of its parts."""
    out = [(v, t, 0) for v, t in goal_targets(mat, ruleset)]
    if not bangs:
        return out
    notation = notation_of(ruleset)
    trees = [t for expression in goal_expressions(mat, ruleset) for t in expression.interpretations()]
    for tree in trees:
        nodes = list(postorder(tree))
        for used in range(1, bangs + 1):
            for chosen in itertools.combinations_with_replacement(range(len(nodes)), used):
                marked = _factorials_at(tree, [nodes[i] for i in chosen])
                try:
                    value = evaluate(marked, complex_ok=ruleset.complex_ok, notation=notation)
                except (ArithError, ValueError):
                    continue
                if goal_in_range(value, ruleset) is None:
                    out.append((value, marked, used))
    return out


def _factorials_at(tree: Node, chosen: list[Node]) -> Node:
    """The tree with a ! after each chosen node (as many as it is chosen)."""
    done: dict[int, Node] = {}
    for n in postorder(tree):
        if isinstance(n, BinOp):
            new: Node = BinOp(n.op, done[id(n.left)], done[id(n.right)])
        elif isinstance(n, Root):
            index = None if n.index is None else done[id(n.index)]
            new = Root(index, done[id(n.radicand)])
        elif isinstance(n, Unary):
            new = Unary(n.op, done[id(n.operand)])
        elif isinstance(n, Group):
            new = Group(n.kind, done[id(n.inner)])
        else:
            new = n
        for c in chosen:
            if c is n:
                new = Unary("!", new)
        done[id(n)] = new
    return done[id(tree)]
