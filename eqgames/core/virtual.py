"""Bots play a match in virtual time: self-play, strength measurements, tests.

In a timed game who acts *when* matters: a Memory Math answer races the clock, an
Equations challenge races the other players (VI-A). After every change each bot
plans: the seats the game waits for (:meth:`~eqgames.core.State.to_act`) plan
their action, the others a wish if they have one (:meth:`~eqgames.core.Bot.wants`),
each after its human-like :meth:`~eqgames.core.Bot.delay`. The earliest plan or
deadline happens next. A plan holds while the game has not changed for that seat
(``key`` of its view: by default the view's ``version``), so the clock passing a
limit does not restart a bot's thinking, and the first of two challengers wins the
race, as at a table.

    >>> from eqgames import games
    >>> game = games.load("memorymath", points_to_win=1)
    >>> key = lambda view: (view["round"], view["moves"], view["phase"])
    >>> state, record = play_match(game, {0: game.bot("hard", 1), 1: game.bot("easy", 2)}, seed=3, key=key)
    >>> state.result() is not None and record.replay().to_json() == state.to_json()
    True
"""

from __future__ import annotations

from collections.abc import Callable, Hashable
from dataclasses import dataclass
from typing import Any

from .actions import Action
from .game import Game, State
from .record import Record

MAX_STEPS = 20_000


@dataclass
class _Plan:
    key: Hashable
    on_turn: bool  # planned as the seat's turn (act) or as a wish (wants)
    at: float
    action: Action


def _version(view: dict[str, Any]) -> Hashable:
    return view["version"]


def play_match(
    game: Game,
    bots: dict[int, Any],
    seed: int = 0,
    start: float = 0.0,
    players: int | None = None,
    key: Callable[[dict[str, Any]], Hashable] = _version,
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
            k, on_turn = key(views[s]), s in to_act
            plan = plans.get(s)
            if plan is not None and plan.key == k and plan.on_turn == on_turn:
                continue
            plans.pop(s, None)
            action = bot.act(views[s]) if on_turn else bot.wants(views[s])
            if action is not None:
                plans[s] = _Plan(k, on_turn, now + bot.delay(views[s], action), action)
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
    game: Game,
    seed: int,
    players: int,
    levels: list[str],
    max_actions: int = MAX_STEPS,
    *,
    key: Callable[[dict[str, Any]], Hashable] = _version,
) -> tuple[State, int]:
    """The ``eqgames selfplay`` hook: one match between bots of these levels, in virtual
    time with their human-like delays; returns the final state and how many actions it
    took (``eqgames selfplay`` holds that count to ``max_actions``; the match itself
    stops after :data:`MAX_STEPS` steps)."""
    bots = {s: game.bot(levels[s], seed=seed * 1009 + s) for s in range(players)}
    state, record = play_match(game, bots, seed=seed, players=players, key=key)
    return state, sum(1 for step in record.steps if step.seat is not None)
