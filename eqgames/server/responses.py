"""The refusals each route documents in the OpenAPI schema (``/openapi.json``).

Every error body is ``{"error", "detail", ...}`` (docs/api.md); a route lists the
statuses it can answer with, so a client — and the schema-driven fuzz test —
knows every answer it may get.

    >>> sorted(refusals(404, 503))
    [404, 503]
    >>> refusals(503)[503]["headers"]["Retry-After"]["schema"]
    {'type': 'integer', 'minimum': 1}
"""

from __future__ import annotations

from typing import Any, Literal

from pydantic import BaseModel, ConfigDict, Field


class Problem(BaseModel):
    loc: list[str]
    msg: str


class ErrorBody(BaseModel):
    """``{"error": NAME, "detail": SENTENCE}``; some refusals add fields (``version``, ``problems``)."""

    model_config = ConfigDict(extra="allow")

    error: str = Field(examples=["not_found"])
    detail: str = Field(description="a sentence for a person")
    problems: list[Problem] | None = Field(
        default=None, description="malformed: what is wrong where"
    )
    version: int | None = Field(default=None, description="stale_version: the game's version now")


_RETRY_AFTER = {
    "Retry-After": {
        "description": "seconds to wait before asking again",
        "schema": {"type": "integer", "minimum": 1},
    }
}

_WHEN = {
    403: "forbidden: a wrong or missing seat token",
    404: "not_found: no game with that code",
    408: "timeout: the request body did not arrive in time",
    409: "stale_version, waiting, full, broken or not_over: the game is not where the request expects it",
    413: "too_large: a request body over the limit (64 KiB)",
    422: "invalid, illegal_action or malformed: the request asks for something impossible",
    429: "too_many: this address created its share of games this minute",
    503: "busy: the tool workers are full, or this address has its share of them",
}


def refusals(*statuses: int) -> dict[int | str, dict[str, Any]]:
    """The ``responses=`` of a route answering with these error statuses."""
    out: dict[int | str, dict[str, Any]] = {}
    for status in statuses:
        entry: dict[str, Any] = {"model": ErrorBody, "description": _WHEN[status]}
        if status in (429, 503):
            entry["headers"] = _RETRY_AFTER
        out[status] = entry
    return out


#: What any request with a body may be refused with, whatever the route.
BODY = (408, 413, 422)


# -- what the routes answer when they succeed --------------------------------------
#
# Documentation only: the routes return their JSON as they make it (these models never
# re-encode it), and the fuzz test checks every answer against them. A game's own
# objects (its options, view, events, actions) are its schema (docs/rules/GAME.md).


class _Open(BaseModel):
    model_config = ConfigDict(extra="allow")


class SeatInfo(_Open):
    seat: int
    kind: str = Field(description='"human" or "bot:LEVEL"')
    name: str
    joined: bool


class ResultOut(_Open):
    scores: list[float]
    ranking: list[list[int]] = Field(description="groups of tied seats, best first")
    reason: str


class RoomOut(_Open):
    """The room object (docs/api.md)."""

    code: str
    game: str
    title: str
    options: dict[str, Any]
    status: Literal["waiting", "playing", "over"]
    version: int
    seat: int | None
    seats: list[SeatInfo]
    to_act: list[int]
    deadline: float | None
    now: float
    view: dict[str, Any] | None
    result: ResultOut | None


class Event(_Open):
    kind: str
    version: int


class RoomWithEvents(RoomOut):
    events: list[Event] = Field(description="the events of the last 50 steps, oldest first")


class SeatTokenOut(_Open):
    seat: int
    token: str


class SeatedOut(_Open):
    code: str
    seat: int | None
    token: str | None
    url: str
    tokens: list[SeatTokenOut]
    room: RoomOut


class ActionDoneOut(_Open):
    events: list[Event]
    room: RoomOut


class HealthOut(_Open):
    ok: bool
    database: str
    redis: bool
    connections: int


def answer(model: type[BaseModel], what: str, status: int = 200, *refused: int) -> dict[str, Any]:
    """A route's ``responses=`` and ``response_model=None``: ``model`` documents its answer
    (without re-encoding it), ``refused`` its refusals.

        >>> sorted(answer(HealthOut, "up", 200, 503)["responses"])
        [200, 503]
    """
    return {
        "response_model": None,
        "responses": {status: {"model": model, "description": what}, **refusals(*refused)},
    }
