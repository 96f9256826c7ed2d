"""The Equations analysis: the Nows and Impossibles each moment held, against what was played."""

from __future__ import annotations

from eqgames import games
from eqgames.core.analysis import replay_steps
from eqgames.games.equations import solver
from eqgames.games.equations.analysis import analyse
from eqgames.games.equations.match import play_match


def _analysed(seed: int, players: int) -> tuple[dict, dict]:
    game = games.load("equations", shakes=2, mode="casual")
    bots = {s: game.bot("easy", seed=seed * 10 + s) for s in range(players)}
    state, record = play_match(game, bots, seed=seed, players=players)
    out = analyse("equations", record.options, record.seed, players, record.start,
                  [s.to_json() for s in record.steps])  # fmt: skip
    return state.to_json(), out


def test_every_right_challenge_is_noted_as_the_best_there_was() -> None:
    for seed, players in ((1, 2), (2, 3), (5, 2)):
        data, out = _analysed(seed, players)
        challenges = [s for s in data["history"] if s["occasion"] in ("now", "impossible")]
        best = [n for n in out["notes"] if n["kind"] == "best"]
        # The plain bots challenge only what their adjudicator proved, so each is right.
        assert len(best) == len(challenges)
        assert all(n["text"].startswith("Challenged ") for n in best)
        assert out["totals"][1]["label"] == "Right challenges"
        assert sum(out["totals"][1]["values"]) == len(challenges)


def test_a_miss_names_the_witness_and_counts_in_the_summary() -> None:
    _, out = _analysed(4, 2)
    misses = [n for n in out["notes"] if n["loss"] > 0]
    assert misses  # the plain bots leave Nows for each other in this match
    assert sum(out["totals"][0]["values"]) == len(misses)
    for note in misses:
        assert note["kind"] == "miss" and note["step"] >= 1
    for seat in out["summary"]:
        assert all(tp["loss"] > 0 for tp in seat["turning_points"])


def test_a_now_nobody_may_challenge_is_no_missed_chance() -> None:
    """VI-B: with one cube left in Resources a Now cannot be challenged, so leaving one misses nothing."""
    game = games.load("equations", shakes=1, mode="casual")
    unchallengeable = 0
    for seed in (0, 3, 7):
        bots = {s: game.bot("easy", seed=seed * 10 + s) for s in range(2)}
        _, record = play_match(game, bots, seed=seed, players=2)
        out = analyse("equations", record.options, record.seed, 2, record.start,
                      [s.to_json() for s in record.steps])  # fmt: skip
        left = {n["step"] for n in out["notes"] if n["text"].startswith("This left a Now")}
        for version, _, state in replay_steps(record):
            shake = state.shake
            if shake.phase != "moves" or shake.mover is None or len(shake.resources()) >= 2:
                continue
            if solver.now(shake.mat()).status == "yes":
                unchallengeable += 1
                assert version - 1 not in left
    assert unchallengeable  # the matches hold such a moment
