"""Limits one client cannot exceed: slow and huge requests, games created, WebSockets."""

from __future__ import annotations

import contextlib
import socket
import threading
import time
import uuid
from collections.abc import Iterator
from pathlib import Path

import pytest
import uvicorn
from starlette.websockets import WebSocketDisconnect

from eqgames.server import Settings, create_app
from eqgames.server.headguard import guarded_http

from .conftest import running
from .services import free_port, wait_for_port


@contextlib.contextmanager
def served(db: str, head_timeout: float = 0.5, max_head: int = 2048, **settings: object) -> Iterator[int]:
    """The real app under uvicorn (as ``eqgames serve`` runs it) in a thread; yields the port."""
    app = create_app(
        Settings(db=db, bot_pool="thread", tool_pool="thread", **settings)  # type: ignore[arg-type]
    )
    port = free_port()
    config = uvicorn.Config(
        app,
        port=port,
        log_level="warning",
        http=guarded_http(head_timeout, max_head),
        ws_max_size=64 * 1024,
    )
    server = uvicorn.Server(config)
    thread = threading.Thread(target=server.run, daemon=True)
    thread.start()
    try:
        wait_for_port(port)
        yield port
    finally:
        server.should_exit = True
        thread.join(20)


def _closed_within(sock: socket.socket, seconds: float) -> tuple[bool, bytes]:
    """Read until the server closes; (closed in time, what it sent)."""
    sock.settimeout(seconds)
    got = b""
    try:
        while chunk := sock.recv(4096):
            got += chunk
    except TimeoutError:
        return False, got
    return True, got


@pytest.fixture(scope="module")
def port(tmp_path_factory: pytest.TempPathFactory) -> Iterator[int]:
    db = str(Path(tmp_path_factory.mktemp("limits")) / "games.db")
    with served(db, body_timeout=0.5) as p:
        yield p


def test_a_slow_request_head_is_dropped(port: int) -> None:
    with socket.create_connection(("127.0.0.1", port)) as sock:
        sock.sendall(b"GET /api/health HTTP/1.1\r\nHost: x\r\n")  # and never the blank line
        started = time.monotonic()
        closed, got = _closed_within(sock, 5)
        assert closed and got == b"" and time.monotonic() - started < 3
    with socket.create_connection(("127.0.0.1", port)) as sock:
        closed, _ = _closed_within(sock, 5)  # a connection that never says anything
        assert closed


def test_a_huge_request_head_gets_431(port: int) -> None:
    with socket.create_connection(("127.0.0.1", port)) as sock:
        sock.sendall(b"GET /api/health HTTP/1.1\r\nHost: x\r\nX-Big: " + b"a" * 4000 + b"\r\n\r\n")
        closed, got = _closed_within(sock, 5)
        assert closed and got.startswith(b"HTTP/1.1 431")


def test_a_request_body_that_does_not_arrive_in_time_gets_408_and_a_closed_connection(
    port: int,
) -> None:
    with socket.create_connection(("127.0.0.1", port)) as sock:
        sock.sendall(
            b"POST /api/games HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\n"
            b"Content-Length: 100\r\n\r\n{\"game\":"
        )
        closed, got = _closed_within(sock, 5)
        assert closed and got.startswith(b"HTTP/1.1 408")
        assert b'"error":"timeout"' in got


def test_an_ordinary_request_is_served_and_kept_alive(port: int) -> None:
    with socket.create_connection(("127.0.0.1", port)) as sock:
        for _ in range(2):
            sock.sendall(b"GET /api/health HTTP/1.1\r\nHost: x\r\n\r\n")
            sock.settimeout(5)
            got = sock.recv(4096)
            assert got.startswith(b"HTTP/1.1 200")
            time.sleep(0.8)  # longer than the head timeout: idle is the keep-alive's business


def test_games_created_per_minute_per_address(sqlite_db: str) -> None:
    with running(sqlite_db, creates_per_minute=3) as (client, api):
        for _ in range(3):
            api.create(seats=["human", "human"])
        r = client.post("/api/games", json={"game": "nim"})
        assert r.status_code == 429
        assert r.json()["error"] == "too_many" and "3 new games a minute" in r.json()["detail"]
        assert 1 <= int(r.headers["Retry-After"]) <= 60


def test_websocket_connections_per_address(sqlite_db: str) -> None:
    with running(sqlite_db, sockets_per_client=2) as (client, api):
        code = api.create(seats=["human", "human"])["code"]
        url = f"/api/games/{code}/ws"
        with client.websocket_connect(url) as a, client.websocket_connect(url) as b:
            assert a.receive_json()["type"] == "room" and b.receive_json()["type"] == "room"
            with client.websocket_connect(url) as c:
                refused = c.receive_json()
                assert refused["type"] == "error" and refused["error"] == "too_many"
                with pytest.raises(WebSocketDisconnect) as info:
                    c.receive_json()
                assert info.value.code == 4429
        with client.websocket_connect(url) as again:  # closed ones are counted off
            assert again.receive_json()["type"] == "room"


def test_a_websocket_message_over_the_body_limit_is_refused_unparsed(sqlite_db: str) -> None:
    with running(sqlite_db, max_body=1024) as (client, api):
        code = api.create(seats=["human", "human"])["code"]
        with client.websocket_connect(f"/api/games/{code}/ws") as ws:
            assert ws.receive_json()["type"] == "room"
            ws.send_text('{"type": "ping", "pad": "' + "x" * 2000 + '"}')
            with pytest.raises(WebSocketDisconnect) as info:
                ws.receive_json()
            assert info.value.code == 1009
        with client.websocket_connect(f"/api/games/{code}/ws") as ws:
            assert ws.receive_json()["type"] == "room"
            ws.send_text('{"type": "ping"}')
            assert ws.receive_json() == {"type": "pong"}


def test_with_redis_the_create_limit_holds_across_instances() -> None:
    from eqgames.server.errors import TooMany
    from eqgames.server.quotas import Quotas

    from .services import redis_server

    with redis_server() as url:
        # Two instances' counts of one address, in one Redis (a fresh key per run).
        address = f"test-{uuid.uuid4().hex}"
        one, two = (Quotas(creates_per_minute=3, sockets_per_client=1, redis=url) for _ in "12")
        one.create(address)
        two.create(address)
        one.create(address)
        with pytest.raises(TooMany):
            two.create(address)
