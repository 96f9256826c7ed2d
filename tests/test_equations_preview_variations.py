"""The editor's preview with the shake's variations: read, valued and checked as the checker does.

Each case cites the rulebook section its example comes from (XIII, Appendix A).
"""

from __future__ import annotations

import html
import re
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from eqgames.core.tools import ToolError
from eqgames.games.equations.checker import check
from eqgames.games.equations.marking import WRITE, marks
from eqgames.games.equations.mat import Mat
from eqgames.games.equations.preview import preview, shake_ruleset
from eqgames.games.equations.ruleset import BASIC
from eqgames.games.equations.tools import TOOLS
from eqgames.games.equations.variations.catalog import CATALOG, DIVISIONS, choosable, standing

PREVIEW = next(t for t in TOOLS if t.name == "preview")
RULES_PAGE = Path(__file__).resolve().parent.parent / "eqgames" / "web" / "rules" / "equations.html"


def sides(answer: dict) -> dict[str, list[str]]:
    return {s["role"]: s["values"] for s in answer["sides"]}


@pytest.mark.parametrize(
    ("section", "division", "chosen", "equation", "goal", "solution"),
    [
        ("XIII-A-1", "elementary", "sideways", "1 + 2 + 2sw = 7÷2", "7÷2", ["7/2"]),
        ("XIII-A-2", "elementary", "upside_down", "6 x 2ud = 6x2", "6x2", ["−12"]),
        ("XIII-A-2 (a)", "elementary", "sideways upside_down", "7swud + 1 = 6", "6", ["6/7"]),
        ("XIII-A-3", "elementary", "wild=0", "(3w x 6) − 3w = 15", "15", ["15"]),
        ("XIII-A-4", "elementary", "factorial", "(8 − 5)! + 2 = 8", "8", ["8"]),
        ("XIII-A-9", "elementary", "lcm", "6 √lcm 8 = 24", "24", ["24"]),
        ("XIII-A-10", "elementary", "gcf", "8 ^gcf 6 = 2", "2", ["2"]),
        ("XIII-A-11", "elementary", "number_of_factors", "x(6 x 2) = 6", "6", ["6"]),
        ("XIII-A-12", "elementary", "average", "(4 + 6) + 9 = 7", "7", ["7"]),
        ("XIII-A-13", "elementary", "smallest_prime", "x7 = 11", "11", ["11"]),
        ("XIII-A-14", "elementary", "percent", "25 √ud 16 = 4", "4", ["4"]),
        ("XIII-B-6", "middle", "base=8", "37 + 5 = 6^2", "6^2", ["36"]),
        ("XIII-B-9", "middle", "exponent=red", "25 3exp = 25^3", "25^3", ["15625"]),
        ("XIII-B-10", "middle", "powers_of_base", "9 + 100pob = 9+1", "9+1", ["109"]),
        ("XIII-B-13", "middle", "decimal_point", "4^dp5 + 1 = 4^5", "4^5", ["11/2"]),
        ("XIII-C-5", "junior", "base=11", "1^ten + 1 = 22", "22", ["22"]),
        ("XIII-D-13", "senior", "log", "((6 x 4) + 1) ÷sw 5 = 2", "2", ["2"]),
    ],
)
def test_each_side_is_valued_with_the_variation(
    section: str, division: str, chosen: str, equation: str, goal: str, solution: list[str]
) -> None:
    answer = preview(equation, goal, ruleset=shake_ruleset(division, chosen))
    assert sides(answer)["solution"] == solution, section


@pytest.mark.parametrize(
    ("section", "division", "chosen", "equation", "goal", "reason"),
    [
        ("XIII-A-3", "elementary", "wild=0", "(3w x 6) − 4w = 14", "14",
         "0 stands for 3 here and for 4 there"),
        ("XIII-A-3", "middle", "wild=0", "(3w x 6) − 3w = 45", "40", "0 stands for 5 in the Goal"),
        ("XIII-A-4", "elementary", "factorial", "3!! + 3! = 3!", "3", "uses 4 factorials"),
        ("XIII-A-12", "elementary", "average", "(4 + 6) + 9 = 19", "19", "with Average, (4 + 6) + 9 is 7, not 19"),
        ("XIII-B-7", "middle", "multiple_of=6", "2 + 3 = 5", "5", "must not equal the Goal"),
        ("XIII-A General Rule", "elementary", "", "√5 = 5", "5", "General Rule"),
        ("Appendix A", "elementary", "", "7sw + 1 = 8", "8", "Sideways is not played"),
    ],
)  # fmt: skip
def test_the_checker_says_which_variation_refuses_it(
    section: str, division: str, chosen: str, equation: str, goal: str, reason: str
) -> None:
    checked = preview(equation, goal, ruleset=shake_ruleset(division, chosen))["checked"]
    if checked is None:  # a side the notation refuses: its reason is the side's
        errors = [s["error"] or s["undefined"] for s in preview(equation, goal, ruleset=shake_ruleset(division, chosen))["sides"]]
        assert any(e and reason in e for e in errors), (section, errors)
        return
    assert not checked["correct"] and reason in checked["reason"], (section, checked)


@pytest.mark.parametrize(
    ("division", "chosen", "equation", "mat"),
    [
        ("elementary", "sideways", "3 ÷ 3sw = 9", {"goal": "9", "required": "3", "permitted": "÷3"}),
        ("elementary", "average", "(4 + 6) + 9 = 19", {"goal": "19", "permitted": "46+9+"}),
        ("elementary", "wild=0", "(3w x 6) − 4w = 14", {"goal": "14", "permitted": "0x6-0"}),
        ("middle", "wild=0", "(5w x 6) − 5w = 45", {"goal": "40", "permitted": "0x6-0"}),
        ("middle", "base=8", "37 + 5 = 6^2", {"goal": "6^2", "permitted": "37+5"}),
        ("elementary", "lcm", "6 √lcm 8 = 24", {"goal": "24", "permitted": "6√8"}),
    ],
)
def test_the_verdict_is_the_checkers_on_a_mat_with_the_cubes(
    division: str, chosen: str, equation: str, mat: dict[str, str]
) -> None:
    ruleset = shake_ruleset(division, chosen)
    real = check(equation, Mat.from_text(**mat), "stop", ruleset).to_json()
    assert preview(equation, mat["goal"], ruleset=ruleset)["checked"] == real


def test_a_turned_goal_cube_is_read_turned() -> None:
    # A Goal cube lying sideways (XIII-A-1) is its reciprocal and is written with its mark.
    ruleset = shake_ruleset("elementary", "sideways")
    answer = preview("(1 ÷ 7) + 1 = 7sw+1", "7+1", ruleset=ruleset, turns={0: "sw"})
    assert answer["goal"]["readings"][0]["value"] == "8/7"
    assert answer["checked"]["correct"]
    unmarked = preview("(1 ÷ 7) + 1 = 7+1", "7+1", ruleset=ruleset, turns={0: "sw"})["checked"]
    assert "write it with its mark, 7sw" in unmarked["reason"]


def test_basic_equations_is_unchanged() -> None:
    answer = preview("(5x4)+1 = 3x(5+2)", "3x 5+2")
    assert answer["checked"] is None and answer["marks"] == [] and answer["variations"] == []
    assert preview("7sw", "7")["sides"][0]["error"]


def test_the_answer_lists_the_variations_and_the_marks_of_the_shake() -> None:
    answer = preview("", "9", ruleset=shake_ruleset("junior", "wild=x base=12"))
    assert [v["label"] for v in answer["variations"]] == ["Base twelve", "Sideways", "Upside-down", "× Wild"]
    assert all(v["write"] and v["summary"] and v["section"].startswith("XIII") for v in answer["variations"])
    texts = [m["text"] for m in answer["marks"]]
    assert {"sw", "ud", "swud", "^ten", "√eleven", "√rt", "^pow", "6w", "+w"} <= set(texts)
    assert "×w" not in texts  # the wild × as × is the cube as it is


def test_every_mark_of_every_division_is_read_by_the_notation() -> None:
    # A mark button types text the checker's notation reads, in its place (Appendix A).
    places = {"digit": "7{m} + 1", "cube": "6 {m} 2"}
    special = {"!": "3! + 1", "pob": "100pob + 1", "exp": "2 3exp + 1", "i": "4i + 1",
               ".": "1.5 + 1", "^ten": "1^ten + 1", "√eleven": "1√eleven + 1", "√rt": "√rt4 + 1",
               "^sw": "^sw + 1", "^dp": "4^dp5 + 1",
               "^root(": "4 ^root(−2) (1÷2)", "√root(": "√root(−2) 4"}  # fmt: skip
    for division in DIVISIONS:
        every = {v.id for year in ("2026-27", "2027-28") for v in choosable(division, year)}
        every -= {"number_of_factors", "smallest_prime"} if division != "elementary" else {"smallest_prime"}
        params = {"wild": "0", "base": 12 if division == "junior" else 8, "exponent": "red",
                  "multiple_of": 6}  # fmt: skip
        typed = " ".join(f"{v}={params[v]}" if v in params else v for v in sorted(every))
        ruleset = shake_ruleset(division, typed)
        for mark in marks(ruleset):
            if mark.variation == "wild":
                text = f"{mark.text} + 1" if mark.text[0].isdigit() else f"6 {mark.text} 2"
            else:
                text = special.get(mark.text, places[mark.after].format(m=mark.text))
            side = preview(text, "9", ruleset=ruleset)["sides"][0]
            assert side["error"] is None, (division, mark.text, side["error"])


def test_the_tool_takes_the_shake_as_text_and_refuses_bad_text_clearly() -> None:
    answer = PREVIEW.call({"equation": "3 ÷ 3sw = 9", "goal": "9", "division": "elementary",
                           "variations": "sideways"})  # fmt: skip
    assert answer["sides"][0]["values"] == ["9"] and answer["checked"]["correct"]
    turned = PREVIEW.call({"equation": "", "goal": "7+1", "division": "elementary",
                           "variations": "sideways", "turns": "1=sw"})  # fmt: skip
    assert turned["goal"]["readings"][0]["value"] == "8/7"
    for params, words in [
        ({"division": "middle", "variations": "log"}, "Log is not a variation of the Middle division"),
        ({"division": "middle", "variations": "base=12"}, "for Base m choose the base: 8, 9 or 10"),
        ({"division": "middle", "variations": "sideway"}, "'sideway' is not a variation"),
        ({"variations": "sideways"}, "only with a division"),
        ({"division": "elementary", "turns": "1=up"}, "is not a turned Goal cube"),
    ]:
        with pytest.raises(ToolError, match=words):
            PREVIEW.call({"equation": "1+1", "goal": "2", **params})
    assert shake_ruleset(None) == BASIC


def test_the_rules_page_says_how_to_write_every_variation() -> None:
    page = html.unescape(RULES_PAGE.read_text())
    text = re.sub("<[^>]+>", "", page)
    for v in CATALOG:
        assert f'id="variation-{v.id}"' in page, v.id
        assert f"Write it: {WRITE[v.id]}" in text, v.id
    assert set(WRITE) == {v.id for v in CATALOG}
    assert {v.id for d in DIVISIONS for v in standing(d)} <= set(WRITE)


_DIGIT = st.sampled_from("123456789")
_MARKED = st.tuples(_DIGIT, st.sampled_from(["", "sw", "ud", "swud"])).map("".join)
_SOLUTION = st.lists(st.tuples(st.sampled_from("+−×÷"), _MARKED), min_size=1, max_size=3).flatmap(
    lambda rest: _MARKED.map(lambda first: first + "".join(f" {op} ({m})" for op, m in rest))
)


@settings(max_examples=40, deadline=None)
@given(_SOLUTION, st.sampled_from(["2", "7÷2", "1+8", "9x3"]), st.sampled_from(["elementary", "junior"]))
def test_the_preview_verdict_is_the_checkers_whenever_the_cubes_are_on_the_mat(
    solution: str, goal: str, division: str
) -> None:
    # The checker on a real mat holding the Solution's cubes in Permitted says what the preview says.
    ruleset = shake_ruleset(division, "sideways upside_down" if division == "elementary" else "")
    equation = f"{solution} = {goal}"
    faces = "".join(ch for ch in solution if ch in "123456789+−×÷")
    real = check(equation, Mat.from_text(goal=goal, permitted=faces), "stop", ruleset).to_json()
    assert preview(equation, goal, ruleset=ruleset)["checked"] == real
