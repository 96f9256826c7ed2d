"""Formula's actions: play cards, draw a card, or pass.

A play describes the **new formula** number by number. Each of ``a``, ``b``
and ``c`` lists the new number's cards from left to right; each slot is either
a card already on the table that stays visible (``{"keep": i}``, the i-th card
of that number now, counting from 0 on the left) or a card from the hand
(``{"card": id}``, with ``"digit"`` for a joker). A hand card takes the place of
the table cards that are neither kept nor covered by another new card between
the same kept neighbours: it is laid on top of them, and on nothing when there
is no such card (the number gets longer). So a browser builds a play by
editing three lists: put a hand card on a table card (replace ``keep``),
between two cards (insert) or over a run of cards (replace several ``keep``
slots by one card).

    >>> p = Play("*", (Slot(keep=0),), (Slot(keep=0),), (Slot(card=50),))
    >>> p.to_json()
    {'type': 'play', 'symbol': '*', 'a': [{'keep': 0}], 'b': [{'keep': 0}], 'c': [{'card': 50}]}
    >>> Draw().to_json()
    {'type': 'draw'}
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Literal

from eqgames.core import Action
from eqgames.core.actions import JSON

Symbol = Literal["+", "-", "*", "/"]


@dataclass(frozen=True)
class Slot:
    """One card of a new number: a kept table card or a card from the hand."""

    keep: int | None = None
    card: int | None = None
    digit: int | None = None

    def to_json(self) -> dict[str, JSON]:
        out: dict[str, JSON] = {}
        if self.keep is not None:
            out["keep"] = self.keep
        if self.card is not None:
            out["card"] = self.card
        if self.digit is not None:
            out["digit"] = self.digit
        return out


@dataclass(frozen=True)
class Play(Action):
    """Lay cards from the hand so that the table reads a true ``a symbol b = c``."""

    type = "play"
    symbol: Symbol
    a: tuple[Slot, ...]
    b: tuple[Slot, ...]
    c: tuple[Slot, ...]

    def to_json(self) -> dict[str, JSON]:
        return {
            "type": self.type,
            "symbol": self.symbol,
            "a": [s.to_json() for s in self.a],
            "b": [s.to_json() for s in self.b],
            "c": [s.to_json() for s in self.c],
        }

    def numbers(self) -> tuple[tuple[Slot, ...], tuple[Slot, ...], tuple[Slot, ...]]:
        return (self.a, self.b, self.c)

    def cards(self) -> list[int]:
        """The hand cards this play lays, left to right through a, b, c."""
        return [s.card for n in self.numbers() for s in n if s.card is not None]


@dataclass(frozen=True)
class Draw(Action):
    """Take one card from the stock instead of playing (always allowed while cards remain)."""

    type = "draw"


@dataclass(frozen=True)
class Pass(Action):
    """Let the turn go by; only when there is no card left to draw."""

    type = "pass"


ACTIONS: tuple[type[Action], ...] = (Play, Draw, Pass)


def keep_all(count: int) -> tuple[Slot, ...]:
    """Slots keeping every card of a number of ``count`` cards."""
    return tuple(Slot(keep=i) for i in range(count))
