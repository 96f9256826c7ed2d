"""Crossdigits as a state machine, in the order of the rulebook.

**The basics.** Each player draws 7 tiles from the bag of 100 (:mod:`.bag`);
the second player draws 8, to make up for going second, and after a play every
rack is refilled to 7 (so an 8-tile rack lasts until its first play; a swap or
a pass keeps it). Seats take turns in order; seat 0 starts. With more than two
players (the engine allows up to 4) only the second seat gets the extra tile.

**A turn** is one of:

- *place* tiles (:func:`.plays.check_play` holds every rule of placing and
  scoring), then draw back up to 7;
- *swap* any of your tiles for new ones: the new tiles are drawn first, then the
  old ones go back and the bag is shuffled; there must be at least as many
  tiles in the bag as you trade (a decision: the rulebook is silent);
- *pass*.

Before acting, a player may ask to be shown a move (:mod:`.hints`): once a
turn, not in online games; the cost is taken off at once and the move is shown
to that player only.

**The end.** The game ends when the bag is empty and a player uses their last
tile, or after 6 scoreless turns in a row (swaps and passes; every play scores).
Each player loses the points of the tiles left in their rack; a player who
used their last tile also collects everyone else's leftover points.

    >>> from eqgames import games
    >>> state = games.load("crossdigits").new(seed=3)
    >>> view = state.view(1)
    >>> len(view["rack"]), view["racks"], view["bag"]
    (8, [7, 8], 85)
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Mapping
from typing import TYPE_CHECKING, Any

from eqgames.core import Action, Event, IllegalAction, Result, Rng, State
from eqgames.core.actions import JSON

from .actions import Hint, Pass, Place, Swap
from .bag import RACK_SIZE, TILES, digits_of, points_of, tile_json
from .board import PREMIUMS, STAR, Board, square_name
from .hints import best_move, hint_cost
from .movegen import Move, generate
from .options import CrossdigitsOptions
from .plays import check_play

if TYPE_CHECKING:
    from .game import Crossdigits

#: The second player's first rack holds one more tile.
SECOND_PLAYER_EXTRA = 1
#: The game ends after this many scoreless turns in a row.
SCORELESS_TURNS_END = 6


class CrossdigitsState(State):
    game: Crossdigits

    def __init__(self, game: Crossdigits, players: int, rng: Rng) -> None:
        self.game = game
        self.players = players
        self.rng = rng
        self.board = Board()
        self.bag: list[int] = []  # tile ids; the next tile drawn is the last
        self.racks: list[list[int]] = [[] for _ in range(players)]
        self.scores = [0] * players
        self.turn = 0
        self.turns = 0
        self.scoreless = 0
        self.hints_used = [0] * players
        self.hint: dict[str, JSON] | None = None  # the move shown this turn, to ``turn`` only
        self.last: dict[str, JSON] | None = None
        self.finished = False
        self.reason = ""
        self.went_out: int | None = None
        self.leftovers: list[int] = [0] * players

    @property
    def options(self) -> CrossdigitsOptions:
        opts: CrossdigitsOptions = self.game.options
        return opts

    # -- setup -------------------------------------------------------------------------

    def deal(self) -> None:
        self.bag = list(range(len(TILES)))
        self.rng.shuffle(self.bag)
        for seat in range(self.players):
            extra = SECOND_PLAYER_EXTRA if seat == 1 else 0
            self.racks[seat] = self._sorted([self.bag.pop() for _ in range(RACK_SIZE + extra)])

    @staticmethod
    def _sorted(tiles: list[int]) -> list[int]:
        return sorted(tiles, key=lambda t: (TILES[t], t))

    # -- the protocol --------------------------------------------------------------------

    def _to_act(self) -> tuple[int, ...]:
        return () if self.finished else (self.turn,)

    def rack_digits(self, seat: int) -> list[int]:
        return digits_of(self.racks[seat])

    def moves(self, seat: int) -> list[Move]:
        """Every legal play of ``seat`` now, best first."""
        return generate(self.board, self.rack_digits(seat))

    def legal_actions(self, seat: int) -> list[Action]:
        """Every play, every distinct swap (each multiset of digits the bag can take),
        pass, and a hint when one may be asked for."""
        if seat not in self.to_act():
            return []
        moves = self.moves(seat)
        actions: list[Action] = [Place(m.tiles) for m in moves]
        actions += [Swap(tiles) for tiles in self.swaps(seat)]
        actions.append(Pass())
        if moves and self.hint_allowed(seat):
            actions.append(Hint())
        return actions

    def swaps(self, seat: int) -> list[tuple[int, ...]]:
        """Each distinct set of digits ``seat`` could trade, smallest first."""
        counts = Counter(self.rack_digits(seat))
        limit = len(self.bag)
        options: list[tuple[int, ...]] = [()]
        for digit in sorted(counts):
            options = [o + (digit,) * n for o in options for n in range(counts[digit] + 1)]
        return sorted((o for o in options if 0 < len(o) <= limit), key=lambda o: (len(o), o))

    def hint_allowed(self, seat: int) -> bool:
        return not self.options.online and self.hint is None and seat in self.to_act()

    def _apply(self, seat: int, action: Action, at: float) -> list[Event]:
        if seat != self.turn:
            raise IllegalAction(f"it is seat {self.turn}'s turn, not seat {seat}'s")
        if isinstance(action, Hint):
            return self._hint(seat)
        if isinstance(action, Place):
            events = self._place(seat, action)
        elif isinstance(action, Swap):
            events = self._swap(seat, action)
        else:
            assert isinstance(action, Pass)
            self.last = {"seat": seat, "action": "pass"}
            events = [Event("passed", {"seat": seat})]
            self.scoreless += 1
        self.turns += 1
        self.hint = None
        if self.finished:
            return events
        if self.scoreless >= SCORELESS_TURNS_END:
            return events + self._end(None, f"{SCORELESS_TURNS_END} scoreless turns in a row")
        self.turn = (self.turn + 1) % self.players
        return events

    # -- placing ---------------------------------------------------------------------------

    def _place(self, seat: int, action: Place) -> list[Event]:
        play = check_play(self.board, action.tiles, self.rack_digits(seat))
        rack = self.racks[seat]
        for r, c, d in play.tiles:
            tile = next(t for t in rack if TILES[t] == d)
            rack.remove(tile)
            self.board.grid[r][c] = d
        self.scores[seat] += play.score
        self.scoreless = 0
        self.last = {"seat": seat, "action": "place", **play.to_json()}
        events = [Event("placed", {"seat": seat, **play.to_json(), "total": self.scores[seat]})]
        events += self._draw(seat, RACK_SIZE - len(rack))
        if not self.racks[seat]:  # the bag was empty too: nothing to refill with
            events += self._end(seat, f"seat {seat} used their last tile")
        return events

    def _draw(self, seat: int, wanted: int) -> list[Event]:
        drawn = [self.bag.pop() for _ in range(min(wanted, len(self.bag)))]
        if not drawn:
            return []
        self.racks[seat] = self._sorted(self.racks[seat] + drawn)
        return [
            Event("drew", {"seat": seat, "count": len(drawn), "bag": len(self.bag)}),
            Event("tiles", {"tiles": [tile_json(t) for t in drawn]}, to=frozenset({seat})),
        ]

    # -- swapping and hints ------------------------------------------------------------------

    def _swap(self, seat: int, action: Swap) -> list[Event]:
        wanted = Counter(action.tiles)
        if not action.tiles:
            raise IllegalAction("name at least one tile to swap")
        held = Counter(self.rack_digits(seat))
        short = wanted - held
        if short:
            d = min(short)
            raise IllegalAction(f"you have {held[d]} {d} tile(s) and tried to swap {wanted[d]}")
        if len(action.tiles) > len(self.bag):
            raise IllegalAction(
                f"the bag holds {len(self.bag)} tile(s): you cannot swap {len(action.tiles)}"
            )
        rack = self.racks[seat]
        returned = []
        for d in action.tiles:
            tile = next(t for t in rack if TILES[t] == d)
            rack.remove(tile)
            returned.append(tile)
        events = self._draw(seat, len(returned))
        self.bag.extend(returned)
        self.rng.shuffle(self.bag)
        self.scoreless += 1
        self.last = {"seat": seat, "action": "swap", "count": len(returned)}
        return [Event("swapped", {"seat": seat, "count": len(returned)}), *events]

    def _hint(self, seat: int) -> list[Event]:
        if self.options.online:
            raise IllegalAction("hints are not available in online games")
        if self.hint is not None:
            raise IllegalAction("you get one hint per turn")
        move = best_move(self.board, self.rack_digits(seat))
        if move is None:
            raise IllegalAction("there is no play to show: swap or pass")
        self.hints_used[seat] += 1
        cost = hint_cost(move.score, self.options.hint_percent, self.hints_used[seat])
        self.scores[seat] -= cost
        self.hint = {"tiles": [list(t) for t in move.tiles], "score": move.score, "cost": cost}
        return [
            Event("hint", {"seat": seat, **self.hint}, to=frozenset({seat})),
            Event("hinted", {"seat": seat, "cost": cost, "total": self.scores[seat]}),
        ]

    # -- the end -------------------------------------------------------------------------------

    def _end(self, went_out: int | None, reason: str) -> list[Event]:
        self.finished = True
        self.went_out = went_out
        self.reason = reason
        self.leftovers = [points_of(self.rack_digits(s)) for s in range(self.players)]
        for s, points in enumerate(self.leftovers):
            self.scores[s] -= points
        if went_out is not None:
            self.scores[went_out] += sum(self.leftovers)
        return [
            Event(
                "over",
                {
                    "reason": reason,
                    "went_out": went_out,
                    "leftovers": self.leftovers,
                    "racks": [self.rack_digits(s) for s in range(self.players)],
                    "scores": self.scores,
                },
            )
        ]

    def standing(self) -> list[float]:
        return [float(s) for s in self.scores]

    def _result(self) -> Result | None:
        if not self.finished:
            return None
        return Result.by_score([float(s) for s in self.scores], self.reason)

    # -- views -------------------------------------------------------------------------------------

    def revealed(self) -> dict[str, JSON]:
        """The tiles left in the bag, in the order they would have been drawn (next first)."""
        return {"bag": [TILES[t] for t in reversed(self.bag)]}

    def view(self, seat: int | None) -> dict[str, JSON]:
        own = seat is not None and 0 <= seat < self.players
        return {
            "game": "crossdigits",
            "seat": seat,
            "players": self.players,
            "board": self.board.rows(),
            "premiums": [list(row) for row in PREMIUMS],
            "star": list(STAR),
            "first_play": self.board.is_empty(),
            "rack": [tile_json(t) for t in self.racks[seat]] if own and seat is not None else None,
            "racks": [len(r) for r in self.racks],
            "bag": len(self.bag),
            "scores": list(self.scores),
            "turn": self.turn,
            "to_act": list(self.to_act()),
            "scoreless": self.scoreless,
            "last": self.last,
            "hints": {
                "available": not self.options.online,
                "used": list(self.hints_used),
                "percent": self.options.hint_percent,
                "shown": self.hint if own and seat == self.turn else None,
            },
            "result": self._result_json(),
        }

    def _result_json(self) -> dict[str, JSON] | None:
        result = self.result()
        if result is None:
            return None
        return {
            **result.to_json(),
            "went_out": self.went_out,
            "leftovers": self.leftovers,
            "racks": [self.rack_digits(s) for s in range(self.players)],
        }

    def describe_last(self) -> str:
        """The last turn in words (for the terminal)."""
        if self.last is None:
            return "no turn yet"
        who = f"seat {self.last['seat']}"
        if self.last["action"] == "place":
            tiles: Any = self.last["tiles"]
            where = ", ".join(f"{d} on {square_name(r, c)}" for r, c, d in tiles)
            return f"{who} placed {where} for {self.last['score']}"
        if self.last["action"] == "swap":
            return f"{who} swapped {self.last['count']} tile(s)"
        return f"{who} passed"

    # -- storage ---------------------------------------------------------------------------------

    def _to_json(self) -> dict[str, JSON]:
        return {
            "players": self.players,
            "rng": self.rng.to_json(),
            "board": self.board.rows(),
            "bag": list(self.bag),
            "racks": [list(r) for r in self.racks],
            "scores": list(self.scores),
            "turn": self.turn,
            "turns": self.turns,
            "scoreless": self.scoreless,
            "hints_used": list(self.hints_used),
            "hint": self.hint,
            "last": self.last,
            "finished": self.finished,
            "reason": self.reason,
            "went_out": self.went_out,
            "leftovers": list(self.leftovers),
        }

    @classmethod
    def from_json(cls, game: Crossdigits, data: Mapping[str, Any]) -> CrossdigitsState:
        state = cls(game, int(data["players"]), Rng.from_json(data["rng"]))
        state.board = Board.from_rows(data["board"])
        state.bag = [int(t) for t in data["bag"]]
        state.racks = [[int(t) for t in r] for r in data["racks"]]
        state.scores = [int(s) for s in data["scores"]]
        state.turn = int(data["turn"])
        state.turns = int(data["turns"])
        state.scoreless = int(data["scoreless"])
        state.hints_used = [int(h) for h in data["hints_used"]]
        state.hint = data["hint"]
        state.last = data["last"]
        state.finished = bool(data["finished"])
        state.reason = str(data["reason"])
        state.went_out = data["went_out"]
        state.leftovers = [int(p) for p in data["leftovers"]]
        return state
