"""Mathable as a state machine, in the order of the rulebook.

**Setting up.** The 106 tiles go into the pouch (:mod:`.tiles`). Each player
draws one tile; the highest begins, then play goes on in seat order from there.
Players who share the highest draw again until one is highest (tiles drawn only
to break a tie go back and the pouch is shuffled). Everyone keeps the first tile
and draws six more.

**A turn** places tiles one at a time (:mod:`.placement` holds the rule of one
placement and its points). Tiles placed earlier in the turn count for later
ones. After a placement on a sign square the player may draw one tile at once
(the bonus draw). The turn ends when the player stops, when the rack is empty,
or — every placement being checked — when no tile of the rack fits anywhere
and no bonus draw is on offer; then the rack refills to 7. Playing a full rack
of 7 in one turn scores 50 more (:mod:`.scoring`). Instead of placing, a player
may exchange some or all tiles, or pass.

**Challenge mode** (option ``challenge``): placements are not checked when made;
every opponent accepts or challenges each one. A right challenge sends the tile
back and ends the turn, the points of earlier placements kept.

**The end.** When the pouch is empty and a player has used all of his tiles; when
every player in turn has passed; or, a guard, after three rounds without a
placement. Each player loses the sum of the tiles left on the rack.

Decisions where the rulebook is silent: ``docs/rules/mathable.md``.

    >>> from eqgames import games
    >>> state = games.load("mathable").new(seed=3)
    >>> view = state.view(state.turn)
    >>> len(view["rack"]), view["racks"], view["pouch"]
    (7, [7, 7], 92)
"""

from __future__ import annotations

import copy
from collections.abc import Mapping
from typing import TYPE_CHECKING, Any

from eqgames.core import Action, Event, IllegalAction, Result, Rng, State
from eqgames.core.actions import JSON

from . import scoring
from .actions import Accept, Challenge, Draw, Exchange, Hint, Pass, Place, Stop
from .board import SIZE, Grid, name, premium, sign, square_of
from .options import MathableOptions
from .placement import check, completed, fits_anywhere, legal_placements, reason
from .tiles import RACK_SIZE, TILES, tile_json, values_of

if TYPE_CHECKING:
    from .game import Mathable

#: Rounds of turns without a placement (exchanges, passes) after which the game ends.
IDLE_ROUNDS_END = 3


class MathableState(State):
    game: Mathable

    def __init__(self, game: Mathable, players: int, rng: Rng) -> None:
        self.game = game
        self.players = players
        self.rng = rng
        self.grid = Grid()
        self.placed: list[dict[str, JSON]] = []  # every tile players placed, in order
        self.pouch: list[int] = []  # tile ids; the next tile drawn is the last
        self.racks: list[list[int]] = [[] for _ in range(players)]
        self.scores = [0] * players
        self.start: dict[str, JSON] = {"draws": [[] for _ in range(players)], "first": 0}
        self.turn = 0
        self.turn_number = 1
        self.this_turn: dict[str, JSON] = {}
        self.draw_offered = False
        self.pending: dict[str, JSON] | None = None
        self.last_turns: list[dict[str, JSON] | None] = [None] * players
        self.passes = 0  # passes in a row
        self.idle = 0  # turns in a row without a placement
        self.hints_used = [0] * players
        self.hint: dict[str, JSON] | None = None  # shown to ``turn`` only
        self.finished = False
        self.reason = ""
        self.went_out: int | None = None
        self.leftovers = [0] * players
        self.before = [0] * players

    @property
    def options(self) -> MathableOptions:
        opts: MathableOptions = self.game.options
        return opts

    # -- setting up ----------------------------------------------------------------------------

    def deal(self) -> None:
        self.pouch = list(range(len(TILES)))
        self.rng.shuffle(self.pouch)
        draws: list[list[int]] = [[] for _ in range(self.players)]
        firsts = [self.pouch.pop() for _ in range(self.players)]
        for seat, tile in enumerate(firsts):
            draws[seat].append(TILES[tile])
        contenders = self._highest(list(range(self.players)), firsts)
        extra: list[int] = []
        while len(contenders) > 1:
            again = [self.pouch.pop() for _ in contenders]
            extra += again
            for seat, tile in zip(contenders, again, strict=True):
                draws[seat].append(TILES[tile])
            contenders = [contenders[i] for i in self._highest(list(range(len(contenders))), again)]
        if extra:
            self.pouch += extra
            self.rng.shuffle(self.pouch)
        for seat in range(self.players):
            self.racks[seat] = self._sorted(
                [firsts[seat], *(self.pouch.pop() for _ in range(RACK_SIZE - 1))]
            )
        self.start = {"draws": [list(d) for d in draws], "first": contenders[0]}
        self.turn = contenders[0]
        self._begin_turn()

    @staticmethod
    def _highest(who: list[int], tiles: list[int]) -> list[int]:
        best = max(TILES[t] for t in tiles)
        return [w for w, t in zip(who, tiles, strict=True) if TILES[t] == best]

    @staticmethod
    def _sorted(tiles: list[int]) -> list[int]:
        return sorted(tiles, key=lambda t: (TILES[t], t))

    def _begin_turn(self) -> None:
        self.this_turn = {
            "seat": self.turn,
            "placements": [],
            "points": 0,
            "started_with": len(self.racks[self.turn]),
        }
        self.draw_offered = False
        self.hint = None

    # -- the protocol ------------------------------------------------------------------------

    def _to_act(self) -> tuple[int, ...]:
        if self.finished:
            return ()
        if self.pending is not None:
            return tuple(self.pending["waiting"])
        return (self.turn,)

    def rack_values(self, seat: int) -> list[int]:
        return values_of(self.racks[seat])

    def placements_made(self) -> int:
        return len(self.this_turn["placements"])

    def can(self, seat: int | None) -> list[str]:
        """The action types ``seat`` may use now."""
        if seat is None or seat not in self.to_act():
            return []
        if self.pending is not None:
            out = ["accept"]
            if self._fault() is not None:
                out.append("challenge")
            return out
        out = []
        rack = self.racks[seat]
        fits = fits_anywhere(self.grid, values_of(rack))
        if rack and (self.options.challenge or fits):
            out.append("place")
        if self.draw_offered:
            out.append("draw")
        if self.placements_made():
            out.append("stop")
        else:
            if self.pouch and rack:
                out.append("exchange")
            out.append("pass")
        if self.options.hints_available and fits:
            out.append("hint")
        return out

    def legal_actions(self, seat: int) -> list[Action]:
        """Every distinct legal action: a placement per value (one tile of each value),
        each distinct exchange of values, and the rest as :meth:`can` lists them."""
        can = self.can(seat)
        actions: list[Action] = []
        if "accept" in can:
            actions.append(Accept())
        if "challenge" in can:
            actions.append(Challenge())
        if "place" in can:
            first_of = {TILES[t]: t for t in reversed(self.racks[seat])}
            if self.options.challenge:
                squares = [name(*sq) for sq in self.grid.empty_squares()]
                actions += [Place(first_of[v], sq) for sq in squares for v in sorted(first_of)]
            else:
                for p in legal_placements(self.grid, first_of):
                    actions.append(Place(first_of[p.value], name(*p.square)))
        if "draw" in can:
            actions.append(Draw())
        if "stop" in can:
            actions.append(Stop())
        if "exchange" in can:
            actions += [Exchange(tiles) for tiles in self.exchanges(seat)]
        if "pass" in can:
            actions.append(Pass())
        if "hint" in can:
            actions += [Hint("placement"), Hint("turn")]
        return actions

    def exchanges(self, seat: int) -> list[tuple[int, ...]]:
        """One exchange per distinct set of values ``seat`` could trade (tile ids)."""
        by_value: dict[int, list[int]] = {}
        for t in self.racks[seat]:
            by_value.setdefault(TILES[t], []).append(t)
        options: list[tuple[int, ...]] = [()]
        for value in sorted(by_value):
            tiles = by_value[value]
            options = [o + tuple(tiles[:n]) for o in options for n in range(len(tiles) + 1)]
        limit = len(self.pouch)
        return sorted((o for o in options if 0 < len(o) <= limit), key=lambda o: (len(o), o))

    def _apply(self, seat: int, action: Action, at: float) -> list[Event]:
        if isinstance(action, Accept | Challenge):
            return self._answer(seat, action)
        if seat != self.turn:
            raise IllegalAction(f"it is seat {self.turn}'s turn, not seat {seat}'s")
        if self.pending is not None:
            waiting = ", ".join(f"seat {s}" for s in self.pending["waiting"])
            raise IllegalAction(f"wait: {waiting} must first accept or challenge your last tile")
        if isinstance(action, Hint):
            return self._hint(seat, action)
        if isinstance(action, Place):
            return self._place(seat, action)
        if isinstance(action, Draw):
            return self._bonus_draw(seat)
        if isinstance(action, Stop):
            if not self.placements_made():
                raise IllegalAction("you have placed no tile this turn: place one, exchange or pass")
            return self._end_turn("place", "stopped")
        if self.placements_made():
            what = "exchange" if isinstance(action, Exchange) else "pass"
            raise IllegalAction(f"you have placed a tile this turn, so you cannot {what}: stop instead")
        if isinstance(action, Exchange):
            return self._exchange(seat, action)
        assert isinstance(action, Pass)
        return [Event("passed", {"seat": seat}), *self._end_turn("pass", "passed")]

    # -- placing ---------------------------------------------------------------------------------

    def _place(self, seat: int, action: Place) -> list[Event]:
        rack = self.racks[seat]
        if action.tile not in rack:
            raise IllegalAction(f"tile {action.tile} is not on your rack")
        try:
            sq = square_of(action.square)
        except ValueError as exc:
            raise IllegalAction(str(exc)) from None
        value = TILES[action.tile]
        if self.options.challenge:
            held = self.grid.get(*sq)
            if held is not None:
                raise IllegalAction(reason(self.grid, sq, value) or f"{name(*sq)} is taken")
            equations = completed(self.grid, sq, value)
            points = value * max(1, len(equations)) * premium(*sq)
        else:
            try:
                placement = check(self.grid, sq, value)
            except ValueError as exc:
                raise IllegalAction(str(exc)) from None
            equations, points = placement.equations, placement.points
        self.draw_offered = False
        self.hint = None
        rack.remove(action.tile)
        self.grid.put(sq, value)
        self.scores[seat] += points
        record = {
            "square": name(*sq),
            "value": value,
            "tile": action.tile,
            "equations": [e.to_json() for e in equations],
            "premium": premium(*sq),
            "points": points,
        }
        self.this_turn["placements"].append(record)
        self.this_turn["points"] += points
        self.placed.append(
            {"square": name(*sq), "value": value, "tile": action.tile, "seat": seat,
             "turn": self.turn_number, "points": points}
        )
        events = [
            Event(
                "placed",
                {"seat": seat, **record, "total": self.scores[seat],
                 "turn_points": self.this_turn["points"]},
            )
        ]
        if self.options.challenge:
            waiting = [s for s in range(self.players) if s != seat]
            self.pending = {
                "seat": seat, "square": name(*sq), "value": value, "tile": action.tile,
                "waiting": waiting,
            }
            return events
        return events + self._after_placement(sq)

    def _after_placement(self, sq: tuple[int, int]) -> list[Event]:
        """Offer the bonus draw after a sign square; end the turn when nothing more can be placed."""
        seat = self.turn
        if not self.racks[seat]:
            return self._end_turn("place", "rack empty")
        if sign(*sq) is not None and self.pouch:
            self.draw_offered = True
            return [Event("draw_offered", {"seat": seat})]
        return self._end_if_stuck()

    def _end_if_stuck(self) -> list[Event]:
        if self.options.challenge or fits_anywhere(self.grid, self.rack_values(self.turn)):
            return []
        return self._end_turn("place", "no tile fits")

    def _bonus_draw(self, seat: int) -> list[Event]:
        if not self.draw_offered:
            raise IllegalAction(
                "the bonus draw comes right after a placement on a sign square, and only then"
            )
        self.draw_offered = False
        self.hint = None
        return self._draw(seat, 1, "bonus") + self._end_if_stuck()

    def _draw(self, seat: int, wanted: int, why: str) -> list[Event]:
        drawn = [self.pouch.pop() for _ in range(min(wanted, len(self.pouch)))]
        if not drawn:
            return []
        self.racks[seat] = self._sorted(self.racks[seat] + drawn)
        return [
            Event("drew", {"seat": seat, "count": len(drawn), "pouch": len(self.pouch), "why": why}),
            Event("tiles", {"tiles": [tile_json(t) for t in drawn]}, to=frozenset({seat})),
        ]

    # -- challenges ----------------------------------------------------------------------------

    def _fault(self) -> str | None:
        """Why the pending tile is unacceptable (``None`` if it is right), judged on the
        board as it was before the tile was placed."""
        assert self.pending is not None
        sq = square_of(str(self.pending["square"]))
        before = self.grid.copy()
        before.put(sq, None)
        return reason(before, sq, int(self.pending["value"]))

    def _answer(self, seat: int, action: Accept | Challenge) -> list[Event]:
        pending = self.pending
        if pending is None:
            raise IllegalAction("there is no placement to accept or challenge")
        if seat not in pending["waiting"]:
            if seat == pending["seat"]:
                raise IllegalAction("you cannot accept or challenge your own tile")
            raise IllegalAction("you have already answered this placement")
        placer = int(pending["seat"])
        if isinstance(action, Challenge):
            fault = self._fault()
            if fault is None:
                sq = square_of(str(pending["square"]))
                right = completed(self.grid, sq, int(pending["value"]))
                raise IllegalAction(
                    f"{pending['value']} on {pending['square']} is right: {right[0].text}"
                    if right
                    else f"{pending['value']} on {pending['square']} is right"
                )
            return self._take_back(seat, placer, fault)
        pending["waiting"] = [s for s in pending["waiting"] if s != seat]
        events = [Event("accepted", {"seat": seat, "of": placer, "square": pending["square"]})]
        if not pending["waiting"]:
            self.pending = None
            events += self._after_placement(square_of(str(pending["square"])))
        return events

    def _take_back(self, challenger: int, placer: int, fault: str) -> list[Event]:
        assert self.pending is not None
        sq = square_of(str(self.pending["square"]))
        tile = int(self.pending["tile"])
        record = self.this_turn["placements"].pop()
        self.placed.pop()
        self.grid.put(sq, None)
        self.racks[placer] = self._sorted([*self.racks[placer], tile])
        self.scores[placer] -= record["points"]
        self.this_turn["points"] -= record["points"]
        self.pending = None
        event = Event(
            "challenged",
            {
                "seat": challenger, "of": placer, "square": name(*sq), "value": TILES[tile],
                "tile": tile, "reason": fault, "lost": record["points"],
                "total": self.scores[placer],
            },
        )
        return [event, *self._end_turn("challenged", "a right challenge")]

    # -- exchanging and hints ------------------------------------------------------------------

    def _exchange(self, seat: int, action: Exchange) -> list[Event]:
        tiles = action.tiles
        rack = self.racks[seat]
        if not tiles:
            raise IllegalAction("name at least one tile to exchange")
        if len(set(tiles)) != len(tiles):
            raise IllegalAction("name each tile to exchange once")
        missing = [t for t in tiles if t not in rack]
        if missing:
            raise IllegalAction(f"tile {missing[0]} is not on your rack")
        if len(tiles) > len(self.pouch):
            raise IllegalAction(
                f"the pouch holds {len(self.pouch)} tile(s): you cannot exchange {len(tiles)}"
            )
        for t in tiles:
            rack.remove(t)
        events = self._draw(seat, len(tiles), "exchange")
        self.pouch.extend(tiles)
        self.rng.shuffle(self.pouch)
        return [
            Event("exchanged", {"seat": seat, "count": len(tiles)}),
            *events,
            *self._end_turn("exchange", "exchanged", count=len(tiles)),
        ]

    def _hint(self, seat: int, action: Hint) -> list[Event]:
        if not self.options.hints_available:
            raise IllegalAction(
                "hints are not available in online games"
                if self.options.online
                else "hints are off in this game"
            )
        from .hints import show  # the move generator, loaded only when a hint is asked for

        shown = show(self.grid, self.rack_values(seat), action.kind)
        if not shown:
            raise IllegalAction("no tile of your rack fits anywhere: exchange or pass")
        self.hints_used[seat] += 1
        self.hint = {
            "kind": action.kind,
            "placements": [p.to_json() for p in shown],
            "points": sum(p.points for p in shown),
        }
        return [
            Event("hint", {"seat": seat, **self.hint}, to=frozenset({seat})),
            Event("hinted", {"seat": seat, "kind": action.kind, "used": self.hints_used[seat]}),
        ]

    # -- the end of a turn and of the game -----------------------------------------------------

    def _end_turn(self, action: str, why: str, count: int = 0) -> list[Event]:
        seat = self.turn
        turn = self.this_turn
        placements = turn["placements"]
        bonus = 0
        if action == "place":
            bonus = scoring.bonus(int(turn["started_with"]), len(self.racks[seat]))
        self.scores[seat] += bonus
        self.last_turns[seat] = {
            "turn": self.turn_number,
            "action": action,
            "squares": [p["square"] for p in placements],
            "points": int(turn["points"]) + bonus,
            "bonus": bonus,
            "count": count,
        }
        events = []
        if bonus:
            events.append(Event("bonus", {"seat": seat, "points": bonus, "total": self.scores[seat]}))
        events.append(
            Event(
                "turn_over",
                {"seat": seat, "action": action, "why": why, "points": int(turn["points"]) + bonus,
                 "bonus": bonus, "total": self.scores[seat]},
            )
        )
        self.passes = self.passes + 1 if action == "pass" else 0
        self.idle = 0 if placements else self.idle + 1
        events += self._draw(seat, RACK_SIZE - len(self.racks[seat]), "refill")
        self.draw_offered = False
        self.hint = None
        if not self.pouch and not self.racks[seat]:
            return events + self._end(f"seat {seat} used all their tiles", went_out=seat)
        if self.passes >= self.players:
            return events + self._end("every player passed in turn")
        if self.idle >= IDLE_ROUNDS_END * self.players:
            return events + self._end(f"{IDLE_ROUNDS_END} rounds without a placement")
        self.turn = (self.turn + 1) % self.players
        self.turn_number += 1
        self._begin_turn()
        return events

    def _end(self, why: str, went_out: int | None = None) -> list[Event]:
        self.finished = True
        self.reason = why
        self.went_out = went_out
        self.before = list(self.scores)
        racks = [self.rack_values(s) for s in range(self.players)]
        self.leftovers = [scoring.leftover(r) for r in racks]
        self.scores = scoring.final(self.scores, racks)
        return [
            Event(
                "over",
                {"reason": why, "went_out": went_out, "leftovers": list(self.leftovers),
                 "racks": racks, "scores": list(self.scores)},
            )
        ]

    def standing(self) -> list[float]:
        return [float(s) for s in self.scores]

    def _result(self) -> Result | None:
        if not self.finished:
            return None
        return Result.by_score([float(s) for s in self.scores], self.reason)

    # -- views ----------------------------------------------------------------------------------

    def view(self, seat: int | None) -> dict[str, JSON]:
        from .views import view

        return view(self, seat)

    def revealed(self) -> dict[str, JSON]:
        """The tiles left in the pouch, in the order they would have been drawn (next first)."""
        return {"pouch": [TILES[t] for t in reversed(self.pouch)]}

    # -- storage ---------------------------------------------------------------------------------

    _FIELDS = (
        "placed", "pouch", "racks", "scores", "start", "turn", "turn_number", "this_turn",
        "draw_offered", "pending", "last_turns", "passes", "idle", "hints_used", "hint",
        "finished", "reason", "went_out", "leftovers", "before",
    )

    def _to_json(self) -> dict[str, JSON]:
        out: dict[str, JSON] = {"players": self.players, "rng": self.rng.to_json()}
        out["grid"] = self.grid.to_json()
        for f in self._FIELDS:
            out[f] = copy.deepcopy(getattr(self, f))
        return out

    @classmethod
    def from_json(cls, game: Mathable, data: Mapping[str, Any]) -> MathableState:
        state = cls(game, int(data["players"]), Rng.from_json(data["rng"]))
        state.grid = Grid.from_json(data["grid"])
        if len(state.grid.cells) != SIZE:
            raise ValueError("a Mathable state holds a 14×14 grid")
        for f in cls._FIELDS:
            setattr(state, f, copy.deepcopy(data[f]))
        return state
