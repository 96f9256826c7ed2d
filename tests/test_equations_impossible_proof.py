"""The proof of Impossible (issue 13): the shortcuts of ``eqgames.search.proofs`` and the
exponents found from the base (``cubes._exponents``) against the obvious enumeration,
and the long Impossible shake of strong self-play as a regression."""

from __future__ import annotations

import math
from fractions import Fraction

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from eqgames.arith import values as V
from eqgames.arith.errors import ArithError
from eqgames.arith.evaluate import evaluate
from eqgames.arith.values import Value
from eqgames.games.equations import reference, solver
from eqgames.games.equations.checker import check
from eqgames.games.equations.mat import Mat
from eqgames.search.cubes import CubeSearch, _exponents
from eqgames.search.proofs import (
    RADICAL,
    lone_digit_values,
    needs_irrational,
    outside_primes,
    rational_only,
)


def enumerated(faces: str) -> set[Value]:
    """Every value of an expression using each of ``faces`` once: the obvious way."""
    out: set[Value] = set()
    for tree in reference.trees(tuple(faces)):
        try:
            out.add(evaluate(tree))
        except (ArithError, ValueError):
            continue
    return out


# --- the rules, one by one -------------------------------------------------------------


@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.lists(st.sampled_from("0123479"), min_size=1, max_size=3), st.lists(st.sampled_from("+−×÷^√"), max_size=3))
def test_rule_1_rational_parts_make_rationals(digits: list[str], ops: list[str]) -> None:
    if not rational_only(ops.count("√"), ops.count("^"), ops.count("÷")):
        return
    assert all(V.is_rational(v) for v in enumerated("".join(digits + ops)))


def test_rule_1_is_sharp() -> None:
    # Two ^, or ^ with ÷, make irrationals; so the rule cannot be wider.
    assert any(not V.is_rational(v) for v in enumerated("2201−^^"))
    assert any(not V.is_rational(v) for v in enumerated("212÷^"))


some_values = st.sampled_from(
    [Fraction(0), Fraction(1), Fraction(-3), Fraction(44), Fraction(7, 2), V.root(2, 2), V.root(3, 5)]
)


@given(st.sampled_from("+−×÷"), some_values, some_values, st.booleans())
def test_rule_2_an_irrational_need(op: str, t: Value, a: Value, a_left: bool) -> None:
    if not needs_irrational(op, t, a):
        return
    made_by = {"+": V.add, "−": V.sub, "×": V.mul, "÷": V.div}[op]
    # Every b that completes t, computed outright, is irrational.
    for b in [V.sub(t, a), V.sub(a, t), V.add(t, a), V.mul(t, a)] + ([V.div(t, a)] if a != 0 else []) + (
        [V.div(a, t)] if t != 0 else []
    ):
        left, right = (a, b) if a_left else (b, a)
        try:
            made = made_by(left, right)
        except ArithError:
            continue
        if made == t:
            assert not V.is_rational(b), (op, t, a, b)


@settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.integers(1, 3), st.lists(st.sampled_from("+−×÷^√"), max_size=3))
def test_rule_3_zeros_make_zero(zeros: int, ops: list[str]) -> None:
    assert enumerated("0" * zeros + "".join(ops)) <= {Fraction(0)}


@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.integers(1, 9), st.integers(1, 3), st.lists(st.sampled_from("+−×÷√"), max_size=4))
def test_rule_4_one_digit_among_zeros(d: int, zeros: int, ops: list[str]) -> None:
    allowed = set(lone_digit_values(d, ops.count("√"))) | {Fraction(0)}
    assert enumerated(str(d) + "0" * zeros + "".join(ops)) <= allowed


def test_rule_4_needs_no_power() -> None:
    assert Fraction(1) in enumerated("070+^") and Fraction(1) not in lone_digit_values(7, 0)


@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.lists(st.sampled_from("0123456789"), min_size=1, max_size=3), st.lists(st.sampled_from("+×÷^√"), max_size=3))
def test_rule_5_no_minus_no_negative(digits: list[str], ops: list[str]) -> None:
    assert all(V.sign(v) >= 0 for v in enumerated("".join(digits + ops)))


@settings(max_examples=80, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.lists(st.sampled_from("0123456789"), min_size=1, max_size=4), st.lists(st.sampled_from("×÷^√"), max_size=4))
def test_rule_6_no_sign_keeps_the_primes(digits: list[str], ops: list[str]) -> None:
    radical = math.prod({RADICAL[d] for d in digits if d != "0"})
    for v in enumerated("".join(digits + ops)):
        if V.is_rational(v) and v != 0:
            assert not outside_primes(Fraction(v), radical), (digits, ops, v)  # type: ignore[arg-type]


def test_rules_5_and_6_are_sharp() -> None:
    assert Fraction(-1) in enumerated("12−") and Fraction(11) in enumerated("74+")
    assert outside_primes(Fraction(22), 30) and not outside_primes(Fraction(1), 1)


def test_the_goal_22_without_signs_is_proved_at_once() -> None:
    # Seed 17 (this code): 22 = 2 × 11 from 1 2 4 5 8 9 and × ÷ √ alone. The whole search
    # took 1.7 million units; rule 6 rules out every candidate outright.
    mat = Mat.from_text(goal="22", required="4", forbidden="0−", resources="10022220×555×8√√÷89")
    answer = solver.possible(mat)
    assert answer.status == "no" and answer.work < 100_000


exponents = st.builds(Fraction, st.integers(-6, 6), st.integers(1, 4))


@settings(max_examples=300, deadline=None)
@given(st.builds(Fraction, st.integers(-9, 9), st.integers(1, 4)), exponents, st.integers(-3, 3))
def test_exponents_from_the_base_are_every_exponent(b: Fraction, e: Fraction, off: int) -> None:
    try:
        t = V.power(b, e)
    except ArithError:
        return
    if not V.is_rational(t):
        assert _exponents(b, t) is None
        return
    t = Fraction(t) + off  # also numbers that are no power of b
    found = _exponents(b, t)
    if found is None:
        assert b in (0, 1, -1)
        return
    for f in [e, e + 1, e / 2, -e]:
        try:
            if V.power(b, f) == t:
                assert f in found, (b, f, t, found)
        except ArithError:
            continue


# --- the whole search against the enumeration --------------------------------------------


@st.composite
def zero_heavy(draw: st.DrawFn) -> str:
    """Cubes that can form an expression, rich in 0, 1 and √ (where the rules act), often
    without + or − (rules 5 and 6)."""
    ops = draw(st.lists(st.sampled_from(draw(st.sampled_from(["+−×÷^√", "×÷^√", "+×÷^"]))), min_size=1, max_size=3))
    digits = draw(st.lists(st.sampled_from("00001247"), min_size=len(ops) + 1, max_size=len(ops) + 1))
    roots = draw(st.lists(st.just("√"), max_size=2))
    return "".join(digits + ops + roots)


@settings(max_examples=50, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(zero_heavy(), st.data())
def test_reaches_agrees_with_the_enumeration(faces: str, data: st.DataObject) -> None:
    made = enumerated(faces)
    asked: list[Value] = [Fraction(44), Fraction(-1), Fraction(1), Fraction(0), V.root(2, 2), V.root(7, 2)]
    asked += [Fraction(-4), Fraction(1, 7), Fraction(28), Fraction(33)]
    # (Sorted by their text, for a reproducible draw: past 4,300 digits there is none.)
    short = [v for v in made if not isinstance(v, Fraction) or abs(v.numerator).bit_length() < 4_000]
    if short:
        asked += data.draw(st.lists(st.sampled_from(sorted(short, key=str)), max_size=3))
    for t in asked:
        s = CubeSearch(faces)  # fresh: each question searched towards, not listed
        assert s.reaches(s.full, t) == (t in made), (faces, t)


def sections(most: int) -> st.SearchStrategy[str]:
    return st.lists(st.sampled_from("000124479+−×÷^√√"), max_size=most).map("".join)


@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.sampled_from(["44", "4", "1", "0", "7", "2"]), sections(3), sections(3), sections(3))
def test_possible_agrees_with_the_reference(goal: str, required: str, permitted: str, resources: str) -> None:
    m = Mat.from_text(goal=goal, required=required, permitted=permitted, resources=resources)
    for question in ("now", "possible"):
        answer = getattr(solver, question)(m)
        try:
            expected, _ = reference.decide(m, question, seconds=1)  # type: ignore[arg-type]
        except reference.OutOfTime:
            continue
        assert answer.status == expected, (question, m, answer)
        if answer.status == "yes":
            assert answer.witness is not None
            assert check(answer.witness, m, "now" if question == "now" else "impossible").correct


def test_every_step_costs_work() -> None:
    # A shortcut that cost no work made this search run without end (branch eqno).
    m = Mat.from_text(goal="9", required="28936×1^+", permitted="113×√", forbidden="÷")
    short = solver.Adjudicator(m, budget=5000).possible()
    assert (short.status, short.work) == ("unknown", 5000)
    answer = solver.Adjudicator(m, budget=20000).possible()
    assert answer.status == "yes" and answer.work <= 20000 and answer.witness is not None
    assert check(answer.witness, m, "impossible").correct


def test_a_square_root_of_a_high_degree() -> None:
    # √(2 + 7√2) has degree 14: its square is asked as a power, not as a product whose
    # resultant would pass the degree limit (which once made this a wrong "no").
    s = CubeSearch("2270√+−√√")
    t = V.sub(0, V.root(2, V.add(2, V.root(7, 2))))
    assert s.reaches(s.full, t)


# --- the long Impossible shake of strong self-play (benchmarks/equations_solver.py) -------

#: Mats 95-109 of ``equations_solver.py --mats 200`` (seed 13): the Goal 40+4 stays
#: while fifteen cubes are moved, and no Solution makes 44 from the first mat on.
SHAKE = [
    ("7", "0√", "25", "+−0×001×−^4÷√+÷"),
    ("7", "0√", "25^", "+−0×001×−4÷√+÷"),
    ("71", "0√", "25^", "+−0×00×−4÷√+÷"),
    ("71", "0√0", "25^", "+−×00×−4÷√+÷"),
    ("71", "0√0√", "25^", "+−×00×−4÷+÷"),
    ("710", "0√0√", "25^", "+−×0×−4÷+÷"),
    ("710", "0√0√0", "25^", "+−××−4÷+÷"),
    ("710+", "0√0√0", "25^", "−××−4÷+÷"),
    ("710++", "0√0√0", "25^", "−××−4÷÷"),
    ("710++", "0√0√0", "25^×", "−×−4÷÷"),
    ("710++", "0√0√0−", "25^×", "×−4÷÷"),
    ("710++", "0√0√0−×", "25^×", "−4÷÷"),
    ("710++", "0√0√0−×4", "25^×", "−÷÷"),
    ("710++", "0√0√0−×4÷", "25^×", "−÷"),
    ("710++−", "0√0√0−×4÷", "25^×", "÷"),
]


def shake_mat(k: int) -> Mat:
    required, permitted, forbidden, resources = SHAKE[k]
    return Mat.from_text(
        goal="40+4", required=required, permitted=permitted, forbidden=forbidden, resources=resources
    )


def test_the_shake_has_no_now() -> None:
    answers = [solver.now(shake_mat(k)) for k in range(12)]
    assert [a.status for a in answers] == ["no"] * 12
    assert max(a.work for a in answers) <= 150_000, [a.work for a in answers]


def test_the_last_mat_is_proved_impossible_within_the_default_budget() -> None:
    # 3.69 million work units before the shortcuts and the exponents from the base,
    # 1.86 million after (mats 9-13 of the shake: 1.91 million each).
    answer = solver.possible(shake_mat(14))
    assert answer.status == "no"
    assert answer.work <= 1_900_000, answer.work
