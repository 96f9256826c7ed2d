"""Retention: games nobody will come back to are deleted, on a schedule.

- A game still **waiting** for players ``waiting_expire`` after its last change
  (default a day: a link nobody used) is deleted.
- A game in **play** that nobody has moved in for ``abandoned_after`` (default
  a week; a game with a clock moves by its timeouts, so this is a game whose
  players left without a clock to end it) is deleted.
- A **finished** game is kept ``keep_finished`` (default 30 days) for review,
  then deleted.

Every instance sweeps every ``retention_every`` seconds, a bounded batch at a
time; two instances sweeping at once delete each game once (the store locks
the rows and checks their age again).
"""

from __future__ import annotations

import asyncio
import logging
import time
from collections.abc import Callable

from .background import Background
from .config import Settings
from .rooms import Rooms

log = logging.getLogger("eqgames.server")


class Retention:
    def __init__(
        self, rooms: Rooms, settings: Settings, clock: Callable[[], float] = time.time
    ) -> None:
        self.rooms = rooms
        self.settings = settings
        self.clock = clock
        self._background = Background()

    def cutoffs(self, now: float) -> dict[str, float]:
        """For each status, games last changed before this time have expired."""
        s = self.settings
        return {
            "waiting": now - s.waiting_expire,
            "playing": now - s.abandoned_after,
            "over": now - s.keep_finished,
        }

    def sweep(self) -> list[str]:
        """Delete the expired games (a batch of each status); returns their codes."""
        codes = self.rooms.store.expire(self.cutoffs(self.clock()))
        self.rooms.forget(codes)
        if codes:
            log.info("retention: deleted %d expired games", len(codes))
        return codes

    def start(self) -> None:
        self._background.spawn(self._sweep_forever())

    async def stop(self) -> None:
        await self._background.stop()

    async def _sweep_forever(self) -> None:
        while True:
            try:
                await asyncio.to_thread(self.sweep)
            except Exception:  # noqa: BLE001 - the database may be restarting; try next time
                log.exception("retention sweep failed")
            await asyncio.sleep(self.settings.retention_every)
