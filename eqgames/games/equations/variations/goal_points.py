"""Decimal in Goal (XIII-D-12): every way the writer may place decimal points in the Goal.

The points are no cubes: each numeral of the Goal may take one, in front of a
right-side-up digit, between two digits or after the last ("a decimal point may be
placed in front of only a right-side up digit"); three consecutive digits are a Goal
only with a point among them. :func:`pointed` lists the Goal texts with every such
choice, the Goal as it lies among them; the adjudicator reads each in the shake's
notation, and the checker (the judge of every witness) accepts the ones that are
legal Goals. A turned cube is a numeral of its own, and takes no point.

>>> pointed("20")
['20', '.20', '2.0', '20.']
>>> pointed("2×3")
['2×3', '2×.3', '2×3.', '.2×3', '.2×.3', '.2×3.', '2.×3', '2.×.3', '2.×3.']
>>> pointed("7sw+1")
['7sw+1', '7sw+.1', '7sw+1.']

In base eleven and twelve a ``^`` (``√``) marked as the digit ten (eleven) is a digit
like any other; marked sideways it is a turned cube (one-tenth), and takes no point:

>>> pointed("^ten5")
['^ten5', '.^ten5', '^ten.5', '^ten5.']
>>> pointed("^tensw+√eleven")
['^tensw+√eleven', '^tensw+.√eleven', '^tensw+√eleven.']
"""

from __future__ import annotations

import itertools
import re

from eqgames.arith.notation import Notation

from . import high_digits

__all__ = ["carets_as_points", "pointed", "writings"]

#: A digit of the Goal's text: a digit cube, or in base eleven and twelve a ^ (√) the
#: writer marks as the digit ten (eleven) (XIII-C-5).
_DIGIT = r"(?:[0-9]|\^ten|√eleven)"
#: A numeral of the Goal's text: right-side-up digits not followed by a turn's mark.
_RUN = re.compile(rf"{_DIGIT}+(?!{_DIGIT}*(?:sw|ud))")
_DIGITS = re.compile(_DIGIT)


def pointed(text: str) -> list[str]:
    """``text`` (a Goal in the notation, turned cubes marked) with no point or one point
    in each numeral, in every place the rulebook allows; the unpointed text first."""
    # Each numeral: no point (None), or a point before any of its digits, or after its last.
    places = [[None, *(d.start() + m.start() for d in _DIGITS.finditer(m.group())), m.end()] for m in _RUN.finditer(text)]
    out: list[str] = []
    for choice in itertools.product(*places):
        written = text
        for at in sorted((c for c in choice if c is not None), reverse=True):
            written = written[:at] + "." + written[at:]
        out.append(written)
    return out


def carets_as_points(text: str) -> list[str]:
    """Decimal Point (XIII-B-13): the Goal ``text`` with each ``^`` a power or a point
    ("A Goal of 4^5 can equal either 4.5 or 4^5"), as it lies first.

    >>> carets_as_points("4^5")
    ['4^5', '4.5']
    """
    spots = [i for i, c in enumerate(text) if c == "^" and not text[i + 1 : i + 2].isalpha()]
    out: list[str] = []
    for chosen in itertools.product("^.", repeat=len(spots)):
        written = list(text)
        for i, c in zip(spots, chosen, strict=True):
            written[i] = c
        out.append("".join(written))
    return out


def writings(text: str, notation: Notation) -> list[str]:
    """Every way the writer may write the Goal ``text`` with the numeral variations: in
    base eleven and twelve each ^ (√) marked a digit or an operation
    (:func:`.high_digits.goal_texts`), with Decimal Point each ^ a power or a point, with
    Decimal in Goal the points placed (:func:`pointed`); the text as it is first.

    >>> writings("4^5", Notation(decimal_point=True))
    ['4^5', '4.5']
    """
    texts = [text]
    if high_digits.digit_faces(notation):
        texts = [t for x in texts for t in high_digits.goal_texts(x, notation)]
    if notation.decimal_point:
        texts = [t for x in texts for t in carets_as_points(x)]
    if notation.decimal_in_goal:
        texts = [t for x in texts for t in pointed(x)]
    return texts
