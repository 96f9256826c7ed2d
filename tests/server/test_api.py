"""The REST API: creating, joining, looking, acting, and every refusal."""

from __future__ import annotations

import gc
import json
import time
from collections.abc import Iterator
from pathlib import Path
from typing import Any

from eqgames.server.codes import ALPHABET

from .conftest import Api, running


def _stored(api: Api, code: str) -> tuple[int, str | None]:
    """The version and snapshot the database holds (to prove a refusal changed nothing)."""
    platform = api.client.app.state.platform  # type: ignore[attr-defined]
    row = platform.store.load(code)
    return row.version, row.snapshot


def test_catalog_lists_the_five_games_then_the_built_others(api: Api) -> None:
    games = api.client.get("/api/catalog").json()
    names = [g["name"] for g in games]
    assert names[:5] == ["equations", "mathable", "memorymath", "crossdigits", "formula"]
    nim = next(g for g in games if g["name"] == "nim")
    assert nim == {
        "name": "nim",
        "title": "Nim",
        "built": True,
        "featured": False,
        "min_players": 2,
        "max_players": 4,
        "bot_levels": ["easy", "medium", "hard"],
        "options": {"heap": 0, "max_take": 3, "turn_seconds": 0.0},
        "bounds": {
            "heap": {
                "label": "Counters in the heap",
                "min": 1,
                "max": 100,
                "zero": "dealt at random, 15 to 25",
                "unit": None,
                "choices": None,
                "shown_when": None,
            },
            "max_take": {
                "label": "Most counters per turn",
                "min": 1,
                "max": 10,
                "zero": None,
                "unit": None,
                "choices": None,
                "shown_when": None,
            },
            "turn_seconds": {
                "label": "Time per turn",
                "min": 1,
                "max": 3600,
                "zero": "no clock",
                "unit": "seconds",
                "choices": None,
                "shown_when": None,
            },
        },
        "tools": [
            {
                "name": "analysis",
                "summary": "The game analysed: each take against the winning take",
                "online": False,
                "command": "review",
            }
        ],
    }
    assert all(g["featured"] for g in games[:5])
    assert all(g["title"] for g in games)
    # An option that applies only with another one's value says so (the form hides it otherwise).
    formula = next(g for g in games if g["name"] == "formula")["bounds"]
    assert formula["target_points"]["shown_when"] == {"points": True}
    assert formula["rounds"]["shown_when"] == {"points": False}
    assert formula["points"]["shown_when"] is None
    assert formula["winner_extra_card"]["shown_when"] == {
        "any": [{"points": True}, {"rounds": {"min": 2}}]
    }


def test_a_refused_option_is_named_as_the_form_names_it(db_url: str) -> None:
    with running(db_url) as (client, _):
        answer = client.post(
            "/api/games",
            json={"game": "formula", "pass_and_play": True, "options": {"winner_extra_card": True}},
        )
        assert answer.status_code == 422
        detail = answer.json()["detail"]
        assert "an extra card for a round's winner needs a match" in detail and "_" not in detail


def test_a_game_against_the_computer_plays_to_the_end(db_url: str) -> None:
    with running(db_url) as (_, api):
        made = api.create(seats=["human", "bot:hard"], options={"heap": 9}, name="Ann")
        code, token = made["code"], made["token"]
        assert len(code) == 6 and set(code) <= set(ALPHABET)
        assert made["seat"] == 0 and len(token) >= 40
        assert made["url"].endswith(f"/join/{code}")
        room = made["room"]
        assert room["status"] == "playing" and room["version"] == 0
        assert room["seats"][1] == {
            "seat": 1,
            "kind": "bot:hard",
            "name": "Computer (hard)",
            "joined": True,
        }
        # The hard bot answers every take so that a multiple of 4 is left: 9 -> 8 -> 4 -> 0.
        r = api.take(code, token, 1, 0)
        assert r.status_code == 200, r.text
        assert r.json()["events"] == [
            {"kind": "took", "version": 1, "seat": 0, "take": 1, "heap": 8, "timeout": False}
        ]
        assert r.json()["room"]["version"] == 1
        room = _wait_version(api, code, token, 2)
        assert room["view"]["heap"] == 7  # 8 is a multiple of 4: the bot can only hope
        while room["status"] == "playing":
            r = api.take(code, token, 1, room["version"])
            assert r.status_code == 200, r.text
            room = _wait_version(api, code, token, room["version"] + 2)
        assert room["result"]["ranking"] == [[1], [0]]
        assert room["to_act"] == [] and room["deadline"] is None


def _wait_version(api: Api, code: str, token: str, version: int) -> dict[str, Any]:
    for _ in range(400):
        room: dict[str, Any] = api.view(code, token).json()
        if room["version"] >= version or room["status"] == "over":
            return room
        time.sleep(0.01)
    raise AssertionError(f"the game never reached version {version}")


def test_views_show_each_seat_only_its_own_secret(api: Api) -> None:
    made = api.create(seats=["human", "human"], pass_and_play=True, names=["Ann", "Bob"])
    (t0, t1) = (t["token"] for t in made["tokens"])
    code = made["code"]
    v0, v1, spectator = (api.view(code, t).json() for t in (t0, t1, None))
    assert v0["seat"] == 0 and v1["seat"] == 1 and spectator["seat"] is None
    assert v0["view"]["lucky"] != v1["view"]["lucky"]
    assert spectator["view"]["lucky"] is None
    assert str(v1["view"]["lucky"]) not in json.dumps(v0)
    assert [s["name"] for s in v0["seats"]] == ["Ann", "Bob"]


def test_pass_and_play_gives_a_token_for_every_human_seat(api: Api) -> None:
    made = api.create(seats=["human", "bot:easy", "human"], pass_and_play=True, bot_delay=5)
    assert [t["seat"] for t in made["tokens"]] == [0, 2]
    assert made["token"] == made["tokens"][0]["token"]
    assert made["room"]["status"] == "playing"
    for t in made["tokens"]:
        assert api.view(made["code"], t["token"]).json()["seat"] == t["seat"]
    assert api.join(made["code"]).status_code == 409


def test_an_online_game_starts_when_the_last_seat_is_taken(api: Api) -> None:
    made = api.create(seats=["human", "human"], name="Ann")
    code = made["code"]
    assert made["room"]["status"] == "waiting" and made["room"]["view"] is None
    assert made["tokens"] == []
    r = api.take(code, made["token"], 1, 0)
    assert r.status_code == 409 and r.json()["error"] == "waiting"
    joined = api.join(code.lower(), name="  Bob  ").json()
    assert joined["seat"] == 1 and joined["code"] == code
    room = api.view(code, joined["token"]).json()
    assert room["status"] == "playing"
    assert [s["name"] for s in room["seats"]] == ["Ann", "Bob"]
    full = api.join(code)
    assert full.status_code == 409 and full.json() == {
        "error": "full",
        "detail": f"every seat in game {code} is taken",
    }


def test_names_are_stored_as_given_never_interpreted(api: Api) -> None:
    name = '<img src=x onerror="alert(1)">&amp;'
    made = api.create(seats=["human", "human"], name=name)
    assert made["room"]["seats"][0]["name"] == name
    assert api.join(made["code"], name="x" * 100).json()["room"]["seats"][1]["name"] == "x" * 40


def test_control_characters_never_reach_the_database(db_url: str) -> None:
    with running(db_url) as (_, api):
        made = api.create(seats=["human", "human"], name="A\u0000n\u001bn")
        joined = api.join(made["code"], name="\u0000")
        assert joined.status_code == 200
        names = [s["name"] for s in joined.json()["room"]["seats"]]
        assert names == ["Ann", "Player 2"]


def test_unknown_games_codes_and_seats_are_refused(api: Api) -> None:
    assert api.view("ABCDEF").status_code == 404
    assert api.view("not-a-code").json()["error"] == "not_found"
    assert api.join("ZZZZZZ").status_code == 404
    for body, words in [
        ({"game": "chess"}, "unknown game"),
        ({"game": "nim", "options": {"heap": "ten"}}, "Counters in the heap must be a number"),
        ({"game": "nim", "options": {"colour": 1}}, "unknown option"),
        ({"game": "nim", "seats": ["human", "bot:grandmaster"]}, "a seat is one of"),
        ({"game": "nim", "seats": ["human"]}, "2 to 4 players"),
        ({"game": "nim", "seats": ["human"] * 5}, "2 to 4 players"),
    ]:
        r = api.client.post("/api/games", json=body)
        assert r.status_code == 422 and r.json()["error"] == "invalid", r.text
        assert words in r.json()["detail"]
    r = api.client.post("/api/games", json={"game": "nim", "seats": "human"})
    assert r.status_code == 422 and r.json()["error"] == "malformed"
    r = api.client.post("/api/games", json={"game": "nim", "surprise": 1})
    assert r.status_code == 422 and "surprise" in r.json()["detail"]


def test_refused_actions_change_nothing(db_url: str) -> None:
    with running(db_url) as (client, api):
        made = api.create(seats=["human", "human"], pass_and_play=True, options={"heap": 10})
        code = made["code"]
        t0, t1 = (t["token"] for t in made["tokens"])
        before = _stored(api, code)
        checks = [
            (api.take(code, t0, 2, 5), 409, "stale_version"),
            (api.take(code, "not-a-token", 1, 0), 403, "forbidden"),
            (api.act(code, None, {"type": "take", "take": 1}, 0), 403, "forbidden"),
            (api.take(code, t1, 1, 0), 422, "illegal_action"),  # not seat 1's turn
            (api.take(code, t0, 4, 0), 422, "illegal_action"),
            (api.act(code, t0, {"type": "pass"}, 0), 422, "illegal_action"),
            (api.act(code, t0, {"type": "take", "take": "2"}, 0), 422, "illegal_action"),
            (api.act(code, t0, "take 2", 0), 422, "malformed"),
            (api.act(code, t0, {"type": "take", "take": 1}, "zero"), 422, "malformed"),
        ]
        for response, status, error in checks:
            assert response.status_code == status, response.text
            assert response.json()["error"] == error
            assert response.json()["detail"]
        assert checks[0][0].json()["version"] == 0
        assert checks[3][0].json()["detail"] == "it is seat 0's turn"
        assert checks[4][0].json()["detail"] == "take 1 to 3 counters"
        headers = {"Authorization": f"Bearer {t0}", "Content-Type": "application/json"}
        for body in (b"{not json", b"[]", b'{"version": 0}'):
            r = client.post(f"/api/games/{code}/actions", content=body, headers=headers)
            assert r.status_code == 422 and r.json()["error"] == "malformed", r.text
        r = client.get(f"/api/games/{code}", headers={"Authorization": "Token abc"})
        assert r.status_code == 403
        assert _stored(api, code) == before
        assert api.take(code, t0, 2, 0).status_code == 200


def test_oversized_bodies_get_413(api: Api) -> None:
    made = api.create(seats=["human", "human"], pass_and_play=True)
    headers = {"Authorization": f"Bearer {made['token']}", "Content-Type": "application/json"}
    big = json.dumps({"action": {"type": "take", "take": 1, "pad": "x" * 70_000}, "version": 0})
    r = api.client.post(f"/api/games/{made['code']}/actions", content=big, headers=headers)
    assert r.status_code == 413 and r.json()["error"] == "too_large"

    def chunks() -> Iterator[bytes]:
        for _ in range(100):
            yield b" " * 1000  # no Content-Length: counted as it arrives

    r = api.client.post(f"/api/games/{made['code']}/actions", content=chunks(), headers=headers)
    assert r.status_code == 413 and r.json()["error"] == "too_large"
    assert _stored(api, made["code"])[0] == 0


def test_actions_report_their_server_time(api: Api) -> None:
    made = api.create(seats=["human", "human"], pass_and_play=True)
    r = api.take(made["code"], made["token"], 1, 0)
    name, _, duration = r.headers["Server-Timing"].partition(";dur=")
    assert name == "app" and 0 < float(duration) < 10_000
    # Every answer is timed, a refusal too (the middleware, not the handler, adds it).
    refused = api.take(made["code"], made["token"], 1, 0)
    assert refused.status_code == 409 and "app;dur=" in refused.headers["Server-Timing"]


def test_pages_fall_back_to_the_single_page_app(tmp_path: Path) -> None:
    web = tmp_path / "web"
    web.mkdir()
    (web / "index.html").write_text("<!doctype html><title>eqgames app</title>")
    (web / "app.js").write_text("export const x = 1;")
    with running(str(tmp_path / "g.db"), web_dir=web) as (client, _):
        for path in ("/", "/join/ABCDEF", "/games/nim/rules"):
            r = client.get(path)
            assert r.status_code == 200 and "eqgames app" in r.text, path
        assert client.get("/static/app.js").text == "export const x = 1;"
        assert "javascript" in client.get("/static/app.js").headers["content-type"]
        assert client.get("/static/missing.js").status_code == 404
        r = client.get("/api/no-such-thing")
        assert r.status_code == 404 and r.json()["error"] == "not_found"
        assert client.get("/docs").status_code == 200
        paths = client.get("/openapi.json").json()["paths"]
        assert "/api/games/{code}/actions" in paths and "/api/catalog" in paths


def test_without_the_browser_app_the_home_page_says_so(tmp_path: Path) -> None:
    with running(str(tmp_path / "g.db"), web_dir=tmp_path / "nothing") as (client, _):
        r = client.get("/")
        assert r.status_code == 503 and "browser app is not installed" in r.text
        assert client.get("/api/catalog").status_code == 200


def test_a_served_app_freezes_its_start_up_objects_out_of_the_collectors_sight(
    sqlite_db: str,
) -> None:
    threshold = gc.get_threshold()
    try:
        with running(sqlite_db, settle_memory=True) as (_, api):
            frozen = gc.get_freeze_count()
            made = api.create(seats=["human", "human"], pass_and_play=True)
            assert api.take(made["code"], made["token"], 1, 0).status_code == 200
        # Every game's rules were loaded before freezing, not on a first request.
        assert frozen > 50_000
        assert gc.get_threshold()[0] > threshold[0]
    finally:
        gc.unfreeze()
        gc.set_threshold(*threshold)


def test_a_look_at_the_game_brings_its_recent_moves_as_that_seat_saw_them(api: Api) -> None:
    made = api.create(seats=["human", "human"], pass_and_play=True)
    code = made["code"]
    tokens = {t["seat"]: t["token"] for t in made["tokens"]}
    for version, take in enumerate([1, 2, 3]):
        assert api.take(code, tokens[version % 2], take, version).status_code == 200
    for who in (tokens[0], tokens[1], None):
        events = api.view(code, who).json()["events"]
        assert [(e["kind"], e["version"], e["take"]) for e in events] == [
            ("took", 1, 1),
            ("took", 2, 2),
            ("took", 3, 3),
        ]


def test_a_room_says_when_the_last_move_was_made(api: Api) -> None:
    made = api.create(seats=["human", "human"], pass_and_play=True, options={"heap": 9})
    code, token = made["code"], made["tokens"][0]["token"]
    before = api.view(code, token).json()
    assert before["moved_at"] is None
    api.take(code, token, 1, 0)
    after = api.view(code, token).json()
    assert before["now"] <= after["moved_at"] <= after["now"]
