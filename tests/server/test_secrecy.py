"""Secrets stay secret: every response and WebSocket message each seat receives is scanned.

For every registered game with bots and enumerable actions, games are played
through the API (people joining by code, server-side bots in some seats, the
people's moves chosen by easy bots from their own seat's view) while a
WebSocket listens for each person and for a spectator. Afterwards the game is
replayed from its stored log, and each message is checked against the
secrets of the version it shows (``Game.secrets``: other seats' hands, the
stock order), the RNG state at every version, the deal's seed and the other
seats' tokens. The review of an unfinished game is scanned the same way, frame
by frame (issue 12): it shows only what the seat's views showed.
"""

from __future__ import annotations

import json
import threading
import time
from typing import Any

import pytest
from fastapi.testclient import TestClient

from eqgames import games
from eqgames.core import Record
from eqgames.server.codes import hash_token
from eqgames.server.storage import Store

from .conftest import Api, running


def _scannable(name: str) -> bool:
    game = games.load(name)
    return bool(game.bot_levels()) and game.enumerable


GAMES = [name for name in games.names() if _scannable(name)]
PLAYS = 3  # games per game type: 2, 3, 4... players, with and without bots
#: Moves the test's people make per game (bots may add theirs), and the seconds a game may
#: take: a short game ends sooner. Secrets matter most mid-game, and some games' bots
#: think for a good part of a second, so the whole test stays within seconds per game type.
MOVES = 10
SECONDS = 1.5
Received = list[tuple[int | None, dict[str, Any]]]  # (seat, a room-bearing body)


def _canon(value: Any) -> str:
    return json.dumps(value, sort_keys=True, separators=(",", ":"))


class Listener:
    """A WebSocket of one seat, read in a thread so the test can act meanwhile."""

    def __init__(self, client: TestClient, code: str, seat: int | None, token: str | None) -> None:
        url = f"/api/games/{code}/ws" + (f"?token={token}" if token else "")
        self.seat = seat
        self.messages: list[dict[str, Any]] = []
        self._cm = client.websocket_connect(url)
        self._ws = self._cm.__enter__()
        self._thread = threading.Thread(target=self._read, daemon=True)
        self._thread.start()

    def _read(self) -> None:
        while True:
            message = self._ws.receive_json()
            if message["type"] == "pong":
                return  # the answer to finish()'s ping: everything before it has arrived
            self.messages.append(message)

    def finish(self) -> None:
        self._ws.send_json({"type": "ping"})
        self._thread.join(20)
        assert not self._thread.is_alive(), "the WebSocket never answered"
        self._cm.__exit__(None, None, None)


def _play(client: TestClient, api: Api, name: str, i: int) -> tuple[str, Received, dict[int, str]]:
    game = games.load(name)
    span = game.max_players - game.min_players + 1
    players = game.min_players + i % span
    level = game.bot_levels()[0]
    seats = ["human"] + [
        f"bot:{level}" if (i % 2 and s % 2) else "human" for s in range(1, players)
    ]
    received: Received = []
    made = api.create(game=name, seats=seats, name="Seat 0", bot_delay=0)
    code = made["code"]
    tokens = {0: made["token"]}
    received.append((0, made))
    for s in range(1, players):
        if seats[s] == "human":
            joined = api.join(code, f"Seat {s}").json()
            tokens[joined["seat"]] = joined["token"]
            received.append((joined["seat"], joined))
    listeners = [Listener(client, code, s, t) for s, t in tokens.items()]
    listeners.append(Listener(client, code, None, None))
    drivers = {s: game.bot(level, seed=1000 * i + s) for s in tokens}
    moves, end = 0, time.monotonic() + SECONDS
    for _ in range(3000):
        room = api.view(code).json()
        received.append((None, room))
        if room["status"] == "over" or moves >= MOVES or time.monotonic() > end:
            break
        for seat, token in tokens.items():
            mine = api.view(code, token).json()
            received.append((seat, mine))
            if seat in mine["to_act"] and mine["status"] == "playing":
                drivers[seat].observe(mine["view"])
                action = drivers[seat].act(mine["view"]).to_json()
                r = api.act(code, token, action, mine["version"])
                assert r.status_code in (200, 409), r.text  # 409: a bot or a timeout came first
                if r.status_code == 200:
                    received.append((seat, r.json()))
                    moves += 1
        time.sleep(0.002)
    else:
        raise AssertionError(f"{name} game {code} stalled")
    for listener in listeners:
        listener.finish()
        received.extend((listener.seat, m) for m in listener.messages if m["type"] == "room")
    # The review of a game in play, for each seat and a spectator: each frame is checked
    # like a view of its version (a finished game's review may show everything).
    for seat, token in [*tokens.items(), (None, None)]:
        headers = {"Authorization": f"Bearer {token}"} if token else {}
        review = client.get(f"/api/games/{code}/review", headers=headers).json()
        if not review["over"]:
            received.extend((seat, {**frame, "now": 0}) for frame in review["frames"])
    return code, received, tokens


def _check(store: Store, code: str, received: Received, tokens: dict[int, str]) -> int:
    row = store.load(code)
    assert row is not None and row.started_at is not None
    record = Record(row.game, row.options, row.seed, row.players, row.started_at)
    for step in store.steps_since(row.id, 0):
        if step.seat is None:
            record.add_tick(step.at)
        else:
            assert step.action is not None
            record.add_action(step.seat, step.action, step.at)
    secrets_at: list[dict[int | None, list[str]]] = []
    never: set[str] = {_canon(row.seed)}
    for state in record.states():  # up to the stored version, past the last message
        owned = state.game.secrets(state)
        secrets_at.append({owner: [_canon(v) for v in values] for owner, values in owned.items()})
        never.add(_canon(state.rng.to_json()))
    assert len(secrets_at) == row.version + 1  # every stored step replays
    checked = 0
    for seat, body in received:
        room = dict(body["room"]) if "room" in body else dict(body)
        room.pop("now")  # the server's clock, not game data
        text = _canon({**body, "room": room}) if "room" in body else _canon(room)
        markers = set(never)
        for owner, values in secrets_at[room["version"]].items():
            if owner is None or owner != seat:
                markers.update(values)
        for owner, token in tokens.items():
            if owner != seat:
                markers.update({token, hash_token(token)})
        for marker in markers:
            assert marker not in text, f"seat {seat} received {marker}: {text[:400]}"
        checked += 1
    return checked


@pytest.mark.parametrize("name", GAMES)
def test_no_seat_ever_receives_another_seats_secrets(name: str, sqlite_db: str) -> None:
    with running(sqlite_db) as (client, api):
        store: Store = client.app.state.platform.store  # type: ignore[attr-defined]
        checked = 0
        for i in range(PLAYS):
            code, received, tokens = _play(client, api, name, i)
            checked += _check(store, code, received, tokens)
        assert checked > 10 * PLAYS
