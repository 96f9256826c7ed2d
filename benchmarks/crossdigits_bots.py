"""How strong are the Crossdigits bots? Whole games between levels.

    nice .venv/bin/python -m benchmarks.crossdigits_bots --games 200

For each pairing the two bots swap seats every game (game ``g`` is dealt with
seed ``seed + g``; the same deals for every pairing). A tie counts half a win.
Prints, per pairing, the first bot's win rate with a 95% Wilson interval, the
mean scores, the mean number of turns, and each bot's CPU time per move (the
figures in docs/bots.md come from this script). ``--pairings hard:medium`` runs
only some; besides the levels, ``greedy`` (Hard without its leave values: always
the top score), ``hard@F`` (Hard with its leave values times F) and ``dup3``
(Hard valuing only duplicates, −3 each) measure what the leave is worth.
"""

from __future__ import annotations

import argparse
import json
import math
import statistics
import time

from benchmarks.crossdigits_leave import Greedy
from eqgames import games
from eqgames.core import Bot, Game
from eqgames.games.crossdigits.bots import HardBot, LeaveValues
from eqgames.games.crossdigits.rules import CrossdigitsState

PAIRINGS = ("hard:medium", "medium:casual", "casual:easy", "medium:easy", "hard:easy")


def wilson(wins: float, n: int, z: float = 1.96) -> tuple[float, float]:
    p = wins / n
    centre = (p + z * z / (2 * n)) / (1 + z * z / n)
    half = z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / (1 + z * z / n)
    return centre - half, centre + half


def _bot(game: Game, level: str, seed: int) -> Bot:
    """A level, or a Hard variant: ``greedy`` (no leave: always the top score),
    ``hard@0.25`` (the leave values scaled), ``dup3`` (only −3 per duplicate kept)."""
    if level == "greedy":
        return Greedy(game, seed)
    if level.startswith("hard@") or level == "dup3":
        hard = HardBot(game, seed)
        if level == "dup3":
            hard.values = LeaveValues(digit=(0.0,) * 10, duplicate=-3.0)
        else:
            hard.values = LeaveValues().scaled(float(level.partition("@")[2]))
        return hard
    bot: Bot = game.bot(level, seed=seed)
    return bot


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--games", type=int, default=200)
    parser.add_argument("--seed", type=int, default=50_000)
    parser.add_argument("--pairings", default=",".join(PAIRINGS))
    args = parser.parse_args()
    game = games.load("crossdigits")
    for pairing in args.pairings.split(","):
        a, b = pairing.split(":")
        wins = 0.0
        scores: dict[str, list[int]] = {a: [], b: []}
        times: dict[str, list[float]] = {a: [], b: []}
        turns: list[int] = []
        start = time.perf_counter()
        for g in range(args.games):
            levels = (a, b) if g % 2 == 0 else (b, a)
            state = game.new(seed=args.seed + g)
            assert isinstance(state, CrossdigitsState)
            bots = [_bot(game, levels[s], (args.seed + g) * 2 + s) for s in range(2)]
            while not state.is_over:
                seat = state.turn
                cpu = time.process_time()
                action = bots[seat].act(state.view(seat))
                times[levels[seat]].append(time.process_time() - cpu)
                state.apply(seat, action, at=0.0)
            turns.append(state.turns)
            mine = levels.index(a)
            theirs = 1 - mine
            scores[a].append(state.scores[mine])
            scores[b].append(state.scores[theirs])
            if state.scores[mine] > state.scores[theirs]:
                wins += 1
            elif state.scores[mine] == state.scores[theirs]:
                wins += 0.5
            if (g + 1) % 20 == 0:
                print(f"# {pairing}: {g + 1} games, {a} won {wins}", flush=True)
        low, high = wilson(wins, args.games)
        row = {
            "pairing": f"{a} vs {b}",
            "games": args.games,
            "wins": wins,
            "win_rate": round(wins / args.games, 4),
            "ci95": [round(low, 4), round(high, 4)],
            "mean_score": {k: round(statistics.mean(v), 1) for k, v in scores.items()},
            "mean_turns": round(statistics.mean(turns), 1),
            "cpu_per_move_median": {k: round(statistics.median(v), 3) for k, v in times.items()},
            "seconds": round(time.perf_counter() - start, 1),
        }
        print(json.dumps(row), flush=True)


if __name__ == "__main__":
    main()
