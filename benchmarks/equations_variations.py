"""How often and how fast does the Equations adjudicator decide a mat with variations?

    nice -n 10 .venv/bin/python benchmarks/equations_variations.py [--mats 100] [--quick]

For each division (Elementary, Middle, Junior, Senior) the mats come from self-play
as in ``eqgames.games.equations.variations.selfplay``: matches of four shakes in
tournament mode, two and three players in turn, the engine's Easy bots playing and
selecting a random legal variation at each selection (every variation and parameter
of the 2026-27 list comes up), each mat taken with its shake's ruleset at a moment a
player could challenge (after the Goal and after every move). For each mat both
questions are asked (``now`` and ``possible``, each a fresh call, as the bots and the
engine ask them); "decided" is an answer of yes (with a witness the checker
accepted) or no (a proof: the search tried every meaning of the shake's variations).
An undecided answer is "unknown": a variation the search does not try in full was
in effect (the report counts which), or the work budget ran out. Times are CPU time of
this process (``time.process_time``) for both questions, on one core.

The report (JSON) gives per division the decided share of the questions and of the
mats (both questions decided), the median and p95 time per mat, the answers, and
the variations that kept answers undecided; ``docs/rules/equations.md`` records a run.
"""

from __future__ import annotations

import argparse
import json
import statistics
import sys
import time
from collections import Counter
from collections.abc import Iterator
from typing import Any

from eqgames import games
from eqgames.games.equations import solver
from eqgames.games.equations.mat import Mat
from eqgames.games.equations.match import play_match
from eqgames.games.equations.ruleset import Ruleset
from eqgames.games.equations.variations.catalog import DIVISIONS
from eqgames.games.equations.variations.selfplay import SHAKES_PER_MATCH, RandomSelector


def selfplay_mats(division: str, seed: int, count: int) -> Iterator[tuple[Mat, Ruleset]]:
    """``count`` mats of the division's self-play, each with its shake's ruleset."""
    game = games.load("equations", shakes=SHAKES_PER_MATCH, division=division, mode="tournament")
    made = match = 0
    while made < count:
        players = 2 + match % 2
        match_seed = seed * 100_003 + match
        bots = {
            s: RandomSelector(game.bot("easy", seed=match_seed * 7 + s), match_seed * 11 + s)
            for s in range(players)
        }
        match += 1
        _, record = play_match(game, bots, seed=match_seed, players=players)
        seen = None
        for state in record.states():
            shake = state.shake  # type: ignore[attr-defined]
            if shake.phase != "moves" or state.result() is not None:
                continue
            key = (shake.number, len(shake.resources()))
            if key == seen:
                continue
            seen = key
            yield shake.mat(), state.ruleset()  # type: ignore[attr-defined]
            made += 1
            if made >= count:
                return


def _pct(xs: list[float], q: float) -> float:
    xs = sorted(xs)
    return xs[min(len(xs) - 1, int(q * len(xs)))]


def run(division: str, mats: int, seed: int, budget: int, verbose: bool = False) -> dict[str, Any]:
    took: list[float] = []
    statuses: Counter[str] = Counter()
    undecided_by: Counter[str] = Counter()
    both = 0
    chosen: Counter[str] = Counter()
    for mat, ruleset in selfplay_mats(division, seed, mats):
        chosen.update(v for v in ruleset.variations)
        start = time.process_time()
        answers = [solver.now(mat, ruleset, budget), solver.possible(mat, ruleset, budget)]
        took.append(time.process_time() - start)
        decided = 0
        for answer in answers:
            statuses[answer.status] += 1
            if answer.status != "unknown":
                decided += 1
                continue
            cut = solver.Adjudicator(mat, ruleset, budget).cut
            undecided_by.update(cut or ["the work budget"])
        both += decided == 2
        if verbose:
            line = {"division": division, "mat": len(took), "s": round(took[-1], 4),
                    "answers": [a.status for a in answers], "variations": sorted(ruleset.variations)}  # fmt: skip
            print(json.dumps(line), file=sys.stderr, flush=True)
    questions = sum(statuses.values())
    return {
        "division": division,
        "mats": len(took),
        "decided_share_questions": round((statuses["yes"] + statuses["no"]) / questions, 3),
        "decided_share_mats": round(both / len(took), 3),
        "answers": dict(statuses),
        "median_s": round(statistics.median(took), 4),
        "p95_s": round(_pct(took, 0.95), 3),
        "max_s": round(max(took), 3),
        "total_s": round(sum(took), 1),
        "undecided_by": dict(undecided_by.most_common()),
        "variations_in_effect": dict(chosen.most_common()),
    }


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--mats", type=int, default=100, help="mats per division")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--budget", type=int, default=solver.DEFAULT_BUDGET)
    parser.add_argument("--quick", action="store_true", help="20 mats per division")
    parser.add_argument("--division", choices=DIVISIONS, action="append")
    parser.add_argument("--verbose", action="store_true", help="one line per mat on stderr")
    args = parser.parse_args()
    if args.quick:
        args.mats = 20
    for division in args.division or DIVISIONS:
        print(json.dumps(run(division, args.mats, args.seed, args.budget, args.verbose)), flush=True)


if __name__ == "__main__":
    sys.exit(main())
