"""The zero-free relaxation (:mod:`eqgames.search.zeros`) proves "no" without the 0s.

Its theorem, read the other way: every nonzero value some expression over some of
the cubes makes, the relaxation makes too (it may make more). The property tests
check that against every tree the obvious enumeration writes down; the parts it
stands on (the unary minus ``~`` no cube shows, the search that passes over a lone
1 when any sub-multiset will do) each against the plain search.
"""

from __future__ import annotations

from fractions import Fraction

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from eqgames.arith.errors import ArithError
from eqgames.arith.evaluate import evaluate
from eqgames.games.equations import checker, reference, solver
from eqgames.games.equations.mat import Mat
from eqgames.games.equations.ruleset import BASIC
from eqgames.search.cubes import NEG, CubeSearch
from eqgames.search.zeros import ZeroFree, applies, kept

OCCASION = {"now": "now", "possible": "impossible"}

#: Seed 17 of benchmarks/equations_solver.py, its first undecided mat: the plain
#: search's proof of "no" takes 30.5 million work units, the relaxation's about half a
#: million (its 3 ^ 4 − 1 needs a 1 the Forbidden section holds).
EIGHTY = dict(goal="80", required="0−3", permitted="÷^61", forbidden="31", resources="0×01×××−++÷√√")


def nonzero_values(faces: str, required: str = "") -> set[object]:
    """Every nonzero value of every tree over every sub-multiset of ``faces`` holding
    the cubes ``required``."""
    found: set[object] = set()
    chosen: set[tuple[str, ...]] = set()
    for mask in range(1, 1 << len(faces)):
        part = tuple(sorted(f for i, f in enumerate(faces) if mask >> i & 1))
        if part in chosen or any(part.count(f) < required.count(f) for f in set(required)):
            continue
        chosen.add(part)
        for tree in reference.trees(part):
            try:
                value = evaluate(tree)
            except (ArithError, ValueError, ZeroDivisionError, OverflowError):
                continue
            if value != 0:
                found.add(value)
    return found


@pytest.mark.parametrize(
    ("faces", "expression"),
    [
        ("5+0", "5 + 0, 0 + 5, 5 − 0: the 0 and its sign dropped"),
        ("05−", "0 − 5: a unary minus, ~5"),
        ("5^0", "5 ^ 0: a cube 1"),
        ("05×3+", "(0 × 5) + 3: the block 0 × 5 dropped with the +"),
        ("05^−7", "(0 ^ 5) − 7 is −7: the block 0 ^ 5, then 0 − 7"),
        ("20√4^", "4 ^ (2 √ 0) is 1: the block 2 √ 0 is 0"),
    ],
)
def test_each_case_of_the_proof(faces: str, expression: str) -> None:
    relaxed = ZeroFree(faces)
    for value in nonzero_values(faces):
        assert not relaxed.none([value], faces), (faces, value, expression)


def test_the_relaxed_pools_pay_for_each_pair() -> None:
    relaxed = ZeroFree("0−^2")
    faces = [relaxed.search.faces(pool) for _, pool in relaxed.questions("0−^2")]
    # (n₁, n₋) = (0, 0), (0, 1), (1, 0): the 1 takes the 2 (the base of 2 ^ 0).
    assert faces == ["2−^", "2^~", "1−"]


def test_required_cubes_stay_unless_a_digit_is_lost() -> None:
    relaxed = ZeroFree("0+÷35", kept="÷")
    questions = [tuple(relaxed.search.faces(c) for c in q) for q in relaxed.questions("0+÷35", "÷")]
    # 3 ÷ 5 holds its ÷; a block that took the ÷ (0 ÷ 5) took a digit with it.
    assert questions == [("÷", "35+÷"), ("", "5+÷"), ("", "3+÷")]
    with pytest.raises(ValueError):
        ZeroFree("0+÷35").none([Fraction(3)], "0+÷35", "÷")  # it passes over 3 ÷ 1


def test_what_it_does_not_prove() -> None:
    assert not applies("123+", [Fraction(6)])  # no 0 to take away
    assert not applies("0123+", [Fraction(0)])  # a target 0 may be a block
    relaxed = ZeroFree("0−3")
    assert relaxed.none([Fraction(-3)], "0−3") is False  # ~3 is −3: no proof
    assert relaxed.none([Fraction(4)], "0−3") is True


def test_seed_17s_eighty_is_proved_impossible() -> None:
    mat = Mat.from_text(**EIGHTY)
    answer = solver.possible(mat)
    assert answer.status == "no"
    assert answer.work < solver.DEFAULT_BUDGET
    assert solver.now(mat).status == "no"


@st.composite
def faces_with_zeros(draw: st.DrawFn) -> str:
    """A 0 and cubes that form expressions: one to three signs, about as many digits."""
    ops = draw(st.lists(st.sampled_from("+−−×÷^√"), min_size=1, max_size=3))
    digits = draw(st.lists(st.sampled_from("0012356"), min_size=len(ops), max_size=len(ops) + 1))
    return "0" + "".join(digits + ops)


@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(faces_with_zeros(), st.integers(-40, 40), st.data())
def test_every_value_is_relaxed_one(faces: str, other: int, data: st.DataObject) -> None:
    relaxed = ZeroFree(faces)
    values = nonzero_values(faces)
    for value in values:
        assert not relaxed.none([value], faces), (faces, value)
    # A proof is a proof: "none" only where the enumeration found none.
    target = Fraction(other)
    if target != 0 and relaxed.none([target], faces):
        assert target not in values
    # With some cubes Required: the values of the sub-multisets holding them.
    chosen = data.draw(st.sets(st.integers(0, len(faces) - 1), min_size=1, max_size=3))
    held = "".join(faces[i] for i in sorted(chosen))
    holding = ZeroFree(faces, kept=kept(held))
    for value in nonzero_values(faces, held):
        assert not holding.none([value], faces, held), (faces, held, value)


def test_a_required_zero_needs_a_sign_or_a_pair() -> None:
    # With × ÷ √ only, a 0 makes a block that nothing takes away: 0 or undefined.
    cubes = "√6970÷620×÷÷×4÷÷"
    relaxed = ZeroFree(cubes)
    assert list(relaxed.questions(cubes, "0")) == []
    assert relaxed.none([Fraction(4)], cubes, "0")
    assert not relaxed.none([Fraction(4)], cubes)  # 9 × 4 ÷ 9, no 0 Required


pools = st.lists(st.sampled_from("112357+−×÷^√"), min_size=1, max_size=7).map("".join)


@settings(max_examples=80, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(pools, st.integers(-30, 30))
def test_passing_over_a_lone_one_changes_no_answer(faces: str, target: int) -> None:
    # With no 1 Required, nor the signs it passes over: all of them, or × and √ alone
    # (then ÷ and ^ may be Required).
    plain = CubeSearch(faces)
    targets = [Fraction(target)]
    for lone, may_hold in (("×÷^√", "23578"), ("×√", "23578÷^")):
        lean = CubeSearch(faces, any_subset=lone)
        held = "".join(f for f in faces if f in may_hold)[:2]
        expected = plain.find(targets, plain.code(held), plain.full, 1) is None
        assert (lean.find(targets, lean.code(held), lean.full, 1) is None) == expected, (faces, lone, held)


@settings(max_examples=80, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.lists(st.sampled_from("12357+−×÷^√"), min_size=1, max_size=4).map("".join), st.integers(1, 2))
def test_the_unary_minus_is_zero_minus(faces: str, negs: int) -> None:
    # Each value over all the cubes with ~ is one of the same cubes with 0 − for each ~,
    # and its tree, built with 0 − x, evaluates to it.
    with_neg = CubeSearch(faces + NEG * negs)
    written = CubeSearch(faces + "0−" * negs)
    expected = written.values(written.full)
    for value in with_neg.values(with_neg.full):
        assert value in expected
        assert evaluate(with_neg.build(with_neg.full, value)) == value


face = st.sampled_from("000123456+−−×÷^√")


@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(
    st.integers(-9, 30).map(lambda n: str(n) if n >= 0 else f"0-{-n}"),
    st.lists(face, max_size=2).map("".join),
    st.lists(face, max_size=2).map("".join),
    st.lists(face, max_size=3).map("".join),
)
def test_the_adjudicator_agrees_with_the_reference(goal: str, required: str, permitted: str, resources: str) -> None:
    # Small budgets too: the first step runs out, and the relaxation takes its turns.
    mat = Mat.from_text(goal=goal, required=required, permitted=permitted, resources="0" + resources)
    for question in ("now", "possible"):
        try:
            expected, _ = reference.decide(mat, question, BASIC, seconds=1)  # type: ignore[arg-type]
        except reference.OutOfTime:
            continue
        for budget in (solver.DEFAULT_BUDGET, 400, 1500):
            answer = getattr(solver.Adjudicator(mat, BASIC, budget), question)()
            assert answer.status in (expected, "unknown" if budget < solver.DEFAULT_BUDGET else expected)
            assert answer.work <= budget
            if answer.status == "yes":
                verdict = checker.check(answer.witness or "", mat, OCCASION[question])  # type: ignore[arg-type]
                assert verdict.correct, (answer.witness, verdict.reason)


def test_a_small_budget_is_decided_by_the_relaxation(monkeypatch: pytest.MonkeyPatch) -> None:
    # 7 from a 2, a 3 and six 0s: none. The whole search needs 66 thousand units among
    # the zeros; the relaxation's pools, without them, are tiny.
    mat = Mat.from_text(goal="7", required="0", permitted="00", resources="23+−×00×−0√÷")
    answer = solver.Adjudicator(mat, BASIC, 2000).possible()
    assert answer.status == "no" and answer.work <= 2000
    monkeypatch.setattr(solver.Adjudicator, "_relaxation", lambda self, values, faces, held: None)
    assert solver.Adjudicator(mat, BASIC, 2000).possible().status == "unknown"
