"""Bots race to act out of turn on the server (``Bot.wants``), on a fake clock.

An Equations challenge may come from anyone but the last Mover, whoever is to
move. The scheduler asks each bot seat the game is not waiting for whether it
wants to act, carries the wish out after the bot's delay, and drops it when
the game changed meanwhile. Time here is a fake the test moves: the bot's
thinking runs for real (in a thread), but every wait is on the fake clock.
"""

from __future__ import annotations

import asyncio
import secrets
from collections.abc import Iterator
from typing import Any

import pytest

from eqgames.games.equations import solver
from eqgames.games.equations.lookahead import distinct_moves, hands
from eqgames.games.equations.mat import Mat
from eqgames.server import Settings
from eqgames.server.bots import BotPool
from eqgames.server.clocks import Scheduler
from eqgames.server.rooms import NewGame, Room, Rooms
from eqgames.server.storage import Store

from .loops import run

START = 1000.0
#: The room's seed: a roll where a person can hand the computer a Now out of its turn.
SEED = 1


class FakeTime:
    """A clock and a sleep that only the test moves on."""

    def __init__(self, now: float) -> None:
        self.now = now
        self._sleepers: list[tuple[float, asyncio.Future[None]]] = []

    def __call__(self) -> float:
        return self.now

    async def sleep(self, seconds: float) -> None:
        future: asyncio.Future[None] = asyncio.get_running_loop().create_future()
        self._sleepers.append((self.now + max(0.0, seconds), future))
        await future

    async def settle(self) -> None:
        """Wait (for real) until every other task is asleep on this clock."""
        me = asyncio.current_task()
        for _ in range(12_000):  # a minute: the bot thinks for real
            await asyncio.sleep(0.005)
            tasks = [t for t in asyncio.all_tasks() if t is not me and not t.done()]
            asleep = [f for _, f in self._sleepers if not f.done()]
            if len(tasks) == len(asleep):
                return
        raise AssertionError("the scheduler never settled")

    async def advance(self, seconds: float) -> None:
        """Move time on, waking each sleeper at its moment, in order."""
        end = self.now + seconds
        while True:
            await self.settle()
            due = sorted((at, i) for i, (at, f) in enumerate(self._sleepers) if not f.done())
            if not due or due[0][0] > end:
                break
            at, i = due[0]
            self.now = max(self.now, at)
            self._sleepers.pop(i)[1].set_result(None)
        self.now = end
        await self.settle()



@pytest.fixture
def rooms(sqlite_db: str, monkeypatch: pytest.MonkeyPatch) -> Iterator[tuple[Rooms, FakeTime]]:
    monkeypatch.setattr(secrets, "randbits", lambda bits: SEED)
    time = FakeTime(START)
    store = Store(Settings(db=sqlite_db).database_url)
    store.migrate()
    yield Rooms(store, 0.0, clock=time), time
    store.close()


def _question(question: str, mat: Mat) -> solver.Answer:
    return (solver.now if question == "now" else solver.possible)(mat, budget=200_000)


class Table:
    """Two people (seats 0 and 1) and a hard bot (seat 2) at one Equations game."""

    def __init__(self, rooms: Rooms, time: FakeTime) -> None:
        self.rooms, self.time = rooms, time
        self.pool = BotPool("thread", workers=1)
        self.scheduler = Scheduler(rooms, self.pool, self._changed, clock=time, sleep=time.sleep)
        options = {"mode": "casual", "first_setter": 0, "shakes": 1, "bot_pace": 1}
        seats = ["human", "human", "bot:hard"]
        room, _ = rooms.create(NewGame("equations", options, seats, pass_and_play=True))
        self.code = room.code

    async def _changed(self, room: Room) -> None:
        self.scheduler.plan(room)

    @property
    def room(self) -> Room:
        return self.rooms.get(self.code)

    def mat(self) -> Mat:
        state = self.room.state
        assert state is not None
        return state.shake.mat()  # type: ignore[attr-defined,no-any-return]

    async def act(self, seat: int, action: dict[str, Any]) -> None:
        room, _ = self.rooms.act(self.code, seat, action, self.room.version)
        self.scheduler.plan(room)
        await self.time.settle()

    def steps(self) -> list[Any]:
        store = self.rooms.store
        row = store.load(self.code)
        assert row is not None
        return store.steps_since(row.id, 0)

    async def to_the_race(self) -> float:
        """Play to a mat where seat 0 has just handed a Now, seat 1 to move: the bot's race."""
        self.pool.start()
        await self.act(0, {"type": "roll"})
        mat = self.mat()
        goal = next(
            c for c in mat.resources
            if c.is_digit and solver.goal_solutions(mat.resources, [[c]]).status == "yes"
        )
        await self.act(0, {"type": "place_goal", "cube": goal.index, "cluster": 0, "position": -1})
        await self.act(0, {"type": "goal"})
        mat = self.mat()
        cube, _ = next(
            (c, s) for c, s in distinct_moves(mat)
            if s == "required" and hands(mat.moved(c, s), _question) == "safe"
        )
        await self.act(1, {"type": "move", "cube": cube.index, "to": "required"})
        await self.time.advance(60)  # the bot moves on its turn (no Now to challenge)
        moved = self.steps()[-1]
        assert moved.seat == 2 and moved.action["type"] == "move"
        mat = self.mat()
        cube, section = next(
            (c, s) for c, s in distinct_moves(mat) if hands(mat.moved(c, s), _question) == "now"
        )
        await self.act(0, {"type": "move", "cube": cube.index, "to": section})
        state = self.room.state
        assert state is not None and list(state.to_act()) == [1]  # the bot is not waited for
        return self.time.now

    async def close(self) -> None:
        await self.scheduler.stop()
        self.pool.stop()


def test_a_bot_challenges_out_of_turn_after_its_delay(rooms: tuple[Rooms, FakeTime]) -> None:
    async def scenario() -> None:
        table = Table(*rooms)
        try:
            handed = await table.to_the_race()
            await table.time.advance(1.9)  # Hard takes 2 to 6 s to pick up the block
            assert table.steps()[-1].seat == 0
            await table.time.advance(5)
            challenge = table.steps()[-1]
            assert challenge.seat == 2 and challenge.action == {"type": "challenge", "claim": "now"}
            assert 2.0 <= challenge.at - handed <= 6.0
            view = table.room.state.view(None)  # type: ignore[union-attr]
            assert view["challenge"]["by"] == 2 and view["challenge"]["against"] == 0
        finally:
            await table.close()

    run(scenario)


def test_a_person_quicker_than_the_bot_wins_the_race(rooms: tuple[Rooms, FakeTime]) -> None:
    async def scenario() -> None:
        table = Table(*rooms)
        try:
            await table.to_the_race()
            await table.time.advance(1.0)
            await table.act(1, {"type": "challenge", "claim": "now"})
            await table.time.advance(30)  # the bot's plan was for a game that has changed
            challenges = [s for s in table.steps() if s.action and s.action["type"] == "challenge"]
            assert [s.seat for s in challenges] == [1]
            view = table.room.state.view(None)  # type: ignore[union-attr]
            assert view["challenge"]["by"] == 1
        finally:
            await table.close()

    run(scenario)


def test_a_plan_for_a_game_that_has_changed_is_dropped(rooms: tuple[Rooms, FakeTime]) -> None:
    async def scenario() -> None:
        table = Table(*rooms)
        try:
            await table.to_the_race()
            await table.time.advance(1.0)
            mat = table.mat()
            # Seat 1 moves before the bot's delay is over: the bot's wish was for the old mat.
            await table.act(1, {"type": "move", "cube": mat.resources[0].index, "to": "forbidden"})
            moved_at = table.time.now
            await table.time.advance(30)
            after = [s for s in table.steps() if s.at > moved_at - 0.5]
            assert after[0].seat == 1 and after[0].action["type"] == "move"
            # Whatever the bot did next, it did after a fresh look and a fresh delay.
            assert all(s.at - moved_at >= 2.0 for s in after[1:])
        finally:
            await table.close()

    run(scenario)
