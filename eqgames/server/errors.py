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

    def headers(self) -> dict[str, str] | None:
        """Headers the answer carries besides the body (``Retry-After`` for 429 and 503)."""
        return None


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


class NotOver(ApiError):
    """Asked for what only a finished game has (its analysis, a rematch)."""

    status = 409
    error = "not_over"


class Refused(ApiError):
    """The rules refuse the action; ``detail`` is the engine's reason."""

    status = 422
    error = "illegal_action"


class Invalid(ApiError):
    """A request that is well-formed JSON but asks for something impossible."""

    status = 422
    error = "invalid"


class RetryLater(ApiError):
    """A refusal for now, not for good: ``Retry-After`` says when to ask again."""

    def __init__(self, detail: str, retry_after: int) -> None:
        super().__init__(detail)
        self.retry_after = retry_after

    def __reduce__(self) -> tuple[Any, ...]:
        return (type(self), (self.detail, self.retry_after))

    def headers(self) -> dict[str, str]:
        return {"Retry-After": str(self.retry_after)}


class TooMany(RetryLater):
    """One client asked for more than its share (games created, connections)."""

    status = 429
    error = "too_many"


class Busy(RetryLater):
    """The server's shared workers are full, or this client has its share of them."""

    status = 503
    error = "busy"


class Broken(ApiError):
    """A game that cannot go on: its clock failed, or it can no longer be loaded."""

    status = 409
    error = "broken"
