"""The WebSocket: each seat is pushed its own view after every change."""

from __future__ import annotations

import asyncio
from typing import Any

import pytest
from starlette.websockets import WebSocketDisconnect

from eqgames.server.hub import Connection, Hub

from .conftest import Api, running


def _next_room(ws: Any) -> dict[str, Any]:
    while True:
        message: dict[str, Any] = ws.receive_json()
        if message["type"] == "room":
            return message


def test_every_seat_and_spectator_is_pushed_its_own_view(api: Api) -> None:
    made = api.create(seats=["human", "human"], pass_and_play=True, options={"heap": 10})
    code = made["code"]
    t0, t1 = (t["token"] for t in made["tokens"])
    c = api.client
    with (
        c.websocket_connect(f"/api/games/{code}/ws?token={t0}") as w0,
        c.websocket_connect(f"/api/games/{code}/ws?token={t1}") as w1,
        c.websocket_connect(f"/api/games/{code}/ws") as ws,
    ):
        first = [_next_room(w) for w in (w0, w1, ws)]
        assert [m["room"]["seat"] for m in first] == [0, 1, None]
        assert all(m["room"]["version"] == 0 and m["events"] == [] for m in first)
        lucky0, lucky1 = (m["room"]["view"]["lucky"] for m in first[:2])
        assert api.take(code, t0, 3, 0).status_code == 200
        pushed = [_next_room(w) for w in (w0, w1, ws)]
        for m in pushed:
            assert m["room"]["version"] == 1 and m["room"]["view"]["heap"] == 7
            assert m["events"] == [
                {"kind": "took", "version": 1, "seat": 0, "take": 3, "heap": 7, "timeout": False}
            ]
        assert pushed[0]["room"]["view"]["lucky"] == lucky0
        assert pushed[1]["room"]["view"]["lucky"] == lucky1
        assert pushed[2]["room"]["view"]["lucky"] is None
        assert str(lucky0) not in str(pushed[1]) and str(lucky1) not in str(pushed[0])


def test_joining_is_pushed_and_reconnecting_gets_the_current_view(api: Api) -> None:
    made = api.create(seats=["human", "human"], name="Ann", options={"heap": 10})
    code, t0 = made["code"], made["token"]
    with api.client.websocket_connect(f"/api/games/{code}/ws?token={t0}") as w0:
        assert _next_room(w0)["room"]["status"] == "waiting"
        t1 = api.join(code, "Bob").json()["token"]
        room = _next_room(w0)["room"]
        assert room["status"] == "playing" and room["seats"][1]["name"] == "Bob"
    api.take(code, t0, 1, 0)
    api.take(code, t1, 2, 1)
    with api.client.websocket_connect(f"/api/games/{code}/ws?token={t1}") as w1:
        message = _next_room(w1)
        assert message["room"]["version"] == 2 and message["room"]["view"]["heap"] == 7
        assert message["events"] == []  # a new connection starts from the view, not the history


def test_a_bad_token_or_code_is_told_and_closed(api: Api) -> None:
    made = api.create(seats=["human", "human"])
    for url, error, close in [
        (f"/api/games/{made['code']}/ws?token=nope", "forbidden", 4403),
        ("/api/games/QQQQQQ/ws", "not_found", 4404),
    ]:
        with api.client.websocket_connect(url) as ws:
            assert ws.receive_json()["error"] == error
            with pytest.raises(WebSocketDisconnect) as info:
                ws.receive_json()
            assert info.value.code == close


def test_ping_pong_and_heartbeats(sqlite_db: str) -> None:
    with running(sqlite_db, heartbeat=0.2) as (_, api):
        made = api.create(seats=["human", "human"])
        with api.client.websocket_connect(f"/api/games/{made['code']}/ws") as ws:
            assert ws.receive_json()["type"] == "room"
            ws.send_json({"type": "ping"})
            assert ws.receive_json() == {"type": "pong"}
            assert ws.receive_json() == {"type": "ping"}  # quiet for 0.2 s: a heartbeat


def test_a_slow_client_keeps_only_the_latest_messages() -> None:
    # Pushing never waits (no event loop needed): it is what keeps one slow client from
    # holding up the delivery to the others.
    hub = Hub(rooms=None, queue_size=3)  # type: ignore[arg-type]
    conn = Connection(ws=None, code="ABCDEF", seat=0, queue=asyncio.Queue(3))  # type: ignore[arg-type]
    for i in range(10):
        hub.push(conn, f"m{i}")
    kept = [conn.queue.get_nowait() for _ in range(conn.queue.qsize())]
    # Each message holds the whole view, so the newest is enough; the queue never grows.
    assert kept[-1] == "m9" and len(kept) <= 3 and conn.dropped >= 1


def test_tokens_never_reach_the_logs(api: Api, caplog: pytest.LogCaptureFixture) -> None:
    import logging

    made = api.create(seats=["human", "human"])
    token = made["token"]
    # What uvicorn logs when a WebSocket connects (the URL carries the token).
    record = logging.LogRecord(
        "uvicorn.error", logging.INFO, __file__, 1, '%s - "WebSocket %s" [accepted]',
        ("127.0.0.1:5000", f"/api/games/{made['code']}/ws?token={token}"), None,
    )  # fmt: skip
    with caplog.at_level(logging.INFO):
        logging.getLogger("uvicorn.error").handle(record)
    assert token not in caplog.text and "token=…" in caplog.text
