"""What a player says: anything that looks like a number; legal or not is for the opponent.

A round's numbers are "1 or 2 integers from 1 to 100"; a player may still say
``0``, ``12.5`` or ``21453467425723`` — the engine takes it, and the opponent
may call it illegal. Text that does not look like a number at all (``seven``,
``3+4``) is refused outright: it was never said.

Numbers are compared by value: ``7``, ``07`` and ``7.0`` are the same number
(so saying ``07`` after ``7`` is a repeat).

    >>> read("12.5"), read(" 07 "), read("-3")
    (Fraction(25, 2), Fraction(7, 1), Fraction(-3, 1))
    >>> legal(read("100")), legal(read("0")), legal(read("12.5"))
    (True, False, False)
    >>> read("3+4")
    Traceback (most recent call last):
    ...
    eqgames.core.errors.IllegalAction: '3+4' is not a number
    >>> read("٣")
    Traceback (most recent call last):
    ...
    eqgames.core.errors.IllegalAction: '٣' is not a number
"""

from __future__ import annotations

import re
from fractions import Fraction

from eqgames.core import IllegalAction

#: The legal numbers of a round.
LOWEST, HIGHEST = 1, 100
#: Longest text accepted as one said number (21453467425723 is 14 characters).
MAX_SAID_CHARS = 40

#: Digits are ASCII only: ``int("٣")`` is 3 in Python, but nobody said a 3.
_NUMBER = re.compile(r"[+\-−]?(?:[0-9]+(?:\.[0-9]+)?|\.[0-9]+)")


def read(text: str) -> Fraction:
    """The value of a said number; refuses text that does not look like a number."""
    body = text.strip()
    if len(body) > MAX_SAID_CHARS:
        raise IllegalAction(f"a said number is at most {MAX_SAID_CHARS} characters")
    if not _NUMBER.fullmatch(body):
        raise IllegalAction(f"{body!r} is not a number" if body else "say a number")
    return Fraction(body.replace("−", "-"))


def legal(value: Fraction) -> bool:
    """A whole number from 1 to 100."""
    return value.denominator == 1 and LOWEST <= value <= HIGHEST


def usable(value: Fraction) -> bool:
    """Whether a said number can appear in an equation: the notation has only whole
    numbers and no minus sign, so a said 12.5 or −3 can never be written."""
    return value.denominator == 1 and value >= 0
