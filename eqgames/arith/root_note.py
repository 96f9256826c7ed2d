"""The writer's note of which complex root an expression means (Imaginary, XIII-D-11).

With Imaginary, ``a^(b/c)`` "may equal any one of the complex roots equal to the
expression", and the writer "must indicate in writing which one" (example (g): the
Solution ``(8 x 2) ^ (3 ÷ 4)`` with the bracketed note ``(2i)^3``); a root with no
default value needs the same (the table: "the writer must indicate the value, such as
-2 for √4 or -1+(√3)i for 3√8"). On a keyboard the note is the mark ``root`` with the
value in brackets, right after the ``^`` or ``√`` cube it describes:
``(8x2) ^root((2i)^3) (3÷4)``, ``√root(−2) 4``, ``3 √root(−1+(√3)i) 8``.

The note is a number written the usual way, not with cubes: the order of operations
of arithmetic holds (``−1+(√3)i`` is (−1) + ((√3)·i)), ``−`` may be a sign, a numeral
and ``i`` or a bracket side by side multiply, ``n√x`` is the n-th root (principal,
the table's defaults) and ``.`` is a decimal point.

>>> from eqgames.arith.values import to_text
>>> to_text(note_value("(2i)^3")), to_text(note_value("-1+(√3)i")), to_text(note_value("−2"))
('−8i', '−1 + √3·i', '−2')
>>> fits(note_value("(2i)^3"), Fraction(16), Fraction(3, 4))
True
>>> fits(note_value("2"), Fraction(16), Fraction(3, 4))
False
"""

from __future__ import annotations

from fractions import Fraction
from functools import lru_cache

from . import values
from .algebraic import metered
from .errors import ArithError, ParseError
from .values import Value

__all__ = ["MAX_NOTE_CHARS", "fits", "note_value", "read_note"]

#: Longest note read, in characters: a value, not a calculation.
MAX_NOTE_CHARS = 60

#: Only ASCII digits: another script's digits are no numeral of the game.
_DIGITS = "0123456789"
_MINUS = "-−–"
_TIMES = "×x*·"
_DIVIDE = "÷/"


def read_note(text: str, i: int) -> tuple[str, int] | None:
    """The note ``root(…)`` at ``text[i:]`` (spaces before it skipped, case-blind):
    (the value's text, where the note ends), or ``None`` when there is none.

    >>> read_note("^root((2i)^3) (3÷4)", 1)
    ('(2i)^3', 13)
    """
    j = i
    while j < len(text) and text[j] in " \t":
        j += 1
    if text[j : j + 4].lower() != "root":
        return None
    k = j + 4
    while k < len(text) and text[k] in " \t":
        k += 1
    if k >= len(text) or text[k] != "(":
        raise ParseError(
            f"'root' at {j} is written with the root's value in brackets: ^root(2i), "
            "√root(−2) (XIII-D-11)",
            text,
            j,
        )
    depth, end = 0, k
    while end < len(text):
        if text[end] == "(":
            depth += 1
        elif text[end] == ")":
            depth -= 1
            if depth == 0:
                break
        end += 1
        if end - k > MAX_NOTE_CHARS + 2:
            raise ParseError(
                f"the root's value at {k} is longer than {MAX_NOTE_CHARS} characters: write the "
                "number, not a calculation",
                text,
                k,
            )
    if depth:
        raise ParseError(f"the root's value at {k} has no closing bracket", text, k)
    inner = text[k + 1 : end]
    try:
        with metered():  # a note is small, and its exact work is bounded all the same
            note_value(inner)
    except ParseError as error:
        raise ParseError(f"the root's value at {k}: {error.message}", text, k + 1 + error.position) from None
    except ArithError as error:
        raise ParseError(f"the root's value at {k}, {inner}, names no number: {error}", text, k) from None
    return inner, end + 1


@lru_cache(maxsize=256)
def note_value(text: str) -> Value:
    """The number a note writes, exactly (raises ``ParseError`` or the arithmetic's errors)."""
    if len(text) > MAX_NOTE_CHARS:
        raise ParseError(
            f"a root's value is at most {MAX_NOTE_CHARS} characters: write the number, not a "
            "calculation",
            text,
            MAX_NOTE_CHARS,
        )
    reader = _Reader(text)
    value = reader.sum()
    reader.skip()
    if reader.i < len(text):
        raise reader.error(f"unexpected {text[reader.i]!r}")
    return value


def fits(named: Value, base: Value, exponent: Fraction) -> bool:
    """Is ``named`` one of the values of ``base^exponent`` (every complex root)?

    With the exponent m/n in lowest terms, the values are the numbers v with
    vⁿ = base^m: every n-th root of base^m is r^m for an n-th root r of base, since m
    and n have no common factor.
    """
    m, n = exponent.numerator, exponent.denominator
    if base == 0:
        return m > 0 and named == 0
    target = values.power(base, m, complex_ok=True) if m >= 0 else values.div(1, values.power(base, -m))
    return values.power(named, n, complex_ok=True) == target


class _Reader:
    """Conventional arithmetic: sums of products of signed powers."""

    def __init__(self, text: str) -> None:
        self.text = text
        self.i = 0

    def error(self, message: str) -> ParseError:
        return ParseError(f"{message} at {self.i}", self.text, self.i)

    def skip(self) -> None:
        while self.i < len(self.text) and self.text[self.i] in " \t":
            self.i += 1

    def peek(self) -> str:
        self.skip()
        return self.text[self.i] if self.i < len(self.text) else ""

    def sum(self) -> Value:
        value = self.signed()
        while (c := self.peek()) and (c == "+" or c in _MINUS):
            self.i += 1
            right = self.signed()
            value = values.add(value, right) if c == "+" else values.sub(value, right)
        return value

    def signed(self) -> Value:
        c = self.peek()
        if c and c in _MINUS:
            self.i += 1
            return values.sub(0, self.signed())
        return self.product()

    def product(self) -> Value:
        value = self.power()
        while True:
            c = self.peek()
            if c and c in _TIMES + _DIVIDE:
                self.i += 1
                right = self.signed()
                value = values.mul(value, right) if c in _TIMES else values.div(value, right)
            elif c and (c in "(i√" or c in _DIGITS or c == "."):
                value = values.mul(value, self.power())  # side by side: 2i, (√3)i
            else:
                return value

    def power(self) -> Value:
        base = self.atom()
        if self.peek() == "^":
            self.i += 1
            exponent = self.signed() if self.peek() in _MINUS else self.power()
            return values.power(base, exponent, complex_ok=True)
        return base

    def atom(self) -> Value:
        c = self.peek()
        if c == "(":
            self.i += 1
            value = self.sum()
            if self.peek() != ")":
                raise self.error("a bracket is not closed")
            self.i += 1
            return self.rooted(value)
        if c == "i":
            self.i += 1
            return values.root(2, -1, complex_ok=True)
        if c == "√":
            self.i += 1
            return values.root(2, self.atom(), complex_ok=True)
        if c and (c in _DIGITS or c == "."):
            start = self.i
            while self.i < len(self.text) and (self.text[self.i] in _DIGITS or self.text[self.i] == "."):
                self.i += 1
            digits = self.text[start : self.i]
            if digits.count(".") > 1 or digits == ".":
                raise self.error(f"{digits} is not a number")
            return self.rooted(Fraction(digits))
        if not c:
            raise self.error("the value ends too soon")
        raise self.error(f"unexpected {c!r}")

    def rooted(self, index: Value) -> Value:
        """``n√x``: a numeral or bracket just before a √ is its index."""
        if self.peek() == "√":
            self.i += 1
            return values.root(index, self.atom(), complex_ok=True)
        return index
