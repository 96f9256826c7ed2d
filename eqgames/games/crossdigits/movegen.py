"""The move generator: every legal play for a rack on a board, with its score.

The rules say what a legal play is (:mod:`.plays`); this module finds them all
quickly. It works one line of the board at a time, the way crossword programs do:

1. **Cross-checks.** For every empty square, the digits that would make a true
   line across the other direction (or every digit, if the square has no
   neighbour that way), and what that cross line would score.
2. **Windows.** In each row (then each column) a play is fixed by its first
   empty square and its number of tiles ``k``: it fills the first ``k`` empty
   squares from there, jumping over board tiles. The line it makes runs on
   through the board tiles at both ends. Windows that touch nothing (and, on
   the first play, windows off the star) are skipped.
3. **Fillings.** For each window, the ways to fill its holes from the rack so
   that the line reads true. Few holes: try every filling (the reading of a
   line is cached). Many holes: walk the equation's structure instead — for each
   reading shape (``=`` last or first, operator, lengths of the three numbers)
   enumerate two of the numbers from the rack and the board digits, and compute
   the third (``a + b = c`` gives ``c``; ``a ÷ b = c`` gives ``a = b × c``, and so
   on), so a filling costs one arithmetic operation instead of a search.

Racks are multisets kept as one integer of 5-bit counters with a guard bit each,
so "do these tiles fit in the rack" is one subtraction and one mask.

A single tile is generated once (from the across pass) even though it may make
lines both ways. Plays are returned sorted by score (best first), then tiles.

Every order of 9, 7 and 2 reads true (9 − 7 = 2, 2 + 7 = 9, 7 = 9 − 2, ...), in
three places through the star, across and down:

    >>> moves = generate(Board(), [9, 7, 2])
    >>> len(moves), moves[0].score
    (36, 14)
    >>> sorted({"".join(str(d) for _, _, d in m.tiles) for m in moves})
    ['279', '297', '729', '792', '927', '972']
"""

from __future__ import annotations

import threading
from bisect import bisect_left, bisect_right
from collections.abc import Iterator, Sequence
from dataclasses import dataclass

from .bag import POINTS
from .board import LINE_MULTIPLIER, PREMIUMS, SIZE, STAR, TILE_MULTIPLIER, Board
from .scoring import MIN_LINE, MULDIV_BONUS, bingo, line_bonus

Tile = tuple[int, int, int]


@dataclass(frozen=True, slots=True)
class Move:
    """A legal play: its tiles ``(row, col, digit)`` sorted, and its score."""

    tiles: tuple[Tile, ...]
    score: int


# -- racks as packed counters ----------------------------------------------------

_FIELD = 5
_ONE = tuple(1 << (_FIELD * d) for d in range(10))
_GUARD = sum(16 << (_FIELD * d) for d in range(10))
#: Above this many fillings (estimated), walk the equation instead of trying them all.
_BRUTE_LIMIT = 48


def _packed(counts: Sequence[int]) -> int:
    """The rack with a guard bit per digit: ``(rack - used) & _GUARD == _GUARD``
    exactly when ``used`` fits in the rack."""
    return sum((16 + n) << (_FIELD * d) for d, n in enumerate(counts))


def generate(board: Board, rack: Sequence[int]) -> list[Move]:
    """Every legal play of ``rack`` (digits) on ``board``, best first.

    The last few answers are remembered: a turn asks for the same position
    several times (the legal actions, a hint, a bot's choice).
    """
    key = (tuple(board.rows()), tuple(sorted(rack)))
    with _recent_lock:
        moves = _recent.get(key)
    if moves is None:
        moves = _generate(board, rack)
        with _recent_lock:  # the server may generate from several threads
            while len(_recent) >= _RECENT_SIZE:
                del _recent[next(iter(_recent))]
            _recent[key] = moves
    return list(moves)


_RECENT_SIZE = 8
_recent: dict[tuple[tuple[str, ...], tuple[int, ...]], list[Move]] = {}
_recent_lock = threading.Lock()


def _generate(board: Board, rack: Sequence[int]) -> list[Move]:
    counts = [0] * 10
    for d in rack:
        counts[d] += 1
    if not rack:
        return []
    grid = board.grid
    first = board.is_empty()
    found: dict[tuple[Tile, ...], int] = {}
    transposed = [[grid[r][c] for r in range(SIZE)] for c in range(SIZE)]
    premiums_t = [[PREMIUMS[r][c] for r in range(SIZE)] for c in range(SIZE)]
    # The same line shape recurs (every first play of a length, say): fill it once.
    fillings: Fillings = {}
    shared: NumbersCache = {}
    _pass(grid, PREMIUMS, counts, first, False, found, fillings, shared)
    _pass(transposed, premiums_t, counts, first, True, found, fillings, shared)
    moves = [Move(tiles, score) for tiles, score in found.items()]
    moves.sort(key=lambda m: (-m.score, m.tiles))
    return moves


def _cross_checks(
    grid: Sequence[Sequence[int | None]], premiums: Sequence[Sequence[str]], rack_mask: int
) -> tuple[list[list[int]], list[list[list[int] | None]]]:
    """For each square: the mask of digits allowed there by the line down through
    it, and (if there is such a line) its score for each digit."""
    masks = [[0] * SIZE for _ in range(SIZE)]
    scores: list[list[list[int] | None]] = [[None] * SIZE for _ in range(SIZE)]
    for r in range(SIZE):
        for c in range(SIZE):
            if grid[r][c] is not None:
                continue
            top = r
            while top > 0 and grid[top - 1][c] is not None:
                top -= 1
            bottom = r
            while bottom < SIZE - 1 and grid[bottom + 1][c] is not None:
                bottom += 1
            if top == bottom:
                masks[r][c] = 0x3FF
                continue
            if bottom - top + 1 < MIN_LINE:
                continue  # two tiles side by side: nothing fits
            above = "".join(str(grid[i][c]) for i in range(top, r))
            below = "".join(str(grid[i][c]) for i in range(r + 1, bottom + 1))
            fixed = sum(POINTS[int(ch)] for ch in above + below)
            square = premiums[r][c]
            per_digit = [0] * 10
            mask = 0
            for d in range(10):
                if not rack_mask >> d & 1:
                    continue
                extra = line_bonus(above + str(d) + below)
                if extra is None:
                    continue
                mask |= 1 << d
                per_digit[d] = (
                    fixed + POINTS[d] * TILE_MULTIPLIER[square]
                ) * LINE_MULTIPLIER[square] + extra
            masks[r][c] = mask
            scores[r][c] = per_digit
    return masks, scores


def _pass(
    grid: Sequence[Sequence[int | None]],
    premiums: Sequence[Sequence[str]],
    counts: list[int],
    first: bool,
    transposed: bool,
    found: dict[tuple[Tile, ...], int],
    fillings: Fillings,
    shared: NumbersCache,
) -> None:
    """Every play along the rows of ``grid`` (the columns of the board when ``transposed``)."""
    rack_size = sum(counts)
    rack_mask = sum(1 << d for d in range(10) if counts[d])
    packed = _packed(counts)
    masks, cross = _cross_checks(grid, premiums, rack_mask)
    for r in range(SIZE):
        if first and r != STAR[0]:
            continue
        cells = grid[r]
        for p1 in range(SIZE):
            if cells[p1] is not None:
                continue
            start = p1
            while start > 0 and cells[start - 1] is not None:
                start -= 1
            holes: list[int] = []
            pos = p1
            touching = start < p1
            while len(holes) < rack_size and pos < SIZE:
                if masks[r][pos] & rack_mask == 0:
                    break
                holes.append(pos)
                touching = touching or cross[r][pos] is not None
                end = pos
                while end < SIZE - 1 and cells[end + 1] is not None:
                    end += 1
                touching = touching or end > pos
                pos = end + 1  # the next empty square
                k = len(holes)
                if first:
                    if k < MIN_LINE or not holes[0] <= STAR[1] <= holes[-1]:
                        continue
                elif not touching:
                    continue
                if k == 1 and transposed:
                    continue  # a single tile was found across already
                length = end - start + 1
                if length == 2:
                    continue
                _window(r, start, end, holes, cells, premiums[r], masks[r], cross[r],
                        counts, packed, transposed, found, fillings, shared)


def _window(
    r: int,
    start: int,
    end: int,
    holes: list[int],
    cells: Sequence[int | None],
    premiums: Sequence[str],
    masks: list[int],
    cross: list[list[int] | None],
    counts: list[int],
    packed: int,
    transposed: bool,
    found: dict[tuple[Tile, ...], int],
    fillings: Fillings,
    shared: NumbersCache,
) -> None:
    k = len(holes)
    hole_masks = [masks[h] for h in holes]
    if end == start:  # one tile and no line across: only the line down counts
        for d in range(10):
            if counts[d] and hole_masks[0] >> d & 1:
                row_cross = cross[holes[0]]
                assert row_cross is not None
                _add(r, holes, (d,), row_cross[d], transposed, found)
        return
    pattern = [-1 if (cell := cells[i]) is None else cell for i in range(start, end + 1)]
    offsets = [h - start for h in holes]
    masks_by_offset = dict(zip(offsets, hole_masks, strict=True))
    key = (tuple(pattern), tuple(hole_masks))
    lines = fillings.get(key)
    if lines is None:
        estimate = 1
        rack_mask = sum(1 << d for d in range(10) if counts[d])
        for m in hole_masks:
            estimate *= bin(m & rack_mask).count("1")
        if estimate <= _BRUTE_LIMIT:
            filled = _fill_brute(pattern, offsets, masks_by_offset, counts)
        else:
            filled = _fill_structured(pattern, masks_by_offset, packed, shared)
        lines = fillings[key] = sorted(filled.items())
    if not lines:
        return
    fixed_points = sum(POINTS[d] for d in pattern if d >= 0)
    tile_mult = [TILE_MULTIPLIER[premiums[h]] for h in holes]
    line_mult = 1
    for h in holes:
        line_mult *= LINE_MULTIPLIER[premiums[h]]
    bonus = bingo(k)
    for line, muldiv in lines:
        digits = tuple(ord(line[o]) - 48 for o in offsets)
        points = fixed_points
        extra = bonus
        for i, d in enumerate(digits):
            points += POINTS[d] * tile_mult[i]
            row_cross = cross[holes[i]]
            if row_cross is not None:
                extra += row_cross[d]
        score = points * line_mult + muldiv + extra
        _add(r, holes, digits, score, transposed, found)


def _add(
    r: int,
    holes: list[int],
    digits: Sequence[int],
    score: int,
    transposed: bool,
    found: dict[tuple[Tile, ...], int],
) -> None:
    if transposed:
        tiles = tuple((h, r, d) for h, d in zip(holes, digits, strict=True))
    else:
        tiles = tuple((r, h, d) for h, d in zip(holes, digits, strict=True))
    found[tiles] = score


def _fill_brute(
    pattern: list[int], offsets: list[int], masks: dict[int, int], counts: list[int]
) -> dict[str, int]:
    """Every filling of the holes that reads true, trying them all: line -> its
    bonus (5 if a reading uses × or ÷, else 0)."""
    chars = [str(d) if d >= 0 else "" for d in pattern]
    left = list(counts)
    out: dict[str, int] = {}

    def place(i: int) -> None:
        if i == len(offsets):
            line = "".join(chars)
            bonus = line_bonus(line)
            if bonus is not None:
                out[line] = bonus
            return
        o = offsets[i]
        m = masks[o]
        for d in range(10):
            if left[d] and m >> d & 1:
                left[d] -= 1
                chars[o] = str(d)
                place(i + 1)
                left[d] += 1

    place(0)
    return out


# -- the structured search ---------------------------------------------------------

_OPS = ("+", "−", "×", "÷")


def _splits(n: int, op: str) -> list[tuple[int, int, int]]:
    """Lengths ``(la, lb, lc)`` of ``a op b = c`` that can hold with ``n`` digits in all,
    given that no number has a leading zero and no operand is a 0 that doesn't count."""
    out = []
    for lc in range(1, n - 1):
        for la in range(1, n - lc):
            lb = n - lc - la
            if op == "+":
                ok = max(la, lb) <= lc <= max(la, lb) + 1
            elif op == "−":
                ok = max(lb, lc) <= la <= max(lb, lc) + 1
            elif op == "×":
                ok = la + lb - 1 <= lc <= la + lb
            else:
                ok = lb + lc - 1 <= la <= lb + lc
            if ok:
                out.append((la, lb, lc))
    return out


_SPLITS = {(n, op): _splits(n, op) for n in range(MIN_LINE, SIZE + 1) for op in _OPS}

# Which operands may not be 0 for each operator (a, b), per the zero rules.
_NONZERO = {"+": (True, True), "−": (False, True), "×": (True, True), "÷": (True, True)}


def _holds(op: str, a: int, b: int, c: int) -> bool:
    if op == "+":
        return a != 0 and b != 0 and a + b == c
    if op == "−":
        return b != 0 and a - b == c
    if op == "×":
        return a != 0 and b != 0 and a * b == c
    return a != 0 and b != 0 and a == b * c


Segment = tuple[int, int]  # (start offset, length)


#: Line shapes already filled in this generation: (pattern, hole masks) -> (line, bonus)s.
Fillings = dict[tuple[tuple[int, ...], tuple[int, ...]], list[tuple[str, int]]]
#: Numbers that fit some squares, by what the squares hold (a digit, or a hole's
#: mask as ``-1 - mask``) and whether the number may be 0: open stretches of the
#: board look alike, so this is shared by every window of one generation.
NumbersCache = dict[tuple[tuple[int, ...], bool], "_Numbers"]


def _fill_structured(
    pattern: list[int], masks: dict[int, int], packed: int, shared: NumbersCache | None = None
) -> dict[str, int]:
    """Every filling of the holes (``-1`` in ``pattern``) that reads true: line ->
    its bonus (5 if a reading uses × or ÷, else 0).

    For each reading shape, two numbers are enumerated from the rack and the
    board digits, and the third is computed and looked up among the numbers
    that fit its squares; what they use together must fit in the rack.
    """
    n = len(pattern)
    out: dict[str, int] = {}
    cache: dict[tuple[int, int, bool], _Numbers] = {}
    if shared is None:
        shared = {}
    content = [d if d >= 0 else -1 - masks[i] for i, d in enumerate(pattern)]

    def numbers(seg: Segment, nonzero: bool) -> _Numbers:
        key = (seg[0], seg[1], nonzero)
        got = cache.get(key)
        if got is None:
            look = (tuple(content[seg[0] : seg[0] + seg[1]]), nonzero)
            got = shared.get(look)
            if got is None:
                got = shared[look] = _numbers(pattern, masks, packed, seg, nonzero)
            cache[key] = got
        return got

    for equals_last in (True, False):
        for op in _OPS:
            nz_a, nz_b = _NONZERO[op]
            for la, lb, lc in _SPLITS[(n, op)]:
                if equals_last:
                    seg_a, seg_b, seg_c = (0, la), (la, lb), (la + lb, lc)
                else:
                    seg_c, seg_a, seg_b = (0, lc), (lc, la), (lc + la, lb)
                lists = {
                    "a": numbers(seg_a, nz_a),
                    "b": numbers(seg_b, nz_b),
                    "c": numbers(seg_c, False),
                }
                if not all(fit.values for fit in lists.values()):
                    continue
                # Walk the shortest list; for each of its numbers, walk the shorter
                # matching slice of another and look the third up.
                order = sorted(lists, key=lambda role: len(lists[role].values))
                x_role, y_role, z_role = order
                kind = _KINDS[(op, x_role, y_role)]
                bonus = MULDIV_BONUS if op in ("×", "÷") else 0
                found = _pairs(kind, lists[x_role], lists[y_role], lists[z_role], packed)
                for xv, yv, zv in found:
                    got = {x_role: xv, y_role: yv, z_role: zv}
                    a, b, c = got["a"], got["b"], got["c"]
                    if _holds(op, a, b, c):
                        line = f"{a}{b}{c}" if equals_last else f"{c}{a}{b}"
                        out[line] = max(out.get(line, 0), bonus)
    return out


# z as a function of x and y, for each operator and the roles (a, b or c) of x and y
# in ``a op b = c``; z has the third role. ``÷`` is ``a = b × c``.
_KINDS = {
    ("+", "a", "b"): "x+y", ("+", "b", "a"): "x+y",
    ("+", "a", "c"): "y-x", ("+", "c", "a"): "x-y",
    ("+", "b", "c"): "y-x", ("+", "c", "b"): "x-y",
    ("−", "a", "b"): "x-y", ("−", "b", "a"): "y-x",
    ("−", "a", "c"): "x-y", ("−", "c", "a"): "y-x",
    ("−", "b", "c"): "x+y", ("−", "c", "b"): "x+y",
    ("×", "a", "b"): "x*y", ("×", "b", "a"): "x*y",
    ("×", "a", "c"): "y/x", ("×", "c", "a"): "x/y",
    ("×", "b", "c"): "y/x", ("×", "c", "b"): "x/y",
    ("÷", "b", "c"): "x*y", ("÷", "c", "b"): "x*y",
    ("÷", "a", "c"): "x/y", ("÷", "c", "a"): "y/x",
    ("÷", "a", "b"): "x/y", ("÷", "b", "a"): "y/x",
}


@dataclass(slots=True)
class _Numbers:
    """The numbers that fit some squares: sorted values, the rack tiles each uses
    (packed counters, parallel to ``values``), and the same as a map."""

    values: list[int]
    uses: list[int]
    usage: dict[int, int]
    lo: int
    hi: int


def _pairs(
    kind: str, x: _Numbers, y: _Numbers, z: _Numbers, packed: int
) -> Iterator[tuple[int, int, int]]:
    """``(x, y, z)`` for each x and y whose z (``kind``: z as a function of x and y)
    fits its squares, all three together fitting in the rack.

    For each x, the ys and the zs that could go with it are two sorted slices;
    the shorter one is walked and its partner looked up in the other's map.
    """
    lo, hi = z.lo, z.hi
    yvals, yuses, yget = y.values, y.uses, y.usage.get
    zvals, zuses, zget = z.values, z.uses, z.usage.get
    ymin, ymax = yvals[0], yvals[-1]
    for xv, xu in zip(x.values, x.uses, strict=True):
        # The y range (so that z lands in [lo, hi]) and the z range (given all ys).
        if kind == "x+y":
            ylo, yhi, zlo, zhi = lo - xv, hi - xv, xv + ymin, xv + ymax
        elif kind == "y-x":
            ylo, yhi, zlo, zhi = lo + xv, hi + xv, ymin - xv, ymax - xv
        elif kind == "x-y":
            ylo, yhi, zlo, zhi = xv - hi, xv - lo, xv - ymax, xv - ymin
        elif kind == "x*y":
            if xv == 0:
                continue
            ylo, yhi, zlo, zhi = -(-lo // xv), hi // xv, xv * ymin, xv * ymax
        elif kind == "y/x":
            if xv == 0:
                continue
            ylo, yhi, zlo, zhi = lo * xv, hi * xv, -(-ymin // xv), ymax // xv
        else:  # x/y: the quotient is never 0, since a ÷ b needs a != 0
            ylo, yhi = -(-xv // max(hi, 1)), xv // max(lo, 1)
            zlo, zhi = -(-xv // max(ymax, 1)), xv // max(ymin, 1)
        i, j = bisect_left(yvals, ylo), bisect_right(yvals, yhi)
        p, q = bisect_left(zvals, zlo), bisect_right(zvals, zhi)
        if j - i <= q - p:
            for t in range(i, j):
                yv = yvals[t]
                if kind == "x+y":
                    zv = xv + yv
                elif kind == "y-x":
                    zv = yv - xv
                elif kind == "x-y":
                    zv = xv - yv
                elif kind == "x*y":
                    zv = xv * yv
                elif kind == "y/x":
                    zv, rem = divmod(yv, xv)
                    if rem:
                        continue
                else:
                    if yv == 0:
                        continue
                    zv, rem = divmod(xv, yv)
                    if rem:
                        continue
                zu = zget(zv)
                if zu is None or (packed - xu - yuses[t] - zu) & _GUARD != _GUARD:
                    continue
                yield xv, yv, zv
        else:
            for t in range(p, q):
                zv = zvals[t]
                if kind == "x+y":
                    yv = zv - xv
                elif kind == "y-x":
                    yv = zv + xv
                elif kind == "x-y":
                    yv = xv - zv
                elif kind == "x*y":
                    yv, rem = divmod(zv, xv)
                    if rem:
                        continue
                elif kind == "y/x":
                    yv = zv * xv
                else:
                    if zv == 0:
                        continue
                    yv, rem = divmod(xv, zv)
                    if rem:
                        continue
                yu = yget(yv)
                if yu is None or (packed - xu - yu - zuses[t]) & _GUARD != _GUARD:
                    continue
                yield xv, yv, zv


def _range(pattern: list[int], masks: dict[int, int], seg: Segment) -> tuple[int, int]:
    """Bounds on the number in ``seg``: its length, and its leading digits where known."""
    start, length = seg
    lo = 10 ** (length - 1) if length > 1 else 0
    hi = 10**length - 1
    prefix = 0
    for i in range(length):
        d = pattern[start + i]
        if d < 0:
            m = masks[start + i]
            if i == 0 and m:
                low_digit = (m & -m).bit_length() - 1
                high_digit = m.bit_length() - 1
                scale = 10 ** (length - 1)
                lo = max(lo, low_digit * scale)
                hi = min(hi, (high_digit + 1) * scale - 1)
            break
        prefix = prefix * 10 + d
        scale = 10 ** (length - 1 - i)
        lo = max(lo, prefix * scale)
        hi = min(hi, (prefix + 1) * scale - 1)
    return lo, hi


def _numbers(
    pattern: list[int], masks: dict[int, int], packed: int, seg: Segment, nonzero: bool
) -> _Numbers:
    """The numbers that fit the squares of ``seg`` with tiles from the rack."""
    start, length = seg
    lo, hi = _range(pattern, masks, seg)
    if nonzero:
        lo = max(lo, 1)
    partial: list[tuple[int, int]] = [(0, 0)]
    for i in range(length):
        d_fixed = pattern[start + i]
        leading = i == 0 and (length > 1 or nonzero)
        if d_fixed >= 0:
            if leading and d_fixed == 0:
                partial = []
                break
            partial = [(v * 10 + d_fixed, u) for v, u in partial]
            continue
        m = masks[start + i]
        if leading:
            m &= ~1
        options = [d for d in range(10) if m >> d & 1]
        grown = []
        for v, u in partial:
            for d in options:
                nu = u + _ONE[d]
                if (packed - nu) & _GUARD == _GUARD:
                    grown.append((v * 10 + d, nu))
        partial = grown
        if not partial:
            break
    partial.sort()
    return _Numbers([v for v, _ in partial], [u for _, u in partial], dict(partial), lo, hi)
