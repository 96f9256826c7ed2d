"""Every value a writer may read a Goal as with Imaginary (XIII-D-11), and how to write it.

With Imaginary a ``−`` cube in the Goal may be i: a sideways one must be ("| may not be
interpreted as sideways", so it is i or −i, comment (c)), and the checker also lets a
writer read an upright Goal − as i or −i; a numeral and i side by side need not be
grouped first (table (j): the Goal ``3+2|`` may be read (3+2)i, brackets written); and
a power or root in the Goal "may equal any one of the complex roots equal to the
expression", the writer naming which. :func:`goal_readings` lists the values of all these
readings, each with the Goal written as the checker reads it (``(3 + 2)i``,
``16 ^root(−2) (1 ÷ 4)``), and says whether the list is all of them.

>>> from ..ruleset import adventurous
>>> from eqgames.arith.values import to_text
>>> readings = goal_readings(Mat.from_text(goal="3+2−"), adventurous("senior", {"imaginary": None}))
>>> sorted((to_text(v), text) for v, _, text in readings.targets)
[('3 + 2i', '3 + (2i)'), ('3 − 2i', '3 + (2iud)'), ('5i', '(3 + 2)i'), ('−5i', '(3 + 2)iud')]
>>> readings.complete
True
"""

from __future__ import annotations

import itertools
from collections.abc import Iterator
from dataclasses import dataclass

from eqgames.arith.ast import BinOp, Group, Node, Num, Root, Unary
from eqgames.arith.equations import parse
from eqgames.arith.errors import ArithError, LimitExceeded
from eqgames.arith.notation import Notation
from eqgames.arith.values import Value, is_rational
from eqgames.search.cubes import ALGEBRAIC_COST
from eqgames.search.imaginary import I_FACE, TooMany, tree_values

from ..mat import Mat
from ..meanings import notation_of
from ..ruleset import Ruleset
from .goal_points import writings

__all__ = ["GoalReadings", "goal_readings", "written"]

_DIGITS = "0123456789"
#: The faces of a numeral's digits: in base eleven and twelve a ^ (√) is the digit ten
#: (eleven), written marked so (XIII-C-5).
_CUBE_DIGITS = _DIGITS + "^√"
_DIGIT_WORDS = {"^": "^ten", "√": "√eleven"}


@dataclass(frozen=True)
class GoalReadings:
    """The Goal's values with the Goal written for each; ``complete``: they are all."""

    #: (value, the Goal's tree noted to have it, the Goal written as the checker reads
    #: it, or "" when it cannot be written so: 2|^8 read 2(i^8), comment (g)).
    targets: tuple[tuple[Value, Node, str], ...]
    complete: bool
    #: Work units spent listing them (each reading evaluated counts as a complex operation).
    work: int = 0


def goal_readings(mat: Mat, ruleset: Ruleset, budget: int | None = None) -> GoalReadings:
    """Every value of every reading of the Goal the checker allows (see the module);
    ``budget``: the work units the listing may spend, past which it stops, not complete.

    With the numeral variations each − choice is written every way the writer may
    (:func:`.goal_points.writings`: the points of Decimal in Goal, XIII-D-12, "If a
    decimal point is placed to make .3|, this is .3 x i"; the digits ten and eleven,
    XIII-C-5):

    >>> from ..ruleset import adventurous
    >>> from eqgames.arith.values import to_text
    >>> shake = adventurous("senior", {"imaginary": None, "decimal_in_goal": None})
    >>> sorted((to_text(v), text) for v, _, text in goal_readings(Mat.from_text(goal="3−"), shake).targets)
    [('3i', '3i'), ('3i/10', '.3i'), ('−3i', '3iud'), ('−3i/10', '.3iud')]
    """
    notation = notation_of(ruleset)
    cubes = mat.goal_cubes()
    clusters = [len(cluster) for cluster in mat.goal]
    choices: list[list[str]] = []
    for cube in cubes:
        turn = mat.turn_of(cube)
        if cube.face == I_FACE:
            choices.append(["i", "iud"] if turn else ["−", "i", "iud"])
        else:
            choices.append([cube.face + turn])
    found: dict[Value, tuple[Node, str]] = {}
    complete = True
    work = 0
    faces = [cube.face for cube in cubes]
    texts = (w for chosen in itertools.product(*choices) for w in writings("".join(chosen), notation))
    for reading in dict.fromkeys(texts):
        if budget is not None and work > budget:
            complete = False
            break
        try:
            for tree in _readings(reading, clusters, notation, ruleset):
                values = tree_values(tree, notation)
                work += ALGEBRAIC_COST * (1 + len(values))
                for value, noted in values.items():
                    text = written(noted, faces)
                    if value not in found or (text is not None and found[value][1] == ""):
                        found[value] = (noted, text or "")
        except TooMany:
            complete = False
    # Rational values first: most Solutions are rational all the way up.
    targets = sorted(
        ((v, tree, text) for v, (tree, text) in found.items()),
        key=lambda vtt: not is_rational(vtt[0]),
    )
    return GoalReadings(tuple(targets), complete, work)


def _readings(text: str, clusters: list[int], notation: Notation, ruleset: Ruleset) -> Iterator[Node]:
    """The trees of ``text`` the mat's grouping allows, the i products split or not."""
    most = ruleset.goal_numeral_digits
    try:
        expression = parse(text, star=ruleset.star, notation=notation)
        # A Goal's numeral has at most two digits, three with a point (IV-B-1, XIII-D-12).
        pointed = 3 if notation.decimal_in_goal else most
        if any(size > (pointed if "." in n.digits else most) for n, size in expression.numeral_cubes()):
            return
    except ArithError:
        return
    for split in (False, True):
        try:
            yield from expression.regrouped(clusters, split_i=split).interpretations()
        except LimitExceeded:
            raise TooMany(f"{text} has too many readings") from None
        except ArithError:
            continue


def written(tree: Node, faces: list[str]) -> str | None:
    """The Goal ``tree`` written as the checker reads it: an i product side by side
    (``7i2``, ``(3 + 2)i``), the rest fully bracketed; ``faces``: the Goal's cubes, which
    tell a × cube from an implied one. None when it cannot be written so.

    >>> written(BinOp("×", Group("(", BinOp("+", Num("3"), Num("2"))), Num("i")), list("3+2−"))
    '(3 + 2)i'
    >>> written(BinOp("×", Num("6·i·6"), Num("4", marks="sw")), list("6−64"))
    '6i6(4sw)'
    """
    at = [0]
    try:
        text, _ = _write(tree, faces, at)
    except _Unwritable:
        return None
    return text if at[0] == len(faces) else None


class _Unwritable(Exception):
    pass


def _write(node: Node, faces: list[str], at: list[int]) -> tuple[str, bool]:
    """(text, whether it is a product written side by side)."""
    if isinstance(node, Num):
        parts = node.digits.split("·")
        at[0] += sum(1 if p.startswith("i") else sum(c in _CUBE_DIGITS for c in p) for p in parts)
        text = "".join(_DIGIT_WORDS.get(c, c) for c in node.digits.replace("·", ""))
        return text + node.marks, len(parts) > 1 or "i" in node.digits
    if isinstance(node, Group):
        inner, _ = _write(node.inner, faces, at)
        return f"({inner})", False
    if isinstance(node, Unary):
        inner, _ = _write(node.operand, faces, at)
        return (f"({inner})!" if node.op == "!" else f"×({inner})"), False
    if isinstance(node, Root):
        index = ""
        if node.index is not None:
            index, _ = _write(node.index, faces, at)
            index = _bracketed(node.index, index)
        at[0] += 1
        radicand, _ = _write(node.radicand, faces, at)
        note = f"root({node.note}) " if node.note else ""
        return f"{index}√{note}{_bracketed(node.radicand, radicand)}", False
    assert isinstance(node, BinOp)
    left, left_side = _write(node.left, faces, at)
    implied = node.op == "×" and (at[0] >= len(faces) or faces[at[0]] != "×")
    if not implied:
        at[0] += 1
    right, right_side = _write(node.right, faces, at)
    if implied:
        # Side by side, i between: 7i2, (3 + 2)i, i(3 + 2), 2ii3.
        if right.startswith("i"):
            return (left if left_side or _plain(node.left, True) else f"({left})") + right, True
        if left_side and (left.endswith("i") or left.endswith("iud")):
            return left + (right if right_side or _plain(node.right, True) else f"({right})"), True
        if left_side:
            # A bracket after any product with i in it: 2i3(4 + 5).
            return left + (right if isinstance(node.right, Group) else f"({right})"), True
        raise _Unwritable
    note = f"root({node.note})" if node.note else ""
    return f"{_side(node.left, left, left_side)} {node.op}{note} {_side(node.right, right, right_side)}", False


def _plain(node: Node, group: bool = False) -> bool:
    """A numeral of digit cubes with no mark, or (``group``) a bracket: it may stand
    beside i as it is written."""
    if group and isinstance(node, Group):
        return True
    return isinstance(node, Num) and all(c in _CUBE_DIGITS + "." for c in node.digits) and not node.marks


def _bracketed(node: Node, text: str) -> str:
    return text if isinstance(node, Num | Group) and "·" not in getattr(node, "digits", "") else f"({text})"


def _side(node: Node, text: str, product: bool) -> str:
    """An operand of a written operation: a one-cube numeral or a bracket as it is."""
    if product:
        return f"({text})"
    return _bracketed(node, text)
