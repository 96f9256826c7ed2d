"""Clocks and turns: the server's side of time.

The engines never read a clock; the server stamps every action with its time
and fires ``state.tick(now)`` when ``state.deadline()`` comes. After every
change this instance makes, :meth:`Scheduler.plan` sets (or moves) the room's
timer and wakes the bots that are to act, after the room's human-like delay
(or the bot's own, ``Bot.delay``, if longer: a timed game's bots keep a human pace).

Bots race as people do: after every change, each bot seat the game is *not*
waiting for, whose bot may act out of turn (``Bot.wants``), is asked whether it
wants to act (an Equations challenge); its wish is carried out after the same
delays, at the version it saw. Anything that happens meanwhile (a person's
challenge, a move, a timeout) changes the version, and the plan is dropped:
the game decides who wins the race, and a quick person beats a slow computer.

What a stopped instance had planned lives on in the database (each game's
``deadline`` and ``bot_turn`` columns): at start every instance resumes the
games in play, and every few seconds it sweeps for deadlines and bot turns
that nobody honoured (another instance died). Two instances doing the same
work is harmless: a lease on the game's row lets one worker at a time tick a
game, and the version check lets exactly one change through.

A tick applies one deadline (bounded work, see :meth:`eqgames.core.State.tick`);
catching up on several is several ticks, each a step. A game whose tick fails
is marked in the database and skipped from then on by the timers, the sweep and
the start-up resume: it is logged once and never retried in a loop.
"""

from __future__ import annotations

import asyncio
import logging
import time
from collections import defaultdict
from collections.abc import Awaitable, Callable
from typing import Any

from .background import Background
from .bots import PENDING_VIEWS, BotJob, BotPool, Stale
from .errors import ApiError, StaleVersion
from .rooms import Room, Rooms

log = logging.getLogger("eqgames.server")

#: Bots whose unseen views are kept at most (a bot forgotten here starts from the current view).
PENDING_BOTS = 10_000
#: The sweep takes over a deadline this late, or a bot turn this much past its delay.
DEADLINE_GRACE = 1.0
BOT_GRACE = 10.0
_MASK = (1 << 63) - 1

Changed = Callable[[Room], Awaitable[None]]


def bot_seed(room_seed: int, seat: int) -> int:
    """A bot's own seed: fixed for its seat, and no help in guessing the deal."""
    return (room_seed * 0x9E3779B97F4A7C15 + 0xD1B54A32D192ED03 * (seat + 1)) & _MASK


class Scheduler:
    def __init__(
        self,
        rooms: Rooms,
        bots: BotPool,
        changed: Changed,
        sweep_every: float = 5.0,
        clock: Callable[[], float] = time.time,
        sleep: Callable[[float], Awaitable[None]] = asyncio.sleep,
    ) -> None:
        self.rooms = rooms
        self.bots = bots
        self.changed = changed
        self.sweep_every = sweep_every
        self.clock = clock
        self.sleep = sleep  # a test's fake time waits here
        self._timers: dict[str, asyncio.TimerHandle] = {}
        self._retry: set[str] = set()  # games whose last tick applied nothing
        self._bot_turns: dict[tuple[str, int], int] = {}  # (code, seat) -> version planned
        self._views: dict[tuple[str, int], list[dict[str, Any]]] = defaultdict(list)
        #: The newest version of each game this instance has planned: a bot job queued
        #: behind other games' is dropped if its game has moved on meanwhile.
        self._latest: dict[str, int] = {}
        self._background = Background()
        self._sweeper: asyncio.Task[None] | None = None

    # -- lifecycle ---------------------------------------------------------------

    async def start(self) -> None:
        for code in await asyncio.to_thread(self.rooms.store.in_play):
            await self.resume(code)  # a game that cannot resume is marked, not a failed start
        self._sweeper = self._background.spawn(self._sweep_forever())

    async def stop(self) -> None:
        for handle in self._timers.values():
            handle.cancel()
        self._timers.clear()
        await self._background.stop()

    async def resume(self, code: str) -> None:
        try:
            room = await asyncio.to_thread(self.rooms.get, code)
        except ApiError:
            return  # gone, or broken (marked and logged when it broke)
        except Exception:  # noqa: BLE001 - one game must never stop the others resuming
            log.exception("could not resume game %s", code)
            return
        self.plan(room)

    async def _sweep_forever(self) -> None:
        while True:
            await self.sleep(self.sweep_every)
            try:
                codes = await asyncio.to_thread(
                    self.rooms.store.due, self.clock(), DEADLINE_GRACE, BOT_GRACE
                )
            except Exception:  # noqa: BLE001 - the database may be restarting; try next time
                log.exception("sweep failed")
                continue
            for code in codes:
                await self.resume(code)

    # -- planning ------------------------------------------------------------------

    def plan(self, room: Room) -> None:
        """After a change of ``room``: set its timer, show its bots the change, wake them.

        When the last tick applied nothing (another worker holds the game, or its
        clock is off by a hair), the timer waits at least ``DEADLINE_GRACE``.
        """
        code = room.code
        retry = code in self._retry
        self._retry.discard(code)
        old = self._timers.pop(code, None)
        if old is not None:
            old.cancel()
        state = room.state
        if state is None or room.status != "playing" or room.failed:
            for key in [k for k in self._views if k[0] == code]:
                del self._views[key]
            self._latest.pop(code, None)
            return
        self._latest.pop(code, None)
        self._latest[code] = room.version  # the newest last: the oldest go first below
        while len(self._latest) > PENDING_BOTS:
            del self._latest[next(iter(self._latest))]
        due = state.deadline()
        if due is not None:
            loop = asyncio.get_running_loop()
            # A hair late rather than early: a tick before the deadline does nothing.
            delay = max(0.0, due - self.clock()) + 0.005
            if retry:
                delay = max(delay, DEADLINE_GRACE)
            self._timers[code] = loop.call_later(delay, self._fire_timer, code)
        for seat in range(len(room.seats)):
            if room.bot_level(seat) is not None:
                views = self._views[(code, seat)]
                views.append(state.view(seat))
                del views[:-PENDING_VIEWS]
        while len(self._views) > PENDING_BOTS:
            del self._views[next(iter(self._views))]  # the oldest bot seat: likely abandoned
        waited_for = room.bots_to_act()
        for seat in [*waited_for, *room.bots_out_of_turn()]:
            if self._bot_turns.get((code, seat)) != room.version:
                self._bot_turns[(code, seat)] = room.version
                self._background.spawn(self._bot_turn(room, seat, seat not in waited_for))

    def _fire_timer(self, code: str) -> None:
        self._timers.pop(code, None)
        self._background.spawn(self._tick(code))

    async def _tick(self, code: str) -> None:
        try:
            done = await asyncio.to_thread(self.rooms.tick, code)
            if done is not None:
                await self.changed(done[0])
                return
            # Too early, someone else already applied the timeout (an action that arrived
            # after the deadline does, before it is refused), another worker is ticking it,
            # or its tick failed: plan from what is there now (no sooner than the grace,
            # never in a loop), and make sure everyone is shown it.
            room = await asyncio.to_thread(self.rooms.get, code)
        except ApiError:
            return
        except Exception:  # noqa: BLE001 - the database may be restarting; the sweep retries
            log.exception("tick of game %s failed", code)
            return
        self._retry.add(code)
        await self.changed(room)

    async def _bot_turn(self, room: Room, seat: int, out_of_turn: bool = False) -> None:
        """Think and act for a bot seat at ``room``'s version; out of turn, only if it wants to."""
        code, version = room.code, room.version
        came = self.clock()
        try:
            await self.sleep(room.bot_delay)
            current = await asyncio.to_thread(self.rooms.cached, code)
            if current.version != version:
                return  # the game moved on: that change planned afresh
            if not out_of_turn and seat not in current.bots_to_act():
                return
            level = room.bot_level(seat)
            assert level is not None and room.state is not None
            views = tuple(self._views.pop((code, seat), ())) or (room.state.view(seat),)
            job = BotJob(
                f"{code}:{seat}",
                room.game.name,
                room.options,
                level,
                bot_seed(room.seed, seat),
                views,
                out_of_turn,
            )
            try:
                thought = await self.bots.think(job, fresh=lambda: self._is_latest(code, version))
            except Stale:
                return  # the game moved on while the job waited for a worker
            action = thought.action
            if action is None:
                return  # out of turn, it wants nothing
            # A bot with a human pace of its own (Memory Math's) acts no sooner than a
            # person would; anything happening meanwhile makes its action stale.
            wait = came + thought.delay - self.clock()
            if wait > 0:
                await self.sleep(wait)
            try:
                new, _ = await asyncio.to_thread(self.rooms.act, code, seat, action, version)
            except StaleVersion:
                return  # the game moved on (a timeout, another instance): that change replans
            except ApiError as exc:
                if out_of_turn:
                    return  # a wish the game refuses (someone was first): nothing to fall back on
                log.error("bot %s in %s played %r: %s", level, code, action, exc.detail)
                fallback = await self._fallback(room, seat)
                if fallback is None:
                    return
                new = fallback
            await self.changed(new)
        finally:
            if self._bot_turns.get((code, seat)) == version:
                del self._bot_turns[(code, seat)]

    def _is_latest(self, code: str, version: int) -> bool:
        """Whether ``version`` may still be the game's newest (as far as this instance knows)."""
        return self._latest.get(code, version) <= version

    async def _fallback(self, room: Room, seat: int) -> Room | None:
        """A bot that errs must not stall the game: it plays the first legal action."""
        if room.state is None or not room.game.enumerable:
            return None
        actions = room.state.legal_actions(seat)
        if not actions:
            return None
        try:
            new, _ = await asyncio.to_thread(
                self.rooms.act, room.code, seat, actions[0].to_json(), room.version
            )
        except ApiError:
            return None
        return new
