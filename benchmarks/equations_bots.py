"""How strong are Equations' bots? Whole matches between levels, in virtual time.

    nice .venv/bin/python benchmarks/equations_bots.py --pairing hard,medium --matches 200
    nice .venv/bin/python benchmarks/equations_bots.py --three 60

Two players: each pairing plays the game's match by default: tournament mode
and the timed round of XI-B (30 minutes, then 5 to finish the shake in play),
in virtual time, the bots acting after their human-like delays; ``--shakes N``
plays casual matches of N shakes instead (no clocks). The bots swap seats every
match, and each seed is played twice, once from each seat. A match is won on
match points (XII-A); the win rate counts a tie as half a win, and is also
given with ties counted as not won (``win_rate_ties_lost``). Three players: the three levels in every
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
from pathlib import Path
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


def load(shakes: int) -> Any:
    """The match to play: the game's by default (``shakes`` 0), else casual of that many shakes."""
    if shakes == 0:
        return games.load("equations")  # tournament mode, the 30-minute round (XI-B)
    return games.load("equations", mode="casual", shakes=shakes)


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


def two_player_match(game: Any, a: str, b: str, m: int, seed: int, times: Times) -> dict[str, Any]:
    """One match of the pairing ``a`` vs ``b``: who sat where, the points, each shake."""
    seats = (a, b) if m % 2 == 0 else (b, a)
    state = play(game, seats, seed * 100_000 + m // 2, times)
    shakes = []
    for shake in state.history:
        challenge = shake["challenge"]
        who = seats[challenge["by"]] if challenge else "-"
        right = bool(challenge) and shake["scores"][challenge["by"]]["points"] == 6
        shakes.append([shake["occasion"], who, right])
    return {
        "m": m,
        "seats": list(seats),
        "points": list(state.result().scores),
        "totals": list(state.totals),
        "shakes": shakes,
        "shakes_per_match": len(state.history),
    }


def summarize_two(records: list[dict[str, Any]], a: str, b: str) -> dict[str, Any]:
    wins: dict[str, float] = defaultdict(float)
    decided: Counter[str] = Counter()
    occasions: Counter[str] = Counter()
    right: Counter[str] = Counter()
    totals: dict[str, list[int]] = defaultdict(list)
    for r in records:
        seats, points = r["seats"], r["points"]
        for s in (0, 1):
            totals[seats[s]].append(r["totals"][s])
        if points[0] == points[1]:
            wins[a] += 0.5
            wins[b] += 0.5
            decided["tied"] += 1
        else:
            winner = seats[0] if points[0] > points[1] else seats[1]
            wins[winner] += 1
            decided[winner] += 1
        for occasion, who, was_right in r["shakes"]:
            occasions[f"{occasion}:{who}"] += 1
            right[f"{occasion}:{who}"] += was_right
    n = len(records)
    shakes = sum(r["shakes_per_match"] for r in records)
    low, high = wilson(wins[a], n)
    strict_low, strict_high = wilson(decided[a], n)
    return {
        "pairing": f"{a} vs {b}",
        "matches": n,
        "wins": dict(wins),
        "win_rate": round(wins[a] / n, 4),
        "ci95": [round(low, 4), round(high, 4)],
        "won_tied_lost": [decided[a], decided["tied"], decided[b]],
        "win_rate_ties_lost": round(decided[a] / n, 4),
        "ci95_ties_lost": [round(strict_low, 4), round(strict_high, 4)],
        "shakes_per_match": round(shakes / n, 2),
        "mean_shake_points": {
            lv: round(sum(xs) / shakes, 2) for lv, xs in totals.items()
        },
        "shakes": dict(sorted(occasions.items())),
        "challenges_right": dict(sorted(k for k in right.items() if k[1])),
    }


def two_players(args: argparse.Namespace, a: str, b: str, times: Times) -> dict[str, Any]:
    game = load(args.shakes)
    records = []
    start = time.perf_counter()
    for m in range(args.first, args.first + args.matches):
        mark = {lv: {k: len(v) for k, v in kinds.items()} for lv, kinds in times.items()}
        record = two_player_match(game, a, b, m, args.seed, times)
        records.append(record)
        if args.log:
            # One line a match (with its decisions' times), so a run cut short still counts.
            record["times"] = {
                lv: {k: v[mark.get(lv, {}).get(k, 0):] for k, v in kinds.items()}
                for lv, kinds in times.items()
            }
            with open(args.log, "a") as f:
                f.write(json.dumps(record) + "\n")
        done = m + 1 - args.first
        if done % 20 == 0:
            print(f"# {a} vs {b}: {done} matches", flush=True)
    summary = summarize_two(records, a, b)
    summary.update(first=args.first, seed=args.seed, seconds=round(time.perf_counter() - start, 1))
    return summary


def from_logs(paths: list[str]) -> dict[str, Any]:
    """The summary of matches logged by several runs (``--log``) of one pairing."""
    records = [
        json.loads(line) for p in paths for line in Path(p).read_text().splitlines() if line.strip()
    ]
    records.sort(key=lambda r: r["m"])
    if records[0].get("three"):
        points: dict[str, list[float]] = defaultdict(list)
        for r in records:
            for level, p in zip(r["seats"], r["points"], strict=True):
                points[level].append(p)
        report = {}
        for level, xs in sorted(points.items()):
            mean, low, high = mean_interval(xs)
            report[level] = {"mean": round(mean, 3), "ci95": [round(low, 3), round(high, 3)]}
        return {"three_players": len(records), "match_points": report}
    times: Times = defaultdict(lambda: defaultdict(list))
    for r in records:
        for lv, kinds in r.pop("times", {}).items():
            for k, xs in kinds.items():
                times[lv][k] += xs
    a, b = records[0]["seats"] if records[0]["m"] % 2 == 0 else records[0]["seats"][::-1]
    return {"two_players": summarize_two(records, a, b), "decision_seconds": time_report(times)}


def three_players(args: argparse.Namespace, times: Times) -> dict[str, Any]:
    game = load(args.three_shakes)
    seatings = list(permutations(("hard", "medium", "easy")))
    points: dict[str, list[float]] = defaultdict(list)
    start = time.perf_counter()
    for m in range(args.first, args.first + args.three):
        seats = seatings[m % len(seatings)]
        state = play(game, seats, args.seed * 100_000 + 50_000 + m // len(seatings), times)
        scores = state.result().scores
        for s, p in enumerate(scores):
            points[seats[s]].append(p)
        if args.log:
            with open(args.log, "a") as f:
                line = {"m": m, "three": True, "seats": seats, "points": scores,
                        "shakes": len(state.history)}
                f.write(json.dumps(line) + "\n")
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
    parser.add_argument(
        "--shakes", type=int, default=0,
        help="0 (default): the game's match, the timed round; N: casual matches of N shakes",
    )
    parser.add_argument("--three", type=int, default=0, help="three-player matches to play")
    parser.add_argument("--three-shakes", type=int, default=0, help="as --shakes, three players")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--first", type=int, default=0, help="number of the first match")
    parser.add_argument("--times", default="", help="write every decision's time to this file")
    parser.add_argument("--log", default="", help="append one JSON line a two-player match here")
    parser.add_argument("--from-logs", default="", help="summarize these logs (comma-separated)")
    args = parser.parse_args()
    if args.from_logs:
        print(json.dumps(from_logs(args.from_logs.split(","))))
        return
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
