"""Tokens never reach a log line, however the URL spells the parameter (issue 10)."""

from __future__ import annotations

import logging

import pytest
from starlette.websockets import WebSocketDisconnect

from eqgames.server.logs import RedactTokens, redact

from .conftest import Api

SECRET = "fCEE6JgbMV43Ee-b0aR5gUdAL7hy6emX2Jhh-c_o4IE"


@pytest.mark.parametrize(
    "query",
    [
        f"token={SECRET}",
        f"x=1&token={SECRET}",
        f"token=a&token={SECRET}",
        f"%74oken={SECRET}",
        f"%74%6F%6B%65%6E={SECRET}",
        f"%2574oken={SECRET}",
        f"TOKEN={SECRET}",
        f"tok%65n={SECRET}&y=2",
        f"x=1;token={SECRET}",
        f"next=%2Fws%3Ftoken%3D{SECRET}",
        f"next=%252Fws%253Ftoken%253D{SECRET}",
    ],
)
def test_every_spelling_of_the_token_parameter_is_redacted(query: str) -> None:
    line = f'127.0.0.1:5000 - "GET /api/games/K7MWQ2/ws?{query} HTTP/1.1" 101'
    assert SECRET not in redact(line)
    assert "/api/games/K7MWQ2/ws?" in redact(line)


def test_other_parameters_are_left_alone() -> None:
    assert redact("/api/puzzles/crossdigits?daily=2026-12-01&x=token") == (
        "/api/puzzles/crossdigits?daily=2026-12-01&x=token"
    )


def test_the_filter_redacts_arguments_and_messages() -> None:
    record = logging.LogRecord(
        "uvicorn.access", logging.INFO, "", 0, '%s "%s"', ("1.2.3.4", f"/ws?%74oken={SECRET}"), None
    )
    RedactTokens().filter(record)
    assert SECRET not in record.getMessage()
    record = logging.LogRecord("eqgames", logging.INFO, "", 0, f"/ws?token={SECRET}", None, None)
    RedactTokens().filter(record)
    assert SECRET not in record.getMessage()


@pytest.mark.parametrize("query", ["token={t0}&token={t1}", "%74oken={t0}", "tok%65n={t0}"])
def test_the_websocket_reads_one_token_parameter_spelled_token(api: Api, query: str) -> None:
    made = api.create(seats=["human", "human"], pass_and_play=True, options={"heap": 10})
    t0, t1 = (t["token"] for t in made["tokens"])
    path = f"/api/games/{made['code']}/ws?" + query.format(t0=t0, t1=t1)
    with api.client.websocket_connect(path) as ws:
        message = ws.receive_json()
        assert message["type"] == "error" and message["error"] == "forbidden"
        with pytest.raises(WebSocketDisconnect) as closed:
            ws.receive_json()
        assert closed.value.code == 4403
    with api.client.websocket_connect(f"/api/games/{made['code']}/ws?x=1&token={t0}") as ws:
        assert ws.receive_json()["room"]["seat"] == 0


def test_the_token_is_read_from_the_header_only_on_http(api: Api) -> None:
    made = api.create(seats=["human", "human"], pass_and_play=True, options={"heap": 10})
    code, token = made["code"], made["token"]
    r = api.client.post(
        f"/api/games/{code}/actions?token={token}",
        json={"action": {"type": "take", "take": 1}, "version": 0},
    )
    assert r.status_code == 403
    assert api.view(code).json()["version"] == 0
