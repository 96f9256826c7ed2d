"""The obvious Mathable enumerations the fast move generator is checked against.

- :func:`plainest_placements` reads the rulebook directly, with none of the engine's
  code: for every empty square and every value of the rack, look at the two tiles
  to its left, right, above and below, and count the pairs whose sum, difference,
  product or exact quotient is the value (only the sign square's operation there).
- :func:`engine_placements` asks the engine's own rule of one placement
  (:func:`eqgames.games.mathable.placement.legal_placements`).
- :func:`reference_turns` plays every sequence of up to ``n`` placements, one
  placement at a time on a copy of the board, with :func:`engine_placements`, and
  keeps for each set of tiles placed the best score any order of them made.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence

from eqgames.games.mathable import placement
from eqgames.games.mathable.board import SIZE, Grid, premium, sign

Found = dict[tuple[int, int, int], tuple[int, int]]  # (row, col, value) -> (equations, points)


def _made(a: int, b: int) -> dict[str, int]:
    out = {"+": a + b, "−": abs(a - b), "×": a * b}
    big, small = max(a, b), min(a, b)
    if small == 0 and big > 0:
        out["÷"] = 0  # 0 ÷ big
    elif small > 0 and big % small == 0:
        out["÷"] = big // small
    return out


def plainest_placements(cells: Sequence[Sequence[int | None]], rack: Sequence[int]) -> Found:
    found: Found = {}
    for r in range(SIZE):
        for c in range(SIZE):
            if cells[r][c] is not None:
                continue
            only = sign(r, c)
            for v in set(rack):
                equations = 0
                for dr, dc in ((0, -1), (0, 1), (-1, 0), (1, 0)):
                    r1, c1, r2, c2 = r + dr, c + dc, r + 2 * dr, c + 2 * dc
                    if not (0 <= r2 < SIZE and 0 <= c2 < SIZE):
                        continue
                    a, b = cells[r1][c1], cells[r2][c2]
                    if a is None or b is None:
                        continue
                    made = _made(a, b)
                    ops = list(made) if only is None else [only]
                    if any(made.get(op) == v for op in ops):
                        equations += 1
                if equations:
                    found[(r, c, v)] = (equations, v * equations * premium(r, c))
    return found


def engine_placements(grid: Grid, rack: Sequence[int]) -> Found:
    return {
        (p.square[0], p.square[1], p.value): (len(p.equations), p.points)
        for p in placement.legal_placements(grid, rack)
    }


Key = tuple[tuple[int, int, int], ...]  # the tiles placed, sorted: (row, col, value)


def reference_turns(grid: Grid, rack: Sequence[int], n: int) -> dict[Key, int]:
    """Every set of up to ``n`` tiles a turn can place, with the best score of any order."""
    best: dict[Key, int] = {(): 0}

    def walk(g: Grid, left: Counter[int], placed: Key, points: int, depth: int) -> None:
        if depth == n:
            return
        for (r, c, v), (_, gained) in engine_placements(g, sorted(left.elements())).items():
            key = tuple(sorted(placed + ((r, c, v),)))
            total = points + gained
            if total > best.get(key, -1):
                best[key] = total
            if depth + 1 < n:
                nxt = g.copy()
                nxt.put((r, c), v)
                rest = left.copy()
                rest[v] -= 1
                walk(nxt, +rest, key, total, depth + 1)

    walk(grid, Counter(rack), (), 0, 0)
    return best
