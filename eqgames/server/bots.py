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

A worker serves the games waiting for it in turn, one job each (:class:`BotPool`),
so a game whose bots think long never holds up another game's, and a job whose
game moved on while it waited is dropped unrun.

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
from collections import OrderedDict, deque
from collections.abc import Callable
from concurrent.futures import Executor, ProcessPoolExecutor, ThreadPoolExecutor
from concurrent.futures.process import BrokenProcessPool
from dataclasses import dataclass, replace
from functools import partial
from typing import Any

from eqgames import games
from eqgames.core import Bot

#: Bots a worker remembers; the least recently used is forgotten first.
MAX_BOTS = 2000
#: A bot is shown at most this many views it has not seen (the newest).
PENDING_VIEWS = 32


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


class Stale(Exception):
    """The job's game moved on while it waited for a worker: it was never run."""


#: Views of dropped jobs kept for their bot's next job, at most this many bots.
MAX_UNSEEN = 10_000


@dataclass
class _Waiting:
    job: BotJob
    fresh: Callable[[], bool] | None
    future: asyncio.Future[Thought]


class _Shard:
    """One worker and the jobs waiting for it, by game, served in turn."""

    def __init__(self, executor: Executor) -> None:
        self.executor = executor
        self.waiting: OrderedDict[str, deque[_Waiting]] = OrderedDict()
        self.busy = False


class BotPool:
    """Bots think in ``workers`` shards, each one worker; a bot always goes to the same shard.

    Fair to every game: a shard serves the games waiting for it in turn, one job
    each, so a game whose bots think long (or many bot seats racing to challenge)
    delays another game by at most one job per turn of the others. A job whose
    game has moved on while it waited (its ``fresh`` check fails) is dropped
    before it runs (:class:`Stale`); the views it carried go to its bot's next job,
    so a bot still sees every view.
    """

    def __init__(
        self,
        mode: str = "process",
        workers: int = 2,
        work: Callable[[BotJob], Thought] = think,
    ) -> None:
        self.mode = mode
        self.workers = max(1, workers)
        self._work = work  # a test may think slowly, or count
        self._shards: list[_Shard] = []
        self._unseen: OrderedDict[str, tuple[dict[str, Any], ...]] = OrderedDict()

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
        self._shards = [_Shard(self._executor()) for _ in range(self.workers)]
        for shard in self._shards:
            shard.executor.submit(_warm)

    async def think(self, job: BotJob, fresh: Callable[[], bool] | None = None) -> Thought:
        """The bot's thought, once its shard gets to it; :class:`Stale` if by then ``fresh()`` is false.

        Raises ``BrokenProcessPool`` if the worker died (it is replaced: the caller may retry).
        """
        shard = self._shards[zlib.crc32(job.key.encode()) % len(self._shards)]
        future: asyncio.Future[Thought] = asyncio.get_running_loop().create_future()
        game = job.key.rsplit(":", 1)[0]
        shard.waiting.setdefault(game, deque()).append(_Waiting(job, fresh, future))
        self._next(shard)
        return await future

    def _next(self, shard: _Shard) -> None:
        """Start the next job of the shard's next game (round robin), if the worker is free."""
        while not shard.busy and shard.waiting:
            game, queue = shard.waiting.popitem(last=False)
            waiting = queue.popleft()
            if queue:
                shard.waiting[game] = queue  # to the back: the other games go first
            job = waiting.job
            if waiting.future.done():  # its caller gave up (the server is stopping)
                continue
            if waiting.fresh is not None and not waiting.fresh():
                self._keep_unseen(job.key, job.views)
                waiting.future.set_exception(Stale(job.key))
                continue
            earlier = self._unseen.pop(job.key, ())
            if earlier:
                job = replace(job, views=(*earlier, *job.views)[-PENDING_VIEWS:])
            loop = asyncio.get_running_loop()
            try:
                running = loop.run_in_executor(shard.executor, self._work, job)
            except Exception as error:  # noqa: BLE001 - a broken or stopped worker: this job fails, not the shard
                if isinstance(error, BrokenProcessPool):
                    shard.executor = self._executor()
                waiting.future.set_exception(error)
                continue
            shard.busy = True
            running.add_done_callback(partial(self._done, shard, waiting.future))

    def _keep_unseen(self, key: str, views: tuple[dict[str, Any], ...]) -> None:
        self._unseen[key] = (*self._unseen.pop(key, ()), *views)[-PENDING_VIEWS:]
        while len(self._unseen) > MAX_UNSEEN:
            self._unseen.popitem(last=False)

    def _done(self, shard: _Shard, future: asyncio.Future[Thought], ran: asyncio.Future[Thought]) -> None:
        shard.busy = False
        error = None if ran.cancelled() else ran.exception()
        if isinstance(error, BrokenProcessPool):
            # A worker died (out of memory, killed): replace it; the caller may retry.
            shard.executor = self._executor()
        if not future.done():
            if ran.cancelled():
                future.cancel()
            elif error is not None:
                future.set_exception(error)
            else:
                future.set_result(ran.result())
        self._next(shard)

    def stop(self) -> None:
        # Waits for the workers to exit (at most one bot move): uvicorn ends the process
        # by re-raising SIGTERM, which skips the atexit hook that would otherwise reap them.
        for shard in self._shards:
            shard.executor.shutdown(wait=True, cancel_futures=True)
        self._shards = []
