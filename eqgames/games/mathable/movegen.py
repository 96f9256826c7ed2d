"""The move generator: every legal placement of a rack, fast, and the search for whole turns.

A Mathable turn is a sequence of single placements, each legal on the board as
the earlier ones of the turn left it (:mod:`.placement` is the rule of one).
This module works on a flat copy of the board (``Cells``: 196 values or
``None``, square ``row * 14 + col``) and finds:

1. **Every single placement, exactly** (:func:`placements`). The values a square
   accepts depend only on its four pairs (the two tiles in line left, right,
   above and below it), so each empty square's *targets* — value → number of
   equations completed — are worked out once from those pairs (the sign square's
   operation only) and met with the rack. A placement changes the targets of at
   most the eight squares one or two steps from it in line, so a search moves
   from position to position by recomputing those eight (:class:`Position`).
2. **Whole turns** (:func:`best_turns`). A turn's score is the sum of its
   placements' scores (each scored on the board as it was placed), plus the
   50-point bonus for a full rack used. Every sequence of up to ``exact`` tiles
   (3 by default) is searched exhaustively — two orders that reach the same
   board and rack are one position, kept with the better score, so the best turn
   of up to ``exact`` tiles is exactly found. Longer turns are searched by a beam:
   from each length on, only the ``beam`` best positions (by points so far) are
   extended. The beam is not exact: a turn whose first tiles score little but
   open a big later placement can be missed when more than ``beam`` positions
   score more after the same number of tiles.

The first player's 4 beside the 1 and 3 (1 + 3 = 4) completes one equation:

    >>> from eqgames.games.mathable.board import Grid
    >>> [p.text() for p in placements(cells_of(Grid()), {4: 1, 9: 1})]
    ['4@G6', '4@G9']
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass, field
from functools import cache

from . import board as _board
from . import scoring
from .placement import makes

SIZE = _board.SIZE
SQUARES = SIZE * SIZE
Cells = list["int | None"]
#: Each empty square's targets: value → number of equations a tile of that value completes there.
Targets = dict[int, dict[int, int]]

#: Tiles searched exhaustively in a whole turn; longer turns are searched by the beam.
EXACT_TILES = 3
#: Positions kept at each further length of a turn.
BEAM = 48
#: The bonus for every tile of a full rack in one turn.
FULL_RACK_BONUS = scoring.BONUS


SIGN: tuple[str | None, ...] = tuple(_board.sign(*divmod(i, SIZE)) for i in range(SQUARES))
PREMIUM: tuple[int, ...] = tuple(_board.premium(*divmod(i, SIZE)) for i in range(SQUARES))


def _pairs_of(index: int) -> tuple[tuple[int, int], ...]:
    """The (near, far) squares of each pair in line with ``index``: left, right, above, below."""
    row, col = divmod(index, SIZE)
    out = []
    for dr, dc in ((0, -1), (0, 1), (-1, 0), (1, 0)):
        r2, c2 = row + 2 * dr, col + 2 * dc
        if 0 <= r2 < SIZE and 0 <= c2 < SIZE:
            out.append(((row + dr) * SIZE + col + dc, r2 * SIZE + c2))
    return tuple(out)


PAIRS: tuple[tuple[tuple[int, int], ...], ...] = tuple(_pairs_of(i) for i in range(SQUARES))


def _near(index: int) -> tuple[int, ...]:
    """The squares whose targets a tile on ``index`` can change: one or two steps away in line."""
    row, col = divmod(index, SIZE)
    out = []
    for dr, dc in ((0, -1), (0, 1), (-1, 0), (1, 0)):
        for step in (1, 2):
            r, c = row + step * dr, col + step * dc
            if 0 <= r < SIZE and 0 <= c < SIZE:
                out.append(r * SIZE + c)
    return tuple(out)


NEAR: tuple[tuple[int, ...], ...] = tuple(_near(i) for i in range(SQUARES))


@cache
def results(a: int, b: int, sign: str | None) -> frozenset[int]:
    """The values a pair ``a, b`` makes: on a sign square only its operation.

    Subtraction and division take the pair in either order; division must be exact.

        >>> sorted(results(4, 2, None)), sorted(results(4, 2, "+")), sorted(results(5, 3, "÷"))
        ([2, 6, 8], [6], [])
    """
    made = makes(a, b)
    if sign is None:
        return frozenset(made.values())
    return frozenset([made[sign]]) if sign in made else frozenset()


def targets_at(cells: Sequence[int | None], index: int) -> dict[int, int]:
    """What an empty square accepts: value → equations completed (empty: nothing)."""
    out: dict[int, int] = {}
    sign = SIGN[index]
    for near, far in PAIRS[index]:
        a, b = cells[near], cells[far]
        if a is None or b is None:
            continue
        for v in results(a, b, sign):
            out[v] = out.get(v, 0) + 1
    return out


def all_targets(cells: Sequence[int | None]) -> Targets:
    """The targets of every empty square that has any."""
    out: Targets = {}
    for index in range(SQUARES):
        if cells[index] is None:
            found = targets_at(cells, index)
            if found:
                out[index] = found
    return out


@dataclass(frozen=True, slots=True)
class Move:
    """One tile placed: its square's index (``row * 14 + col``), value, equations completed
    and points."""

    index: int
    value: int
    equations: int
    score: int

    @property
    def square(self) -> tuple[int, int]:
        r, c = divmod(self.index, SIZE)
        return r, c

    @property
    def name(self) -> str:
        return _board.name(*divmod(self.index, SIZE))

    def text(self) -> str:
        return f"{self.value}@{self.name}"


def _placements_from(targets: Targets, rack: Mapping[int, int]) -> list[Move]:
    out = []
    for index, found in targets.items():
        premium = PREMIUM[index]
        for value, equations in found.items():
            if rack.get(value, 0) > 0:
                out.append(Move(index, value, equations, value * equations * premium))
    return out


def _order(found: list[Move]) -> list[Move]:
    found.sort(key=lambda p: (-p.score, p.index, p.value))
    return found


def placements(cells: Sequence[int | None], rack: Mapping[int, int]) -> list[Move]:
    """Every legal single placement of ``rack`` (value → tiles), best first, then by square."""
    return _order(_placements_from(all_targets(cells), rack))


class Position:
    """A board, a rack and the targets, moved on placement by placement (a turn in progress).

    A position made by :meth:`after` works out its board and targets only when asked:
    a search ranks far more positions than it extends.
    """

    __slots__ = ("_cells", "_targets", "_parent", "placed", "rack", "score", "key")

    def __init__(
        self,
        rack: dict[int, int],
        placed: tuple[Move, ...] = (),
        score: int = 0,
        key: tuple[tuple[int, int], ...] = (),
        cells: Cells | None = None,
        targets: Targets | None = None,
        parent: Position | None = None,
    ) -> None:
        self.rack = rack
        self.placed = placed
        self.score = score
        #: What the rest of the turn depends on: the tiles placed, as a set (sorted).
        self.key = key
        self._cells = cells
        self._targets = targets
        self._parent = parent

    @classmethod
    def of(cls, cells: Sequence[int | None], rack: Mapping[int, int]) -> Position:
        return cls(
            {v: n for v, n in rack.items() if n > 0}, cells=list(cells), targets=all_targets(cells)
        )

    def _build(self) -> None:
        parent = self._parent
        assert parent is not None
        p = self.placed[-1]
        cells = list(parent.cells)
        cells[p.index] = p.value
        targets = dict(parent.targets)
        del targets[p.index]
        for index in NEAR[p.index]:
            if cells[index] is None:
                found = targets_at(cells, index)
                if found:
                    targets[index] = found
                else:
                    targets.pop(index, None)
        self._cells, self._targets, self._parent = cells, targets, None

    @property
    def cells(self) -> Cells:
        if self._cells is None:
            self._build()
        assert self._cells is not None
        return self._cells

    @property
    def targets(self) -> Targets:
        if self._targets is None:
            self._build()
        assert self._targets is not None
        return self._targets

    def placements(self) -> list[Move]:
        return _placements_from(self.targets, self.rack)

    def after(self, p: Move) -> Position:
        """The position once ``p`` is placed (``p`` must be one of :meth:`placements`)."""
        rack = dict(self.rack)
        if rack[p.value] == 1:
            del rack[p.value]
        else:
            rack[p.value] -= 1
        key = tuple(sorted(self.key + ((p.index, p.value),)))
        return Position(rack, self.placed + (p,), self.score + p.score, key, parent=self)

    def left(self) -> tuple[int, ...]:
        """The rack values kept, sorted."""
        return tuple(sorted(v for v, n in self.rack.items() for _ in range(n)))


@dataclass(frozen=True)
class Turn:
    """A whole turn: its placements in order, their points, and the bonus if the rack was emptied."""

    placements: tuple[Move, ...]
    points: int
    bonus: int = 0
    left: tuple[int, ...] = field(default=())  # the rack values kept, sorted

    @property
    def score(self) -> int:
        return self.points + self.bonus

    def text(self) -> str:
        return ", ".join(p.text() for p in self.placements) or "no placement"


def best_turns(
    cells: Sequence[int | None],
    rack: Mapping[int, int],
    *,
    bonus_eligible: bool = False,
    exact: int = EXACT_TILES,
    beam: int = BEAM,
    max_tiles: int | None = None,
) -> list[Position]:
    """Every position a turn reaches (exact up to ``exact`` tiles, the beam beyond), the
    empty turn included, each once (its best order), best total first.

    ``bonus_eligible``: the turn began with a full rack, so emptying it earns the bonus.
    """
    start = Position.of(cells, rack)
    limit = sum(start.rack.values()) if max_tiles is None else max_tiles
    seen: list[Position] = [start]
    layer = [start]
    for length in range(1, limit + 1):
        children: dict[tuple[tuple[int, int], ...], Position] = {}
        for pos in layer:
            for p in pos.placements():
                child = pos.after(p)
                best = children.get(child.key)
                if best is None or child.score > best.score:
                    children[child.key] = child
        if not children:
            break
        ranked = sorted(children.values(), key=lambda c: (-c.score, c.key))
        seen += ranked
        # Exact up to ``exact`` tiles: every position of one length is extended; beyond
        # it only the best ``beam``.
        layer = ranked if length < exact else ranked[:beam]
    return sorted(seen, key=lambda pos: (-total(pos, bonus_eligible), pos.key))


def total(pos: Position, bonus_eligible: bool) -> int:
    """A position's points, with the bonus when the turn emptied a full rack."""
    return pos.score + (FULL_RACK_BONUS if bonus_eligible and pos.placed and not pos.rack else 0)


def turn_of(pos: Position, bonus_eligible: bool) -> Turn:
    return Turn(pos.placed, pos.score, total(pos, bonus_eligible) - pos.score, pos.left())


def best_turn(
    cells: Sequence[int | None], rack: Mapping[int, int], *, bonus_eligible: bool = False
) -> Turn:
    """The best-scoring whole turn found (see the module's note on what is exact)."""
    return turn_of(best_turns(cells, rack, bonus_eligible=bonus_eligible)[0], bonus_eligible)


def cells_of(grid: _board.Grid) -> Cells:
    """The board's values as a flat list (``row * 14 + col``), the centre tiles included."""
    return [v for line in grid.cells for v in line]


def rack_counts(values: Iterable[int]) -> dict[int, int]:
    out: dict[int, int] = {}
    for v in values:
        out[v] = out.get(v, 0) + 1
    return out
