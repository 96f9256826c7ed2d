"""The adjudicator knows the variations: rulebook examples as mats (XIII, each cited).

Each test puts an example of the rulebook on a mat and asks the adjudicator; every
witness is passed to the checker under the same variations (``_yes``), and every
"no" is one the search may give because it tried every meaning (``_no``). Where the
search stops short (a variation with no end, or one it does not try in full) the
answer is "unknown", never "no".
"""

from __future__ import annotations

from eqgames.games.equations import solver
from eqgames.games.equations.mat import Mat
from eqgames.games.equations.ruleset import BASIC
from eqgames.games.equations.variations import reference

from .equations_variations_helpers import accepted_yes as _yes
from .equations_variations_helpers import proved_no as _no
from .equations_variations_helpers import rules

# --- a Solution exists only thanks to a variation ------------------------------------------


def test_average_example_c_four_plus_six_plus_nine_is_seven() -> None:
    """XIII-A-12 example (c): (4+6)+9 = 5+9 = 7 with Average; Basic has no 7 here."""
    mat = Mat.from_text(goal="7", required="++", resources="469")
    _no(solver.possible(mat, BASIC))
    ruleset = rules("elementary", average=None)
    witness = _yes(solver.possible(mat, ruleset), mat, ruleset)
    assert witness in ("(4 + 6) + 9 = 7", "9 + (4 + 6) = 7", "(6 + 4) + 9 = 7", "9 + (6 + 4) = 7")


def test_average_makes_a_now_exist() -> None:
    """XIII-A-12: a Now that only Average makes: 7 + 9 = 8 with the 9 from Resources."""
    mat = Mat.from_text(goal="8", required="+", permitted="7", resources="9")
    _no(solver.now(mat, BASIC))
    ruleset = rules("middle", average=None)
    _yes(solver.now(mat, ruleset), mat, ruleset, "now")


def test_average_makes_a_basic_solution_impossible() -> None:
    """XIII-A-12: "+ shall not represent addition": 4 + 6 + 9 is never 19 with Average."""
    mat = Mat.from_text(goal="19", required="++", resources="469")
    assert solver.possible(mat, BASIC).status == "yes"
    _no(solver.possible(mat, rules("elementary", average=None)))


def test_sideways_example_one_plus_two_plus_a_sideways_two() -> None:
    """XIII-A-1 example: 1 + 2 + [sideways 2] = 3.5 (the Goal 7 ÷ 2)."""
    mat = Mat.from_text(goal="7÷2", required="1+2+2")
    _no(solver.possible(mat, BASIC))
    ruleset = rules("elementary", sideways=None)
    assert "2sw" in _yes(solver.possible(mat, ruleset), mat, ruleset)


def test_upside_down_example_six_times_an_upside_down_two() -> None:
    """XIII-A-2 example: 6 x [upside-down 2] = −12 (the Goal 2 − 14)."""
    mat = Mat.from_text(goal="2−14", required="6×2")
    _no(solver.possible(mat, BASIC))
    ruleset = rules("elementary", upside_down=None)
    witness = _yes(solver.possible(mat, ruleset), mat, ruleset)
    assert "ud" in witness


def test_both_turns_on_one_solution_cube() -> None:
    """XIII-A-2 comment (a): with Sideways and Upside-down, one Solution cube may be
    both: 1 ÷ [sideways, upside-down 4] = −4."""
    mat = Mat.from_text(goal="0−4", required="1÷4")
    ruleset = rules("elementary", sideways=None, upside_down=None)
    _yes(solver.possible(mat, ruleset), mat, ruleset)
    _no(solver.possible(mat, rules("elementary", sideways=None)))


def test_wild_zero_stands_for_a_digit() -> None:
    """XIII-A-3: the 0 may represent any numeral (written with its mark, 4w)."""
    mat = Mat.from_text(goal="9", required="50+")
    _no(solver.possible(mat, BASIC))
    ruleset = rules("elementary", wild="0")
    assert _yes(solver.possible(mat, ruleset), mat, ruleset) == "5 + 4w = 9"


def test_wild_zero_example_a_one_numeral_everywhere() -> None:
    """XIII-A-3 example (a): (0 x 6) − 0 = 15 where both 0s stand for 3."""
    mat = Mat.from_text(goal="15", required="0×6−0")
    ruleset = rules("elementary", wild="0")
    witness = _yes(solver.possible(mat, ruleset), mat, ruleset)
    assert witness.count("3w") == 2


def test_wild_zero_with_a_zero_in_the_goal_is_proved() -> None:
    """XIII-A-3 example (c): a 0 in the Goal and in the Solution stand for one number, so
    (9 x 5) − 0 with the 0 as 5 does not equal the Goal 40; each digit is tried for
    both, and none makes 4d of (9 × 5) − d or 9 × (5 − d): no Solution."""
    mat = Mat.from_text(goal="40", required="9×5−0")
    _no(solver.possible(mat, rules("elementary", wild="0")))


def test_factorial_example_b_the_goal_takes_both() -> None:
    """XIII-A-4 example (b): the Goal 9 ÷ 8 may be read 9! ÷ 8! = 9; the Solution then
    has no ! left."""
    mat = Mat.from_text(goal="9÷8", required="9", resources="+0")
    ruleset = rules("elementary", factorial=None)
    assert _yes(solver.possible(mat, ruleset), mat, ruleset) == "0 + 9 = 9! ÷ 8!"
    _no(solver.possible(mat, BASIC))


def test_factorial_example_c_and_d() -> None:
    """XIII-A-4 examples (c) 5 x 4 ÷ 0! = 20 and (d) (8 − 5)! + 2 = 4! ÷ 3."""
    ruleset = rules("elementary", factorial=None)
    mat = Mat.from_text(goal="20", required="54×÷0")
    assert "0!" in _yes(solver.possible(mat, ruleset), mat, ruleset)
    mat = Mat.from_text(goal="4÷3", required="85−", resources="+2")
    _yes(solver.possible(mat, ruleset), mat, ruleset)


def test_factorial_example_a_one_cube_is_no_solution() -> None:
    """XIII-A-4 example (a): for the Goal 4 x 30, 5! is no Solution (one cube)."""
    mat = Mat.from_text(goal="4×30", resources="5")
    _no(solver.possible(mat, rules("elementary", factorial=None)))


def test_lcm_examples_a_and_b() -> None:
    """XIII-A-9 examples (a) 6 √ 8 = 24 and (b) (2 x 3) √ (5 + 4) = 18."""
    ruleset = rules("elementary", lcm=None)
    mat = Mat.from_text(goal="24", required="6√8")
    assert _yes(solver.possible(mat, ruleset), mat, ruleset) == "6 √lcm 8 = 24"
    mat = Mat.from_text(goal="18", required="2×3√5+4")
    _yes(solver.possible(mat, ruleset), mat, ruleset)


def test_lcm_example_d_zero_is_no_counting_number() -> None:
    """XIII-A-9 example (d): 0 √ 5 is undefined."""
    mat = Mat.from_text(goal="5", required="0√5")
    _no(solver.possible(mat, rules("elementary", lcm=None)))


def test_gcf_example_a() -> None:
    """XIII-A-10 example (a): 8 ^ 6 = 2 with GCF."""
    mat = Mat.from_text(goal="2", required="8^6")
    _no(solver.possible(mat, BASIC))
    ruleset = rules("elementary", gcf=None)
    assert _yes(solver.possible(mat, ruleset), mat, ruleset) == "6 ^gcf 8 = 2"


def test_number_of_factors_examples_b_and_h() -> None:
    """XIII-A-11 examples (b) x(6 x 2) = 6 and (h) 3xx7 = 3 x (x7) = 6."""
    ruleset = rules("elementary", number_of_factors=None)
    mat = Mat.from_text(goal="6", required="×6×2")
    _yes(solver.possible(mat, ruleset), mat, ruleset)
    mat = Mat.from_text(goal="6", required="3××7")
    _no(solver.possible(mat, BASIC))
    _yes(solver.possible(mat, ruleset), mat, ruleset)


def test_number_of_factors_example_f_bound_by_division() -> None:
    """XIII-A-11 example (f): x(5^4) = x625 is undefined in Elementary (A ≤ 200),
    allowed in Middle (A ≤ 1000): x625 = 5."""
    mat = Mat.from_text(goal="5", required="×5^4")
    _no(solver.possible(mat, rules("elementary", number_of_factors=None)))
    ruleset = rules("middle", number_of_factors=None)
    _yes(solver.possible(mat, ruleset), mat, ruleset)


def test_smallest_prime_examples_b_and_f() -> None:
    """XIII-A-13 examples (b) x(9 ÷ 2) = 5 and (f) 2xx5 = 2 x (x5) = 14."""
    ruleset = rules("elementary", smallest_prime=None)
    mat = Mat.from_text(goal="5", required="×9÷2")
    _yes(solver.possible(mat, ruleset), mat, ruleset)
    mat = Mat.from_text(goal="14", required="2××5")
    assert _yes(solver.possible(mat, ruleset), mat, ruleset) == "2 × (×5) = 14"


def test_percent_example_a_with_two_digit_numerals() -> None:
    """XIII-A-14 example (a): 25 [upside-down √] 16 = 4 (Base ten gives two-digit numerals)."""
    ruleset = rules("middle", percent=None, base=10)
    mat = Mat.from_text(goal="4", required="25√16")
    witness = _yes(solver.possible(mat, ruleset), mat, ruleset)
    assert "√ud" in witness


def test_percent_with_one_digit_numerals_is_searched() -> None:
    """XIII-A-14: a percent's numbers may have two digits even where Solutions have one;
    the search tries them (tests/test_equations_adjudicator_numerals.py has more)."""
    mat = Mat.from_text(goal="4", required="25√16")
    ruleset = rules("elementary", percent=None)
    assert _yes(solver.possible(mat, ruleset), mat, ruleset) == "25 √ud 16 = 4"


def test_base_eight_example_a() -> None:
    """XIII-B-6 example (a): in Base eight, 37 + 5 = 6 ^ 2."""
    ruleset = rules("middle", base=8)
    mat = Mat.from_text(goal="6^2", required="37+5")
    _no(solver.possible(mat, BASIC))
    _yes(solver.possible(mat, ruleset), mat, ruleset)


def test_base_eight_example_c_goal_with_an_eight_is_impossible() -> None:
    """XIII-B-6 example (c): in Base eight a Goal like 3 + 8 should be challenged Impossible."""
    mat = Mat.from_text(goal="3+8", resources="56+2")
    assert solver.possible(mat, BASIC).status == "yes"
    _no(solver.possible(mat, rules("middle", base=8)))


def test_multiple_of_k_example() -> None:
    """XIII-B-7 example: k = 6 and the Goal 5: a Solution may equal 11 or −1, never 5."""
    ruleset = rules("middle", multiple_of=6)
    mat = Mat.from_text(goal="5", required="2+9")
    _yes(solver.possible(mat, ruleset), mat, ruleset)
    mat = Mat.from_text(goal="5", required="2−3")
    _yes(solver.possible(mat, ruleset), mat, ruleset)
    mat = Mat.from_text(goal="5", required="2+3")
    _no(solver.possible(mat, ruleset))


def test_log_example_a() -> None:
    """XIII-D-13 example (a): [(6 x 4) + 1] [sideways ÷] 5 = log_5 25 = 2."""
    ruleset = rules("senior", log=None)
    mat = Mat.from_text(goal="2", required="6×4+1÷5")
    _yes(solver.possible(mat, ruleset), mat, ruleset)


def test_log_example_c_no_log_to_the_base_one() -> None:
    """XIII-D-13 example (c): a [sideways ÷] 1 is undefined."""
    mat = Mat.from_text(goal="0", required="1÷1")
    assert solver.possible(mat, BASIC).status == "no"
    ruleset = rules("senior", log=None)
    # 1 ÷ 1 is 1 and log_1 1 undefined; turned cubes give 1 ÷ −1 = −1, never 0.
    _no(solver.possible(mat, ruleset))


# --- a variation makes a Solution illegal ---------------------------------------------------


def test_general_rule_whole_powers_only() -> None:
    """XIII-A General Rule example (a): 2^(1−3) is not legal in Elementary, so the Goal
    1 ÷ 8 that Basic reaches as 2 ^ (1 − 4) has no Solution."""
    mat = Mat.from_text(goal="1÷8", required="2^1−4")
    assert solver.possible(mat, BASIC).status == "yes"
    _no(solver.possible(mat, rules("elementary", lcm=None)))


def test_general_rule_example_c_the_grouping_decides() -> None:
    """XIII-A General Rule example (c): √(3^4) is legal, (√3)^4 is not; the witness is
    the legal grouping."""
    ruleset = rules("elementary", gcf=None)
    mat = Mat.from_text(goal="9", required="√3^4")
    assert _yes(solver.possible(mat, ruleset), mat, ruleset) == "√(3 ^ 4) = 9"


# --- where the search stops short the answer is unknown -----------------------------------


def test_powers_of_the_base_have_no_end() -> None:
    """XIII-B-10: 1 may be any integral power of ten: 9 + 100 = 109 (1 as 10²). A 1 on
    the mat makes the space endless, so a failed search is "unknown" — and without a 1,
    the variation changes nothing and no is proved."""
    ruleset = rules("middle", powers_of_base=None)
    mat = Mat.from_text(goal="9+1", required="9+1")
    _yes(solver.possible(mat, ruleset), mat, ruleset)
    mat = Mat.from_text(goal="7", required="9+1", forbidden="1")
    assert solver.possible(mat, ruleset).status == "unknown"
    mat = Mat.from_text(goal="7", required="9+2")
    _no(solver.possible(mat, ruleset))


def test_multiple_operations_is_never_proved_impossible() -> None:
    """XIII-B-5: any operation sign may be used many times: a failed search is "unknown"."""
    mat = Mat.from_text(goal="8", required="2+2")
    assert solver.possible(mat, BASIC).status == "no"
    assert solver.possible(mat, rules("middle", multiple_operations=None)).status == "unknown"


def test_exponent_is_searched_in_full() -> None:
    """XIII-B-9: a digit of the Exponent colour is an exponent without ^: 5 2exp is 25;
    with the − required too, no Solution (5 − 2 and 2 − 5 need both digits as numerals)."""
    ruleset = rules("middle", exponent="red")
    mat = Mat.from_text(goal="25", required="52")
    assert _yes(solver.possible(mat, ruleset), mat, ruleset) == "5 2exp = 25"
    _no(solver.possible(Mat.from_text(goal="25", required="5−2"), ruleset))


def test_wild_zero_example_a_two_numerals_are_refused() -> None:
    """XIII-A-3 example (a): (0 x 6) − 0 = 14 would need the 0s to be 3 and 4, which is
    not allowed; no one digit for both makes 14, so the search proves no Solution."""
    mat = Mat.from_text(goal="14", required="0×6−0")
    ruleset = rules("elementary", wild="0")
    answer = solver.possible(mat, ruleset)
    assert answer.status in ("no", "yes")
    if answer.status == "yes":
        _yes(answer, mat, ruleset)
    assert reference.decide(mat, "possible", ruleset)[0] == answer.status
