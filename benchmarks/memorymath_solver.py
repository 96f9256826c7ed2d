"""How fast does the Memory Math solver decide a round? Against the slow reference.

    nice .venv/bin/python benchmarks/memorymath_solver.py [--rounds 100] [--timeout 5]

Rounds are dealt by the game's dealer (target, operations, min/max), with 6,
8, 12 or 16 distinct legal numbers said at random. "Deciding" is finding a
solution or proving there is none. The reference (``eqgames.search.reference``)
writes out every expression in turn and stops at the first that hits the
target; it is timed in the same run on the sizes it can finish, with a
timeout per round. Ratios are per round (reference time / fast time), over the
rounds the reference finished; rounds it did not finish are counted apart
(their true ratio is larger than timeout / fast time). Times are CPU time of
this process (``time.process_time``), so other work on the machine disturbs
them less.

Targets (issue 5): median under 20 ms at 8 numbers, under 200 ms at 16, and
at least 50× faster than the reference at 6.
"""

from __future__ import annotations

import argparse
import json
import statistics
import time
from fractions import Fraction

from eqgames.core import Rng
from eqgames.games.memorymath.dealer import deal
from eqgames.search import Problem, parse_ops, reference, solve

SIZES = (6, 8, 12, 16)


def _reference_decides(problem: Problem, timeout: float) -> tuple[bool | None, float]:
    """(found?, seconds); found is None when the timeout ran out first."""
    start = time.process_time()
    for k, (_, value) in enumerate(reference.expressions(problem)):
        if value == problem.target:
            return True, time.process_time() - start
        if k % 4096 == 0 and time.process_time() - start > timeout:
            return None, time.process_time() - start
    return False, time.process_time() - start


def _pct(xs: list[float], q: float) -> float:
    xs = sorted(xs)
    return xs[min(len(xs) - 1, int(q * len(xs)))]


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--rounds", type=int, default=100)
    parser.add_argument("--timeout", type=float, default=5.0, help="reference seconds per round")
    parser.add_argument("--reference-sizes", default="6,8")
    parser.add_argument("--seed", type=int, default=7)
    args = parser.parse_args()
    ref_sizes = {int(s) for s in args.reference_sizes.split(",") if s}
    for n in SIZES:
        rng = Rng(args.seed * 1000 + n)
        fast: list[float] = []
        ratios: list[float] = []
        ref_times: list[float] = []
        finished_fast: list[float] = []
        unfinished = 0
        solvable = 0
        for _ in range(args.rounds):
            d = deal(rng)
            pool = list(range(1, 101))
            rng.shuffle(pool)
            problem = Problem(tuple(pool[:n]), Fraction(d.target), parse_ops(d.ops), d.min, d.max)
            start = time.process_time()
            found = solve(problem, tidy=False)
            took = time.process_time() - start
            fast.append(took)
            solvable += found is not None
            if n in ref_sizes:
                answer, ref_took = _reference_decides(problem, args.timeout)
                if answer is None:
                    unfinished += 1
                    continue
                assert answer == (found is not None), problem
                ref_times.append(ref_took)
                finished_fast.append(took)
                ratios.append(ref_took / took)
        row: dict[str, object] = {
            "numbers": n,
            "rounds": args.rounds,
            "solvable": solvable,
            "median_ms": round(1000 * statistics.median(fast), 2),
            "p95_ms": round(1000 * _pct(fast, 0.95), 2),
            "max_ms": round(1000 * max(fast), 2),
        }
        if n in ref_sizes:
            row.update(
                reference_finished=len(ratios),
                reference_unfinished=unfinished,
                reference_median_ms=round(1000 * statistics.median(ref_times), 2) if ref_times else None,
                median_ratio=round(statistics.median(ratios), 1) if ratios else None,
                p5_ratio=round(_pct(ratios, 0.05), 1) if ratios else None,
                # On the same finished rounds: reference median / fast median, and totals.
                ratio_of_medians=round(
                    statistics.median(ref_times) / statistics.median(finished_fast), 1
                )
                if ratios
                else None,
                ratio_of_totals=round(sum(ref_times) / sum(finished_fast), 1) if ratios else None,
            )
        print(json.dumps(row), flush=True)


if __name__ == "__main__":
    main()
