"""The Goal-setter turns Goal cubes where the shake's variations give a turn a meaning
(XIII-A-1 Sideways, XIII-A-2 Upside-down, XIII-A-14 Percent, XIII-C-5 Base m, XIII-D-11
Imaginary, XIII-D-13 Log); the engine, the view, the text board and the JSON round trip."""

from __future__ import annotations

import json
from typing import Any

import pytest

from eqgames import games
from eqgames.core import IllegalAction
from eqgames.games.equations import ArrangeGoal, PlaceGoal, SetGoal, TurnGoal
from eqgames.games.equations.checker import check
from eqgames.games.equations.render import describe_event, parse_typed, render_view
from eqgames.games.equations.rules import EquationsState
from eqgames.games.equations.ruleset import adventurous
from eqgames.games.equations.turns import turn_refusal, turnable
from tests.equations_helpers import act, cube, rigged

ROLL = "7+1−÷√^253 4680x2+−÷9135"


def setting(division: str | None = "junior", faces: str = ROLL, **chosen: Any) -> EquationsState:
    """A shake of ``division`` in its Goal phase, with ``chosen`` variations."""
    options = {"division": division} if division else {}
    state = rigged(faces, **options)
    s = state.shake
    s.variations = [{"id": k, "param": v, "seat": 0, "label": k, "section": ""} for k, v in chosen.items()]
    s.phase = "goal"
    return state


def refused(state: EquationsState, action: PlaceGoal | TurnGoal, words: str) -> None:
    before = json.dumps(state.to_json(), sort_keys=True)
    with pytest.raises(IllegalAction, match=words):
        act(state, 0, action)
    after = json.dumps(state.to_json(), sort_keys=True)
    # Only the action counter and the clock's last moment may differ: nothing on the mat.
    assert json.loads(before)["shake"] == json.loads(after)["shake"]


def test_a_digit_is_placed_sideways_with_sideways_xiii_a_1() -> None:
    state = setting("junior")
    seven = cube(state, "7")
    events = act(state, 0, PlaceGoal(seven, 0, turn="sw"))
    assert events[0].data["turn"] == "sw"
    assert state.shake.goal_turns == {seven: "sw"}
    assert state.shake.mat().turn_of(state.shake.cubes[seven]) == "sw"


def test_without_sideways_a_cube_cannot_be_turned_xiii_a_1() -> None:
    state = setting("middle", factorial=None)
    refused(state, PlaceGoal(cube(state, "7"), 0, turn="sw"), "only with the Sideways variation")
    refused(state, PlaceGoal(cube(state, "7"), 0, turn="ud"), "only with the Upside-down variation")


def test_basic_equations_has_no_turned_cube() -> None:
    state = setting(None)
    refused(state, PlaceGoal(cube(state, "7"), 0, turn="sw"), "XIII-A-1")
    assert state.view(0)["goal_turns"] == {"sw": [], "ud": []}
    assert "turn_goal" not in state.allowed(0)


def test_a_sideways_0_names_no_number_unless_it_is_wild_xiii_a_1() -> None:
    state = setting("junior")
    refused(state, PlaceGoal(cube(state, "0"), 0, turn="sw"), "nonzero number")
    wild = setting("junior", wild="0")
    act(wild, 0, PlaceGoal(cube(wild, "0"), 0, turn="sw"))


def test_upside_down_a_digit_and_percent_a_root_xiii_a_2_a_14() -> None:
    state = setting("junior")
    act(state, 0, PlaceGoal(cube(state, "0"), 0, turn="ud"))
    refused(state, PlaceGoal(cube(state, "√"), 0, turn="ud"), "percent only with Percent")
    middle = setting("middle", percent=None)
    act(middle, 0, PlaceGoal(cube(middle, "√"), 0, turn="ud"))


def test_a_sideways_divide_is_log_only_with_log_xiii_d_13() -> None:
    refused(setting("senior"), PlaceGoal(cube(setting("senior"), "÷"), 0, turn="sw"), "log only with Log")
    state = setting("senior", log=None)
    act(state, 0, PlaceGoal(cube(state, "÷"), 0, turn="sw"))


def test_a_sideways_minus_is_i_only_with_imaginary_xiii_d_11() -> None:
    state = setting("senior")
    refused(state, PlaceGoal(cube(state, "−"), 0, turn="sw"), "i only with Imaginary")
    state = setting("senior", imaginary=None)
    refused(state, PlaceGoal(cube(state, "−"), 0, turn="ud"), "comment \\(c\\)")
    act(state, 0, PlaceGoal(cube(state, "2"), 0))
    act(state, 0, PlaceGoal(cube(state, "−"), 0, turn="sw"))
    assert state.shake.mat().marked_goal_text() == "2i"
    assert state.goal_refusal() is None  # 2| is 2i, a Goal (XIII-D-11 example (a))
    act(state, 0, SetGoal())
    assert check("2i = 2i", state.shake.mat(), "impossible", ruleset=state.ruleset()).correct


def test_a_sideways_caret_is_one_tenth_in_bases_eleven_and_twelve_xiii_c_5() -> None:
    refused(setting("junior", base=9), PlaceGoal(cube(setting("junior", base=9), "^"), 0, turn="sw"),
            "bases eleven and twelve")
    state = setting("junior", base=11)
    act(state, 0, PlaceGoal(cube(state, "^"), 0, turn="sw"))


def test_a_goal_cube_is_never_both_sideways_and_upside_down_xiii_a_2_comment_a() -> None:
    state = setting("junior")
    refused(state, PlaceGoal(cube(state, "7"), 0, turn="swud"), "only a Solution's cube may be both")


def test_turn_goal_turns_a_placed_cube_and_back_and_arranging_keeps_turns() -> None:
    state = setting("junior")
    seven, plus, one = cube(state, "7"), cube(state, "+"), cube(state, "1")
    for c in (seven, plus, one):
        act(state, 0, PlaceGoal(c, 0))
    assert "turn_goal" in state.allowed(0)
    events = act(state, 0, TurnGoal(seven, "ud"))
    assert events[0].kind == "goal_turned" and events[0].data == {"seat": 0, "cube": seven, "turn": "ud"}
    act(state, 0, ArrangeGoal(((one, plus, seven),)))
    assert state.shake.goal_turns == {seven: "ud"}
    act(state, 0, TurnGoal(seven, ""))
    assert state.shake.goal_turns == {}
    refused(state, TurnGoal(cube(state, "2"), "sw"), "not in the Goal")
    refused(state, TurnGoal(plus, "sw"), "no variation of this shake")


def test_a_turn_is_refused_after_goal_iv_b_3_c() -> None:
    state = setting("junior")
    seven = cube(state, "7")
    act(state, 0, PlaceGoal(seven, 0))
    act(state, 0, SetGoal())
    with pytest.raises(IllegalAction, match="IV-B-3-c"):
        act(state, 0, TurnGoal(seven, "sw"))


def test_the_checker_reads_the_turned_goal_of_the_engine_xiii_a_1_appendix_a() -> None:
    state = setting("junior")
    for face, turn in (("1", ""), ("+", ""), ("2", "sw")):
        act(state, 0, PlaceGoal(cube(state, face), 0, turn=turn))
    act(state, 0, SetGoal())
    mat, ruleset = state.shake.mat(), state.ruleset()
    assert check("3÷2 = 1+2sw", mat, "impossible", ruleset=ruleset).correct  # 1 + 1/2
    assert "sideways on the mat" in check("3 = 1+2", mat, "impossible", ruleset=ruleset).reason


def test_the_view_shows_turns_and_which_faces_may_turn() -> None:
    state = setting("senior", log=None)
    seven = cube(state, "7")
    act(state, 0, PlaceGoal(seven, 0, turn="sw"))
    view = state.view(1)
    assert view["mat"]["turns"] == {str(seven): "sw"}
    assert view["goal_turns"] == {
        "sw": ["1", "2", "3", "4", "5", "6", "7", "8", "9", "÷"],
        "ud": ["0", "1", "2", "3", "4", "5", "6", "7", "8", "9"],
    }
    act(state, 0, SetGoal())
    assert state.view(1)["goal_turns"] is None


def test_turns_survive_the_json_round_trip() -> None:
    state = setting("junior")
    seven = cube(state, "7")
    act(state, 0, PlaceGoal(seven, 0, turn="ud"))
    again = state.game.state_from_json(json.loads(json.dumps(state.to_json())))
    assert isinstance(again, EquationsState)
    assert again.shake.goal_turns == {seven: "ud"}
    assert again.view(0) == state.view(0)


def test_the_action_json_of_the_docs_is_parsed() -> None:
    game = games.load("equations")
    assert game.parse_action(
        {"type": "place_goal", "cube": 7, "cluster": 0, "position": -1, "turn": "sw"}
    ) == PlaceGoal(7, 0, -1, "sw")
    assert game.parse_action({"type": "place_goal", "cube": 7, "cluster": 0}) == PlaceGoal(7, 0)
    assert game.parse_action({"type": "turn_goal", "cube": 7, "turn": "ud"}) == TurnGoal(7, "ud")


def test_the_text_board_places_turns_and_shows_turned_cubes() -> None:
    state = setting("junior")
    seven = cube(state, "7")
    (action,) = parse_typed(state.view(0), f"place {seven} sw")
    events = act(state, 0, action)
    assert f"{seven}:7 sideways" in render_view(state.view(0))
    assert describe_event(events[0].to_json(), 1) == f"seat 0 placed cube {seven} in the Goal sideways"
    (turn,) = parse_typed(state.view(0), f"turn {seven} ud")
    event = act(state, 0, turn)[0]
    assert describe_event(event.to_json(), 1) == f"seat 0 turned Goal cube {seven} upside-down"


def test_turnable_lists_what_turn_refusal_allows() -> None:
    ruleset = adventurous("junior", {"wild": "×", "base": 12})
    allowed = turnable(ruleset)
    assert "×" in allowed["sw"] and "^" in allowed["sw"] and "÷" not in allowed["sw"]
    assert turn_refusal("×", "ud", ruleset) is None
    assert "not 'x'" in (turn_refusal("7", "x", ruleset) or "")


def test_a_turned_wild_times_may_be_declared_xiii_c_3() -> None:
    """XIII-C-3 x Wild with Sideways: a wild × may stand for a numeral, so it may lie
    sideways in the Goal; its meaning is the writer's, so "Goal" is not refused for it."""
    state = setting("junior", wild="×")
    act(state, 0, PlaceGoal(cube(state, "x"), 0, turn="sw"))
    assert state.goal_refusal() is None
    act(state, 0, SetGoal())
