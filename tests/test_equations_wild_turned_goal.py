"""The wild cube lying turned in the Goal, standing for ^ (√) in base eleven and twelve
(XIII-B-3, C-3 with C-5): searched in full, no "Wild" in the plan's cut.

As ^ the wild cube has every meaning ^ has in the shake (B-3 comment (d)); lying
sideways or upside-down in the Goal it is the digit ten (in base twelve as √ the digit
eleven) turned — one-tenth, −10 — since a turned power or root is no sign of the shake.
The checker reads it so and no other way; the search's Goal readings are the same set
(``goal_readings`` against :func:`solver.goal_targets`), a "yes" whose witness
needs the digit, a "no" proved, and agreement with the slow reference on small mats.
"""

from __future__ import annotations

import pytest

from eqgames.games.equations import solver
from eqgames.games.equations.mat import Mat
from eqgames.games.equations.reference import OutOfTime
from eqgames.games.equations.ruleset import Ruleset
from eqgames.games.equations.variations import reference
from eqgames.games.equations.variations.adjudication import plan

from .equations_variations_helpers import accepted_yes as _yes
from .equations_variations_helpers import assert_writings_are_targets, goal_readings, judged, rules
from .equations_variations_helpers import proved_no as _no

ELEVEN = rules("junior", wild="0", base=11, sideways=None, upside_down=None)
TWELVE = rules("junior", wild="0", base=12, sideways=None, upside_down=None)
DECIMAL = rules("middle", wild="0", decimal_point=None, sideways=None)

#: What a writer may put where the Goal's wild cube lies (the symbol, its word, the
#: wild cube's mark, a turn), every order: the checker judges which are the Goal.
_WRITINGS = [
    s + a + b
    for s in ("^", "^ten", "^pow", "^sw", "√", "√eleven", "√rt")
    for a, b in (("", ""), ("w", ""), ("", "w"), ("w", "sw"), ("w", "ud"), ("sw", "w"), ("ud", "w"), ("sw", ""), ("ud", ""))
]


def _mat(goal: str, resources: str, turns: dict[int, str]) -> Mat:
    return Mat.from_text(goal=goal, resources=resources).turned(turns)


def _writings(goal: str, symbol: str) -> list[str]:
    """``goal`` with its one 0, the wild cube, written each way of :data:`_WRITINGS` that
    starts with ``symbol``."""
    at = goal.index("0")
    return [goal[:at] + w + goal[at + 1 :] for w in _WRITINGS if w.startswith(symbol)]


CASES = [
    (ELEVEN, "2+0", {2: "sw"}),
    (ELEVEN, "2+0", {2: "ud"}),
    (ELEVEN, "0×3", {0: "ud"}),
    (TWELVE, "2+0", {2: "sw"}),
    (TWELVE, "0+2", {0: "ud"}),
    (TWELVE, "0", {0: "sw"}),
]


@pytest.mark.parametrize(("ruleset", "goal", "turns"), CASES)
def test_no_wild_cut_and_the_checker_readings_are_targets(ruleset: Ruleset, goal: str, turns: dict[int, str]) -> None:
    """Every symbol's plan searches in full; each Goal value the checker accepts for the
    wild cube as ^ or √ is one the search aims at."""
    mat = _mat(goal, "1+2", turns)
    for symbol in ("^", "√"):
        assert "Wild" not in plan(mat, ruleset, wild_as=symbol).cut
    for symbol in ("^", "√"):
        assert_writings_are_targets(mat, ruleset, _writings(goal, symbol), goal, wild_as=symbol)
    assert goal_readings(mat, ruleset, _writings(goal, "^"))  # the digit ten turned, at least


def test_upside_down_wild_goal_cube_is_the_digit_ten_upside_down() -> None:
    """XIII-C-5 with B-3 (d): the Goal 2 + [upside-down 0], the 0 standing for ^, is
    2 + (−10) = −8; the Solution uses a ^ as the digit ten upside-down too."""
    mat = _mat("2+0", "2−^", {2: "ud"})
    witness = _yes(solver.possible(mat, ELEVEN), mat, ELEVEN)
    assert "^tenwud" in witness


def test_base_twelve_wild_goal_cube_is_the_digit_eleven_upside_down() -> None:
    """XIII-C-5: in base twelve the 0 standing for √ lying upside-down is −11."""
    mat = _mat("2+0", "2−√", {2: "ud"})
    witness = _yes(solver.possible(mat, TWELVE), mat, TWELVE)
    assert "√elevenwud" in witness


def test_sideways_wild_goal_cube_is_one_tenth() -> None:
    """XIII-C-5: "an ^ may be used sideways to represent one-tenth"; the Goal, a
    sideways 0 standing for ^, is 1/10, which ^sw ÷ 1 makes."""
    mat = _mat("0", "1÷^", {0: "sw"})
    assert "^tenwsw" in _yes(solver.possible(mat, TWELVE), mat, TWELVE)


def test_no_proved_for_a_turned_wild_goal_cube() -> None:
    """The Goal a sideways 0: 1/d for each digit d the 0 may be, one-tenth (^) and in
    base twelve one-eleventh (√); 2, + and 5, turned any way, make ±7, ±3, ±5 ± 1/2,
    ±2 ± 1/5, ±7/10, ±3/10 and the numerals 25 and 52, none of them: every reading
    fails, a proof, not "unknown" as before."""
    for base in (11, 12):
        ruleset = rules("junior", wild="0", base=base, sideways=None)
        mat = _mat("0", "2+5", {0: "sw"})
        assert plan(mat, ruleset, wild_as="^").cut == ()
        _no(solver.possible(mat, ruleset))


@pytest.mark.parametrize(
    ("ruleset", "goal", "resources", "turns"),
    [
        (ELEVEN, "0", "1+2", {0: "ud"}),
        (ELEVEN, "2+0", "2−^", {2: "ud"}),
        (ELEVEN, "0", "1÷^", {0: "sw"}),
        (TWELVE, "0", "2−√", {0: "ud"}),
        (TWELVE, "2+0", "1+2", {2: "ud"}),
        (rules("junior", wild="0", base=11, sideways=None), "0", "2+5", {0: "sw"}),
        # Decimal Point: the turned wild ^ of the Goal has no reading at all.
        (DECIMAL, "0", "2+5", {0: "sw"}),
        (DECIMAL, "0", "2×1", {0: "sw"}),
        (DECIMAL, "2+0", "1^5", {2: "sw"}),
    ],
)
def test_agrees_with_the_reference(ruleset: Ruleset, goal: str, resources: str, turns: dict[int, str]) -> None:
    """On small mats the adjudicator's decided answers are the slow reference's."""
    mat = _mat(goal, resources, turns)
    answer = solver.possible(mat, ruleset)
    assert answer.status != "unknown", answer
    try:
        expected, witness = reference.decide(mat, "possible", ruleset, 60)
    except OutOfTime:
        pytest.skip("the reference ran out of time")
    assert answer.status == expected, (answer, witness)


# --- Decimal Point (XIII-B-13 comment) ---------------------------------------------------


def test_a_point_alone_is_no_numeral() -> None:
    """XIII-B-13: a ^ used as a point "may be combined with at most three digits to form
    a numeral"; alone it names no number, so 2 × [^ as a point] is no Solution (the
    checker read it as 0 before, against the adjudicator's "no")."""
    plain = rules("middle", decimal_point=None)
    verdict = judged("2 × . = 0", plain, goal="0", resources="2×^")
    assert not verdict.correct and "stands alone" in verdict.reason
    assert judged("2 × .5 = 1", plain, goal="1", resources="2×^5").correct
    _no(solver.possible(Mat.from_text(goal="0", resources="2×^"), plain))


@pytest.mark.parametrize(("goal", "turns"), [("2+0", {2: "sw"}), ("0+2", {0: "sw"}), ("0", {0: "sw"}), ("20", {1: "sw"})])
def test_decimal_point_turned_wild_goal_cube_as_caret_has_no_reading(goal: str, turns: dict[int, str]) -> None:
    """Standing for ^ and lying turned, the Goal's wild cube is neither a power (a turned
    ^ is no sign) nor a point (a point alone, or beside a turned cube, is in no numeral):
    the checker takes no writing, so the search, in full, loses nothing."""
    mat = _mat(goal, "1+2", turns)
    assert "Wild" not in plan(mat, DECIMAL, wild_as="^").cut
    at = goal.index("0")
    writings = ("^", "^w", "^wsw", "^sww", ".", ".w", ".wsw", ".sww", "^dp", "^dpw")
    assert not goal_readings(mat, DECIMAL, [goal[:at] + w + goal[at + 1 :] for w in writings])


def test_decimal_point_no_proved_for_a_turned_wild_goal_cube() -> None:
    """The Goal a sideways 0: 1/d for each digit the 0 may be, nothing as ^; 2, + and 5
    make 7, 5.5, 2.2, 0.7, 25 and 52: "no", proved (it was "unknown")."""
    mat = _mat("0", "2+5", {0: "sw"})
    _no(solver.possible(mat, DECIMAL))


def test_decimal_point_yes_with_the_turned_wild_goal_cube_a_digit() -> None:
    """The sideways 0 standing for 2 is one half: 2sw × 1."""
    mat = _mat("0", "2×1", {0: "sw"})
    assert "2wsw" in _yes(solver.possible(mat, DECIMAL), mat, DECIMAL)
