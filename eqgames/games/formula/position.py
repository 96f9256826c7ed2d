"""What a player needs to know to find and check plays: the table, a hand, the limits.

A :class:`Position` is built from the state (by the rules) or from a seat's view
(by bots and clients), so both check plays with exactly the same code.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

from .cards import JOKER, code
from .equation import formula_text
from .table import Column

Number = tuple[Column, ...]


def number_text(number: Number) -> str:
    return "".join(str(d) for d, _ in number)


def is_zero_formula(numbers: tuple[Number, Number, Number], symbol: str | None) -> bool:
    """``N × 0 = 0`` (and ``0 × N = 0``, ``0 ÷ N = 0``): the next play must replace it all.

    The rulebook names ``N × 0 = 0``; the other two invite the same endless
    lengthening of ``N`` (``0 ÷ 428 = 0``), so the rule covers them too.

        >>> z = ((0, False),)
        >>> is_zero_formula((((4, False), (2, False)), z, z), "*")
        True
        >>> is_zero_formula((z, ((7, False),), z), "/"), is_zero_formula((z, z, z), "+")
        (True, False)
    """
    if symbol is None or not all(numbers):
        return False
    a, b = number_text(numbers[0]), number_text(numbers[1])
    if symbol == "*":
        return a == "0" or b == "0"
    return symbol == "/" and a == "0"


@dataclass(frozen=True)
class Position:
    numbers: tuple[Number, Number, Number]
    symbol: str | None
    hand: tuple[int, ...]
    max_cards: int
    symbols: tuple[str, ...]
    use_table_card: bool = False

    @property
    def opening(self) -> bool:
        """The first formula is not made yet: choose a symbol and play the answer."""
        return self.symbol is None

    @property
    def must_replace(self) -> bool:
        return is_zero_formula(self.numbers, self.symbol)

    def text(self) -> str:
        a, b, c = (number_text(n) for n in self.numbers)
        return formula_text(a, self.symbol, b, c)

    def hand_codes(self) -> list[int]:
        """How many cards of each face the hand holds: index 0–9 digits, 10 jokers."""
        counts = [0] * 11
        for card in self.hand:
            counts[code(card)] += 1
        return counts

    @classmethod
    def from_view(cls, view: Mapping[str, Any]) -> Position:
        """The position of the seat whose view this is (a spectator's view has no hand)."""
        table = view["table"]
        numbers = tuple(
            tuple((int(col["digit"]), col["face"] == JOKER) for col in table[key])
            for key in ("a", "b", "c")
        )
        hand = tuple(int(card["id"]) for card in view["hand"] or ())
        rules = view["rules"]
        return cls(
            (numbers[0], numbers[1], numbers[2]),
            table["symbol"],
            hand,
            int(rules["max_cards"]),
            tuple(rules["symbols"]),
            bool(rules["use_table_card"]),
        )
