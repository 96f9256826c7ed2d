"""Bots play a match in virtual time, racing to challenge: self-play, measurements, tests.

In Equations anyone but the last Mover may challenge at any moment (VI-A), so
who acts *when* matters. After every change each bot plans: the seats the
game waits for (:meth:`~eqgames.core.State.to_act`) plan their action, the
others plan a challenge if they want one (:meth:`~eqgames.core.Bot.wants`),
each after its human-like :meth:`~.bots.PlainBot.delay`. The earliest plan or
deadline happens next; a plan holds while nothing has changed (the view's
``version``), so the first challenger wins the race, as at a table.

    >>> from eqgames import games
    >>> game = games.load("equations", shakes=1, mode="casual")
    >>> state, record = play_match(game, {0: game.bot("easy", 1), 1: game.bot("easy", 2)}, seed=3)
    >>> state.result() is not None and record.replay().to_json() == state.to_json()
    True
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterator
from dataclasses import dataclass
from typing import Any

from eqgames.core import Action, Game, Record, State

from .mat import Mat

MAX_STEPS = 20_000


@dataclass
class _Plan:
    version: int
    at: float
    action: Action


def play_match(
    game: Game, bots: dict[int, Any], seed: int = 0, start: float = 0.0, players: int | None = None
) -> tuple[State, Record]:
    """Play one match between bots (seat -> bot); returns the final state and the record."""
    players = players or len(bots)
    state = game.new(seed=seed, players=players, at=start)
    record = Record(game.name, game.options.to_json(), seed, players, start)
    now = start
    plans: dict[int, _Plan] = {}
    for _ in range(MAX_STEPS):
        if state.result() is not None:
            return state, record
        views = {s: state.view(s) for s in bots}
        for s, bot in bots.items():
            bot.observe(views[s])
        to_act = state.to_act()
        for s, bot in bots.items():
            version = views[s]["version"]
            plan = plans.get(s)
            if plan is not None and plan.version == version:
                continue
            plans.pop(s, None)
            if s in to_act:
                action = bot.act(views[s])
            else:
                wish = bot.wants(views[s])
                if wish is None:
                    continue
                action = wish
            plans[s] = _Plan(version, now + bot.delay(views[s], action), action)
        due = state.deadline()
        seat = min(plans, key=lambda s: (plans[s].at, s)) if plans else None
        if seat is None or (due is not None and due <= plans[seat].at):
            assert due is not None, "nobody can act and no deadline is set"
            now = max(now, due)
            state.tick(now)
            record.add_tick(now)
            continue
        plan = plans.pop(seat)
        now = max(now, plan.at)
        state.apply(seat, plan.action, at=now)
        record.add_action(seat, plan.action, now)
    raise RuntimeError(f"no result after {MAX_STEPS} steps (seed {seed})")


def play_one(
    game: Game, seed: int, players: int, levels: list[str], max_actions: int = MAX_STEPS
) -> tuple[State, int]:
    """The ``eqgames selfplay`` hook: one match between bots of these levels."""
    bots = {s: game.bot(levels[s], seed=seed * 1009 + s) for s in range(players)}
    state, record = play_match(game, bots, seed=seed, players=players)
    return state, sum(1 for step in record.steps if step.seat is not None)


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
