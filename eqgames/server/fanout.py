"""Telling other instances that a game changed: Redis pub/sub, or nobody.

A notice is only ``instance-id:CODE``: the instances share the database, so
whoever has WebSocket clients for that game reads the change from there. No
view, event or secret ever goes through Redis.
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
import uuid
from collections.abc import Callable, Coroutine
from typing import Any

import redis.asyncio as aioredis

from .background import Background

log = logging.getLogger("eqgames.server")

CHANNEL = "eqgames:changed"
Handler = Callable[[str], Coroutine[Any, Any, None]]


class Fanout:
    """One instance alone: there is nobody to tell."""

    async def start(self, handler: Handler) -> None:
        return None

    async def publish(self, code: str) -> None:
        return None

    async def stop(self) -> None:
        return None


class RedisFanout(Fanout):
    def __init__(self, url: str) -> None:
        self.url = url
        self.instance = uuid.uuid4().hex[:12]
        self._client: aioredis.Redis | None = None
        self._task: asyncio.Task[None] | None = None
        self._ready = asyncio.Event()
        self._background = Background()

    async def start(self, handler: Handler) -> None:
        self._client = aioredis.from_url(self.url)
        await self._client.ping()  # fail at start, with the URL, if Redis is not there
        self._task = asyncio.create_task(self._listen(handler))
        await asyncio.wait_for(self._ready.wait(), 10)

    async def _listen(self, handler: Handler) -> None:
        assert self._client is not None
        while True:
            try:
                async with self._client.pubsub() as pubsub:
                    await pubsub.subscribe(CHANNEL)
                    self._ready.set()
                    async for message in pubsub.listen():
                        if message.get("type") != "message":
                            continue
                        sender, _, code = message["data"].decode().partition(":")
                        if sender != self.instance:
                            # Not awaited here: one slow delivery must not hold up the others.
                            self._background.spawn(handler(code))
            except asyncio.CancelledError:
                raise
            except Exception:  # noqa: BLE001 - any Redis trouble: wait and subscribe again
                log.exception("Redis subscription lost; retrying")
                await asyncio.sleep(1)

    async def publish(self, code: str) -> None:
        assert self._client is not None
        try:
            await self._client.publish(CHANNEL, f"{self.instance}:{code}")
        except Exception:  # noqa: BLE001 - a lost notice delays other instances' clients only
            log.exception("could not publish a change of %s to Redis", code)

    async def stop(self) -> None:
        await self._background.stop()
        if self._task is not None:
            self._task.cancel()
            with contextlib.suppress(asyncio.CancelledError):
                await self._task
        if self._client is not None:
            await self._client.aclose()
