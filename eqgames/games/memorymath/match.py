"""Timed play between bots, in virtual time: self-play, strength measurements, tests.

Memory Math is a race against the clock, so who acts *when* matters. Each bot
in :meth:`~eqgames.core.State.to_act` plans its action with a human-like
:meth:`~.bots.MemoryMathBot.delay`; the earliest plan or deadline happens
next. A plan holds while nothing has happened in the game (the same round and
move), so the clock passing the limit does not restart a bot's thinking; any
action makes everyone plan again.

    >>> from eqgames import games
    >>> game = games.load("memorymath", points_to_win=1)
    >>> state, record = play_match(game, {0: game.bot("hard", 1), 1: game.bot("easy", 2)}, seed=3)
    >>> state.result() is not None and record.replay().to_json() == state.to_json()
    True
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from eqgames.core import Action, Game, Record, State

MAX_STEPS = 20_000


@dataclass
class _Plan:
    key: tuple[Any, ...]
    at: float
    action: Action


def _key(view: dict[str, Any]) -> tuple[Any, ...]:
    return (view["round"], view["moves"], view["phase"])


def play_match(
    game: Game, bots: dict[int, Any], seed: int = 0, start: float = 0.0
) -> tuple[State, Record]:
    """Play one match between bots (seat -> bot); returns the final state and the record."""
    state = game.new(seed=seed, players=2, at=start)
    record = Record(game.name, game.options.to_json(), seed, 2, start)
    now = start
    plans: dict[int, _Plan] = {}
    for _ in range(MAX_STEPS):
        if state.result() is not None:
            return state, record
        views = {s: state.view(s) for s in bots}
        for s, bot in bots.items():
            bot.observe(views[s])
        for s in state.to_act():
            plan = plans.get(s)
            if plan is None or plan.key != _key(views[s]):
                action = bots[s].act(views[s])
                plans[s] = _Plan(_key(views[s]), now + bots[s].delay(views[s], action), action)
        for s in list(plans):
            if s not in state.to_act() or plans[s].key != _key(views[s]):
                del plans[s]
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
    """The ``eqgames selfplay`` hook: one match between bots of these levels, in virtual
    time with their human-like delays; returns the final state and how many actions it took."""
    bots = {s: game.bot(levels[s], seed=seed * 1009 + s) for s in range(players)}
    state, record = play_match(game, bots, seed=seed)
    return state, sum(1 for step in record.steps if step.seat is not None)
