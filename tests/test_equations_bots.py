"""The plain Equations player, the virtual-time match driver, and ``eqgames selfplay equations``."""

from __future__ import annotations

import json

import pytest

from eqgames import games
from eqgames.cli import main
from eqgames.games.equations import Challenge, Move, Present, solver
from eqgames.games.equations.bots import mat_of
from eqgames.games.equations.match import play_match, summary
from tests.equations_helpers import move, rigged, set_goal


def test_the_bot_sets_a_goal_that_has_a_solution() -> None:
    game = games.load("equations", first_setter=0, mode="casual")
    state = game.new(seed=8, players=2)
    bot = game.bot("easy", seed=1)
    for _ in range(10):
        if state.phase != "roll" and state.phase != "goal":
            break
        state.apply(0, bot.act(state.view(0)), at=state.last_at + 1)
    assert state.phase == "moves" or state.phase == "no_goal"
    if state.phase == "moves":
        assert solver.possible(state.shake.mat()).status == "yes"


def test_the_bot_challenges_now_and_writes_its_witness() -> None:
    state = rigged("6" + "2+4135", mode="casual")
    set_goal(state, "6")
    move(state, 1, "2", "required")
    move(state, 0, "+", "permitted")  # 2 + 4 = 6 with one Resources cube: a Now
    bot = state.game.bot("medium", seed=2)
    action = bot.act(state.view(1))
    assert action == Challenge("now")
    state.apply(1, action, at=state.last_at + 1)
    written = bot.act(state.view(1))
    assert isinstance(written, Present)
    state.apply(1, written, at=state.last_at + 1)
    assert state.history[-1]["equations"][0]["correct"] is True
    assert state.totals == [2, 6]


def test_the_bot_does_not_hand_a_now_it_can_see() -> None:
    # Goal 6 with 2 in Required: putting + or 4 on the mat would give a Now.
    state = rigged("6" + "2+4" + "1199", mode="casual")
    set_goal(state, "6")
    move(state, 1, "2", "required")
    bot = state.game.bot("hard", seed=3)
    for seed in range(5):
        bot = state.game.bot("hard", seed=seed)
        action = bot.act(state.view(0))
        assert isinstance(action, Move)
        after = mat_of(state.view(0)).moved(
            next(c for c in mat_of(state.view(0)).resources if c.index == action.cube), action.to
        )
        assert solver.now(after).status != "yes"


def test_bots_play_whole_matches_in_virtual_time_and_replay_exactly() -> None:
    game = games.load("equations", shakes=2)
    bots = {s: game.bot("easy", seed=s) for s in range(3)}
    state, record = play_match(game, bots, seed=4)
    assert state.result() is not None
    assert record.replay().to_json() == state.to_json()
    report = summary([state])
    assert report["shakes"] >= 2 and sum(report["occasions"].values()) == report["shakes"]


@pytest.mark.parametrize("players", [2, 3])
def test_selfplay_reports_the_score_and_the_challenge_mix(
    players: int, capsys: pytest.CaptureFixture[str]
) -> None:
    argv = ["selfplay", "equations", "--players", str(players), "--games", "2", "--json"]
    status = main([*argv, "--variant", "shakes=2"])
    report = json.loads(capsys.readouterr().out)
    assert status == 0 and report["errors"] == 0 and report["games"] == 2
    assert report["summary"]["shakes"] >= 4
    assert set(report["summary"]["occasions"]) <= {
        "now", "impossible", "no_goal", "last_cube", "stop", "void"
    }
