"""``eqgames play memorymath``: a timed match against a bot, on the wall clock.

Memory Math needs a loop of its own (:mod:`eqgames.games.memorymath.terminal`):
the prompt stays open while the bot thinks, so you can call time on it. Times
are shown in seconds since the match began.
"""

from __future__ import annotations

import argparse
import time

from eqgames import games
from eqgames.cli import fail
from eqgames.cli.hooks import parse_variants
from eqgames.core import InvalidOptions
from eqgames.games.memorymath import MemoryMathState
from eqgames.games.memorymath.terminal import play, stdin_reader


def main(args: argparse.Namespace) -> int:
    try:
        game = games.load("memorymath", **parse_variants(args.variant))
        level = (args.vs or "medium").split(",")[0].strip()
        bot = game.bot(level, seed=args.seed * 1009 + 1)
    except (ValueError, InvalidOptions) as exc:
        return fail(str(exc))
    if args.seat not in (0, 1):
        return fail("Memory Math has seats 0 and 1")
    start = time.time()
    state = game.new(seed=args.seed, at=0.0)
    assert isinstance(state, MemoryMathState)
    print(
        f"Memory Math against the {level} bot; you are seat {args.seat}. The clock runs: "
        "type one or two numbers, repeat, illegal, solve (then the equation) or time."
    )
    return play(state, args.seat, bot, stdin_reader(), clock=lambda: time.time() - start)
