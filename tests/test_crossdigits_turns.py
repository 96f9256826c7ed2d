"""Crossdigits turns other than placing: swap, pass, show a move, and the end of the game."""

from __future__ import annotations

import json

import pytest

from eqgames import games
from eqgames.core import IllegalAction, InvalidOptions, events_for
from eqgames.games.crossdigits.actions import Hint, Pass, Place, Swap
from eqgames.games.crossdigits.bag import TILES
from eqgames.games.crossdigits.movegen import generate
from eqgames.games.crossdigits.rules import CrossdigitsState
from tests.crossdigits_helpers import arrange, tiles_at


def test_place_swap_pass_and_hint_have_stable_json_forms() -> None:
    game = games.load("crossdigits")
    for action in (Place(((7, 6, 9), (7, 7, 7), (7, 8, 2))), Swap((1, 1, 0)), Pass(), Hint()):
        assert game.parse_action(json.loads(json.dumps(action.to_json()))) == action


def test_options_are_checked() -> None:
    with pytest.raises(
        InvalidOptions,
        match=r"^Hint cost \(by the opponent's level\) must be easy \(50%\), medium \(75%\), "
        r"hard \(100%\) or person \(100%\), not expert$",
    ):
        games.load("crossdigits", hint_cost_level="expert")
    with pytest.raises(InvalidOptions):
        games.load("crossdigits").new(players=5)


# -- Swap and pass --------------------------------------------------------------------------------


def test_a_swap_trades_tiles_with_the_bag_uses_the_turn_and_scores_nothing() -> None:
    state = arrange(["1112223", "44455566"], bag="9999888877")
    events = state.apply(0, Swap((1, 1)), at=0.0)
    assert sorted(state.rack_digits(0)) == [1, 2, 2, 2, 3, 9, 9]
    # The traded 1s went back into the bag.
    assert sorted(TILES[t] for t in state.bag) == [1, 1, 7, 7, 8, 8, 8, 8, 9, 9]
    assert state.scores == [0, 0] and state.turn == 1 and state.scoreless == 1
    # Everyone sees that two tiles were swapped; only the swapper sees what came.
    assert {e["kind"] for e in events_for(events, 1)} == {"swapped", "drew"}
    mine = [e for e in events_for(events, 0) if e["kind"] == "tiles"]
    assert [t["digit"] for t in mine[0]["tiles"]] == [9, 9]


def test_a_swap_needs_the_tiles_in_the_rack_and_enough_in_the_bag() -> None:
    state = arrange(["1112223", "44455566"], bag="98")
    with pytest.raises(IllegalAction, match="you have 0 9"):
        state.apply(0, Swap((9,)), at=0.0)
    with pytest.raises(IllegalAction, match="the bag holds 2"):
        state.apply(0, Swap((1, 1, 1)), at=0.0)
    swaps = [a for a in state.legal_actions(0) if isinstance(a, Swap)]
    # Each distinct choice of at most 2 tiles from 1 1 1 2 2 2 3.
    assert sorted(a.tiles for a in swaps) == sorted(
        [(1,), (2,), (3,), (1, 1), (1, 2), (1, 3), (2, 2), (2, 3)]
    )


def test_a_pass_skips_the_turn() -> None:
    state = arrange(["1112223", "44455566"])
    state.apply(0, Pass(), at=0.0)
    assert state.turn == 1 and state.scoreless == 1 and state.last == {"seat": 0, "action": "pass"}


def test_the_game_ends_after_6_scoreless_turns_in_a_row_leftovers_subtracted() -> None:
    state = arrange(["9721111", "44455566"], bag="1234")
    state.apply(0, Place(tuple(tiles_at("G8", "972"))), at=0.0)  # 14; draws 1, 2, 3
    for _ in range(5):
        state.apply(state.turn, Pass(), at=0.0)
    assert state.result() is None and state.scoreless == 5
    state.apply(state.turn, Swap((1,)), at=0.0)  # the 6th scoreless turn in a row
    result = state.result()
    assert result is not None and "6 scoreless turns" in result.reason
    assert state.rack_digits(0) == [1, 1, 1, 1, 2, 3, 4]
    assert state.scores == [14 - (6 * 1 + 2), -(8 * 2)]
    assert result.ranking == ((0,), (1,))


def test_a_play_resets_the_count_of_scoreless_turns() -> None:
    state = arrange(["9721111", "17811111"])
    state.apply(0, Pass(), at=0.0)
    state.apply(1, Pass(), at=0.0)
    state.apply(0, Place(tuple(tiles_at("G8", "972"))), at=0.0)
    assert state.scoreless == 0


def test_a_player_who_uses_their_last_tile_with_the_bag_empty_ends_the_game_and_collects() -> None:
    state = arrange(["972", "1234567"], bag="")
    events = state.apply(0, Place(tuple(tiles_at("G8", "972"))), at=0.0)
    result = state.result()
    assert result is not None and result.reason == "seat 0 used their last tile"
    leftover = 1 + 1 + 1 + 2 + 2 + 2 + 3
    assert state.scores == [14 + leftover, -leftover]
    over = next(e for e in events if e.kind == "over")
    assert over.data["racks"] == [[], [1, 2, 3, 4, 5, 6, 7]] and over.to is None


def test_with_tiles_left_in_the_bag_using_the_last_tile_just_refills() -> None:
    state = arrange(["972", "1234567"], bag="55")
    state.apply(0, Place(tuple(tiles_at("G8", "972"))), at=0.0)
    assert state.result() is None and state.rack_digits(0) == [5, 5] and not state.bag


# -- Show a move ------------------------------------------------------------------------------------


@pytest.mark.parametrize(("level", "percent"), [("easy", 50), ("medium", 75), ("hard", 100), ("person", 100)])
def test_a_hint_shows_the_best_move_and_costs_a_share_of_its_score(level: str, percent: int) -> None:
    state = arrange(["9721111", "44455566"], hint_cost_level=level)
    best = generate(state.board, state.rack_digits(0))[0]
    events = state.apply(0, Hint(), at=0.0)
    cost = -(-best.score * percent // 100)
    assert state.scores[0] == -cost and state.turn == 0
    shown = state.view(0)["hints"]["shown"]
    assert shown == {"tiles": [list(t) for t in best.tiles], "score": best.score, "cost": cost}
    # Only the player who asked sees the move; everyone sees what it cost.
    assert state.view(1)["hints"]["shown"] is None and state.view(None)["hints"]["shown"] is None
    assert [e["kind"] for e in events_for(events, 1)] == ["hinted"]
    assert [e["kind"] for e in events_for(events, 0)] == ["hint", "hinted"]
    state.apply(0, Place(best.tiles), at=0.0)
    assert state.scores[0] == best.score - cost and state.view(0)["hints"]["shown"] is None


def test_one_hint_per_turn_and_from_the_4th_hint_they_cost_100_percent() -> None:
    state = arrange(["9721111", "44455566"], hint_cost_level="easy")
    state.hints_used[0] = 3
    state.apply(0, Hint(), at=0.0)
    best = generate(state.board, state.rack_digits(0))[0]
    assert state.scores[0] == -best.score
    with pytest.raises(IllegalAction, match="one hint per turn"):
        state.apply(0, Hint(), at=0.0)
    assert Hint() not in state.legal_actions(0)


def test_hints_are_not_available_in_online_games() -> None:
    state = arrange(["9721111", "44455566"], online=True)
    assert Hint() not in state.legal_actions(0)
    with pytest.raises(IllegalAction, match="online"):
        state.apply(0, Hint(), at=0.0)
    assert state.view(0)["hints"]["available"] is False


def test_no_hint_when_there_is_no_play() -> None:
    state = arrange(["0000000", "44455566"])
    with pytest.raises(IllegalAction, match="no play"):
        state.apply(0, Hint(), at=0.0)
    assert state.legal_actions(0)[-1] == Pass()


# -- What each seat sees ------------------------------------------------------------------------------


def test_a_view_shows_your_rack_and_only_the_size_of_the_others() -> None:
    state = games.load("crossdigits").new(seed=9, players=3)
    assert isinstance(state, CrossdigitsState)
    view = state.view(1)
    assert [t["digit"] for t in view["rack"]] == state.rack_digits(1)
    assert view["racks"] == [7, 8, 7] and view["bag"] == 100 - 22
    assert state.view(None)["rack"] is None
    text = json.dumps(view)
    for seat in (0, 2):
        assert json.dumps([{"id": t, "digit": d} for t, d in zip(state.racks[seat], state.rack_digits(seat), strict=True)]) not in text
    assert len(view["premiums"]) == 15 and view["premiums"][7][7] == "2E"


def test_the_view_shows_the_last_play_with_the_reading_of_each_line() -> None:
    state = arrange(["9721111", "44455566"])
    state.apply(0, Place(tuple(tiles_at("G8", "972"))), at=0.0)
    last = state.view(1)["last"]
    assert last["seat"] == 0 and last["score"] == 14
    assert [line["reading"] for line in last["lines"]] == ["9 − 7 = 2"]
    assert state.view(1)["board"][7] == "......972......"
