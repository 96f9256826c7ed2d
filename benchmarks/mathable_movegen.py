"""How fast is the Mathable move generator? Against the engine's obvious enumeration.

    nice .venv/bin/python -m benchmarks.mathable_movegen

On positions from self-play (:mod:`tests.mathable_positions`, full racks), the
median time of every single placement by :func:`~eqgames.games.mathable.movegen.placements`
against :func:`~eqgames.games.mathable.placement.legal_placements` (the
reference, measured in the same run), and the time of a whole-turn search
(:func:`~eqgames.games.mathable.movegen.best_turns`, exact to 3 tiles, the beam
beyond), with how many ends of a turn it weighed; CPU time of the process, the
median of 5 runs of each.
"""

from __future__ import annotations

import json
import statistics
import time

from eqgames.games.mathable import movegen, placement
from tests.mathable_positions import sample

#: Each timing is the median of this many runs (the first one fills the pair cache).
REPEAT = 5


def _timed(run: object) -> float:
    spent = []
    for _ in range(REPEAT):
        start = time.process_time()
        run()  # type: ignore[operator]
        spent.append(time.process_time() - start)
    return statistics.median(spent)


def main() -> None:
    positions = sample(200)
    fast, slow, turns, ends = [], [], [], []
    for _, grid, rack in positions:
        cells, counts = movegen.cells_of(grid), movegen.rack_counts(rack)
        slow.append(_timed(lambda: placement.legal_placements(grid, rack)))  # noqa: B023
        fast.append(_timed(lambda: movegen.placements(movegen.cells_of(grid), counts)))  # noqa: B023
        start = time.process_time()
        found = movegen.best_turns(cells, counts, bonus_eligible=len(rack) == 7)
        turns.append(time.process_time() - start)
        ends.append(len(found))
    row = {
        "positions": len(positions),
        "placements_median_ms": round(1000 * statistics.median(fast), 3),
        "reference_median_ms": round(1000 * statistics.median(slow), 3),
        "speedup_median": round(statistics.median(s / f for s, f in zip(slow, fast, strict=True)), 1),
        "turn_search_median_ms": round(1000 * statistics.median(turns), 2),
        "turn_search_max_ms": round(1000 * max(turns), 2),
        "turn_ends_median": statistics.median(ends),
        "turn_ends_max": max(ends),
    }
    print(json.dumps(row))


if __name__ == "__main__":
    main()
