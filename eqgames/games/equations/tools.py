"""Equations' tools: the adjudicator (``solve``) and the checker (``check``) on a typed mat.

Both are pure functions of a mat typed as text, one character per cube
(``- x / v`` for ``− × ÷ √``, ``sqrt`` too, ``*`` as ``star`` says), the Goal's
clusters separated by spaces; declared as :class:`~eqgames.core.tools.Tool` so
the server (``POST /api/tools/equations/solve``) and the command line
(``eqgames solve equations``, ``eqgames check equations``) offer them without
knowing this game. Neither may be used during an online game: they would play
the challenge for you. The Equation editor's ``preview`` (:mod:`.preview`) may:
it only evaluates the writer's own text and the public Goal, under the shake's
variations, and never looks at the cubes.

    >>> answer = solve("2x 3+5", "4", "x", "", "41+")
    >>> answer["now"]["status"], answer["now"]["witness"]
    ('yes', '4 × 4 = 2 × (3 + 5)')
    >>> check("(5x4)+7 = 3x(5+2)", "3x 5+2", "5", "4x+1", "", "79/", "now")["reason"]
    'the Solution is 27, the Goal is 21'
"""

from __future__ import annotations

from collections import Counter
from typing import Any

from eqgames.arith.values import to_text as value_text
from eqgames.core.tools import Param, Tool, ToolError, text, whole

from . import solver
from .analysis import ANALYSIS
from .checker import OCCASIONS, Occasion
from .checker import check as check_equation
from .cubes import CUBE_COUNT, CUBES_PER_COLOUR, FACES
from .mat import SECTIONS, Mat
from .preview import MAX_CHARS as MAX_PREVIEW_CHARS
from .preview import goal_turns, preview, shake_ruleset
from .ruleset import BASIC
from .variations.catalog import DIVISIONS

#: Largest budget the adjudicator is asked with (work units per question).
MAX_BUDGET = 10**9
#: Longest Equation the checker is asked about, in characters.
MAX_EQUATION_CHARS = 2_000
#: A section is at most all the cubes (a few more characters for ``sqrt`` and spaces).
MAX_SECTION_CHARS = 120

# How many cubes can show each face: six cubes of each colour carrying it.
_MOST: Counter[str] = Counter()
for _faces in FACES.values():
    for _face in _faces:
        _MOST[_face] += CUBES_PER_COLOUR

#: The ``after`` values: the checker's occasions, also spelled with hyphens.
AFTER = tuple(o.replace("_", "-") for o in OCCASIONS) + tuple(o for o in OCCASIONS if "_" in o)


def typed_mat(
    goal: str, required: str, permitted: str, forbidden: str, resources: str, star: str,
    *, no_goal: bool = False,
) -> Mat:
    """The mat typed as text, refused (:class:`ToolError`) unless some roll can make it."""
    sign = "^" if star == "power" else "×"
    typed = {
        name: value.replace("sqrt", "√").replace("*", sign)
        for name, value in zip(
            ("goal", *SECTIONS, "resources"), (goal, required, permitted, forbidden, resources),
            strict=True,
        )
    }
    if no_goal and typed["goal"].strip():
        raise ToolError("after a “no Goal” challenge there is no Goal on the mat: leave the Goal out")
    if not no_goal and not typed["goal"].strip():
        raise ToolError("give the Goal on the mat (e.g. 3x 5+2)")
    mat = Mat.from_text(**typed)
    cubes = [*mat.goal_cubes(), *mat.required, *mat.permitted, *mat.forbidden, *mat.resources]
    for cube in cubes:
        if cube.face not in _MOST:
            raise ToolError(
                f"{cube.face[:5]!r} is not a cube face; faces are 0-9 + − × ÷ ^ √ (also - x / * v)"
            )
    if len(cubes) > CUBE_COUNT:
        raise ToolError(f"the mat and Resources hold {len(cubes)} cubes; there are {CUBE_COUNT}")
    for face, n in Counter(c.face for c in cubes).items():
        if n > _MOST[face]:
            raise ToolError(f"{n} cubes show {face}, but only {_MOST[face]} cubes have that face")
    return mat


def _mat_json(mat: Mat) -> dict[str, str]:
    return {
        "goal": mat.goal_text(),
        **{name: "".join(c.face for c in mat.section(name)) for name in SECTIONS},
        "resources": "".join(c.face for c in mat.resources),
    }


# -- solve: would Now be right, would Impossible be right ------------------------------------


def solve(
    goal: str,
    required: str = "",
    permitted: str = "",
    forbidden: str = "",
    resources: str = "",
    star: str = BASIC.star,
    budget: int = solver.DEFAULT_BUDGET,
    division: str = "",
    variations: str = "",
) -> dict[str, Any]:
    """The adjudicator's two answers on the mat, each a witness or a proof (or undecided).

    >>> solve("7", "++", "", "", "469", division="elementary", variations="average")["possible"]["witness"]
    '9 + (4 + 6) = 7'
    """
    mat = typed_mat(goal, required, permitted, forbidden, resources, star)
    ruleset = shake_ruleset(division or None, variations, star)
    now = solver.now(mat, ruleset, budget)
    possible = solver.possible(mat, ruleset, budget)
    return {
        "game": "equations",
        "mat": _mat_json(mat),
        "goal_values": [value_text(v) for v, _ in solver.goal_targets(mat, ruleset)],
        "now": now.to_json(),
        "possible": possible.to_json(),
        "impossible": {"yes": False, "no": True}.get(possible.status),
        "budget": budget,
    }


def _solve_text(answer: dict[str, Any]) -> str:
    now, possible, budget = answer["now"], answer["possible"], answer["budget"]
    undecided = f"undecided within the budget of {budget} work units"
    now_line = {
        "yes": f"correct — {now['witness']}",
        "no": "wrong — no Solution uses at most one cube from Resources (proved)",
    }.get(now["status"], undecided)
    impossible_line = {
        "yes": f"wrong — a Solution exists: {possible['witness']}",
        "no": "correct — no Solution exists however Resources are played (proved)",
    }.get(possible["status"], undecided)
    return f"Now: {now_line}\nImpossible: {impossible_line}"


def _solve_status(answer: dict[str, Any]) -> int:
    return 3 if "unknown" in (answer["now"]["status"], answer["possible"]["status"]) else 0


# -- check: is this Equation correct for the mat ---------------------------------------------


def check(
    equation: str,
    goal: str = "",
    required: str = "",
    permitted: str = "",
    forbidden: str = "",
    resources: str = "",
    after: str = "impossible",
    star: str = BASIC.star,
    division: str = "",
    variations: str = "",
) -> dict[str, Any]:
    """The checker's verdict on ``equation`` for the mat, with the reason when it is wrong."""
    occasion: Occasion = after.replace("-", "_")  # type: ignore[assignment]
    mat = typed_mat(
        goal, required, permitted, forbidden, resources, star, no_goal=occasion == "no_goal"
    )
    verdict = check_equation(equation, mat, occasion, shake_ruleset(division or None, variations, star))
    return {
        "game": "equations",
        "equation": equation,
        "after": occasion,
        "mat": _mat_json(mat),
        **verdict.to_json(),
    }


def _check_text(answer: dict[str, Any]) -> str:
    if answer["correct"]:
        return "correct"
    lines = [f"incorrect: {answer['reason']}"]
    if answer["position"] is not None:
        lines += [f"  {answer['equation']}", f"  {' ' * answer['position']}^"]
    return "\n".join(lines)


def _check_status(answer: dict[str, Any]) -> int:
    return 0 if answer["correct"] else 1


# -- preview: the editor's live values -------------------------------------------------------


def _preview(
    equation: str, goal: str = "", after: str = "now", star: str = BASIC.star,
    division: str = "", variations: str = "", turns: str = "",
) -> dict[str, Any]:  # fmt: skip
    """The preview with the mat's Goal typed as the other tools type it (``x`` for ×, …),
    under the shake's variations."""
    occasion: Occasion = after.replace("-", "_")  # type: ignore[assignment]
    sign = "^" if star == "power" else "×"
    typed_goal = goal.replace("sqrt", "√").replace("*", sign)
    ruleset = shake_ruleset(division or None, variations, star)
    return preview(equation, typed_goal, occasion, star, ruleset, goal_turns(turns))


# -- the declarations ------------------------------------------------------------------------


def _sections(goal_required: bool) -> tuple[Any, ...]:
    goal_label = "The Goal's cubes (spaces separate its clusters)"
    return (
        text("goal", goal_label, MAX_SECTION_CHARS) if goal_required
        else text("goal", goal_label, MAX_SECTION_CHARS, ""),
        text("required", "The cubes in Required", MAX_SECTION_CHARS, ""),
        text("permitted", "The cubes in Permitted", MAX_SECTION_CHARS, ""),
        text("forbidden", "The cubes in Forbidden", MAX_SECTION_CHARS, ""),
        text("resources", "The cubes left in Resources", MAX_SECTION_CHARS, ""),
    )


_STAR = text("star", "What * means (power, as on older cubes, or times)", 6, BASIC.star,
             choices=("power", "times"))  # fmt: skip
_DIVISION = text("division", "The Adventurous division whose variations are played (none: Basic)",
                 12, "", choices=("", *DIVISIONS))  # fmt: skip
_VARIATIONS = text("variations", "The shake's chosen variations, a parameter after = (wild=0 base=8)",
                   200, "")  # fmt: skip
_ANSWER = {
    "type": "object",
    "properties": {
        "status": {"type": "string", "enum": ["yes", "no", "unknown"]},
        "witness": {"type": ["string", "null"]},
        "work": {"type": "integer"},
        "cubes": {"type": "array", "items": {"type": "object"}},
    },
    "required": ["status", "witness", "work"],
}
_MAT = {"type": "object", "properties": {k: {"type": "string"} for k in ("goal", *SECTIONS, "resources")}}

TOOLS = (
    Tool(
        "solve",
        "The adjudicator: would a Now be correct, would an Impossible be correct, each with "
        "a witness Equation or a proof",
        (
            *_sections(goal_required=True),
            _STAR,
            whole("budget", "Work units per question before giving up", 1, MAX_BUDGET,
                  solver.DEFAULT_BUDGET),
            _DIVISION,
            _VARIATIONS,
        ),  # fmt: skip
        {
            "type": "object",
            "properties": {
                "mat": _MAT,
                "goal_values": {"type": "array", "items": {"type": "string"}},
                "now": _ANSWER,
                "possible": _ANSWER,
                "impossible": {"type": ["boolean", "null"]},
            },
            "required": ["mat", "goal_values", "now", "possible", "impossible"],
        },
        solve,
        command="solve",
        text=_solve_text,
        status=_solve_status,
        cache=256,
    ),
    Tool(
        "check",
        "The checker: is an Equation (Solution = Goal) correct for the mat, and if not, why",
        (
            Param("equation", "The Equation, e.g. (5x4)+1 = 3x(5+2)",
                  {"type": "string", "maxLength": MAX_EQUATION_CHARS}, cli="EQUATION"),
            *_sections(goal_required=False),
            text("after", "What the Equation answers: now (one Resources cube allowed), "
                 "impossible, last-cube, stop (any), no-goal (Goal and Solution from Resources)",
                 12, "impossible", choices=AFTER),
            _STAR,
            _DIVISION,
            _VARIATIONS,
        ),  # fmt: skip
        {
            "type": "object",
            "properties": {
                "equation": {"type": "string"},
                "after": {"type": "string"},
                "mat": _MAT,
                "correct": {"type": "boolean"},
                "reason": {"type": "string"},
                "solution": {"type": ["string", "null"]},
                "goal": {"type": ["string", "null"]},
                "position": {"type": ["integer", "null"]},
            },
            "required": ["correct", "reason", "solution", "goal", "position"],
        },
        check,
        command="check",
        text=_check_text,
        status=_check_status,
    ),
    Tool(
        "preview",
        "The Equation editor's preview: the exact value of each side of an Equation as written "
        "so far and every reading of the Goal on the mat, under the shake's variations (with "
        "the marks to write them and the checker's reason when one refuses the Equation)",
        (
            Param("equation", "The Equation as written so far, e.g. (5x4)+1 = 3x(5+2)",
                  {"type": "string", "maxLength": MAX_PREVIEW_CHARS}),
            text("goal", "The Goal's cubes (spaces separate its clusters)", MAX_SECTION_CHARS, ""),
            text("after", "What the Equation answers: now, impossible, last-cube, stop, no-goal",
                 12, "now", choices=AFTER),
            _STAR,
            _DIVISION,
            _VARIATIONS,
            text("turns", "The Goal cubes lying turned, by place (1=sw 3=ud)", 40, ""),
        ),  # fmt: skip
        {
            "type": "object",
            "properties": {
                "goal": {"type": "object"},
                "sides": {"type": "array", "items": {"type": "object"}},
                "error": {"type": ["string", "null"]},
                "variations": {"type": "array", "items": {"type": "object"}},
                "marks": {"type": "array", "items": {"type": "object"}},
                "checked": {"type": ["object", "null"]},
            },
            "required": ["goal", "sides", "error", "variations", "marks", "checked"],
        },
        _preview,
        online=True,
        cpu=False,
        cache=256,
    ),
    ANALYSIS,
)
