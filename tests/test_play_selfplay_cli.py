"""``eqgames play`` and ``eqgames selfplay`` work for any enumerable game with bots."""

from __future__ import annotations

import io
import json

import pytest

from eqgames.cli import main
from eqgames.cli.hooks import hooks_for, parse_variants
from eqgames.cli.selfplay import labels_of, wilson


def run_play(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str], argv: list[str], typed: str
) -> tuple[int, str]:
    monkeypatch.setattr("sys.stdin", io.StringIO(typed))
    status = main(["play", *argv])
    return status, capsys.readouterr().out


def test_selfplay_formula_prints_one_json_object(capsys: pytest.CaptureFixture[str]) -> None:
    status = main(
        ["selfplay", "formula", "--bots", "hard,medium", "--games", "2", "--seed", "1", "--json"]
    )
    report = json.loads(capsys.readouterr().out)
    assert status == 0
    assert report["games"] == 2 and report["errors"] == 0
    assert sum(report["wins_per_seat"]) == pytest.approx(2)
    assert set(report["wins_per_bot"]) == {"hard", "medium"}
    assert sum(report["wins_per_bot"].values()) == pytest.approx(2)
    assert report["mean_turns"] > 0


def test_selfplay_works_for_nim_and_for_variants(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["selfplay", "nim", "--bots", "hard,easy", "--games", "6", "--json"]) == 0
    report = json.loads(capsys.readouterr().out)
    assert report["wins_per_bot"]["hard"] >= 3 and report["errors"] == 0
    argv = ["selfplay", "formula", "--bots", "easy,medium,easy", "--games", "3", "--json"]
    assert main([*argv, "--variant", "five_draw,no_plus_minus"]) == 0
    report = json.loads(capsys.readouterr().out)
    assert report["options"]["five_draw"] and report["players"] == 3


def test_selfplay_refuses_bad_requests(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["selfplay", "formula", "--bots", "genius,easy"]) == 2
    assert "no 'genius' bot" in capsys.readouterr().err
    assert main(["selfplay", "formula", "--variant", "colour=red"]) == 2
    assert "unknown option" in capsys.readouterr().err


def test_play_formula_with_typed_numbered_and_refused_moves(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    # Seed 3 opens with 6 ? 2 and the hand 4 5 6 7 8 9 0 (see the listing below).
    typed = "all\n9 + 9 = 18\n6+2=7\n99\n6 + 2 = 8\n" + "1\n" * 40
    status, out = run_play(monkeypatch, capsys, ["formula", "--vs", "easy", "--seed", "3"], typed)
    assert "Table:  6 ? 2 = ?" in out
    assert "1. 6 + 2 = 8" in out
    assert "! no play of at most 3 of your cards makes 9 + 9 = 18 here" in out
    assert "! 6 + 2 = 7 is not true" in out
    assert "! choose a number from 1 to 3" in out
    assert "you played 6 + 2 = 8" in out
    assert "seat 1 " in out  # the bot's moves are shown
    assert status == 0 and "Game over" in out


def test_play_stops_cleanly_at_the_end_of_input_or_on_quit(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    status, out = run_play(monkeypatch, capsys, ["formula", "--seed", "3"], "")
    assert status == 1 and "end of input" in out
    status, out = run_play(monkeypatch, capsys, ["formula", "--seed", "3"], "quit\n")
    assert status == 1 and "Leaving the game" in out


def test_play_resign_ends_the_game_with_you_last(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    status, out = run_play(monkeypatch, capsys, ["formula", "--seed", "3"], "resign\n")
    assert status == 0 and "Game over" in out and "seat 0 resigned" in out


def test_play_nim_with_the_json_fallbacks(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    typed = '{"type": "take", "take": 1}\n' + "1\n" * 30
    status, out = run_play(
        monkeypatch, capsys, ["nim", "--vs", "hard", "--variant", "heap=7"], typed
    )
    assert status == 0
    assert "heap: 7" in out and '1. {"type": "take", "take": 1}' in out
    assert "Game over" in out


def test_hooks_and_helpers() -> None:
    assert hooks_for("formula").render_view.__module__ == "eqgames.games.formula.render"
    assert hooks_for("nim").render_view.__module__ == "eqgames.cli.hooks"
    assert parse_variants(["rounds=3", "five_draw"]) == {"rounds": 3, "five_draw": True}
    assert labels_of(["hard", "hard", "easy"]) == ["hard", "hard#2", "easy"]
    low, high = wilson(60, 100)
    assert 0.50 < low < 0.51 and 0.69 < high < 0.70
