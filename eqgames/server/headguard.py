"""Drop connections whose request head (request line and headers) is slow or huge.

A client that opens a connection and sends its headers a byte at a time holds
a socket and a parser for as long as it likes: uvicorn bounds the wait
*between* requests (``timeout_keep_alive``) but neither the time nor the size
of a request head. :func:`guarded_http` makes uvicorn's HTTP protocol (the
httptools one, its default) close a connection whose head is not complete
``head_timeout`` seconds after its first byte (or after the connection opened),
and answer 431 to a head over ``max_head`` bytes. The body's own deadline is
the app's (:class:`~eqgames.server.bodylimit.BodyLimit`).
"""

from __future__ import annotations

import asyncio
from typing import Any

from uvicorn.protocols.http.httptools_impl import HttpToolsProtocol

_TOO_LARGE = (
    b"HTTP/1.1 431 Request Header Fields Too Large\r\n"
    b"content-type: text/plain; charset=utf-8\r\ncontent-length: 25\r\nconnection: close\r\n\r\n"
    b"request head is too large"
)


class HeadTooLarge(Exception):
    """Raised inside the parser to stop it; answered 431."""


class GuardedHttp(HttpToolsProtocol):
    head_timeout: float = 10.0
    max_head: int = 16 * 1024

    def __init__(self, *args: Any, **kwargs: Any) -> None:
        super().__init__(*args, **kwargs)
        self._head_bytes = 0
        self._head_timer: asyncio.TimerHandle | None = None
        self._too_large = False

    def connection_made(self, transport: asyncio.Transport) -> None:  # type: ignore[override]
        super().connection_made(transport)
        self._arm()  # a connection that never sends anything is a slow head too

    def connection_lost(self, exc: Exception | None) -> None:
        self._disarm()
        super().connection_lost(exc)

    # The parser's callbacks: a head begins with its first byte and ends with its headers.

    def on_message_begin(self) -> None:
        self._head_bytes = 0
        self._arm()
        super().on_message_begin()

    def on_url(self, url: bytes) -> None:
        self._count(len(url))
        super().on_url(url)

    def on_header(self, name: bytes, value: bytes) -> None:
        self._count(len(name) + len(value))
        super().on_header(name, value)

    def on_headers_complete(self) -> None:
        self._disarm()
        super().on_headers_complete()

    def send_400_response(self, msg: str) -> None:
        if not self._too_large:
            super().send_400_response(msg)
            return
        self.transport.write(_TOO_LARGE)
        self.transport.close()

    def _count(self, n: int) -> None:
        self._head_bytes += n
        if self._head_bytes > self.max_head:
            self._too_large = True
            raise HeadTooLarge  # the parser stops; uvicorn answers through send_400_response

    def _arm(self) -> None:
        if self._head_timer is None:
            self._head_timer = self.loop.call_later(self.head_timeout, self._too_slow)

    def _disarm(self) -> None:
        if self._head_timer is not None:
            self._head_timer.cancel()
            self._head_timer = None

    def _too_slow(self) -> None:
        self._head_timer = None
        if not self.transport.is_closing():
            self.transport.close()


def guarded_http(head_timeout: float, max_head: int) -> type[GuardedHttp]:
    """uvicorn's HTTP protocol with these bounds (pass it as ``uvicorn.run(http=…)``)."""
    return type(
        "GuardedHttp", (GuardedHttp,), {"head_timeout": head_timeout, "max_head": max_head}
    )
