"""Playing Memory Math against a bot in a terminal, on the wall clock.

Memory Math is timed, so the terminal cannot simply wait for the next move:
the prompt stays open while the bot thinks (you may call ``time`` on it), the
bot acts when its human-like delay is up, and the state's deadlines (overtime,
timeouts, the break between rounds) are applied as the clock reaches them.

The clock and the input are parameters, so the same loop runs in tests on a
virtual clock with scripted input.
"""

from __future__ import annotations

import contextlib
import select
import sys
import time
from collections.abc import Callable
from typing import Any, TextIO

from eqgames.core import IllegalAction, events_for

from .bots import MemoryMathBot
from .render import describe_event, parse_typed, render_view
from .rules import MemoryMathState

#: How long the prompt waits at most before looking at the clock again (seconds).
POLL = 1.0


def stdin_reader(stream: TextIO = sys.stdin) -> Callable[[float], str | None]:
    """A line from ``stream`` if one arrives within ``timeout`` seconds, else None.
    At the end of the input, raises EOFError."""

    def read(timeout: float) -> str | None:
        ready, _, _ = select.select([stream], [], [], max(0.0, timeout))
        if not ready:
            return None
        line = stream.readline()
        if line == "":
            raise EOFError
        return line.rstrip("\n")

    return read


def play(
    state: MemoryMathState,
    human: int,
    bot: MemoryMathBot,
    read_line: Callable[[float], str | None],
    write: Callable[[str], Any] = print,
    clock: Callable[[], float] = time.time,
) -> int:
    """Play until the match ends (0) or the input ends (1)."""
    bot_seat = 1 - human
    plan: tuple[Any, float, Any] | None = None  # (situation, when, action)
    first = state.view(human)
    shown: tuple[Any, ...] | None = (first["round"], first["moves"], first["phase"])

    def report(events: list[Any]) -> None:
        for line in filter(None, (describe_event(e, human) for e in events_for(events, human))):
            write(line)

    write(render_view(state.view(human)))
    while state.result() is None:
        now = clock()
        report(state.tick(now))
        if state.result() is not None:
            break
        view = state.view(human)
        situation = (view["round"], view["moves"], view["phase"])
        if situation != shown and view["phase"] in ("say", "solve"):
            shown = situation
            write(render_view(view))
        bot_view = state.view(bot_seat)
        bot.observe(bot_view)
        bot_key = (bot_view["round"], bot_view["moves"], bot_view["phase"], bot_view["overtime"])
        if bot_seat in state.to_act():
            if plan is None or plan[0][:3] != bot_key[:3]:
                action = bot.act(bot_view)
                plan = (bot_key, now + bot.delay(bot_view, action), action)
        else:
            plan = None
        if plan is not None and plan[1] <= now:
            # If the situation changed under it, the action is refused; it plans again.
            with contextlib.suppress(IllegalAction):
                report(state.apply(bot_seat, plan[2], at=now))
            plan = None
            continue
        wake = min(x for x in (plan[1] if plan else None, state.deadline(), now + POLL) if x is not None)
        try:
            line = read_line(max(0.0, wake - now))
        except EOFError:
            write("Input ended: match abandoned.")
            return 1
        if line is None or not line.strip():
            continue
        at = clock()
        report(state.tick(at))
        if state.result() is not None:
            break
        try:
            actions = parse_typed(state.view(human), line)
            report(state.apply(human, actions[0], at=at))
        except (IllegalAction, ValueError) as exc:
            write(f"Not allowed: {getattr(exc, 'reason', exc)}")
    write(render_view(state.view(human)))
    return 0

