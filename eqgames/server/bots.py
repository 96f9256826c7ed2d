"""The bot worker pool: computer players think here, never on the event loop.

Bots are seats: when one is to act, the scheduler sends a :class:`BotJob` with
the views of its seat it has not seen yet, and gets back the JSON of its
action, which then goes through the same path as a person's. A bot that may
act out of turn (``Bot.wants``, an Equations challenge) is asked the same way
after every change it is not waiting on (``out_of_turn``), and may want nothing. A bot remembers
what it saw (``Bot.observe``) inside its worker: each bot always goes to the
same worker (chosen by its key), which keeps it between turns. After a restart,
or on another instance, a bot starts afresh from the current view, as a person
taking over a seat would.

In "process" mode each worker is a separate process, so a bot thinking hard
never holds the interpreter lock the server needs; "thread" mode (for tests
and tiny deployments) runs the same code in threads.
"""

from __future__ import annotations

import asyncio
import multiprocessing
import os
import threading
import time
import zlib
from collections import OrderedDict
from concurrent.futures import Executor, ProcessPoolExecutor, ThreadPoolExecutor
from concurrent.futures.process import BrokenProcessPool
from dataclasses import dataclass
from typing import Any

from eqgames import games
from eqgames.core import Bot

#: Bots a worker remembers; the least recently used is forgotten first.
MAX_BOTS = 2000


@dataclass(frozen=True)
class BotJob:
    key: str  # "CODE:seat": whose memory to use
    game: str
    options: dict[str, Any]
    level: str
    seed: int
    views: tuple[dict[str, Any], ...]  # of its seat, unseen so far, newest last
    #: Not its turn: ask whether it wants to act anyway (``Bot.wants``), not to act.
    out_of_turn: bool = False


_BOTS: OrderedDict[str, Bot] = OrderedDict()
_LOCK = threading.Lock()


@dataclass(frozen=True)
class Thought:
    action: dict[str, Any] | None  # the action's JSON; None: out of turn, it wants nothing
    #: Seconds a person would take to do it (``Bot.delay``), counted from when the turn came.
    delay: float


def think(job: BotJob) -> Thought:
    """Runs in a worker: show the bot its new views and ask for its action (or its wish)."""
    with _LOCK:
        bot = _BOTS.pop(job.key, None)
    if bot is None or bot.level != job.level:
        bot = games.load(job.game, **job.options).bot(job.level, seed=job.seed)
    for view in job.views:
        bot.observe(view)
    view = job.views[-1]
    chosen = bot.wants(view) if job.out_of_turn else bot.act(view)
    thought = Thought(
        None if chosen is None else chosen.to_json(),
        0.0 if chosen is None else bot.delay(view, chosen),
    )
    with _LOCK:
        _BOTS[job.key] = bot
        while len(_BOTS) > MAX_BOTS:
            _BOTS.popitem(last=False)
    return thought


def _warm() -> None:
    """Import the games once, so the first bot move is not slowed by it."""
    for name in games.names():
        games.game_class(name)


def _follow_parent() -> None:
    """In a worker process: exit when the server is gone, however it went."""
    parent = os.getppid()

    def watch() -> None:
        while os.getppid() == parent:
            time.sleep(1.0)
        os._exit(0)

    threading.Thread(target=watch, daemon=True).start()


class BotPool:
    def __init__(self, mode: str = "process", workers: int = 2) -> None:
        self.mode = mode
        self.workers = max(1, workers)
        self._shards: list[Executor] = []

    def _executor(self) -> Executor:
        if self.mode == "thread":
            return ThreadPoolExecutor(max_workers=1, thread_name_prefix="bot")
        # spawn, not fork: the server has threads, and a forked child would inherit their locks.
        return ProcessPoolExecutor(
            max_workers=1,
            mp_context=multiprocessing.get_context("spawn"),
            initializer=_follow_parent,
        )

    def start(self) -> None:
        self._shards = [self._executor() for _ in range(self.workers)]
        for shard in self._shards:
            shard.submit(_warm)

    async def think(self, job: BotJob) -> Thought:
        index = zlib.crc32(job.key.encode()) % len(self._shards)
        loop = asyncio.get_running_loop()
        try:
            return await loop.run_in_executor(self._shards[index], think, job)
        except BrokenProcessPool:
            # A worker died (out of memory, killed): replace it and let the caller retry.
            self._shards[index] = self._executor()
            raise

    def stop(self) -> None:
        # Waits for the workers to exit (at most one bot move): uvicorn ends the process
        # by re-raising SIGTERM, which skips the atexit hook that would otherwise reap them.
        for shard in self._shards:
            shard.shutdown(wait=True, cancel_futures=True)
        self._shards = []
