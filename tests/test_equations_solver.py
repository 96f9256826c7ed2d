"""The Equations adjudicator (``solver``): Now and Impossible with witnesses, against
the slow reference and the checker."""

from __future__ import annotations

import json
from collections import Counter
from fractions import Fraction

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from eqgames.arith.equations import parse
from eqgames.arith.errors import ArithError
from eqgames.arith.evaluate import evaluate
from eqgames.arith.values import is_real, root
from eqgames.cli import main
from eqgames.core.rng import Rng
from eqgames.games.equations import checker, reference, solver
from eqgames.games.equations.cubes import roll
from eqgames.games.equations.mat import Mat
from eqgames.games.equations.ruleset import BASIC
from eqgames.search.cubes import CubeSearch

OCCASION = {"now": "now", "possible": "impossible"}


def mat(goal: str, required: str = "", permitted: str = "", forbidden: str = "", resources: str = "") -> Mat:
    return Mat.from_text(
        goal=goal, required=required, permitted=permitted, forbidden=forbidden, resources=resources
    )


def assert_witness(m: Mat, question: str, answer: solver.Answer) -> None:
    """A yes comes with an Equation the checker accepts, using the mat's cubes legally."""
    assert answer.status == "yes" and answer.witness is not None
    solution, goal = answer.witness.split(" = ")
    written = parse(solution)
    assert written.is_unambiguous()
    goal_values = {v for v, _ in solver.goal_targets(m)}
    assert evaluate(written.interpretations()[0]) in goal_values
    used = Counter(written.faces())
    assert used == Counter(c.face for c in answer.cubes)
    ids = {c.index for c in answer.cubes}
    assert {c.index for c in m.required} <= ids
    assert not ids & {c.index for c in m.forbidden}
    from_resources = ids & {c.index for c in m.resources}
    if question == "now":
        assert len(from_resources) <= 1
    verdict = checker.check(answer.witness, m, OCCASION[question])  # type: ignore[arg-type]
    assert verdict.correct, (answer.witness, verdict.reason)


# --- the rulebook's examples -----------------------------------------------------------


@pytest.mark.parametrize(
    ("goal", "required", "permitted"),
    [
        # VII-B-2: the sample Equations, each Solution's cubes on the mat.
        ("37", "66×", "+1"),  # (6x6) + 1 = 37
        ("3x5+2", "5^2−4", "+0"),  # (5^2) − 4 + 0 = 3x(5+2)
        ("11+5", "32×5×2", "+"),  # (3x2)+(5x2) = 11+5
        ("3x 5+2", "54×", "+1"),  # (5x4)+1 = 3x(5+2)
    ],
)
def test_rulebook_sample_equations(goal: str, required: str, permitted: str) -> None:
    m = mat(goal, required, permitted, resources="789")
    for question in ("now", "possible"):
        assert_witness(m, question, getattr(solver, question)(m))


@pytest.mark.parametrize(
    ("goal", "required", "value"),
    [
        ("2", "21+√8", 2),  # III-B-2: (2+1)√8 = 2, the cube root of 8
        ("12", "4×√9", 12),  # 4x√9 = 4 × 3
        ("4", "08−^46÷", 4),  # III-C-2 (a): (0−8)^(4÷6) = (−8)^(2/3) = 4
        ("4", "√2×√8", 4),  # an irrational on the way: √2 × √8 = 4
    ],
)
def test_roots_and_powers_of_the_rulebook(goal: str, required: str, value: int) -> None:
    m = mat(goal, required)
    answer = solver.possible(m)
    assert_witness(m, "possible", answer)
    assert len(answer.cubes) == len(required)


def test_the_cube_root_of_the_square_root() -> None:
    # III-B-2: 3√√9 is the sixth root of 9, i.e. the cube root of 3.
    s = CubeSearch("3√√9")
    assert root(3, root(2, 9)) in s.values(s.code("3√√9"))


def test_undefined_forms_are_no_values() -> None:
    # Division by zero and 0√a name no number (III-A, III-C-2 a): only 0 ÷ 5 and 5√0.
    s = CubeSearch("50÷√")
    assert set(s.values(s.code("50÷"))) == {0}
    assert set(s.values(s.code("0√5"))) == {0}
    # (0−4)^(1÷2) = (−4)^(1/2) is undefined (III-C-2 e): no value of these cubes is
    # imaginary, and the only way to 2i would be that one.
    s = CubeSearch("04−^12÷")
    assert all(is_real(v) for v in s.values(s.full))


@pytest.mark.parametrize(
    ("goal", "required"),
    [("2", "04−^24÷"), ("4", "08−^46÷"), ("2", "21+√8"), ("3", "3√√9"), ("0", "0√√7")],
)
def test_rulebook_forms_agree_with_the_reference(goal: str, required: str) -> None:
    m = mat(goal, required)
    expected, _ = reference.decide(m, "possible")
    answer = solver.possible(m)
    assert answer.status == expected
    if expected == "yes":
        assert_witness(m, "possible", answer)


def test_refused_values_are_not_values() -> None:
    # 9^(9^9) is past MAX_RESULT_BITS: the checker refuses it, and so does the search.
    s = CubeSearch("999^^")
    assert set(s.values(s.code("999^^"))) == {Fraction(9) ** 81}  # (9^9)^9 only


def test_goal_interpretations_are_the_targets() -> None:
    # IV-B-2: 2x3+5 may be read either way; 2x 3+5 only as 2 × (3 + 5).
    assert {v for v, _ in solver.goal_targets(mat("2x3+5"))} == {16, 11}
    assert {v for v, _ in solver.goal_targets(mat("2x 3+5"))} == {16}
    m = mat("2x3+5", "", "", "", "9+2")
    assert solver.possible(m).witness == "2 + 9 = (2 × 3) + 5"
    assert solver.possible(mat("2x 3+5", "", "", "", "9+2")).status == "no"


def test_illegal_goals_have_no_solution() -> None:
    # VI-A-1 comment (a): an illegal Goal should be challenged Impossible.
    for goal in ("+8", "8÷0", "122", "45×"):
        assert solver.possible(mat(goal, "", "", "", "1+2345")).status == "no"


# --- the cube rules -----------------------------------------------------------------


def test_now_uses_at_most_one_resources_cube() -> None:
    m = mat("9", "4", "", "", "5+")
    assert solver.now(m).status == "no"  # 4 + 5 needs two Resources cubes
    assert_witness(m, "possible", solver.possible(m))
    m = mat("9", "4", "+", "", "57")
    assert_witness(m, "now", solver.now(m))


def test_required_must_all_be_used_and_forbidden_never() -> None:
    m = mat("6", "2×3", "", "4", "+")
    answer = solver.possible(m)
    assert answer.witness == "2 × 3 = 6"
    assert solver.possible(mat("6", "2×3−", "", "", "")).status == "no"
    assert solver.possible(mat("6", "2", "", "×+", "3")).status == "no"


def test_a_solution_has_two_cubes() -> None:
    # III-A: at least two cubes, so a lone 6 is no Solution of the Goal 6.
    assert solver.possible(mat("6", "6")).status == "no"
    assert solver.possible(mat("3", "√9")).witness == "√9 = 3"


def test_one_digit_numerals_only() -> None:
    # III-C: 1 and 2 cannot make 12.
    assert solver.possible(mat("12", "12")).status == "no"


def test_plus_and_minus_are_binary_only() -> None:
    # III-B-1: no negative sign: 2 and − cannot make −2 (and no Goal is −2 anyway).
    assert solver.possible(mat("0", "2−")).status == "no"
    assert solver.possible(mat("0", "2−2")).witness == "2 − 2 = 0"


def test_equal_faces_are_one_multiset() -> None:
    s = CubeSearch("1111++++")
    assert s.code("1+1") == s.code("11+")
    assert len(s.submultisets(s.full)) == 25


# --- the budget ---------------------------------------------------------------------


def test_budget_gives_unknown_never_a_wrong_answer() -> None:
    m = mat("7", "−−+0", "33√×6−3", "7−8×−095", "006+")
    small = solver.possible(m, budget=1000)
    assert small.status == "unknown" and small.witness is None and small.work <= 1000


def test_work_is_deterministic() -> None:
    m = mat("22−83", "63×√−", "×9", "1", "1−23÷^598")
    first, second = solver.possible(m), solver.possible(m)
    assert first == second and first.work == second.work


def test_adjudicator_answers_both_questions() -> None:
    m = mat("8", "3", "0×61", "6+", "00++0023^^−×√998")
    adjudicator = solver.Adjudicator(m)
    now, possible = adjudicator.now(), adjudicator.possible()
    assert now.status == solver.now(m).status == reference.decide(m, "now")[0] == "no"
    assert possible.status == solver.possible(m).status == "yes"
    assert_witness(m, "possible", possible)


# --- goals for the Goal-setter --------------------------------------------------------


def test_random_goal_has_a_solution() -> None:
    cubes = roll(Rng(5))
    chosen = solver.random_goal(cubes, Rng(6))
    assert chosen is not None
    goal, answer = chosen
    used = {c.index for cluster in goal for c in cluster}
    m = Mat(goal=goal, resources=tuple(c for c in cubes if c.index not in used))
    assert_witness(m, "possible", answer)


# --- against the reference (property tests) ---------------------------------------------

FACES = "0123456789" * 3 + "+−×÷" * 2 + "^√"
face = st.sampled_from(FACES)


def section(most: int) -> st.SearchStrategy[str]:
    return st.lists(face, max_size=most).map("".join)


digit = st.sampled_from("0123456789")
goal_text = st.one_of(
    st.lists(digit, min_size=1, max_size=2).map("".join),
    st.tuples(digit, st.sampled_from("+−×÷^√"), digit).map("".join),
    st.lists(st.sampled_from("0123456789+−×÷^√ "), min_size=1, max_size=4).map(
        lambda cs: "".join(cs).strip() or "1"
    ),
)


@settings(max_examples=100, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(goal_text, section(3), section(3), section(2), section(3))
def test_agrees_with_the_reference(goal: str, required: str, permitted: str, forbidden: str, resources: str) -> None:
    m = mat(goal, required, permitted, forbidden, resources)
    for question in ("now", "possible"):
        answer = getattr(solver, question)(m)
        try:
            expected, _ = reference.decide(m, question, BASIC, seconds=1)  # type: ignore[arg-type]
        except reference.OutOfTime:
            continue
        assert answer.status == expected, (question, answer)
        if answer.status == "yes":
            assert_witness(m, question, answer)


@st.composite
def solvable_mats(draw: st.DrawFn) -> Mat:
    """A mat built around a Solution: its cubes spread over Required, Permitted and
    Resources, the Goal one of its values (so most of these mats are yes)."""
    ops = draw(st.lists(st.sampled_from("+−×÷^√"), min_size=1, max_size=2))
    faces = ops + draw(st.lists(digit, min_size=len(ops) + 1, max_size=len(ops) + 1))
    faces += draw(st.lists(st.just("√"), max_size=1))
    faces = draw(st.permutations(faces))
    value = None
    for tree in reference.trees(faces):
        try:
            v = evaluate(tree)
        except ArithError:
            continue
        if v.__class__ is Fraction and v.denominator == 1 and 0 <= v < 100:
            value = int(v)
            break
    goal = str(value) if value is not None else draw(goal_text)
    spread: dict[str, list[str]] = {"required": [], "permitted": [], "resources": []}
    for f in faces:
        spread[draw(st.sampled_from(sorted(spread)))].append(f)
    extra = draw(section(2))
    return mat(
        goal,
        "".join(spread["required"]),
        "".join(spread["permitted"]),
        draw(section(2)),
        "".join(spread["resources"]) + extra,
    )


@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(solvable_mats())
def test_agrees_with_the_reference_on_mats_with_a_solution(m: Mat) -> None:
    for question in ("now", "possible"):
        answer = getattr(solver, question)(m)
        try:
            expected, _ = reference.decide(m, question, BASIC, seconds=1)  # type: ignore[arg-type]
        except reference.OutOfTime:
            continue
        assert answer.status == expected, (question, answer)
        if answer.status == "yes":
            assert_witness(m, question, answer)


@settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(goal_text, section(5), section(5), section(3), section(9))
def test_witnesses_on_larger_mats_are_correct(
    goal: str, required: str, permitted: str, forbidden: str, resources: str
) -> None:
    m = mat(goal, required, permitted, forbidden, resources)
    for question in ("now", "possible"):
        answer = getattr(solver, question)(m, budget=200_000)
        if answer.status == "yes":
            assert_witness(m, question, answer)
        assert answer.work <= 200_000


# --- eqgames solve equations ----------------------------------------------------------


def run_cli(capsys: pytest.CaptureFixture[str], *argv: str) -> tuple[int, str, str]:
    status = main(["solve", "equations", *argv])
    out = capsys.readouterr()
    return status, out.out, out.err


def test_cli_prints_both_verdicts(capsys: pytest.CaptureFixture[str]) -> None:
    status, out, _ = run_cli(
        capsys, "--goal", "2x 3+5", "--required", "4", "--permitted", "x", "--resources", "41+"
    )
    assert status == 0
    assert out.splitlines() == [
        "Now: correct — 4 × 4 = 2 × (3 + 5)",
        "Impossible: wrong — a Solution exists: 4 × 4 = 2 × (3 + 5)",
    ]


def test_cli_json_and_a_proof_of_impossible(capsys: pytest.CaptureFixture[str]) -> None:
    status, out, _ = run_cli(capsys, "--goal", "9", "--required", "+", "--resources", "1", "--json")
    report = json.loads(out)
    assert status == 0
    assert report["goal_values"] == ["9"] and report["impossible"] is True
    assert report["now"]["status"] == "no" and report["possible"]["witness"] is None
    assert report["mat"] == {
        "goal": "9", "required": "+", "permitted": "", "forbidden": "", "resources": "1"
    }


def test_cli_witness_is_checked_correct(capsys: pytest.CaptureFixture[str]) -> None:
    status, out, _ = run_cli(
        capsys, "--goal", "3x5+2", "--required=5^2-4", "--permitted", "+0", "--json"
    )
    report = json.loads(out)
    m = mat("3x5+2", "5^2−4", "+0")
    assert status == 0 and checker.check(report["possible"]["witness"], m, "impossible").correct
    assert [c["face"] for c in report["possible"]["cubes"]][:5] == ["5", "^", "2", "−", "4"]


def test_cli_budget_gives_undecided(capsys: pytest.CaptureFixture[str]) -> None:
    status, out, _ = run_cli(
        capsys, "--goal", "7", "--required=--+0", "--permitted", "33vx6-3", "--resources", "006+",
        "--budget", "100",
    )
    assert status == 3
    assert "undecided within the budget of 100 work units" in out


@pytest.mark.parametrize(
    ("argv", "message"),
    [
        (["--goal", " "], "give the Goal"),
        (["--goal", "7", "--required", "q"], "not a cube face"),
        (["--goal", "7", "--required", "^^^^^^^"], "only 6 cubes have that face"),
        (["--goal", "7", "--resources", "1" * 25], "there are 24"),
        (["--goal", "7", "--budget", "0"], "Work units per question"),
    ],
)
def test_cli_bad_input(capsys: pytest.CaptureFixture[str], argv: list[str], message: str) -> None:
    status, out, err = run_cli(capsys, *argv)
    assert status == 2 and out == "" and message in err
