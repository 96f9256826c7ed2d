"""The adjudicator reads every Goal a writer may write with the numeral variations of
Junior and Senior: a turned ^ or √ in a base eleven or twelve Goal (XIII-C-5), Decimal in
Goal's points beside a digit ten or eleven (XIII-D-12 with XIII-C-5).

Each mat has a Now or an Impossible that exists only thanks to the reading (the answer
without it is checked too), or a "no" the search now proves where it answered "unknown"
before; every witness is passed to the checker under the same variations, and every
"no" here is also the reference's (:mod:`eqgames.games.equations.variations.reference`,
which writes the Goal every way and lets the checker say which are the mat's).
"""

from __future__ import annotations

import itertools
from collections.abc import Iterator

from hypothesis import given, settings
from hypothesis import strategies as st

from eqgames.arith.equations import parse
from eqgames.arith.errors import ArithError
from eqgames.arith.values import to_text
from eqgames.games.equations import checker, solver
from eqgames.games.equations.checker import check
from eqgames.games.equations.mat import Mat
from eqgames.games.equations.meanings import notation_of
from eqgames.games.equations.ruleset import Ruleset
from eqgames.games.equations.variations import reference
from eqgames.games.equations.variations.adjudication import plan
from eqgames.games.equations.variations.catalog import CATALOG, DIVISIONS, VARIATIONS

from .equations_variations_helpers import accepted_yes as _yes
from .equations_variations_helpers import assert_writings_are_targets, marked_writings, rules
from .test_equations_solver_variations_properties import _agree

ELEVEN = rules("junior", base=11)
TWELVE = rules("junior", base=12)
#: Senior with Decimal in Goal and a base with a digit ten (and eleven).
DIG_ELEVEN = rules("senior", base=11, decimal_in_goal=None)
DIG_TWELVE = rules("senior", base=12, decimal_in_goal=None)



def _no(mat: Mat, ruleset: Ruleset, question: str = "possible") -> None:
    """A proved "no" (nothing cut), which the obvious enumeration confirms."""
    assert plan(mat, ruleset).cut == ()
    answer = solver.now(mat, ruleset) if question == "now" else solver.possible(mat, ruleset)
    assert answer.status == "no", answer
    assert reference.decide(mat, question, ruleset)[0] == "no"  # type: ignore[arg-type]


def _targets(mat: Mat, ruleset: Ruleset) -> set[str]:
    return {str(v) for v, _ in solver.goal_targets(mat, ruleset)}


def _complex_targets(mat: Mat, ruleset: Ruleset) -> set[str]:
    return {to_text(v) for v, _ in solver.goal_targets(mat, ruleset)}


# --- A turned ^ or √ in a base eleven or twelve Goal (XIII-C-5) -----------------------------


def test_sideways_caret_alone_may_be_read_upright() -> None:
    """XIII-C-5: "If an ^ is a one-digit numeral in the Goal, the Equation-writer may
    interpret the ^ as right-side up or sideways regardless of the way the ^ is
    physically placed in the Goal": a ^ lying sideways is ten or one-tenth."""
    mat = Mat.from_text(goal="^", resources="5+5").turned({0: "sw"})
    assert plan(mat, ELEVEN).cut == ()
    assert _targets(mat, ELEVEN) == {"10", "1/10"}
    assert _yes(solver.possible(mat, ELEVEN), mat, ELEVEN) == "5 + 5 = ^ten"


def test_sideways_caret_alone_read_sideways() -> None:
    """XIII-C-5: the same ^ lying sideways, read as it lies (one-tenth: 2sw × 5sw) or
    upright (ten: 2 × 5); both are the writer's to choose."""
    mat = Mat.from_text(goal="^", required="×", resources="25").turned({0: "sw"})
    assert check("2sw × 5sw = ^sw", mat, "impossible", TWELVE).correct
    assert check("2 × 5 = ^ten", mat, "impossible", TWELVE).correct
    _yes(solver.possible(mat, TWELVE), mat, TWELVE)


def test_sideways_caret_is_a_digit_of_a_two_digit_goal() -> None:
    """XIII-C-5: "If the ^ is part of a two-digit numeral, it may not be interpreted as
    sideways": 2^ with its ^ lying sideways is twenty-two and ten, 32 in base eleven
    (and the Goal, sideways, is no other number): 4 × 8 = 2^ten."""
    mat = Mat.from_text(goal="2^", resources="4×8").turned({1: "sw"})
    assert _targets(mat, ELEVEN) == {"32"}
    assert _yes(solver.possible(mat, ELEVEN), mat, ELEVEN) == "4 × 8 = 2^ten"


def test_sideways_caret_between_digits_is_a_power() -> None:
    """XIII-C-5 Note: the ^ "is ambiguous with regard to sideways and upside-down", so
    a Goal 2^3 with its ^ lying sideways is still 2 to the third: 4 + 4 = 2^3."""
    mat = Mat.from_text(goal="2^3", resources="4+4").turned({1: "sw"})
    assert _targets(mat, ELEVEN) == {"8"}
    witness = _yes(solver.possible(mat, ELEVEN), mat, ELEVEN)
    assert witness.startswith("4 + 4 = 2 ^")


def test_upside_down_caret_is_minus_ten() -> None:
    """XIII-C-2 (Upside-down) with XIII-C-5: a ^ lying upside-down in the Goal is the
    digit ten upside-down, −10 (it is no power): 5ud + 5ud = −10."""
    mat = Mat.from_text(goal="^", required="+", resources="55").turned({0: "ud"})
    assert _targets(mat, ELEVEN) == {"-10"}
    assert _yes(solver.possible(mat, ELEVEN), mat, ELEVEN) in ("5ud + 5ud = ^tenud",)
    assert check("5ud + 5ud = ^tenud", mat, "impossible", ELEVEN).correct


def test_turned_root_is_the_digit_eleven_turned_in_base_twelve() -> None:
    """XIII-C-1 and C-5: in base twelve a √ is the digit eleven, a cube representing a
    number, so sideways it is 1/11: 1 ÷ √eleven; upside-down −11."""
    mat = Mat.from_text(goal="√", required="÷", resources="1√").turned({0: "sw"})
    assert _targets(mat, TWELVE) == {"1/11"}
    assert _yes(solver.possible(mat, TWELVE), mat, TWELVE).endswith("= √elevensw")
    assert check("1 ÷ √eleven = √elevensw", mat, "impossible", TWELVE).correct
    mat = Mat.from_text(goal="√", resources="1×√").turned({0: "ud"})
    assert _targets(mat, TWELVE) == {"-11"}
    _yes(solver.possible(mat, TWELVE), mat, TWELVE)


def test_turned_root_in_base_eleven_is_no_goal() -> None:
    """XIII-C-5: √ is a digit only in base twelve; a turned √ in a base eleven Goal is
    neither a digit nor a root (a turned root means nothing without Percent): no Goal,
    so Impossible is right."""
    mat = Mat.from_text(goal="√", resources="5+6").turned({0: "sw"})
    assert _targets(mat, ELEVEN) == set()
    _no(mat, ELEVEN)


def test_turned_caret_proves_impossible() -> None:
    """XIII-C-5: with every reading of a turned ^ listed, a failed search is a proof (it
    answered "unknown" before): 1 + 2, 12, 21, 2 − 1 … are never 10, 1/10 or −10."""
    for turn in ("sw", "ud"):
        mat = Mat.from_text(goal="^", resources="1+2").turned({0: turn})
        _no(mat, ELEVEN)
        _no(mat, TWELVE, "now")


@settings(max_examples=60, deadline=None, derandomize=True)
@given(
    goal=st.text(alphabet="12^√+×", min_size=1, max_size=3),
    base=st.sampled_from([11, 12]),
    turn=st.sampled_from(["sw", "ud"]),
    where=st.integers(0, 2),
)
def test_turned_goal_targets_hold_every_goal_the_checker_reads(
    goal: str, base: int, turn: str, where: int
) -> None:
    """Every Goal the checker accepts a writer to write for a mat with a turned ^ or √ —
    each ^ and √ marked as a digit, turned, or an operation, or left bare — has its
    value among the adjudicator's targets (so its "no" holds)."""
    ruleset = rules("junior", base=base)
    spots = [i for i, c in enumerate(goal) if c in "^√"]
    if not spots:
        return
    try:
        mat = Mat.from_text(goal=goal, resources="1").turned({spots[where % len(spots)]: turn})
    except ValueError:
        return
    text = "".join(c.face for c in mat.goal_cubes())
    marks = ["", "ten", "sw", "tensw", "tenud", "ud", "pow", "eleven", "elevensw", "elevenud", "rt"]
    assert_writings_are_targets(mat, ruleset, marked_writings(text, spots, marks), goal)


@settings(max_examples=40, deadline=None, derandomize=True)
@given(data=st.data())
def test_turned_goals_agree_with_the_reference(data: st.DataObject) -> None:
    """Small mats whose Goal has a turned ^ or √: wherever the adjudicator answers yes or
    no, the obvious enumeration (every writing of the Goal, every tree of the cubes)
    agrees."""
    ruleset = rules("junior", base=data.draw(st.sampled_from([11, 12])))
    # Often a Goal with cubes that make one of its readings (ten: 5 + 5, one-tenth:
    # 1 ÷ ^, −10, eleven, 32: 4 × 8, ten and one: ^ + 1), and a cube more.
    goal, seed = data.draw(st.sampled_from([
        ("^", "5+5"), ("^", "1÷^"), ("^", "55+"), ("√", "√×1"), ("2^", "4×8"), ("^+1", "5×2"),
        ("^1", "2×5"), ("1−^", "1−√"), ("√4", "2+2"), ("^", ""), ("2^", ""), ("√", ""),
    ]))
    spots = [i for i, c in enumerate(goal) if c in "^√"]
    turn = data.draw(st.sampled_from(["sw", "ud"]))
    pool = list(seed) + data.draw(st.lists(st.sampled_from("125^√+−×÷"), min_size=0 if seed else 2, max_size=1 if seed else 4))
    places = data.draw(st.lists(st.sampled_from("RPS"), min_size=len(pool), max_size=len(pool)))
    parts = {p: "".join(f for f, q in zip(pool, places, strict=True) if q == p) for p in "RPS"}
    mat = Mat.from_text(goal=goal, required=parts["R"], permitted=parts["P"], resources=parts["S"])
    _agree(mat.turned({spots[0]: turn}), ruleset)


# --- Decimal in Goal beside a digit ten or eleven (XIII-D-12 with XIII-C-5) -----------------


def test_decimal_in_goal_point_before_the_digit_ten() -> None:
    """XIII-D-12 example (a) in base eleven: a Goal of ^ (ten) may be .^ (ten elevenths),
    as 20 may be .20: ^ten ÷ (1 + ^ten) = .^ten, a Now there is none of without the
    variation (the search proves it, and so does the reference)."""
    mat = Mat.from_text(goal="^", required="^^÷+1")
    assert plan(mat, DIG_ELEVEN).cut == ()
    assert _targets(mat, DIG_ELEVEN) == {"10", "1/10", "10/11"}
    witness = _yes(solver.now(mat, DIG_ELEVEN), mat, DIG_ELEVEN, "now")
    assert witness.endswith("= .^ten")
    _no(mat, rules("senior", base=11), "now")


def test_decimal_in_goal_point_before_the_digit_eleven() -> None:
    """XIII-D-12 with XIII-C-5 in base twelve: √ (eleven) may be .√ (eleven twelfths), and
    ^√ (one hundred thirty-one) ^.√ or .^√: √eleven ÷ (1 + √eleven) = .√eleven."""
    mat = Mat.from_text(goal="√", required="√√÷+1")
    assert _targets(mat, DIG_TWELVE) == {"11", "11/12"}
    assert _yes(solver.now(mat, DIG_TWELVE), mat, DIG_TWELVE, "now").endswith("= .√eleven")
    assert _targets(Mat.from_text(goal="^√", resources="1"), DIG_TWELVE) == {"131", "131/12", "131/144"}


def test_decimal_in_goal_three_digits_with_a_digit_ten() -> None:
    """XIII-D-12 example (c) with the digit ten: the three consecutive digits 1^5 must
    take a point (.1^5, 1.^5, 1^.5, 1^5.), each read in base eleven; without Decimal in
    Goal 1^5 is only the power, 1."""
    mat = Mat.from_text(goal="1^5", resources="1")
    assert {"236", "236/11", "236/121", "236/1331"} <= _targets(mat, DIG_ELEVEN)
    assert _targets(mat, rules("senior", base=11)) == {"1"}


def test_decimal_in_goal_no_point_before_a_sideways_digit_ten() -> None:
    """XIII-D-12 comment: "a decimal point may be placed in front of only a right-side up
    digit": the Goal ^ read sideways (one-tenth) takes no point."""
    mat = Mat.from_text(goal="^", resources="1")
    assert "1/11" not in _targets(mat, DIG_ELEVEN)
    assert not check("1 ÷ ^ten = .^sw", Mat.from_text(goal="^", resources="1÷^"), "impossible", DIG_ELEVEN).correct


def test_decimal_in_goal_with_a_digit_ten_proves_impossible() -> None:
    """XIII-D-12 with XIII-C-5: every point placed beside the digit ten tried, a failed
    search is a proof (it answered "unknown" before): 3 + 4 is none of ^5's readings."""
    mat = Mat.from_text(goal="^5", resources="34+")
    assert _targets(mat, DIG_ELEVEN) == {"115", "115/11", "115/121"}
    _no(mat, DIG_ELEVEN)
    _no(mat, DIG_TWELVE, "now")


@settings(max_examples=60, deadline=None, derandomize=True)
@given(
    goal=st.text(alphabet="12^√+×", min_size=1, max_size=3),
    base=st.sampled_from([11, 12]),
    turn=st.sampled_from(["", "sw", "ud"]),
)
def test_decimal_in_goal_targets_hold_every_goal_the_checker_reads(goal: str, base: int, turn: str) -> None:
    """Every Goal the checker accepts a writer to write with Decimal in Goal in base
    eleven or twelve — each ^ and √ marked any way, points placed anywhere, one or
    two — has its value among the adjudicator's targets (so its "no" holds)."""
    ruleset = rules("senior", base=base, decimal_in_goal=None)
    spots = [i for i, c in enumerate(goal) if c in "^√"]
    try:
        mat = Mat.from_text(goal=goal, resources="1").turned({spots[0]: turn} if spots and turn else {})
    except ValueError:
        return
    text = "".join(c.face for c in mat.goal_cubes())
    marks = ["", "ten", "sw", "tensw", "tenud", "pow", "eleven", "elevensw", "elevenud", "rt"]
    assert_writings_are_targets(mat, ruleset, _pointed(marked_writings(text, spots, marks)), goal)


def _pointed(writings: Iterator[str]) -> Iterator[str]:
    """Each writing with none, one or two decimal points placed anywhere in it."""
    for marked in writings:
        for k in (0, 1, 2):
            for places in itertools.combinations(range(len(marked) + 1), k):
                written = marked
                for at in reversed(places):
                    written = written[:at] + "." + written[at:]
                yield written


@settings(max_examples=40, deadline=None, derandomize=True)
@given(data=st.data())
def test_decimal_in_goal_with_high_digits_agrees_with_the_reference(data: st.DataObject) -> None:
    """Small mats with a ^ or √ in a Decimal in Goal Goal, base eleven or twelve: wherever
    the adjudicator answers yes or no, the obvious enumeration agrees."""
    ruleset = rules("senior", base=data.draw(st.sampled_from([11, 12])), decimal_in_goal=None)
    # Often a Goal with cubes that make a pointed reading (ten elevenths: ^ ÷ (^ + 1), .√
    # and so on), or another of its readings, and a cube more.
    goal, seed = data.draw(st.sampled_from([
        ("^", "^^÷+1"), ("√", "√√÷+1"), ("^", "5+5"), ("1^", "1+^"), ("2^", "4×8"), ("^1", "^+1"),
        ("^√", "1^"), ("1×^", "5+5"), ("^", ""), ("^1", ""), ("√", ""),
    ]))
    pool = list(seed) + data.draw(st.lists(st.sampled_from("0125^√+−×÷"), min_size=0 if seed else 2, max_size=1 if seed else 4))
    places = data.draw(st.lists(st.sampled_from("RPS"), min_size=len(pool), max_size=len(pool)))
    parts = {p: "".join(f for f, q in zip(pool, places, strict=True) if q == p) for p in "RPS"}
    _agree(Mat.from_text(goal=goal, required=parts["R"], permitted=parts["P"], resources=parts["S"]), ruleset)


# --- The cut lines no division reaches ------------------------------------------------------


def test_no_division_has_decimal_in_goal_with_factorial_or_exponent_or_decimal_point_with_high_bases() -> None:
    """II-B and XIII's lists: Decimal in Goal is Senior's and Factorial and Exponent are
    not; Decimal Point is Middle's, whose bases are eight to ten. So the cut lines for
    those pairs (kept for a ruleset built by hand) stand in no shake of any division."""
    listed = {d: {v.id for v in CATALOG if v.listing(d) is not None} for d in DIVISIONS}
    for division, ids in listed.items():
        if "decimal_in_goal" in ids:
            assert not {"factorial", "exponent", "decimal_point"} & ids, division
        if "decimal_point" in ids:
            listing = VARIATIONS["base"].listing(division)
            assert listing is None or max(listing.choices) <= 10, division
    hand_built = rules("senior", decimal_in_goal=None, factorial=None)
    assert "Decimal in Goal" in plan(Mat.from_text(goal="12", resources="1"), hand_built).cut


# --- Imaginary with Decimal in Goal and the digits ten and eleven (XIII-D-11, D-12, C-5) ----

IMAGINARY_DIG = rules("senior", imaginary=None, decimal_in_goal=None)
IMAGINARY_ELEVEN = rules("senior", imaginary=None, base=11)
IMAGINARY_ALL = rules("senior", imaginary=None, base=11, decimal_in_goal=None)


def test_imaginary_goal_takes_decimal_points() -> None:
    """XIII-D-12 comment: "If a decimal point is placed to make .3|, this is .3 x i": the
    Goal 5| may be .5i, so i ÷ 2 = .5i (a "no" before: the Goal's readings with i had
    no points)."""
    mat = Mat.from_text(goal="5−", resources="−÷2")
    assert {"i/2", "5i"} <= _complex_targets(mat, IMAGINARY_DIG)
    assert _yes(solver.possible(mat, IMAGINARY_DIG), mat, IMAGINARY_DIG).endswith("= .5i")
    mat = Mat.from_text(goal="20", resources="15÷")
    assert _yes(solver.possible(mat, IMAGINARY_DIG), mat, IMAGINARY_DIG).endswith(("= .20", "= 2.0"))


def test_imaginary_goal_reads_the_digit_ten() -> None:
    """XIII-C-5 with XIII-D-11: with Imaginary in base eleven a Goal's ^ is still the digit
    ten (5 + 5 = ^ten), and 2^| may be twenty-two-and-ten times i, 32i (a "no" before)."""
    mat = Mat.from_text(goal="^", resources="5+5")
    assert _yes(solver.possible(mat, IMAGINARY_ELEVEN), mat, IMAGINARY_ELEVEN) == "5 + 5 = ^ten"
    mat = Mat.from_text(goal="2^−", resources="4×8−")
    assert _complex_targets(mat, IMAGINARY_ELEVEN) == {"32i", "−32i"}
    assert _yes(solver.possible(mat, IMAGINARY_ELEVEN), mat, IMAGINARY_ELEVEN).endswith("= 2^teni")


def test_imaginary_goal_with_the_digit_ten_proves_impossible() -> None:
    """XIII-C-5 with XIII-D-11: ^ is ten or one-tenth, and 1 + 2, 12, 2i … are neither."""
    mat = Mat.from_text(goal="^", resources="1+2")
    assert plan(mat, IMAGINARY_ALL).cut == ()
    assert solver.possible(mat, IMAGINARY_ALL).status == "no"
    assert solver.now(mat, IMAGINARY_ELEVEN).status == "no"


@settings(max_examples=50, deadline=None, derandomize=True)
@given(
    goal=st.text(alphabet="12^√−+", min_size=1, max_size=3),
    chosen=st.sampled_from([{"decimal_in_goal": None}, {"base": 11}, {"base": 12, "decimal_in_goal": None}]),
)
def test_imaginary_targets_hold_every_goal_the_checker_reads(goal: str, chosen: dict[str, object]) -> None:
    """Every Goal the checker accepts a writer to write with Imaginary and Decimal in Goal
    or a base with a digit ten — each − as −, i or −i, each ^ and √ marked any way,
    points anywhere — has its value among the adjudicator's targets."""
    ruleset = rules("senior", imaginary=None, **chosen)
    try:
        mat = Mat.from_text(goal=goal, resources="1")
    except ValueError:
        return
    targets = {v for v, _ in solver.goal_targets(mat, ruleset)}
    notation = notation_of(ruleset)
    high = ["", "ten", "sw", "tensw", "pow", "eleven", "rt"] if notation.base >= 11 else [""]
    ways = [
        ["−", "i", "iud"] if c == "−" else [c + m for m in high] if c in "^√" else [c]
        for c in goal
    ]
    points = 2 if notation.decimal_in_goal else 0
    for tokens in itertools.product(*ways):
        for k in range(points + 1):
            for places in itertools.combinations_with_replacement(range(len(tokens) + 1), k):
                written = "".join("." * places.count(i) + t for i, t in enumerate(tokens))
                written += "." * places.count(len(tokens))
                try:
                    expression = parse(written, spaces_group=False, notation=notation)
                    value = checker._writers_goal_with(expression, mat, ruleset, notation)
                except (ArithError, checker._Incorrect):
                    continue
                assert value in targets, (goal, written, value)


@settings(max_examples=30, deadline=None, derandomize=True)
@given(data=st.data())
def test_imaginary_with_numeral_goals_agrees_with_the_reference(data: st.DataObject) -> None:
    """Small mats with Imaginary and Decimal in Goal or base eleven: wherever the
    adjudicator answers yes or no, the obvious enumeration (every tree of the cubes,
    each i written beside its numerals, every root) agrees."""
    ruleset = data.draw(st.sampled_from([IMAGINARY_DIG, IMAGINARY_ELEVEN, IMAGINARY_ALL]))
    # Often a Goal with cubes that make one of its readings (.5i: i ÷ 2, 2i, ten, .20,
    # 32i: i8(4)), and a cube more.
    goal, seed = data.draw(st.sampled_from([
        ("5−", "−÷2"), ("2−", "2−"), ("^", "5+5"), ("20", "1÷5"), ("2^−", "4−8"), ("^−", "5−2"),
        ("5−", ""), ("^", ""), ("−1", ""),
    ]))
    pool = list(seed) + data.draw(st.lists(st.sampled_from("125^−×÷"), min_size=0 if seed else 2, max_size=1 if seed else 3))
    places = data.draw(st.lists(st.sampled_from("RPS"), min_size=len(pool), max_size=len(pool)))
    parts = {p: "".join(f for f, q in zip(pool, places, strict=True) if q == p) for p in "RPS"}
    _agree(Mat.from_text(goal=goal, required=parts["R"], permitted=parts["P"], resources=parts["S"]), ruleset)


def test_no_decimal_point_in_front_of_i() -> None:
    """XIII-D-12 comment: "no decimal point may be placed ... in front of i (since i is
    not a digit)": the Goal | is never .i (nor i.), which would be 0; the adjudicator
    lists no such reading, and the checker refuses it."""
    mat = Mat.from_text(goal="−", resources="2−2")
    assert not check("2 − 2 = .i", mat, "impossible", IMAGINARY_DIG).correct
    assert not check("2 − 2 = i.", mat, "impossible", IMAGINARY_DIG).correct
    assert "0" not in _complex_targets(mat, IMAGINARY_DIG)
