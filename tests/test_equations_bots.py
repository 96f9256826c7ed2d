"""Equations' three opponents, the virtual-time match driver, ``eqgames selfplay`` and
``eqgames play equations``."""

from __future__ import annotations

import io
import json

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from eqgames import games
from eqgames.cli import main
from eqgames.core.rng import Rng
from eqgames.games.equations import Bonus, Challenge, Move, Present, solver
from eqgames.games.equations.bots import mat_of
from eqgames.games.equations.cubes import roll
from eqgames.games.equations.lookahead import distinct_moves, hands, judge
from eqgames.games.equations.mat import Mat
from eqgames.games.equations.match import play_match, summary
from eqgames.games.equations.rules import EquationsState
from tests.equations_helpers import move, rigged, set_goal


def _question(question: str, mat: Mat) -> solver.Answer:
    return (solver.now if question == "now" else solver.possible)(mat, budget=400_000)


def _long_now() -> EquationsState:
    """Goal 9 with 2 Required: the only Now is 2 × 4 + 1, five cubes."""
    state = rigged("9" + "2x4+1" + "5566", mode="casual")
    set_goal(state, "9")
    move(state, 1, "2", "required")
    move(state, 0, "x", "permitted")
    move(state, 1, "4", "permitted")
    move(state, 0, "+", "permitted")
    return state


def _short_now() -> EquationsState:
    state = rigged("6" + "2+4135", mode="casual")
    set_goal(state, "6")
    move(state, 1, "2", "required")
    move(state, 0, "+", "permitted")  # 2 + 4 = 6 with one Resources cube: a Now
    return state


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
    state = _short_now()
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


def test_easy_sometimes_misses_a_now_that_medium_and_hard_always_see() -> None:
    state = _short_now()
    view = state.view(1)
    easy = [state.game.bot("easy", seed).act(view) == Challenge("now") for seed in range(20)]
    assert 0 < sum(easy) < 20
    for level in ("medium", "hard"):
        assert all(state.game.bot(level, seed).act(view) == Challenge("now") for seed in range(5))


def test_easy_does_not_see_a_long_now() -> None:
    state = _long_now()
    view = state.view(1)
    assert solver.now(state.shake.mat()).status == "yes"
    assert not any(state.game.bot("easy", seed).wants(view) for seed in range(10))
    assert state.game.bot("medium", 1).act(view) == Challenge("now")


def test_medium_challenges_impossible_when_a_move_made_the_goal_unreachable() -> None:
    state = rigged("6" + "2+4" + "11", mode="casual")
    set_goal(state, "6")
    move(state, 1, "2", "required")
    move(state, 0, "4", "forbidden")  # 2 + ? = 6 needs the 4
    assert solver.possible(state.shake.mat()).status == "no"
    for level in ("medium", "hard"):
        assert state.game.bot(level, 1).wants(state.view(1)) == Challenge("impossible")


def test_hard_sets_goals_whose_solutions_need_more_cubes_than_easy_ones() -> None:
    game = games.load("equations")
    lengths: dict[str, list[int]] = {"easy": [], "hard": []}
    for seed in range(6):
        rolled = roll(Rng(seed))
        for level in lengths:
            found = game.bot(level, seed).find_goal(rolled)
            assert found is not None
            goal, _ = found
            shortest = solver.goal_solutions(rolled, goal)  # fewest cubes first: a shortest one
            assert shortest.status == "yes"
            lengths[level].append(len(shortest.cubes))
    assert sum(lengths["hard"]) > sum(lengths["easy"])
    assert min(lengths["hard"]) >= 3


def test_hard_makes_a_safe_bonus_move_when_behind() -> None:
    state = rigged("9" + "2x4+1" + "556678", mode="casual")
    set_goal(state, "9")
    state.totals[:] = [6, 2]  # seat 1 is behind in the match
    bot = state.game.bot("hard", 4)
    bonus = bot.act(state.view(1))
    assert isinstance(bonus, Bonus)
    state.apply(1, bonus, at=state.last_at + 1)
    after = bot.act(state.view(1))
    assert isinstance(after, Move)
    state.totals[:] = [2, 6]  # leading: no bonus
    assert isinstance(state.game.bot("hard", 4).act(state.view(1)), Move)


def _random_mat(seed: int, moves: int) -> Mat:
    rng = Rng(seed)
    cubes = list(roll(rng))[:12]
    digits = [c for c in cubes if c.is_digit]
    goal = digits[0]
    mat = Mat(goal=((goal,),), resources=tuple(c for c in cubes if c != goal))
    for _ in range(moves):
        if len(mat.resources) < 3:
            break
        cube = rng.choice(list(mat.resources))
        mat = mat.moved(cube, rng.choice(["required", "permitted", "permitted", "forbidden"]))
    return mat


@settings(max_examples=25, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.integers(0, 10_000), st.integers(1, 6))
def test_judging_moves_with_shortcuts_agrees_with_asking_of_each_move(seed: int, moves: int) -> None:
    mat = _random_mat(seed, moves)
    now_here = _question("now", mat).status != "no"
    fast = {(c.face, s): v for v, c, s in judge(mat, _question, now_here, lambda: False)}
    slow = {(c.face, s): hands(mat.moved(c, s), _question) for c, s in distinct_moves(mat)}
    assert fast.keys() == slow.keys()
    assert all(fast[k] == slow[k] for k in slow if "risky" not in (fast[k], slow[k]))


def test_every_presented_equation_is_correct_and_every_challenge_right_in_self_play() -> None:
    game = games.load("equations", shakes=2, mode="casual")
    states = []
    for seed, levels in enumerate([("hard", "medium"), ("medium", "easy"), ("hard", "easy", "medium")]):
        bots = {s: game.bot(level, seed * 10 + s) for s, level in enumerate(levels)}
        state, _ = play_match(game, bots, seed=seed)
        states.append(state)
    report = summary(states)
    assert report["equations"] == report["equations_correct"]
    challenged = sum(n for k, n in report["occasions"].items() if k in ("now", "impossible"))
    assert sum(report["challenges_right"].values()) == challenged


def _play(monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str], argv: list[str], typed: str) -> tuple[int, str]:
    monkeypatch.setattr("sys.stdin", io.StringIO(typed))
    status = main(["play", "equations", *argv])
    return status, capsys.readouterr().out


def test_play_equations_in_the_terminal_against_the_computer(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    argv = ["--vs", "medium", "--variant", "mode=casual", "--variant", "first_setter=1"]
    argv += ["--variant", "shakes=1"]
    # The computer sets a Goal with a Solution; Now is refused (nothing in play), and an
    # Impossible challenge is wrong: the computer writes its Solution.
    status, out = _play(monkeypatch, capsys, argv, "now\nimpossible\n")
    assert status == 0, out
    assert "seat 1 said Goal" in out
    assert "! VI-A-2-b" in out or "! VI-A" in out
    assert "you challenged Impossible" in out
    assert "You finished in place 2" in out


def test_in_the_terminal_a_person_may_challenge_out_of_turn(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    argv = ["--vs", "easy", "--players", "3", "--variant", "mode=casual"]
    argv += ["--variant", "first_setter=1", "--variant", "shakes=1"]
    # Let seat 2 move first, move a cube to Forbidden, then challenge while seat 2 is to move.
    status, out = _play(monkeypatch, capsys, argv, "\nf 23\nimpossible\n")
    assert status == 0, out
    assert out.count("(not your turn: act now, or press Enter to let play go on)") == 2
    assert "you moved cube 23 to Forbidden" in out
    assert "Turn: seat 2; last Mover seat 1" in out
    assert "you challenged Impossible against seat 1" in out
