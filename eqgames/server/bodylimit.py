"""Refuse oversized request bodies (413) before anything reads them whole."""

from __future__ import annotations

from starlette.exceptions import HTTPException
from starlette.responses import JSONResponse
from starlette.types import ASGIApp, Message, Receive, Scope, Send


class BodyLimit:
    """ASGI middleware: at most ``limit`` bytes of body per HTTP request.

    A declared Content-Length over the limit is refused at once; a body sent in
    chunks is counted as it arrives and refused when it goes over.
    """

    def __init__(self, app: ASGIApp, limit: int) -> None:
        self.app = app
        self.limit = limit

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

        async def counting() -> Message:
            nonlocal seen
            message = await receive()
            if message["type"] == "http.request":
                seen += len(message.get("body", b""))
                if seen > self.limit:
                    # FastAPI lets an HTTPException raised while reading the body through.
                    raise HTTPException(413, self._detail())
            return message

        await self.app(scope, counting, send)

    def _detail(self) -> str:
        return f"the request body is larger than {self.limit} bytes"

    async def _refuse(self, scope: Scope, receive: Receive, send: Send) -> None:
        response = JSONResponse({"error": "too_large", "detail": self._detail()}, status_code=413)
        await response(scope, receive, send)
