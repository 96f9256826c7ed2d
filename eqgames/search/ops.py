"""The binary operations a search may combine numbers with, and their inverses.

Values are exact rationals: an ``int`` when whole, else a
:class:`fractions.Fraction` (ints are the fast path; a whole Fraction is
turned back into an int so sets and dict keys stay small).

Each operation knows how to undo itself, which is what lets a search run
*towards* a target instead of listing every value: if ``a × b`` must be 24 and
``a`` is 3, then ``b`` must be 8.

    >>> ops = parse_ops("+-x/")
    >>> [op.symbol for op in ops]
    ['+', '-', '*', '/']
    >>> DIV.apply(3, 4)
    Fraction(3, 4)
    >>> DIV.apply(3, 0) is None
    True
    >>> DIV.right(Fraction(1, 2), 3)   # 3 ÷ b = 1/2  ->  b = 6
    6
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from dataclasses import dataclass
from fractions import Fraction

Value = int | Fraction


class Marker:
    """A need that is not one value: any value at all, or any value but zero."""

    def __init__(self, name: str) -> None:
        self.name = name

    def __repr__(self) -> str:
        return self.name


#: Any value does (``0 × b = 0`` for every ``b``).
ANY = Marker("ANY")
#: Any value but zero (``0 ÷ b = 0`` for every ``b ≠ 0``).
NONZERO = Marker("NONZERO")

Need = Value | Marker | None


def norm(v: Value) -> Value:
    """An int when the value is whole.

    >>> norm(Fraction(6, 3)), norm(Fraction(1, 2))
    (2, Fraction(1, 2))
    """
    if type(v) is Fraction and v.denominator == 1:
        return v.numerator
    return v


def _div(a: Value, b: Value) -> Value:
    # int / int stays an int when it divides: most values in a search are whole.
    if type(a) is int and type(b) is int:
        q, r = divmod(a, b)
        return q if r == 0 else Fraction(a, b)
    return norm(Fraction(a) / b)


def _add(a: Value, b: Value) -> Value | None:
    return norm(a + b)


def _sub(a: Value, b: Value) -> Value | None:
    return norm(a - b)


def _mul(a: Value, b: Value) -> Value | None:
    return norm(a * b)


def _divide(a: Value, b: Value) -> Value | None:
    return None if b == 0 else _div(a, b)


# Inverses. ``left(t, b)``: the ``a`` with ``a op b = t``; ``right(t, a)``: the ``b``
# with ``a op b = t``. None: no such value.


def _add_inv(t: Value, x: Value) -> Need:
    return norm(t - x)


def _sub_left(t: Value, b: Value) -> Need:
    return norm(t + b)


def _sub_right(t: Value, a: Value) -> Need:
    return norm(a - t)


def _mul_inv(t: Value, x: Value) -> Need:
    if x == 0:
        return ANY if t == 0 else None
    return _div(t, x)


def _div_left(t: Value, b: Value) -> Need:
    return None if b == 0 else norm(t * b)


def _div_right(t: Value, a: Value) -> Need:
    if t == 0:
        return NONZERO if a == 0 else None
    return None if a == 0 else _div(a, t)


@dataclass(frozen=True, eq=False)
class Operation:
    """A binary operation: how to apply it, undo it, and print it.

    Compared and hashed by identity: there is one object per operation, and
    searches test membership in sets of them very often.
    """

    symbol: str  # ASCII: + - * /
    text: str  # for people: + − × ÷
    level: int  # precedence: a higher level binds tighter
    commutative: bool
    apply: Callable[[Value, Value], Value | None]
    left: Callable[[Value, Value], Need]
    right: Callable[[Value, Value], Need]
    #: ``"sum"`` for + and −, ``"product"`` for × and ÷: the chains that flatten
    #: into one sum or product when solutions are compared.
    family: str

    def __repr__(self) -> str:
        return f"Operation({self.symbol!r})"


ADD = Operation("+", "+", 1, True, _add, _add_inv, _add_inv, "sum")
SUB = Operation("-", "−", 1, False, _sub, _sub_left, _sub_right, "sum")
MUL = Operation("*", "×", 2, True, _mul, _mul_inv, _mul_inv, "product")
DIV = Operation("/", "÷", 2, False, _divide, _div_left, _div_right, "product")

#: The four operations in their usual order.
ARITHMETIC = (ADD, SUB, MUL, DIV)

_ALIASES = {
    "+": ADD,
    "-": SUB,
    "−": SUB,
    "*": MUL,
    "x": MUL,
    "X": MUL,
    "×": MUL,
    "/": DIV,
    "÷": DIV,
}


def parse_ops(text: str | Iterable[str]) -> tuple[Operation, ...]:
    """Operations from their symbols (``"+-*/"``, ``"+−×÷"``, ``"x/"``), in the usual order.

    >>> [o.text for o in parse_ops("÷+")]
    ['+', '÷']
    """
    chosen: set[Operation] = set()
    for ch in text:
        if ch.isspace() or ch == ",":
            continue
        if ch not in _ALIASES:
            raise ValueError(f"{ch!r} is not an operation; use + − × ÷ (or + - * x /)")
        chosen.add(_ALIASES[ch])
    if not chosen:
        raise ValueError("at least one operation is needed")
    return tuple(op for op in ARITHMETIC if op in chosen)
