"""Every rule of the Crossdigits rulebook, and its examples, as tests."""

from __future__ import annotations

from collections import Counter

import pytest

from eqgames import games
from eqgames.core import Event, IllegalAction
from eqgames.games.crossdigits.actions import Place
from eqgames.games.crossdigits.bag import POINTS, TILES
from eqgames.games.crossdigits.board import PREMIUMS, SIZE, STAR, Board, parse_square, premium
from eqgames.games.crossdigits.plays import check_play
from eqgames.games.crossdigits.rules import CrossdigitsState
from tests.crossdigits_helpers import arrange, put, tiles_at


def place(state: CrossdigitsState, square: str, digits: str, down: bool = False) -> Event:
    """The seat to act places ``digits`` from ``square``; returns the "placed" event."""
    events = state.apply(state.turn, Place(tuple(tiles_at(square, digits, down))), at=0.0)
    return next(e for e in events if e.kind == "placed")


def refusal(board: Board, square: str, digits: str, down: bool = False) -> str:
    with pytest.raises(IllegalAction) as error:
        check_play(board, tiles_at(square, digits, down), None)
    return error.value.reason


# -- The board and the tiles ---------------------------------------------------------------


def test_the_premium_layout_is_the_classic_crossword_one_with_a_2e_star() -> None:
    counts = Counter(cell for row in PREMIUMS for cell in row if cell)
    assert counts == {"3E": 8, "2E": 17, "3T": 12, "2T": 24}
    assert STAR == (7, 7) and premium(*STAR) == "2E"
    for r in range(SIZE):
        for c in range(SIZE):
            assert PREMIUMS[r][c] == PREMIUMS[SIZE - 1 - r][c] == PREMIUMS[r][SIZE - 1 - c]
    squares = ("A1", "D1", "B2", "F2", "H1", "G3")
    assert [premium(*parse_square(sq)) for sq in squares] == ["3E", "2T", "2E", "3T", "3E", "2T"]


def test_the_bag_holds_100_tiles_and_scarcer_digits_are_worth_more() -> None:
    assert Counter(TILES) == {0: 7, 1: 13, 2: 13, 3: 13, 4: 10, 5: 10, 6: 10, 7: 8, 8: 8, 9: 8}
    assert [POINTS[d] for d in (1, 2, 3)] == [1, 1, 1]
    assert [POINTS[d] for d in (4, 5, 6)] == [2, 2, 2]
    assert [POINTS[d] for d in (7, 8, 9, 0)] == [3, 3, 3, 3]


# -- The basics --------------------------------------------------------------------------------


@pytest.mark.parametrize("players", [2, 3, 4])
def test_each_player_draws_7_and_the_second_player_8(players: int) -> None:
    state = games.load("crossdigits").new(seed=5, players=players)
    assert isinstance(state, CrossdigitsState)
    assert [len(r) for r in state.racks] == [7, 8] + [7] * (players - 2)
    assert state.view(0)["bag"] == 100 - 7 * players - 1
    assert state.to_act() == (0,)


def test_after_their_first_play_the_second_players_rack_refills_to_7() -> None:
    state = arrange(["9721111", "17811111"])
    place(state, "G8", "972")
    assert len(state.racks[0]) == 7
    place(state, "H7", "1.8", down=True)  # 1 + 7 = 8 down through the 7
    assert len(state.racks[1]) == 7


def test_the_rulebook_example_7_between_9_and_2_on_a_2e_scores_14() -> None:
    board = put(Board(), "G8", "9.2")  # a 9 and a 2 with an empty 2E square between them
    play = check_play(board, tiles_at("H8", "7"), [7])
    assert [line.reading for line in play.lines] == ["9 − 7 = 2"]
    assert play.score == (3 + 3 + 1) * 2 == 14


def test_adding_6_7_and_1_the_line_is_read_again_as_97_minus_26_equals_71() -> None:
    state = arrange(["9721111", "67111111"])
    assert place(state, "G8", "972").data["score"] == 14
    placed = place(state, "J8", "671")
    assert [line["reading"] for line in placed.data["lines"]] == ["97 − 26 = 71"]
    # The star's 2E counted only when it was covered; the 1 is on L8, a 2T:
    assert placed.data["score"] == 3 + 3 + 1 + 2 + 3 + 1 * 2 == 14


def test_the_equals_sign_can_come_first() -> None:
    play = check_play(Board(), tiles_at("G8", "297"), None)
    assert [line.reading for line in play.lines] == ["2 = 9 − 7"]


# -- Equation rules ------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("digits", "why"),
    [
        ("505", "adding 0 or subtracting 0 doesn't count"),
        ("500", "multiplying by 0 doesn't count"),
        ("050", "dividing 0 doesn't count"),
        ("723", "division has to come out even"),
        ("1012", "1 + 01 = 2: numbers can't start with 0"),
    ],
)
def test_lines_that_break_the_equation_rules_are_refused(digits: str, why: str) -> None:
    assert "not read as a true equation" in refusal(Board(), "H8", digits), why


def test_results_of_0_are_fine() -> None:
    assert check_play(Board(), tiles_at("G8", "770"), None).lines[0].reading == "7 − 7 = 0"


def test_two_tiles_side_by_side_can_never_be_an_equation() -> None:
    assert "at least 3 tiles" in refusal(Board(), "H8", "11")
    board = put(Board(), "G8", "972")
    assert "only 2 tiles" in refusal(board, "G9", "1")  # 9 over 1, down


# -- Placing tiles ----------------------------------------------------------------------------------


def test_the_first_play_covers_the_star() -> None:
    assert "star" in refusal(Board(), "A1", "972")


def test_after_that_every_play_touches_a_tile_on_the_board() -> None:
    board = put(Board(), "G8", "972")
    assert "touch" in refusal(board, "A1", "972")


def test_all_the_tiles_go_in_one_row_or_column_with_no_gaps() -> None:
    board = put(Board(), "G8", "972")
    with pytest.raises(IllegalAction, match="one row or one column"):
        check_play(board, [(6, 6, 1), (8, 7, 8)], None)
    assert "gap at K8" in refusal(board, "J8", "6.1")


def test_tiles_already_on_the_board_can_sit_between_yours() -> None:
    board = put(Board(), "G8", "972")
    play = check_play(board, tiles_at("H7", "1.8", down=True), [1, 8])
    assert [(line.reading, line.score) for line in play.lines] == [("1 + 7 = 8", 7)]


def test_every_line_through_a_new_tile_has_to_be_true() -> None:
    board = put(put(Board(), "G8", "972"), "G9", "63", down=True)  # 9 − 6 = 3 down column G
    # 1 + 2 = 3 across row 11, but its 2 makes column G read 9 6 3 2.
    assert "9 6 3 2 (G8–G11) does not read" in refusal(board, "F11", "123")


def test_a_tile_must_come_from_the_rack_and_go_on_an_empty_square() -> None:
    board = put(Board(), "G8", "972")
    with pytest.raises(IllegalAction, match="you have 0 8 tiles"):
        check_play(board, tiles_at("H7", "1.8", down=True), [1, 1])
    assert "already holds" in refusal(board, "H8", "5")
    with pytest.raises(IllegalAction, match="off the board"):
        check_play(board, [(15, 7, 1)], None)


# -- Scoring ----------------------------------------------------------------------------------------


def test_tile_multipliers_apply_first_then_equation_multipliers() -> None:
    # 10 + 5 = 15 from D8: the first 1 on D8's 2T, the last 5 on the star's 2E.
    play = check_play(Board(), tiles_at("D8", "10515"), None)
    assert play.score == (1 * 2 + 3 + 2 + 1 + 2) * 2 == 20


def test_a_times_or_divide_line_earns_5_after_multipliers() -> None:
    play = check_play(Board(), tiles_at("G8", "623"), None)
    assert play.lines[0].reading == "6 ÷ 2 = 3"
    assert play.score == (2 + 1 + 1) * 2 + 5 == 13


def test_several_readings_score_with_the_best_one() -> None:
    # 6 ÷ 2 = 3 and 6 = 2 × 3 are both × or ÷; 9 − 7 = 2 and 9 = 7 + 2 are not.
    play = check_play(Board(), tiles_at("G8", "972"), None)
    assert play.lines[0].reading == "9 − 7 = 2" and play.score == 14


def test_each_line_is_scored_separately_and_added() -> None:
    board = put(put(Board(), "G8", "9.2"), "H6", "16", down=True)
    play = check_play(board, tiles_at("H8", "7"), [7])  # the 7 makes a line each way
    assert [(line.reading, line.score) for line in play.lines] == [
        ("9 − 7 = 2", (3 + 3 + 1) * 2),
        ("1 + 6 = 7", (1 + 2 + 3) * 2),
    ]
    assert play.score == 26


def test_using_7_tiles_in_one_play_earns_20() -> None:
    play = check_play(Board(), tiles_at("B8", "1234127"), None)  # 123 + 4 = 127
    assert play.bonus == 20
    # B8..H8: the 3 on D8's 2T, the 7 on the star's 2E.
    assert play.score == (1 + 1 + 1 * 2 + 2 + 1 + 1 + 3) * 2 + 20 == 42
