"""An event loop of a test's own, whatever the session has started before it."""

from __future__ import annotations

import asyncio
from collections.abc import Callable, Coroutine
from concurrent.futures import ThreadPoolExecutor
from typing import Any, TypeVar

T = TypeVar("T")


def run(scenario: Callable[[], Coroutine[Any, Any, T]]) -> T:
    """``asyncio.run`` in a thread of its own: the browser tests' Playwright keeps an event
    loop running in the main thread for the rest of the session, where ``asyncio.run`` fails."""
    with ThreadPoolExecutor(1) as ex:
        return ex.submit(asyncio.run, scenario()).result()
