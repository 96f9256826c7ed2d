"""Memory Math notation: the equation a player writes after calling "solve".

Rulebook: ``rules/memory-math.txt``.

- Whole numbers (``12``), the operations ``+ − × ÷`` (also ``-``, ``x``, ``*``
  and ``/``), and brackets ``( )`` (``[ ]`` and ``{ }`` too, matched by kind).
- The usual order of operations ("assumed to follow PEMDAS"): ``×`` and ``÷``
  before ``+`` and ``−``, left to right within a level.
- Text ending in `` l2r`` is read strictly left to right instead, brackets
  still first: ``2+3x4 l2r`` is 20.
- No negative numbers ("you may not use minuses as negative signs"): ``−5``
  and ``3x-2`` are errors pointing at the sign.
- Dividing by 0 makes the expression illegal: :meth:`MemoryMathExpression.value`
  raises :class:`~eqgames.arith.errors.Undefined`, it does not crash.

The parser only reads; the game checks the numbers it returns (distinct, said
in the round, between the round's min and max).

>>> e = parse("(1 + 2) x 8")
>>> e.value(), e.numbers
(Fraction(24, 1), (1, 2, 8))
>>> parse("2+3x4 l2r").value()
Fraction(20, 1)
"""

from __future__ import annotations

from dataclasses import dataclass
from fractions import Fraction

from .ast import BRACKETS, BinOp, Group, Node, Num
from .errors import LimitExceeded, ParseError, Undefined
from .evaluate import evaluate
from .limits import MAX_DEPTH, MAX_INPUT_CHARS, MAX_NUMERAL_DIGITS
from .printer import to_text

_DIGITS = "0123456789"
_OPERATORS = {"+": "+", "-": "−", "−": "−", "–": "−", "x": "×", "X": "×", "×": "×",
              "*": "×", "÷": "÷", "/": "÷"}
_CLOSERS = {close: open_ for open_, close in BRACKETS.items()}
_PRECEDENCE = {"+": 1, "−": 1, "×": 2, "÷": 2}
#: The suffix that asks for left-to-right reading.
L2R = "l2r"


@dataclass(frozen=True)
class MemoryMathExpression:
    """A parsed equation: the tree, the numbers in the order written, the reading used."""

    text: str
    tree: Node
    numerals: tuple[Num, ...]
    left_to_right: bool

    @property
    def numbers(self) -> tuple[int, ...]:
        return tuple(n.value for n in self.numerals)

    def value(self) -> Fraction:
        """The exact value; :class:`Undefined` ("illegal expression") on division by 0."""
        try:
            result = evaluate(self.tree)
        except Undefined as error:
            raise Undefined(f"illegal expression: {error}") from error
        assert isinstance(result, Fraction)  # + − × ÷ of whole numbers
        return result

    def __str__(self) -> str:
        return to_text(self.tree, precedence=not self.left_to_right)


def parse(text: str) -> MemoryMathExpression:
    """Parse a Memory Math equation (raises :class:`ParseError` or :class:`LimitExceeded`).

    >>> parse("5 x -2")
    Traceback (most recent call last):
    ...
    eqgames.arith.errors.ParseError: unexpected '-' at 4: − is only for subtraction; there are no negative numbers
    """
    if len(text) > MAX_INPUT_CHARS:
        raise LimitExceeded(
            "MAX_INPUT_CHARS",
            f"the expression is {len(text)} characters long; at most {MAX_INPUT_CHARS} are read",
        )
    body, left_to_right = _split_suffix(text)
    return _Parser(text, left_to_right).run(body)


def _split_suffix(text: str) -> tuple[str, bool]:
    stripped = text.rstrip()
    cut = len(stripped) - len(L2R)
    if cut > 0 and stripped[cut:].lower() == L2R and stripped[cut - 1].isspace():
        return text[:cut], True
    return text, False


class _Parser:
    """Operator precedence (shunting-yard) without recursion, checking depth as it builds."""

    def __init__(self, text: str, left_to_right: bool) -> None:
        self.text = text
        self.left_to_right = left_to_right
        self.out: list[tuple[Node, int]] = []  # node and its depth
        self.pending: list[tuple[str, int]] = []  # operators and open brackets, with positions
        self.numerals: list[Num] = []
        self.open_brackets = 0

    def error(self, message: str, position: int) -> ParseError:
        return ParseError(message, self.text, position)

    def run(self, body: str) -> MemoryMathExpression:
        text = self.text
        expect_operand = True
        previous: tuple[str, int] | None = None  # last symbol and where
        i, n = 0, len(body)
        while i < n:
            c, start = body[i], i
            if c.isspace():
                i += 1
                continue
            if c in _DIGITS:
                while i < n and body[i] in _DIGITS:
                    i += 1
                    if i - start > MAX_NUMERAL_DIGITS:
                        raise LimitExceeded(
                            "MAX_NUMERAL_DIGITS",
                            f"the number at {start} has more than {MAX_NUMERAL_DIGITS} digits",
                        )
                if not expect_operand:
                    raise self.error(f"missing operator before the number at {start}", start)
                numeral = Num(body[start:i], start)
                self.numerals.append(numeral)
                self.out.append((numeral, 1))
                expect_operand = False
                previous = (numeral.digits, start)
                continue
            i += 1
            if c in _OPERATORS:
                op = _OPERATORS[c]
                if expect_operand:
                    raise self.error(self._misplaced(c, op, start), start)
                self._push_operator(op, start)
                expect_operand = True
            elif c in BRACKETS:
                if not expect_operand:
                    raise self.error(f"missing operator before '{c}' at {start}", start)
                self.open_brackets += 1
                if self.open_brackets > MAX_DEPTH:
                    raise LimitExceeded(
                        "MAX_DEPTH", f"brackets nest more than {MAX_DEPTH} deep at {start}"
                    )
                self.pending.append((c, start))
            elif c in _CLOSERS:
                if expect_operand:
                    if previous is not None and previous[0] in BRACKETS:
                        raise self.error(f"empty brackets at {previous[1]}", previous[1])
                    raise self._dangling(previous, start)
                self._close(c, start)
            elif c == "^":
                raise self.error(f"'^' at {start}: Memory Math has only + − × ÷", start)
            else:
                raise self.error(f"unexpected {c!r} at {start}: not a symbol of Memory Math", start)
            previous = (c, start)
        if expect_operand:
            raise self._dangling(previous, len(text))
        while self.pending:
            symbol, position = self.pending.pop()
            if symbol in BRACKETS:
                raise self.error(f"'{symbol}' at {position} is never closed", position)
            self._reduce(symbol, position)
        (tree, _depth), = self.out
        return MemoryMathExpression(text, tree, tuple(self.numerals), self.left_to_right)

    def _precedence(self, op: str) -> int:
        return 1 if self.left_to_right else _PRECEDENCE[op]

    def _push_operator(self, op: str, position: int) -> None:
        # Every operator is left-associative: reduce the pending ones that bind as tightly.
        while self.pending and self.pending[-1][0] in _PRECEDENCE:
            top, top_position = self.pending[-1]
            if self._precedence(top) < self._precedence(op):
                break
            self.pending.pop()
            self._reduce(top, top_position)
        self.pending.append((op, position))

    def _close(self, closer: str, position: int) -> None:
        while self.pending and self.pending[-1][0] in _PRECEDENCE:
            self._reduce(*self.pending.pop())
        if not self.pending:
            raise self.error(f"'{closer}' at {position} closes no bracket", position)
        opener, opened_at = self.pending.pop()
        if BRACKETS[opener] != closer:
            raise self.error(
                f"'{closer}' at {position} does not match '{opener}' at {opened_at}", position
            )
        self.open_brackets -= 1
        inner, depth = self.out.pop()
        self._push_node(Group(opener, inner, opened_at), depth + 1)

    def _reduce(self, op: str, position: int) -> None:
        right, right_depth = self.out.pop()
        left, left_depth = self.out.pop()
        self._push_node(BinOp(op, left, right, position), 1 + max(left_depth, right_depth))

    def _push_node(self, node: Node, depth: int) -> None:
        if depth > MAX_DEPTH:
            raise LimitExceeded(
                "MAX_DEPTH", f"the expression nests more than {MAX_DEPTH} operations deep"
            )
        self.out.append((node, depth))

    def _misplaced(self, typed: str, op: str, position: int) -> str:
        where = f"unexpected '{typed}' at {position}"
        if op == "−":
            return f"{where}: − is only for subtraction; there are no negative numbers"
        if op == "+":
            return f"{where}: + is only for addition, never a positive sign"
        return f"{where}: {op} needs a number before it"

    def _dangling(self, previous: tuple[str, int] | None, position: int) -> ParseError:
        if previous is None:
            return self.error("empty expression", 0)
        symbol, where = previous
        return self.error(f"'{symbol}' at {where} needs a number after it", position)
