"""Every square a client sends is checked against the board (issue 10, bug 3): a square off
the board, or negative, is refused with a sentence naming the range, never a 500."""

from __future__ import annotations

import pytest

from .conftest import Api

EMPTY = ["." * 15] * 15
OFF = "is off the board: a square is [row, column], each 0 to 14 ([0, 0] is A1, [14, 14] is O15)"


@pytest.mark.parametrize("path", ["/api/tools/crossdigits/puzzle-check", "/api/tools/crossdigits/puzzle-reveal"])
@pytest.mark.parametrize("tile", [[99, 99, 5], [-1, 0, 5], [0, -1, 5], [7, 15, 5], [10**30, 0, 1]])
def test_puzzle_tiles_off_the_board_are_refused(api: Api, path: str, tile: list[int]) -> None:
    r = api.client.post(path, json={"id": "easy-1", "tiles": [tile]})
    assert r.status_code == 422, r.text
    body = r.json()
    assert body["error"] == "invalid" and body["detail"].endswith(OFF)
    assert len(body["detail"]) < 140


@pytest.mark.parametrize("base", [[[99, 99]], [[-1, -1]], [[7, 7], [7, 15]], [[-3, 7]]])
def test_workbench_bases_off_the_board_are_refused(api: Api, base: list[list[int]]) -> None:
    rows = list(EMPTY)
    rows[7] = "......972......"
    body = {"board": rows, "rack": [1], "base": base, "tokens": [{"base": 0}]}
    r = api.client.post("/api/tools/crossdigits/workbench", json=body)
    assert r.status_code == 422, r.text
    assert r.json()["detail"].endswith(OFF)


@pytest.mark.parametrize("tile", [[99, 99, 5], [-1, 7, 5]])
def test_a_preview_off_the_board_says_why(api: Api, tile: list[int]) -> None:
    r = api.client.post("/api/tools/crossdigits/preview", json={"board": EMPTY, "tiles": [tile]})
    assert r.status_code == 200
    assert r.json()["ok"] is False and r.json()["reason"].endswith(OFF)


def test_a_game_move_off_the_board_is_refused(api: Api) -> None:
    made = api.create(game="crossdigits", seats=["human", "human"], pass_and_play=True)
    action = {"type": "place", "tiles": [[-1, 7, 5]]}
    r = api.act(made["code"], made["token"], action, 0)
    assert r.status_code == 422, r.text
    assert r.json()["error"] == "illegal_action" and r.json()["detail"].endswith(OFF)


def test_square_names_take_ascii_digits_only() -> None:
    from eqgames.games.crossdigits.board import parse_square, square_name

    assert parse_square("h8") == (7, 7)
    for name in ("H٨", "H８", "A¹"):
        with pytest.raises(ValueError, match="is not a square"):
            parse_square(name)
    with pytest.raises(ValueError, match="off the board"):
        square_name(-1, 0)


def test_puzzle_ids_take_ascii_digits_only(api: Api) -> None:
    r = api.client.post("/api/tools/crossdigits/puzzle-check", json={"id": "easy-٣", "tiles": []})
    assert r.status_code == 422 and r.json()["error"] == "invalid"
