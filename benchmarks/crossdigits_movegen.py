"""Crossdigits move generation: the fast generator against the obvious reference, and the Hard bot.

Run: ``nice .venv/bin/python -m benchmarks.crossdigits_movegen`` (minutes: the
reference is slow). Options: ``--reference-every N`` times the reference on
every Nth position (default 5, so 20 of the 100; 1 for all of them, which takes
about an hour), ``--bot-games`` Hard-vs-Hard games for the bot's time per move.

1. **Positions**: 100 positions spread evenly over the self-play positions kept in
   ``tests/data/crossdigits_positions.json`` (hard, medium and easy bots; first
   turn to last; full racks), as a player meets them.
2. **Fast generation**: :func:`eqgames.games.crossdigits.movegen.generate` on each,
   with its caches emptied first (the line-reading cache and the recent-answers
   cache: a cold start, the worst case). Median and p95.
3. **Reference**: ``tests/crossdigits_reference.py`` (every placement of rack tiles
   in every window, checked by the rules) on the sampled positions; both must
   list the same plays with the same scores. The ratio is reference time over
   fast time on the same positions (total, and the median of per-position ratios).
4. **Hard bot**: whole Hard-vs-Hard games; the time of each ``act`` (it generates
   every play and weighs each leave). Median and p95.

Times are CPU seconds of this process (``time.process_time``), so other work on
the machine does not inflate them; wall-clock medians are printed beside them.
Targets: generation median ≤ 0.3 s and ≥ 30× faster than the reference; Hard
bot median ≤ 1 s, p95 ≤ 3 s.
"""

from __future__ import annotations

import argparse
import json
import statistics
import time
from collections.abc import Callable
from typing import Any, TypeVar

from eqgames import games
from eqgames.games.crossdigits import movegen
from eqgames.games.crossdigits.board import Board
from eqgames.games.crossdigits.rules import CrossdigitsState
from eqgames.games.crossdigits.scoring import best_reading, line_bonus
from tests.crossdigits_positions import load_positions
from tests.crossdigits_reference import reference_moves

POSITIONS = 100
T = TypeVar("T")


def p95(values: list[float]) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, round(0.95 * (len(ordered) - 1)))]


def cold() -> None:
    line_bonus.cache_clear()
    best_reading.cache_clear()
    movegen._recent.clear()


def timed(fn: Callable[..., T], *args: Any) -> tuple[T, float, float]:
    cpu, wall = time.process_time(), time.perf_counter()
    out = fn(*args)
    return out, time.process_time() - cpu, time.perf_counter() - wall


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--reference-every", type=int, default=5)
    parser.add_argument("--bot-games", type=int, default=6)
    parser.add_argument("--seed", type=int, default=90_000)
    args = parser.parse_args()

    every = load_positions()
    step = len(every) / POSITIONS
    positions: list[tuple[Board, list[int]]] = [every[int(i * step)] for i in range(POSITIONS)]

    fast_cpu: list[float] = []
    fast_wall: list[float] = []
    plays: list[int] = []
    for board, rack in positions:
        cold()
        moves, cpu, wall = timed(movegen.generate, board, rack)
        fast_cpu.append(cpu)
        fast_wall.append(wall)
        plays.append(len(moves))
    print(
        json.dumps(
            {
                "positions": len(positions),
                "plays_median": statistics.median(plays),
                "plays_max": max(plays),
                "generate_cpu_median": round(statistics.median(fast_cpu), 4),
                "generate_cpu_p95": round(p95(fast_cpu), 4),
                "generate_wall_median": round(statistics.median(fast_wall), 4),
            }
        ),
        flush=True,
    )

    sampled = list(range(0, len(positions), args.reference_every))
    ref_cpu: list[float] = []
    ratios: list[float] = []
    for n, i in enumerate(sampled, 1):
        board, rack = positions[i]
        cold()
        expected, cpu, _ = timed(reference_moves, board, rack)
        cold()
        moves, fast, _ = timed(movegen.generate, board, rack)
        assert {m.tiles: m.score for m in moves} == expected, f"position {i} differs"
        ref_cpu.append(cpu)
        ratios.append(cpu / max(fast, 1e-6))
        print(f"# reference {n}/{len(sampled)}: {cpu:.1f} s, {cpu / max(fast, 1e-6):.0f}x", flush=True)
    same_fast = [fast_cpu[i] for i in sampled]
    print(
        json.dumps(
            {
                "reference_positions": len(sampled),
                "same_plays": True,
                "reference_cpu_median": round(statistics.median(ref_cpu), 2),
                "fast_cpu_median_same_positions": round(statistics.median(same_fast), 4),
                "ratio_total": round(sum(ref_cpu) / sum(same_fast), 1),
                "ratio_median": round(statistics.median(ratios), 1),
                "ratio_min": round(min(ratios), 1),
            }
        ),
        flush=True,
    )

    game = games.load("crossdigits")
    bot_cpu: list[float] = []
    bot_wall: list[float] = []
    for g in range(args.bot_games):
        state = game.new(seed=args.seed + g)
        assert isinstance(state, CrossdigitsState)
        bots = [game.bot("hard", seed=g * 2 + s) for s in range(2)]
        while not state.is_over:
            seat = state.turn
            view = state.view(seat)
            action, cpu, wall = timed(bots[seat].act, view)
            bot_cpu.append(cpu)
            bot_wall.append(wall)
            state.apply(seat, action, at=0.0)
    print(
        json.dumps(
            {
                "hard_moves": len(bot_cpu),
                "hard_cpu_median": round(statistics.median(bot_cpu), 4),
                "hard_cpu_p95": round(p95(bot_cpu), 4),
                "hard_wall_median": round(statistics.median(bot_wall), 4),
                "hard_wall_p95": round(p95(bot_wall), 4),
            }
        ),
        flush=True,
    )


if __name__ == "__main__":
    main()
