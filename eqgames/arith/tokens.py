"""The tokens of the Equations notation: one symbol as written, with what it stands for.

Shared by the Basic reader (:mod:`eqgames.arith.equations`) and the reader of
Appendix A's marks (:mod:`eqgames.arith.marked`).
"""

from __future__ import annotations

from dataclasses import dataclass

from .ast import BRACKETS

__all__ = ["CLOSERS", "DIGITS", "OPERATORS", "STAR", "Token"]

DIGITS = "0123456789"
OPERATORS = {"+": "+", "-": "−", "−": "−", "–": "−", "x": "×", "X": "×", "×": "×",
             "÷": "÷", "/": "÷", "^": "^"}
CLOSERS = {close: open_ for open_, close in BRACKETS.items()}
STAR = {"power": "^", "times": "×"}


@dataclass(frozen=True)
class Token:
    kind: str  # "num", "op", "root", "unary", "post", "open", "close"
    text: str  # digits (what they stand for), or the canonical symbol
    position: int
    spaced: bool  # whitespace just before it
    raw: str  # as typed, for messages
    # With variations only (empty in Basic Equations, where they follow from ``text``):
    marks: str = ""  # a numeral's marks: "sw", "ud", "swud", "pob"
    faces: tuple[str, ...] = ()  # the cubes' faces
    stands: tuple[str, ...] = ()  # the symbol each cube stands for (a wild cube's differs)
    posts: tuple[Token, ...] = ()  # "!" written after this operand
    note: str = ""  # Imaginary: the value a ^ or √ is noted to have, ^root(2i)

    def __str__(self) -> str:
        return f"'{self.raw}' at {self.position}"
