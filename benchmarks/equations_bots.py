"""How strong are Equations' bots? Whole matches between levels, in virtual time.

    nice .venv/bin/python benchmarks/equations_bots.py --pairing hard,medium --matches 200
    nice .venv/bin/python benchmarks/equations_bots.py --three 60

Two players: each pairing plays casual matches of ``--shakes`` shakes (no
clocks, so a match is only the bots' play); the bots swap seats every match,
and each deal is played twice, once from each seat. A match is won on match
points (XII-A), a tie counts half. Three players: the three levels in every
seating in turn, the mean match points of each level. The bots race to
challenge as in :mod:`eqgames.games.equations.match` (their human-like delays
at pace 1). Each bot's time per decision is the CPU time of each ``act``
(and, separately, each ``wants``: the question "do I challenge now?" asked
after every change). Prints 95% intervals (Wilson for win rates, normal for
means) and one JSON object at the end; ``--first`` and ``--seed`` split a run.
"""

from __future__ import annotations

import argparse
import json
import math
import statistics
import time
from collections import Counter, defaultdict
from itertools import permutations
from typing import Any

from eqgames import games
from eqgames.core import Action, Bot
from eqgames.games.equations.match import play_match

Times = dict[str, dict[str, list[float]]]


def wilson(wins: float, n: int, z: float = 1.96) -> tuple[float, float]:
    p = wins / n
    centre = (p + z * z / (2 * n)) / (1 + z * z / n)
    half = z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / (1 + z * z / n)
    return centre - half, centre + half


def mean_interval(xs: list[float]) -> tuple[float, float, float]:
    mean = statistics.fmean(xs)
    half = 1.96 * statistics.stdev(xs) / math.sqrt(len(xs)) if len(xs) > 1 else math.inf
    return mean, mean - half, mean + half


class Timed(Bot):
    """A bot whose every decision is timed (CPU seconds), by level and kind."""

    def __init__(self, inner: Bot, times: Times) -> None:
        self.inner, self.times = inner, times
        self.game, self.rng, self.level = inner.game, inner.rng, inner.level

    def observe(self, view: dict[str, Any]) -> None:
        self.inner.observe(view)

    def act(self, view: dict[str, Any]) -> Action:
        start = time.process_time()
        chosen = self.inner.act(view)
        self.times[self.level]["act"].append(time.process_time() - start)
        return chosen

    def wants(self, view: dict[str, Any]) -> Action | None:
        start = time.process_time()
        wish = self.inner.wants(view)
        self.times[self.level]["wants"].append(time.process_time() - start)
        return wish

    def delay(self, view: dict[str, Any], action: Action) -> float:
        return self.inner.delay(view, action)


def play(game: Any, levels: tuple[str, ...], seed: int, times: Times) -> Any:
    bots: dict[int, Bot] = {
        s: Timed(game.bot(level, seed * 7 + s), times) for s, level in enumerate(levels)
    }
    state, _ = play_match(game, bots, seed=seed)
    return state


def quantile(xs: list[float], q: float) -> float:
    xs = sorted(xs)
    return xs[min(len(xs) - 1, int(q * len(xs)))] if xs else math.nan


def time_report(times: Times) -> dict[str, Any]:
    out: dict[str, Any] = {}
    for level, kinds in sorted(times.items()):
        out[level] = {
            kind: {
                "decisions": len(xs),
                "median_s": round(statistics.median(xs), 4),
                "p95_s": round(quantile(xs, 0.95), 4),
                "max_s": round(max(xs), 3),
            }
            for kind, xs in sorted(kinds.items())
            if xs
        }
    return out


def two_players(args: argparse.Namespace, a: str, b: str, times: Times) -> dict[str, Any]:
    game = games.load("equations", mode="casual", shakes=args.shakes)
    wins: dict[str, float] = defaultdict(float)
    occasions: Counter[str] = Counter()
    right: Counter[str] = Counter()
    totals: dict[str, list[int]] = defaultdict(list)
    start = time.perf_counter()
    for m in range(args.first, args.first + args.matches):
        seats = (a, b) if m % 2 == 0 else (b, a)
        state = play(game, seats, args.seed * 100_000 + m // 2, times)
        points = state.result().scores
        for s in (0, 1):
            totals[seats[s]].append(state.totals[s])
        if points[0] == points[1]:
            wins[a] += 0.5
            wins[b] += 0.5
        else:
            wins[seats[0] if points[0] > points[1] else seats[1]] += 1
        for shake in state.history:
            challenge = shake["challenge"]
            who = seats[challenge["by"]] if challenge else "-"
            occasions[f"{shake['occasion']}:{who}"] += 1
            if challenge and shake["scores"][challenge["by"]]["points"] == 6:
                right[f"{shake['occasion']}:{who}"] += 1
        done = m + 1 - args.first
        if done % 20 == 0:
            print(f"# {a} vs {b}: {done} matches, {a} {wins[a]}", flush=True)
    low, high = wilson(wins[a], args.matches)
    return {
        "pairing": f"{a} vs {b}",
        "matches": args.matches,
        "first": args.first,
        "seed": args.seed,
        "shakes_per_match": args.shakes,
        "wins": dict(wins),
        "win_rate": round(wins[a] / args.matches, 4),
        "ci95": [round(low, 4), round(high, 4)],
        "mean_shake_points": {
            lv: round(sum(xs) / len(xs) / args.shakes, 2) for lv, xs in totals.items()
        },
        "shakes": dict(sorted(occasions.items())),
        "challenges_right": dict(sorted(right.items())),
        "seconds": round(time.perf_counter() - start, 1),
    }


def three_players(args: argparse.Namespace, times: Times) -> dict[str, Any]:
    game = games.load("equations", mode="casual", shakes=args.three_shakes)
    seatings = list(permutations(("hard", "medium", "easy")))
    points: dict[str, list[float]] = defaultdict(list)
    start = time.perf_counter()
    for m in range(args.first, args.first + args.three):
        seats = seatings[m % len(seatings)]
        state = play(game, seats, args.seed * 100_000 + 50_000 + m // len(seatings), times)
        for s, p in enumerate(state.result().scores):
            points[seats[s]].append(p)
        if (m + 1 - args.first) % 12 == 0:
            means = {lv: round(statistics.fmean(xs), 2) for lv, xs in points.items()}
            print(f"# three players: {m + 1 - args.first} matches, {means}", flush=True)
    report = {}
    for level, xs in sorted(points.items()):
        mean, low, high = mean_interval(xs)
        report[level] = {"mean": round(mean, 3), "ci95": [round(low, 3), round(high, 3)]}
    return {
        "three_players": args.three,
        "first": args.first,
        "seed": args.seed,
        "shakes_per_match": args.three_shakes,
        "match_points": report,
        "seconds": round(time.perf_counter() - start, 1),
    }


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--pairing", default="", help="two levels, e.g. hard,medium")
    parser.add_argument("--matches", type=int, default=200)
    parser.add_argument("--shakes", type=int, default=1, help="shakes per two-player match")
    parser.add_argument("--three", type=int, default=0, help="three-player matches to play")
    parser.add_argument("--three-shakes", type=int, default=3, help="shakes per three-player match")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--first", type=int, default=0, help="number of the first match")
    parser.add_argument("--times", default="", help="write every decision's time to this file")
    args = parser.parse_args()
    times: Times = defaultdict(lambda: defaultdict(list))
    out: dict[str, Any] = {}
    if args.pairing:
        a, b = args.pairing.split(",")
        out["two_players"] = two_players(args, a, b, times)
    if args.three:
        out["three"] = three_players(args, times)
    out["decision_seconds"] = time_report(times)
    if args.times:
        with open(args.times, "w") as f:
            json.dump(times, f)
    print(json.dumps(out))


if __name__ == "__main__":
    main()
