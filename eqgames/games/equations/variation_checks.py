"""The checker's rules of the Adventurous variations (XIII; VII-B-5-f "a variation is
applied incorrectly or not at all").

Each function returns the reason an Equation breaks the rule, or ``None``; the checker
(:mod:`.checker`) asks them in the order a careful opponent would:

1. :func:`goal_matches` — the written Goal is the mat's: its cubes in order, a wild
   cube's place written as what it stands for (VII-B-2 comment (b)(ii): "the Goal is
   40 with 0 Wild, and the writer writes 45"), each cube turned as on the mat;
2. :func:`wild_consistent` — the wild cube stands for one symbol everywhere, Goal and
   Solution (XIII-A-3, B-3, C-3);
3. :func:`factorials_allowed` — two ``!`` in the whole Equation (XIII-A-4); with
   Multiple Operations any number in the Solution, two in the Goal (XIII-B-5);
4. :func:`differs_by_multiple` — with Multiple of k the Solution differs from the Goal by
   a nonzero multiple of k (XIII-B-7);
5. :func:`named_variation` — when a reading misses the Goal only because of a variation's
   meaning, the reason says so ("with Average, (4 + 6) + 9 is 7, not 19").
"""

from __future__ import annotations

from collections import Counter
from dataclasses import replace

from eqgames.arith.ast import BinOp, Node, postorder
from eqgames.arith.equations import Expression
from eqgames.arith.errors import ArithError
from eqgames.arith.evaluate import evaluate
from eqgames.arith.notation import Notation
from eqgames.arith.printer import to_text
from eqgames.arith.values import Value, as_fraction
from eqgames.arith.values import to_text as value_text

from .mat import Mat
from .ruleset import Ruleset

__all__ = [
    "differs_by_multiple",
    "factorials_allowed",
    "goal_matches",
    "named_variation",
    "wild_consistent",
]

_TURN_WORDS = {"sw": "sideways", "ud": "upside-down", "swud": "sideways and upside-down"}


def goal_matches(written: Expression, mat: Mat, notation: Notation) -> bool:
    """Are the written Goal's cubes the mat's, in order (a wild cube's place may show
    the symbol it stands for)?"""
    cubes = [c.face for c in mat.goal_cubes()]
    faces = written.faces()
    if len(faces) != len(cubes):
        return False
    return all(f == c or c == notation.wild for f, c in zip(faces, cubes, strict=True))


def goal_turns(written: Expression, mat: Mat, notation: Notation) -> str | None:
    """Every Goal cube is written turned as it lies on the mat (Appendix A: the default
    is right-side up), except a one-digit ^ in base eleven or twelve, which the writer
    may read upright or sideways however it lies (XIII-C-5)."""
    cubes = zip(mat.goal_cubes(), written.cube_marks(), written.cube_roles(), strict=True)
    for cube, mark, operation in cubes:
        turn = mat.turn_of(cube)
        if turn == mark:
            continue
        if cube.face == "−" and not operation:
            continue  # a sideways − is i, and | in a Goal is i or −i (XIII-D-11 comment (c))
        if notation.base >= 11 and cube.face == "^" and {turn, mark} <= {"", "sw"}:
            continue
        if turn and not mark:
            return (
                f"the Goal's {cube.face} is {_TURN_WORDS[turn]} on the mat: write it with its mark, "
                f"{cube.face}{turn} (Appendix A)"
            )
        if mark == "swud":
            return (
                "a Goal cube cannot be both sideways and upside-down: only a Solution's can "
                "(XIII-A-2 comment (a))"
            )
        return f"the Goal's {cube.face} is not {_TURN_WORDS[mark]} on the mat"
    return None


def wild_consistent(
    solution: Expression, goal: Expression, goal_faces: tuple[str, ...], notation: Notation
) -> str | None:
    """One meaning for every wild cube of the Equation; Elementary's stand for numerals."""
    wild = notation.wild
    if wild is None:
        return None
    meanings: list[tuple[str, str]] = []
    for where, faces, stands in (
        ("the Goal", goal_faces, goal.stands()),
        ("the Solution", solution.faces(), solution.stands()),
    ):
        meanings.extend((where, s) for f, s in zip(faces, stands, strict=True) if f == wild)
    for where, meaning in meanings:
        if meaning.isdigit() and int(meaning) >= notation.base:
            return (
                f"the wild {wild} stands for {meaning} in {where}, but in base "
                f"{notation.base_name} it may not represent {meaning} (XIII-B-3 comment (c))"
            )
        if not notation.wild_symbols and not meaning.isdigit():
            return (
                f"the wild {wild} stands for {meaning} in {where}, but in Elementary it may "
                "stand only for a numeral (XIII-A-3)"
            )
    seen = {meaning for _, meaning in meanings}
    if len(seen) <= 1:
        return None
    (first_where, first), *rest = meanings
    other_where, other = next((w, m) for w, m in rest if m != first)
    there = "there" if other_where == first_where else f"in {other_where}"
    here = "here" if other_where == first_where else f"in {first_where}"
    return (
        f"{wild} stands for {first} {here} and for {other} {there}: the wild cube must represent "
        f"the same symbol everywhere it occurs, Goal and Solution (XIII-A-3)"
        + (f"; an unmarked {wild} is {wild}" if wild in (first, other) else "")
    )


def exponent_colours(solution: Expression, goal: Expression, mat: Mat, ruleset: Ruleset) -> str | None:
    """A digit used as an exponent without a ^ is on a cube of the chosen colour
    (XIII-B-9); cubes typed without a colour are taken at their word."""
    colour = ruleset.param("exponent")
    if colour is None:
        return None
    goal_cubes = mat.goal_cubes()
    for face, at in goal.exponents():
        cube = goal_cubes[at] if at < len(goal_cubes) else None
        if cube is not None and cube.colour not in (None, colour):
            return (
                f"the Goal's {face} is on a {cube.colour} cube: only a {colour} digit may be an "
                "exponent without a ^ (XIII-B-9)"
            )
    wanted = Counter(face for face, _ in solution.exponents())
    usable = [*mat.required, *mat.permitted, *mat.resources]
    for face, n in wanted.items():
        held = sum(1 for c in usable if c.face == face and c.colour in (None, colour))
        if n > held:
            return (
                f"the Solution uses {n} {face} as an exponent without a ^, but only a {colour} "
                f"cube may be one, and {held} {colour} {face} can be used (XIII-B-9)"
            )
    return None


def factorials_allowed(solution: Expression, goal: Expression, ruleset: Ruleset) -> str | None:
    """Two ``!`` in the whole Equation (XIII-A-4), or as many as wanted in the Solution
    and two in the Goal with Multiple Operations (XIII-B-5)."""
    in_goal, in_solution = goal.factorials(), solution.factorials()
    if ruleset.has("multiple_operations"):
        if in_goal > 2:
            return (
                f"the Goal uses {in_goal} factorials: at most two may be used in the Goal, even "
                "with Multiple Operations (XIII-B-5)"
            )
        return None
    if in_goal + in_solution > 2:
        return (
            f"the Equation uses {in_goal + in_solution} factorials ({in_goal} in the Goal, "
            f"{in_solution} in the Solution): two are available for the whole Equation (XIII-A-4)"
        )
    return None


def goal_in_range(goal: Value, ruleset: Ruleset) -> str | None:
    """With Multiple of k the Goal is between −1000 and 1000 (base ten, XIII-B-7)."""
    if not ruleset.has("multiple_of"):
        return None
    f = as_fraction(goal)
    if f is not None and -1000 <= f <= 1000:
        return None
    return (
        f"with Multiple of k the Goal must not be greater than 1000 or less than −1000; "
        f"this one is {value_text(goal)} (XIII-B-7)"
    )


def differs_by_multiple(value: Value, goal: Value, ruleset: Ruleset) -> str | None:
    """With Multiple of k: Solution − Goal is a nonzero integer multiple of k (XIII-B-7)."""
    k = ruleset.param("multiple_of")
    assert isinstance(k, int)
    value_f, goal_f = as_fraction(value), as_fraction(goal)
    difference = None if value_f is None or goal_f is None else value_f - goal_f
    if difference and difference.denominator == 1 and difference.numerator % k == 0:
        return None
    if value == goal:
        return (
            f"with Multiple of {k}, the Solution must not equal the Goal: it must differ from it "
            f"by a nonzero multiple of {k}; it equals it, {value_text(goal)} (XIII-B-7)"
        )
    shown = value_text(difference) if difference is not None else "not a rational number"
    return (
        f"with Multiple of {k}, the Solution must differ from the Goal by a nonzero multiple of "
        f"{k}: the Solution is {value_text(value)}, the Goal {value_text(goal)}, the difference "
        f"{shown} (XIII-B-7)"
    )


def named_variation(tree: Node, value: Value, goal: Value, notation: Notation) -> str | None:
    """If the reading would equal the Goal without a variation's meaning, which one."""
    if notation.average and any(isinstance(n, BinOp) and n.op == "+" for n in postorder(tree)):
        try:
            plain = evaluate(tree, notation=replace(notation, average=False))
        except ArithError:
            return None
        if plain == goal:
            return (
                f"with Average, {to_text(tree)} is {value_text(value)}, not {value_text(goal)}: "
                "+ means the average of two numbers, not their sum (XIII-A-12)"
            )
    return None
