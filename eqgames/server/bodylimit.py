"""Refuse oversized request bodies (413) before anything reads them whole, and slow
ones (408): a body must arrive within ``timeout`` seconds of its request's headers."""

from __future__ import annotations

import asyncio

from starlette.exceptions import HTTPException
from starlette.responses import JSONResponse
from starlette.types import ASGIApp, Message, Receive, Scope, Send


class _TooSlow(Exception):
    """The body's deadline passed (raised through the app, answered here)."""


class BodyLimit:
    """ASGI middleware: at most ``limit`` bytes of body per HTTP request, within ``timeout`` s.

    A declared Content-Length over the limit is refused at once; a body sent in
    chunks is counted as it arrives and refused when it goes over. A client that
    has not sent its whole body ``timeout`` seconds after its headers is answered
    408, and the server closes the connection (the rest of the body is never read).
    """

    def __init__(self, app: ASGIApp, limit: int, timeout: float = 10.0) -> None:
        self.app = app
        self.limit = limit
        self.timeout = timeout

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        if scope["type"] != "http":
            await self.app(scope, receive, send)
            return
        for name, value in scope["headers"]:
            if name == b"content-length":
                try:
                    declared = int(value)
                except ValueError:
                    declared = self.limit + 1
                if declared > self.limit:
                    await self._refuse(scope, receive, send)
                    return
        seen = 0
        complete = False
        loop = asyncio.get_running_loop()
        deadline = loop.time() + self.timeout

        async def counting() -> Message:
            nonlocal seen, complete
            if complete:
                return await receive()  # after the body: waiting for a disconnect, unbounded
            try:
                message = await asyncio.wait_for(receive(), max(0.0, deadline - loop.time()))
            except TimeoutError:
                raise _TooSlow from None
            if message["type"] == "http.request":
                seen += len(message.get("body", b""))
                if seen > self.limit:
                    # FastAPI lets an HTTPException raised while reading the body through.
                    raise HTTPException(413, self._detail())
                complete = not message.get("more_body", False)
            else:
                complete = True
            return message

        started = False

        async def sending(message: Message) -> None:
            nonlocal started
            started = started or message["type"] == "http.response.start"
            await send(message)

        try:
            await self.app(scope, counting, sending)
        except _TooSlow:
            if started:
                return
            detail = f"the request body did not arrive within {self.timeout:g} s"
            # Closing the connection drops the rest of the body, whenever it comes.
            response = JSONResponse(
                {"error": "timeout", "detail": detail}, 408, headers={"Connection": "close"}
            )
            await response(scope, receive, send)

    def _detail(self) -> str:
        return f"the request body is larger than {self.limit} bytes"

    async def _refuse(self, scope: Scope, receive: Receive, send: Send) -> None:
        response = JSONResponse({"error": "too_large", "detail": self._detail()}, status_code=413)
        await response(scope, receive, send)
