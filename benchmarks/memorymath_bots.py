"""How strong are Memory Math's bots? Matches between levels, in virtual time.

    nice .venv/bin/python benchmarks/memorymath_bots.py --matches 400
    nice .venv/bin/python benchmarks/memorymath_bots.py --pairing hard,medium --first 200 --matches 200

For each pairing the two bots swap seats every match; each match is a whole
Memory Math match (first to 5 points) with the bots' human-like delays and
the rulebook's clocks. Prints win rates with 95% Wilson intervals and how the
points were won (the figures in docs/bots.md come from this script).
"""

from __future__ import annotations

import argparse
import json
import math
import time
from collections import Counter

from eqgames import games
from eqgames.games.memorymath.match import play_match

PAIRINGS = [("hard", "medium"), ("medium", "easy"), ("hard", "easy")]


def wilson(wins: int, n: int, z: float = 1.96) -> tuple[float, float]:
    p = wins / n
    centre = (p + z * z / (2 * n)) / (1 + z * z / n)
    half = z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / (1 + z * z / n)
    return centre - half, centre + half


def kind_of(reason: str) -> str:
    for word, kind in [
        ("repeat", "repeat"), ("said before", "repeat"), ("twice at once", "repeat"),
        ("had not been said", "repeat"), ("not a whole number", "illegal"), ("legal", "illegal"),
        ("late", "late"), ("had passed", "time"), ("within", "timeout"),
    ]:
        if word in reason:
            return kind
    return "solve"


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--matches", type=int, default=400)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--pairing", default="", help="only this one, e.g. hard,medium")
    parser.add_argument("--first", type=int, default=0, help="number of the first match (to split a run)")
    args = parser.parse_args()
    game = games.load("memorymath")
    out = []
    pairings = [tuple(args.pairing.split(","))] if args.pairing else PAIRINGS
    for a, b in pairings:
        wins = Counter[str]()
        points = Counter[str]()
        rounds = 0
        undecided = Counter[str]()
        start = time.perf_counter()
        for m in range(args.first, args.first + args.matches):
            seats = (a, b) if m % 2 == 0 else (b, a)
            seed = args.seed * 100_000 + m
            bots = {s: game.bot(seats[s], seed * 2 + s) for s in (0, 1)}
            state, _ = play_match(game, bots, seed=seed)
            wins[seats[state.winner]] += 1  # type: ignore[attr-defined]
            for s in (0, 1):
                undecided[seats[s]] += bots[s].undecided
            if (m + 1 - args.first) % 50 == 0:
                print(f"# {a} vs {b}: {m + 1 - args.first} matches, {a} won {wins[a]}", flush=True)
            for h in state.history:  # type: ignore[attr-defined]
                rounds += 1
                points[f"{seats[h['winner']]}:{kind_of(h['reason'])}"] += 1
        low, high = wilson(wins[a], args.matches)
        row = {
            "pairing": f"{a} vs {b}",
            "matches": args.matches,
            "wins": {a: wins[a], b: wins[b]},
            "win_rate": round(wins[a] / args.matches, 4),
            "ci95": [round(low, 4), round(high, 4)],
            "mean_rounds": round(rounds / args.matches, 2),
            "points_by_kind": dict(sorted(points.items())),
            "searches_over_budget": dict(undecided),
            "seconds": round(time.perf_counter() - start, 1),
        }
        out.append(row)
        print(json.dumps(row), flush=True)


if __name__ == "__main__":
    main()
