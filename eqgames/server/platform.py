"""The running server's parts, wired together: storage, rooms, WebSocket hub,
fan-out to other instances, clocks, bots, the tool pool, per-client quotas and
the retention sweep.

Every change to a game, whoever made it (a person's action, a bot's, a
timeout), ends in :meth:`Platform.changed`: the clocks replan, this instance's
WebSocket clients get the new view, and the other instances are told.
"""

from __future__ import annotations

import asyncio
import gc
import sys
from concurrent.futures import ThreadPoolExecutor

from eqgames import games

from .background import Background
from .bots import BotPool
from .clocks import Scheduler
from .config import Settings
from .fanout import Fanout, RedisFanout
from .hub import Hub
from .quotas import Quotas
from .retention import Retention
from .rooms import Room, Rooms
from .storage import Store
from .toolpool import ToolPool

#: Threads for database work and views. They share one interpreter lock, so more
#: threads only help while they wait on the database: a PostgreSQL round trip, yes;
#: SQLite (one writer, in this process, mostly Python work), hardly — and every
#: extra runnable thread delays the one holding SQLite's write lock.
DB_THREADS = {"sqlite": 4, "postgresql": 16}


def settle_memory() -> None:
    """Take what start-up built out of the garbage collector's sight.

    The modules, the game rule sets and the web framework are some 10^5 objects
    that live as long as the process. Every full collection would walk them all
    while holding the interpreter lock, stalling every request in flight (the
    load benchmark saw 70 to 170 ms pauses). Frozen, they are never walked; and
    rarer young collections mean fewer full ones.
    """
    for name in games.names():
        games.load(name)  # import every game's modules now, so they are frozen too
    gc.collect()
    gc.freeze()
    gc.set_threshold(10_000, 20, 20)


class Platform:
    def __init__(self, settings: Settings) -> None:
        self.settings = settings
        self.store = Store(settings.database_url)
        self.rooms = Rooms(self.store, settings.bot_delay)
        self.hub = Hub(self.rooms, settings.queue_size, settings.heartbeat)
        self.bots = BotPool(settings.bot_pool, settings.bot_workers)
        self.fanout: Fanout = RedisFanout(settings.redis) if settings.redis else Fanout()
        self.scheduler = Scheduler(self.rooms, self.bots, self.changed, settings.sweep_every)
        self.background = Background()
        self.tools = ToolPool(
            settings.tool_pool, settings.tool_workers, settings.tools_per_client, settings.tool_queue
        )
        self.quotas = Quotas(settings.creates_per_minute, settings.sockets_per_client, settings.redis)
        self.retention = Retention(self.rooms, settings)

    async def start(self) -> None:
        # Hand the interpreter lock over every 0.5 ms, not 5 ms: a thread that holds
        # SQLite's write lock, or a WebSocket push, waits less behind busy threads.
        sys.setswitchinterval(0.0005)
        threads = DB_THREADS.get(self.store.engine.dialect.name, 8)
        asyncio.get_running_loop().set_default_executor(
            ThreadPoolExecutor(threads, thread_name_prefix="eqgames")
        )
        path = self.settings.sqlite_path
        if path is not None:
            path.parent.mkdir(parents=True, exist_ok=True)
        await asyncio.to_thread(self.store.migrate)
        self.bots.start()
        self.tools.start()
        await self.fanout.start(self._changed_elsewhere)
        await self.scheduler.start()
        self.retention.start()
        if self.settings.settle_memory:
            settle_memory()

    async def stop(self) -> None:
        await self.retention.stop()
        await self.scheduler.stop()
        await self.background.stop()
        await self.fanout.stop()
        await asyncio.to_thread(self.bots.stop)
        await asyncio.to_thread(self.tools.stop)
        self.store.close()

    async def changed(self, room: Room) -> None:
        self.scheduler.plan(room)
        self.background.spawn(self.hub.deliver(room.code, fresh=False))
        self.background.spawn(self.fanout.publish(room.code))

    async def _changed_elsewhere(self, code: str) -> None:
        await self.hub.deliver(code, fresh=True)
