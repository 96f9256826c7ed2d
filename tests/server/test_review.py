"""The review of a game (issue 12): its record as frames, everything once over, never before."""

from __future__ import annotations

import json

from eqgames.core import Record

from .conftest import Api


def _review(api: Api, code: str, token: str | None = None) -> dict:  # type: ignore[type-arg]
    headers = {"Authorization": f"Bearer {token}"} if token else {}
    got = api.client.get(f"/api/games/{code}/review", headers=headers)
    assert got.status_code == 200, got.text
    body: dict = got.json()  # type: ignore[type-arg]
    return body


def test_a_finished_game_shows_every_frame_with_every_seats_view(api: Api) -> None:
    made = api.create(game="nim", options={"heap": 4, "max_take": 3}, pass_and_play=True)
    code, (t0, t1) = made["code"], [t["token"] for t in made["tokens"]]
    assert api.take(code, t0, 3, 0).status_code == 200
    assert api.take(code, t1, 1, 1).status_code == 200
    review = _review(api, code)
    assert review["over"] is True and review["status"] == "over"
    frames = review["frames"]
    assert [f["version"] for f in frames] == [0, 1, 2]
    assert [f["view"]["heap"] for f in frames] == [4, 1, 0]
    assert frames[1]["seat"] == 0 and frames[1]["action"] == {"type": "take", "take": 3}
    assert frames[2]["result"] == review["result"] and frames[2]["result"]["ranking"][0] == [1]
    # Every seat's view, and what the game reveals (the lucky numbers), at every step.
    state_lucky = frames[0]["revealed"]["lucky"]
    assert [v["lucky"] for v in frames[0]["views"]] == state_lucky
    assert all(f["events"] for f in frames[1:])


def test_an_unfinished_game_shows_only_what_the_seat_saw(api: Api) -> None:
    made = api.create(game="nim", options={"heap": 9}, pass_and_play=True)
    code, (t0, t1) = made["code"], [t["token"] for t in made["tokens"]]
    assert api.take(code, t0, 2, 0).status_code == 200
    mine, theirs = _review(api, code, t0), _review(api, code, t1)
    spectator = _review(api, code)
    assert mine["over"] is False and mine["seat"] == 0 and theirs["seat"] == 1
    lucky0 = api.view(code, t0).json()["view"]["lucky"]
    lucky1 = api.view(code, t1).json()["view"]["lucky"]
    assert str(lucky0) in json.dumps(mine) and str(lucky1) not in json.dumps(mine)
    assert str(lucky0) not in json.dumps(theirs) and str(lucky1) in json.dumps(theirs)
    assert str(lucky0) not in json.dumps(spectator) and str(lucky1) not in json.dumps(spectator)
    for frame in mine["frames"]:
        assert "views" not in frame and "revealed" not in frame
    # Another seat's action is not shown before the end (it may hold its secret); events are.
    assert theirs["frames"][1]["action"] is None and mine["frames"][1]["action"] is not None


def test_review_refusals(api: Api) -> None:
    assert api.client.get("/api/games/ZZZZZZ/review").status_code == 404
    waiting = api.create(game="nim", seats=["human", "human"])
    got = api.client.get(f"/api/games/{waiting['code']}/review")
    assert got.status_code == 409 and got.json()["error"] == "waiting"
    bad = api.client.get(f"/api/games/{waiting['code']}/review", headers={"Authorization": "Bearer x"})
    assert bad.status_code == 403


def test_the_analysis_is_made_once_the_game_is_over_and_stored(api: Api) -> None:
    made = api.create(game="nim", options={"heap": 7, "max_take": 3}, pass_and_play=True)
    code, (t0, t1) = made["code"], [t["token"] for t in made["tokens"]]
    assert api.take(code, t0, 1, 0).status_code == 200  # 7 % 4 = 3: taking 3 wins
    early = api.client.get(f"/api/games/{code}/analysis")
    assert early.status_code == 409 and early.json()["error"] == "not_over"
    assert api.take(code, t1, 2, 1).status_code == 200  # 6 % 4 = 2: the winning take
    assert api.take(code, t0, 3, 2).status_code == 200  # 4 left: no winning take
    assert api.take(code, t1, 1, 3).status_code == 200
    got = api.client.get(f"/api/games/{code}/analysis")
    assert got.status_code == 200, got.text
    analysis = got.json()
    assert [n["step"] for n in analysis["notes"]] == [1, 2, 3, 4]
    first = analysis["notes"][0]
    assert first["seat"] == 0 and first["loss"] == 1 and "taking 3 would have won" in first["text"]
    assert analysis["notes"][1]["kind"] == "best"
    assert analysis["summary"][0]["turning_points"][0]["step"] == 1
    assert analysis["summary"][1]["turning_points"] == []
    store = api.client.app.state.platform.store  # type: ignore[attr-defined]
    room = store.load(code)
    assert json.loads(store.analysis(room.id)) == analysis  # stored with the game
    assert api.client.get(f"/api/games/{code}/analysis").json() == analysis


def test_a_finished_games_record_downloads_and_replays(api: Api) -> None:
    made = api.create(game="nim", options={"heap": 3}, pass_and_play=True)
    code, (t0, _) = made["code"], [t["token"] for t in made["tokens"]]
    early = api.client.get(f"/api/games/{code}/record")
    assert early.status_code == 409 and early.json()["error"] == "not_over"
    assert api.take(code, t0, 3, 0).status_code == 200
    got = api.client.get(f"/api/games/{code}/record")
    assert got.status_code == 200 and "attachment" in got.headers["content-disposition"]
    record = Record.from_json(got.json())
    assert record.replay().result() is not None and len(record.steps) == 1


def test_a_resigned_game_is_over_for_everyone_and_its_review_says_who_resigned(api: Api) -> None:
    made = api.create(game="nim", options={"heap": 20}, seats=["human", "human", "human"], pass_and_play=True)
    code, tokens = made["code"], [t["token"] for t in made["tokens"]]
    assert api.take(code, tokens[0], 2, 0).status_code == 200
    headers = {"Authorization": f"Bearer {tokens[2]}"}
    # Any seat may resign, whoever's turn it is.
    got = api.client.post(
        f"/api/games/{code}/actions", json={"action": {"type": "resign"}, "version": 1}, headers=headers
    )
    assert got.status_code == 200, got.text
    room = got.json()["room"]
    assert room["status"] == "over" and room["to_act"] == [] and room["deadline"] is None
    assert room["result"]["ranking"] == [[0, 1], [2]]
    assert {"kind": "resigned", "seat": 2} in [
        {k: v for k, v in e.items() if k != "version"} for e in got.json()["events"]
    ]
    again = api.client.post(
        f"/api/games/{code}/actions", json={"action": {"type": "resign"}, "version": 2}, headers=headers
    )
    assert again.status_code == 422 and again.json()["detail"] == "the game is over"
    review = _review(api, code)
    assert review["over"] is True and review["frames"][-1]["action"] == {"type": "resign"}
    assert review["frames"][-1]["result"]["ranking"] == [[0, 1], [2]]
