"""Formula's computer opponents. Each sees only its own seat's view.

- **easy** plays loosely: it picks how many cards to lay at random, then a
  random play of that size, and now and then draws although it could play.
- **medium** sheds as many cards as it can and keeps its jokers for when they
  are needed (a joker costs it most of a card's worth).
- **hard** also plans: among the plays that shed most, it prefers those that
  leave the next player the fewest options, judged on hands sampled from the
  cards it has not seen (see :class:`FormulaHard`).
"""

from __future__ import annotations

from eqgames.core import Action, Bot, register_bot
from eqgames.core.actions import JSON

from .actions import Draw, Pass, Play
from .cards import is_joker
from .movegen import legal_plays
from .position import Position

#: What laying a joker costs a careful bot, in cards shed.
JOKER_COST = 0.6


def plays_of(view: dict[str, JSON]) -> list[Play]:
    return legal_plays(Position.from_view(view))


def no_play(view: dict[str, JSON]) -> Action:
    return Draw() if view["can_draw"] else Pass()


def shed_score(play: Play, hand_size: int) -> float:
    """Cards shed, less a joker's worth; going out beats everything."""
    cards = play.cards()
    if len(cards) == hand_size:
        return 100.0
    return len(cards) - JOKER_COST * sum(is_joker(c) for c in cards)


@register_bot("formula", "easy")
class FormulaEasy(Bot):
    DRAW_ANYWAY = 0.15

    def act(self, view: dict[str, JSON]) -> Action:
        plays = plays_of(view)
        if not plays or self.rng.random() < self.DRAW_ANYWAY:
            return no_play(view)
        sizes = sorted({len(p.cards()) for p in plays})
        size = self.rng.choice(sizes)
        return self.rng.choice([p for p in plays if len(p.cards()) == size])


@register_bot("formula", "medium")
class FormulaMedium(Bot):
    def act(self, view: dict[str, JSON]) -> Action:
        plays = plays_of(view)
        if not plays:
            return no_play(view)
        hand_size = len(view["hand"])
        best = max(shed_score(p, hand_size) for p in plays)
        return self.rng.choice([p for p in plays if shed_score(p, hand_size) == best])
