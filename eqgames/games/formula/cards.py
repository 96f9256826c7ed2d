"""The Formula deck: 57 number cards, each with a fixed id.

The symbols ``+ − × ÷ =`` lie on the table and are not cards. Ids 0 and 1 are
the two jokers; then come the digit cards, ``1``–``6`` six of each, ``7``–``9``
five of each and ``0`` four times (DESIGN.md's count). Ids never change, so a
card's face follows from its id and the JSON of a state stays small.

    >>> len(DECK), DECK.count(JOKER), DECK.count("7"), DECK.count("0")
    (57, 2, 5, 4)
    >>> face(0), face(2), face(56)
    ('J', '1', '0')
"""

from __future__ import annotations

from typing import Any

JOKER = "J"

#: How many cards of each digit the deck holds.
DIGIT_COUNTS: tuple[tuple[str, int], ...] = (
    ("1", 6), ("2", 6), ("3", 6), ("4", 6), ("5", 6), ("6", 6),
    ("7", 5), ("8", 5), ("9", 5), ("0", 4),
)  # fmt: skip

DECK: tuple[str, ...] = (JOKER, JOKER) + tuple(d for d, n in DIGIT_COUNTS for _ in range(n))

#: Face codes used by the move generator: 0–9 for digit cards, 10 for a joker.
JOKER_CODE = 10


def is_card(card: Any) -> bool:
    return isinstance(card, int) and not isinstance(card, bool) and 0 <= card < len(DECK)


def face(card: int) -> str:
    """``"0"``–``"9"`` or ``"J"``."""
    return DECK[card]


def is_joker(card: int) -> bool:
    return DECK[card] == JOKER


def code(card: int) -> int:
    """The face as a small integer: the digit, or :data:`JOKER_CODE`."""
    f = DECK[card]
    return JOKER_CODE if f == JOKER else int(f)


def card_json(card: int) -> dict[str, Any]:
    """How a card in a hand is shown: ``{"id": 17, "face": "3"}``."""
    return {"id": card, "face": DECK[card]}


def describe(card: int) -> str:
    """``"the 5 (card 27)"`` / ``"a joker (card 0)"`` for messages."""
    return f"a joker (card {card})" if is_joker(card) else f"the {DECK[card]} (card {card})"
