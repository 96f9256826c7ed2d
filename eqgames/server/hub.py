"""The WebSocket hub: this instance's connections and what each is sent.

Every message carries the whole room view of its seat, so a client is right as
soon as it reads the latest one. That is what keeps slow clients from stalling
anyone: each connection has a small queue and its own writer task; when the
queue is full the older messages are dropped (their events are lost to that
client, the state is not). Messages are computed per (seat, last version sent),
so ten spectators cost one view.
"""

from __future__ import annotations

import asyncio
import logging
from collections import defaultdict
from dataclasses import dataclass, field

from starlette.websockets import WebSocket

from .jsonio import dumps
from .rooms import Room, Rooms, events_for_seat

log = logging.getLogger("eqgames.server")

#: A client that takes longer than this to accept one message is dropped.
SEND_TIMEOUT = 30.0


@dataclass(eq=False)
class Connection:
    ws: WebSocket
    code: str
    seat: int | None
    queue: asyncio.Queue[str]
    sent: tuple[int, ...] | None = None  # freshness of the last room sent
    version: int | None = None  # version of the last room sent
    dropped: int = 0


@dataclass
class Hub:
    rooms: Rooms
    queue_size: int = 16
    heartbeat: float = 20.0
    _by_code: dict[str, set[Connection]] = field(default_factory=lambda: defaultdict(set))
    _locks: dict[str, asyncio.Lock] = field(default_factory=dict)

    def attach(self, ws: WebSocket, code: str, seat: int | None) -> Connection:
        conn = Connection(ws, code, seat, asyncio.Queue(self.queue_size))
        self._by_code[code].add(conn)
        return conn

    def detach(self, conn: Connection) -> None:
        conns = self._by_code.get(conn.code)
        if conns is not None:
            conns.discard(conn)
            if not conns:
                del self._by_code[conn.code]
                self._locks.pop(conn.code, None)

    def watching(self, code: str) -> bool:
        return bool(self._by_code.get(code))

    @property
    def connections(self) -> int:
        return sum(len(c) for c in self._by_code.values())

    async def deliver(self, code: str, fresh: bool) -> None:
        """Send every connection to ``code`` the room as it is now, if it has not seen it.

        ``fresh``: read the database (a change made by another instance) rather
        than this instance's cache.
        """
        if not self.watching(code):
            return
        lock = self._locks.setdefault(code, asyncio.Lock())
        async with lock:  # one delivery per room at a time keeps versions in order
            conns = list(self._by_code.get(code, ()))
            room, texts = await asyncio.to_thread(self._messages, code, fresh, conns)
            for c in conns:
                text = texts.get((c.seat, c.version))
                if text is not None and (c.sent is None or c.sent < room.freshness):
                    self.push(c, text)
                    c.sent, c.version = room.freshness, room.version

    def _messages(
        self, code: str, fresh: bool, conns: list[Connection]
    ) -> tuple[Room, dict[tuple[int | None, int | None], str]]:
        """The room now, and a message for each (seat, last version sent) that needs one."""
        room = self.rooms.get(code) if fresh else self.rooms.cached(code)
        groups = {(c.seat, c.version) for c in conns if c.sent is None or c.sent < room.freshness}
        out = {}
        for seat, since in groups:
            steps = [] if since is None else self.rooms.steps_after(room, since)
            out[(seat, since)] = dumps(
                {
                    "type": "room",
                    "room": self.rooms.room_view(room, seat),
                    "events": events_for_seat(steps, seat),
                }
            )
        return room, out

    def push(self, conn: Connection, text: str) -> None:
        if conn.queue.full():
            # A slow client: what it has not read yet is superseded by this message.
            while not conn.queue.empty():
                conn.queue.get_nowait()
            conn.dropped += 1
        conn.queue.put_nowait(text)

    async def writer(self, conn: Connection) -> None:
        """Send the connection's messages, and a heartbeat when it has been quiet."""
        ping = dumps({"type": "ping"})
        while True:
            try:
                text = await asyncio.wait_for(conn.queue.get(), self.heartbeat)
            except TimeoutError:
                text = ping
            await asyncio.wait_for(conn.ws.send_text(text), SEND_TIMEOUT)
