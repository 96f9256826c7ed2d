"""The tool pool: expensive pure computations, shared fairly, away from game actions.

Tools are questions that change no game — making a Crossdigits puzzle (up to a
second of CPU), the Workbench, a play's preview, any future solver or hint —
so anyone may ask them without a token, as often as they like. Run on the
threads that serve game actions, a few clients asking for new hard puzzles in a
loop held every thread and the interpreter lock, and a player's move waited
behind them (p50 787 ms). Here they run in their own workers: worker processes
by default, so a tool never holds the interpreter lock the server needs;
threads of this process for tests.

Each call names its client (the address it came from). A client may have at
most ``per_client`` calls in the pool at once, and at most ``queue`` calls
wait for a worker; beyond either, the call is refused at once with
:class:`Busy` (503 with ``Retry-After``) rather than queued without end.
Waiting calls get a worker client by client in turn, so a client that sends
many calls waits for its own, not everyone else.

A route calls ``await platform.tools.run(client_of(request), make_puzzle, "hard-7")``;
the pool's state is two counts:

    >>> pool = ToolPool("thread", workers=1, per_client=2, queue=8)
    >>> pool.load
    {'running': 0, 'waiting': 0}
"""

from __future__ import annotations

import asyncio
import math
import multiprocessing
import os
import time
from collections import Counter, OrderedDict, deque
from collections.abc import Callable
from concurrent.futures import Executor, ProcessPoolExecutor, ThreadPoolExecutor
from concurrent.futures.process import BrokenProcessPool
from typing import Any, Literal, TypeVar

from eqgames import games

# The bot workers' start-up: a worker exits when the server is gone, however it went.
from .bots import _follow_parent as follow_parent
from .errors import Busy

T = TypeVar("T")


#: How much lower the tool workers' scheduling priority is than the server's.
NICENESS = 10


class ToolPool:
    def __init__(
        self,
        mode: Literal["process", "thread"] = "process",
        workers: int = 1,
        per_client: int = 8,
        queue: int = 64,
    ) -> None:
        self.mode = mode
        self.workers = max(1, workers)
        self.per_client = max(1, per_client)
        self.queue = max(0, queue)
        self._executor: Executor | None = None
        self._running = 0
        self._in_pool: Counter[str] = Counter()  # running or waiting, per client
        # Waiting calls, per client; clients in the order they get their next turn.
        self._waiting: OrderedDict[str, deque[asyncio.Future[None]]] = OrderedDict()
        self._queued = 0
        self._seconds = 0.5  # a running estimate of how long a call takes

    def _make(self) -> Executor:
        if self.mode == "thread":
            return ThreadPoolExecutor(self.workers, thread_name_prefix="tool")
        # spawn, not fork: the server has threads, and a forked child would inherit their locks.
        return ProcessPoolExecutor(
            self.workers,
            mp_context=multiprocessing.get_context("spawn"),
            initializer=_worker_start,
        )

    def start(self) -> None:
        self._executor = self._make()
        # Start the workers and import the games now, not on the first player's request.
        self._executor.submit(warm_games)

    def stop(self) -> None:
        if self._executor is not None:
            self._executor.shutdown(wait=True, cancel_futures=True)
            self._executor = None

    @property
    def load(self) -> dict[str, int]:
        return {"running": self._running, "waiting": self._queued}

    async def run(self, client: str, fn: Callable[..., T], *args: Any) -> T:
        """``fn(*args)`` in a worker, once it is ``client``'s turn; :class:`Busy` if full.

        In process mode ``fn`` and ``args`` are pickled: ``fn`` is a module-level
        function, the arguments and the answer plain data.
        """
        if self._in_pool[client] >= self.per_client:
            raise Busy(
                f"at most {self.per_client} of your requests are worked on at once;"
                " wait for an answer before asking again",
                self._retry_after(1),
            )
        if self._running >= self.workers and self._queued >= self.queue:
            raise Busy("the server is busy: try again in a moment", self._retry_after(self._queued))
        self._in_pool[client] += 1
        try:
            await self._turn(client)
            started = time.monotonic()
            try:
                return await self._call(fn, *args)
            finally:
                self._seconds = 0.8 * self._seconds + 0.2 * (time.monotonic() - started)
                self._next()
        finally:
            self._in_pool[client] -= 1
            if not self._in_pool[client]:
                del self._in_pool[client]

    async def _call(self, fn: Callable[..., T], *args: Any) -> T:
        assert self._executor is not None, "the tool pool is not started"
        executor = self._executor
        try:
            return await asyncio.get_running_loop().run_in_executor(executor, fn, *args)
        except BrokenProcessPool:
            # A worker died (out of memory, killed): replace the pool; this call is lost.
            if self._executor is executor:
                executor.shutdown(wait=False, cancel_futures=True)
                self._executor = self._make()
            raise Busy("the server is busy: try again in a moment", 1) from None

    async def _turn(self, client: str) -> None:
        """Wait for a worker: at once if one is free and nobody waits, else in turn."""
        if self._running < self.workers and not self._queued:
            self._running += 1
            return
        turn: asyncio.Future[None] = asyncio.get_running_loop().create_future()
        self._waiting.setdefault(client, deque()).append(turn)
        self._queued += 1
        try:
            await turn
        except asyncio.CancelledError:
            if turn.done() and not turn.cancelled():
                self._next()  # the worker was handed to us as we were cancelled: pass it on
            else:
                self._forget(client, turn)
            raise

    def _forget(self, client: str, turn: asyncio.Future[None]) -> None:
        waiting = self._waiting.get(client)
        if waiting is not None and turn in waiting:
            waiting.remove(turn)
            self._queued -= 1
            if not waiting:
                del self._waiting[client]

    def _next(self) -> None:
        """A worker is free: give it to the next client in turn, or keep it free."""
        self._running -= 1
        while self._waiting:
            client, waiting = next(iter(self._waiting.items()))
            turn = waiting.popleft()
            self._queued -= 1
            del self._waiting[client]
            if waiting:
                self._waiting[client] = waiting  # to the back of the line
            if not turn.done():
                self._running += 1
                turn.set_result(None)
                return

    def _retry_after(self, calls: int) -> int:
        """Seconds until ``calls`` more calls are likely done (at least 1)."""
        return max(1, math.ceil(self._seconds * max(1, calls) / self.workers))


def warm_games() -> None:
    """Import every game's modules and tools (in a worker, so its first tool call is not slowed)."""
    for name in games.names():
        games.game_class(name).tools()


def _worker_start() -> None:
    """In a tool worker: yield the CPU to the server on a busy machine, and exit with it.

    A move waits for the server process; a puzzle can wait a little longer. With
    fewer cores than busy processes, the scheduler then runs the server first.
    """
    os.nice(NICENESS)
    follow_parent()
