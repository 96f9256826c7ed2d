"""Adventurous selection (II-B) and the variation catalogue (XIII): each test cites its section."""

from __future__ import annotations

import html
import json
import re
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from eqgames import games
from eqgames.core import IllegalAction
from eqgames.games.equations import (
    Agree,
    Challenge,
    EquationsState,
    FinishSelecting,
    NoGoal,
    Present,
    Roll,
    Select,
)
from eqgames.games.equations.cubes import FACES
from eqgames.games.equations.ruleset import BASIC, Chosen, Ruleset, adventurous
from eqgames.games.equations.variations import choose, selection, selfplay
from eqgames.games.equations.variations.catalog import (
    CATALOG,
    DIVISION_NAMES,
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
from tests.conformance import check_game
from tests.equations_helpers import act, kinds, move, rigged, set_goal, tick_until
from tests.test_equations_rules import unchanged

RULES_PAGE = Path(__file__).resolve().parent.parent / "eqgames" / "web" / "rules" / "equations.html"
#: A roll with every face (the last cubes typed; the rest as rolled).
ROLL = "0123+-0123x/456^x-789v+/"
#: A roll without a 0.
NO_ZERO = "1123+-1123x/456^x-789v+/"

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


# == II-B: the selection phase of a shake =====================================================


def selecting(faces: str = ROLL, players: int = 2, division: str = "middle", **options: object):
    """A match whose first shake is rolled (showing ``faces``) and in its selection."""
    state = rigged(faces, players=players, division=division, **options)
    assert state.phase == "select"
    return state


def pick(state, seat: int, variation: str, param: object = None, dt: float = 1.0):
    return act(state, seat, Select(variation, param), dt)  # type: ignore[arg-type]


def test_basic_equations_has_no_selection() -> None:
    # With division none nothing changes: the roll is followed by the Goal.
    state = rigged(ROLL)
    view = state.view(0)
    assert state.phase == "goal"
    assert view["division"] is None and view["variations"] is None and view["selection"] is None
    assert state.ruleset() is BASIC
    with pytest.raises(IllegalAction, match="II-B"):
        act(state, 0, Select("factorial"))


def test_ii_b_1_the_goal_setter_selects_first_then_to_the_left() -> None:
    state = selecting(players=3, setter=1)
    assert state.to_act() == (1,)
    assert state.view(1)["can"] == ["select"]
    events = pick(state, 1, "factorial")
    assert kinds(events) == ["selected", "selecting"]
    assert events[1].data == {"seat": 2, "picks": [1, 1]}
    with pytest.raises(IllegalAction, match="seat 2 selects now"):
        pick(state, 0, "average")
    pick(state, 2, "base", 8)
    events = pick(state, 0, "multiple_of", "7")
    assert kinds(events) == ["selected", "variations"]
    assert [v["id"] for v in events[1].data["chosen"]] == ["factorial", "base", "multiple_of"]
    assert [v["label"] for v in events[1].data["chosen"]] == ["Factorial", "Base eight", "Multiple of 7"]
    assert state.phase == "goal" and state.to_act() == (1,)


def test_ii_b_3_in_two_player_matches_the_non_setter_selects_two() -> None:
    state = selecting()
    assert state.view(0)["selection"]["required"] == 1
    pick(state, 0, "factorial")
    view = state.view(1)
    assert view["selection"]["selector"] == 1
    assert (view["selection"]["required"], view["selection"]["most"]) == (2, 2)
    pick(state, 1, "wild", "0")
    assert state.phase == "select"
    with pytest.raises(IllegalAction, match="select 1 more variation"):
        act(state, 1, FinishSelecting())
    pick(state, 1, "sideways")
    assert state.phase == "goal"
    rules = state.ruleset()
    assert rules.division == "middle"
    assert dict(rules.variations) == {"factorial": None, "wild": "0", "sideways": None}


def test_ii_b_3_in_senior_any_player_may_pick_two() -> None:
    state = selecting(players=3, division="senior")
    assert state.view(0)["selection"]["most"] == 2
    pick(state, 0, "imaginary")
    assert state.view(0)["can"] == ["select", "finish_selecting"]
    events = act(state, 0, FinishSelecting())
    assert kinds(events) == ["finished_selecting", "selecting"]
    pick(state, 1, "log")
    pick(state, 1, "powers_of_base")  # the second ends seat 1's selecting
    assert state.shake.selector == 2
    pick(state, 2, "base", 12)
    act(state, 2, FinishSelecting())
    assert state.phase == "goal"
    rules = state.ruleset()
    # XIII-C: Sideways and Upside-down are in effect in every Junior and Senior shake.
    assert set(rules.variations) == {
        "imaginary", "log", "powers_of_base", "base", "sideways", "upside_down"
    }
    assert rules.complex_ok and rules.param("base") == 12


def test_parameters_fill_the_blanks() -> None:
    # II-B-1-c: "the player must also fill in a blank to indicate which base or value of k".
    state = selecting(players=3)
    unchanged(state, 0, Select("base", 11), "for Base m choose the base: 8, 9 or 10")
    unchanged(state, 0, Select("multiple_of", 12), "6, 7, 8, 9, 10 or 11")
    unchanged(state, 0, Select("exponent", "purple"), "red, blue, green or black")
    unchanged(state, 0, Select("factorial", 3), "Factorial has no blank to fill")
    pick(state, 0, "exponent", "green")
    assert state.shake.variations[0]["label"] == "Green Exponent"


def test_junior_wild_is_0_or_x() -> None:
    # XIII-C-3: "The player selecting this variation specifies whether 0 or x (but not both)".
    state = selecting(division="junior")
    pick(state, 0, "wild", "x")
    assert state.shake.variations[0]["param"] == "×"
    # A second wild cube would be the same variation again (II-B-2: a repeat).
    events = pick(state, 1, "wild", "0")
    assert kinds(events) == ["selection_illegal", "penalty"]
    assert "already been chosen" in events[0].data["reason"]


def test_a_selection_off_the_list_is_refused_and_costs_nothing() -> None:
    # The sheet has only the division's list: no such circle can be drawn.
    state = selecting(division="junior")
    unchanged(state, 0, Select("log"), "Log is not on the Junior list")
    unchanged(state, 0, Select("sideways"), "Sideways is in effect in every shake")
    unchanged(state, 0, Select("factorial"), "Factorial is not on the Junior list")
    unchanged(state, 0, Select("cards"), "there is no variation called 'cards'")
    middle_odd = selecting()
    unchanged(
        middle_odd, 0, Select("average"), "not on the Middle list for 2026-27 (it is played in 2027-28)"
    )
    middle_even = selecting(year_list="2027-28")
    pick(middle_even, 0, "average")


def test_ii_b_2_an_illegal_selection_costs_a_point_and_is_selected_again() -> None:
    state = selecting(NO_ZERO)
    events = pick(state, 0, "wild", "0")
    assert kinds(events) == ["selection_illegal", "penalty"]
    assert events[0].data["outcome"] == "again"
    assert events[0].data["reason"] == "II-B-2: 0 Wild has no effect on this shake: no 0 was rolled"
    assert events[1].data == {
        "seat": 0, "points": -1, "rule": "II-B-2", "reason": events[0].data["reason"]
    }
    assert state.totals == [-1, 0] and state.shake.selector == 0 and state.shake.tries == 1
    pick(state, 0, "factorial")
    assert state.shake.selector == 1 and state.shake.tries == 0


def test_ii_b_2_a_second_illegal_selection_costs_another_point_and_no_selection() -> None:
    state = selecting(NO_ZERO)
    pick(state, 0, "wild", "0")
    events = pick(state, 0, "wild", "0")
    assert kinds(events) == ["selection_illegal", "penalty", "selecting"]
    assert events[0].data["outcome"] == "none"
    assert state.totals == [-2, 0] and state.shake.variations == []
    assert state.shake.selector == 1
    attempts = state.view(1)["variations"]["attempts"]
    assert [a["illegal"] is not None for a in attempts] == [True, True]


def test_ii_b_2_a_repeat_is_illegal() -> None:
    state = selecting()
    pick(state, 0, "factorial")
    events = pick(state, 1, "factorial")
    assert events[0].data["reason"] == "II-B-2: Factorial has already been chosen"
    assert state.totals == [0, -1]


def test_ii_b_2_a_conflict_is_illegal() -> None:
    # No list of XIII holds two conflicting variations; the engine refuses a conflict
    # with one already chosen all the same (Number of Factors and Smallest Prime both
    # give a unary x its meaning).
    state = selecting(year_list="2027-28", division="elementary")
    state.shake.variations.append(
        {"id": "number_of_factors", "param": None, "seat": 1, "label": "", "section": ""}
    )
    events = pick(state, 0, "smallest_prime")
    assert events[0].data["reason"] == (
        "II-B-2: Smallest Prime conflicts with Number of Factors"
    )


def test_casual_mode_refuses_an_illegal_selection_without_penalty() -> None:
    state = selecting(NO_ZERO, mode="casual")
    unchanged(state, 0, Select("wild", "0"), "no 0 was rolled")
    assert state.view(0)["clock"] is None and state.deadline() is None


def test_the_menu_says_what_is_illegal_now() -> None:
    state = selecting(NO_ZERO)
    menu = {item["id"]: item for item in state.view(1)["selection"]["menu"]}
    assert menu["wild"]["options"][0]["illegal"].endswith("no 0 was rolled")
    assert menu["base"]["blank"] == "the base"
    assert [o["label"] for o in menu["base"]["options"]] == ["Base eight", "Base nine", "Base ten"]
    assert all(o["illegal"] is None for o in menu["multiple_of"]["options"])
    legal = selection.legal(state.shake, "middle", "2026-27")
    assert ("wild", "0") not in legal and ("multiple_of", 6) in legal


def test_no_challenge_during_selection() -> None:
    # VI-B (d): no challenge before the Goal has been set.
    state = selecting()
    events = act(state, 1, Challenge("now"))
    assert kinds(events) == ["challenge_set_aside", "penalty"]


# == XI-A-1-b: 15 seconds each, after the roll's minute =========================================


def test_xi_a_1_b_the_setter_has_15_seconds_after_the_minute_for_rolling() -> None:
    state = selecting()  # rolled at 0: the minute for rolling ends at 60
    assert state.view(0)["clock"] == {"task": "select", "seat": 0, "due": 75.0, "misses": 0}
    pick(state, 0, "factorial", dt=20)  # at 20, before the minute is up
    # II-B-1-b: "the next player has the rest of that minute plus 15 seconds".
    assert state.shake.clock.due == 75.0 and state.shake.clock.seat == 1


def test_ii_b_1_b_after_the_minute_each_player_has_15_seconds() -> None:
    state = selecting()
    pick(state, 0, "factorial", dt=70)
    assert state.shake.clock.due == 85.0


def test_ii_b_3_both_selections_within_the_15_seconds() -> None:
    state = selecting()
    pick(state, 0, "factorial", dt=70)
    pick(state, 1, "sideways", dt=5)
    assert state.shake.clock.due == 85.0  # the same 15 seconds for the second


def test_a_late_roll_leaves_15_seconds_from_the_roll() -> None:
    game = games.load("equations", first_setter=0, shakes=1, division="middle")
    state = game.new(seed=0, players=2, at=0.0)
    tick_until(state, 120.0)  # XI-A: a missed minute, then the task is lost: the engine rolls
    assert state.phase == "select"
    assert state.shake.clock.due == 135.0


def test_xi_a_a_missed_selection_costs_a_point_and_a_minute_then_the_selection() -> None:
    state = selecting()
    events = tick_until(state, 75.0)
    assert kinds(events) == ["time", "penalty"]
    assert events[0].data == {"seat": 0, "task": "select", "outcome": "extra"}
    assert state.shake.clock.due == 135.0 and state.totals == [-1, 0]
    events = tick_until(state, 135.0)
    assert kinds(events) == ["time", "penalty", "selecting"]
    assert state.totals == [-2, 0] and state.shake.variations == [] and state.shake.selector == 1
    assert state.shake.clock.due == 150.0


def test_senior_optional_second_selection_may_time_out_freely() -> None:
    state = selecting(division="senior", players=3)
    pick(state, 0, "imaginary", dt=70)
    events = tick_until(state, 85.0)
    assert kinds(events) == ["finished_selecting", "selecting"]
    assert events[0].data == {"seat": 0, "silent": True} and state.totals == [0, 0, 0]


def test_the_round_may_end_during_selection() -> None:
    # XI-B: a shake with no Goal set when "stop" is called is void.
    game = games.load(
        "equations", first_setter=0, division="middle", round_minutes=1, finish_minutes=0,
        select_seconds=600, roll_seconds=5,
    )
    state = game.new(seed=0, players=2, at=0.0)
    act(state, 0, Roll())
    events = tick_until(state, 60.0)
    assert "void" in kinds(events) and state.result() is not None


# == the chosen variations reach the checker ===================================================


def test_the_shakes_ruleset_reaches_the_checker(monkeypatch: pytest.MonkeyPatch) -> None:
    from eqgames.games.equations import checker

    seen: list[Ruleset] = []
    real = checker.check

    def spy(equation, mat, occasion, ruleset):  # type: ignore[no-untyped-def]
        seen.append(ruleset)
        return real(equation, mat, occasion, ruleset)

    monkeypatch.setattr(checker, "check", spy)
    state = selecting("123+×4", division="junior")
    pick(state, 0, "powers_of_base")
    pick(state, 1, "base", 9)
    pick(state, 1, "wild", "x")
    set_goal(state, "3")
    move(state, 1, "1", "required")
    act(state, 0, Challenge("now"))
    act(state, 0, Present("1+2 = 3"))
    assert len(seen) == 1
    assert seen[0] == adventurous(
        "junior", {"powers_of_base": None, "base": 9, "wild": "×"}
    )
    summary = state.history[-1]
    assert [v["id"] for v in summary["variations"]] == ["powers_of_base", "base", "wild"]


def test_the_next_shake_selects_afresh() -> None:
    state = selecting()
    pick(state, 0, "factorial")
    pick(state, 1, "sideways")
    pick(state, 1, "upside_down")
    act(state, 0, NoGoal())
    act(state, 1, Agree())  # IV-D-1: void, the same setter rolls again
    act(state, 0, Roll())
    assert state.phase == "select" and state.shake.variations == []
    assert state.ruleset().variations == {}


def test_selection_survives_storage() -> None:
    state = selecting()
    pick(state, 0, "factorial")
    data = state.to_json()
    again = EquationsState.from_json(state.game, json.loads(json.dumps(data)))
    assert again.to_json() == data
    assert again.view(1) == state.view(1)
    # A shake stored before selection existed still loads.
    old = json.loads(json.dumps(data))
    for key in ("variations", "selector", "picked", "tries", "attempts", "skipped", "roll_minute_ends"):
        del old["shake"][key]
    old["shake"]["phase"] = "goal"
    assert EquationsState.from_json(state.game, old).shake.variations == []


# == bots select ================================================================================


def test_bots_select_a_helpful_legal_variation() -> None:
    state = selecting(NO_ZERO)
    bot = state.game.bot("easy", seed=1)
    action = bot.act(state.view(0))
    assert action == Select("multiple_operations", None)
    act(state, 0, action)
    second = bot.act(state.view(1))
    act(state, 1, second)
    third = bot.act(state.view(1))
    act(state, 1, third)
    assert [v["id"] for v in state.shake.variations] == ["multiple_operations", "factorial", "powers_of_base"]
    assert state.totals == [0, 0]


def test_choose_helpful_prefers_variations_that_only_add_meanings() -> None:
    assert choose.HELPFUL[0] == "multiple_operations"
    for changing in ("average", "base", "multiple_of", "general_rule"):
        assert changing not in choose.HELPFUL


@pytest.mark.parametrize("division", DIVISIONS)
def test_self_play_with_random_legal_selections(division: str) -> None:
    # The 200 shakes a division of the report are `python -m ...variations.selfplay 200`.
    tally = selfplay.play(division, shakes=8, seed=2)
    assert tally.errors == []
    assert tally.shakes >= 8 and sum(tally.chosen.values()) >= 2 * tally.shakes


def test_self_play_finds_a_bad_shake() -> None:
    summary = {
        "setter": 0, "penalties": [0, 0], "selection_skipped": [],
        "variations": [{"id": "log", "seat": 0}, {"id": "log", "seat": 1}],
    }
    faults = selfplay.shake_faults(summary, "middle", "2026-27", 2)
    assert faults == [
        "a variation chosen twice: ['log', 'log']",
        "log is not choosable in middle 2026-27",
        "log is not choosable in middle 2026-27",
        "seat 1 chose 1 variations (2–2 asked)",
    ]


# == the rules page explains each variation ======================================================


def test_the_rules_page_explains_each_variation_with_an_example() -> None:
    page = html.unescape(RULES_PAGE.read_text())
    for v in CATALOG:
        for division in v.lists:
            assert v.label(None, division) in page, v.id
        assert v.summary in page and f"Example: {v.example}" in re.sub("<[^>]+>", "", page)
    for division in DIVISIONS:
        row = next(line for line in page.splitlines() if DIVISION_NAMES[division] in line)
        for v in choosable(division, "2026-27") + choosable(division, "2027-28") + standing(division):
            assert v.label(None, division) in row, (division, v.id)


def test_a_player_with_no_legal_choice_left_selects_nothing_and_pays_nothing() -> None:
    # Junior's list (as transcribed) has three variations; with no 0, x or 1 rolled
    # only Base m can have an effect, and the second player has nothing left to choose.
    state = selecting("2223+-2223÷/456^+-789v+/", division="junior")
    assert selection.legal(state.shake, "junior", "2026-27") == [
        ("base", 8), ("base", 9), ("base", 11), ("base", 12)
    ]
    events = pick(state, 0, "base", 9)
    assert kinds(events) == ["selected", "selecting", "selection_skipped", "variations"]
    assert state.phase == "goal" and state.totals == [0, 0] and state.shake.skipped == [1]


@pytest.mark.parametrize("division", ["elementary", "senior"])
def test_adventurous_equations_pass_the_conformance_kit(division: str) -> None:
    finals = check_game(
        "equations",
        games_count=1,
        players=(2, 3),
        options={"mode": "tournament", "shakes": 2, "division": division},
        seed=11,
    )
    assert all(state.result() is not None for state in finals)
    assert all(h["variations"] for state in finals for h in state.history if not h["void"])


# == the menu agrees with the engine ============================================================

FACE_STRATEGY = st.sampled_from(sorted({f for faces in FACES.values() for f in faces}))


@settings(max_examples=60, deadline=None)
@given(
    faces=st.lists(FACE_STRATEGY, min_size=24, max_size=24),
    division=st.sampled_from(DIVISIONS),
    year=st.sampled_from(YEAR_LISTS),
    players=st.sampled_from([2, 3]),
    choices=st.lists(st.integers(min_value=0, max_value=10_000), min_size=1, max_size=6),
)
def test_what_the_menu_calls_illegal_is_what_the_engine_charges(
    faces: list[str], division: str, year: str, players: int, choices: list[int]
) -> None:
    state = rigged("".join(faces), players=players, division=division, year_list=year)
    for k, n in enumerate(choices):
        if state.phase != "select":
            break
        seat = state.shake.selector
        options = [
            (item["id"], option["param"], option["illegal"])
            for item in state.view(seat)["selection"]["menu"]
            for option in item["options"]
        ]
        if k == 0 and all(why is not None for *_, why in options):
            return  # the rigged faces came after the engine looked at the real roll
        assert any(why is None for *_, why in options)  # else the seat would be skipped
        variation, param, why = options[n % len(options)]
        before = state.totals[seat]
        events = pick(state, seat, variation, param)
        if why is None:
            assert events[0].kind == "selected" and state.totals[seat] == before
        else:
            assert events[0].kind == "selection_illegal" and events[0].data["reason"] == why
            assert state.totals[seat] == before - 1
