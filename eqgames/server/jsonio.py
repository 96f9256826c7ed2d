"""Strict JSON in and out: no NaN, no Infinity, no number too big for a float.

Python's :mod:`json` reads ``NaN``, ``Infinity`` and ``1e400`` (which becomes
``inf``) and writes them back out as ``NaN`` and ``Infinity``, which are not
JSON: a browser's ``JSON.parse`` refuses them, and a ``NaN`` slips past every
comparison (``NaN <= 0`` is false). Everything the server reads from a client
goes through :func:`loads`, and everything it writes through :func:`dumps`.

    >>> loads('{"turn_seconds": 18.5}')
    {'turn_seconds': 18.5}
    >>> loads('{"turn_seconds": NaN}')
    Traceback (most recent call last):
    ...
    eqgames.server.jsonio.NotJSON: NaN is not a number JSON allows
    >>> loads('[1e400]')
    Traceback (most recent call last):
    ...
    eqgames.server.jsonio.NotJSON: 1e400 is too large a number
    >>> dumps({"deadline": float("inf")})
    Traceback (most recent call last):
    ...
    ValueError: Out of range float values are not JSON compliant
    >>> dumps({"a": [1, 2.5, None]})
    '{"a":[1,2.5,null]}'

:class:`StrictJSON` applies :func:`loads` to every JSON request body before a
route sees it; :class:`StrictJSONResponse` is the app's response class.
"""

from __future__ import annotations

import json
import math
from typing import Any

from starlette.exceptions import HTTPException
from starlette.responses import JSONResponse
from starlette.types import ASGIApp, Message, Receive, Scope, Send

from eqgames.core.errors import excerpt

__all__ = ["NotJSON", "StrictJSON", "StrictJSONResponse", "dumps", "excerpt", "loads"]



class NotJSON(ValueError):
    """Text that is not strict JSON; the message is for a person."""


def _constant(name: str) -> Any:
    raise NotJSON(f"{name} is not a number JSON allows")


def _float(text: str) -> float:
    value = float(text)
    if not math.isfinite(value):
        raise NotJSON(f"{excerpt(text)} is too large a number")
    return value


def loads(text: str | bytes) -> Any:
    """Parse JSON text, refusing NaN, ±Infinity and numbers that overflow a float.

    Malformed text raises :class:`NotJSON` too (its message says where).
    """
    try:
        return json.loads(text, parse_constant=_constant, parse_float=_float)
    except NotJSON:
        raise
    except json.JSONDecodeError as exc:
        raise NotJSON(f"not JSON: {exc.msg} at character {exc.pos}") from None
    except RecursionError:
        raise NotJSON("not JSON: nested too deeply") from None
    except UnicodeDecodeError:
        raise NotJSON("not JSON text (not UTF-8)") from None
    except ValueError:  # an integer of thousands of digits
        raise NotJSON("not JSON: a number with too many digits") from None


def dumps(value: Any) -> str:
    """Compact JSON; a non-finite float raises ``ValueError`` rather than writing non-JSON."""
    return json.dumps(value, separators=(",", ":"), ensure_ascii=False, allow_nan=False)


class StrictJSONResponse(JSONResponse):
    """The app's default response class: strict, compact, UTF-8."""

    def render(self, content: Any) -> bytes:
        return dumps(content).encode("utf-8")


def _is_json(scope: Scope) -> bool:
    for name, value in scope.get("headers", ()):
        if name == b"content-type":
            media = value.split(b";", 1)[0].strip().lower()
            return media == b"application/json" or media.endswith(b"+json")
    return False


class StrictJSON:
    """ASGI middleware: a JSON request body that :func:`loads` refuses gets 422 ``malformed``.

    The body is read whole (the body limit, outside this middleware, bounds it),
    checked, and handed on unchanged; bodies that are not JSON pass untouched.
    """

    def __init__(self, app: ASGIApp) -> None:
        self.app = app

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        if scope["type"] != "http" or not _is_json(scope):
            await self.app(scope, receive, send)
            return
        chunks: list[bytes] = []
        while True:
            try:
                message = await receive()
            except HTTPException as exc:  # the body limit, counting as the body arrives
                error = "too_large" if exc.status_code == 413 else "http_error"
                refusal = StrictJSONResponse({"error": error, "detail": exc.detail}, exc.status_code)
                await refusal(scope, receive, send)
                return
            if message["type"] != "http.request":
                await self.app(scope, _replay([message]), send)  # a disconnect: let the app see it
                return
            chunks.append(message.get("body", b""))
            if not message.get("more_body", False):
                break
        body = b"".join(chunks)
        if body:
            try:
                loads(body)
            except NotJSON as exc:
                detail = str(exc)
                refusal = StrictJSONResponse(
                    {
                        "error": "malformed",
                        "detail": detail,
                        "problems": [{"loc": ["body"], "msg": detail}],
                    },
                    status_code=422,
                )
                await refusal(scope, receive, send)
                return
        await self.app(scope, _replay([{"type": "http.request", "body": body}], receive), send)


def _replay(messages: list[Message], then: Receive | None = None) -> Receive:
    """A ``receive`` that gives ``messages`` first, then defers to ``then``."""
    pending = list(messages)

    async def receive() -> Message:
        if pending:
            return pending.pop(0)
        if then is None:
            return {"type": "http.disconnect"}
        return await then()

    return receive
