"""How fast does the Equations adjudicator decide a mat? Against the slow reference.

    nice .venv/bin/python benchmarks/equations_solver.py [--mats 200] [--timeout 2] [--quick]

The mats come from self-play (``--source selfplay``, the default): whole matches
between the engine's bots (``--bots``: by default Hard against Hard, Hard against
Medium, and Hard, Medium and Easy at one table, in turn), casual mode, each mat
taken at a moment a player could challenge (after the Goal and after every move,
:func:`eqgames.games.equations.match.challenge_mats`). Strong bots set Goals that
need many cubes and hand no Now they can see, so their shakes run long: harder
mats than the easy bots' (``--bots easy,easy;easy,easy,easy`` for those). ``--source random``
takes them from a simple legal random play instead, seeded and reproducible: roll the
24 cubes (``cubes.roll``), set a random legal Goal of 1–6 cubes that has a
Solution (``solver.random_goal``), then move random cubes from Resources to random
sections (never the last one to Forbidden), taking the mat after the Goal and
after every move — each moment a player could challenge. A shake ends when the
position is Impossible (a correct challenge would end it) or Resources are empty.

For each mat both questions are asked (``now`` and ``possible``, each a fresh
call); "decided" means both came back yes (with a witness) or no. The reference
(``eqgames.games.equations.reference``, every tree over every choice of cubes,
evaluated from scratch) answers the same questions with a CPU-time cap per
question; where it finishes, the answers must agree, and the speed ratio is taken
(reference time / adjudicator time). Over all mats, a reference that ran out of
time is counted at the time it ran, a lower bound of its true time, so
``median_ratio_all_mats_lower_bound`` understates the ratio. Times are CPU time
of this process (``time.process_time``), on one core.

Targets (issue 13): decided within 1 s at the median and 5 s at p95, ≥ 95 %
decided within 10 s, ≥ 50× faster than the reference at the median.
"""

from __future__ import annotations

import argparse
import json
import statistics
import sys
import time
from collections.abc import Iterator

from eqgames.core import Rng
from eqgames.games.equations import reference, solver
from eqgames.games.equations.cubes import roll
from eqgames.games.equations.mat import SECTIONS, Mat

#: The self-play tables, in turn: each a list of levels, one per seat.
LINEUPS = "hard,hard;hard,medium;hard,medium,easy"


def selfplay_mats(seed: int, count: int, lineups: str = LINEUPS) -> Iterator[Mat]:
    """``count`` mats from bot matches (the tables of ``lineups`` in turn), each
    challengeable moment."""
    from eqgames import games
    from eqgames.games.equations.match import challenge_mats, play_match

    tables = [table.split(",") for table in lineups.split(";")]
    game = games.load("equations", shakes=3, mode="casual")
    made = 0
    match = 0
    while made < count:
        levels = tables[match % len(tables)]
        players = len(levels)
        bots = {
            s: game.bot(levels[s], seed=seed * 1009 + match * 7 + s) for s in range(players)
        }
        _, record = play_match(game, bots, seed=seed + match, players=players)
        match += 1
        for mat in challenge_mats(record):
            yield mat
            made += 1
            if made >= count:
                return


def play_mats(seed: int, count: int) -> Iterator[Mat]:
    """``count`` mats from random legal shakes, seeded."""
    rng = Rng(seed)
    made = 0
    while made < count:
        cubes = roll(rng)
        chosen = solver.random_goal(cubes, rng)
        if chosen is None:
            continue
        goal, _ = chosen
        used = {c.index for cluster in goal for c in cluster}
        mat = Mat(goal=goal, resources=tuple(c for c in cubes if c.index not in used))
        while True:
            yield mat
            made += 1
            if made >= count or not mat.resources:
                break
            if solver.possible(mat).status == "no":
                break
            cube = rng.choice(mat.resources)
            sections = SECTIONS if len(mat.resources) > 1 else SECTIONS[:2]
            mat = mat.moved(cube, rng.choice(sections))


def _pct(xs: list[float], q: float) -> float:
    xs = sorted(xs)
    return xs[min(len(xs) - 1, int(q * len(xs)))]


def _describe(mat: Mat) -> str:
    def faces(section: tuple[object, ...]) -> str:
        return "".join(c.face for c in section)  # type: ignore[attr-defined]

    return (
        f"goal={mat.goal_text()!r} R={faces(mat.required)} P={faces(mat.permitted)} "
        f"F={faces(mat.forbidden)} S={faces(mat.resources)}"
    )


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--mats", type=int, default=200)
    parser.add_argument("--seed", type=int, default=13)
    parser.add_argument("--timeout", type=float, default=2.0, help="reference seconds per question")
    parser.add_argument("--budget", type=int, default=solver.DEFAULT_BUDGET)
    parser.add_argument("--source", choices=("selfplay", "random"), default="selfplay")
    parser.add_argument("--quick", action="store_true", help="60 mats, reference capped at 0.5 s")
    parser.add_argument("--verbose", action="store_true", help="one line per mat on stderr")
    parser.add_argument("--bots", default=LINEUPS, help="self-play tables: levels by seat, ';' between")
    parser.add_argument("--hard-ms", type=float, default=10.0, help="a mat is hard past this reference time")
    args = parser.parse_args()
    if args.quick:
        args.mats, args.timeout = 60, 0.5
    took: list[float] = []
    decided_within_10 = 0
    decided = 0
    statuses: dict[str, int] = {}
    ratios: list[float] = []
    bounds: list[float] = []  # every mat: reference time (at least the cap) / adjudicator time
    ref_all: list[float] = []  # every mat: reference time, at least the cap when unfinished
    ref_times: list[float] = []
    fast_on_finished: list[float] = []
    unfinished = 0
    disagreements = 0
    mats = (
        selfplay_mats(args.seed, args.mats, args.bots)
        if args.source == "selfplay"
        else play_mats(args.seed, args.mats)
    )
    fast_all: list[float] = []
    for k, mat in enumerate(mats):
        start = time.process_time()
        answers = [solver.now(mat, budget=args.budget), solver.possible(mat, budget=args.budget)]
        t = time.process_time() - start
        took.append(t)
        ok = all(a.status != "unknown" for a in answers)
        decided += ok
        decided_within_10 += ok and t <= 10
        key = "/".join(a.status for a in answers)
        statuses[key] = statuses.get(key, 0) + 1
        ref_start = time.process_time()
        try:
            ref = [
                reference.decide(mat, "now", seconds=args.timeout)[0],
                reference.decide(mat, "possible", seconds=args.timeout)[0],
            ]
        except reference.OutOfTime:
            unfinished += 1
            ref = None
        ref_t = time.process_time() - ref_start
        bounds.append(ref_t / max(t, 1e-6))
        ref_all.append(ref_t)
        fast_all.append(t)
        if ref is not None:
            for a, r in zip(answers, ref, strict=True):
                if a.status != "unknown" and a.status != r:
                    disagreements += 1
                    print(f"DISAGREE {_describe(mat)}: {a.status} vs {r}", file=sys.stderr)
            ref_times.append(ref_t)
            fast_on_finished.append(t)
            ratios.append(ref_t / max(t, 1e-6))
        if args.verbose:
            print(
                f"{k:3d} {t:7.3f}s {key:12s} ref={'-' if ref is None else f'{ref_t:.2f}s'} "
                f"{_describe(mat)}",
                file=sys.stderr,
                flush=True,
            )
    row: dict[str, object] = {
        "mats": len(took),
        "answers (now/possible)": statuses,
        "decided": decided,
        "median_s": round(statistics.median(took), 6),
        "p95_s": round(_pct(took, 0.95), 3),
        "max_s": round(max(took), 3),
        "share_decided_within_10s": round(decided_within_10 / len(took), 3),
        "reference_finished": len(ratios),
        "reference_unfinished": unfinished,
        "disagreements": disagreements,
    }
    row["median_ratio_all_mats_lower_bound"] = round(statistics.median(bounds), 1)
    row["ratio_of_medians_all_mats_lower_bound"] = round(
        statistics.median(ref_all) / max(statistics.median(took), 1e-6), 1
    )
    if ratios:
        row.update(
            median_ratio=round(statistics.median(ratios), 1),
            ratio_of_medians=round(
                statistics.median(ref_times) / max(statistics.median(fast_on_finished), 1e-6), 1
            ),
            reference_median_s=round(statistics.median(ref_times), 6),
            adjudicator_median_s_on_those=round(statistics.median(fast_on_finished), 6),
        )
    # The mats where the reference needs real work: there a ratio says something.
    hard = [(r, f) for r, f in zip(ref_all, fast_all, strict=True) if r > args.hard_ms / 1000]
    row["hard_mats"] = len(hard)
    if hard:
        row["hard_share"] = round(len(hard) / len(took), 3)
        row["hard_median_ratio_lower_bound"] = round(
            statistics.median(r / max(f, 1e-6) for r, f in hard), 1
        )
        row["hard_ratio_of_medians_lower_bound"] = round(
            statistics.median(r for r, _ in hard) / max(statistics.median(f for _, f in hard), 1e-6),
            1,
        )
        row["hard_adjudicator_median_s"] = round(statistics.median(f for _, f in hard), 6)
    print(json.dumps(row, ensure_ascii=False), flush=True)


if __name__ == "__main__":
    main()
