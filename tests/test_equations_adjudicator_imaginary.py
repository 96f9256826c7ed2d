"""The adjudicator with Imaginary (XIII-D-11), searched in full: rulebook examples as mats.

Each example of XIII-D-11 that a mat can hold is put on one and asked: every witness
is passed to the checker under the same variations, every "no" is a proof (nothing is
cut), and where the answer exists only thanks to i the same mat without Imaginary says
so. The property tests at the end compare the adjudicator with the slow obvious
enumeration (:mod:`eqgames.games.equations.variations.reference`) on small mats with a
``−`` cube: never a wrong yes or no.
"""

from __future__ import annotations

import itertools
from fractions import Fraction

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from eqgames.arith import values as V
from eqgames.arith.algebraic import nth_roots
from eqgames.arith.equations import parse
from eqgames.arith.errors import ArithError
from eqgames.arith.evaluate import evaluate
from eqgames.arith.notation import Notation
from eqgames.arith.printer import to_text
from eqgames.arith.root_note import fits
from eqgames.games.equations import solver
from eqgames.games.equations.checker import check
from eqgames.games.equations.mat import Mat
from eqgames.games.equations.meanings import notation_of
from eqgames.games.equations.reference import OutOfTime
from eqgames.games.equations.ruleset import Ruleset, adventurous
from eqgames.games.equations.variations import reference
from eqgames.games.equations.variations.adjudication import plan
from eqgames.search.imaginary import UNIT, ImaginarySearch, bases, powers
from eqgames.search.meanings import Meanings

IMAGINARY = adventurous("senior", {"imaginary": None})
#: The same division without Imaginary: what a mat gives without i.
WITHOUT = adventurous("senior", {"log": None})


def _mat(goal: str, *, required: str = "", resources: str = "", sideways: tuple[int, ...] = ()) -> Mat:
    """A mat whose Goal cubes at ``sideways`` lie sideways (a − so is |, i)."""
    mat = Mat.from_text(goal=goal, required=required, resources=resources)
    return mat.turned({k: "sw" for k in sideways}) if sideways else mat


def _yes(answer: solver.Answer, mat: Mat, occasion: str = "impossible") -> str:
    assert answer.status == "yes", answer
    assert answer.witness is not None
    verdict = check(answer.witness, mat, occasion, IMAGINARY)  # type: ignore[arg-type]
    assert verdict.correct, (answer.witness, verdict.reason)
    return answer.witness


def _no(answer: solver.Answer) -> None:
    assert answer.status == "no", answer


def _values(mat: Mat, ruleset: Ruleset = IMAGINARY) -> set[str]:
    return {V.to_text(v) for v, _ in solver.goal_targets(mat, ruleset)}


# --- the plan: nothing is cut for Imaginary ------------------------------------------------


def test_imaginary_is_no_longer_cut() -> None:
    """XIII-D-11: the i cubes, implied products and every root are all searched."""
    assert plan(_mat("7−2", resources="72−"), IMAGINARY).cut == ()


# --- examples (a)–(g) of XIII-D-11 ------------------------------------------------------------


def test_example_a_two_i_as_two_bar_or_bar_two() -> None:
    """XIII-D-11 example (a): 2i may be represented by 2| or |2."""
    mat = _mat("2−", required="2−", sideways=(1,))
    witness = _yes(solver.possible(mat, IMAGINARY), mat)
    assert witness.split(" = ")[0] in ("(2i)", "(i2)", "(i(2))")
    assert check("i2 = 2i", mat, "impossible", IMAGINARY).correct


def test_example_b_three_plus_four_i() -> None:
    """XIII-D-11 example (b): 3 + 4i as 3 + 4i, 3 + i4, 4i + 3 or i4 + 3; without
    Imaginary no Solution of these cubes is 3 + 4i (nor is the Goal legal)."""
    mat = _mat("3+4−", required="4−+3", sideways=(3,))
    witness = _yes(solver.possible(mat, IMAGINARY), mat)
    assert witness.endswith("= 3 + (4i)")
    _no(solver.possible(mat, WITHOUT))


def test_example_c_three_plus_four_times_i_is_seven_i() -> None:
    """XIII-D-11 example (c): (3+4)| or |(3+4) equals ±7i (the Goal 7| either way)."""
    mat = _mat("7−", required="3+4−", sideways=(1,))
    witness = _yes(solver.possible(mat, IMAGINARY), mat)
    assert "(3 + 4)i" in witness or "i(3 + 4)" in witness or "(4 + 3)i" in witness
    assert {"7i", "−7i"} <= _values(mat)


def test_example_d_i_to_the_sixth() -> None:
    """XIII-D-11 example (d): i^6 may be represented as | ^ 6; it is −1."""
    mat = _mat("0−1", required="−^6")
    assert _yes(solver.possible(mat, IMAGINARY), mat).startswith("i ^ 6")
    _no(solver.possible(mat, WITHOUT))


def test_example_e_fourteen_i_as_seven_bar_two() -> None:
    """XIII-D-11 example (e): 14i may be represented as 7|2."""
    mat = _mat("7−2", required="7−2", sideways=(1,))
    witness = _yes(solver.possible(mat, IMAGINARY), mat)
    assert witness.split(" = ")[0] in ("(7i2)", "(2i7)", "(i7(2))", "(i2(7))")
    assert check("7i2 = 7i2", mat, "impossible", IMAGINARY).correct
    assert "14i" in _values(mat)


def test_example_f_a_goal_power_may_be_any_of_its_roots() -> None:
    """XIII-D-11 example (f): a Goal of 4 ^ (1 ÷ 2) may equal 2 or −2; one of
    16 ^ (1 ÷ 4) may equal 2, −2, 2i or −2i."""
    assert _values(_mat("4^ 1÷2")) >= {"2", "−2"}
    assert _values(_mat("16^ 1÷4")) >= {"2", "−2", "2i", "−2i"}
    assert "−2" not in _values(_mat("4^ 1÷2"), WITHOUT)


def test_example_f_a_root_of_the_goal_is_met() -> None:
    """XIII-D-11 example (f): the Goal 16 ^ (1 ÷ 4) read as −2i, met by i cubes alone."""
    mat = _mat("16^ 1÷4", required="−", resources="2−")
    witness = _yes(solver.possible(mat, IMAGINARY), mat)
    assert "root(" in witness.split(" = ")[1]
    _no(solver.possible(mat, WITHOUT))


def test_example_g_zero_minus_eight_i_from_a_fractional_power() -> None:
    """XIII-D-11 example (g): the Goal 0 – 8|, the Solution (8 x 2) ^ (3 ÷ 4) with the
    note (2i)^3: with exactly those cubes Required the adjudicator finds it, noted."""
    mat = _mat("0−8−", required="8×2^3÷4", sideways=(3,))
    witness = _yes(solver.possible(mat, IMAGINARY), mat)
    assert "^root(" in witness
    assert check("(8x2) ^root((2i)^3) (3÷4) = 0−8i", mat, "impossible", IMAGINARY).correct
    _no(solver.possible(mat, WITHOUT))


def test_example_g_the_root_is_one_of_four() -> None:
    """XIII-D-11 example (g): (8 × 2)^(3/4) has four values, ±8 and ±8i; −8i is one."""
    got = powers(Fraction(16), Fraction(3, 4))
    assert {V.to_text(v) for v in got} == {"8", "−8", "8i", "−8i"}


# --- comments (a)–(g) --------------------------------------------------------------------------


def test_comment_a_i_i_is_i_squared() -> None:
    """XIII-D-11 comment (a): i itself is a numeral, so ii is legal and equals i²: two
    − cubes make −1, which they cannot without Imaginary."""
    mat = _mat("0−1", required="−−")
    assert _yes(solver.possible(mat, IMAGINARY), mat).split(" = ")[0] in ("((i)i)", "((iud)iud)")
    _no(solver.possible(mat, WITHOUT))


def test_comment_b_four_to_the_i_is_no_value_but_i_to_the_four_is() -> None:
    """XIII-D-11 comment (b): 4^i is not allowed (its exponent is not real), i^4 is:
    the cubes 4, ^ and − make 1 (i^4) and never 4 — a "no" the search proves."""
    _yes(solver.possible(mat := _mat("1", required="4^−"), IMAGINARY), mat)
    _no(solver.possible(_mat("4", required="4^−"), IMAGINARY))
    assert bases(UNIT, Fraction(4)) == []


def test_comment_c_a_goal_bar_is_i_or_minus_i_never_sideways() -> None:
    """XIII-D-11 comment (c): | in the Goal may be i or −i, never sideways (1/i) and, lying
    sideways, never the operation −."""
    mat = _mat("7−2", sideways=(1,))
    assert _values(mat) == {"14i", "−14i"}
    assert "5" in _values(_mat("7−2"))  # upright, a − may still be the operation


def test_comment_c_the_goal_minus_i_is_met() -> None:
    """XIII-D-11 comment (c): the Goal | read as −i, met by 1 ÷ i (= −i)."""
    mat = _mat("1−", required="1÷−", sideways=(1,))
    _yes(solver.possible(mat, IMAGINARY), mat)


def test_comment_e_a_goal_may_be_non_real() -> None:
    """XIII-D-11 comment (e): with | = i the Goal and Solution may be complex: 3 + 4i."""
    mat = _mat("3+4−", resources="34+−×", sideways=(3,))
    _yes(solver.possible(mat, IMAGINARY), mat)


def test_comment_g_two_bar_to_the_eighth_is_two_i_to_the_eighth() -> None:
    """XIII-D-11 comment (g): 2|^8 is (2|)^8 = 256, never 2(i^8): the Solution 2 + … for
    2 is no witness (that Goal cannot be written), and (2i)^8 is searched."""
    mat = _mat("2−^8", resources="4^4", sideways=(1,))
    witness = _yes(solver.possible(mat, IMAGINARY), mat)
    assert witness.endswith("= (2i) ^ 8")


# --- the default roots (XIII-D-11's table and NOTE) -------------------------------------------


def test_table_a_the_root_of_four_may_be_minus_two_when_noted() -> None:
    """XIII-D-11 table: √4 defaults to 2; "if the writer wishes a value other than the
    default, the writer must indicate the value, such as -2 for √4"."""
    mat = _mat("0−2", required="√4")
    witness = _yes(solver.possible(mat, IMAGINARY), mat)
    assert witness.startswith("√root(−2) 4")
    _no(solver.possible(mat, WITHOUT))


def test_table_e_the_root_of_minus_four_has_no_default_but_two_values() -> None:
    """XIII-D-11 table (e): √(−4) has no default; noted, it is 2i or −2i."""
    mat = _mat("2−", required="√4", sideways=(1,))
    witness = _yes(solver.possible(mat, IMAGINARY), mat)
    assert witness.startswith("√root(")
    assert "4ud" in witness


def test_note_a_fractional_power_has_no_default() -> None:
    """XIII-D-11 NOTE: 4^(1/2) does not default to 2: the writer names 2 or −2; the
    search has both, and writes the note."""
    mat = _mat("0−2", required="4^1÷2")
    _yes(solver.possible(mat, IMAGINARY), mat)
    assert not check("4 ^ (1 ÷ 2) = 0 − 2", mat, "impossible", IMAGINARY).correct
    assert check("4 ^root(−2) (1 ÷ 2) = 0 − 2", mat, "impossible", IMAGINARY).correct
    # Without Upside-down (no 2ud), only the power makes −2.
    search = ImaginarySearch("4^1÷2", meanings=Meanings(Notation(imaginary=True)))
    code = search.code("4^1÷2")
    assert search.reaches(code, Fraction(-2)) and search.reaches(code, Fraction(2))
    assert to_text(search.build(code, Fraction(-2))) == "4 ^root(−2) (1 ÷ 2)"


def test_table_i_the_clash_is_never_written() -> None:
    """XIII-D-11 table (i): √9i clashes; the witness groups it, (√9)i or the like."""
    mat = _mat("3−", required="√9−", sideways=(1,))
    witness = _yes(solver.possible(mat, IMAGINARY), mat)
    assert "√9i" not in witness


# --- Now and Impossible that exist only thanks to i -----------------------------------------


def test_a_now_exists_only_thanks_to_i() -> None:
    """XIII-D-11: two − cubes as ii = −1, one of them from Resources: a correct Now."""
    mat = Mat.from_text(goal="0−1", required="−", resources="−5")
    _yes(solver.now(mat, IMAGINARY), mat, "now")
    _no(solver.now(mat, WITHOUT))


def test_impossible_is_proved_with_i() -> None:
    """Every use of the cubes 2, − and 3 (2 − 3, 3 − 2ud, 2i3 = 6i, (2i)… ) misses 4 and
    7, and so on: proved, and the reference agrees."""
    for goal, cubes in (("4", "2−3"), ("7", "2−3"), ("2", "−−"), ("9", "1−"), ("7", "−")):
        mat = _mat(goal, resources=cubes)
        _no(solver.possible(mat, IMAGINARY))
        assert reference.decide(mat, "possible", IMAGINARY) == ("no", None)


def test_a_numeral_beside_a_bracket_after_i() -> None:
    """The checker reads a bracket after any product with i in it (2i3(4+5) is 54i):
    the search has those values too, so its "no" leaves none out."""
    mat = _mat("54−", required="2−34+5", sideways=(2,))
    _yes(solver.possible(mat, IMAGINARY), mat)
    assert check("2i3(4+5) = 54i", mat, "impossible", IMAGINARY).correct


def test_impossible_becomes_possible_with_i() -> None:
    """The Goal −1 from 2, −, ^: impossible without i; i ^ 2 is −1 with it."""
    mat = _mat("0−1", required="2−^")
    _no(solver.possible(mat, WITHOUT))
    assert _yes(solver.possible(mat, IMAGINARY), mat).startswith("i ^ 2")


# --- the arithmetic of every root -------------------------------------------------------------


@pytest.mark.parametrize(
    ("base", "exponent"),
    [(16, Fraction(3, 4)), (-4, Fraction(1, 2)), (-8, Fraction(1, 3)), (2, Fraction(2, 3)), (9, Fraction(-1, 2))],
)
def test_every_root_is_listed_once_and_each_fits(base: int, exponent: Fraction) -> None:
    """XIII-D-11: a^(m/n) has exactly n values, each one the checker's note accepts."""
    got = powers(Fraction(base), exponent)
    assert len(set(got)) == len(got) == exponent.denominator
    assert all(fits(v, Fraction(base), exponent) for v in got)


def test_nth_roots_are_the_roots_of_y_to_the_n_minus_a() -> None:
    """Every k-th root r of a has rᵏ = a, and there are k of them."""
    a = V.add(Fraction(3), UNIT)
    got = nth_roots(a, 3)
    assert len(set(got)) == 3
    assert all(V.power(r, 3, complex_ok=True) == a for r in got)


# --- property tests: the adjudicator agrees with the obvious enumeration ----------------------

#: Work units per question (small mats need far fewer); CPU seconds for the reference.
BUDGET = 300_000
REFERENCE_SECONDS = 2.0


@st.composite
def imaginary_mats(draw: st.DrawFn) -> Mat:
    """Two to four cubes, a − and a digit among them; a Goal of one to three cubes, its
    digits often the pool's (so that yes is as common as no), a − in it sometimes lying
    sideways (|)."""
    face = st.sampled_from("0123456789" + "−−+×÷^√")
    pool = draw(st.lists(face, min_size=0, max_size=2))
    pool.insert(draw(st.integers(0, len(pool))), "−")
    pool.insert(draw(st.integers(0, len(pool))), draw(st.sampled_from("123456789")))
    required = draw(st.integers(0, min(2, len(pool))))
    shape = draw(st.sampled_from(["d", "dd", "d−", "−d", "d−d", "dod", "0−d"]))
    own = [f for f in pool if f in "123456789"]
    digit = st.sampled_from(own) if draw(st.booleans()) else st.sampled_from("123456789")
    goal = "".join(
        draw(digit) if c == "d" else c if c in "−0" else draw(st.sampled_from("+×÷^")) for c in shape
    )
    mat = Mat.from_text(goal=goal, required="".join(pool[:required]), resources="".join(pool[required:]))
    if "−" in goal and draw(st.booleans()):
        mat = mat.turned({goal.index("−"): "sw"})
    return mat


@settings(max_examples=80, deadline=None, suppress_health_check=[HealthCheck.too_slow], derandomize=True)
@given(mat=imaginary_mats(), question=st.sampled_from(["now", "possible"]))
def test_the_adjudicator_agrees_with_the_reference(mat: Mat, question: str) -> None:
    adjudicator = solver.Adjudicator(mat, IMAGINARY, BUDGET)
    answer = adjudicator.now() if question == "now" else adjudicator.possible()
    if answer.status == "unknown":
        return
    if answer.status == "yes":
        occasion = "now" if question == "now" else "impossible"
        assert answer.witness is not None
        assert check(answer.witness, mat, occasion, IMAGINARY).correct, answer.witness  # type: ignore[arg-type]
    try:
        expected, witness = reference.decide(mat, question, IMAGINARY, REFERENCE_SECONDS)  # type: ignore[arg-type]
    except OutOfTime:
        return
    assert answer.status == expected, (question, answer, witness)


# --- every product the checker reads is a value of the search ------------------------------

_ATOMS = ("2", "3", "i", "iud", "(2+3)", "(4)", "√4", "(2i)")


def _juxtaposed() -> list[str]:
    """Two to four atoms side by side: every arrangement of numerals, i and brackets
    the checker's parser may read as an implied product."""
    out = []
    for k in (2, 3, 4):
        out += ["".join(p) for p in itertools.product(_ATOMS, repeat=k)]
    # Two digits side by side are a two-digit numeral, which Senior's Solutions lack.
    return [t for t in out if not any(a.isdigit() and b.isdigit() for a, b in itertools.pairwise(t))]


def test_every_implied_product_the_checker_reads_is_searched() -> None:
    """Whatever arrangement of numerals, i cubes and brackets side by side the checker
    reads (2i3(4+5), i(2+3)i, (2+3)ii, 2i√4, …), the search over the same cubes makes
    its value: no product the checker accepts is missing from a proof of "no"."""
    notation = notation_of(IMAGINARY)
    wanted: dict[str, dict[V.Value, str]] = {}
    for text in _juxtaposed():
        try:
            expression = parse(text, star=IMAGINARY.star, notation=notation)
            value = evaluate(expression.interpretations()[0], complex_ok=True, notation=notation)
        except ArithError:
            continue
        faces = "".join(sorted(expression.faces()))
        if len(faces) <= 5:  # larger ones are these nested; their search is long
            wanted.setdefault(faces, {}).setdefault(value, text)
    read = sum(len(v) for v in wanted.values())
    for faces, values in wanted.items():
        search = ImaginarySearch(faces, meanings=Meanings(notation))
        for value, text in values.items():
            assert search.reaches(search.full, value), (text, V.to_text(value))
    assert read > 100  # distinct values, each of many arrangements
