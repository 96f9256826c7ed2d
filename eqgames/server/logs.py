"""Keep seat tokens out of the logs.

The WebSocket URL carries the seat's token (``?token=…``: browsers cannot set
headers on a WebSocket), and uvicorn logs every path it serves. A log is no
place for a secret that lets anyone play someone else's seat. The server reads
a token from the ``Authorization`` header or the ``token`` query parameter
only; here every query parameter whose name *decodes* to ``token``, however it
is spelled (``%74oken``, ``TOKEN``, twice encoded, repeated), has its value
replaced, and so has any value that itself carries such a parameter.

    >>> redact("/api/games/K7MWQ2/ws?token=abc-DEF_123&x=1")
    '/api/games/K7MWQ2/ws?token=…&x=1'
    >>> redact('"GET /api/games/K7MWQ2/ws?%74oken=abc&token=def HTTP/1.1" 101')
    '"GET /api/games/K7MWQ2/ws?%74oken=…&token=… HTTP/1.1" 101'
    >>> redact("/ws?next=%2Fws%3Ftoken%3Dabc&%2574oken=def")
    '/ws?next=…&%2574oken=…'
"""

from __future__ import annotations

import logging
import re
from urllib.parse import unquote_plus

# A query parameter: its separator, its name, its value (up to the next separator or space).
_PARAM = re.compile(r"(?P<sep>[?&;])(?P<name>[^=&;#\s\"']+)=(?P<value>[^&;#\s\"']*)")
_NAMES = ("token",)


def _decoded(text: str) -> str:
    """``text`` percent-decoded until it stops changing (a few rounds at most)."""
    for _ in range(5):
        once = unquote_plus(text)
        if once == text:
            break
        text = once
    return text


def _secret(name: str, value: str) -> bool:
    if _decoded(name).strip().lower() in _NAMES:
        return True
    inner = _decoded(value).lower()
    return any(f"{n}=" in inner for n in _NAMES)


def redact(text: str) -> str:
    if "=" not in text:
        return text

    def hide(m: re.Match[str]) -> str:
        if _secret(m["name"], m["value"]):
            return f"{m['sep']}{m['name']}=…"
        return m[0]

    return _PARAM.sub(hide, text)


class RedactTokens(logging.Filter):
    def filter(self, record: logging.LogRecord) -> bool:
        if isinstance(record.msg, str):
            record.msg = redact(record.msg)
        if isinstance(record.args, tuple):
            record.args = tuple(redact(a) if isinstance(a, str) else a for a in record.args)
        elif isinstance(record.args, dict):
            record.args = {k: redact(v) if isinstance(v, str) else v for k, v in record.args.items()}
        return True


#: The loggers that may write a request's URL.
LOGGERS = ("uvicorn.access", "uvicorn.error", "uvicorn", "eqgames", "eqgames.server")


def install() -> None:
    """Add the filter to every logger that may write paths (once)."""
    for name in LOGGERS:
        logger = logging.getLogger(name)
        if not any(isinstance(f, RedactTokens) for f in logger.filters):
            logger.addFilter(RedactTokens())
