"""The computer opponents. Each sees only its seat's view: the board, its rack, the
number of tiles left in the pouch, every rack's size and the scores.

A turn is played one tile at a time, so a bot is asked again after each of its
placements (and after the bonus draw a sign square offers, which it always
takes while the pouch has tiles: a tile now is a tile more to place this turn).

- **Easy** places one tile at a time, at random among the lower-scoring half of
  its placements, and after each placement stops the turn one time in three; it
  plays at most 3 tiles a turn. With nothing to place it passes.
- **Medium** places one tile at a time, at random among the placements scoring
  at least 60% of the best one, until it has none. With nothing to place at
  the start of a turn it exchanges its whole rack (its biggest tiles, if the
  pouch holds fewer), or passes when the pouch is empty.
- **Hard** plans the whole turn (:func:`.movegen.best_turns`: every order of up
  to 3 tiles, the beam beyond) and weighs the 40 best-scoring ends of the turn:
  its points (the 50-point bonus included), less
  what the board it leaves offers the next player (the expected best single
  placement of a rack drawn from the tiles it cannot see, :func:`opening`), less
  the tiles it would keep once the pouch is empty (they are subtracted at the
  end). It then places the plan's tiles one by one, planning again if its rack
  changed on the way (a bonus draw). With nothing to place it exchanges as Medium does.
- **Greedy** (``best-single``, not a level, for the benchmark): always the
  highest-scoring single placement, until it has none.

All of them get their placements from :mod:`.movegen`.
"""

from __future__ import annotations

from abc import abstractmethod
from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

from eqgames.core import Action, Bot, register_bot
from eqgames.core.actions import JSON

from . import movegen
from .actions import Accept, Challenge, Draw, Exchange, Pass, Place, Stop
from .board import Grid, parse
from .movegen import PREMIUM, Targets
from .placement import completed
from .tiles import COUNTS, RACK_SIZE

View = dict[str, JSON]

#: Easy's longest turn, and its chance of stopping after each placement.
EASY_MAX_TILES = 3
EASY_STOP = 1 / 3
#: Medium picks among placements scoring at least this share of the best.
MEDIUM_SHARE = 0.6
#: How much of what a turn opens for the next player Hard counts against it (measured:
#: docs/bots.md; 0.5, 1 and 2 all beat the best-single player by about as much, 1 the most).
OPENING_WEIGHT = 1.0
#: Hard weighs this many of the best-scoring ends of a turn in full.
HARD_CANDIDATES = 40

# Human-like pace (seconds, uniform in the range), scaled by the game option ``bot_pace``
# where a game has one (Mathable has none: 1).
DELAYS = {
    "easy": {"first": (6.0, 14.0), "place": (4.0, 10.0), "other": (2.0, 5.0)},
    "medium": {"first": (4.0, 10.0), "place": (3.0, 7.0), "other": (1.5, 4.0)},
    "hard": {"first": (3.0, 8.0), "place": (1.5, 4.0), "other": (1.0, 3.0)},
}


@dataclass(frozen=True)
class Seen:
    """What a bot reads from its view."""

    grid: Grid
    cells: movegen.Cells
    rack: tuple[tuple[int, int], ...]  # (tile id, value), as the view lists them
    pouch: int
    placed_this_turn: int
    bonus_eligible: bool
    can: frozenset[str]
    unseen: dict[int, int]  # value -> tiles neither on the board nor on this rack

    @classmethod
    def of(cls, view: View) -> Seen:
        grid = Grid.from_json(view["board"])
        rack_json: list[dict[str, int]] = list(view["rack"] or [])
        rack = tuple((int(t["id"]), int(t["value"])) for t in rack_json)
        this_turn: dict[str, Any] = dict(view["this_turn"] or {})
        unseen = dict(COUNTS)
        placed: list[dict[str, Any]] = list(view["tiles"])
        for v in [int(t["value"]) for t in placed] + [v for _, v in rack]:
            unseen[v] -= 1
        return cls(
            grid,
            movegen.cells_of(grid),
            rack,
            int(view["pouch"]),
            len(this_turn.get("placements", [])),
            bool(this_turn.get("bonus_possible", False)),
            frozenset(view["can"]),
            {v: n for v, n in unseen.items() if n > 0},
        )

    def values(self) -> list[int]:
        return [v for _, v in self.rack]

    def counts(self) -> dict[int, int]:
        return movegen.rack_counts(self.values())

    def place(self, move: movegen.Move) -> Place:
        tile = next(t for t, v in self.rack if v == move.value)
        return Place(tile, move.name)


def opening(targets: Targets, unseen: Mapping[int, int], rack_size: int = RACK_SIZE) -> float:
    """What a board offers the next player: the expected points of the best single
    placement of a rack of ``rack_size`` tiles drawn from the ``unseen`` ones.

    For each value, the best square for it; a rack holds a value with probability
    ``1 − (1 − n/N)^rack_size`` (draws taken as independent); the expected best is
    then the sum over values, best first, of its points × the chance the rack holds
    it and none of the better ones.

        >>> opening({0: {5: 1}}, {5: 1, 6: 1}, rack_size=1)
        7.5
    """
    total = sum(unseen.values())
    if not total:
        return 0.0
    best: dict[int, int] = {}
    for index, found in targets.items():
        premium = PREMIUM[index]
        for value, equations in found.items():
            if value in unseen:
                points = value * equations * premium
                if points > best.get(value, -1):
                    best[value] = points
    expected = 0.0
    none_better = 1.0
    for value, points in sorted(best.items(), key=lambda kv: -kv[1]):
        p = 1.0 - (1.0 - unseen[value] / total) ** rack_size
        expected += none_better * p * points
        none_better *= 1.0 - p
    return expected


class MathableBot(Bot):
    """What every level does the same: take the bonus draw, judge a challenge, stop, exchange."""

    #: The share of unacceptable tiles this level notices in challenge mode.
    notices = 1.0

    def act(self, view: View) -> Action:
        seen = Seen.of(view)
        if "accept" in seen.can:
            return self.answer(view, seen)
        if "draw" in seen.can:
            return Draw()
        move = self.next_move(seen) if "place" in seen.can else None
        if move is not None:
            return seen.place(move)
        if "stop" in seen.can:
            return Stop()
        return self.exchange_or_pass(seen)

    @abstractmethod
    def next_move(self, seen: Seen) -> movegen.Move | None:
        """The next placement of this turn, or ``None`` to stop."""

    def answer(self, view: View, seen: Seen) -> Action:
        pending: dict[str, Any] = dict(view["pending"])
        square = parse(str(pending["square"]))
        before = seen.grid.copy()
        before.put(square, None)
        wrong = not completed(before, square, int(pending["value"]))
        if wrong and "challenge" in seen.can and self.rng.random() < self.notices:
            return Challenge()
        return Accept()

    def exchange_or_pass(self, seen: Seen) -> Action:
        """Nothing fits: trade the whole rack (the biggest tiles, if the pouch is short)."""
        if "exchange" not in seen.can or not seen.pouch:
            return Pass()
        ranked = sorted(seen.rack, key=lambda t: (-t[1], t[0]))
        return Exchange(tuple(sorted(t for t, _ in ranked[: seen.pouch])))

    def delay(self, view: View, action: Action) -> float:
        pace = DELAYS[self.level or "medium"]
        if isinstance(action, Place):
            this_turn: dict[str, Any] = dict(view.get("this_turn") or {})
            kind = "place" if this_turn.get("placements") else "first"
        else:
            kind = "other"
        low, high = pace[kind]
        scale = float(getattr(self.game.options, "bot_pace", 1.0))
        return scale * (low + (high - low) * self.rng.random())


@register_bot("mathable", "easy")
class EasyBot(MathableBot):
    notices = 0.5

    def next_move(self, seen: Seen) -> movegen.Move | None:
        if seen.placed_this_turn >= EASY_MAX_TILES:
            return None
        if seen.placed_this_turn and self.rng.random() < EASY_STOP:
            return None
        found = movegen.placements(seen.cells, seen.counts())
        if not found:
            return None
        modest = found[len(found) // 2 :]  # best first: the lower-scoring half
        return self.rng.choice(modest)

    def exchange_or_pass(self, seen: Seen) -> Action:
        return Pass()


@register_bot("mathable", "medium")
class MediumBot(MathableBot):
    notices = 0.85

    def next_move(self, seen: Seen) -> movegen.Move | None:
        found = movegen.placements(seen.cells, seen.counts())
        if not found:
            return None
        good = [m for m in found if m.score >= MEDIUM_SHARE * found[0].score]
        return self.rng.choice(good)


class GreedyBot(MathableBot):
    """The best single placement, every time (the benchmark's baseline; not a level)."""

    level = "best-single"

    def next_move(self, seen: Seen) -> movegen.Move | None:
        found = movegen.placements(seen.cells, seen.counts())
        return found[0] if found else None


@register_bot("mathable", "hard")
class HardBot(MathableBot):
    opening_weight = OPENING_WEIGHT

    def __init__(self, game: Any, seed: int = 0) -> None:
        super().__init__(game, seed)
        # The turn planned, and the position (board and rack) it expects to meet next.
        self.plan: list[movegen.Move] = []
        self.expects: tuple[tuple[int | None, ...], tuple[int, ...]] | None = None

    def next_move(self, seen: Seen) -> movegen.Move | None:
        now = (tuple(seen.cells), tuple(sorted(seen.values())))
        if self.expects != now:
            self.plan = self.choose(seen)
        if not self.plan:
            self.expects = None
            return None
        move = self.plan.pop(0)
        cells = list(seen.cells)
        cells[move.index] = move.value
        rack = sorted(seen.values())
        rack.remove(move.value)
        self.expects = (tuple(cells), tuple(rack))
        return move

    def choose(self, seen: Seen) -> list[movegen.Move]:
        """The turn (from here) worth most: points, less what it opens, less tiles stuck at the end."""
        ends = movegen.best_turns(seen.cells, seen.counts(), bonus_eligible=seen.bonus_eligible)
        ends = ends[:HARD_CANDIDATES]
        best: list[movegen.Move] = []
        best_value = float("-inf")
        for pos in ends:
            value = float(movegen.total(pos, seen.bonus_eligible))
            value -= self.opening_weight * opening(pos.targets, seen.unseen)
            if seen.pouch == 0:
                value -= sum(pos.left())  # left on the rack when the game ends
            if value > best_value:
                best, best_value = list(pos.placed), value
        return best
