"""Storage: the log, the snapshot, restarts, migrations and racing writers (SQLite and PostgreSQL)."""

from __future__ import annotations

import json
import threading
from concurrent.futures import ThreadPoolExecutor

from alembic.config import Config
from alembic.script import ScriptDirectory
from sqlalchemy import text

from eqgames.core import Record
from eqgames.server import Settings
from eqgames.server.storage import SeatRow, StepRow, Store
from eqgames.server.storage.migrate import MIGRATIONS
from eqgames.server.storage.store import Progress

from .conftest import running


def test_a_restarted_server_resumes_the_game_where_it_was(db_url: str) -> None:
    with running(db_url) as (_, api):
        made = api.create(seats=["human", "human"], pass_and_play=True, options={"heap": 12})
        code = made["code"]
        t0, t1 = (t["token"] for t in made["tokens"])
        assert api.take(code, t0, 3, 0).status_code == 200
        assert api.take(code, t1, 2, 1).status_code == 200
        before = api.view(code, t0).json()
    with running(db_url) as (_, api):
        after = api.view(code, t0).json()
        assert after["version"] == 2 and after["view"] == before["view"]
        version, heap, tokens = 2, 7, [t0, t1]
        while heap:
            take = min(3, heap)
            r = api.take(code, tokens[version % 2], take, version)
            assert r.status_code == 200, r.text
            version, heap = version + 1, heap - take
        # 7 -> 4 -> 1 -> 0: seat 0 takes the last counter.
        assert api.view(code, t1).json()["result"]["ranking"] == [[0], [1]]


def test_the_log_replays_to_the_snapshot(db_url: str) -> None:
    with running(db_url) as (client, api):
        made = api.create(seats=["human", "human", "human"], pass_and_play=True)
        code = made["code"]
        tokens = [t["token"] for t in made["tokens"]]
        for version in range(5):
            assert api.take(code, tokens[version % 3], 1 + version % 2, version).status_code == 200
        store: Store = client.app.state.platform.store  # type: ignore[attr-defined]
        row = store.load(code)
        assert row is not None and row.version == 5
        steps = store.steps_since(row.id, 0)
        assert [s.version for s in steps] == [1, 2, 3, 4, 5]
        assert steps[0].seat == 0 and steps[0].action == {"type": "take", "take": 1}
        assert steps[0].events[0]["to"] is None and steps[0].events[0]["kind"] == "took"
        record = Record("nim", row.options, row.seed, row.players, row.started_at or 0.0)
        for s in steps:
            assert s.action is not None and s.seat is not None
            record.add_action(s.seat, s.action, s.at)
        assert json.dumps(record.replay().to_json(), separators=(",", ":")) == row.snapshot


def _head() -> str:
    config = Config()
    config.set_main_option("script_location", str(MIGRATIONS))
    head = ScriptDirectory.from_config(config).get_current_head()
    assert head is not None
    return head


def test_migrations_run_at_every_start_and_are_idempotent(db_url: str) -> None:
    store = Store(Settings(db=db_url).database_url)
    try:
        store.migrate()
        store.migrate()
        with store.engine.connect() as conn:
            current = conn.execute(text("SELECT version_num FROM alembic_version")).scalar()
            assert current == _head()
            for table in ("games", "seats", "steps"):
                conn.execute(text(f"SELECT count(*) FROM {table}"))
    finally:
        store.close()


def test_of_two_racing_submissions_exactly_one_wins(db_url: str) -> None:
    with running(db_url) as (_, api):
        made = api.create(seats=["human", "human"], pass_and_play=True, options={"heap": 20})
        code, token = made["code"], made["token"]
        start = threading.Barrier(6)

        def submit(n: int) -> int:
            start.wait()
            status: int = api.take(code, token, 1 + n % 3, 0).status_code
            return status

        with ThreadPoolExecutor(6) as pool:
            statuses = sorted(pool.map(submit, range(6)))
        assert statuses == [200, 409, 409, 409, 409, 409]
        assert api.view(code).json()["version"] == 1


def test_the_store_lets_one_writer_per_version_commit(db_url: str) -> None:
    store = Store(Settings(db=db_url).database_url)
    try:
        store.migrate()
        game_id, _ = store.create(
            new_code=lambda: "ABCDEF",
            game="nim",
            options={},
            seed=1,
            seats=[SeatRow(0, "human", "Ann", None, True), SeatRow(1, "human", "Bob", None, True)],
            bot_delay=0.0,
            now=0.0,
        )
        progress = Progress("playing", None, False, None)
        start = threading.Barrier(8)

        def commit(i: int) -> bool:
            start.wait()
            step = StepRow(1, 0, {"type": "take", "take": i}, 1.0, [])
            return store.commit(game_id, 0, step, f"snapshot {i}", progress)

        with ThreadPoolExecutor(8) as pool:
            won = list(pool.map(commit, range(8)))
        assert won.count(True) == 1
        row = store.load("ABCDEF")
        assert row is not None and row.version == 1
        assert row.snapshot == f"snapshot {won.index(True)}"
        assert len(store.steps_since(game_id, 0)) == 1
    finally:
        store.close()
