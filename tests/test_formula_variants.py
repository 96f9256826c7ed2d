"""Formula's variants, matches, scoring, blocked rounds, views and options."""

from __future__ import annotations

import json

import pytest

from eqgames import games
from eqgames.core import IllegalAction, InvalidOptions, events_for
from eqgames.games.formula import Draw, FormulaState, Pass
from eqgames.games.formula.arrange import arrange
from eqgames.games.formula.cards import DECK, is_joker
from tests.test_formula_rulebook import play, texts


def test_use_table_card_makes_every_formula_keep_a_table_card() -> None:
    state = arrange("2 + 4 = 6", ["188", "5"], use_table_card=True)
    assert "1 × 8 = 8" not in texts(state)
    assert "2 × 4 = 8" in texts(state)
    with pytest.raises(IllegalAction, match="use at least one card that is already on the table"):
        state.apply(0, play(state, "*", ["1"], ["8"], ["8"]), at=0.0)


def test_the_zero_rule_wins_over_use_table_card() -> None:
    state = arrange("7 × 0 = 0", ["123", "5"], use_table_card=True)
    assert texts(state) == {"1 + 2 = 3", "2 + 1 = 3", "3 − 1 = 2", "3 − 2 = 1"}


def test_no_plus_minus_plays_four_cards_with_times_and_divide_only() -> None:
    state = arrange("2 × 4 = 8", ["12369", "5"], no_plus_minus=True)
    assert "19 × 2 = 38" in texts(state)
    assert all("+" not in t and "−" not in t for t in texts(state))
    with pytest.raises(IllegalAction, match=r"\+ is not played in this game"):
        state.apply(0, play(state, "+", [0], ["3"], ["5"]), at=0.0)
    with pytest.raises(IllegalAction, match="5 cards played, at most 4"):
        state.apply(0, play(state, "*", ["1", "2"], ["3"], ["6", "9"]), at=0.0)
    state.apply(0, play(state, "*", ["1", "9"], ["2"], ["3", 0]), at=0.0)
    assert state.table.text() == "19 × 2 = 38" and len(state.hands[0]) == 1


def test_a_match_deals_new_rounds_and_the_winner_gets_an_extra_card() -> None:
    state = arrange("2 + 4 = 6", ["8", "555"], rounds=3, winner_extra_card=True)
    events = state.apply(0, play(state, "*", [0], [0], ["8"]), at=0.0)
    assert [e.kind for e in events] == ["played", "out", "round_over", "dealt"]
    assert state.result() is None and state.round == 2
    assert [len(h) for h in state.hands] == [8, 7]
    assert state.dealer == 0 and state.turn == 1  # the deal passes to the left
    assert state.match == [1, 0] and state.history[0]["placing"] == [[0], [1]]
    assert state.view(1)["opening"]
    assert sum(map(len, state.hands)) + len(state.stock) + 2 == len(DECK)


def test_a_match_is_won_by_most_rounds_and_a_tie_by_the_last_round() -> None:
    state = arrange("2 + 4 = 6", ["8", "555"], rounds=2)
    state.match, state.round = [0, 1], 2
    state.apply(0, play(state, "*", [0], [0], ["8"]), at=0.0)
    result = state.result()
    assert result is not None
    assert result.scores == (1.0, 1.0) and result.ranking == ((0,), (1,))


def test_play_until_all_out_skips_players_who_are_out_and_ranks_everybody() -> None:
    state = arrange("2 + 4 = 6", ["8", "6", "33"], stock="29", play_until_all_out=True)
    state.apply(0, play(state, "*", [0], [0], ["8"]), at=0.0)
    assert state.result() is None and state.out == [0] and state.turn == 1
    state.apply(1, Draw(), at=0.0)  # draws the 2
    assert state.turn == 2
    state.apply(2, Draw(), at=0.0)
    assert state.turn == 1  # seat 0 is skipped
    state.apply(1, play(state, "+", ["6"], ["2"], [0]), at=0.0)  # 6 + 2 = 8
    result = state.result()
    assert result is not None
    assert result.ranking == ((0,), (1,), (2,)) and result.scores == (2.0, 1.0, 0.0)
    assert result.reason == "only seat 2 has cards left"


def test_five_draw_makes_the_others_draw_after_an_answer_divisible_by_5() -> None:
    state = arrange("2 + 4 = 6", ["357", "1", "9"], stock="8888", five_draw=True)
    events = state.apply(0, play(state, "+", [0], ["3"], ["5"]), at=0.0)  # 2 + 3 = 5
    assert [
        (e.kind, e.data.get("seat"), e.data.get("reason")) for e in events if e.kind == "drew"
    ] == [
        ("drew", 1, "five"),
        ("drew", 2, "five"),
    ]
    assert [len(h) for h in state.hands] == [1, 2, 2]
    state = arrange("2 + 4 = 6", ["027", "1", "9"], stock="8888", five_draw=True)
    state.apply(0, play(state, "-", [0], ["2"], ["0"]), at=0.0)  # 2 − 2 = 0: 0 counts
    assert [len(h) for h in state.hands] == [1, 2, 2]
    state = arrange("2 + 4 = 6", ["87", "1", "9"], stock="8888", five_draw=True)
    state.apply(0, play(state, "*", [0], [0], ["8"]), at=0.0)
    assert [len(h) for h in state.hands] == [1, 1, 1]


def test_five_draw_does_not_follow_the_play_that_ends_the_round() -> None:
    state = arrange("2 + 4 = 6", ["35", "1"], five_draw=True)
    state.apply(0, play(state, "+", [0], ["3"], ["5"]), at=0.0)
    assert state.result() is not None and [len(h) for h in state.hands] == [0, 1]


def test_points_score_the_answer_the_first_out_and_the_jokers_left() -> None:
    state = arrange("2 + 4 = 6", ["86", "J5"], stock="7", points=True)
    state.apply(0, play(state, "*", [0], [0], ["8"]), at=0.0)
    assert state.points == [8, 0]
    state.apply(1, Draw(), at=0.0)
    state.apply(0, play(state, "+", [0], ["6"], [0]), at=0.0)  # 2 + 6 = 8, out
    assert state.history[0]["jokers_left"] == [0, 1]
    assert state.points == [8 + 8 + 10, -25]
    assert state.result() is None and state.round == 2  # nobody has 250 yet


def test_points_end_at_the_target() -> None:
    state = arrange("2 + 4 = 6", ["86", "J5"], stock="7", points=True, target_points=20)
    state.apply(0, play(state, "*", [0], [0], ["8"]), at=0.0)
    state.apply(1, Draw(), at=0.0)
    state.apply(0, play(state, "+", [0], ["6"], [0]), at=0.0)
    result = state.result()
    assert result is not None and result.scores == (26.0, -25.0)
    assert result.reason == "seat 0 reached 26 points"


def test_a_round_where_nobody_can_play_or_draw_is_blocked() -> None:
    state = arrange("2 × 4 = 8", ["9", "77"], stock="")
    assert state.legal_actions(0) == [Pass()]
    with pytest.raises(IllegalAction, match="no card left to draw"):
        state.apply(0, Draw(), at=0.0)
    state.apply(0, Pass(), at=0.0)
    assert state.result() is None
    state.apply(1, Pass(), at=0.0)
    result = state.result()
    assert result is not None and result.winners == (0,)  # fewest cards left
    assert result.reason.startswith("blocked")


def test_passing_is_refused_while_a_card_can_be_drawn() -> None:
    state = arrange("2 × 4 = 8", ["9", "77"], stock="", under="5")
    with pytest.raises(IllegalAction, match="draw a card"):
        state.apply(0, Pass(), at=0.0)


def test_options_are_checked() -> None:
    with pytest.raises(InvalidOptions, match="Rounds in the match must be between 1 and 50, not 0"):
        games.load("formula", rounds=0)
    with pytest.raises(InvalidOptions, match="leave the rounds in the match at 1"):
        games.load("formula", points=True, rounds=3)
    with pytest.raises(InvalidOptions, match="an extra card for a round's winner needs a match"):
        games.load("formula", winner_extra_card=True)
    with pytest.raises(InvalidOptions, match="2 to 5 players"):
        games.load("formula").new(players=6)


def test_setup_never_turns_a_joker_face_up() -> None:
    game = games.load("formula")
    for seed in range(300):
        state = game.new(seed=seed, players=5)
        assert isinstance(state, FormulaState)
        assert not any(is_joker(c) for c in state.table.visible())
        assert sum(map(len, state.hands)) + len(state.stock) + 2 == len(DECK)


def test_views_show_only_the_own_hand_and_a_drawn_card_only_to_its_drawer() -> None:
    state = games.load("formula").new(seed=5, players=3)
    assert isinstance(state, FormulaState)
    assert state.view(None)["hand"] is None
    for seat in range(3):
        text = json.dumps(state.view(seat))
        for other in range(3):
            marker = json.dumps(state.view(other)["hand"])
            assert (marker in text) == (other == seat)
    events = state.apply(state.turn, Draw(), at=0.0)
    drawer = events[0].data["seat"]
    assert [e["kind"] for e in events_for(events, drawer)] == ["drew", "card"]
    assert [e["kind"] for e in events_for(events, None)] == ["drew"]
    assert all("card" not in e for e in events_for(events, (drawer + 1) % 3))


def test_the_declared_secrets_are_what_the_owner_sees() -> None:
    game = games.load("formula")
    state = game.new(seed=2, players=2)
    secrets = game.secrets(state)
    assert secrets[0] == [state.view(0)["hand"]]
    assert len(secrets[None][0]) == state.view(0)["stock"]  # type: ignore[arg-type]
