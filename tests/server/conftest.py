"""Fixtures for the server tests: apps on SQLite or PostgreSQL, and a small API client."""

from __future__ import annotations

import contextlib
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from fastapi.testclient import TestClient

from eqgames.server import Settings, create_app

from .services import fresh_database, postgres_server


@pytest.fixture(scope="session")
def pg_admin() -> Iterator[str]:
    with postgres_server() as url:
        yield url


@pytest.fixture(params=["sqlite", "postgresql"])
def db_url(request: pytest.FixtureRequest, tmp_path: Path) -> Iterator[str]:
    """Each test using it runs once on a SQLite file and once on a fresh PostgreSQL database."""
    if request.param == "sqlite":
        yield str(tmp_path / "games.db")
    else:
        with fresh_database(request.getfixturevalue("pg_admin")) as url:
            yield url


@pytest.fixture
def sqlite_db(tmp_path: Path) -> str:
    return str(tmp_path / "games.db")


class Api:
    """The REST API as a test uses it (every call returns the raw response)."""

    def __init__(self, client: TestClient) -> None:
        self.client = client

    def create(self, **body: Any) -> dict[str, Any]:
        body.setdefault("game", "nim")
        r = self.client.post("/api/games", json=body)
        assert r.status_code == 201, r.text
        data: dict[str, Any] = r.json()
        return data

    def view(self, code: str, token: str | None = None) -> Any:
        headers = {"Authorization": f"Bearer {token}"} if token else {}
        return self.client.get(f"/api/games/{code}", headers=headers)

    def act(self, code: str, token: str | None, action: Any, version: Any) -> Any:
        headers = {"Authorization": f"Bearer {token}"} if token else {}
        body = {"action": action, "version": version}
        return self.client.post(f"/api/games/{code}/actions", json=body, headers=headers)

    def take(self, code: str, token: str, n: int, version: int) -> Any:
        return self.act(code, token, {"type": "take", "take": n}, version)

    def join(self, code: str, name: str = "") -> Any:
        return self.client.post(f"/api/games/{code}/join", json={"name": name})


@contextlib.contextmanager
def running(db: str, **settings: Any) -> Iterator[tuple[TestClient, Api]]:
    """An app on ``db`` (bots and tools in threads, no delay unless asked), started and stopped.

    A test makes many games from one address, so the create rate limit is lifted
    unless a test asks for it.
    """
    settings.setdefault("bot_pool", "thread")
    settings.setdefault("tool_pool", "thread")
    settings.setdefault("bot_delay", 0.0)
    settings.setdefault("creates_per_minute", 100_000)
    app = create_app(Settings(db=db, **settings))
    with TestClient(app) as client:
        yield client, Api(client)


@pytest.fixture
def api(sqlite_db: str) -> Iterator[Api]:
    with running(sqlite_db) as (_, api):
        yield api
