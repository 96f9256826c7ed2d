"""How strong are the Mathable bots? Whole two-player games between levels.

    nice .venv/bin/python -m benchmarks.mathable_bots --games 200

For each pairing the two bots swap seats every game (game ``g`` is dealt with
seed ``seed + g``; the same deals for every pairing). A tie counts half a win.
Prints, per pairing, the first bot's win rate with a 95% Wilson interval, the
mean final scores, and each bot's CPU time per turn (every action of one turn
added up: median, 95th percentile and maximum; the figures in docs/bots.md come from this
script). Besides the levels, ``best-single`` is the player that always takes
the highest-scoring single placement (:class:`~eqgames.games.mathable.bots.GreedyBot`),
and ``hard@W`` is Hard counting ``W`` times what a turn opens for the next
player (``hard@0``: Hard without that care).
"""

from __future__ import annotations

import argparse
import json
import math
import statistics
import time

from eqgames import games
from eqgames.core import Bot, Game
from eqgames.games.mathable.bots import GreedyBot, HardBot
from eqgames.games.mathable.rules import MathableState

PAIRINGS = ("hard:medium", "medium:easy", "hard:best-single", "hard:easy")


def wilson(wins: float, n: int, z: float = 1.96) -> tuple[float, float]:
    p = wins / n
    centre = (p + z * z / (2 * n)) / (1 + z * z / n)
    half = z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / (1 + z * z / n)
    return centre - half, centre + half


def make_bot(game: Game, level: str, seed: int) -> Bot:
    if level == "best-single":
        return GreedyBot(game, seed)
    if level.startswith("hard@"):
        hard = HardBot(game, seed)
        hard.opening_weight = float(level.partition("@")[2])
        return hard
    bot: Bot = game.bot(level, seed=seed)
    return bot


def percentile(values: list[float], share: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(share * len(ordered)))]


def play(
    game: Game, levels: tuple[str, str], seed: int, times: dict[str, list[float]]
) -> MathableState:
    """One game; each seat's CPU time per turn is added to ``times[level]``."""
    state = game.new(seed=seed)
    assert isinstance(state, MathableState)
    bots = [make_bot(game, levels[s], seed * 2 + s) for s in range(2)]
    turn_seat, turn_number, spent = state.turn, state.turn_number, 0.0
    while state.result() is None:
        seat = state.to_act()[0]
        cpu = time.process_time()
        action = bots[seat].act(state.view(seat))
        spent += time.process_time() - cpu
        state.apply(seat, action, at=0.0)
        if state.turn_number != turn_number or state.result() is not None:
            times[levels[turn_seat]].append(spent)
            turn_seat, turn_number, spent = state.turn, state.turn_number, 0.0
    return state


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--games", type=int, default=200)
    parser.add_argument("--seed", type=int, default=70_000)
    parser.add_argument("--pairings", default=",".join(PAIRINGS))
    args = parser.parse_args()
    game = games.load("mathable")
    for pairing in args.pairings.split(","):
        a, b = pairing.split(":")
        wins = 0.0
        scores: dict[str, list[float]] = {a: [], b: []}
        times: dict[str, list[float]] = {a: [], b: []}
        start = time.perf_counter()
        for g in range(args.games):
            levels = (a, b) if g % 2 == 0 else (b, a)
            state = play(game, levels, args.seed + g, times)
            result = state.result()
            assert result is not None
            mine = levels.index(a)
            scores[a].append(result.scores[mine])
            scores[b].append(result.scores[1 - mine])
            if result.scores[mine] > result.scores[1 - mine]:
                wins += 1
            elif result.scores[mine] == result.scores[1 - mine]:
                wins += 0.5
            if (g + 1) % 50 == 0:
                print(f"# {pairing}: {g + 1} games, {a} won {wins}", flush=True)
        low, high = wilson(wins, args.games)
        row = {
            "pairing": f"{a} vs {b}",
            "games": args.games,
            "wins": wins,
            "win_rate": round(wins / args.games, 4),
            "ci95": [round(low, 4), round(high, 4)],
            "mean_score": {k: round(statistics.mean(v), 1) for k, v in scores.items()},
            "cpu_per_turn_median": {k: round(statistics.median(v), 4) for k, v in times.items()},
            "cpu_per_turn_p95": {k: round(percentile(v, 0.95), 4) for k, v in times.items()},
            "cpu_per_turn_max": {k: round(max(v), 4) for k, v in times.items()},
            "turns": {k: len(v) for k, v in times.items()},
            "seconds": round(time.perf_counter() - start, 1),
        }
        print(json.dumps(row), flush=True)


if __name__ == "__main__":
    main()
