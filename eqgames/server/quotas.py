"""What one client may use: games created per minute and WebSocket connections at once.

A client is the address a request came from (behind a reverse proxy on the same
machine, the address the proxy forwards: uvicorn's ``proxy_headers``). The
count of games created is kept by the ``limits`` library in a moving window —
in this process, or in Redis when the server runs with Redis, so that several
instances share one count. WebSocket connections are counted by each
instance (a connection lives on one instance).

    >>> q = Quotas(creates_per_minute=2, sockets_per_client=1)
    >>> q.create("198.51.100.7"); q.create("198.51.100.7")
    >>> q.create("198.51.100.7")
    Traceback (most recent call last):
    ...
    eqgames.server.errors.TooMany: at most 2 new games a minute from one address; try again in 60 s
    >>> q.create("198.51.100.8")  # another client has its own count
    >>> q.socket_opened("198.51.100.7"), q.socket_opened("198.51.100.7")
    (True, False)
    >>> q.socket_closed("198.51.100.7"); q.socket_opened("198.51.100.7")
    True
"""

from __future__ import annotations

import asyncio
import logging
import math
import time
from collections import Counter

from limits import RateLimitItemPerMinute
from limits.storage import storage_from_string
from limits.strategies import MovingWindowRateLimiter
from starlette.requests import HTTPConnection

from .errors import TooMany

log = logging.getLogger("eqgames.server")


def client_of(conn: HTTPConnection) -> str:
    """The address a request or WebSocket came from ("unknown" if the server was not told)."""
    return conn.client.host if conn.client is not None else "unknown"


class Quotas:
    def __init__(
        self, creates_per_minute: int, sockets_per_client: int, redis: str | None = None
    ) -> None:
        self.creates_per_minute = creates_per_minute
        self.sockets_per_client = sockets_per_client
        # Redis keys are prefixed "LIMITS:"; nothing but counts of addresses goes there.
        self._limiter = MovingWindowRateLimiter(storage_from_string(redis or "memory://"))
        self._in_memory = redis is None
        self._creates = RateLimitItemPerMinute(max(1, creates_per_minute), namespace="eqgames")
        self._sockets: Counter[str] = Counter()

    async def created(self, client: str) -> None:
        """:meth:`create`, on the event loop when counted in memory (microseconds), else
        in a worker thread (a Redis round trip)."""
        if self._in_memory:
            self.create(client)
        else:
            await asyncio.to_thread(self.create, client)

    def create(self, client: str) -> None:
        """Count a game created by ``client``; :class:`TooMany` if it is over its share."""
        try:
            allowed = self._limiter.hit(self._creates, "create", client)
        except Exception:  # noqa: BLE001 - Redis away: better unlimited for a while than down
            log.warning("the rate limit store is unreachable; games are created unlimited")
            return
        if not allowed:
            stats = self._limiter.get_window_stats(self._creates, "create", client)
            wait = max(1, math.ceil(stats.reset_time - time.time()))
            raise TooMany(
                f"at most {self.creates_per_minute} new games a minute from one address;"
                f" try again in {wait} s",
                wait,
            )

    def socket_opened(self, client: str) -> bool:
        """Count a WebSocket of ``client``; False (and not counted) if it has its share open."""
        if self._sockets[client] >= self.sockets_per_client:
            return False
        self._sockets[client] += 1
        return True

    def socket_closed(self, client: str) -> None:
        self._sockets[client] -= 1
        if self._sockets[client] <= 0:
            del self._sockets[client]
