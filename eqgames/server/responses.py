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

from typing import Any

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
