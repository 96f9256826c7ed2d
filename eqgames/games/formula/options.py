"""Formula's options: the rulebook's variants, each a switch.

>>> FormulaOptions().max_cards, FormulaOptions(no_plus_minus=True).max_cards
(3, 4)
>>> FormulaOptions(no_plus_minus=True).symbols
('*', '/')
"""

from __future__ import annotations

from dataclasses import dataclass

from eqgames.core import InvalidOptions, Options, option

from .equation import SYMBOLS

#: A points match that drags on is stopped after this many rounds (highest score wins).
MAX_POINTS_ROUNDS = 100
#: The longest match of rounds a game may ask for.
MAX_ROUNDS = 50


@dataclass(frozen=True)
class FormulaOptions(Options):
    #: "Increasing the difficulty": every formula keeps at least one card already on the table.
    use_table_card: bool = option(
        False, "Harder: every formula keeps a card already on the table"
    )
    #: A match of several rounds; the player who wins most rounds wins the match.
    rounds: int = option(
        1, "Rounds in the match", min=1, max=MAX_ROUNDS, shown_when={"points": False}
    )
    #: The winner of a round is dealt one extra card in the next round.
    winner_extra_card: bool = option(
        False,
        "A round's winner is dealt an extra card next round",
        shown_when={"any": ({"points": True}, {"rounds": {"min": 2}})},
    )
    #: Play on until everybody has played all their cards: a full ranking.
    play_until_all_out: bool = option(False, "Play on until everybody is out")
    #: When a play's answer is divisible by 5, every other player draws a card.
    five_draw: bool = option(False, "Fives: an answer divisible by 5 makes everyone else draw")
    #: No + and − on the table; 4 cards a turn instead of 3.
    no_plus_minus: bool = option(False, "Only × and ÷ (4 cards a turn)")
    #: The publisher's points game: the answer is your points, +10 for going out first,
    #: −25 for each joker left in hand; rounds until someone reaches ``target_points``.
    points: bool = option(False, "Points game (the answer is your score)")
    target_points: int = option(
        250, "Points to reach", min=10, max=10_000, shown_when={"points": True}
    )

    def check(self) -> None:
        if self.points and self.rounds != 1:
            raise InvalidOptions(
                "a points game lasts until someone reaches the points to reach; "
                "leave the rounds in the match at 1"
            )
        if self.winner_extra_card and self.rounds == 1 and not self.points:
            raise InvalidOptions(
                "an extra card for a round's winner needs a match: "
                "more than 1 round, or the points game"
            )

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
