"""Strict JSON wherever JSON enters or leaves: no NaN, no Infinity, no 1e400 (issue 10, bug 2)."""

from __future__ import annotations

import json
from typing import Any

import pytest
from starlette.websockets import WebSocketDisconnect

from eqgames.server import jsonio

from .conftest import Api


def _post(api: Api, path: str, text: str, token: str | None = None) -> Any:
    headers = {"Content-Type": "application/json"}
    if token:
        headers["Authorization"] = f"Bearer {token}"
    return api.client.post(path, content=text.encode(), headers=headers)


@pytest.mark.parametrize("number", ["NaN", "Infinity", "-Infinity", "1e400", "-1e400"])
def test_non_finite_options_are_refused_and_nothing_is_created(api: Api, number: str) -> None:
    options = '{"turn_seconds": ' + number + "}"
    body = '{"game": "nim", "pass_and_play": true, "options": ' + options + "}"
    r = _post(api, "/api/games", body)
    assert r.status_code == 422, r.text
    answer = r.json()
    assert answer["error"] == "malformed"
    assert (
        "NaN" in answer["detail"]
        or "Infinity" in answer["detail"]
        or "too large" in answer["detail"]
    )
    platform = api.client.app.state.platform  # type: ignore[attr-defined]
    assert platform.store.in_play() == []


def test_non_finite_numbers_in_an_action_are_refused(api: Api) -> None:
    made = api.create(seats=["human", "human"], pass_and_play=True, options={"heap": 10})
    code, token = made["code"], made["token"]
    r = _post(
        api,
        f"/api/games/{code}/actions",
        '{"action": {"type": "take", "take": 1}, "version": NaN}',
        token,
    )
    assert r.status_code == 422 and r.json()["error"] == "malformed"
    r = _post(
        api,
        f"/api/games/{code}/actions",
        '{"action": {"type": "take", "take": 1e999}, "version": 0}',
        token,
    )
    assert r.status_code == 422
    assert api.take(code, token, 1, 0).status_code == 200  # the game is as it was


def test_a_body_that_is_not_json_is_still_malformed(api: Api) -> None:
    r = _post(api, "/api/games", '{"game": ')
    assert r.status_code == 422 and r.json()["error"] == "malformed"


def test_websocket_messages_must_be_strict_json(api: Api) -> None:
    made = api.create(seats=["human", "human"], pass_and_play=True, options={"heap": 10})
    with api.client.websocket_connect(f"/api/games/{made['code']}/ws") as ws:
        assert ws.receive_json()["type"] == "room"
        ws.send_text('{"type": "ping"}')
        assert ws.receive_json() == {"type": "pong"}
        ws.send_text('{"type": "ping", "x": NaN}')
        with pytest.raises(WebSocketDisconnect) as closed:
            ws.receive_json()
        assert closed.value.code == 1007
        assert "NaN" in closed.value.reason


def test_everything_the_server_writes_is_strict() -> None:
    with pytest.raises(ValueError):
        jsonio.dumps({"deadline": float("inf")})
    with pytest.raises(ValueError):
        jsonio.StrictJSONResponse({"x": float("nan")})
    assert json.loads(jsonio.StrictJSONResponse({"é": 1.5}).body) == {"é": 1.5}


@pytest.mark.parametrize(
    "text",
    [
        "NaN",
        "[Infinity]",
        '{"a": -Infinity}',
        "1e309",
        "[1.5, 2e400]",
        "{",
        "1" * 5000,
        "[" * 100_000,
    ],
)
def test_loads_refuses_what_is_not_strict_json(text: str) -> None:
    with pytest.raises(jsonio.NotJSON):
        jsonio.loads(text)


def test_loads_quotes_at_most_an_excerpt() -> None:
    with pytest.raises(jsonio.NotJSON) as refused:
        jsonio.loads("[" + "9" * 500 + "e999]")
    assert len(str(refused.value)) < 80


def test_error_messages_quote_only_an_excerpt(api: Api) -> None:
    long = "x" * 5000
    for body in (
        {"game": long[:40], "options": {}},
        {"game": "nim", "seats": ["human", long]},
        {"game": "nim", "options": {long: 1}},
    ):
        r = api.client.post("/api/games", json=body)
        assert r.status_code == 422 and len(r.json()["detail"]) < 300, r.text
    r = api.client.post("/api/games", json={"game": "nim", long: 1})
    assert r.status_code == 422 and len(r.text) < 1000
    made = api.create(seats=["human", "human"], pass_and_play=True, options={"heap": 10})
    r = api.act(made["code"], made["token"], {"type": long}, 0)
    assert r.status_code == 422 and len(r.json()["detail"]) < 300
