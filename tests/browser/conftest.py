"""Fixtures for the browser tests: one real server and one Chromium for the whole run.

Chromium is Debian's (/usr/bin/chromium, installed by .ci/run), driven by
Playwright; Playwright's own browser downloads are never used. Each test gets
fresh browser contexts (their own localStorage), so tests do not share seats.
Screenshots go to test-artifacts/ at the top of the checkout.
"""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
from playwright.sync_api import (
    Browser,
    BrowserContext,
    Dialog,
    Page,
    ViewportSize,
    sync_playwright,
)

from .server import ROOT, Server

CHROMIUM = Path("/usr/bin/chromium")
CHROMIUM_ARGS = [
    "--no-sandbox",
    "--headless",
    "--disable-gpu",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
    "--no-first-run",
]
PHONE: ViewportSize = {"width": 390, "height": 844}
DESKTOP: ViewportSize = {"width": 1200, "height": 900}
ARTIFACTS = ROOT / "test-artifacts"


@pytest.fixture(scope="session")
def server(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Server]:
    where = tmp_path_factory.mktemp("server")
    srv = Server(where / "games.db", where / "server.log")
    srv.start()
    yield srv
    srv.stop()


@pytest.fixture(scope="session")
def browser() -> Iterator[Browser]:
    if not CHROMIUM.exists():
        pytest.fail("the browser tests need Debian's Chromium: apt-get install -y chromium")
    with sync_playwright() as p:
        b = p.chromium.launch(executable_path=str(CHROMIUM), args=CHROMIUM_ARGS)
        yield b
        b.close()


class Pages:
    """Opens pages in fresh contexts and fails the test on any script error in them."""

    def __init__(self, browser: Browser, server: Server) -> None:
        self.browser = browser
        self.server = server
        self.contexts: list[BrowserContext] = []
        self.errors: list[str] = []
        self.dialogs: list[str] = []

    def new(self, phone: bool = False) -> Page:
        context = self.browser.new_context(
            base_url=self.server.url, viewport=PHONE if phone else DESKTOP
        )
        context.set_default_timeout(10_000)
        self.contexts.append(context)
        page = context.new_page()
        page.on("pageerror", lambda exc: self.errors.append(str(exc)))
        # Any alert, confirm or prompt would be a script we did not write (or an injection).
        page.on("dialog", self._dialog)
        return page

    def _dialog(self, dialog: Dialog) -> None:
        self.dialogs.append(dialog.message)
        dialog.dismiss()

    def close(self) -> None:
        for context in self.contexts:
            context.close()


@pytest.fixture
def pages(browser: Browser, server: Server) -> Iterator[Pages]:
    opened = Pages(browser, server)
    yield opened
    opened.close()
    assert not opened.errors, f"script errors in the page: {opened.errors}"
    assert not opened.dialogs, f"unexpected dialogs: {opened.dialogs}"


def screenshot(page: Page, name: str) -> None:
    ARTIFACTS.mkdir(exist_ok=True)
    page.screenshot(path=str(ARTIFACTS / f"{name}.png"), full_page=True)
