"""Formula's rules as a state machine, in the order of the rulebook.

**Setup.** The 57 number cards are shuffled; each player is dealt 7 (the
winner of the previous round 8 with ``winner_extra_card``). Two cards from the
stock go face up with ``=`` to their right (a joker turned up goes to the
bottom of the stock and the next card is turned instead: it would have no
digit). The player left of the dealer starts; seats are numbered clockwise, so
"left of" is the next seat.

**A turn.** Play 1 to 3 cards (4 with ``no_plus_minus``) so that the table
reads a true ``A op B = C`` (see :mod:`.check` for every rule of laying cards),
or draw one card (allowed even when a play exists). The first player completes
the two face-up cards with a symbol and an answer. When the stock is empty, the
cards under the current formula are shuffled into a new stock at the moment a
card must be drawn; when there are none either, the player passes. If every
player still in the round passes in a row, the round is **blocked** and ends.

**Winning.** The first player to play all their cards wins the round. With
``play_until_all_out`` the others play on for the places; a blocked round ranks
the rest by fewest cards. A match (``rounds`` > 1) counts rounds won (with
``play_until_all_out``: one point per player finishing behind you); the
``points`` game adds each play's answer, +10 for going out first and −25 per
joker left in hand, until someone has ``target_points`` at the end of a round.

    >>> from eqgames import games
    >>> state = games.load("formula").new(seed=4, players=2)
    >>> state.view(0)["table"]["text"], len(state.view(0)["hand"]), state.view(1)["hands"]
    ('1 ? 9 = ?', 7, [7, 7])
    >>> [e.kind for e in state.apply(0, {"type": "draw"}, at=1.0)]
    ['drew', 'card']
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any

from eqgames.core import Action, Event, IllegalAction, Result, Rng, State
from eqgames.core.actions import JSON

from .actions import Draw, Pass, Play
from .cards import DECK, card_json, is_joker
from .check import check_play
from .movegen import legal_plays
from .options import MAX_POINTS_ROUNDS, FormulaOptions
from .position import Position
from .table import Table

if TYPE_CHECKING:
    from .game import Formula

HAND_SIZE = 7
OUT_BONUS = 10
JOKER_PENALTY = 25


class FormulaState(State):
    game: Formula

    def __init__(self, game: Formula, players: int, rng: Rng) -> None:
        self.game = game
        self.players = players
        self.rng = rng
        self.round = 1
        self.dealer = players - 1
        self.turn = 0
        self.hands: list[list[int]] = [[] for _ in range(players)]
        self.stock: list[int] = []  # the top card is the last
        self.table = Table([[], [], []])
        self.out: list[int] = []
        self.passes = 0
        self.last: dict[str, JSON] | None = None
        self.match = [0] * players  # rounds won, or places gained with play_until_all_out
        self.points = [0] * players
        self.history: list[dict[str, JSON]] = []
        self.last_winner: int | None = None
        self.finished = False
        self.reason = ""
        self.turns = 0
        self.reshuffles = 0

    @property
    def options(self) -> FormulaOptions:
        opts: FormulaOptions = self.game.options
        return opts

    # -- setup ------------------------------------------------------------------

    def deal(self) -> list[Event]:
        cards = list(range(len(DECK)))
        self.rng.shuffle(cards)
        self.stock = cards
        self.hands = [[] for _ in range(self.players)]
        starter = (self.dealer + 1) % self.players
        for i in range(self.players):
            seat = (starter + i) % self.players
            extra = self.options.winner_extra_card and seat == self.last_winner
            self.hands[seat] = sorted(self.stock.pop() for _ in range(HAND_SIZE + extra))
        face_up: list[int] = []
        while len(face_up) < 2:
            card = self.stock.pop()
            if is_joker(card):
                self.stock.insert(0, card)
            else:
                face_up.append(card)
        self.table = Table.opening(face_up[0], face_up[1])
        self.turn = starter
        self.out = []
        self.passes = 0
        self.last = None
        return [
            Event("dealt", {"round": self.round, "dealer": self.dealer, "table": self.table.text()})
        ]

    # -- the protocol -------------------------------------------------------------

    def _to_act(self) -> tuple[int, ...]:
        return () if self.finished else (self.turn,)

    def position(self, seat: int) -> Position:
        return Position(
            (self.table.columns(0), self.table.columns(1), self.table.columns(2)),
            self.table.symbol,
            tuple(self.hands[seat]),
            self.options.max_cards,
            self.options.symbols,
            self.options.use_table_card,
        )

    def can_draw(self) -> bool:
        return bool(self.stock) or any(len(col) > 1 for n in self.table.numbers for col in n)

    def legal_actions(self, seat: int) -> list[Action]:
        if seat not in self.to_act():
            return []
        actions: list[Action] = list(legal_plays(self.position(seat)))
        actions.append(Draw() if self.can_draw() else Pass())
        return actions

    def _apply(self, seat: int, action: Action, at: float) -> list[Event]:
        if seat != self.turn:
            raise IllegalAction(f"it is seat {self.turn}'s turn, not seat {seat}'s")
        if isinstance(action, Play):
            return self._play(seat, action)
        if isinstance(action, Draw):
            if not self.can_draw():
                raise IllegalAction("there is no card left to draw: pass instead")
            self.passes = 0
            self.turns += 1
            self.last = {"seat": seat, "action": "draw"}
            events = self._draw(seat, "draw")
            self._next_turn()
            return events
        assert isinstance(action, Pass)
        if self.can_draw():
            raise IllegalAction("you may pass only when there is no card left to draw: draw a card")
        self.passes += 1
        self.turns += 1
        self.last = {"seat": seat, "action": "pass"}
        events = [Event("passed", {"seat": seat})]
        if self.passes >= self.players - len(self.out):
            return events + self._end_round("blocked: nobody can play and no card is left to draw")
        self._next_turn()
        return events

    # -- a turn -------------------------------------------------------------------

    def _play(self, seat: int, play: Play) -> list[Event]:
        checked = check_play(self.position(seat), play)
        for card in play.cards():
            self.hands[seat].remove(card)
        self.table.lay(play.symbol, checked.plan, checked.digits)
        self.passes = 0
        self.turns += 1
        text = self.table.text()
        self.last = {"seat": seat, "action": "play", "formula": text, "cards": len(play.cards())}
        data: dict[str, Any] = {"seat": seat, "formula": text, "play": play.to_json()}
        if self.options.points:
            self.points[seat] += checked.values[2]
            data["points"] = checked.values[2]
        events = [Event("played", data)]
        if not self.hands[seat]:
            self.out.append(seat)
            events.append(Event("out", {"seat": seat, "place": len(self.out)}))
            if self.options.points and len(self.out) == 1:
                self.points[seat] += OUT_BONUS
            if not self.options.play_until_all_out:
                return events + self._end_round(f"seat {seat} played all their cards")
            left = [s for s in range(self.players) if s not in self.out]
            if len(left) <= 1:
                return events + self._end_round(f"only seat {left[0]} has cards left")
        if self.options.five_draw and checked.values[2] % 5 == 0:
            for other in self._active_after(seat):
                events += self._draw(other, "five")
        self._next_turn()
        return events

    def _draw(self, seat: int, reason: str) -> list[Event]:
        """``seat`` draws a card (reshuffling the covered cards first if the stock is empty)."""
        events: list[Event] = []
        if not self.stock:
            under = self.table.take_under()
            if not under:
                return events
            self.rng.shuffle(under)
            self.stock = under
            self.reshuffles += 1
            events.append(Event("reshuffled", {"stock": len(self.stock)}))
        card = self.stock.pop()
        self.hands[seat].append(card)
        self.hands[seat].sort()
        events.append(Event("drew", {"seat": seat, "reason": reason, "stock": len(self.stock)}))
        events.append(Event("card", {"seat": seat, "card": card_json(card)}, to=frozenset({seat})))
        return events

    def _active_after(self, seat: int) -> list[int]:
        """The seats still in the round, in turn order after ``seat``."""
        order = [(seat + i) % self.players for i in range(1, self.players)]
        return [s for s in order if s not in self.out]

    def _next_turn(self) -> None:
        self.turn = self._active_after(self.turn)[0]

    # -- the end of a round and of the match ---------------------------------------------

    def placing(self) -> list[list[int]]:
        """This round's places: players out in order, then the rest by fewest cards."""
        places = [[s] for s in self.out]
        rest = [s for s in range(self.players) if s not in self.out]
        for count in sorted({len(self.hands[s]) for s in rest}):
            places.append([s for s in rest if len(self.hands[s]) == count])
        return places

    def _end_round(self, why: str) -> list[Event]:
        places = self.placing()
        jokers = [sum(is_joker(c) for c in hand) for hand in self.hands]
        if self.options.points:
            for s in range(self.players):
                self.points[s] -= JOKER_PENALTY * jokers[s]
        if self.options.play_until_all_out:
            behind = self.players
            for group in places:
                behind -= len(group)
                for s in group:
                    self.match[s] += behind
        else:
            for s in places[0]:
                self.match[s] += 1
        summary: dict[str, JSON] = {
            "round": self.round,
            "placing": places,
            "reason": why,
            "cards_left": [len(h) for h in self.hands],
            "jokers_left": jokers,
            "points": list(self.points),
        }
        self.history.append(summary)
        events = [Event("round_over", summary)]
        opts = self.options
        if opts.points:
            done = max(self.points) >= opts.target_points or self.round >= MAX_POINTS_ROUNDS
        else:
            done = self.round >= opts.rounds
        if done:
            self.finished = True
            result = self.result()
            assert result is not None
            self.reason = result.reason
            return events + [Event("over", result.to_json())]
        self.round += 1
        self.dealer = (self.dealer + 1) % self.players
        self.last_winner = places[0][0] if len(places[0]) == 1 else None
        return events + self.deal()

    def standing(self) -> list[float] | None:
        # Only a match keeps points; a single round has no score before it ends.
        return [float(p) for p in self.points] if self.options.points else None

    def _result(self) -> Result | None:
        if not self.finished:
            return None
        if self.options.points:
            result = Result.by_score([float(p) for p in self.points], "")
            top = result.winners
            best = self.points[top[0]]
            why = (
                f"seat {top[0]} reached {best} points"
                if len(top) == 1
                else f"seats {', '.join(map(str, top))} share the lead with {best} points"
            )
            if best < self.options.target_points:
                why = f"{MAX_POINTS_ROUNDS} rounds played; " + why
            return Result(result.scores, result.ranking, why)
        last_place = {s: i for i, group in enumerate(self.history[-1]["placing"]) for s in group}
        keys = {s: (-self.match[s], last_place[s]) for s in range(self.players)}
        ranking = tuple(
            tuple(s for s in range(self.players) if keys[s] == key)
            for key in sorted(set(keys.values()))
        )
        if self.options.rounds == 1:
            why = str(self.history[-1]["reason"])
        else:
            why = f"seat {ranking[0][0]} won the match" if len(ranking[0]) == 1 else "a shared win"
            why += f" ({', '.join(str(m) for m in self.match)} after {self.round} rounds)"
        return Result(tuple(float(m) for m in self.match), ranking, why)

    # -- what a seat sees -----------------------------------------------------------------

    def revealed(self) -> dict[str, JSON]:
        """The stock, in the order it would have been drawn (top first)."""
        return {"stock": [card_json(c) for c in reversed(self.stock)]}

    def view(self, seat: int | None) -> dict[str, JSON]:
        opts = self.options
        result = self.result()
        return {
            "game": "formula",
            "seat": seat,
            "players": self.players,
            "round": self.round,
            "rounds": None if opts.points else opts.rounds,
            "dealer": self.dealer,
            "turn": self.turn,
            "to_act": list(self.to_act()),
            "table": self.table.view(),
            "opening": self.table.symbol is None,
            "must_replace": self.position(0).must_replace,
            "hand": [card_json(c) for c in self.hands[seat]] if seat is not None else None,
            "hands": [len(h) for h in self.hands],
            "stock": len(self.stock),
            "under": len(self.table.under()),
            "can_draw": self.can_draw(),
            "reshuffles": self.reshuffles,
            "out": list(self.out),
            "last": self.last,
            "match": list(self.match),
            "points": list(self.points) if opts.points else None,
            "history": self.history,
            "rules": {
                "max_cards": opts.max_cards,
                "symbols": list(opts.symbols),
                **opts.to_json(),
            },
            "result": result.to_json() if result else None,
        }

    # -- storage ----------------------------------------------------------------------------

    def _to_json(self) -> dict[str, JSON]:
        return {
            "players": self.players,
            "rng": self.rng.to_json(),
            "round": self.round,
            "dealer": self.dealer,
            "turn": self.turn,
            "hands": self.hands,
            "stock": self.stock,
            "table": self.table.to_json(),
            "out": self.out,
            "passes": self.passes,
            "last": self.last,
            "match": self.match,
            "points": self.points,
            "history": self.history,
            "last_winner": self.last_winner,
            "finished": self.finished,
            "reason": self.reason,
            "turns": self.turns,
            "reshuffles": self.reshuffles,
        }

    @classmethod
    def from_json(cls, game: Formula, data: Mapping[str, Any]) -> FormulaState:
        state = cls(game, int(data["players"]), Rng.from_json(data["rng"]))
        state.round = int(data["round"])
        state.dealer = int(data["dealer"])
        state.turn = int(data["turn"])
        state.hands = [list(h) for h in data["hands"]]
        state.stock = list(data["stock"])
        state.table = Table.from_json(data["table"])
        state.out = list(data["out"])
        state.passes = int(data["passes"])
        state.last = data["last"]
        state.match = list(data["match"])
        state.points = list(data["points"])
        state.history = list(data["history"])
        state.last_winner = data["last_winner"]
        state.finished = bool(data["finished"])
        state.reason = str(data["reason"])
        state.turns = int(data["turns"])
        state.reshuffles = int(data["reshuffles"])
        return state
