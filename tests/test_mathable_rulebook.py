"""Every example in the Mathable rulebook, as a test (``rules/mathable.txt``)."""

from __future__ import annotations

from eqgames.games.mathable.board import Grid, parse, sign
from eqgames.games.mathable.placement import completed, reason, score
from eqgames.games.mathable.tiles import TILES
from tests.mathable_helpers import arrange, place


def texts(grid: Grid, square: str, value: int) -> list[str]:
    return [e.text for e in completed(grid, square, value)]


# -- Fundamentals -------------------------------------------------------------------------------


def test_the_centre_pairs_3_4_take_a_7_or_a_12_right_or_left() -> None:
    grid = Grid()
    for square in ("F8", "I8"):
        assert texts(grid, square, 7) == ["3 + 4 = 7"]
        assert texts(grid, square, 12) == ["3 × 4 = 12"]


def test_the_vertical_pair_1_3_takes_a_4_or_a_3_above_or_below() -> None:
    grid = Grid()
    for square in ("G6", "G9"):
        assert texts(grid, square, 4) == ["1 + 3 = 4"]
        assert texts(grid, square, 3) == ["1 × 3 = 3"]


def test_subtraction_and_division_reverse_the_pair() -> None:
    # (2, 4): 2 − 4 = −2 and 2 ÷ 4 = 1/2 have no tiles; 4 − 2 = 2 and 4 ÷ 2 = 2 do.
    grid = Grid()
    for square in ("H6", "H9"):
        assert texts(grid, square, 2) == ["4 − 2 = 2"]  # one pair, one equation
        assert completed(grid, square, 2)[0].pair == (parse("H7"), parse("H8"))
    assert reason(grid, "H9", 0) == "0 completes no equation on H9: 2 and 4 make 6, 2 or 8"


# -- To Begin Play ------------------------------------------------------------------------------


def test_to_begin_play() -> None:
    grid = Grid()
    assert texts(grid, "G9", 4) == ["1 + 3 = 4"]  # 1. a 4 next to the pair (1, 3)
    grid.put(parse("G9"), 4)
    assert texts(grid, "H9", 2) == ["4 − 2 = 2"]  # 2. a 2 below the pair (2, 4)
    grid.put(parse("H9"), 2)
    # 3. the new pair (4, 2): an 8 to the left or right, a 6, or a 2 by − or ÷.
    assert texts(grid, "F9", 8) == ["4 × 2 = 8"]
    assert texts(grid, "I9", 6) == ["4 + 2 = 6"]
    assert texts(grid, "I9", 2) == ["4 − 2 = 2"]
    grid.put(parse("F9"), 8)
    grid.put(parse("I9"), 6)
    # 4. a 32 to the left of tile 8, or a 7 below tile 4.
    assert texts(grid, "E9", 32) == ["8 × 4 = 32"]
    assert sign(*parse("G10")) == "+"
    assert texts(grid, "G10", 7) == ["3 + 4 = 7"]


def test_the_centre_squares_cannot_be_covered() -> None:
    for square, printed in (("G7", 1), ("H7", 2), ("G8", 3), ("H8", 4)):
        assert reason(Grid(), square, 5) == (
            f"{square} holds a printed {printed}: the centre tiles are never covered"
        )


def test_no_equation_in_diagonal() -> None:
    # I9 is diagonal to the pair G7, H8 (1 and 4 make 5): it has no pair at all.
    assert completed(Grid(), "I9", 5) == ()
    assert reason(Grid(), "I9", 5) == (
        "I9 has no pair beside it: a tile completes an equation with the two adjoining tiles "
        "next to it in its row or column"
    )


# -- Scoring: sign squares ----------------------------------------------------------------------


def test_only_a_16_to_the_right_of_tile_12() -> None:
    grid = Grid.with_tiles({"I8": 12})  # 3 × 4 = 12, right of the centre's 4
    assert sign(*parse("J8")) == "+"
    assert texts(grid, "J8", 16) == ["4 + 12 = 16"]
    assert reason(grid, "J8", 48) == "J8 is a + square: 4 + 12 = 16, not 48"
    assert reason(grid, "J8", 8) == "J8 is a + square: 4 + 12 = 16, not 8"


def test_only_a_6_to_the_right_of_tile_3() -> None:
    grid = Grid.with_tiles({"I7": 3})  # 1 + 2 = 3, right of the centre's 2
    assert sign(*parse("J7")) == "×"
    assert texts(grid, "J7", 6) == ["2 × 3 = 6"]
    assert reason(grid, "J7", 5) == "J7 is a × square: 2 × 3 = 6, not 5"
    assert reason(grid, "J7", 1) == "J7 is a × square: 2 × 3 = 6, not 1"


def test_a_division_square_names_a_quotient_that_is_not_whole() -> None:
    grid = Grid.with_tiles({"B7": 5, "B6": 3})  # B5 is a ÷ square above them
    assert reason(grid, "B5", 2) == "B5 is a ÷ square: 5 ÷ 3 is not a whole number, not 2"


def test_a_placement_on_a_sign_square_offers_a_bonus_draw() -> None:
    state = arrange([[3, 6, 90, 81, 80, 72, 70], [5] * 7])
    place(state, 3, "I7")
    assert not state.view(0)["draw_offered"]
    events = place(state, 6, "J7")
    assert [e.kind for e in events] == ["placed", "draw_offered"]
    assert state.view(0)["draw_offered"] and "draw" in state.view(0)["can"]
    nine = next(t for t in state.pouch if TILES[t] == 9)
    state.pouch.remove(nine)
    state.pouch.append(nine)  # the next tile drawn is a 9
    pouch = state.view(0)["pouch"]
    events = state.apply(0, {"type": "draw"}, at=0.0)
    assert [(e.kind, e.to) for e in events] == [("drew", None), ("tiles", frozenset({0}))]
    assert events[0].data == {"seat": 0, "count": 1, "pouch": pouch - 1, "why": "bonus"}
    assert events[1].data == {"tiles": [{"id": nine, "value": 9}]}
    assert len(state.racks[0]) == 6 and not state.view(0)["draw_offered"]
    place(state, 9, "K7")  # 3 + 6, on a + square: the bonus tile is played at once


# -- Scoring: premium squares -------------------------------------------------------------------


def test_premium_squares_double_or_triple_the_value() -> None:
    assert score(Grid.with_tiles({"E6": 3, "E7": 4}), "E5", 7) == 14  # E5 is 2x
    assert score(Grid.with_tiles({"B1": 2, "C1": 5}), "A1", 7) == 21  # A1 is 3x
    assert score(Grid.with_tiles({"B1": 2, "C1": 5}), "A1", 10) == 30


# -- Simple and multiple equations --------------------------------------------------------------


def test_a_simple_equation() -> None:
    grid = Grid.with_tiles({"D6": 42, "E6": 7})
    assert texts(grid, "F6", 6) == ["42 ÷ 7 = 6"]
    assert score(grid, "F6", 6) == 6


def test_multiple_equations() -> None:
    grid = Grid.with_tiles({"H12": 10, "I12": 2, "J10": 7, "J11": 1})
    assert texts(grid, "J12", 8) == ["10 − 2 = 8", "7 + 1 = 8"]
    assert score(grid, "J12", 8) == 16


def test_four_equations_at_once() -> None:
    # "It is possible to solve three or even four equations with a single tile."
    grid = Grid.with_tiles({"D11": 3, "E11": 3, "G11": 5, "H11": 1,
                            "F9": 2, "F10": 4, "F12": 9, "F13": 3})
    assert texts(grid, "F11", 6) == ["3 + 3 = 6", "5 + 1 = 6", "2 + 4 = 6", "9 − 3 = 6"]
    assert score(grid, "F11", 6) == 24


# -- Sample play --------------------------------------------------------------------------------


def test_sample_play() -> None:
    state = arrange([[7, 2, 90, 81, 80, 72, 70], [8, 16, 10, 64, 63, 60, 56]])
    # Player 1: a 7 (3 + 4), then a 2 (3 − 1); no other tile fits: 7 + 2 = 9.
    place(state, 7, "I8")
    events = place(state, 2, "G6")
    assert state.view(0)["tiles"][-1]["points"] == 2
    assert state.scores[0] == 9
    assert [e.data["why"] for e in events if e.kind == "turn_over"] == ["no tile fits"]
    assert state.turn == 1
    # Player 2: an 8 (2 × 4), then a 16 to its right (2 × 8).
    place(state, 8, "H6")
    board = Grid.from_json(state.view(1)["board"])
    assert texts(board, "I6", 16) == ["2 × 8 = 16"]
    # He cannot place the 16 above tile 8: the sign square warrants an addition.
    refusal = reason(board, "H5", 16)
    assert refusal == "H5 is a + square: 8 + 2 = 10, not 16"
    try:
        place(state, 16, "H5")
    except Exception as exc:  # noqa: BLE001 - the refusal is checked below
        assert str(exc) == refusal
    else:
        raise AssertionError("16 above tile 8 was accepted")
    # The 10 fits there (8 + 2), and he may then draw a tile at once.
    events = place(state, 10, "H5")
    assert events[0].data["equations"][0]["text"] == "8 + 2 = 10"
    assert state.view(1)["draw_offered"]
    assert state.scores[1] == 8 + 10


# -- The 50-point bonus -------------------------------------------------------------------------

CHAIN = [("I7", 3), ("J7", 6), ("K7", 9), ("L7", 15), ("G9", 4), ("G10", 7), ("H9", 2)]


def test_fifty_points_for_all_seven_tiles_in_one_turn() -> None:
    state = arrange([[v for _, v in CHAIN], [5] * 7])
    for square, value in CHAIN:
        events = place(state, value, square)
    assert state.scores[0] == 46 + 50
    assert [e.data for e in events if e.kind == "bonus"] == [{"seat": 0, "points": 50, "total": 96}]
    assert state.last_turns[0] is not None and state.last_turns[0]["bonus"] == 50
    assert len(state.racks[0]) == 7 and state.turn == 1  # the rack refilled, the turn over


def test_no_bonus_with_fewer_than_seven_tiles_at_the_turns_start() -> None:
    state = arrange([[v for _, v in CHAIN[:6]], [90, 81]], pouch=0)
    for square, value in CHAIN[:6]:
        events = place(state, value, square)
    assert state.before[0] == 44  # no bonus ...
    assert not [e for e in events if e.kind == "bonus"]
    # ... and with the pouch empty, using every tile ends the game.
    result = state.result()
    assert result is not None and state.went_out == 0
    assert state.scores == [44, -171]  # the unplayed 90 and 81 are taken off


# -- Exchanging tiles ---------------------------------------------------------------------------


def test_exchanging_some_tiles_ends_the_turn() -> None:
    state = arrange([[1, 2, 3, 90, 81, 80, 72], [5] * 7])
    rack = list(state.racks[0])
    pouch = len(state.pouch)
    events = state.apply(0, {"type": "exchange", "tiles": rack[3:]}, at=0.0)
    assert [e.kind for e in events][:1] == ["exchanged"]
    assert len(state.racks[0]) == 7 and len(state.pouch) == pouch
    assert set(state.racks[0]).isdisjoint(rack[3:])  # new tiles drawn before the old go back
    assert set(rack[:3]) <= set(state.racks[0])
    assert state.turn == 1 and state.scores == [0, 0]


def test_exchanging_all_tiles() -> None:
    state = arrange([[1, 2, 3, 90, 81, 80, 72], [5] * 7])
    rack = list(state.racks[0])
    state.apply(0, {"type": "exchange", "tiles": rack}, at=0.0)
    assert set(state.racks[0]).isdisjoint(rack) and len(state.racks[0]) == 7


# -- Challenging a solution ---------------------------------------------------------------------


def test_a_right_challenge_takes_the_tile_back_and_ends_the_turn_keeping_earlier_points() -> None:
    state = arrange([[7, 12, 90, 81, 80, 72, 70], [5] * 7], challenge=True)
    place(state, 7, "I8")  # right: 3 + 4
    assert state.to_act() == (1,)
    state.apply(1, {"type": "accept"}, at=0.0)
    place(state, 90, "F8")  # wrong: 3 and 4 do not make 90
    assert state.view(1)["pending"]["square"] == "F8" and state.scores[0] == 97
    events = state.apply(1, {"type": "challenge"}, at=0.0)
    assert events[0].kind == "challenged"
    assert events[0].data["reason"] == "90 completes no equation on F8: 3 and 4 make 7, 1 or 12"
    assert state.scores[0] == 7  # the 7 placed before stays
    assert state.grid.get(*parse("F8")) is None and state.turn == 1
    assert 90 in state.rack_values(0) and len(state.racks[0]) == 7
    assert state.last_turns[0] is not None and state.last_turns[0]["action"] == "challenged"
