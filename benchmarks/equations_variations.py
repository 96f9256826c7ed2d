"""How often and how fast does the Equations adjudicator decide a mat with variations?

    nice -n 10 .venv/bin/python benchmarks/equations_variations.py [--mats 100] [--quick]
    nice -n 10 .venv/bin/python benchmarks/equations_variations.py --division junior \
        --first 50 --mats 50 --log junior-2.jsonl
    .venv/bin/python benchmarks/equations_variations.py --from-logs junior-1.jsonl,junior-2.jsonl

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

``--division`` picks divisions (repeatable); ``--first N`` skips the first N mats of
the division's self-play (the mats are the same in every run of one seed), so slices
of one division can run in separate processes; ``--log FILE`` appends one JSON line
a mat (so a run cut short still counts), and ``--from-logs`` summarizes several logs
as one run; ``--budget`` is the work budget of each question (the adjudicator's
default unless given, and the report says which).

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
from pathlib import Path
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


def measure(mat: Mat, ruleset: Ruleset, budget: int) -> dict[str, Any]:
    """Both questions on one mat: their answers, CPU time, and what kept each undecided."""
    start = time.process_time()
    answers = [solver.now(mat, ruleset, budget), solver.possible(mat, ruleset, budget)]
    took = time.process_time() - start
    undecided: list[str] = []
    for answer in answers:
        if answer.status == "unknown":
            cut = solver.Adjudicator(mat, ruleset, budget).cut
            undecided += cut or ["the work budget"]
    return {
        "s": round(took, 4),
        "answers": [a.status for a in answers],
        "work": [a.work for a in answers],
        "undecided_by": undecided,
        "variations": sorted(ruleset.variations),
    }


def run(
    division: str,
    mats: int,
    seed: int,
    budget: int,
    verbose: bool = False,
    first: int = 0,
    log: str = "",
) -> dict[str, Any]:
    lines: list[dict[str, Any]] = []
    for n, (mat, ruleset) in enumerate(selfplay_mats(division, seed, first + mats)):
        if n < first:
            continue
        line = {"division": division, "seed": seed, "budget": budget, "mat": n,
                **measure(mat, ruleset, budget)}  # fmt: skip
        lines.append(line)
        if log:
            with open(log, "a") as f:
                f.write(json.dumps(line) + "\n")
        if verbose:
            print(json.dumps(line), file=sys.stderr, flush=True)
    return summarize(lines)


def summarize(lines: list[dict[str, Any]]) -> dict[str, Any]:
    """The report of one division's mats (one line each, as ``--log`` writes them)."""
    took = [line["s"] for line in lines]
    statuses: Counter[str] = Counter(a for line in lines for a in line["answers"])
    undecided_by: Counter[str] = Counter(v for line in lines for v in line["undecided_by"])
    chosen: Counter[str] = Counter(v for line in lines for v in line["variations"])
    both = sum(1 for line in lines if "unknown" not in line["answers"])
    questions = sum(statuses.values())
    return {
        "division": lines[0]["division"],
        "budget": lines[0]["budget"],
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


def from_logs(paths: list[str]) -> list[dict[str, Any]]:
    """One report per division (and budget) over the mats several runs logged; a mat
    logged twice counts once."""
    by_mat: dict[tuple[str, int, int, int], dict[str, Any]] = {}
    for path in paths:
        for text in Path(path).read_text().splitlines():
            if text.strip():
                line = json.loads(text)
                by_mat[(line["division"], line["budget"], line["seed"], line["mat"])] = line
    groups: dict[tuple[str, int], list[dict[str, Any]]] = {}
    for key in sorted(by_mat):
        groups.setdefault(key[:2], []).append(by_mat[key])
    return [summarize(lines) for lines in groups.values()]


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--mats", type=int, default=100, help="mats per division")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--budget", type=int, default=solver.DEFAULT_BUDGET)
    parser.add_argument("--quick", action="store_true", help="20 mats per division")
    parser.add_argument("--division", choices=DIVISIONS, action="append")
    parser.add_argument("--first", type=int, default=0, help="skip the division's first N mats")
    parser.add_argument("--log", default="", help="append one JSON line a mat here")
    parser.add_argument("--from-logs", default="", help="summarize these logs (comma-separated)")
    parser.add_argument("--verbose", action="store_true", help="one line per mat on stderr")
    args = parser.parse_args()
    if args.from_logs:
        for report in from_logs(args.from_logs.split(",")):
            print(json.dumps(report))
        return
    if args.quick:
        args.mats = 20
    for division in args.division or DIVISIONS:
        report = run(division, args.mats, args.seed, args.budget, args.verbose, args.first, args.log)
        print(json.dumps(report), flush=True)


if __name__ == "__main__":
    main()
