"""Formula's computer opponents. Each sees only its own seat's view.

- **easy** plays loosely: it picks how many cards to lay at random, then a
  random play of that size, and now and then draws although it could play.
- **medium** sheds as many cards as it can and keeps its jokers for when they
  are needed (a joker costs it most of a card's worth).
- **hard** also plans: among the plays that shed most, it prefers those that
  leave the next player the fewest options and itself a good next turn, judged
  on the hands the next player may hold, given the cards it has not seen and
  what that player could not play when it last drew (see :class:`FormulaHard`).
"""

from __future__ import annotations

import itertools
import math
from dataclasses import replace

from eqgames.core import Action, Bot, Game, Rng, register_bot
from eqgames.core.actions import JSON

from .actions import Draw, Pass, Play
from .cards import DECK, code, is_joker
from .movegen import legal_plays, outcomes
from .position import Number, Position

#: What laying a joker costs a careful bot, in cards shed.
JOKER_COST = 0.6


#: ``9 × 0 = 0``: the next play must cover every card, i.e. lay a whole new formula.
_MUST_REPLACE: tuple[Number, Number, Number] = (((9, False),), ((0, False),), ((0, False),))


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


@register_bot("formula", "hard")
class FormulaHard(Bot):
    """Plans two turns: its play, the next player's answer, and its own next play.

    It remembers which cards it saw covered on the table (until they are
    reshuffled), so the cards it has not seen are the stock and the other hands.
    For each of its most promising plays it considers the next player's possible
    hands from those unseen cards (every one, weighted, when the hand is one or
    two cards; sampled deals otherwise; never a hand that could have played when
    that player last drew), lets that player answer as a shedder would, and asks
    what it could then play itself with the cards it has left. It picks the play
    with the best expected race: cards it sheds now and next time, less the cards
    the next player sheds, with a heavy weight on anyone going out.
    """

    #: Deals sampled for the next player's hand when it is too large to list.
    SAMPLES = 12
    #: Tries to deal a sample that agrees with the next player's last draw.
    TRIES = 8
    CANDIDATES = 10
    #: Plays shedding at most this many cards less than the best are considered.
    SPREAD = 1.0
    PER_REMAINDER = 3
    #: Besides those, up to this many plays that keep a hand able to go out on its own.
    PLANS = 6
    #: The next player's hand is listed exactly (not sampled) up to this many cards.
    EXACT_UP_TO = 2
    #: What one side going out is worth, in cards.
    W_OUT_THEM = 6.0
    W_OUT_ME = 3.0
    W_NEXT = 0.8

    def __init__(self, game: Game, seed: int = 0) -> None:
        super().__init__(game, seed)
        self.covered: set[int] = set()
        self.tops: set[int] = set()
        self.reshuffles = 0
        self.round = 0
        self.hands: list[int] = []
        #: seat -> (the table it drew on, how many cards it held then, cards drawn since,
        #: that draw included)
        self.drew_on: dict[int, tuple[Position, int, int]] = {}

    def observe(self, view: dict[str, JSON]) -> None:
        tops = {int(col["id"]) for key in "abc" for col in view["table"][key]}
        if view["round"] != self.round:
            self.round, self.covered, self.tops = int(view["round"]), set(), set()
            self.drew_on, self.hands = {}, []
        if view["reshuffles"] != self.reshuffles:
            # Everything that lay under the formula went back into the stock.
            self.reshuffles, self.covered = int(view["reshuffles"]), set()
        self.covered |= self.tops - tops
        self.tops = tops
        hands = [int(n) for n in view["hands"]]
        last = view["last"]
        if self.hands and last is not None:
            for s, (before, now) in enumerate(zip(self.hands, hands, strict=True)):
                if now < before:
                    self.drew_on.pop(s, None)  # it played: what it held then is gone
                elif now > before and s in self.drew_on:
                    table, held, extra = self.drew_on[s]
                    self.drew_on[s] = (table, held, extra + now - before)
            who = int(last["seat"])
            if (
                last["action"] == "draw"
                and hands[who] == self.hands[who] + 1
                and who != view["seat"]
            ):
                # A player who draws had no play here (or chose not to play, which is rare).
                self.drew_on[who] = (Position.from_view(view), self.hands[who], 1)
        self.hands = hands

    def act(self, view: dict[str, JSON]) -> Action:
        self.observe(view)
        pos = Position.from_view(view)
        plays = legal_plays(pos)
        if not plays:
            return no_play(view)
        hand_size = len(pos.hand)
        self.rng.shuffle(plays)  # equal shedders in no particular order: varied candidates
        ranked = sorted(plays, key=lambda p: -shed_score(p, hand_size))
        if shed_score(ranked[0], hand_size) >= 100.0:
            return ranked[0]
        candidates = self._candidates(ranked, hand_size)
        plans = self._plans(pos, ranked, candidates)
        seat = int(view["turn"])
        order = self._turn_order(view, seat)
        counts = [int(n) for n in view["hands"]]
        if plans and self._nobody_out_first(pos, order, counts):
            # Out next turn whatever the table, and nobody can go out before: a sure win.
            return max(plans, key=lambda p: shed_score(p, hand_size))
        candidates += plans
        unseen = self._unseen(pos)
        deals = [self._deal_all(unseen, order, counts) for _ in range(self.SAMPLES)]
        nxt = order[0]
        theirs = self._next_hands(unseen, nxt, counts[nxt], deals)
        best_score, choice = float("-inf"), candidates[0]
        for play in candidates:
            score = shed_score(play, hand_size) + self._race(pos, play, theirs, counts[nxt])
            score += self.rng.random() * 1e-6  # ties broken at random
            if score > best_score:
                best_score, choice = score, play
        return choice

    def _candidates(self, ranked: list[Play], hand_size: int) -> list[Play]:
        """The best shedders, a few for each set of cards they would leave in the hand."""
        best = shed_score(ranked[0], hand_size)
        per_rest: dict[tuple[int, ...], int] = {}
        out: list[Play] = []
        for play in ranked:
            if shed_score(play, hand_size) < best - self.SPREAD or len(out) >= self.CANDIDATES:
                break
            rest = tuple(sorted(code(c) for c in play.cards()))
            if per_rest.get(rest, 0) < self.PER_REMAINDER:
                per_rest[rest] = per_rest.get(rest, 0) + 1
                out.append(play)
        return out

    def _nobody_out_first(self, pos: Position, order: list[int], counts: list[int]) -> bool:
        """Whether no other player can go out before our next turn.

        Each of them plays once first, at most ``max_cards`` cards; and with
        ``five_draw`` their answers could make us draw, so no hand is sure.
        """
        if self.game.options.five_draw:
            return False
        return all(counts[s] > pos.max_cards for s in order)

    def _plans(self, pos: Position, ranked: list[Play], chosen: list[Play]) -> list[Play]:
        """Plays that keep a hand able to lay a whole new formula by itself.

        Such a hand goes out next turn whatever the table then shows, which is
        often worth shedding fewer cards now (5 cards: lay 2, keep a true
        ``3 + 4 = 7``). The best shedders rarely include these plays.
        """
        if pos.use_table_card:
            return []  # every formula must keep a table card: no hand is enough alone
        taken = {tuple(sorted(code(c) for c in p.cards())) for p in chosen}
        whole: dict[tuple[int, ...], bool] = {}
        out: list[Play] = []
        for play in ranked:
            used = set(play.cards())
            rest = tuple(c for c in pos.hand if c not in used)
            if not rest or len(rest) > pos.max_cards:
                continue
            if tuple(sorted(code(c) for c in used)) in taken:
                continue
            key = tuple(sorted(code(c) for c in rest))
            if key in whole:
                continue  # one play for each hand kept
            # On a table that must be covered entirely, a play of all of ``rest`` is
            # exactly a new formula made of those cards alone.
            blank = replace(pos, numbers=_MUST_REPLACE, symbol="*", hand=rest)
            whole[key] = any(len(k[4]) == len(rest) for k in outcomes(blank))
            if whole[key]:
                out.append(play)
                if len(out) >= self.PLANS:
                    break
        return out

    def _race(
        self, pos: Position, play: Play, hands: list[tuple[tuple[int, ...], float]], count: int
    ) -> float:
        """The expected change in the race over the next player's turn and our next turn,
        over the next player's possible ``hands`` (with their weights)."""
        mine = tuple(c for c in pos.hand if c not in play.cards())
        after = position_after(pos, play)
        total = weights = 0.0
        for hand, weight in hands:
            weights += weight
            theirs = replace(after, hand=hand)
            reply = _greedy_reply(theirs, self.rng)
            if reply is None:
                table = after  # they draw; the table stays
                total += weight
            else:
                shed = len(reply.cards())
                if shed == count:
                    total -= weight * self.W_OUT_THEM
                    continue
                total -= weight * shed
                table = position_after(theirs, reply)
            if not mine:
                continue
            found = outcomes(replace(table, hand=mine))
            most = max((len(k[4]) for k in found), default=0)
            total += weight * self.W_NEXT * most
            if most == len(mine):
                total += weight * self.W_OUT_ME
        return total / weights

    def _next_hands(
        self,
        unseen: list[int],
        nxt: int,
        count: int,
        deals: list[tuple[dict[int, list[int]], list[int]]],
    ) -> list[tuple[tuple[int, ...], float]]:
        """The next player's possible hands, each with its weight.

        Small hands are where a round is won or lost (the last card or two must
        fit the table we leave), and few enough to list: every multiset of faces
        from the unseen cards, weighted by how many ways it can be dealt, less
        those that could have played when that player last drew. Larger hands
        are the sampled deals.
        """
        if count > self.EXACT_UP_TO:
            return [(tuple(d[0][nxt]), 1.0) for d in deals]
        by_face: dict[int, list[int]] = {}
        for card in unseen:
            by_face.setdefault(code(card), []).append(card)
        drew = self.drew_on.get(nxt)
        out: list[tuple[tuple[int, ...], float]] = []
        for faces in itertools.combinations_with_replacement(sorted(by_face), count):
            weight = 1
            for f in set(faces):
                weight *= math.comb(len(by_face[f]), faces.count(f))
            if not weight:
                continue
            hand = tuple(by_face[f][faces[:i].count(f)] for i, f in enumerate(faces))
            if drew is not None and not self._could_not_play(drew, hand):
                continue
            out.append((hand, float(weight)))
        return out or [(tuple(d[0][nxt]), 1.0) for d in deals]

    @staticmethod
    def _could_not_play(drew: tuple[Position, int, int], hand: tuple[int, ...]) -> bool:
        """Whether ``hand`` agrees with its player having drawn on ``drew``'s table."""
        table, held, extra = drew
        if held + extra != len(hand):
            return True  # the record does not match the count: no constraint
        return any(
            not outcomes(replace(table, hand=kept))
            for kept in itertools.combinations(hand, held)
        )

    @staticmethod
    def _turn_order(view: dict[str, JSON], seat: int) -> list[int]:
        """The other seats still in the round, in turn order after ``seat``."""
        players = int(view["players"])
        out = set(view["out"])
        return [(seat + i) % players for i in range(1, players) if (seat + i) % players not in out]

    def _unseen(self, pos: Position) -> list[int]:
        known = set(pos.hand) | self.tops | self.covered
        return [c for c in range(len(DECK)) if c not in known]

    def _deal_all(
        self, unseen: list[int], order: list[int], counts: list[int]
    ) -> tuple[dict[int, list[int]], list[int]]:
        """Hands for the other players and a stock, consistent with what was seen.

        The next player's hand, when it last drew, is one that had no play then.
        """
        cards = unseen[:]
        nxt = order[0]
        drew = self.drew_on.get(nxt)
        for _ in range(self.TRIES if drew else 1):
            self.rng.shuffle(cards)
            if drew is None:
                break
            table, held, extra = drew
            if held + extra != counts[nxt] or held > len(cards):
                break
            if not outcomes(replace(table, hand=tuple(cards[:held]))):
                break
        hands: dict[int, list[int]] = {}
        start = 0
        for s in order:
            hands[s] = cards[start : start + counts[s]]
            start += counts[s]
        return hands, cards[start:]


def _greedy_reply(pos: Position, rng: Rng) -> Play | None:
    """What a shedder that does not plan would play here: one of the plays with
    most cards and fewest jokers, at random (``None``: it draws)."""
    plays = legal_plays(pos)
    if not plays:
        return None
    size = len(pos.hand)
    best = max(shed_score(p, size) for p in plays)
    top = [p for p in plays if shed_score(p, size) == best]
    return rng.choice(top)


def position_after(pos: Position, play: Play) -> Position:
    """The table after ``play`` (the hand is left as it was; callers replace it)."""
    numbers = []
    for old, slots in zip(pos.numbers, play.numbers(), strict=True):
        seq = []
        for s in slots:
            if s.keep is not None:
                seq.append(old[s.keep])
            else:
                assert s.card is not None
                joker = is_joker(s.card)
                seq.append((s.digit if joker and s.digit is not None else code(s.card), joker))
        numbers.append(tuple(seq))
    return replace(pos, numbers=(numbers[0], numbers[1], numbers[2]), symbol=play.symbol)
