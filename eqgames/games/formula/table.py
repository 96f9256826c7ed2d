"""The cards on the table: three numbers of stacked cards and the symbol.

A number is a row of **columns**; a column is a stack of cards, bottom first,
whose top card shows. Cards are only ever laid on top of a column, over a run
of neighbouring columns (the run becomes one column), or beside the others (a
new column). Nothing is taken off the table except by the reshuffle, which
takes every card under the tops back into the stock.

    >>> t = Table.opening(2, 55)           # a 1 (card 2) and a 0 (card 55)
    >>> t.text()
    '1 ? 0 = ?'
    >>> t.columns(0), t.value_text(1)
    (((1, False),), '0')
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any

from .cards import face, is_joker
from .equation import formula_text

#: The numbers of ``A op B = C`` in JSON and in messages.
NUMBER_KEYS = ("a", "b", "c")
NUMBER_NAMES = ("the first number", "the second number", "the answer")

Column = tuple[int, bool]  # (digit shown, is the top card a joker)


@dataclass(frozen=True)
class NewColumn:
    """One column of a number after a play: a kept column, or a hand card laid on ``covers``."""

    keep: int | None = None
    card: int | None = None
    covers: tuple[int, ...] = ()


@dataclass
class Table:
    numbers: list[list[list[int]]]
    symbol: str | None = None
    joker_digits: dict[int, int] = field(default_factory=dict)
    #: (number, column) of the cards laid by the last play, for the view.
    fresh: list[tuple[int, int]] = field(default_factory=list)

    @classmethod
    def opening(cls, first: int, second: int) -> Table:
        """Two cards face up and ``=`` to their right: no symbol, no answer yet."""
        return cls([[[first]], [[second]], []])

    # -- reading --------------------------------------------------------------

    def digit(self, card: int) -> int:
        return self.joker_digits[card] if is_joker(card) else int(face(card))

    def columns(self, n: int) -> tuple[Column, ...]:
        return tuple((self.digit(col[-1]), is_joker(col[-1])) for col in self.numbers[n])

    def value_text(self, n: int) -> str:
        return "".join(str(self.digit(col[-1])) for col in self.numbers[n])

    def value(self, n: int) -> int:
        return int(self.value_text(n))

    def text(self) -> str:
        return formula_text(self.value_text(0), self.symbol, self.value_text(1), self.value_text(2))

    def visible(self) -> list[int]:
        return [col[-1] for number in self.numbers for col in number]

    def under(self) -> list[int]:
        return [card for number in self.numbers for col in number for card in col[:-1]]

    # -- changing ---------------------------------------------------------------

    def lay(
        self, symbol: str, plan: Sequence[Sequence[NewColumn]], digits: Mapping[int, int]
    ) -> None:
        """Carry out a checked play: ``plan`` gives each number's new columns."""
        new_numbers: list[list[list[int]]] = []
        fresh: list[tuple[int, int]] = []
        for n, columns in enumerate(plan):
            old = self.numbers[n]
            row: list[list[int]] = []
            for i, col in enumerate(columns):
                if col.keep is not None:
                    row.append(old[col.keep])
                else:
                    assert col.card is not None
                    stack = [card for k in col.covers for card in old[k]]
                    row.append([*stack, col.card])
                    fresh.append((n, i))
            new_numbers.append(row)
        self.numbers = new_numbers
        self.symbol = symbol
        self.joker_digits.update(digits)
        self.fresh = fresh

    def take_under(self) -> list[int]:
        """Lift every covered card off the table (for a new stock); jokers become wild again."""
        taken = self.under()
        for number in self.numbers:
            for i, col in enumerate(number):
                number[i] = [col[-1]]
        for card in taken:
            self.joker_digits.pop(card, None)
        return taken

    # -- JSON -------------------------------------------------------------------

    def to_json(self) -> dict[str, Any]:
        return {
            "numbers": self.numbers,
            "symbol": self.symbol,
            "jokers": [[card, d] for card, d in sorted(self.joker_digits.items())],
            "fresh": [list(p) for p in self.fresh],
        }

    @classmethod
    def from_json(cls, data: Mapping[str, Any]) -> Table:
        return cls(
            [[list(col) for col in number] for number in data["numbers"]],
            data["symbol"],
            {int(card): int(d) for card, d in data["jokers"]},
            [(int(n), int(i)) for n, i in data["fresh"]],
        )

    def view(self) -> dict[str, Any]:
        """The table as everybody sees it: the top card of each column and how many lie under it."""
        out: dict[str, Any] = {}
        fresh = set(self.fresh)
        for n, key in enumerate(NUMBER_KEYS):
            out[key] = [
                {
                    "id": col[-1],
                    "face": face(col[-1]),
                    "digit": self.digit(col[-1]),
                    "under": len(col) - 1,
                    "new": (n, i) in fresh,
                }
                for i, col in enumerate(self.numbers[n])
            ]
        out["symbol"] = self.symbol
        out["text"] = self.text()
        return out
