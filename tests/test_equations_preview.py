"""The Equation editor's preview tool: each side's exact values and the Goal's readings."""

from __future__ import annotations

import re

import pytest

from eqgames.core.tools import ToolError
from eqgames.games.equations.checker import check
from eqgames.games.equations.mat import Mat
from eqgames.games.equations.preview import MAX_CHARS, MAX_VALUES, preview
from eqgames.games.equations.tools import TOOLS

PREVIEW = next(t for t in TOOLS if t.name == "preview")


def test_the_tool_may_be_used_online_and_is_cheap() -> None:
    # It evaluates the writer's own text and the public Goal only (docs/rules/equations.md).
    assert PREVIEW.online
    assert not PREVIEW.cpu
    assert not next(t for t in TOOLS if t.name == "solve").online


@pytest.mark.parametrize(
    ("equation", "goal", "solution", "written_goal"),
    [
        ("(5+1)x4 = 3x(5+2)", "3x 5+2", ["24"], ["21"]),
        ("3x(5+2) = (5x4)+1", "3x 5+2", ["21"], ["21"]),
        ("(√2)x(√8) = 4", "4", ["4"], ["4"]),
        ("√2 x √8 = 4", "4", ["2·∜2", "4"], ["4"]),
        ("2x3+5 = 16", "16", ["16", "11"], ["16"]),
    ],
)
def test_each_side_is_valued_exactly(
    equation: str, goal: str, solution: list[str], written_goal: list[str]
) -> None:
    sides = {s["role"]: s for s in preview(equation, goal)["sides"]}
    assert sides["solution"]["values"] == solution
    assert sides["goal"]["values"] == written_goal


def test_the_values_are_the_checkers() -> None:
    mat = Mat.from_text(goal="3x 5+2", required="5", permitted="4x+1", resources="7÷")
    verdict = check("(5+1)x4 = 3x(5+2)", mat, "now")
    found = re.fullmatch(r"the Solution is (\S+), the Goal is (\S+)", verdict.reason)
    assert found is not None
    sides = {s["role"]: s["values"] for s in preview("(5+1)x4 = 3x(5+2)", "3x 5+2")["sides"]}
    assert (sides["solution"], sides["goal"]) == ([found[1]], [found[2]])


def test_the_goal_lists_each_reading_its_grouping_allows() -> None:
    readings = preview("", "2x3+5")["goal"]["readings"]
    assert [(r["reading"], r["value"]) for r in readings] == [
        ("2 × (3 + 5)", "16"),
        ("(2 × 3) + 5", "11"),
    ]
    assert [r["reading"] for r in preview("", "2x 3+5")["goal"]["readings"]] == ["2 × (3 + 5)"]


def test_half_written_text_says_where_it_stops() -> None:
    side = preview("(5x4", "21")["sides"][0]
    assert side["values"] == []
    assert side["error"] and "(" in side["error"]
    assert preview("1 = 2 = 3", "3")["error"] == (
        "an Equation has one '=' (Solution = Goal); another is at character 7"
    )
    assert preview("4 = ", "4")["sides"][1]["error"] == "nothing is written yet"


def test_every_evaluation_is_bounded() -> None:
    # Many readings with many values: only a few are listed, and the rest is said.
    side = preview("1+2x3+4x5+6x7+8", "9")["sides"][0]
    assert len(side["values"]) == MAX_VALUES and side["more"]
    # A power that would run away is refused by the exact arithmetic, not computed.
    tower = preview("9^9^9^9", "9")["sides"][0]
    assert tower["undefined"]
    assert preview("1" * (MAX_CHARS + 1), "1")["error"]
    with pytest.raises(ToolError):
        PREVIEW.call({"equation": "1" * (MAX_CHARS + 1)})


def test_the_tool_reads_typed_cubes() -> None:
    answer = PREVIEW.call({"equation": "(5*2) = 25", "goal": "25"})
    assert answer["sides"][0]["values"] == ["25"]
    answer = PREVIEW.call({"equation": "(5*2) = 10", "goal": "10", "star": "times"})
    assert answer["sides"][0]["values"] == ["10"]
