"""Scale-out: two `eqgames serve` processes on one PostgreSQL and one Redis, all on loopback.

A game is played with one seat on each instance; a WebSocket client on each
instance must see every move, and two submissions racing through different
instances must let exactly one through.
"""

from __future__ import annotations

import contextlib
import json
import subprocess
import sys
import threading
import time
from collections.abc import Iterator
from concurrent.futures import ThreadPoolExecutor
from typing import Any

import httpx2
from websockets.sync.client import connect

from .services import free_port, fresh_database, redis_server, wait_for_port


@contextlib.contextmanager
def instances(db: str, redis: str, count: int) -> Iterator[list[str]]:
    """``count`` servers on one database and one Redis, started side by side."""
    ports = [free_port() for _ in range(count)]
    procs = [
        subprocess.Popen(
            [
                sys.executable, "-m", "eqgames", "serve", "--port", str(port), "--db", db,
                "--redis", redis, "--bot-delay", "0", "--bot-pool", "thread",
                "--log-level", "warning",
            ],
            stdout=subprocess.PIPE,
            stderr=subprocess.STDOUT,
        )  # fmt: skip
        for port in ports
    ]
    try:
        for port in ports:
            wait_for_port(port, timeout=60)
        yield [f"127.0.0.1:{port}" for port in ports]
    finally:
        outputs = []
        for proc in procs:
            proc.terminate()
            outputs.append(proc.communicate(timeout=20)[0].decode())
    for out in outputs:
        assert "Traceback" not in out and "ERROR" not in out, out


class Watcher:
    """A WebSocket client in a thread, keeping every room message it receives."""

    def __init__(self, url: str) -> None:
        self.messages: list[dict[str, Any]] = []
        self._stack = contextlib.ExitStack()
        self._ws = self._stack.enter_context(connect(url))
        self._thread = threading.Thread(target=self._read, daemon=True)
        self._thread.start()

    def _read(self) -> None:
        with contextlib.suppress(Exception):
            for text in self._ws:
                message = json.loads(text)
                if message["type"] == "room":
                    self.messages.append(message)

    def wait_version(self, version: int, timeout: float = 10.0) -> None:
        end = time.monotonic() + timeout
        while time.monotonic() < end:
            if self.messages and self.messages[-1]["room"]["version"] >= version:
                return
            time.sleep(0.01)
        raise AssertionError(f"never saw version {version}: {self.messages[-1:]}")

    def close(self) -> None:
        self._stack.close()
        self._thread.join(5)


def test_two_instances_share_games_through_postgresql_and_redis(pg_admin: str) -> None:
    with (
        redis_server() as redis,
        fresh_database(pg_admin) as db,
        instances(db, redis, 2) as (a, b),
    ):
        _play_across(a, b)
        _race_across(a, b)


def _play_across(a: str, b: str) -> None:
    ca, cb = httpx2.Client(base_url=f"http://{a}"), httpx2.Client(base_url=f"http://{b}")
    made = ca.post("/api/games", json={"game": "nim", "options": {"heap": 15}, "name": "Ann"}).json()
    code, t0 = made["code"], made["token"]
    joined = cb.post(f"/api/games/{code}/join", json={"name": "Bob"}).json()
    t1 = joined["token"]
    assert joined["room"]["status"] == "playing"
    watchers = [
        Watcher(f"ws://{a}/api/games/{code}/ws?token={t0}"),
        Watcher(f"ws://{b}/api/games/{code}/ws?token={t1}"),
        Watcher(f"ws://{b}/api/games/{code}/ws"),
    ]
    try:
        for w in watchers:
            w.wait_version(0)
        version, heap, moves = 0, 15, []
        while heap:
            take = 1 + version % 3 if heap > 3 else heap
            client, token = (ca, t0) if version % 2 == 0 else (cb, t1)
            r = client.post(
                f"/api/games/{code}/actions",
                json={"action": {"type": "take", "take": take}, "version": version},
                headers={"Authorization": f"Bearer {token}"},
            )
            assert r.status_code == 200, r.text
            version, heap = version + 1, heap - take
            moves.append({"kind": "took", "seat": (version - 1) % 2, "take": take, "heap": heap})
            for w in watchers:
                w.wait_version(version)
        for w in watchers:
            seen = [e for m in w.messages for e in m["events"] if e["kind"] == "took"]
            assert [{k: e[k] for k in ("kind", "seat", "take", "heap")} for e in seen] == moves
            versions = [m["room"]["version"] for m in w.messages]
            assert versions == sorted(versions) and versions[-1] == version
            assert w.messages[-1]["room"]["status"] == "over"
        # Each seat saw its own lucky number and never the other's.
        lucky = [watchers[i].messages[0]["room"]["view"]["lucky"] for i in (0, 1)]
        assert lucky[0] != lucky[1] and None not in lucky
        assert str(lucky[1]) not in json.dumps(watchers[0].messages[:-1])
        assert str(lucky[0]) not in json.dumps(watchers[1].messages[:-1])
    finally:
        for w in watchers:
            w.close()


def _race_across(a: str, b: str) -> None:
    ca, cb = httpx2.Client(base_url=f"http://{a}"), httpx2.Client(base_url=f"http://{b}")
    made = ca.post(
        "/api/games", json={"game": "nim", "options": {"heap": 20}, "pass_and_play": True}
    ).json()
    code, token = made["code"], made["token"]
    for version in range(3):
        start = threading.Barrier(2)

        def submit(
            client: httpx2.Client, take: int, v: int = version, start: threading.Barrier = start
        ) -> int:
            start.wait()
            r = client.post(
                f"/api/games/{code}/actions",
                json={"action": {"type": "take", "take": take}, "version": v},
                headers={"Authorization": f"Bearer {made['tokens'][v % 2]['token']}"},
            )
            return r.status_code

        with ThreadPoolExecutor(2) as pool:
            statuses = sorted(pool.map(submit, (ca, cb), (1, 2)))
        assert statuses == [200, 409], statuses
    assert token and ca.get(f"/api/games/{code}").json()["version"] == 3
    assert cb.get(f"/api/games/{code}").json()["version"] == 3
