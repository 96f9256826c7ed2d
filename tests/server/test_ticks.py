"""Ticks that cannot run away (issue 10, bug 1): bounded options, one deadline per tick,
one worker per game across instances, and failed games marked and skipped."""

from __future__ import annotations

import logging
import threading
import time
from collections.abc import Iterator
from typing import Any

import pytest
from sqlalchemy import update

from eqgames.games.nim import NimState
from eqgames.server import Settings
from eqgames.server.rooms import NewGame, Rooms
from eqgames.server.storage import Store, tables

from .conftest import Api, running

ENDLESS_MEMORYMATH = {
    "points_to_win": 1_000_000_000,
    "first_seconds": 1e-9,
    "turn_seconds": 1e-9,
    "solve_seconds": 1e-9,
    "grace_seconds": 0,
    "break_seconds": 0,
}


def test_the_endless_memory_math_game_is_refused(api: Api) -> None:
    body = {"game": "memorymath", "pass_and_play": True, "options": ENDLESS_MEMORYMATH}
    r = api.client.post("/api/games", json=body)
    assert r.status_code == 422 and r.json()["error"] == "invalid"
    assert r.json()["detail"] == "Points to win the match must be between 1 and 25, not 1e+09"
    for name, words in [
        ("first_seconds", "Seconds for a round's first numbers must be between 2 seconds and 1 hour"),
        ("turn_seconds", "Seconds per answer must be between 2 seconds and 1 hour"),
        ("solve_seconds", "Seconds to write the equation after Solve must be between 2 seconds"),
    ]:
        body = {"game": "memorymath", "options": {name: 1e-9}}
        detail = api.client.post("/api/games", json=body).json()["detail"]
        assert detail.startswith(words) and name not in detail


def test_the_huge_nim_heap_with_a_nanosecond_clock_is_refused(api: Api) -> None:
    r = api.client.post(
        "/api/games",
        json={"game": "nim", "pass_and_play": True, "options": {"heap": 300_000}},
    )
    assert r.json()["detail"] == (
        "Counters in the heap must be 0 (dealt at random, 15 to 25) or between 1 and 100, not 300000"
    )
    r = api.client.post("/api/games", json={"game": "nim", "options": {"turn_seconds": 1e-9}})
    assert r.status_code == 422
    assert r.json()["detail"] == (
        "Time per turn must be 0 (no clock) or between 1 second and 1 hour, not 1e-09 seconds"
    )


@pytest.fixture
def two_instances(db_url: str) -> Iterator[tuple[Rooms, Rooms, list[float]]]:
    """Two instances' rooms on one database, with one clock the test moves."""
    now = [1000.0]
    stores = [Store(Settings(db=db_url).database_url) for _ in range(2)]
    stores[0].migrate()
    yield Rooms(stores[0], 0.0, clock=lambda: now[0]), Rooms(stores[1], 0.0, clock=lambda: now[0]), now
    for store in stores:
        store.close()


def _clocked_nim(rooms: Rooms) -> str:
    spec = NewGame("nim", {"heap": 30, "turn_seconds": 10.0}, ["human", "human"], pass_and_play=True)
    room, _ = rooms.create(spec)
    return room.code


def test_each_tick_applies_one_deadline_and_catching_up_takes_one_step_each(
    two_instances: tuple[Rooms, Rooms, list[float]],
) -> None:
    rooms, _, now = two_instances
    code = _clocked_nim(rooms)
    now[0] = 1000.0 + 10 * 5 + 1  # five turns ran out while nobody was there
    versions = []
    while (done := rooms.tick(code)) is not None:
        room, step = done
        assert len(step.events) == 1  # one timeout, one counter
        versions.append(room.version)
    assert versions == [1, 2, 3, 4, 5]
    state = rooms.get(code).state
    assert state is not None and state.view(None)["heap"] == 25 and state.deadline() == 1060.0


def test_two_instances_never_tick_one_game_at_once(
    two_instances: tuple[Rooms, Rooms, list[float]], monkeypatch: pytest.MonkeyPatch
) -> None:
    a, b, now = two_instances
    code = _clocked_nim(a)
    now[0] = 1010.5
    inside, most, calls = [0], [0], [0]
    lock = threading.Lock()
    original = NimState._timeout

    def slow_timeout(self: NimState, due: float) -> Any:
        with lock:
            inside[0] += 1
            calls[0] += 1
            most[0] = max(most[0], inside[0])
        time.sleep(0.05)
        with lock:
            inside[0] -= 1
        return original(self, due)

    monkeypatch.setattr(NimState, "_timeout", slow_timeout)
    results: list[Any] = []
    threads = [
        threading.Thread(target=lambda r=r: results.append(r.tick(code))) for r in (a, b, a, b)
    ]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    assert most[0] == 1 and calls[0] == 1  # one worker computed the tick, alone
    assert sum(r is not None for r in results) == 1
    assert a.get(code).version == 1
    # The lease is released: the next deadline is ticked by whichever instance comes.
    now[0] = 1021.0
    assert b.tick(code) is not None and a.get(code).version == 2


def test_a_lease_held_by_another_instance_is_respected_until_it_expires(
    two_instances: tuple[Rooms, Rooms, list[float]],
) -> None:
    a, b, now = two_instances
    code = _clocked_nim(a)
    game_id = a.get(code).id
    now[0] = 1011.0
    assert a.store.claim_tick(game_id, a.owner, now[0], 30.0)  # a is ticking (or died doing so)
    assert b.tick(code) is None and b.get(code).version == 0
    now[0] = 1042.0  # a's claim has run out: b takes over
    assert b.tick(code) is not None


def test_a_failing_tick_marks_the_game_logs_once_and_is_never_retried(
    sqlite_db: str, monkeypatch: pytest.MonkeyPatch, caplog: pytest.LogCaptureFixture
) -> None:
    calls = [0]

    def broken(self: NimState, due: float) -> Any:
        calls[0] += 1
        raise ZeroDivisionError("a bug in the clock")

    monkeypatch.setattr(NimState, "_timeout", broken)
    caplog.set_level(logging.ERROR, "eqgames.server")
    with running(sqlite_db, sweep_every=0.1) as (_, api):
        made = api.create(seats=["human", "human"], pass_and_play=True, options={"turn_seconds": 1})
        fine = api.create(seats=["human", "bot:easy"], options={"heap": 20})
        code = made["code"]
        time.sleep(1.8)  # the deadline, then many sweeps
        assert calls[0] == 1
        platform = api.client.app.state.platform  # type: ignore[attr-defined]
        row = platform.store.load(code)
        assert row.failed_at is not None
        assert platform.store.due(time.time() + 100, 1.0, 10.0) == []
        assert code not in platform.store.in_play()
        r = api.take(code, made["token"], 1, 0)
        assert r.status_code == 409 and r.json()["error"] == "broken"
        assert api.view(code).status_code == 200  # still there to look at
        # Other games go on.
        assert api.take(fine["code"], fine["token"], 1, 0).status_code == 200
    failures = [r for r in caplog.records if code in r.getMessage()]
    assert len(failures) == 1 and "skipped from now on" in failures[0].getMessage()
    with running(sqlite_db, sweep_every=0.1) as (_, api):
        time.sleep(0.3)  # a restart does not try it again either
    assert calls[0] == 1


def test_a_stored_endless_game_cannot_block_start_up(sqlite_db: str) -> None:
    """A game stored before options had bounds (the bug's repro) is marked, not resumed."""
    with running(sqlite_db) as (_, api):
        made = api.create(seats=["human", "human"], pass_and_play=True, options={"turn_seconds": 5})
        other = api.create(seats=["human", "human"], pass_and_play=True, options={"turn_seconds": 1})
        store: Store = api.client.app.state.platform.store  # type: ignore[attr-defined]
        with store.engine.begin() as conn:
            conn.execute(
                update(tables.games)
                .where(tables.games.c.code == made["code"])
                .values(options='{"heap": 300000, "max_take": 3, "turn_seconds": 1e-09}')
            )
    started = time.monotonic()
    with running(sqlite_db) as (_, api):
        assert time.monotonic() - started < 10
        assert api.client.get("/api/health").json()["ok"]
        r = api.view(made["code"])
        assert r.status_code == 409 and r.json()["error"] == "broken"
        store = api.client.app.state.platform.store  # type: ignore[attr-defined]
        assert store.load(made["code"]).failed_at is not None
        # The sound game with it resumed: its missed deadline was applied.
        deadline = time.monotonic() + 5
        while api.view(other["code"]).json()["version"] < 1 and time.monotonic() < deadline:
            time.sleep(0.05)
        assert api.view(other["code"]).json()["version"] >= 1
