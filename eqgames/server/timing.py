"""The ``Server-Timing`` header: how long the server spent on each HTTP request.

Timed from the moment the whole request is in (its last body chunk, or the
call for a request without one) to the moment the answer starts: reading and
validating the body, routing, the handler, the database. A client that sends
its body late — a busy client, or Nagle's algorithm holding a small second
packet for the peer's delayed ACK — makes its own round trip longer, not this.
Clients and ``benchmarks/server_load.py`` read it to tell server time from
their own.
"""

from __future__ import annotations

import time

from starlette.types import ASGIApp, Message, Receive, Scope, Send


class ServerTiming:
    """ASGI middleware adding ``Server-Timing: app;dur=MS`` to every HTTP response."""

    def __init__(self, app: ASGIApp) -> None:
        self.app = app

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        if scope["type"] != "http":
            await self.app(scope, receive, send)
            return
        started = time.perf_counter()

        async def reading() -> Message:
            nonlocal started
            message = await receive()
            if message["type"] == "http.request" and not message.get("more_body", False):
                started = time.perf_counter()  # the request is complete: the server's turn
            return message

        async def timed(message: Message) -> None:
            if message["type"] == "http.response.start":
                ms = (time.perf_counter() - started) * 1000
                headers = [
                    *message.get("headers", []),
                    (b"server-timing", f"app;dur={ms:.3f}".encode()),
                ]
                message = {**message, "headers": headers}
            await send(message)

        await self.app(scope, reading, timed)
