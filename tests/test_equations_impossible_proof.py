"""The proof of Impossible (issue 13): the shortcuts of ``eqgames.search.proofs``
against the obvious enumeration, and the long Impossible shake of strong self-play."""

from __future__ import annotations

from fractions import Fraction

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from eqgames.arith import values as V
from eqgames.arith.errors import ArithError
from eqgames.arith.evaluate import evaluate
from eqgames.arith.values import Value
from eqgames.games.equations import reference, solver
from eqgames.games.equations.mat import Mat
from eqgames.search.cubes import CubeSearch
from eqgames.search.proofs import needs_irrational, only_zero, rational_bases, rational_only


def enumerated(faces: str) -> set[Value]:
    """Every value of an expression using each of ``faces`` once: the obvious way."""
    out: set[Value] = set()
    for tree in reference.trees(tuple(faces)):
        try:
            out.add(evaluate(tree))
        except ArithError:
            continue
    return out


# --- the rules, one by one -------------------------------------------------------------

ZERO_HEAVY = "000011247" + "+−×÷" * 2 + "^^√√"


@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.lists(st.sampled_from("0123479"), min_size=1, max_size=3), st.lists(st.sampled_from("+−×÷^√"), max_size=3))
def test_rule_1_rational_parts_make_rationals(digits: list[str], ops: list[str]) -> None:
    faces = "".join(digits + ops)
    if not rational_only(ops.count("√"), ops.count("^"), ops.count("÷")):
        return
    assert all(v.__class__ is Fraction for v in enumerated(faces))


@settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.integers(1, 3), st.lists(st.sampled_from("+−×÷^√"), max_size=3))
def test_rule_3_zeros_make_zero(zeros: int, ops: list[str]) -> None:
    assert only_zero("0" * zeros)
    assert enumerated("0" * zeros + "".join(ops)) <= {Fraction(0)}


def test_rule_1_is_sharp() -> None:
    # Two ^, or ^ with ÷, make irrationals; so the rule cannot be wider.
    assert any(v.__class__ is not Fraction for v in enumerated("2201−^^"))
    assert any(v.__class__ is not Fraction for v in enumerated("212÷^"))


some_values = st.sampled_from(
    [Fraction(0), Fraction(1), Fraction(-3), Fraction(44), Fraction(7, 2), V.root(2, 2), V.root(3, 5)]
)


@given(st.sampled_from("+−×÷"), some_values, some_values, st.booleans())
def test_rule_2_an_irrational_need(op: str, t: Value, a: Value, a_left: bool) -> None:
    if not needs_irrational(op, t, a):
        return
    # Every b with (a op b) or (b op a) equal to t, computed outright, is irrational.
    for b in [V.sub(t, a), V.sub(a, t), V.add(t, a)] + (
        [V.div(t, a), V.mul(t, a)] + ([V.div(a, t)] if t != 0 else []) if a != 0 else []
    ):
        left, right = (a, b) if a_left else (b, a)
        try:
            made = {"+": V.add, "−": V.sub, "×": V.mul, "÷": V.div}[op](left, right)
        except ArithError:
            continue
        if made == t:
            assert b.__class__ is not Fraction, (op, t, a, b)


exponents = st.builds(Fraction, st.sampled_from([-6, -3, -2, -1, 1, 2, 3, 5, 6]), st.integers(1, 4))


@settings(max_examples=200, deadline=None)
@given(exponents, st.integers(-8, 8), st.integers(1, 3))
def test_rule_4_rational_bases_are_every_rational_base(e: Fraction, top: int, bottom: int) -> None:
    assert all(b == 0 for b in rational_bases(e, Fraction(0)))
    for b in [Fraction(top, bottom)]:
        try:
            t = V.power(b, e)
        except ArithError:
            continue
        if t.__class__ is Fraction:
            assert b in rational_bases(e, t), (b, e, t)
            assert all(V.power(found, e) == t for found in rational_bases(e, t)), (e, t)


# --- the whole search against the enumeration --------------------------------------------

@st.composite
def zero_heavy(draw: st.DrawFn) -> str:
    """Cubes that can form an expression, rich in 0, 1 and √ (where the rules act)."""
    ops = draw(st.lists(st.sampled_from("+−×÷^"), min_size=1, max_size=3))
    digits = draw(st.lists(st.sampled_from("00001247"), min_size=len(ops) + 1, max_size=len(ops) + 1))
    roots = draw(st.lists(st.just("√"), max_size=2))
    return "".join(digits + ops + roots)


@settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(zero_heavy(), st.data())
def test_reaches_agrees_with_the_enumeration(faces: str, data: st.DataObject) -> None:
    made = enumerated(faces)
    asked: list[Value] = [Fraction(44), Fraction(-1), V.root(2, 2), V.root(7, 2)]
    if made:
        asked += data.draw(st.lists(st.sampled_from(sorted(made, key=str)), max_size=3))
    for t in asked:
        s = CubeSearch(faces)  # fresh: each question searched towards, not listed
        assert s.reaches(s.full, t) == (t in made), (faces, t)


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
    # Within the default budget, each mat but the last two (whose Now is the whole
    # question, one Resources cube left) is a proved no, with the work it takes.
    answers = [solver.now(shake_mat(k)) for k in range(13)]
    assert [a.status for a in answers] == ["no"] * 13
    assert max(a.work for a in answers) <= 1_200_000, [a.work for a in answers]


def test_the_last_mat_is_proved_impossible() -> None:
    # 3.69 million units before the shortcuts of eqgames.search.proofs, 2.65 million after.
    answer = solver.possible(shake_mat(14), budget=3_000_000)
    assert answer.status == "no"
    assert answer.work <= 2_750_000, answer.work
