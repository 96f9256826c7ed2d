"""Adventurous selection (II-B) and the variation catalogue (XIII): each test cites its section."""

from __future__ import annotations

import pytest

from eqgames.games.equations.ruleset import BASIC, Chosen, Ruleset, adventurous
from eqgames.games.equations.variations.catalog import (
    CATALOG,
    DIVISIONS,
    VARIATIONS,
    YEAR_LISTS,
    Table,
    choosable,
    conflict,
    in_list,
    no_effect,
    standing,
)

IDS = [
    "general_rule",
    "sideways",
    "upside_down",
    "wild",
    "factorial",
    "two_digit_numerals",
    "lcm",
    "gcf",
    "number_of_factors",
    "average",
    "smallest_prime",
    "percent",
    "multiple_operations",
    "base",
    "multiple_of",
    "exponent",
    "powers_of_base",
    "decimal_point",
    "imaginary",
    "decimal_in_goal",
    "log",
]


def table(faces: str, division: str = "middle", colours: str = "", **chosen: object) -> Table:
    """A table whose rolled cubes show ``faces`` (colours one letter each, r/b/g/k)."""
    names = {"r": "red", "b": "blue", "g": "green", "k": "black"}
    cols = [names[c] for c in colours] + [None] * len(faces)
    return Table(tuple(zip(faces, cols, strict=False)), division, chosen)  # type: ignore[arg-type]


# == the catalogue (XIII) ====================================================================


def test_every_variation_of_xiii_has_its_id() -> None:
    assert [v.id for v in CATALOG] == IDS


def test_every_listing_cites_xiii_and_a_known_year() -> None:
    for v in CATALOG:
        assert v.lists, v.id
        for division, listing in v.lists.items():
            assert division in DIVISIONS
            assert listing.section.startswith("XIII-"), v.id
            assert listing.year in (None, *YEAR_LISTS)
            assert bool(listing.choices) == (v.param is not None), v.id


def test_elementary_lists_by_school_year() -> None:
    # XIII-A: 1-4 every year; 8-11 "odd-year ... in 2026-27"; 12-14 "even-year ... 2027-28".
    every = ["sideways", "upside_down", "wild", "factorial"]
    assert [v.id for v in choosable("elementary", "2026-27")] == every + [
        "two_digit_numerals",
        "lcm",
        "gcf",
        "number_of_factors",
    ]
    assert [v.id for v in choosable("elementary", "2027-28")] == every + [
        "average",
        "smallest_prime",
        "percent",
    ]


def test_middle_lists_by_school_year() -> None:
    # XIII-B: 1-7 every year; 8-10 in 2026-27; 11-13 in 2027-28.
    every = [
        "sideways",
        "upside_down",
        "wild",
        "factorial",
        "multiple_operations",
        "base",
        "multiple_of",
    ]
    odd = {v.id for v in choosable("middle", "2026-27")}
    even = {v.id for v in choosable("middle", "2027-28")}
    assert odd == set(every) | {"number_of_factors", "exponent", "powers_of_base"}
    assert even == set(every) | {"average", "percent", "decimal_point"}


def test_junior_and_senior_lists() -> None:
    # XIII-C: Sideways and Upside-down in every shake; 0 or x Wild, Powers of the Base, Base m.
    # XIII-D: the Junior list but the two of every shake, plus Imaginary, Decimal in Goal, Log.
    junior = ["wild", "base", "powers_of_base"]
    for year in YEAR_LISTS:
        assert sorted(v.id for v in choosable("junior", year)) == sorted(junior)
        assert sorted(v.id for v in choosable("senior", year)) == sorted(
            junior + ["imaginary", "decimal_in_goal", "log"]
        )
    assert [v.id for v in standing("junior")] == ["sideways", "upside_down"]
    assert [v.id for v in standing("elementary")] == ["general_rule"]
    assert standing("middle") == [] and standing(None) == []


def test_parameters_per_division() -> None:
    # XIII-B-6 Base m: eight, nine or ten; XIII-C-5: eight, nine, eleven or twelve.
    assert VARIATIONS["base"].lists["middle"].choices == (8, 9, 10)
    assert VARIATIONS["base"].lists["senior"].choices == (8, 9, 11, 12)
    # XIII-B-7: k from six to eleven inclusive; XIII-B-9: a colour.
    assert VARIATIONS["multiple_of"].lists["middle"].choices == (6, 7, 8, 9, 10, 11)
    assert VARIATIONS["exponent"].lists["middle"].choices == ("red", "blue", "green", "black")
    # XIII-A-3, B-3: the 0 is wild; XIII-C-3: 0 or x (but not both).
    assert VARIATIONS["wild"].lists["middle"].choices == ("0",)
    assert VARIATIONS["wild"].lists["junior"].choices == ("0", "×")
    assert VARIATIONS["wild"].label("×", "junior") == "× Wild"
    assert VARIATIONS["wild"].label(None, "junior") == "0 or x Wild"
    assert VARIATIONS["multiple_of"].label(7) == "Multiple of 7"


def test_a_variation_outside_the_division_is_not_in_its_list() -> None:
    assert not in_list(VARIATIONS["log"], "junior", "2026-27")
    assert not in_list(VARIATIONS["average"], "elementary", "2026-27")
    assert in_list(VARIATIONS["average"], "elementary", "2027-28")


# == II-B-2: no effect on the shake, conflicts ===============================================


def test_ii_b_2_examples_have_no_effect() -> None:
    # II-B-2: "It is illegal to choose 0 Wild with no 0 cube in Resources or Average when no + was rolled."
    t = table("123×÷", "elementary")
    assert no_effect(VARIATIONS["wild"], "0", t) == "no 0 was rolled"
    assert no_effect(VARIATIONS["average"], None, t) == "no + was rolled"
    assert no_effect(VARIATIONS["average"], None, table("12+", "elementary")) is None


def test_xiii_b_9_exponent_needs_a_digit_of_its_colour() -> None:
    # XIII-B-9 comment c: Exponent with no digits of the colour rolled is penalized.
    t = table("3+6", colours="rbg")
    assert no_effect(VARIATIONS["exponent"], "black", t) == "no digit on a black cube was rolled"
    assert no_effect(VARIATIONS["exponent"], "red", t) is None
    assert no_effect(VARIATIONS["exponent"], "blue", t) is not None  # the blue cube shows +


def test_xiii_b_9_black_exponent_in_base_eight_with_only_8s_and_9s() -> None:
    # "...if Base Eight is chosen and the only black digits are 8s and 9s, it is illegal to
    # select Black Exponent ... unless 0 Wild is in effect."
    t = table("89", colours="kk", base=8)
    assert no_effect(VARIATIONS["exponent"], "black", t) is not None
    assert no_effect(VARIATIONS["exponent"], "black", table("89", colours="kk")) is None
    wild = table("890", colours="kkk", base=8, wild="0")
    assert no_effect(VARIATIONS["exponent"], "black", wild) is None


def test_a_wild_cube_can_give_a_variation_its_face() -> None:
    # XIII-B-3: in Middle the 0 may stand for any symbol, so Average has an effect with a
    # wild 0 and no +; in Elementary (XIII-A-3) the 0 stands for numerals only.
    assert no_effect(VARIATIONS["average"], None, table("50", "middle", wild="0")) is None
    assert no_effect(VARIATIONS["average"], None, table("50", "elementary", wild="0")) is not None
    assert no_effect(VARIATIONS["average"], None, table("5", "middle", wild="0")) is not None


def test_digit_needs() -> None:
    # Sideways and Upside-down need a cube showing a nonzero number (XIII-A-1, A-2);
    # Two-digit Numerals needs two digits.
    assert no_effect(VARIATIONS["sideways"], None, table("00+", "elementary")) is not None
    assert no_effect(VARIATIONS["upside_down"], None, table("03+", "elementary")) is None
    assert no_effect(VARIATIONS["two_digit_numerals"], None, table("3+", "elementary")) == (
        "fewer than 2 digits were rolled"
    )
    assert no_effect(VARIATIONS["two_digit_numerals"], None, table("3+4", "elementary")) is None
    # Base ten changes only which numerals a Solution may have.
    assert no_effect(VARIATIONS["base"], 10, table("3+")) is not None
    assert no_effect(VARIATIONS["base"], 8, table("3+")) is None


def test_multiple_operations_needs_a_sign_or_factorial() -> None:
    # XIII-B-5: operation signs used many times; with Factorial, unlimited !.
    assert no_effect(VARIATIONS["multiple_operations"], None, table("123")) is not None
    assert no_effect(VARIATIONS["multiple_operations"], None, table("123", factorial=None)) is None
    assert no_effect(VARIATIONS["multiple_operations"], None, table("1√3")) is None


def test_imaginary_and_multiple_of_k_always_have_an_effect() -> None:
    # XIII-D-11 Note: "This variation may be chosen even if no – signs (or wild cubes) are in Resources."
    assert no_effect(VARIATIONS["imaginary"], None, table("123", "senior")) is None
    assert no_effect(VARIATIONS["multiple_of"], 7, table("+")) is None


def test_base_eleven_and_twelve_digits() -> None:
    # XIII-C-5: in bases eleven and twelve ^ is the digit ten; in twelve √ is eleven.
    assert table("^", "junior", base=11).digit_value("^") == 10
    assert table("√", "junior", base=11).digit_value("√") is None
    assert table("√", "junior", base=12).digit_value("√") == 11
    assert table("9", "junior", base=8).digit_value("9") is None


def test_conflicts() -> None:
    # Number of Factors and Smallest Prime both give a unary x its meaning.
    assert conflict(VARIATIONS["number_of_factors"], ["smallest_prime"]) == "smallest_prime"
    assert conflict(VARIATIONS["average"], ["smallest_prime", "factorial"]) is None


# == the Ruleset ============================================================================


def test_basic_is_unchanged() -> None:
    assert Ruleset() == BASIC
    assert BASIC.division is None and not BASIC.variations
    assert adventurous(None, {}) is BASIC
    assert hash(BASIC) == hash(Ruleset())


@pytest.mark.parametrize("division", DIVISIONS)
def test_standing_variations_are_in_every_shake(division: str) -> None:
    rules = adventurous(division, {})
    assert rules.division == division
    assert set(rules.variations) == {v.id for v in standing(division)}


def test_ruleset_reads_chosen_variations() -> None:
    rules = adventurous("middle", {"multiple_of": 7, "two_digit_numerals": None})
    assert rules.has("multiple_of") and rules.param("multiple_of") == 7
    assert rules.has("two_digit_numerals") and rules.param("two_digit_numerals") is None
    assert not rules.has("base") and rules.param("base", 10) == 10
    assert rules.solution_numeral_digits == 2
    assert adventurous("senior", {"imaginary": None}).complex_ok
    assert rules == adventurous("middle", {"two_digit_numerals": None, "multiple_of": 7})
    assert Chosen({"a": 1}) == {"a": 1}
