"""The Crossdigits tools through the generic tool routes: puzzles (get, check, reveal), the
play preview, the Workbench."""

from __future__ import annotations

import datetime

from eqgames.games.crossdigits import puzzles

from .conftest import Api

PUZZLE = "/api/tools/crossdigits/puzzle"
EMPTY = ["." * 15] * 15


def _with_972() -> list[str]:
    rows = list(EMPTY)
    rows[7] = "......972......"
    return rows


def test_the_daily_puzzle_is_the_engines_without_its_solution(api: Api) -> None:
    got = api.client.post(PUZZLE, json={"daily": "2026-12-01"})
    assert got.status_code == 200, got.text
    body = got.json()
    expected = puzzles.daily(datetime.date(2026, 12, 1))
    assert body == expected.to_json(with_solution=False)
    assert "solution" not in body
    assert body["id"] == "daily-2026-12-01" and len(body["holes"]) == 5


def test_a_random_puzzle_by_difficulty_and_seed(api: Api) -> None:
    body = api.client.post(PUZZLE, json={"difficulty": "medium", "seed": 3}).json()
    assert body["id"] == "medium-3"
    assert len(body["tiles"]) == 8


def test_bad_puzzle_requests_are_refused_with_a_reason(api: Api) -> None:
    cases: list[dict[str, str | int]] = [
        {"daily": "2026-13-01"},
        {"daily": "1800-01-01"},
        {"difficulty": "fiendish", "seed": 1},
        {"difficulty": "easy", "seed": -1},
        {"daily": 20261201},
        {"colour": "red"},
    ]
    for params in cases:
        got = api.client.post(PUZZLE, json=params)
        assert got.status_code == 422, params
        assert got.json()["error"] == "invalid" and got.json()["detail"]
    got = api.client.post("/api/tools/crossdigits/puzzle-check", json={"id": "nonsense", "tiles": []})
    assert got.status_code == 422


def test_check_marks_false_lines_and_reveal_places_a_correct_tile(api: Api) -> None:
    puzzle = puzzles.daily(datetime.date(2026, 12, 1))
    r0, c0, d0 = puzzle.solution[0]
    other = next(d for d in puzzle.tiles if d != d0)
    wrong = [[r0, c0, other]]
    got = api.client.post(
        "/api/tools/crossdigits/puzzle-check", json={"id": puzzle.id, "tiles": wrong}
    ).json()
    expected = puzzles.check(puzzle, {(r, c): d for r, c, d in wrong})
    assert got == expected.to_json()
    revealed = api.client.post(
        "/api/tools/crossdigits/puzzle-reveal", json={"id": puzzle.id, "tiles": []}
    ).json()
    (r, c, d) = revealed["tiles"][0]
    assert (r, c) == tuple(revealed["square"]) and puzzle.solution_map[(r, c)] == d
    assert revealed["penalty"] == puzzles.REVEAL_PENALTY
    solved = api.client.post(
        "/api/tools/crossdigits/puzzle-check",
        json={"id": puzzle.id, "tiles": [list(t) for t in puzzle.solution]},
    ).json()
    assert solved["solved"] is True and solved["false_lines"] == []
    # A tile off the outlined squares is refused, and says why.
    bad = api.client.post(
        "/api/tools/crossdigits/puzzle-check", json={"id": puzzle.id, "tiles": [[0, 0, 1]]}
    )
    assert bad.status_code == 422 and "outlined" in bad.json()["detail"]


def test_preview_scores_the_rulebook_example_and_gives_the_reason_for_a_bad_play(
    api: Api,
) -> None:
    rows = list(EMPTY)
    got = api.client.post(
        "/api/tools/crossdigits/preview", json={"board": rows, "tiles": [[7, 6, 9], [7, 7, 7], [7, 8, 2]]}
    ).json()
    assert got["ok"] is True and got["score"] == 14
    assert got["lines"][0]["reading"] == "9 − 7 = 2"
    bad = api.client.post(
        "/api/tools/crossdigits/preview", json={"board": rows, "tiles": [[7, 6, 9], [7, 7, 7], [7, 8, 3]]}
    ).json()
    assert bad["ok"] is False and "does not read as a true equation" in bad["reason"]
    malformed = api.client.post("/api/tools/crossdigits/preview", json={"board": ["x"] * 15, "tiles": []})
    assert malformed.status_code == 422


def test_workbench_builds_through_a_base_and_returns_the_play(api: Api) -> None:
    body = {
        "board": _with_972(),
        "rack": [1, 8, 3],
        "base": [[7, 7]],
        "direction": "down",
        "tokens": [{"rack": 1}, {"symbol": "+"}, {"base": 0}, {"symbol": "="}, {"rack": 8}],
    }
    got = api.client.post("/api/tools/crossdigits/workbench", json=body).json()
    assert got["text"] == "1 + 7 = 8" and got["true"] is True
    assert got["action"] == {"type": "place", "tiles": [[6, 7, 1], [8, 7, 8]]}
    assert got["play"]["score"] == 7
    scratch = api.client.post(
        "/api/tools/crossdigits/workbench",
        json={"board": EMPTY, "tokens": [{"digit": 9}, {"symbol": "÷"}, {"digit": 4}]},
    ).json()
    assert scratch["value"] == "9/4"
    refused = api.client.post(
        "/api/tools/crossdigits/workbench", json={"board": EMPTY, "base": [[0, 0]], "tokens": []}
    )
    assert refused.status_code == 422 and "holds no tile" in refused.json()["detail"]
