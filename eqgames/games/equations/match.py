"""Bots play Equations matches in virtual time, racing to challenge: self-play,
measurements, tests.

In Equations anyone but the last Mover may challenge at any moment (VI-A), so
who acts *when* matters: :func:`eqgames.core.virtual.play_match` lets the bots
the game is not waiting for plan a challenge (:meth:`~eqgames.core.Bot.wants`)
after their human-like :meth:`~.bots.PlainBot.delay`, and a plan holds while the
view's ``version`` is the same, so the first challenger wins the race. This
module adds what Equations' measurements read from a match's record.

    >>> from eqgames import games
    >>> game = games.load("equations", shakes=1, mode="casual")
    >>> state, record = play_match(game, {0: game.bot("easy", 1), 1: game.bot("easy", 2)}, seed=3)
    >>> state.result() is not None and record.replay().to_json() == state.to_json()
    True
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterator
from typing import Any

from eqgames.core import Record, State
from eqgames.core.virtual import MAX_STEPS, play_match, play_one

from .mat import Mat

__all__ = ["MAX_STEPS", "challenge_mats", "play_match", "play_one", "summary"]


def challenge_mats(record: Record) -> Iterator[Mat]:
    """Each mat of a recorded match at a moment a player could challenge: after the
    Goal and after every move (what the adjudicator's benchmark asks about).

    >>> from eqgames import games
    >>> game = games.load("equations", shakes=1, mode="casual")
    >>> _, record = play_match(game, {0: game.bot("easy", 1), 1: game.bot("easy", 2)}, seed=3)
    >>> all(m.goal for m in challenge_mats(record))
    True
    """
    seen = None
    for state in record.states():
        shake = state.shake  # type: ignore[attr-defined]
        if shake.phase == "moves" and state.result() is None:
            key = (shake.number, len(shake.resources()))
            if key != seen:
                seen = key
                yield shake.mat()


def summary(states: list[State]) -> dict[str, Any]:
    """The ``eqgames selfplay`` report's Equations part: scores and the challenge mix."""
    shakes: Counter[str] = Counter()
    right: Counter[str] = Counter()
    totals: list[float] = []
    penalties = 0
    equations = correct = 0
    for state in states:
        data = state.to_json()
        totals += data["totals"]
        for shake in data["history"]:
            occasion = shake["occasion"]
            shakes[occasion] += 1
            penalties -= sum(shake["penalties"])
            challenge = shake["challenge"]
            scores = shake["scores"]
            if challenge is not None and scores and scores[challenge["by"]]["points"] == 6:
                right[occasion] += 1
            for eq in shake["equations"]:
                equations += 1
                correct += bool(eq["correct"])
    played = sum(shakes.values())
    return {
        "shakes": played,
        "shakes_per_match": round(played / len(states), 2) if states else None,
        "mean_score": round(sum(totals) / len(totals), 2) if totals else None,
        "occasions": dict(sorted(shakes.items())),
        "challenges_right": dict(sorted(right.items())),
        "equations": equations,
        "equations_correct": correct,
        "penalty_points": penalties,
    }
