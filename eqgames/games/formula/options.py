"""Formula's options: the rulebook's variants, each a switch.

>>> FormulaOptions().max_cards, FormulaOptions(no_plus_minus=True).max_cards
(3, 4)
>>> FormulaOptions(no_plus_minus=True).symbols
('*', '/')
"""

from __future__ import annotations

from dataclasses import dataclass

from eqgames.core import InvalidOptions, Options

from .equation import SYMBOLS

#: A points match that drags on is stopped after this many rounds (highest score wins).
MAX_POINTS_ROUNDS = 100


@dataclass(frozen=True)
class FormulaOptions(Options):
    #: "Increasing the difficulty": every formula keeps at least one card already on the table.
    use_table_card: bool = False
    #: A match of several rounds; the player who wins most rounds wins the match.
    rounds: int = 1
    #: The winner of a round is dealt one extra card in the next round.
    winner_extra_card: bool = False
    #: Play on until everybody has played all their cards: a full ranking.
    play_until_all_out: bool = False
    #: When a play's answer is divisible by 5, every other player draws a card.
    five_draw: bool = False
    #: No + and − on the table; 4 cards a turn instead of 3.
    no_plus_minus: bool = False
    #: The publisher's points game: the answer is your points, +10 for going out first,
    #: −25 for each joker left in hand; rounds until someone reaches ``target_points``.
    points: bool = False
    target_points: int = 250

    def __post_init__(self) -> None:
        if not 1 <= self.rounds <= 50:
            raise InvalidOptions("rounds is a whole number from 1 to 50")
        if self.points and self.rounds != 1:
            raise InvalidOptions(
                "a points match lasts until someone reaches target_points; leave rounds at 1"
            )
        if not 1 <= self.target_points <= 100_000:
            raise InvalidOptions("target_points is from 1 to 100000")
        if self.winner_extra_card and self.rounds == 1 and not self.points:
            raise InvalidOptions("winner_extra_card needs a match: set rounds above 1 or points")

    @property
    def max_cards(self) -> int:
        """Most cards one turn may play."""
        return 4 if self.no_plus_minus else 3

    @property
    def symbols(self) -> tuple[str, ...]:
        return ("*", "/") if self.no_plus_minus else SYMBOLS

    @property
    def multi_round(self) -> bool:
        return self.points or self.rounds > 1
