"""Formula legal-play generation: the fast generator against the obvious brute force.

Run: ``.venv/bin/python -m benchmarks.formula_moves`` (add ``nice``; it takes a
few minutes). Positions come from self-play between the medium and easy bots
(2 to 4 players, the plain game), as a player meets them. For each position it
times :func:`eqgames.games.formula.movegen.outcomes` (best of 3), and on a
sample of them the brute force of ``tests/formula_brute.py`` (every hand subset
of up to 3 cards, in every order, on every shape of the three numbers, with
every symbol), checks that both list the same plays, and prints the medians and
their ratio measured in the same run. Target: a median under 5 ms per position.
"""

from __future__ import annotations

import argparse
import statistics
import time

from eqgames import games
from eqgames.games.formula import FormulaState
from eqgames.games.formula.movegen import outcomes
from eqgames.games.formula.position import Position
from tests.formula_brute import brute_force_keys


def self_play_positions(count: int, seed: int) -> list[Position]:
    out: list[Position] = []
    game = games.load("formula")
    while len(out) < count:
        players = 2 + seed % 3
        state = game.new(seed=seed, players=players)
        assert isinstance(state, FormulaState)
        bots = [game.bot("medium" if s % 2 else "easy", seed=seed * 10 + s) for s in range(players)]
        while state.result() is None and len(out) < count:
            seat = state.turn
            out.append(state.position(seat))
            state.apply(seat, bots[seat].act(state.view(seat)), at=0.0)
        seed += 1
    return out


def best_of(runs: int, pos: Position) -> float:
    best = float("inf")
    for _ in range(runs):
        start = time.process_time()
        outcomes(pos)
        best = min(best, time.process_time() - start)
    return best


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--positions", type=int, default=400)
    parser.add_argument("--brute", type=int, default=60, help="positions also run by brute force")
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args()

    positions = self_play_positions(args.positions, args.seed)
    fast = [best_of(3, pos) for pos in positions]
    ms = sorted(t * 1000 for t in fast)
    print(f"positions: {len(positions)} from self-play (2-4 players)")
    print(
        f"fast generator: median {statistics.median(ms):.2f} ms, "
        f"90th percentile {ms[int(0.9 * len(ms))]:.2f} ms, worst {ms[-1]:.2f} ms"
    )

    step = max(1, len(positions) // args.brute)
    sample = positions[::step][: args.brute]
    fast_s, brute_s = [], []
    for pos in sample:
        fast_s.append(best_of(3, pos))
        start = time.process_time()
        keys = brute_force_keys(pos)
        brute_s.append(time.process_time() - start)
        if keys != set(outcomes(pos)):
            raise SystemExit(f"the generators disagree on {pos}")
    f, b = statistics.median(fast_s) * 1000, statistics.median(brute_s) * 1000
    print(f"sample of {len(sample)} positions, both list the same plays")
    print(f"  fast median {f:.2f} ms, brute force median {b:.1f} ms, ratio {b / f:.0f}x")


if __name__ == "__main__":
    main()
