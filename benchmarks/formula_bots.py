"""How strong are the Formula bots? Whole two-player games between levels.

    nice .venv/bin/python -m benchmarks.formula_bots --deals 200 --seed 30000

Each deal (seed ``seed + d``) is played twice, the two bots swapping seats, so
both meet the same cards from both chairs: the first player wins most rounds
of Formula, and pairing the deals keeps that luck out of the comparison. A
game is one round, the plain game (no variant). Prints, per pairing, the first
bot's wins (a blocked round's shared win counts half) overall, as the starting player and as the second, with 95% Wilson
intervals, the mean number of turns, and each bot's CPU time per move (the
figures in docs/bots.md come from this script). ``--jobs`` plays games in
that many processes.
"""

from __future__ import annotations

import argparse
import multiprocessing
import statistics
import time

from eqgames import games
from eqgames.cli.selfplay import wilson

PAIRINGS = ("hard:medium", "medium:easy", "hard:easy")


Played = tuple[int, str, str, tuple[float, float], int, dict[str, list[float]]]


def play(job: tuple[int, str, str]) -> Played:
    """One game: (seed, seat 0's level, seat 1's level, each seat's share of the win,
    turns, move times). A blocked round can end in a tie: the win is shared."""
    seed, first, second = job
    game = games.load("formula")
    state = game.new(seed=seed, players=2, at=0.0)
    bots = [game.bot(first, seed=seed * 1009), game.bot(second, seed=seed * 1009 + 1)]
    times: dict[str, list[float]] = {first: [], second: []}
    for s, bot in enumerate(bots):
        bot.observe(state.view(s))
    turns = 0
    while state.result() is None:
        seat = state.to_act()[0]
        start = time.process_time()
        action = bots[seat].act(state.view(seat))
        times[(first, second)[seat]].append(time.process_time() - start)
        state.apply(seat, action, at=float(turns))
        turns += 1
        for s, bot in enumerate(bots):
            bot.observe(state.view(s))
    result = state.result()
    assert result is not None
    winners = result.ranking[0]
    shares = (float(0 in winners) / len(winners), float(1 in winners) / len(winners))
    return seed, first, second, shares, turns, times


def measure(a: str, b: str, deals: int, seed: int, jobs: int) -> None:
    work = [(seed + d, x, y) for d in range(deals) for x, y in ((a, b), (b, a))]
    with multiprocessing.Pool(jobs) as pool:
        games_played = pool.map(play, work, chunksize=4)
    won_first = sum(w[0] for _, x, _, w, _, _ in games_played if x == a)
    won_second = sum(w[1] for _, _, y, w, _, _ in games_played if y == a)
    n = len(games_played)
    low, high = wilson(won_first + won_second, n)
    f_low, f_high = wilson(won_first, deals)
    s_low, s_high = wilson(won_second, deals)
    moves: dict[str, list[float]] = {a: [], b: []}
    for *_, times in games_played:
        for level, spent in times.items():
            moves[level].extend(spent)
    print(
        f"{a} vs {b}: {won_first + won_second}/{n} = {100 * (won_first + won_second) / n:.1f}%"
        f" (95% {100 * low:.1f}–{100 * high:.1f}%)"
    )
    print(
        f"  starting: {won_first}/{deals} ({100 * f_low:.0f}–{100 * f_high:.0f}%),"
        f" second: {won_second}/{deals} ({100 * s_low:.0f}–{100 * s_high:.0f}%),"
        f" mean turns {statistics.mean(t for *_, t, _ in games_played):.1f}"
    )
    for level in (a, b):
        spent = sorted(moves[level])
        print(
            f"  {level}: CPU per move median {1000 * statistics.median(spent):.1f} ms,"
            f" p95 {1000 * spent[int(0.95 * (len(spent) - 1))]:.1f} ms ({len(spent)} moves)"
        )


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--deals", type=int, default=200, help="deals per pairing (2 games each)")
    parser.add_argument("--seed", type=int, default=30000)
    parser.add_argument("--jobs", type=int, default=2)
    parser.add_argument("--pairings", nargs="+", default=list(PAIRINGS[:2]))
    args = parser.parse_args()
    for pairing in args.pairings:
        a, _, b = pairing.partition(":")
        measure(a, b, args.deals, args.seed, args.jobs)


if __name__ == "__main__":
    main()
