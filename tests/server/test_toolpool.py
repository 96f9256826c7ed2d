"""The tool pool: a share per client, a bounded queue, turns taken client by client."""

from __future__ import annotations

import asyncio
import math
import threading
from collections.abc import Callable
from concurrent.futures import ThreadPoolExecutor
from typing import Any

import pytest

from eqgames.games.crossdigits import tools as crossdigits_tools
from eqgames.server.errors import Busy
from eqgames.server.toolpool import ToolPool

from .conftest import running
from .loops import run


def _gate() -> tuple[threading.Event, Callable[[str], str]]:
    """A tool that holds its worker until the gate opens, and returns its name."""
    gate = threading.Event()

    def tool(name: str) -> str:
        assert gate.wait(10)
        return name

    return gate, tool



async def _settle() -> None:
    for _ in range(20):
        await asyncio.sleep(0.01)


def test_a_client_over_its_share_is_refused_with_retry_after() -> None:
    async def scenario() -> None:
        pool = ToolPool("thread", workers=1, per_client=2, queue=10)
        pool.start()
        gate, tool = _gate()
        try:
            mine = [asyncio.create_task(pool.run("a", tool, f"a{i}")) for i in range(2)]
            await _settle()
            with pytest.raises(Busy) as refused:
                await pool.run("a", tool, "a2")
            assert refused.value.status == 503 and int(refused.value.headers()["Retry-After"]) >= 1
            other = asyncio.create_task(pool.run("b", tool, "b0"))  # another client is served
            gate.set()
            assert await asyncio.gather(*mine, other) == ["a0", "a1", "b0"]
            assert pool.load == {"running": 0, "waiting": 0}
        finally:
            gate.set()
            pool.stop()

    run(scenario)


def test_a_full_queue_refuses_everyone() -> None:
    async def scenario() -> None:
        pool = ToolPool("thread", workers=1, per_client=5, queue=2)
        pool.start()
        gate, tool = _gate()
        try:
            held = [asyncio.create_task(pool.run(c, tool, c)) for c in ("a", "b", "c")]
            await _settle()
            assert pool.load == {"running": 1, "waiting": 2}
            with pytest.raises(Busy):
                await pool.run("d", tool, "d")
            gate.set()
            assert await asyncio.gather(*held) == ["a", "b", "c"]
        finally:
            gate.set()
            pool.stop()

    run(scenario)


def test_waiting_calls_take_turns_client_by_client() -> None:
    async def scenario() -> list[str]:
        pool = ToolPool("thread", workers=1, per_client=4, queue=10)
        pool.start()
        order: list[str] = []
        gate = threading.Event()

        def tool(name: str) -> None:
            if name == "a0":
                assert gate.wait(10)
            order.append(name)

        try:
            calls = [asyncio.create_task(pool.run("a", tool, "a0"))]
            await _settle()
            # a sends three more before b and c send one each: a does not go first for all.
            for name in ("a1", "a2", "a3", "b0", "c0"):
                calls.append(asyncio.create_task(pool.run(name[0], tool, name)))
                await asyncio.sleep(0)
            await _settle()
            gate.set()
            await asyncio.gather(*calls)
        finally:
            gate.set()
            pool.stop()
        return order

    assert run(scenario) == ["a0", "a1", "b0", "c0", "a2", "a3"]


def test_a_cancelled_waiting_call_gives_up_its_place() -> None:
    async def scenario() -> None:
        pool = ToolPool("thread", workers=1, per_client=2, queue=1)
        pool.start()
        gate, tool = _gate()
        try:
            running_call = asyncio.create_task(pool.run("a", tool, "a0"))
            waiting_call = asyncio.create_task(pool.run("b", tool, "b0"))
            await _settle()
            waiting_call.cancel()
            await _settle()
            assert pool.load == {"running": 1, "waiting": 0}
            late = asyncio.create_task(pool.run("c", tool, "c0"))  # the place is free again
            gate.set()
            assert await asyncio.gather(running_call, late) == ["a0", "c0"]
        finally:
            gate.set()
            pool.stop()

    run(scenario)


def test_process_mode_runs_the_tool_in_another_process() -> None:
    async def scenario() -> int:
        pool = ToolPool("process", workers=1)
        pool.start()
        try:
            return await pool.run("a", math.factorial, 20)
        finally:
            pool.stop()

    assert run(scenario) == math.factorial(20)


PUZZLE = "/api/tools/crossdigits/puzzle"


def test_the_puzzle_routes_answer_503_when_a_client_has_its_share(
    sqlite_db: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    gate = threading.Event()
    made = crossdigits_tools.puzzle_by_id

    def slow_make(puzzle_id: str) -> Any:
        assert gate.wait(10)
        return made(puzzle_id)

    monkeypatch.setattr(crossdigits_tools, "puzzle_by_id", slow_make)
    with running(sqlite_db, tools_per_client=1) as (client, _):
        with ThreadPoolExecutor(1) as ex:
            first = ex.submit(
                client.post, PUZZLE, json={"difficulty": "hard", "seed": 901}
            )
            for _ in range(200):
                if client.app.state.platform.tools.load["running"]:  # type: ignore[attr-defined]
                    break
                threading.Event().wait(0.01)
            second = client.post(PUZZLE, json={"difficulty": "hard", "seed": 902})
            assert second.status_code == 503, second.text
            assert second.json()["error"] == "busy" and int(second.headers["Retry-After"]) >= 1
            gate.set()
            assert first.result().status_code == 200
        # The same puzzle asked again comes from the cache, without the pool.
        again = client.post(PUZZLE, json={"difficulty": "hard", "seed": 901})
        assert again.status_code == 200 and again.json()["id"] == "hard-901"


def test_every_tool_route_works_with_worker_processes(sqlite_db: str) -> None:
    # What crosses to a worker process is pickled: the puzzle, a Workbench body, a refusal.
    empty = ["." * 15] * 15
    with running(sqlite_db, tool_pool="process") as (client, _):
        puzzle = client.post(PUZZLE, json={"difficulty": "easy", "seed": 5})
        assert puzzle.status_code == 200, puzzle.text
        move = {"id": "easy-5", "tiles": []}
        assert client.post("/api/tools/crossdigits/puzzle-check", json=move).json()["solved"] is False
        assert len(client.post("/api/tools/crossdigits/puzzle-reveal", json=move).json()["tiles"]) == 1
        tiles = [[7, 6, 9], [7, 7, 7], [7, 8, 2]]
        preview = client.post("/api/tools/crossdigits/preview", json={"board": empty, "tiles": tiles})
        assert preview.json()["score"] == 14
        scratch = client.post(
            "/api/tools/crossdigits/workbench",
            json={"board": empty, "tokens": [{"digit": 9}, {"symbol": "÷"}, {"digit": 4}]},
        )
        assert scratch.json()["value"] == "9/4"
        refused = client.post(
            "/api/tools/crossdigits/workbench", json={"board": empty, "base": [[0, 0]], "tokens": []}
        )
        assert refused.status_code == 422 and refused.json()["error"] == "invalid"
        assert "holds no tile" in refused.json()["detail"]
