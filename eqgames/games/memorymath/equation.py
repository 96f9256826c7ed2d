"""Judging the equation written after "solve".

The submission must be one expression in Memory Math notation (parsed by
:mod:`eqgames.arith.memorymath`: whole numbers, + − × ÷, brackets, precedence or
a `` l2r`` suffix, no minus as a negative sign, no "=" steps), use only the
round's valid operations, use distinct numbers, every one said in this round,
at least ``min`` and at most ``max`` of them, and equal the target exactly.
A wrong submission is the opponent's point, so every refusal is a sentence
saying why.

    >>> from fractions import Fraction
    >>> judge("1 + 2 + 4", Fraction(7), "+-*/", 2, 3, {1, 2, 4, 9})
    Verdict(correct=True, reason='1 + 2 + 4 = 7')
    >>> judge("1 + 2 = 3", Fraction(7), "+-*/", 2, 3, {1, 2, 4}).correct
    False
"""

from __future__ import annotations

from collections.abc import Collection
from dataclasses import dataclass
from fractions import Fraction

from eqgames.arith import ArithError
from eqgames.arith.ast import BinOp, postorder
from eqgames.arith.errors import Undefined
from eqgames.arith.memorymath import parse

#: The round's operations are kept as ASCII symbols; the parser spells them for people.
SYMBOL_TEXT = {"+": "+", "-": "−", "*": "×", "/": "÷"}
_FROM_TEXT = {v: k for k, v in SYMBOL_TEXT.items()}


@dataclass(frozen=True)
class Verdict:
    correct: bool
    reason: str


def fraction_text(value: Fraction) -> str:
    """``24``, ``−7/2``."""
    text = str(value.numerator) if value.denominator == 1 else f"{value.numerator}/{value.denominator}"
    return text.replace("-", "−")


def written(text: str) -> str:
    """An equation as the game prints them (× ÷ −), or as typed if it is not one.

        >>> written("7 - ((2 - 4) * 80)"), written("1+2*3 l2r"), written("5 x -2")
        ('7 − ((2 − 4) × 80)', '(1 + 2) × 3', '5 x -2')
    """
    try:
        return str(parse(text))
    except ArithError:
        return text.strip()


def ops_text(ops: str) -> str:
    return " ".join(SYMBOL_TEXT[o] for o in ops)


def judge(
    text: str, target: Fraction, ops: str, lo: int, hi: int, said: Collection[int]
) -> Verdict:
    """Whether ``text`` solves the round, and why (not)."""
    try:
        expr = parse(text)
    except ArithError as error:
        return Verdict(False, f"not one Memory Math expression: {error}")
    used_ops = {_FROM_TEXT.get(n.op, n.op) for n in postorder(expr.tree) if isinstance(n, BinOp)}
    bad = sorted(used_ops - set(ops), key="+-*/".index)
    if bad:
        return Verdict(
            False,
            f"{' '.join(SYMBOL_TEXT[o] for o in bad)} is not a valid operation this round "
            f"(valid: {ops_text(ops)})",
        )
    numbers = list(expr.numbers)
    twice = sorted({n for n in numbers if numbers.count(n) > 1})
    if twice:
        return Verdict(False, f"{twice[0]} is used twice; the numbers must be distinct")
    unsaid = [n for n in numbers if n not in said]
    if unsaid:
        return Verdict(False, f"{unsaid[0]} was not said in this round")
    if not lo <= len(numbers) <= hi:
        bounds = f"exactly {lo}" if lo == hi else f"at least {lo} and at most {hi}"
        return Verdict(False, f"the equation uses {len(numbers)} numbers; it must use {bounds}")
    try:
        value = expr.value()
    except Undefined:
        return Verdict(False, "the equation divides by zero")
    shown = str(expr)  # as the game prints equations: × ÷ −, the writer's brackets
    if value != target:
        return Verdict(False, f"{shown} makes {fraction_text(value)}, not {fraction_text(target)}")
    return Verdict(True, f"{shown} = {fraction_text(target)}")
