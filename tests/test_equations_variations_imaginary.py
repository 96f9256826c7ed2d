"""XIII-D-11 Imaginary: every complex root of a^(b/c), named by the writer (the note
``^root(v)`` / ``√root(v)``), the default-value table, implied multiplication first, and
Imaginary with Wild and with Multiple Operations. Each test cites its section."""

from __future__ import annotations

import pytest

from eqgames.arith.errors import ParseError
from eqgames.arith.root_note import note_value
from eqgames.core.tools import ToolError
from eqgames.games.equations.preview import goal_turns
from tests.equations_variations_helpers import judged, refused, rules, undefined, value, values

IMAGINARY = rules("senior", imaginary=None)


# --- every complex root, the writer naming which (XIII-D-11 paragraph 2, (f), (g)) -----


@pytest.mark.parametrize("root", ["2", "−2", "2i", "−2i", "-2", "0 - 2i", "2·i"])
def test_sixteen_to_a_quarter_is_any_of_its_four_roots(root: str) -> None:
    """XIII-D-11 example (f): 16 ^ [sideways 4], 16^(1/4), may equal 2, −2, 2i or −2i."""
    shown = value(f"16^root({root}) 4sw", IMAGINARY)
    assert shown == value(f"16 ^root({root}) (1÷4)", IMAGINARY)
    assert shown in {"2", "−2", "2i", "−2i"}


@pytest.mark.parametrize("root", ["2", "−2"])
def test_four_to_a_half_is_two_or_minus_two(root: str) -> None:
    """XIII-D-11 example (f): a Goal of 4 ^ (1 ÷ 2) may equal 2 or −2."""
    assert value(f"4^root({root})(1÷2)", IMAGINARY) == root


def test_a_fractional_power_must_name_its_root() -> None:
    """XIII-D-11 NOTE: a root by a fractional exponent has no default (4^(1/2) is not 2);
    "each Equation-writer must eliminate any ambiguities": the reason says how."""
    reason = undefined("4^(1÷2)", IMAGINARY)
    assert "no default value" in reason and "^root(" in reason


def test_example_g_the_solution_names_its_root() -> None:
    """XIII-D-11 example (g): Goal 0 − 8| (| = i, a sideways −); the Solution
    (8 x 2) ^ (3 ÷ 4) with the note (2i)^3 is −8i."""
    assert value("(8x2) ^root((2i)^3) (3÷4)", IMAGINARY) == "−8i"
    verdict = judged(
        "(8x2) ^root((2i)^3) (3÷4) = 0−8i",
        IMAGINARY,
        goal="0−8−",
        permitted="8x2^3÷4",
        turns={3: "sw"},
    )
    assert verdict.correct, verdict.reason


def test_example_g_without_the_note_is_incorrect() -> None:
    """XIII-D-11 example (g): "the Equation-writer must indicate in an unambiguous manner
    which root is being used"."""
    verdict = judged(
        "(8x2)^(3÷4) = 0−8i", IMAGINARY, goal="0−8−", permitted="8x2^3÷4", turns={3: "sw"}
    )
    assert not verdict.correct and "no default value" in verdict.reason


def test_a_noted_value_that_is_no_root_is_undefined() -> None:
    """XIII-D-11: the expression "may equal any one of the complex roots equal to the
    expression", and nothing else: (2i)^4 = 16 is not 16^3."""
    reason = undefined("(8x2) ^root(2i) (3÷4)", IMAGINARY)
    assert "2i is not one of the values of 16^(3/4)" in reason


@pytest.mark.parametrize("root", ["8", "−8", "8i", "−8i"])
def test_every_value_of_sixteen_to_three_quarters(root: str) -> None:
    """XIII-D-11: all roots of a^b (a complex, b rational) are available: the values of
    16^(3/4) are the cubes of the four fourth roots of 16."""
    assert value(f"16^root({root})(3÷4)", IMAGINARY) == root


def test_a_negative_base_to_an_even_root_xiii_d_11_paragraph_2() -> None:
    """XIII-D-11: III-C is amended to allow a^(b/c) with a negative, b an integer and c
    even (in lowest terms): (−4)^(1/2) is 2i or −2i, (−4)^(2/4) too."""
    assert value("(0−4) ^root(2i) (1÷2)", IMAGINARY) == "2i"
    assert value("(0−4) ^root(−2i) (2÷4)", IMAGINARY) == "−2i"


def test_a_power_of_i_and_a_root_of_i() -> None:
    """XIII-D-11 comment (b): i^4 is permitted; its roots too: i^(1/2) = ±(1 + i)/√2."""
    assert value("i ^root((1+i)÷√2) (1÷2)", IMAGINARY) == value("√root((1+i)/√2) i", IMAGINARY)
    assert "not one of the values" in undefined("i ^root(i) (1÷2)", IMAGINARY)


# --- the default-value table of √ (XIII-D-11) ---------------------------------------


@pytest.mark.parametrize(
    ("text", "default"),
    [("√4", "2"), ("3√8", "2"), ("3√(0−8)", "−2"), ("4√81", "3")],
)
def test_the_table_of_defaults(text: str, default: str) -> None:
    """XIII-D-11 table (a)–(d): √4 = 2, 3√8 = 2, 3√(−8) = −2, 4√81 = 3 by default."""
    assert value(text, IMAGINARY) == default


@pytest.mark.parametrize("text", ["√(0−4)", "√i"])
def test_the_table_roots_with_no_default(text: str) -> None:
    """XIII-D-11 table (e), (f): √(−4) and √i have no default: the writer names the root."""
    reason = undefined(text, IMAGINARY)
    assert "no default value" in reason and "√root(" in reason


def test_a_value_other_than_the_default_is_written() -> None:
    """XIII-D-11: "If the Equation-writer wishes a value other than the default, the
    writer must indicate the value, such as -2 for √4 or -1+(√3)i for 3√8"."""
    assert value("√root(−2) 4", IMAGINARY) == "−2"
    assert value("3 √root(−1+(√3)i) 8", IMAGINARY) == "−1 + √3·i"
    assert value("3√root(-1-i√3)8", IMAGINARY) == "−1 − √3·i"
    assert "not one of the values" in undefined("√root(3) 4", IMAGINARY)


def test_the_roots_of_the_table_with_no_default_are_named() -> None:
    """XIII-D-11 table (e): √(−4) is 2i or −2i as the writer notes."""
    assert value("√root(2i) (0−4)", IMAGINARY) == "2i"
    assert value("√root(−2i) (0−4)", IMAGINARY) == "−2i"


def test_a_root_noted_in_an_equation() -> None:
    """XIII-D-11 table: a non-default root of a Goal: the Goal √4 read as −2."""
    verdict = judged("1 − 3 = √root(−2)4", IMAGINARY, goal="√4", permitted="1-3")
    assert verdict.correct, verdict.reason
    assert not judged("1 − 3 = √4", IMAGINARY, goal="√4", permitted="1-3").correct


# --- the note's form: Acceptable ones and the reasons for the others --------------------


def test_acceptable_forms_of_the_note() -> None:
    """Appendix A principle 3 (the value in the main line, its indication beside it):
    the note is case-blind, a space may come before it, and the usual signs are read."""
    for text in ("4 ^ROOT(−2) (1÷2)", "4^Root( -2 )(1÷2)", "4 ^root(0−2) (1÷2)"):
        assert value(text, IMAGINARY) == "−2", text


@pytest.mark.parametrize(
    ("text", "words"),
    [
        ("4^root −2 (1÷2)", "with the root's value in brackets"),
        ("4^root(−2(1÷2)", "no closing bracket"),
        ("4^root(2+)(1÷2)", "the value ends too soon"),
        ("4^root(" + "1+" * 40 + "1)(1÷2)", "not a calculation"),
        ("4^root(1÷0)(1÷2)", "names no number"),
        ("4+root(2)1", "it names which complex root a power ^ or a root √ means"),
    ],
)
def test_unacceptable_notes_are_refused_with_a_reason(text: str, words: str) -> None:
    """Appendix A (Unacceptable methods are ruled incorrect): a note that is not a value in
    brackets after a ^ or √ is refused, saying why."""
    assert words in refused(text, IMAGINARY)


def test_the_note_needs_imaginary() -> None:
    """XIII-D-11: choosing a complex root is the Imaginary variation's."""
    assert "Imaginary variation" in refused("√root(2)4", rules("senior", log=None))


def test_an_integer_power_has_one_value_the_note_may_repeat() -> None:
    """XIII-D-11: a^b with b whole has one value; a note must be it."""
    assert value("2^root(4)2", IMAGINARY) == "4"
    assert "not one of the values" in undefined("2^root(−4)2", IMAGINARY)


# --- default order of operations with | = i (XIII-D-11, "Examples of the default order")


def test_i_before_a_bracket_multiplies_it_first() -> None:
    """XIII-D-11 example (c): (3+4)| or |(3+4) equals ±7i."""
    assert value("i(3+4)", IMAGINARY) == "7i"
    assert value("|(3+4)", IMAGINARY) == "7i"
    assert value("iud(3+4)", IMAGINARY) == "−7i"
    assert values("i(3+4)+1", IMAGINARY) == {"1 + 7i"}


def test_table_f_i_root_four_is_i_times_root_four() -> None:
    """XIII-D-11 default order (f): i√4 is i(√4)."""
    assert value("i√4", IMAGINARY) == "2i"
    assert values("i√4+1", IMAGINARY) == {"1 + 2i"}


def test_table_g_root_nine_plus_i() -> None:
    """XIII-D-11 default order (g): √9+i is (√9)+i."""
    assert values("√9+i", IMAGINARY) == {"3 + i"}


def test_table_a_and_e_and_h() -> None:
    """XIII-D-11 default order (a) 3+2i is 3+(2i); (e) 3+2xi is 3+(2xi); (h) 5xi−i4 is
    (5xi)−(i4)."""
    assert values("3+2i", IMAGINARY) == {"3 + 2i"}
    assert values("3+2xi", IMAGINARY) == {"3 + 2i"}
    assert values("5xi−i4", IMAGINARY) == {"i"}


def test_table_b_c_d_powers_beside_i() -> None:
    """XIII-D-11 default order (b) i²+3 is (i²)+3; (c) i i ^2 is (i i)^2; (d) 5ii²−7 is
    (5ii²)−7. On a keyboard the superscript is a ^, which groups nothing by itself (VII-B
    Note: no default order of operations), so (b) and (d) are written with their brackets;
    the numerals and i side by side stay one product (comment (g): 2|^8 is (2|)^8)."""
    assert value("(i^2)+3", IMAGINARY) == "2"
    assert values("i^2+3", IMAGINARY) == {"2", "i"}
    assert value("ii^2", IMAGINARY) == "1"
    assert value("(5ii^2)−7", IMAGINARY) == "18"


def test_table_j_the_goal_read_another_way_is_written_with_brackets() -> None:
    """XIII-D-11 (j): a Goal 3+2i may be read (3+2)i, with the brackets written."""
    mat = {"goal": "3+2−", "permitted": "5x-", "turns": {3: "sw"}}
    assert judged("5 x i = (3+2)i", IMAGINARY, **mat).correct  # type: ignore[arg-type]
    wrong = judged("5 x i = 3+2i", IMAGINARY, **mat)  # type: ignore[arg-type]
    assert not wrong.correct and "5i" in wrong.reason


# --- Imaginary with Wild and with Multiple Operations (XIII-D-11 comments (d), (f)) -----


def test_a_wild_i_with_a_named_root() -> None:
    """XIII-D-11 comment (d): a wild cube may be | (i); a root of it is named like any:
    with 0 Wild, (0 as i)^(1/2) with the note (1+i)/√2."""
    wild = rules("senior", imaginary=None, wild="0")
    assert value("(0->|) ^root((1+i)÷√2) (1÷2)", wild) == value("√root((1+i)÷√2) i", IMAGINARY)
    verdict = judged(
        "(0->|)^root(−1)2 = 0−1", wild, goal="0−1", permitted="0^2"
    )
    assert not verdict.correct and "0 stands for" in verdict.reason  # the Goal's 0 is 0


def test_multiple_operations_reuse_the_power_with_two_named_roots() -> None:
    """XIII-D-11 with XIII-B-5 Multiple Operations: one ^ and one ÷ cube used twice, each
    power naming its own root: 2 × (−2) = −4."""
    ruleset = rules("senior", imaginary=None, multiple_operations=None)
    verdict = judged(
        "(4 ^root(2) (1÷2)) x (4 ^root(−2) (1÷2)) = 0−4",
        ruleset,
        goal="0−4",
        permitted="4124 12^÷x",
    )
    assert verdict.correct, verdict.reason


def test_multiple_operations_do_not_repeat_i() -> None:
    """XIII-D-11 comment (f): | is the numeral i, not an operation: used once."""
    ruleset = rules("senior", imaginary=None, multiple_operations=None)
    verdict = judged("i(2+2) = 4i", ruleset, goal="4−", permitted="2+2", turns={1: "sw"})
    assert not verdict.correct


# --- the fast test of a named root against every root listed (property) ---------------

from fractions import Fraction  # noqa: E402
from math import gcd  # noqa: E402

from hypothesis import given, settings  # noqa: E402
from hypothesis import strategies as st  # noqa: E402

from eqgames.arith import values as exact  # noqa: E402
from eqgames.arith.root_note import fits  # noqa: E402


def every_value(base: Fraction, m: int, n: int) -> list[exact.Value]:
    """The slow, obvious list: (the principal n-th root × each n-th root of unity)^m."""
    principal = exact.power(base, Fraction(1, n), complex_ok=True)
    i = exact.root(2, -1, complex_ok=True)
    omega = exact.power(i, Fraction(4, n), complex_ok=True)  # e^(2πi/n)
    out = []
    for k in range(n):
        root = exact.mul(principal, exact.power(omega, k))
        out.append(exact.power(root, m, complex_ok=True) if m >= 0 else exact.div(1, exact.power(root, -m)))
    return out


@settings(max_examples=25, deadline=None)
@given(
    st.integers(min_value=-12, max_value=12).filter(bool),
    st.integers(min_value=-3, max_value=3).filter(bool),
    st.integers(min_value=1, max_value=4),
)
def test_fits_agrees_with_every_root_listed(a: int, m: int, n: int) -> None:
    """XIII-D-11: a^(m/n) may equal any one of its complex roots, and nothing else."""
    if gcd(m, n) != 1:
        return
    base, exponent = Fraction(a), Fraction(m, n)
    listed = every_value(base, m, n)
    assert len(set(listed)) == n
    assert all(fits(v, base, exponent) for v in listed)
    assert not fits(exact.add(listed[0], 1), base, exponent) or exact.add(listed[0], 1) in listed


# --- Imaginary with Base eleven and twelve (XIII-C-5, XIII-D-11) ---------------------------

BASE_TWELVE_I = rules("senior", imaginary=None, base=12)


@pytest.mark.parametrize(
    ("text", "shown"), [("^sw + 1", "11/10"), ("^ten|", "10i"), ("2|^ten", "20i"), ("√eleven + |", "11 + i")]
)
def test_the_digits_ten_and_eleven_stand_beside_i(text: str, shown: str) -> None:
    """XIII-C-5: in base twelve ^ is the digit ten and √ eleven; beside an i (XIII-D-11) they
    are read as digits (a ^ there once made the reader stop short and loop to its limit)."""
    assert value(text, BASE_TWELVE_I) == shown


@pytest.mark.parametrize("note", ["−٢", "２", "(２i)^3"])
def test_a_root_is_named_with_ascii_digits_only(note: str) -> None:
    """Digits of another script are no numeral of the game, in a root's note too."""
    with pytest.raises(ParseError, match="unexpected"):
        note_value(note)


def test_a_turned_goal_cube_is_placed_with_ascii_digits_only() -> None:
    with pytest.raises(ToolError, match="not a turned Goal cube"):
        goal_turns("١=sw")
    assert goal_turns("1=sw") == {0: "sw"}
