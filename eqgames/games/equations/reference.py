"""The slow, obvious adjudicator: write down every expression and evaluate it.

It exists to check the fast one (:mod:`.solver`; the property tests compare the
two) and to measure it against (``benchmarks/equations_solver.py``). Nothing
clever: for every choice of cubes the question allows, every tree those cubes
can form — a digit cube a leaf, every operation consuming its cube, ``√`` unary
or with an index — evaluated from scratch by :func:`eqgames.arith.evaluate.evaluate`,
until one equals a value of the Goal. Choices with the same faces are tried once.

>>> from eqgames.games.equations.mat import Mat
>>> decide(Mat.from_text(goal="6", required="2", resources="+4"), "possible")
('yes', '2 + 4')
>>> decide(Mat.from_text(goal="6", required="2", resources="+4+"), "now")
('no', None)
"""

from __future__ import annotations

import itertools
import time
from collections.abc import Iterator, Sequence
from typing import Literal

from eqgames.arith.ast import BinOp, Node, Num, Root
from eqgames.arith.errors import ArithError
from eqgames.arith.evaluate import evaluate
from eqgames.arith.printer import to_text
from eqgames.search.cubes import BINARY, DIGITS, ROOT

from .mat import Mat
from .ruleset import BASIC, Ruleset
from .solver import goal_targets

__all__ = ["OutOfTime", "decide", "selections", "trees"]

Question = Literal["now", "possible"]


class OutOfTime(Exception):
    """The reference ran past its time cap."""


def trees(
    faces: Sequence[str], numeral_digits: int = 1, deadline: float | None = None
) -> Iterator[Node]:
    """Every expression tree using each of ``faces`` exactly once (with repeats).

    >>> [to_text(t) for t in trees("2√+3")]
    ['√(2 + 3)', '√(3 + 2)', '2 + √3', '(√2) + 3', '3 + √2', '(√3) + 2']
    """
    yield from _trees(tuple(faces), numeral_digits, deadline)


def _trees(items: tuple[str, ...], k: int, deadline: float | None) -> Iterator[Node]:
    if deadline is not None and time.process_time() > deadline:
        raise OutOfTime("the reference ran out of time")
    if all(f in DIGITS for f in items) and len(items) <= k:
        for order in itertools.permutations(items):
            yield Num("".join(order))
    for i, face in enumerate(items):
        rest = items[:i] + items[i + 1 :]
        if not rest:
            continue
        if face == ROOT:
            for inner in _trees(rest, k, deadline):
                yield Root(None, inner)
        if face in BINARY or face == ROOT:
            for mask in range(1, (1 << len(rest)) - 1):
                left = tuple(f for j, f in enumerate(rest) if mask >> j & 1)
                right = tuple(f for j, f in enumerate(rest) if not mask >> j & 1)
                for a in _trees(left, k, deadline):
                    for b in _trees(right, k, deadline):
                        yield Root(a, b) if face == ROOT else BinOp(face, a, b)


def selections(mat: Mat, question: Question, min_cubes: int = 2) -> Iterator[tuple[str, ...]]:
    """The faces of every choice of cubes a Solution may use, each multiset once."""
    required = tuple(c.face for c in mat.required)
    permitted = [c.face for c in mat.permitted]
    resources = [c.face for c in mat.resources]
    seen: set[tuple[str, ...]] = set()
    if question == "now":
        extras: list[tuple[str, ...]] = [()] + [(f,) for f in resources]
        optional = permitted
    else:
        extras = [()]
        optional = permitted + resources
    for extra in extras:
        for size in range(len(optional) + 1):
            for chosen in itertools.combinations(optional, size):
                faces = required + chosen + extra
                key = tuple(sorted(faces))
                if len(faces) >= min_cubes and key not in seen:
                    seen.add(key)
                    yield faces


def decide(
    mat: Mat,
    question: Question,
    ruleset: Ruleset = BASIC,
    seconds: float | None = None,
) -> tuple[Literal["yes", "no"], str | None]:
    """("yes", a Solution) or ("no", None); :class:`OutOfTime` past ``seconds`` of CPU time."""
    targets = {v for v, _ in goal_targets(mat, ruleset)}
    if not targets:
        return "no", None
    deadline = None if seconds is None else time.process_time() + seconds
    for tree in _all(mat, question, ruleset, deadline):
        try:
            value = evaluate(tree, complex_ok=ruleset.complex_ok)
        except (ArithError, ValueError):
            # ValueError: Python's own arithmetic errors count as refusals too.
            continue
        if value in targets:
            return "yes", to_text(tree)
    return "no", None


def _all(
    mat: Mat, question: Question, ruleset: Ruleset, deadline: float | None
) -> Iterator[Node]:
    for faces in selections(mat, question, ruleset.solution_min_cubes):
        yield from trees(faces, ruleset.solution_numeral_digits, deadline)
