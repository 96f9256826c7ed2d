"""Crossdigits line reading: where the operator and the ``=`` can go in a run of digits.

Rulebook: ``rules/crossdigits.txt`` ("How lines are read", "Equation rules"), and
the decisions in DESIGN.md. A reading puts exactly one operator (``+ − × ÷``) and
one ``=`` into the digits, keeping their order:

- the ``=`` comes last (``A op B = C``) or first (``C = A op B``);
- a number of more than one digit does not start with 0;
- adding 0 (either side), subtracting 0 (the right side), multiplying by 0
  (either side) and dividing 0 don't count, and dividing by 0 is undefined;
- division comes out even; results are never negative;
- fewer than 3 digits is never an equation.

:func:`read_line` returns every true reading in DESIGN.md's tie-break order: ``=``
last before ``=`` first, then ``+ − × ÷``, then the leftmost split. It tries only
splits whose lengths can work (a sum has as many digits as its longer term or one
more, and so on), so a line costs a few checks per digit; :func:`read_line_slowly`
tries every split and is kept as the obvious reference the tests compare against.

>>> [r.text for r in read_line("972")]
['9 − 7 = 2', '9 = 7 + 2']
>>> [r.text for r in read_line("297")]
['2 = 9 − 7']
>>> read_line("9726")
[]
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Iterator
from dataclasses import dataclass

from .errors import LimitExceeded, ParseError
from .limits import MAX_LINE_DIGITS

#: The operators in tie-break order, with their ASCII spellings.
OPERATORS = ("+", "−", "×", "÷")
_ASCII = {"+": "+", "−": "-", "×": "x", "÷": "/"}
#: Fewest digits a line needs to be read as an equation.
MIN_DIGITS = 3


@dataclass(frozen=True)
class Reading:
    """One true reading: ``left op right = result``, written ``=`` last or first.

    ``split`` is where the three numbers meet in the digits (two indexes), so
    ``sort_key`` orders readings as DESIGN.md breaks ties.
    """

    equals_last: bool
    operator: str
    left: str
    right: str
    result: str
    split: tuple[int, int]

    @property
    def sort_key(self) -> tuple[bool, int, tuple[int, int]]:
        return (not self.equals_last, OPERATORS.index(self.operator), self.split)

    @property
    def text(self) -> str:
        return self.format()

    def symbol(self, *, unicode: bool = True) -> str:
        """The operator as printed: ``+ − × ÷``, or ``+ - x /`` in ASCII."""
        return self.operator if unicode else _ASCII[self.operator]

    def format(self, *, unicode: bool = True) -> str:
        op = self.symbol(unicode=unicode)
        sum_ = f"{self.left} {op} {self.right}"
        return f"{sum_} = {self.result}" if self.equals_last else f"{self.result} = {sum_}"


def read_line(digits: str) -> list[Reading]:
    """Every true reading of ``digits``, best first by the tie-break order."""
    _check(digits)
    found = [r for r in _candidates(digits, _plausible_lengths) if _holds(r)]
    return sorted(found, key=lambda r: r.sort_key)


def read_line_slowly(digits: str) -> list[Reading]:
    """The same as :func:`read_line`, trying every split (the reference for tests)."""
    _check(digits)
    found = [r for r in _candidates(digits, _all_lengths) if _holds(r)]
    return sorted(found, key=lambda r: r.sort_key)


#: What :func:`line_kind` answers.
FALSE, TRUE, TRUE_MULDIV = 0, 1, 2


def line_kind(digits: str) -> int:
    """:data:`FALSE` if ``digits`` has no true reading, :data:`TRUE_MULDIV` if one
    uses × or ÷, else :data:`TRUE` — the verdict of :func:`read_line` without
    building the readings, for callers that ask about thousands of lines (the
    Crossdigits move generator). It stops at the first × or ÷ reading.

    >>> line_kind("972"), line_kind("623"), line_kind("9726")
    (1, 2, 0)
    """
    _check(digits)
    n = len(digits)
    if n < MIN_DIGITS:
        return FALSE
    for op in ("×", "÷", "+", "−"):  # × and ÷ first: the first true reading decides
        for la, lb, lc in _lengths_table(n, op):
            for equals_last in (True, False):
                if equals_last:
                    a, b, c = digits[:la], digits[la : la + lb], digits[la + lb :]
                else:
                    c, a, b = digits[:lc], digits[lc : lc + la], digits[lc + la :]
                if (
                    (la > 1 and a[0] == "0")
                    or (lb > 1 and b[0] == "0")
                    or (lc > 1 and c[0] == "0")
                ):
                    continue
                x, y, z = int(a), int(b), int(c)
                if op == "+":
                    ok = x != 0 and y != 0 and x + y == z
                elif op == "−":
                    ok = y != 0 and x - y == z
                elif op == "×":
                    ok = x != 0 and y != 0 and x * y == z
                else:
                    ok = x != 0 and y != 0 and x == y * z
                if ok:
                    return TRUE_MULDIV if op in ("×", "÷") else TRUE
    return FALSE


_LENGTHS: dict[tuple[int, str], tuple[tuple[int, int, int], ...]] = {}


def _lengths_table(n: int, op: str) -> tuple[tuple[int, int, int], ...]:
    key = (n, op)
    lengths = _LENGTHS.get(key)
    if lengths is None:
        lengths = _LENGTHS[key] = tuple(_plausible_lengths(n, op))
    return lengths


def _check(digits: str) -> None:
    if len(digits) > MAX_LINE_DIGITS:
        raise LimitExceeded(
            "MAX_LINE_DIGITS", f"a line of {len(digits)} digits is longer than {MAX_LINE_DIGITS}"
        )
    for i, c in enumerate(digits):
        if c not in "0123456789":
            raise ParseError(f"unexpected {c!r} at {i}: a line holds only digits", digits, i)


_Lengths = Callable[[int, str], Iterable[tuple[int, int, int]]]


def _candidates(digits: str, lengths: _Lengths) -> Iterator[Reading]:
    n = len(digits)
    if n < MIN_DIGITS:
        return
    for equals_last in (True, False):
        for op in OPERATORS:
            for la, lb, lc in lengths(n, op):
                if equals_last:
                    i, j = la, la + lb
                    a, b, c = digits[:i], digits[i:j], digits[j:]
                else:
                    i, j = lc, lc + la
                    c, a, b = digits[:i], digits[i:j], digits[j:]
                yield Reading(equals_last, op, a, b, c, (i, j))


def _all_lengths(n: int, op: str) -> Iterator[tuple[int, int, int]]:
    for lc in range(1, n - 1):
        for la in range(1, n - lc):
            yield la, n - lc - la, lc


def _plausible_lengths(n: int, op: str) -> Iterator[tuple[int, int, int]]:
    """The lengths (``la op lb = lc``) that can hold, given that no number has a
    leading zero and no operand is a 0 that would not count.

    ``a + b = c``: ``lc`` is max(la, lb) or one more. ``a − b = c`` is ``a = b + c``
    (with ``c`` possibly 0): ``la`` is max(lb, lc) or one more. ``a × b = c``: ``lc``
    is la + lb − 1 or la + lb. ``a ÷ b = c`` is ``a = b × c``.
    """
    for lc in range(1, n - 1):
        m = n - lc  # la + lb
        if op == "+":
            options = {lc, lc - 1, m - lc, m - lc + 1}
        elif op == "−":
            options = {lc, lc + 1, m // 2, (m + 1) // 2}
        elif op == "×":
            options = set(range(1, m)) if lc in (m - 1, m) else set()
        else:
            options = {m - lb for lb in ((m - lc) // 2, (m - lc + 1) // 2)}
        for la in sorted(options):
            if 1 <= la < m:
                yield la, m - la, lc


def _holds(r: Reading) -> bool:
    """Is ``left op right = result`` true under the Crossdigits rules?"""
    for number in (r.left, r.right, r.result):
        if len(number) > 1 and number[0] == "0":
            return False
    a, b, c = int(r.left), int(r.right), int(r.result)
    if r.operator == "+":
        return a != 0 and b != 0 and a + b == c
    if r.operator == "−":
        return b != 0 and a - b == c
    if r.operator == "×":
        return a != 0 and b != 0 and a * b == c
    return a != 0 and b != 0 and a == b * c
