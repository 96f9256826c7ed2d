"""Adventurous Equations on the server: a person and the computer select the shake's variations."""

from __future__ import annotations

import time
from typing import Any

from .conftest import Api, running


def _wait_phase(api: Api, code: str, token: str, phase: str) -> dict[str, Any]:
    # The computer acts in a thread of the server: give a loaded machine time.
    deadline = time.monotonic() + 60
    while time.monotonic() < deadline:
        room: dict[str, Any] = api.view(code, token).json()
        if room["view"]["phase"] == phase:
            return room
        time.sleep(0.02)
    raise AssertionError(f"the game never reached phase {phase}")


def test_a_person_and_the_computer_select_variations(sqlite_db: str) -> None:
    with running(sqlite_db) as (_, api):
        options = {
            "division": "middle",
            "first_setter": 0,
            "shakes": 1,
            "mode": "casual",
            "bot_pace": 0,
        }
        made = api.create(game="equations", seats=["human", "bot:easy"], options=options)
        code, token = made["code"], made["token"]
        r = api.act(code, token, {"type": "roll"}, made["room"]["version"])
        assert r.status_code == 200, r.text
        room = r.json()["room"]
        assert room["view"]["phase"] == "select" and room["view"]["selection"]["selector"] == 0
        # Off the list: refused with the reason in words, nothing changes.
        refused = api.act(code, token, {"type": "select", "variation": "log"}, room["version"])
        assert refused.status_code >= 400
        assert "Log is not on the Middle list" in refused.text
        r = api.act(
            code, token, {"type": "select", "variation": "multiple_of", "param": 7}, room["version"]
        )
        assert r.status_code == 200, r.text
        # II-B-3: the computer, not the Goal-setter of a two-player match, selects two.
        room = _wait_phase(api, code, token, "goal")
        chosen = room["view"]["variations"]["chosen"]
        assert [v["seat"] for v in chosen] == [0, 1, 1]
        assert chosen[0]["label"] == "Multiple of 7"
