"""Clocks and bots in time: server stamps, deadlines firing tick, bot delays, resuming after a restart."""

from __future__ import annotations

import time
from collections.abc import Iterator
from typing import Any

import pytest

from eqgames.server import Settings
from eqgames.server.errors import StaleVersion
from eqgames.server.rooms import NewGame, Rooms
from eqgames.server.storage import Store

from .conftest import Api, running


def _wait(api: Api, code: str, ok: Any, timeout: float = 10.0) -> dict[str, Any]:
    end = time.monotonic() + timeout
    while time.monotonic() < end:
        room: dict[str, Any] = api.view(code).json()
        if ok(room):
            return room
        time.sleep(0.02)
    raise AssertionError(f"{code} never got there: {api.view(code).json()}")


def _steps(api: Api, code: str) -> list[Any]:
    store: Store = api.client.app.state.platform.store  # type: ignore[attr-defined]
    row = store.load(code)
    assert row is not None
    return store.steps_since(row.id, 0)


def test_actions_are_stamped_with_the_servers_time(api: Api) -> None:
    made = api.create(seats=["human", "human"], pass_and_play=True)
    before = time.time()
    api.take(made["code"], made["token"], 1, 0)
    (step,) = _steps(api, made["code"])
    assert before <= step.at <= time.time()


def test_a_deadline_fires_tick_on_time(api: Api) -> None:
    made = api.create(seats=["human", "human"], pass_and_play=True, options={"turn_seconds": 1.0})
    code = made["code"]
    deadline = made["room"]["deadline"]
    assert deadline == pytest.approx(time.time() + 1.0, abs=0.2)
    with api.client.websocket_connect(f"/api/games/{code}/ws") as ws:
        assert ws.receive_json()["room"]["version"] == 0
        message = ws.receive_json()  # nobody acts: the timeout is the next change
        assert time.time() >= deadline
    assert message["room"]["version"] == 1
    assert message["events"] == [
        {
            "kind": "took",
            "version": 1,
            "seat": 0,
            "take": 1,
            "heap": message["room"]["view"]["heap"],
            "timeout": True,
        }
    ]
    (step,) = _steps(api, code)
    assert step.seat is None and step.action is None  # a tick in the log
    assert deadline <= step.at < deadline + 1.0


@pytest.fixture
def clocked_rooms(sqlite_db: str) -> Iterator[tuple[Rooms, list[float]]]:
    now = [1000.0]
    store = Store(Settings(db=sqlite_db).database_url)
    store.migrate()
    yield Rooms(store, 0.0, clock=lambda: now[0]), now
    store.close()


def test_an_action_after_the_deadline_meets_the_timeout_first(
    clocked_rooms: tuple[Rooms, list[float]],
) -> None:
    rooms, now = clocked_rooms
    room, _ = rooms.create(NewGame("nim", {"turn_seconds": 10.0}, ["human", "human"], pass_and_play=True))
    assert room.state is not None and room.state.deadline() == 1010.0
    now[0] = 1010.5  # the player clicked too late, before the server's timer went off
    with pytest.raises(StaleVersion) as refused:
        rooms.act(room.code, 0, {"type": "take", "take": 3}, 0)
    assert refused.value.extra == {"version": 1}
    after = rooms.get(room.code)
    assert after.version == 1 and after.state is not None
    assert after.state.view(None)["turn"] == 1 and after.state.deadline() == 1020.0
    assert rooms.tick(room.code) is None  # nothing more is due


def test_bots_wait_their_human_like_delay(sqlite_db: str) -> None:
    with running(sqlite_db) as (_, api):
        made = api.create(seats=["human", "bot:easy"], bot_delay=0.4, options={"heap": 20})
        code = made["code"]
        api.take(code, made["token"], 1, 0)
        _wait(api, code, lambda r: r["version"] == 2)
        human, bot = _steps(api, code)
        assert bot.seat == 1 and 0.4 <= bot.at - human.at < 2.0


def test_a_restart_resumes_clocks_and_bots(sqlite_db: str) -> None:
    with running(sqlite_db) as (_, api):
        clocked = api.create(
            seats=["human", "human"], pass_and_play=True, options={"turn_seconds": 1.0}
        )
        bot_game = api.create(seats=["human", "bot:hard"], bot_delay=0.5, options={"heap": 10})
        api.take(bot_game["code"], bot_game["token"], 1, 0)
    # Stopped before the deadline and before the bot's delay ran out.
    time.sleep(1.1)
    with running(sqlite_db) as (_, api):
        _wait(api, clocked["code"], lambda r: r["version"] >= 1, timeout=2.0)
        first = _steps(api, clocked["code"])[0]
        assert first.seat is None  # the missed deadline fired once the server was back
        room = _wait(api, bot_game["code"], lambda r: r["version"] == 2)
        assert room["view"]["heap"] == 8  # the hard bot left a multiple of 4


def test_bots_in_worker_processes(sqlite_db: str) -> None:
    with running(sqlite_db, bot_pool="process", bot_workers=1) as (_, api):
        made = api.create(seats=["bot:easy", "bot:hard", "bot:medium"], options={"heap": 12})
        assert made["seat"] is None and made["token"] is None
        room = _wait(api, made["code"], lambda r: r["status"] == "over", timeout=60)
        assert sorted(s for g in room["result"]["ranking"] for s in g) == [0, 1, 2]


def test_a_bot_with_a_pace_of_its_own_takes_its_human_like_time(sqlite_db: str) -> None:
    """Memory Math's bots: the server waits for ``Bot.delay``, not only the room's delay."""
    with running(sqlite_db) as (_, api):
        # A hard bot answers a say after 1.5 to 4 s at pace 1: at least 0.3 s at pace 0.2.
        options = {"first_player": 0, "bot_pace": 0.2}
        made = api.create(game="memorymath", seats=["human", "bot:hard"], options=options)
        code = made["code"]
        said = api.act(code, made["token"], {"type": "say", "numbers": ["5"]}, 0)
        assert said.status_code == 200, said.text
        _wait(api, code, lambda r: r["version"] >= 2)
        human, bot = _steps(api, code)[:2]
        assert bot.seat == 1 and bot.action["type"] == "say"
        assert 0.3 <= bot.at - human.at < 3.0
