"""The whole HTTP API fuzzed from its own OpenAPI schema (schemathesis).

Every operation the schema declares gets requests generated from it — bodies,
paths, queries and headers that fit the schema and many that do not — and
every answer must be no 5xx, a status the operation documents, and a body that
matches the schema documented for that status. The examples are derandomized
(the same every run) and bounded per operation, so the test takes well under a minute.
"""

from __future__ import annotations

import itertools
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
import schemathesis
from hypothesis import HealthCheck, settings
from schemathesis.checks import (
    content_type_conformance,
    not_a_server_error,
    response_schema_conformance,
    status_code_conformance,
)
from schemathesis.python.asgi import ASGIClient, get_client, shutdown_lifespans

from eqgames.server import Settings, create_app

CHECKS = [
    not_a_server_error,
    status_code_conformance,
    content_type_conformance,
    response_schema_conformance,
]
#: Examples per operation: enough to reach every refusal, few enough for half a minute.
EXAMPLES = 150


@pytest.fixture(scope="module")
def client(tmp_path_factory: pytest.TempPathFactory) -> Iterator[ASGIClient]:
    """The app, started, as a requests session; bots and tools in threads (one process).

    The fuzzer is one address making many games and many tool calls.
    """
    db = Path(tmp_path_factory.mktemp("fuzz")) / "games.db"
    app = create_app(
        Settings(db=str(db), bot_pool="thread", tool_pool="thread", bot_delay=0.0,
                 creates_per_minute=1_000_000, tools_per_client=64)
    )  # fmt: skip
    with get_client(app) as session:
        yield session
    shutdown_lifespans()


@pytest.fixture(scope="module")
def seats(client: ASGIClient) -> list[tuple[str, str]]:
    """A game of every built game, and a seat's token in it: fuzzing a random code only ever
    meets 404, so each generated request with a code is also sent to one of these."""
    out = []
    for game in client.get("/api/catalog").json():
        if game["built"]:
            made = client.post(
                "/api/games",
                json={"game": game["name"], "seats": ["human"] * game["min_players"],
                      "pass_and_play": True},
            ).json()  # fmt: skip
            out.append((made["code"], made["token"]))
    return out


_turn = itertools.count()

# The schema is the app's own; building an app does not start it (no database, no workers).
schema = schemathesis.openapi.from_dict(create_app(Settings(db="unused.db")).openapi())


@schema.parametrize()
@settings(
    max_examples=EXAMPLES,
    deadline=None,
    derandomize=True,
    database=None,
    suppress_health_check=list(HealthCheck),
)
def test_every_answer_is_documented_and_no_request_gets_a_5xx(
    case: Any, client: ASGIClient, seats: list[tuple[str, str]]
) -> None:
    case.call_and_validate(session=client, checks=CHECKS)
    if "code" in (case.path_parameters or {}):
        code, token = seats[next(_turn) % len(seats)]
        case.path_parameters["code"] = code
        case.headers = {**(case.headers or {}), "Authorization": f"Bearer {token}"}
        case.call_and_validate(session=client, checks=CHECKS)
