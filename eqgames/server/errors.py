"""Refusals, each with the HTTP status and the short machine-readable name the API sends.

Every error body is ``{"error": NAME, "detail": SENTENCE, ...}``; the detail is
meant for a person (the browser shows it as it is).
"""

from __future__ import annotations

from typing import Any


class ApiError(Exception):
    status = 400
    error = "bad_request"

    def __init__(self, detail: str, **extra: Any) -> None:
        super().__init__(detail)
        self.detail = detail
        self.extra = extra

    def body(self) -> dict[str, Any]:
        return {"error": self.error, "detail": self.detail, **self.extra}


class NotFound(ApiError):
    status = 404
    error = "not_found"


class Forbidden(ApiError):
    status = 403
    error = "forbidden"


class StaleVersion(ApiError):
    """The game moved on since the client's view (``version`` says where it is now)."""

    status = 409
    error = "stale_version"


class GameFull(ApiError):
    status = 409
    error = "full"


class NotStarted(ApiError):
    status = 409
    error = "waiting"


class Refused(ApiError):
    """The rules refuse the action; ``detail`` is the engine's reason."""

    status = 422
    error = "illegal_action"


class Invalid(ApiError):
    """A request that is well-formed JSON but asks for something impossible."""

    status = 422
    error = "invalid"


class Broken(ApiError):
    """A game that cannot go on: its clock failed, or it can no longer be loaded."""

    status = 409
    error = "broken"
