"""The bot pool is fair to every game and never runs a job its game has left behind.

A worker thinks for one bot at a time. Without turns, a game whose bots think
long (Hard bots racing to challenge after every change) would hold up every
other game on its worker: the failure once seen as another table's computer
not answering for 30 s.
"""

from __future__ import annotations

import asyncio
import threading
from concurrent.futures import ThreadPoolExecutor
from typing import Any

import pytest

from eqgames.server.bots import PENDING_VIEWS, BotJob, BotPool, Stale, Thought

from .loops import run


class SlowWork:
    """Thinks ``seconds`` per job and writes down, in order, which jobs it ran and what they saw."""

    def __init__(self, seconds: float) -> None:
        self.seconds = seconds
        self.ran: list[str] = []
        self.saw: list[tuple[Any, ...]] = []
        self._lock = threading.Lock()

    def __call__(self, job: BotJob) -> Thought:
        threading.Event().wait(self.seconds)
        with self._lock:
            self.ran.append(job.key)
            self.saw.append(tuple(v["n"] for v in job.views))
        return Thought({"type": "pass", "key": job.key}, 0.0)


def job(key: str, *views: int) -> BotJob:
    return BotJob(key, "nim", {}, "easy", 1, tuple({"n": n} for n in views))


@pytest.fixture
def pool() -> Any:
    def make(work: SlowWork) -> BotPool:
        made = BotPool("thread", workers=1, work=work)
        made.start()
        made_pools.append(made)
        return made

    made_pools: list[BotPool] = []
    yield make
    for made in made_pools:
        made.stop()


def test_a_game_with_many_jobs_waiting_delays_another_by_one_job(pool: Any) -> None:
    work = SlowWork(0.02)
    bots = pool(work)

    async def main() -> None:
        busy = [asyncio.ensure_future(bots.think(job(f"BUSY:{n % 3}", n))) for n in range(8)]
        await asyncio.sleep(0)  # the busy game's first job is running, seven wait
        other = await bots.think(job("OTHER:1", 0))
        assert other.action == {"type": "pass", "key": "OTHER:1"}
        await asyncio.gather(*busy)

    run(main)
    # First come, first served would have run OTHER ninth; in turns it runs second.
    assert work.ran.index("OTHER:1") <= 2
    assert len(work.ran) == 9


def test_games_take_turns_one_job_each(pool: Any) -> None:
    work = SlowWork(0.005)
    bots = pool(work)

    async def main() -> None:
        jobs = [bots.think(job(f"{game}:0", n)) for n in range(3) for game in "AB"]
        jobs += [bots.think(job("C:0", n)) for n in range(3)]
        await asyncio.gather(*jobs)

    run(main)
    games = [key[0] for key in work.ran]
    # Once all three games are waiting, none runs twice before the others had a turn.
    assert games[1:7].count("C") >= 2, games
    assert sorted(games) == sorted("AAABBBCCC")


def test_a_job_whose_game_moved_on_is_dropped_and_its_views_reach_the_next(pool: Any) -> None:
    work = SlowWork(0.0)
    bots = pool(work)

    async def main() -> None:
        with pytest.raises(Stale):
            await bots.think(job("GAME:1", 1, 2), fresh=lambda: False)
        await bots.think(job("GAME:1", 3), fresh=lambda: True)

    run(main)
    assert work.ran == ["GAME:1"]
    assert work.saw == [(1, 2, 3)]  # nothing the bot was shown is lost


def test_views_carried_over_stay_within_the_bound(pool: Any) -> None:
    work = SlowWork(0.0)
    bots = pool(work)

    async def main() -> None:
        for start in range(0, 3 * PENDING_VIEWS, 8):
            with pytest.raises(Stale):
                await bots.think(job("GAME:0", *range(start, start + 8)), fresh=lambda: False)
        await bots.think(job("GAME:0", 999))

    run(main)
    assert len(work.saw[0]) == PENDING_VIEWS and work.saw[0][-1] == 999


def test_a_job_the_worker_cannot_take_fails_alone(pool: Any) -> None:
    """A worker that refuses a job (broken, stopped) fails that job; the shard serves the next."""
    work = SlowWork(0.0)
    bots = pool(work)

    async def main() -> None:
        good = bots._shards[0].executor
        bots._shards[0].executor = _Refusing()
        with pytest.raises(RuntimeError, match="refused"):
            await bots.think(job("GAME:0", 1))
        bots._shards[0].executor = good
        # Bounded: a shard left busy by the refusal would never serve again.
        assert (await asyncio.wait_for(bots.think(job("GAME:0", 2)), 10)).action is not None

    run(main)
    assert work.saw == [(2,)]


class _Refusing(ThreadPoolExecutor):
    def submit(self, *args: Any, **kwargs: Any) -> Any:
        raise RuntimeError("refused")
