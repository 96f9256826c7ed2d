"""Keep seat tokens out of the logs.

The WebSocket URL carries the seat's token (``?token=…``: browsers cannot set
headers on a WebSocket), and uvicorn logs every path it serves. A log is no
place for a secret that lets anyone play someone else's seat.

    >>> redact("/api/games/K7MWQ2/ws?token=abc-DEF_123&x=1")
    '/api/games/K7MWQ2/ws?token=…&x=1'
"""

from __future__ import annotations

import logging
import re

_TOKEN = re.compile(r"(token=)[^&\s\"]+")


def redact(text: str) -> str:
    return _TOKEN.sub(r"\1…", text)


class RedactTokens(logging.Filter):
    def filter(self, record: logging.LogRecord) -> bool:
        if isinstance(record.args, tuple):
            record.args = tuple(redact(a) if isinstance(a, str) else a for a in record.args)
        elif isinstance(record.msg, str):
            record.msg = redact(record.msg)
        return True


def install() -> None:
    """Add the filter to the loggers uvicorn writes paths to (once)."""
    for name in ("uvicorn.access", "uvicorn.error"):
        logger = logging.getLogger(name)
        if not any(isinstance(f, RedactTokens) for f in logger.filters):
            logger.addFilter(RedactTokens())
