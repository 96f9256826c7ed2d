"""Rematches (issue 12): one click, the same game and options, seats turned; online the
others accept or decline; the new game links to the old; a running score."""

from __future__ import annotations

from typing import Any

from .conftest import Api


def _rematch(api: Api, code: str, token: str, accept: bool = True) -> Any:
    return api.client.post(
        f"/api/games/{code}/rematch", json={"accept": accept}, headers={"Authorization": f"Bearer {token}"}
    )


def _online_game(api: Api, heap: int = 3) -> tuple[str, str, str]:
    made = api.create(game="nim", options={"heap": heap, "max_take": 3}, name="Ann")
    joined = api.join(made["code"], "Bob").json()
    return made["code"], made["token"], joined["token"]


def test_online_one_offers_the_other_accepts_and_both_get_their_turned_seats(api: Api) -> None:
    code, ann, bob = _online_game(api)
    early = _rematch(api, code, ann)
    assert early.status_code == 409 and early.json()["error"] == "not_over"
    assert api.take(code, ann, 3, 0).status_code == 200  # Ann (seat 0) wins
    offered = _rematch(api, code, ann)
    assert offered.status_code == 200, offered.text
    assert offered.json()["code"] is None
    seen = api.view(code, bob).json()["rematch"]
    assert seen == {"by": 0, "answers": {"0": True}, "declined": False, "code": None}
    accepted = _rematch(api, code, bob).json()
    new = accepted["code"]
    assert new and accepted["seat"] == 0 and accepted["token"]  # Bob sat second: now he starts
    again = _rematch(api, code, ann).json()
    assert again["code"] == new and again["seat"] == 1 and again["token"]
    room = api.view(new, accepted["token"]).json()
    assert room["status"] == "playing" and room["previous"] == code
    assert [s["name"] for s in room["seats"]] == ["Bob", "Ann"]
    assert room["options"] == api.view(code).json()["options"]
    assert api.view(new, again["token"]).json()["seat"] == 1
    assert api.view(code).json()["rematch"]["code"] == new
    # The running score: Ann won the first game; now Bob wins the second.
    assert api.take(new, accepted["token"], 3, 0).status_code == 200
    series = api.view(new).json()["series"]
    assert series == {"played": 2, "wins": [1.0, 1.0], "shared": 0}
    # Ann's token in the old game proves nothing in the new one.
    assert api.view(new, ann).status_code == 403


def test_a_declined_offer_says_so_and_a_new_offer_can_follow(api: Api) -> None:
    code, ann, bob = _online_game(api)
    assert api.take(code, ann, 3, 0).status_code == 200
    assert _rematch(api, code, bob, accept=False).status_code == 422  # nothing to decline yet
    _rematch(api, code, ann)
    declined = _rematch(api, code, bob, accept=False).json()
    assert declined["code"] is None and declined["room"]["rematch"]["declined"] is True
    offered = _rematch(api, code, bob).json()
    assert offered["room"]["rematch"] == {"by": 1, "answers": {"1": True}, "declined": False, "code": None}


def test_against_the_computer_a_rematch_starts_at_once(api: Api) -> None:
    made = api.create(game="nim", options={"heap": 5, "max_take": 3}, seats=["human", "bot:easy"])
    code, token = made["code"], made["token"]
    while api.view(code).json()["status"] != "over":
        room = api.view(code, token).json()
        if 0 in room["to_act"]:
            api.take(code, token, min(3, room["view"]["heap"]), room["version"])
    done = _rematch(api, code, token).json()
    assert done["code"] and done["seat"] == 1
    room = api.view(done["code"], done["token"]).json()
    assert [s["kind"] for s in room["seats"]] == ["bot:easy", "human"]


def test_a_rematch_needs_a_seat(api: Api) -> None:
    code, ann, _ = _online_game(api)
    assert api.client.post(f"/api/games/{code}/rematch").status_code == 403
    assert _rematch(api, code, "not-a-token").status_code == 403
