"""Arranged positions: a table and hands written as text, for tests and examples.

Cards are written by face: digits, and ``J`` for a joker in a hand. On the
table a joker is ``J`` followed by the digit it stands for (``1J52`` reads 152).
The table is ``"9 1"`` before the first formula is made, else ``"2 + 4 = 6"``
(``x``/``×`` and ``:``/``÷``/``/`` are accepted). Each card is the lowest
unused id of its face; the cards not placed form the stock, shuffled, unless
``stock`` lists it (top card first; the rest of the deck then stays out of
the game).

    >>> state = arrange("2 + 4 = 6", ["8", "35"])
    >>> state.table.text(), [len(h) for h in state.hands]
    ('2 + 4 = 6', [1, 2])
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from eqgames import games

from .cards import DECK, JOKER
from .equation import SYMBOL_ALIASES
from .rules import FormulaState
from .table import Table


class _Deck:
    def __init__(self) -> None:
        self.free = list(range(len(DECK)))

    def take(self, face: str) -> int:
        for card in self.free:
            if DECK[card] == face:
                self.free.remove(card)
                return card
        raise ValueError(f"the deck has no {face!r} left")


def arrange(
    table: str,
    hands: Sequence[str],
    *,
    stock: str | None = None,
    under: str = "",
    turn: int = 0,
    seed: int = 0,
    **options: Any,
) -> FormulaState:
    """A state with exactly these cards; ``under`` lies under the answer's first card."""
    game = games.load("formula", **options)
    state = game.new(seed=seed, players=len(hands))
    assert isinstance(state, FormulaState)
    deck = _Deck()
    parts = table.split()
    numbers: list[list[list[int]]] = []
    jokers: dict[int, int] = {}
    texts = parts if len(parts) == 2 else parts[0::2]
    for text in texts:
        columns: list[list[int]] = []
        i = 0
        while i < len(text):
            if text[i] == JOKER:
                card = deck.take(JOKER)
                jokers[card] = int(text[i + 1])
                i += 2
            else:
                card = deck.take(text[i])
                i += 1
            columns.append([card])
        numbers.append(columns)
    if len(numbers) == 2:
        symbol = None
        numbers.append([])
    else:
        symbol = SYMBOL_ALIASES[parts[1]]
        if len(parts) != 5 or parts[3] != "=":
            raise ValueError(f"write the table as '9 1' or '2 + 4 = 6', not {table!r}")
    if under:
        numbers[2][0][:0] = [deck.take(f) for f in under]
    state.table = Table(numbers, symbol, jokers)
    state.hands = [sorted(deck.take(f) for f in hand) for hand in hands]
    if stock is None:
        rest = list(deck.free)
        state.rng.shuffle(rest)
        state.stock = rest
    else:
        state.stock = [deck.take(f) for f in reversed(stock)]
    state.turn = turn
    return state
