"""The Formula line: ``A op B = C``, each number a run of digit cards.

Rulebook: ``rules/formula.txt``. The symbols ``+ − × ÷ =`` lie on the table, so
a formula is exactly two numbers, one operator, ``=`` and the answer; a number
may be several cards long (``9 + 1 = 10``, ``428 × 0 = 0``). Operators may be
typed ``+ - x * /`` too; spaces are optional.

>>> line = parse_line("2 x 4 = 8")
>>> line.is_true(), str(line)
(True, '2 × 4 = 8')
>>> parse_line("9+1=10").cards
4
"""

from __future__ import annotations

from dataclasses import dataclass

from .errors import LimitExceeded, ParseError
from .limits import MAX_INPUT_CHARS, MAX_NUMERAL_DIGITS

_OPERATORS = {"+": "+", "-": "−", "−": "−", "–": "−", "x": "×", "X": "×", "×": "×",
              "*": "×", "÷": "÷", "/": "÷"}
_ASCII = {"+": "+", "−": "-", "×": "x", "÷": "/"}


@dataclass(frozen=True)
class FormulaLine:
    """``left operator right = result``; the numbers are the cards' digits as laid."""

    left: str
    operator: str
    right: str
    result: str

    @property
    def cards(self) -> int:
        """Number cards in the formula (the symbols are not cards)."""
        return len(self.left) + len(self.right) + len(self.result)

    def is_true(self) -> bool:
        """Exactly true: division comes out even (and never by 0), no negative results."""
        a, b, c = int(self.left), int(self.right), int(self.result)
        if self.operator == "+":
            return a + b == c
        if self.operator == "−":
            return a - b == c  # c is a run of digits, so a − b < 0 can never match
        if self.operator == "×":
            return a * b == c
        return b != 0 and a == b * c

    def format(self, *, unicode: bool = True) -> str:
        op = self.operator if unicode else _ASCII[self.operator]
        return f"{self.left} {op} {self.right} = {self.result}"

    def __str__(self) -> str:
        return self.format()


def parse_line(text: str) -> FormulaLine:
    """Read ``A op B = C`` (raises :class:`ParseError` pointing at what is wrong).

    >>> parse_line("12 ÷ = 4")
    Traceback (most recent call last):
    ...
    eqgames.arith.errors.ParseError: expected a number at 5
    """
    if len(text) > MAX_INPUT_CHARS:
        raise LimitExceeded(
            "MAX_INPUT_CHARS", f"the formula is {len(text)} characters long; at most {MAX_INPUT_CHARS} are read"
        )
    position = 0

    def skip_spaces() -> None:
        nonlocal position
        while position < len(text) and text[position].isspace():
            position += 1

    def number() -> str:
        nonlocal position
        skip_spaces()
        start = position
        while position < len(text) and text[position] in "0123456789":
            position += 1
            if position - start > MAX_NUMERAL_DIGITS:
                raise LimitExceeded(
                    "MAX_NUMERAL_DIGITS",
                    f"the number at {start} has more than {MAX_NUMERAL_DIGITS} digits",
                )
        if position == start:
            raise ParseError(f"expected a number at {start}", text, start)
        return text[start:position]

    def symbol(allowed: dict[str, str], what: str) -> str:
        nonlocal position
        skip_spaces()
        if position < len(text) and text[position] in allowed:
            position += 1
            return allowed[text[position - 1]]
        raise ParseError(f"expected {what} at {position}", text, position)

    left = number()
    operator = symbol(_OPERATORS, "an operator (+ − × ÷)")
    right = number()
    symbol({"=": "="}, "'='")
    result = number()
    skip_spaces()
    if position < len(text):
        raise ParseError(
            f"unexpected {text[position]!r} at {position}: the formula is complete",
            text,
            position,
        )
    return FormulaLine(left, operator, right, result)
