"""``eqgames play mathable`` and ``eqgames selfplay mathable --json``."""

from __future__ import annotations

import io
import json

import pytest

from eqgames.cli import main


def test_play_mathable_in_the_terminal(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    # Seed 3: seat 0 begins with the rack 5 8 10 18 45 56 81.
    monkeypatch.setattr("sys.stdin", io.StringIO("8 A1\n8 H6\nstop\nquit\n"))
    status = main(["play", "mathable", "--vs", "easy", "--seed", "3"])
    out = capsys.readouterr().out
    assert status == 1 and "Leaving the game" in out
    assert "Your rack (seat 0): 5 8 10 18 45 56 81" in out
    assert "! A1 has no pair beside it" in out  # the refusal, with its reason
    assert "you placed 8 on H6 (2 × 4 = 8) for 8; 8 this turn" in out
    assert "you ended the turn (stopped) with 8 points" in out
    assert "seat 1 placed" in out or "seat 1 exchanged" in out or "seat 1 passed" in out


def test_selfplay_mathable_json(capsys: pytest.CaptureFixture[str]) -> None:
    status = main(["selfplay", "mathable", "--bots", "easy,medium", "--games", "2", "--json"])
    report = json.loads(capsys.readouterr().out)
    assert status == 0 and report["errors"] == 0 and report["games"] == 2
    assert sum(report["wins_per_bot"].values()) == pytest.approx(2)
    assert report["mean_turns"] > 0
