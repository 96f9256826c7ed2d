"""Mathable's turns, refusals with their reasons, the end, challenge mode, storage."""

from __future__ import annotations

import json

import pytest

from eqgames import games
from eqgames.core import IllegalAction, Rng
from eqgames.games.mathable.rules import MathableState
from eqgames.games.mathable.tiles import RACK_SIZE, TILES
from tests.mathable_helpers import arrange, place, play_random, rack_tile, random_action


def refusal(state: MathableState, seat: int, action: dict[str, object]) -> str:
    before = json.dumps(state.to_json(), sort_keys=True)
    with pytest.raises(IllegalAction) as caught:
        state.apply(seat, action, at=0.0)
    assert json.dumps(state.to_json(), sort_keys=True) == before
    return caught.value.reason


# -- the start --------------------------------------------------------------------------------


@pytest.mark.parametrize("players", [2, 3, 4])
def test_the_highest_first_draw_begins_ties_drawing_again(players: int) -> None:
    ties = 0
    for seed in range(60):
        state = games.load("mathable").new(seed=seed, players=players)
        assert isinstance(state, MathableState)
        draws = state.start["draws"]
        first = state.start["first"]
        assert state.turn == first
        # everyone keeps the first tile drawn; the racks are full
        for seat in range(players):
            assert draws[seat][0] in state.rack_values(seat) and len(state.racks[seat]) == RACK_SIZE
        # the winner was highest in every round of drawing it took part in
        rounds = max(len(d) for d in draws)
        ties += rounds > 1
        in_round = list(range(players))
        for n in range(rounds):
            best = max(draws[s][n] for s in in_round)
            in_round = [s for s in in_round if draws[s][n] == best]
            assert first in in_round
        assert in_round == [first]
        # no tile lost or made: 106 in all
        assert len(state.pouch) + sum(map(len, state.racks)) == len(TILES)
    assert ties > 0  # the tie-break was exercised


def test_play_goes_on_in_seat_order_from_the_first_player() -> None:
    state = arrange([[90], [81], [80]], turn=1)
    state.apply(1, {"type": "pass"}, at=0.0)
    assert state.turn == 2
    state.apply(2, {"type": "pass"}, at=0.0)
    assert state.turn == 0


# -- refusals, with their reasons ----------------------------------------------------------


def test_placements_are_refused_with_the_reason() -> None:
    state = arrange([[7, 16, 5, 12, 81, 80, 72], [10] * 7])
    seven = rack_tile(state, 0, 7)
    assert refusal(state, 0, {"type": "place", "tile": seven, "square": "G7"}) == (
        "G7 holds a printed 1: the centre tiles are never covered"
    )
    assert refusal(state, 0, {"type": "place", "tile": seven, "square": "A1"}) == (
        "A1 has no pair beside it: a tile completes an equation with the two adjoining tiles "
        "next to it in its row or column"
    )
    assert refusal(state, 0, {"type": "place", "tile": rack_tile(state, 0, 16), "square": "I8"}) == (
        "16 completes no equation on I8: 3 and 4 make 7, 1 or 12"
    )
    assert refusal(state, 0, {"type": "place", "tile": seven, "square": "Q3"}) == (
        "'Q3' is not a square: write a column A–N and a row 1–14, like G7"
    )
    assert refusal(state, 0, {"type": "place", "tile": 0, "square": "I8"}) == (
        "tile 0 is not on your rack"
    )
    assert refusal(state, 1, {"type": "place", "tile": seven, "square": "I8"}) == (
        "it is seat 0's turn, not seat 1's"
    )
    place(state, 7, "I8")
    assert refusal(state, 0, {"type": "place", "tile": rack_tile(state, 0, 5), "square": "I8"}) == (
        "I8 already holds 7"
    )


def test_turn_actions_are_refused_out_of_place() -> None:
    state = arrange([[7, 12, 90, 81, 80, 72, 70], [10] * 7])
    assert refusal(state, 0, {"type": "stop"}) == (
        "you have placed no tile this turn: place one, exchange or pass"
    )
    assert refusal(state, 0, {"type": "draw"}) == (
        "the bonus draw comes right after a placement on a sign square, and only then"
    )
    assert refusal(state, 0, {"type": "accept"}) == "there is no placement to accept or challenge"
    place(state, 7, "I8")
    assert refusal(state, 0, {"type": "pass"}) == (
        "you have placed a tile this turn, so you cannot pass: stop instead"
    )
    tiles = state.racks[0][:1]
    assert refusal(state, 0, {"type": "exchange", "tiles": tiles}) == (
        "you have placed a tile this turn, so you cannot exchange: stop instead"
    )
    state.apply(0, {"type": "stop"}, at=0.0)
    assert state.turn == 1 and state.scores == [7, 0]


def test_exchanges_are_refused_with_the_reason() -> None:
    state = arrange([[1, 2, 3, 4, 5, 6, 7], [10] * 7], pouch=2)
    rack = state.racks[0]
    assert refusal(state, 0, {"type": "exchange", "tiles": []}) == "name at least one tile to exchange"
    assert refusal(state, 0, {"type": "exchange", "tiles": [rack[0], rack[0]]}) == (
        "name each tile to exchange once"
    )
    assert refusal(state, 0, {"type": "exchange", "tiles": rack[:3]}) == (
        "the pouch holds 2 tile(s): you cannot exchange 3"
    )
    assert refusal(state, 0, {"type": "exchange", "tiles": [105]}) == "tile 105 is not on your rack"
    assert refusal(state, 0, {"type": "hint", "kind": "sideways"}).startswith("hint.kind:")
    state.apply(0, {"type": "exchange", "tiles": rack[:2]}, at=0.0)
    assert state.turn == 1


def test_no_exchange_with_an_empty_pouch() -> None:
    state = arrange([[1, 2, 3, 4, 5, 6, 7], [10] * 7], pouch=0)
    assert "exchange" not in state.can(0)
    assert refusal(state, 0, {"type": "exchange", "tiles": state.racks[0][:1]}) == (
        "the pouch holds 0 tile(s): you cannot exchange 1"
    )


# -- a turn ---------------------------------------------------------------------------------


def test_tiles_placed_earlier_in_the_turn_count() -> None:
    state = arrange([[4, 2, 8, 6, 32, 7, 90], [10] * 7])
    for value, square in ((4, "G9"), (2, "H9"), (8, "F9"), (6, "I9"), (32, "E9")):
        place(state, value, square)
    assert state.scores[0] == 4 + 2 + 8 + 6 + 32
    assert [p["square"] for p in state.view(0)["this_turn"]["placements"]] == [
        "G9", "H9", "F9", "I9", "E9",
    ]
    assert state.view(1)["this_turn"]["points"] == 52
    place(state, 7, "G10")  # 3 + 4 on a + square: a bonus draw is offered
    assert state.draw_offered and state.turn == 0
    state.apply(0, {"type": "stop"}, at=0.0)  # the offer lapses
    assert state.turn == 1 and len(state.racks[0]) == RACK_SIZE
    last = state.view(1)["last_turns"][0]
    assert last == {"turn": 1, "action": "place", "squares": ["G9", "H9", "F9", "I9", "E9", "G10"],
                    "points": 59, "bonus": 0, "count": 0}


def test_the_bonus_draw_lapses_with_the_next_placement() -> None:
    state = arrange([[3, 6, 9, 90, 81, 80, 72], [10] * 7])
    place(state, 3, "I7")
    place(state, 6, "J7")  # a × square
    assert state.draw_offered
    place(state, 9, "K7")  # a + square: offered again
    assert state.draw_offered
    rack = len(state.racks[0])
    state.apply(0, {"type": "draw"}, at=0.0)
    assert len(state.racks[0]) == rack + 1 or state.turn == 1


def test_the_turn_ends_when_no_tile_fits_and_the_rack_refills() -> None:
    state = arrange([[7, 90, 81, 80, 72, 70, 64], [10] * 7])
    events = place(state, 7, "I8")
    kinds = [e.kind for e in events]
    assert kinds == ["placed", "turn_over", "drew", "tiles"]
    assert events[1].data["why"] == "no tile fits"
    assert events[3].to == frozenset({0}) and events[2].to is None
    assert len(state.racks[0]) == RACK_SIZE and state.turn == 1


def test_when_nothing_fits_one_exchanges_or_passes() -> None:
    state = arrange([[90, 81, 80, 72, 70, 64, 63], [10] * 7])
    assert state.can(0) == ["exchange", "pass"]
    assert state.can(1) == []


# -- the end ------------------------------------------------------------------------------


def test_the_game_ends_when_every_player_passes_in_turn() -> None:
    state = arrange([[90, 1], [81, 2], [80]], pouch=0)
    state.apply(0, {"type": "pass"}, at=0.0)
    state.apply(1, {"type": "pass"}, at=0.0)
    assert state.result() is None
    events = state.apply(2, {"type": "pass"}, at=0.0)
    result = state.result()
    assert result is not None and result.reason == "every player passed in turn"
    over = events[-1]
    assert over.kind == "over" and over.data["leftovers"] == [91, 83, 80]
    assert state.scores == [-91, -83, -80] and result.ranking == ((2,), (1,), (0,))
    assert state.view(0)["result"]["before"] == [0, 0, 0]


def test_a_pass_between_other_turns_does_not_end_the_game() -> None:
    state = arrange([[7, 90, 81, 80, 72, 70, 64], [10] * 7])
    state.apply(0, {"type": "pass"}, at=0.0)
    state.apply(1, {"type": "exchange", "tiles": state.racks[1][:1]}, at=0.0)
    state.apply(0, {"type": "pass"}, at=0.0)
    assert state.result() is None


def test_three_rounds_without_a_placement_end_the_game() -> None:
    state = arrange([[90, 81, 80, 72, 70, 64, 63], [60, 56, 54, 50, 49, 48, 45]])
    for n in range(6):
        seat = state.turn
        assert state.result() is None
        state.apply(seat, {"type": "exchange", "tiles": state.racks[seat][:1]}, at=0.0)
        assert n < 5 or state.result() is not None
    result = state.result()
    assert result is not None and result.reason == "3 rounds without a placement"


def test_unplayed_tiles_are_subtracted_and_the_highest_wins() -> None:
    state = arrange([[7], [90, 5]], pouch=0)
    state.scores = [10, 100]
    place(state, 7, "I8")  # seat 0 is out and the pouch is empty
    result = state.result()
    assert result is not None and result.reason == "seat 0 used all their tiles"
    assert state.scores == [17, 5] and result.ranking == ((0,), (1,))
    view = state.view(1)
    assert view["result"]["racks"] == [[], [5, 90]] and view["result"]["went_out"] == 0
    assert view["to_act"] == [] and view["can"] == []


# -- challenge mode -------------------------------------------------------------------------


def test_challenge_mode_waits_for_every_opponent() -> None:
    state = arrange([[7, 90, 81, 80, 72, 70, 64], [10] * 7, [6] * 7], challenge=True)
    place(state, 90, "I8")  # not checked
    assert state.to_act() == (1, 2)
    assert state.can(1) == ["accept", "challenge"] and state.can(0) == []
    assert refusal(state, 0, {"type": "place", "tile": rack_tile(state, 0, 7), "square": "F8"}) == (
        "wait: seat 1, seat 2 must first accept or challenge your last tile"
    )
    assert refusal(state, 0, {"type": "accept"}) == "you cannot accept or challenge your own tile"
    state.apply(1, {"type": "accept"}, at=0.0)
    assert refusal(state, 1, {"type": "challenge"}) == "you have already answered this placement"
    assert state.to_act() == (2,)
    state.apply(2, {"type": "accept"}, at=0.0)
    # an unacceptable tile every opponent accepted stays, at its value × premium
    assert state.grid.get(7, 8) == 90 and state.scores[0] == 90
    assert state.to_act() == (0,) and state.pending is None


def test_a_challenge_against_a_right_tile_is_refused_with_its_equation() -> None:
    state = arrange([[7, 90, 81, 80, 72, 70, 64], [10] * 7], challenge=True)
    place(state, 7, "I8")
    assert state.can(1) == ["accept"]
    assert refusal(state, 1, {"type": "challenge"}) == "7 on I8 is right: 3 + 4 = 7"
    state.apply(1, {"type": "accept"}, at=0.0)
    assert state.scores[0] == 7 and state.turn == 0


def test_in_challenge_mode_a_tile_may_go_on_any_empty_square_but_not_a_full_one() -> None:
    state = arrange([[7, 90, 81, 80, 72, 70, 64], [10] * 7], challenge=True)
    assert refusal(state, 0, {"type": "place", "tile": rack_tile(state, 0, 7), "square": "H8"}) == (
        "H8 holds a printed 4: the centre tiles are never covered"
    )
    place(state, 64, "A1")  # no pair: points = value × premium
    assert state.scores[0] == 192
    state.apply(1, {"type": "challenge"}, at=0.0)
    assert state.scores[0] == 0 and state.grid.get(0, 0) is None and state.turn == 1


# -- views and storage ----------------------------------------------------------------------


def test_a_view_shows_the_own_rack_only() -> None:
    state = games.load("mathable").new(seed=4, players=3)
    assert isinstance(state, MathableState)
    for seat in range(3):
        view = state.view(seat)
        assert [t["id"] for t in view["rack"]] == state.racks[seat]
        assert view["racks"] == [7, 7, 7] and view["pouch"] == 106 - 21
    assert state.view(None)["rack"] is None
    assert "pouch" not in json.dumps(state.view(0)) or state.view(0)["pouch"] == 85


@pytest.mark.parametrize("seed", range(4))
def test_states_round_trip_through_json_mid_game(seed: int) -> None:
    state = play_random(seed, players=2 + seed % 3, challenge=seed % 2 == 1)
    again = state.game.state_from_json(json.loads(json.dumps(state.to_json())))
    assert again.to_json() == state.to_json()
    assert again.view(0) == state.view(0)


# -- hints ------------------------------------------------------------------------------------


def test_a_hint_is_shown_to_its_seat_only_and_is_not_a_turn() -> None:
    state = arrange([[7, 12, 16, 90, 81, 80, 72], [10] * 7])
    events = state.apply(0, {"type": "hint", "kind": "placement"}, at=0.0)
    assert [(e.kind, e.to) for e in events] == [("hint", frozenset({0})), ("hinted", None)]
    shown = state.view(0)["hint"]
    assert shown["kind"] == "placement" and shown["points"] == 12
    assert shown["placements"][0]["equations"][0]["text"] == "3 × 4 = 12"
    assert state.view(1)["hint"] is None and state.view(None)["hint"] is None
    assert state.turn == 0 and state.view(1)["hints"]["used"] == [1, 0]
    state.apply(0, {"type": "hint", "kind": "turn"}, at=0.0)
    turn = state.view(0)["hint"]
    assert [p["square"] for p in turn["placements"]][:2] == ["I8", "J8"]  # 12, then 4 + 12 = 16
    place(state, 12, "I8")
    assert state.view(0)["hint"] is None  # a placement clears the hint


def test_no_hints_online_or_when_off() -> None:
    online = arrange([[7, 12, 16, 90, 81, 80, 72], [10] * 7], online=True)
    assert "hint" not in online.can(0)
    assert refusal(online, 0, {"type": "hint"}) == "hints are not available in online games"
    off = arrange([[7, 12, 16, 90, 81, 80, 72], [10] * 7], hints=False)
    assert refusal(off, 0, {"type": "hint"}) == "hints are off in this game"
    stuck = arrange([[90, 81, 80, 72, 70, 64, 63], [10] * 7])
    assert "hint" not in stuck.can(0)
    assert refusal(stuck, 0, {"type": "hint"}) == "no tile of your rack fits anywhere: exchange or pass"


# -- invariants over whole random games ----------------------------------------------------


@pytest.mark.parametrize("seed", range(6))
def test_random_games_keep_the_tiles_and_the_score_sheet(seed: int) -> None:
    state = games.load("mathable", challenge=seed % 3 == 2).new(seed=seed, players=2 + seed % 3)
    assert isinstance(state, MathableState)
    rng = Rng(seed)
    sheet = [0] * state.players  # the paper tally: every placement's and bonus's points
    while state.result() is None:
        seat = rng.choice(state.to_act())
        for event in state.apply(seat, random_action(state, seat, rng), at=0.0):
            if event.kind in ("placed", "bonus"):
                sheet[event.data["seat"]] += event.data["points"]
                assert event.kind == "bonus" or state.options.challenge or event.data["equations"]
            elif event.kind == "challenged":
                sheet[event.data["of"]] -= event.data["lost"]
        on_board = len(state.placed)
        assert len(state.pouch) + sum(map(len, state.racks)) + on_board == len(TILES)
        assert len({*state.pouch, *(t for r in state.racks for t in r), *(p["tile"] for p in state.placed)}) == len(TILES)
    leftovers = [sum(state.rack_values(s)) for s in range(state.players)]
    assert state.scores == [sheet[s] - leftovers[s] for s in range(state.players)]
    assert state.view(0)["result"]["before"] == sheet
