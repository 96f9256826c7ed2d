"""Each game's analysis (issue 12) against what the rules say, on records made to order."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from eqgames import games
from eqgames.arith.memorymath import parse
from eqgames.cli import main
from eqgames.core import Record
from eqgames.core.analysis import text_of
from eqgames.core.tools import ToolError
from eqgames.games.crossdigits.hints import best_move, hint_cost

from .conformance import play_random


def analyse(record: Record) -> dict[str, Any]:
    tool = next(t for t in games.game_class(record.game).tools() if t.name == "analysis")
    answer: dict[str, Any] = tool.call(record.to_json())
    return answer


def test_every_built_game_declares_its_analysis() -> None:
    for name in games.names():
        assert any(t.name == "analysis" and t.command == "review" for t in games.game_class(name).tools())


def test_crossdigits_passes_leave_the_top_play_on_the_table_and_a_hint_has_its_cost() -> None:
    record = Record("crossdigits", {}, seed=5, players=2)
    state = record.new_state()
    record.add_action(0, {"type": "hint"}, 1.0)
    for i in range(6):
        record.add_action(i % 2, {"type": "pass"}, 2.0 + i)
    analysis = analyse(record)
    best = [best_move(state.board, state.rack_digits(s)) for s in (0, 1)]  # type: ignore[attr-defined]
    assert best[0] is not None and best[1] is not None
    hint, *passes = analysis["notes"]
    cost = hint_cost(best[0].score, state.options.hint_percent, 1)  # type: ignore[attr-defined]
    assert hint["kind"] == "hint" and f"it cost {cost}" in hint["text"]
    assert [n["loss"] for n in passes] == [best[i % 2].score for i in range(6)]  # type: ignore[union-attr]
    assert "Passed; the top play was" in passes[0]["text"]
    totals = {t["label"]: t["values"] for t in analysis["totals"]}
    assert totals["Hints used"] == [1, 0] and totals["Points the hints cost"] == [cost, 0]
    assert totals["Points left on the table"] == [3 * best[0].score, 3 * best[1].score]
    top = analysis["summary"][0]["turning_points"]
    assert len(top) == 3 and all(n["seat"] == 0 for n in top)


@pytest.mark.parametrize("seed", [1, 2, 3])
def test_formula_counts_the_cards_each_play_shed(seed: int) -> None:
    state, record = play_random("formula", seed, 3, check_every_step=False)
    analysis = analyse(record)
    replayed = record.new_state()
    notes = iter(analysis["notes"])
    for step in record.steps:
        if step.seat is None:
            replayed.tick(step.at)
            continue
        before = len(replayed.hands[step.seat])  # type: ignore[attr-defined]
        replayed.apply(step.seat, step.action, step.at)
        after = len(replayed.hands[step.seat])  # type: ignore[attr-defined]
        note = next(notes)
        assert note["seat"] == step.seat and note["loss"] >= 0
        if step.action and step.action["type"] == "play":
            shed = before - after
            assert f"({shed} card" in note["text"] or f"could shed ({shed})" in note["text"] or "Missed going out" in note["text"]


def test_memorymath_finds_a_missed_repeat_an_illegal_number_and_a_missed_solution() -> None:
    options = {"points_to_win": 1, "first_player": 0, "bot_pace": 0}
    record = Record("memorymath", options, seed=3, players=2)
    r = record.new_state().round  # type: ignore[attr-defined]
    assert (r.target, r.ops, r.min) == (31, "+*/", 3)
    record.add_action(0, {"type": "say", "numbers": ["5"]}, 1.0)
    record.add_action(1, {"type": "say", "numbers": ["5"]}, 2.0)  # a repeat...
    record.add_action(0, {"type": "say", "numbers": ["7", "300"]}, 3.0)  # ...not called
    record.add_action(1, {"type": "say", "numbers": ["19"]}, 4.0)  # 300 is illegal: not called
    record.add_action(0, {"type": "say", "numbers": ["2"]}, 5.0)  # 5 + 7 + 19 = 31 was there
    record.add_action(1, {"type": "repeat"}, 6.0)  # a wrong call: seat 0 wins the match
    analysis = analyse(record)
    notes: dict[int, list[dict[str, Any]]] = {}
    for n in analysis["notes"]:
        notes.setdefault(n["step"], []).append(n)
    assert "missed a repeat: 5 had been said before" in notes[3][0]["text"]
    assert "missed an illegal number: 300" in notes[4][0]["text"]
    (solution,) = notes[5]
    assert solution["loss"] == 1 and "made 31" in solution["text"]
    equation = solution["text"].rsplit(": ", 1)[1].rstrip(".")
    assert parse(equation.replace("×", "*")).value() == 31  # the game's own reading of it
    totals = {t["label"]: t["values"] for t in analysis["totals"]}
    assert totals["Calls missed"] == [1, 1] and totals["Solutions missed"] == [1, 0]


def test_a_record_that_does_not_replay_or_has_not_ended_is_refused() -> None:
    record = Record("nim", {"heap": 5}, seed=1, players=2)
    record.add_action(0, {"type": "take", "take": 1}, 1.0)
    with pytest.raises(ToolError, match="has not ended"):
        analyse(record)
    record.add_action(0, {"type": "take", "take": 1}, 2.0)
    with pytest.raises(ToolError, match="step 2 of the record is refused"):
        analyse(record)


def test_the_analysis_reads_as_text() -> None:
    record = Record("nim", {"heap": 3}, seed=1, players=2)
    record.add_action(0, {"type": "take", "take": 1}, 1.0)
    record.add_action(1, {"type": "take", "take": 2}, 2.0)
    text = text_of(analyse(record))
    assert "Seat 0: turning points\n  step 1: Took 1 of 3; taking 3 would have won." in text
    assert "Seat 1: no misses" in text


def test_eqgames_review_prints_the_analysis_of_a_record_file(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    record = Record("nim", {"heap": 3}, seed=1, players=2)
    record.add_action(0, {"type": "take", "take": 1}, 1.0)
    record.add_action(1, {"type": "take", "take": 2}, 2.0)
    path = tmp_path / "game.json"
    path.write_text(json.dumps(record.to_json()))
    assert main(["review", str(path), "--json"]) == 0
    assert json.loads(capsys.readouterr().out) == analyse(record)
    assert main(["review", str(path)]) == 0
    assert "taking 3 would have won" in capsys.readouterr().out
    path.write_text(json.dumps({**record.to_json(), "steps": record.to_json()["steps"][:1]}))
    assert main(["review", str(path)]) == 2
    assert "has not ended" in capsys.readouterr().err


def test_eqgames_replay_prints_every_step_of_a_record(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    _, record = play_random("formula", 4, 2, check_every_step=False)
    path = tmp_path / "game.json"
    path.write_text(json.dumps(record.to_json()))
    assert main(["replay", str(path), "--all", "--seat", "1"]) == 0
    out = capsys.readouterr().out
    assert out.count("— step ") == len(record.steps) + 1 and "(the deal)" in out
    assert main(["replay", str(path), "--all", "--seat", "7"]) == 2
    path.write_text(json.dumps({**record.to_json(), "steps": record.to_json()["steps"][:2]}))
    assert main(["replay", str(path), "--all"]) == 2
    assert "has not ended" in capsys.readouterr().err
