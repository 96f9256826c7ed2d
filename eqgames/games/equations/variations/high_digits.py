"""Base eleven and twelve (XIII-C-5): a ``^`` cube that is the digit ten or a power, a
``√`` cube that is the digit eleven (base twelve) or a root.

A cube is one or the other in an Equation, so the adjudicator searches each way of
taking the mat's ``^`` (and ``√``) cubes as digits: :func:`choices` lists them, as
how many of each face in each part of the mat (Required, Permitted, Resources) are
digits — cubes of one face in one part are interchangeable. A cube taken as a digit is
a virtual face of the search (:data:`TEN`, :data:`ELEVEN`): a numeral of its own, turned
as any digit may be (a sideways ``^`` is one-tenth), or a digit of a two-digit numeral.
The Goal is read each way the writer may mark it (:func:`goal_texts`), and the witness
is written with every such cube marked (:func:`written`: ``^ten``, ``^pow``, ``√eleven``,
``√rt``), so that it has one reading (VII-B-5-e). Decimal Point (XIII-B-13) is searched
the same way: a ``^`` cube taken as a point (:data:`POINT`) joins one to three digit
cubes in a numeral (``3.25``).

>>> from eqgames.arith.notation import Notation
>>> goal_texts("^+1", Notation(base=11, sideways=True))
['^+1', '^ten+1', '^sw+1']
>>> from eqgames.arith.ast import BinOp, Num
>>> written(BinOp("^", Num("1^"), Num("2", marks="sw")), Notation(base=12, sideways=True))
'1^ten ^pow 2sw'
"""

from __future__ import annotations

import itertools
import re
from collections.abc import Mapping
from dataclasses import replace

from eqgames.arith.ast import Node, Num, map_numerals
from eqgames.arith.notation import Notation
from eqgames.arith.printer import to_text

from ..mat import Mat

__all__ = ["ELEVEN", "POINT", "TEN", "WILD", "choices", "digit_faces", "goal_texts", "operations_marked", "written"]

#: The virtual faces of a ``^`` cube used as the digit ten and a ``√`` as eleven.
TEN = "\U000f0010"
ELEVEN = "\U000f0011"
#: The virtual face of a ``^`` cube used as a decimal point (Decimal Point, XIII-B-13).
POINT = "\U000f0012"
#: The same three for the wild cube standing for ``^`` (``√``), written marked ``w``
#: (``^tenw``, ``3.w5``), each face's its own (XIII-B-3 comment (d): one 0 a digit ten,
#: another a power, since both are the symbol ^).
WILD_TEN = "\U000f0013"
WILD_ELEVEN = "\U000f0014"
WILD_POINT = "\U000f0015"
WILD = {TEN: WILD_TEN, ELEVEN: WILD_ELEVEN, POINT: WILD_POINT}

_WORD = {"^": "ten", "√": "eleven"}
#: A ^ or √ written as an operation: not followed by a mark (``^gcf``, ``√ud``) or a note;
#: an i after it (Imaginary, ``2^i``) is a numeral, no mark.
_OPERATION = {"^": re.compile(r"\^(?![a-hj-z(])"), "√": re.compile(r"√(?![a-hj-z(])")}
_MARKED = {"^": "^pow", "√": "√rt"}
#: The mark of a Goal cube lying turned on the mat, as the Goal's text writes it.
_TURNED = re.compile(r"(sw|ud)(?![a-z])")
#: A ^ or √ written as an operation, marked as the wild cube (``^w``).
_WILD_OPERATION = {"^": re.compile(r"\^w(?![a-hj-z(])"), "√": re.compile(r"√w(?![a-hj-z(])")}
#: The same wild cube lying turned in the Goal (``^wsw``, ``√wud``).
_WILD_TURNED = {"^": re.compile(r"\^w(?:sw|ud)(?![a-z])"), "√": re.compile(r"√w(?:sw|ud)(?![a-z])")}


def digit_faces(notation: Notation) -> dict[str, str]:
    """The faces that may be digits in the base, each with its virtual face."""
    if notation.base < 11:
        return {}
    return {"^": TEN, "√": ELEVEN} if notation.base >= 12 else {"^": TEN}


def choices(
    mat: Mat, faces: Mapping[str, str], searched: Mapping[int, str] | None = None
) -> list[tuple[int, ...]]:
    """Each way to take the mat's cubes of ``faces`` (``^`` / ``√``) as the other thing
    they may be (a digit; with Decimal Point a ``^`` as a point), as the cube indexes
    taken (the first so many of each face in each part), the way with none first.
    ``searched``: the face each cube is searched as, when not its own (the wild cube
    standing for ``^``), such cubes a group of their own.

    >>> from eqgames.arith.notation import Notation
    >>> mat = Mat.from_text(required="^", resources="2^^")
    >>> choices(mat, digit_faces(Notation(base=11)))
    [(), (2,), (2, 3), (0,), (0, 2), (0, 2, 3)]
    >>> choices(Mat.from_text(resources="^0"), {"^": TEN}, {0: "^", 1: "^"})
    [(), (1,), (0,), (0, 1)]
    """
    searched = searched or {}
    groups: list[list[int]] = []
    for part in (mat.required, mat.permitted, mat.resources):
        for face in faces:
            for own in (True, False):
                indexes = [
                    c.index
                    for c in part
                    if searched.get(c.index, c.face) == face and (c.face == face) == own
                ]
                if indexes:
                    groups.append(indexes)
    out: list[tuple[int, ...]] = []
    for counts in itertools.product(*(range(len(g) + 1) for g in groups)):
        out.append(tuple(sorted(i for g, k in zip(groups, counts, strict=True) for i in g[:k])))
    return out


def goal_texts(text: str, notation: Notation) -> list[str]:
    """The Goal ``text`` with each unmarked ``^`` / ``√`` written as an operation or as the
    digit (a ``^`` also sideways: "the writer may interpret the ^ as right-side up or
    sideways regardless of the way the ^ is physically placed in the Goal"); the
    text as it is first.

    A ``^`` lying sideways on the mat is read as an upright one is (the writer reads
    it either way: XIII-C-5, and its Note: ^ "is ambiguous with regard to sideways"),
    one lying upside-down only as the digit ten upside-down (−10), and in base twelve a
    turned ``√`` as the digit eleven turned (1/11, −11; a turned root is no sign of the
    shake):

    >>> goal_texts("2^sw", Notation(base=11, sideways=True))
    ['2^', '2^ten', '2^sw']
    >>> goal_texts("^ud+√sw", Notation(base=12, sideways=True, upside_down=True))
    ['^tenud+√elevensw']

    The wild cube standing for ^ (√) lying turned is the digit turned, as the checker
    reads it:

    >>> goal_texts("2+^wsw", Notation(base=11, sideways=True))
    ['2+^tenwsw']
    """
    faces = digit_faces(notation)
    # (where the cube's marks start, where they end, what the writer may write there)
    spots: list[tuple[int, int, list[str]]] = []
    for i, c in enumerate(text):
        if c not in faces:
            continue
        turned = _TURNED.match(text, i + 1)
        if _OPERATION[c].match(text, i):
            spots.append((i + 1, i + 1, _upright(c, notation)))
        elif turned is not None:
            turn = turned.group()
            upright = c == "^" and turn == "sw"  # read as if it lay upright
            spots.append((i + 1, turned.end(), _upright(c, notation) if upright else [_WORD[c] + turn]))
        elif _WILD_OPERATION[c].match(text, i):
            # The wild cube standing for ^ (√), unturned: a power or the digit (``^w``,
            # ``^tenw``); it lies as the wild cube does.
            spots.append((i + 1, i + 1, ["", _WORD[c]]))
        elif _WILD_TURNED[c].match(text, i):
            # Lying turned, only the digit turned (``^tenwsw`` one-tenth, ``^tenwud``
            # −10): a turned power or root is no sign of the shake, and the checker
            # reads the wild cube as it lies, not as an upright ^ would be.
            spots.append((i + 1, i + 1, [_WORD[c]]))
    out: list[str] = []
    for chosen in itertools.product(*(options for _, _, options in spots)):
        out_text = text
        for (start, end, _), word in sorted(zip(spots, chosen, strict=True), reverse=True):
            out_text = out_text[:start] + word + out_text[end:]
        out.append(out_text)
    return out


def _upright(face: str, notation: Notation) -> list[str]:
    """What a writer may write after an upright ``^`` / ``√`` of the Goal: nothing (as it
    lies), the digit, and for a ``^`` the digit sideways."""
    return ["", _WORD[face]] + (["sw"] if face == "^" and notation.sideways else [])


def written(tree: Node, notation: Notation) -> str:
    """``tree`` as text with each digit ten or eleven and each ``^`` / ``√`` operation
    marked, so that no other reading exists."""
    faces = digit_faces(notation)

    def marked(node: Num) -> Node:
        if "(" in node.digits:
            return node  # a text written already (the reference's i products, ``(^ten)i``)
        return replace(node, digits="".join(c + _WORD[c] if c in faces else c for c in node.digits))

    return operations_marked(to_text(map_numerals(tree, marked)), notation)


def operations_marked(text: str, notation: Notation) -> str:
    """``text`` with each ``^`` / ``√`` written as an operation marked so (``^pow``,
    ``√rt``), in base eleven and twelve.

    >>> operations_marked("2 ^ ^ten", Notation(base=11))
    '2 ^pow ^ten'
    """
    for face in digit_faces(notation):
        text = _OPERATION[face].sub(_MARKED[face], text)
    return text
