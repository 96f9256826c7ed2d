"""``eqgames solve memorymath`` and the solver's text, read back by the Memory Math parser."""

from __future__ import annotations

import json
from fractions import Fraction

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from eqgames.arith.memorymath import parse
from eqgames.cli import main
from eqgames.search import ARITHMETIC, Problem, solutions, solve


def run(capsys: pytest.CaptureFixture[str], *argv: str) -> tuple[int, str, str]:
    status = main(["solve", "memorymath", *argv])
    out = capsys.readouterr()
    return status, out.out, out.err


def test_the_issue_example(capsys: pytest.CaptureFixture[str]) -> None:
    status, out, _ = run(
        capsys, "--target", "24", "--numbers", "3,8,1,9", "--ops", "+-*/", "--min", "2",
        "--max", "4", "--json",
    )
    report = json.loads(out)
    assert status == 0 and report["solvable"] is True
    assert report["solution"]["text"] == "8 × 3" and report["solution"]["numbers"] == [8, 3]


def test_values_starting_with_a_minus(capsys: pytest.CaptureFixture[str]) -> None:
    """A negative target and operations that begin with − are values, not options."""
    status, out, err = run(
        capsys, "--target", "-103/4", "--numbers", "1,3,4,5,6", "--ops", "-*/", "--json"
    )
    assert status == 0, err
    report = json.loads(out)
    assert report["solvable"] is True
    assert parse(report["solution"]["text"]).value() == Fraction(-103, 4)
    assert not set(report["solution"]["text"]) & set("+")


def test_all_and_l2r(capsys: pytest.CaptureFixture[str]) -> None:
    status, out, _ = run(
        capsys, "--target", "24", "--numbers", "3,8,1,9", "--min", "4", "--max", "4", "--all",
        "--l2r", "--json",
    )
    report = json.loads(out)
    assert status == 0 and report["order"] == "l2r" and len(report["solutions"]) == 3
    for sol in report["solutions"]:
        assert sol["text"].endswith(" l2r")
        assert parse(sol["ascii"]).value() == 24


def test_no_solution_is_status_1(capsys: pytest.CaptureFixture[str]) -> None:
    status, out, _ = run(capsys, "--target", "25", "--numbers", "3,8", "--min", "2", "--max", "2")
    assert status == 1 and out.startswith("no solution")


def test_fraction_target(capsys: pytest.CaptureFixture[str]) -> None:
    status, out, _ = run(capsys, "--target", "7/2", "--numbers", "7,2,9", "--ops", "+/", "--json")
    assert status == 0 and json.loads(out)["solution"]["text"] == "7 ÷ 2"


@pytest.mark.parametrize(
    ("argv", "message"),
    [
        (["--target", "x", "--numbers", "1,2"], "not a number"),
        (["--target", "3", "--numbers", "1,-2"], "whole numbers"),
        (["--target", "3", "--numbers", "1,1"], "distinct"),
        (["--target", "3", "--numbers", "1,2", "--ops", "^"], "not an operation"),
        (["--target", "3", "--numbers", "1,2", "--min", "1"], "1 < min"),
    ],
)
def test_bad_arguments(capsys: pytest.CaptureFixture[str], argv: list[str], message: str) -> None:
    status, _, err = run(capsys, *argv)
    assert status == 2 and message in err


def test_unknown_game(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["solve", "chess"]) == 2
    assert "no solver" in capsys.readouterr().err


@settings(max_examples=40, deadline=None)
@given(
    st.lists(st.integers(1, 30), min_size=2, max_size=5, unique=True),
    st.integers(-20, 60),
    st.sets(st.sampled_from(ARITHMETIC), min_size=1),
    st.booleans(),
)
def test_solutions_read_back_in_memory_math_notation(
    numbers: list[int], target: int, ops: set[object], l2r: bool
) -> None:
    # The solver's text, given to the game's own parser and evaluator, makes the target.
    chosen = tuple(op for op in ARITHMETIC if op in ops)
    problem = Problem(tuple(numbers), target, chosen, 2, 5, order="l2r" if l2r else "precedence")
    found = solve(problem)
    for sol in ([found] if found else []) + solutions(problem, cap=5):
        text = sol.text(ascii=True) + (" l2r" if l2r else "")
        expr = parse(text)
        assert expr.value() == target, text
        assert sorted(expr.numbers) == sorted(int(v) for v in sol.numbers)
