"""``eqgames check equations``: is an Equation correct for a mat?

    eqgames check equations --goal '3x 5+2' --required 5 --permitted '4x+1' \\
        --resources '79÷' --after now '(5x4)+1 = 3x(5+2)'

The mat is typed one character per cube (``- x / v`` for ``− × ÷ √``, ``*`` as
``--star`` says); spaces in ``--goal`` are the gaps between the Goal's clusters.
Exit status: 0 correct, 1 incorrect (the reason is printed), 2 bad input.
"""

from __future__ import annotations

import argparse
import json
from collections import Counter
from typing import Any

from eqgames.cli import fail
from eqgames.games.equations.checker import OCCASIONS, Occasion, check
from eqgames.games.equations.cubes import CUBE_COUNT, CUBES_PER_COLOUR, FACES
from eqgames.games.equations.mat import SECTIONS, Mat
from eqgames.games.equations.ruleset import BASIC, Ruleset

#: Longest Equation read from the command line, in characters.
MAX_EQUATION_CHARS = 2_000

# How many cubes can show each face: six cubes of each colour carrying it.
_MOST = Counter({face: 0 for faces in FACES.values() for face in faces})
for _faces in FACES.values():
    for _face in _faces:
        _MOST[_face] += CUBES_PER_COLOUR


def add_arguments(p: argparse.ArgumentParser) -> None:
    p.add_argument("equation", help="the Equation, e.g. '(5x4)+1 = 3x(5+2)'")
    p.add_argument("--goal", default="", help="the Goal's cubes; spaces separate clusters")
    p.add_argument("--required", default="", help="the cubes in Required")
    p.add_argument("--permitted", default="", help="the cubes in Permitted")
    p.add_argument("--forbidden", default="", help="the cubes in Forbidden")
    p.add_argument("--resources", default="", help="the cubes left in Resources")
    p.add_argument(
        "--after",
        default="impossible",
        choices=[o.replace("_", "-") for o in OCCASIONS] + [o for o in OCCASIONS if "_" in o],
        help="what the Equation answers: now (one Resources cube allowed), impossible, "
        "last-cube, stop (any Resources cubes), no-goal (Goal and Solution from Resources)",
    )
    p.add_argument(
        "--star",
        choices=("power", "times"),
        default=BASIC.star,
        help="what '*' means; the rulebook's older cubes use it for ^ (default: power)",
    )
    p.add_argument("--json", action="store_true", help="print one JSON object")


def run(args: argparse.Namespace) -> int:
    occasion: Occasion = args.after.replace("-", "_")
    ruleset = Ruleset(star=args.star)
    try:
        mat = _mat(args, occasion)
    except ValueError as exc:
        return fail(str(exc))
    if len(args.equation) > MAX_EQUATION_CHARS:
        return fail(f"the Equation is at most {MAX_EQUATION_CHARS} characters here")
    verdict = check(args.equation, mat, occasion, ruleset)
    if args.json:
        report: dict[str, Any] = {
            "game": "equations",
            "equation": args.equation,
            "after": occasion,
            "mat": {"goal": mat.goal_text(), **{
                name: "".join(c.face for c in mat.section(name)) for name in SECTIONS
            }, "resources": "".join(c.face for c in mat.resources)},
            **verdict.to_json(),
        }
        print(json.dumps(report, ensure_ascii=False))
    elif verdict.correct:
        print("correct")
    else:
        print(f"incorrect: {verdict.reason}")
        if verdict.position is not None:
            print(f"  {args.equation}\n  {' ' * verdict.position}^")
    return 0 if verdict.correct else 1


def _mat(args: argparse.Namespace, occasion: Occasion) -> Mat:
    star = "^" if args.star == "power" else "×"
    typed = {
        name: getattr(args, name).replace("sqrt", "√").replace("*", star)
        for name in ("goal", *SECTIONS, "resources")
    }
    if occasion == "no_goal" and typed["goal"].strip():
        raise ValueError("after a “no Goal” challenge there is no Goal on the mat: leave out --goal")
    if occasion != "no_goal" and not typed["goal"].strip():
        raise ValueError("give the Goal on the mat with --goal (e.g. --goal '3x 5+2')")
    mat = Mat.from_text(**typed)
    cubes = [*mat.goal_cubes(), *mat.required, *mat.permitted, *mat.forbidden, *mat.resources]
    for cube in cubes:
        if cube.face not in _MOST:
            raise ValueError(
                f"{cube.face!r} is not a cube face; faces are 0-9 + − × ÷ ^ √ "
                "(also - x / * v)"
            )
    if len(cubes) > CUBE_COUNT:
        raise ValueError(f"the mat and Resources hold {len(cubes)} cubes; there are {CUBE_COUNT}")
    counts = Counter(c.face for c in cubes)
    for face, n in counts.items():
        if n > _MOST[face]:
            raise ValueError(f"{n} cubes show {face}, but only {_MOST[face]} cubes have that face")
    return mat
