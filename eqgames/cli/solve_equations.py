"""``eqgames solve equations``: is a Now correct, is the mat Impossible? With witnesses.

    eqgames solve equations --goal '2x 3+5' --required 4 --permitted x --resources '41+'
    eqgames solve equations --goal 7 --required=--+0 --permitted 33vx6 --resources 006+ --json

The mat is typed one character per cube (``- x / v`` for ``− × ÷ √``, ``sqrt``
too, ``*`` as ``--star`` says); spaces in ``--goal`` are the gaps between the
Goal's clusters. Exit status: 0 both questions decided, 2 bad input, 3 a question
undecided within ``--budget``.
"""

from __future__ import annotations

import argparse
import json
from collections import Counter
from typing import Any

from eqgames.arith.values import to_text as value_text
from eqgames.cli import fail
from eqgames.games.equations import solver
from eqgames.games.equations.cubes import CUBE_COUNT, CUBES_PER_COLOUR, FACES
from eqgames.games.equations.mat import SECTIONS, Mat
from eqgames.games.equations.ruleset import BASIC, Ruleset

#: How many cubes can show each face: six of each colour carrying it.
_MOST: Counter[str] = Counter()
for _faces in FACES.values():
    for _face in _faces:
        _MOST[_face] += CUBES_PER_COLOUR

#: Largest budget the command accepts (work units per question).
MAX_BUDGET = 10**9


def add_arguments(p: argparse.ArgumentParser) -> None:
    p.add_argument("--goal", required=True, help="the Goal's cubes; spaces separate clusters")
    p.add_argument("--required", default="", help="the cubes in Required")
    p.add_argument("--permitted", default="", help="the cubes in Permitted")
    p.add_argument("--forbidden", default="", help="the cubes in Forbidden")
    p.add_argument("--resources", default="", help="the cubes left in Resources")
    p.add_argument(
        "--star",
        choices=("power", "times"),
        default=BASIC.star,
        help="what '*' means; the rulebook's older cubes use it for ^ (default: power)",
    )
    p.add_argument(
        "--budget",
        type=int,
        default=solver.DEFAULT_BUDGET,
        help=f"work units per question before giving up (default {solver.DEFAULT_BUDGET})",
    )
    p.add_argument("--json", action="store_true", help="print one JSON object")


def _mat(args: argparse.Namespace) -> Mat:
    star = "^" if args.star == "power" else "×"
    typed = {
        name: getattr(args, name).replace("sqrt", "√").replace("*", star)
        for name in ("goal", *SECTIONS, "resources")
    }
    if not typed["goal"].strip():
        raise ValueError("give the Goal on the mat with --goal (e.g. --goal '2x 3+5')")
    mat = Mat.from_text(**typed)
    cubes = [*mat.goal_cubes(), *mat.required, *mat.permitted, *mat.forbidden, *mat.resources]
    for cube in cubes:
        if cube.face not in _MOST:
            raise ValueError(
                f"{cube.face!r} is not a cube face; faces are 0-9 + − × ÷ ^ √ (also - x / * v)"
            )
    if len(cubes) > CUBE_COUNT:
        raise ValueError(f"the mat and Resources hold {len(cubes)} cubes; there are {CUBE_COUNT}")
    for face, n in Counter(c.face for c in cubes).items():
        if n > _MOST[face]:
            raise ValueError(f"{n} cubes show {face}, but only {_MOST[face]} cubes have that face")
    return mat


def run(args: argparse.Namespace) -> int:
    try:
        mat = _mat(args)
        if not 0 < args.budget <= MAX_BUDGET:
            raise ValueError(f"--budget is between 1 and {MAX_BUDGET}")
    except ValueError as exc:
        return fail(str(exc))
    ruleset = Ruleset(star=args.star)
    now = solver.now(mat, ruleset, args.budget)
    possible = solver.possible(mat, ruleset, args.budget)
    status = 3 if "unknown" in (now.status, possible.status) else 0
    if args.json:
        report: dict[str, Any] = {
            "game": "equations",
            "mat": {
                "goal": mat.goal_text(),
                **{name: "".join(c.face for c in mat.section(name)) for name in SECTIONS},
                "resources": "".join(c.face for c in mat.resources),
            },
            "goal_values": [value_text(v) for v, _ in solver.goal_targets(mat, ruleset)],
            "now": now.to_json(),
            "possible": possible.to_json(),
            "impossible": {"yes": False, "no": True}.get(possible.status),
        }
        print(json.dumps(report, ensure_ascii=False))
        return status
    print(f"Now: {_now_line(now, args.budget)}")
    print(f"Impossible: {_impossible_line(possible, args.budget)}")
    return status


def _now_line(answer: solver.Answer, budget: int) -> str:
    if answer.status == "yes":
        return f"correct — {answer.witness}"
    if answer.status == "no":
        return "wrong — no Solution uses at most one cube from Resources (proved)"
    return f"undecided within the budget of {budget} work units"


def _impossible_line(answer: solver.Answer, budget: int) -> str:
    if answer.status == "yes":
        return f"wrong — a Solution exists: {answer.witness}"
    if answer.status == "no":
        return "correct — no Solution exists however Resources are played (proved)"
    return f"undecided within the budget of {budget} work units"
