"""The arithmetic of a formula ``A op B = C``: whole numbers, nothing negative.

Numbers are runs of cards, so they are plain non-negative integers; division
must be exact and there is no dividing by zero. Symbols are written ``+ - * /``
in JSON and ``+ − × ÷`` for people.

    >>> evaluate(7, "-", 9) is None, evaluate(8, "/", 4), evaluate(7, "/", 2) is None
    (True, 2, True)
    >>> formula_text("8", "*", "8", "64")
    '8 × 8 = 64'
"""

from __future__ import annotations

SYMBOLS: tuple[str, ...] = ("+", "-", "*", "/")
PRETTY: dict[str, str] = {"+": "+", "-": "−", "*": "×", "/": "÷"}

#: What a typed symbol may look like.
SYMBOL_ALIASES: dict[str, str] = {
    "+": "+",
    "-": "-",
    "−": "-",
    "–": "-",
    "*": "*",
    "x": "*",
    "X": "*",
    "×": "*",
    "·": "*",
    "/": "/",
    "÷": "/",
    ":": "/",
}


def evaluate(a: int, symbol: str, b: int) -> int | None:
    """``a symbol b`` as a whole number ≥ 0, or ``None`` when there is none."""
    if symbol == "+":
        return a + b
    if symbol == "-":
        return a - b if a >= b else None
    if symbol == "*":
        return a * b
    if b == 0 or a % b:
        return None
    return a // b


def is_true(a: int, symbol: str, b: int, c: int) -> bool:
    return evaluate(a, symbol, b) == c


def formula_text(a: str, symbol: str | None, b: str, c: str) -> str:
    """How a formula reads; an unfinished one shows ``?`` for what is missing."""
    op = PRETTY[symbol] if symbol else "?"
    return f"{a or '?'} {op} {b or '?'} = {c or '?'}"


def falsehood(a: int, symbol: str, b: int, c: int) -> str:
    """Why ``a symbol b = c`` is refused, in a sentence."""
    text = formula_text(str(a), symbol, str(b), str(c))
    if symbol == "/" and b == 0:
        return f"{text} is not true: you cannot divide by 0"
    return f"{text} is not true"
