"""The Workbench: a base, your tiles and symbols; checks, values, score and the play."""

from __future__ import annotations

import pytest

from eqgames.games.crossdigits.board import Board
from eqgames.games.crossdigits.workbench import MAX_TOKENS, Token, build, pick_base
from tests.crossdigits_helpers import put


def taps(text: str) -> list[Token]:
    """``"r1 + b0 = r8"``: rN a rack digit, bN a base tile, dN a plain digit, else a symbol."""
    out = []
    for word in text.split():
        kind = {"r": "rack", "b": "base", "d": "digit"}.get(word[0])
        out.append(Token(kind, int(word[1:])) if kind else Token("symbol", word))  # type: ignore[arg-type]
    return out


@pytest.fixture
def board() -> Board:
    return put(Board(), "G8", "972")  # 9 − 7 = 2 across the star row


def test_building_down_through_a_tile_places_the_tiles_and_scores_the_play(board: Board) -> None:
    result = build(board, [1, 8, 5], pick_base(board, [(7, 7)], "down"), taps("r1 + b0 = r8"))
    assert (result.text, result.sides, result.true, result.problems) == ("1 + 7 = 8", ("8", "8"), True, ())
    assert result.reading == "1 + 7 = 8" and result.play is not None and result.play.score == 7
    assert result.action is not None and result.action.tiles == ((6, 7, 1), (8, 7, 8))


def test_a_run_of_base_tiles_extends_a_line(board: Board) -> None:
    # 972 + 671 is 97 − 26 = 71: the base is the whole run, the new tiles go after it.
    base = pick_base(board, [(7, 6), (7, 7), (7, 8)])
    result = build(board, [6, 7, 1], base, taps("b0 b1 − b2 r6 = r7 r1"))
    assert result.text == "97 − 26 = 71" and result.true
    assert result.play is not None and result.play.score == 14


def test_the_equation_value_is_shown_as_you_go(board: Board) -> None:
    base = pick_base(board, [(7, 7)], "down")
    assert build(board, [1, 8], base, taps("r1 + b0")).value == "8"
    wrong = build(board, [1, 9], base, taps("r1 + b0 = r9"))
    assert wrong.sides == ("8", "9") and wrong.true is False
    assert wrong.play is None and "does not read as a true equation" in wrong.problems[0]


def test_base_tiles_are_used_all_in_order_with_your_tiles_only_outside(board: Board) -> None:
    base = pick_base(board, [(7, 6), (7, 7), (7, 8)])
    assert "in order" in build(board, [1], base, taps("b1 b0 b2 r1")).problems[0]
    assert "in order" in build(board, [1], base, taps("b0 b1 r1")).problems[0]
    assert "not between" in build(board, [1], base, taps("b0 r1 b1 b2")).problems[0]
    assert "at least one of your tiles" in build(board, [1], base, taps("b0 b1 − b2")).problems[0]
    assert "you have 0 5 tiles" in build(board, [1], base, taps("b0 b1 b2 r5")).problems[0]
    assert "not in the base" in build(board, [1], base, taps("b3 r1")).problems[0]


def test_the_play_must_fit_on_the_board(board: Board) -> None:
    single = pick_base(board, [(7, 6)], "across")  # just the 9, but the 7 sits after it
    problems = build(board, [1, 2], single, taps("r1 r2 = b0")).problems
    assert problems == ("the line would run on into the 7 on H8: add it to the base",)
    corner = put(Board(), "A1", "9")
    base = pick_base(corner, [(0, 0)], "across")
    assert build(corner, [1, 8], base, taps("r1 r8 = b0")).problems == ("the play runs off the board",)
    assert "I8 already holds a 2" in build(board, [1], pick_base(board, [(7, 7)]), taps("b0 r1")).problems


def test_scratch_math_without_a_base() -> None:
    result = build(Board(), [], None, taps("d1 d2 ÷ ( d3 + d5 )"))
    assert (result.text, result.value) == ("12 ÷ (3 + 5)", "3/2")
    assert build(Board(), [], None, taps("d6 × d7 = d4 d2")).true is True
    assert "0" in build(Board(), [], None, taps("d6 ÷ d0")).problems[0]
    assert build(Board(), [], None, taps("d6 ×")).problems  # unfinished: no value yet
    assert build(Board(), [], None, taps("d1 " * (MAX_TOKENS + 1))).problems == (
        f"at most {MAX_TOKENS} tokens",
    )


def test_tokens_and_bases_from_json(board: Board) -> None:
    assert Token.from_json({"symbol": "/"}) == Token("symbol", "÷")
    assert Token.from_json({"rack": 7}).to_json() == {"rack": 7}
    for bad in ({"rack": 12}, {"symbol": "^"}, {"rack": True}, {"tile": 3}, {"rack": 1, "base": 0}):
        with pytest.raises(ValueError):
            Token.from_json(bad)
    with pytest.raises(ValueError, match="run of touching tiles"):
        pick_base(board, [(7, 6), (7, 8)])
    with pytest.raises(ValueError, match="holds no tile"):
        pick_base(board, [(0, 0)])
    assert pick_base(board, [(7, 8), (7, 7)]).squares == ((7, 7), (7, 8))
