"""``eqgames puzzle crossdigits``, ``eqgames solve crossdigits`` and ``eqgames play crossdigits``."""

from __future__ import annotations

import io
import json
from pathlib import Path
from typing import Any

import pytest

from eqgames import games
from eqgames.cli import main
from eqgames.games.crossdigits.puzzles import daily, random_puzzle


def run(capsys: pytest.CaptureFixture[str], *argv: str) -> tuple[int, str, str]:
    status = main(list(argv))
    captured = capsys.readouterr()
    return status, captured.out, captured.err


def test_puzzle_daily_json(capsys: pytest.CaptureFixture[str]) -> None:
    import datetime

    status, out, err = run(capsys, "puzzle", "crossdigits", "--daily", "2026-12-01", "--json")
    assert status == 0 and err == ""
    data = json.loads(out)
    assert data == daily(datetime.date(2026, 12, 1)).to_json()
    assert set(data) == {"id", "difficulty", "board", "holes", "tiles", "reveal_penalty", "solution"}


def test_puzzle_random_by_difficulty_and_seed(capsys: pytest.CaptureFixture[str]) -> None:
    status, out, _ = run(capsys, "puzzle", "crossdigits", "--difficulty", "hard", "--seed", "7", "--json", "--no-solution")
    data = json.loads(out)
    assert status == 0 and "solution" not in data
    assert data == random_puzzle("hard", 7).to_json(with_solution=False)
    status, out, _ = run(capsys, "puzzle", "crossdigits", "--difficulty", "hard", "--seed", "7")
    assert status == 0 and "□" in out and out.strip().endswith("place 1 1 2 2 3 3 5 6 6 8 8")


def test_puzzle_refusals(capsys: pytest.CaptureFixture[str]) -> None:
    assert run(capsys, "puzzle", "crossdigits", "--daily", "2026-02-30")[0] == 2
    status, _, err = run(capsys, "puzzle", "crossdigits", "--difficulty", "expert")
    assert status == 2 and "difficulty" in err.lower()
    status, _, err = run(capsys, "puzzle", "formula")
    assert status == 2 and "no puzzles" in err


def _position(tmp_path: Path, board: list[str], rack: Any) -> str:
    path = tmp_path / "position.json"
    path.write_text(json.dumps({"board": board, "rack": rack}))
    return str(path)


EMPTY = ["." * 15] * 15


def test_solve_lists_the_best_plays(capsys: pytest.CaptureFixture[str], tmp_path: Path) -> None:
    board = list(EMPTY)
    board[7] = "......9.2......"
    path = _position(tmp_path, board, "7")
    status, out, _ = run(capsys, "solve", "crossdigits", "--position", path, "--json")
    assert status == 0
    assert json.loads(out)["plays"] == [
        {
            "tiles": [[7, 7, 7]],
            "lines": [{"squares": [[7, 6], [7, 7], [7, 8]], "digits": "972", "reading": "9 − 7 = 2", "score": 14}],
            "bonus": 0,
            "score": 14,
        }
    ]
    status, out, _ = run(capsys, "solve", "crossdigits", "--position", path)
    assert status == 0 and out.split() == ["1.", "14", "7@H8", "9", "−", "7", "=", "2"]


def test_solve_takes_a_seats_view_and_lists_the_top_plays(
    capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    view = games.load("crossdigits").new(seed=3).view(0)
    path = tmp_path / "view.json"
    path.write_text(json.dumps(view))
    status, out, _ = run(capsys, "solve", "crossdigits", "--position", str(path), "--top", "3", "--json")
    plays = json.loads(out)["plays"]
    assert status == 0 and len(plays) == 3
    assert plays[0]["score"] >= plays[1]["score"] >= plays[2]["score"]


def test_solve_refusals(capsys: pytest.CaptureFixture[str], tmp_path: Path) -> None:
    assert run(capsys, "solve", "crossdigits", "--position", _position(tmp_path, EMPTY[:3], "7"))[0] == 2
    assert run(capsys, "solve", "crossdigits", "--position", _position(tmp_path, EMPTY, "7x"))[0] == 2
    assert run(capsys, "solve", "crossdigits", "--position", _position(tmp_path, EMPTY, "123456789"))[0] == 2
    status, out, _ = run(capsys, "solve", "crossdigits", "--position", _position(tmp_path, EMPTY, "11"))
    assert status == 1 and "no legal play" in out


def test_play_crossdigits_in_the_terminal(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    monkeypatch.setattr("sys.stdin", io.StringIO("A1 972\nG8 972\nquit\n"))
    status = main(["play", "crossdigits", "--vs", "easy", "--seed", "3"])
    out = capsys.readouterr().out
    assert status == 1 and "Leaving the game" in out  # the driver's status for quitting
    assert "cover the star" in out  # the refused first try
    assert "you placed 9@G8 7@H8 2@I8: 9 − 7 = 2 for 14" in out
    assert "seat 1 placed" in out
