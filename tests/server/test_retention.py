"""Retention: expired games are deleted by an index range; everything else is kept."""

from __future__ import annotations

import time
from typing import Any

from sqlalchemy import text, update

from eqgames.server import Settings
from eqgames.server.storage import Store, tables
from eqgames.server.storage.store import expired

from .conftest import Api, running

DAY = 24 * 3600.0


def _age(api: Api, code: str, seconds: float) -> None:
    """Make a game look as if its last change was ``seconds`` ago."""
    store = api.client.app.state.platform.store  # type: ignore[attr-defined]
    with store.engine.begin() as conn:
        conn.execute(
            update(tables.games)
            .where(tables.games.c.code == code)
            .values(updated_at=time.time() - seconds)
        )


def _finished(api: Api) -> str:
    made = api.create(seats=["human", "human"], pass_and_play=True, options={"heap": 3})
    code, t0 = made["code"], made["tokens"][0]["token"]
    r = api.take(code, t0, 3, 0)
    assert r.status_code == 200 and r.json()["room"]["status"] == "over"
    return str(code)


def test_waiting_abandoned_and_finished_games_expire_after_their_times(db_url: str) -> None:
    with running(db_url) as (client, api):
        platform = client.app.state.platform  # type: ignore[attr-defined]
        s = platform.settings
        old_waiting = api.create(seats=["human", "human"])["code"]
        new_waiting = api.create(seats=["human", "human"])["code"]
        old_playing = api.create(seats=["human", "human"], pass_and_play=True)["code"]
        new_playing = api.create(seats=["human", "human"], pass_and_play=True)["code"]
        old_over, new_over = _finished(api), _finished(api)
        _age(api, old_waiting, s.waiting_expire + 60)
        _age(api, new_waiting, s.waiting_expire - 600)
        _age(api, old_playing, s.abandoned_after + 60)
        _age(api, new_playing, s.waiting_expire + 60)  # old for a waiting game, not for a game in play
        _age(api, old_over, s.keep_finished + 60)
        _age(api, new_over, s.abandoned_after + 60)  # finished games are kept longer
        gone = platform.retention.sweep()
        assert sorted(gone) == sorted([old_waiting, old_playing, old_over])
        for code in gone:
            assert api.view(code).status_code == 404
            assert api.join(code).status_code == 404
        for code in (new_waiting, new_playing, new_over):
            assert api.view(code).status_code == 200
        with platform.store.engine.connect() as conn:
            ids = conn.execute(text("SELECT id FROM games")).scalars().all()
            for table in ("seats", "steps"):
                orphans = conn.execute(
                    text(f"SELECT count(*) FROM {table} WHERE game_id NOT IN ({','.join(map(str, ids))})")
                ).scalar()
                assert orphans == 0, table
        assert platform.retention.sweep() == []  # nothing more to do


def test_a_game_moved_since_it_was_found_is_kept(sqlite_db: str) -> None:
    with running(sqlite_db) as (client, api):
        store: Store = client.app.state.platform.store  # type: ignore[attr-defined]
        made = api.create(seats=["human", "human"], pass_and_play=True, options={"heap": 10})
        code = made["code"]
        _age(api, code, 10 * DAY)
        cutoff = time.time() - DAY
        write = store._write
        moved: list[bool] = []

        def found_then_moved() -> Any:
            # Between finding the expired games and deleting them, the player moves.
            if not moved:
                moved.append(True)
                assert api.take(code, made["tokens"][0]["token"], 1, 0).status_code == 200
            return write()

        store._write = found_then_moved  # type: ignore[method-assign]
        try:
            assert store.expire({"playing": cutoff}) == []
        finally:
            store._write = write  # type: ignore[method-assign]
        assert moved
        assert api.view(code).status_code == 200


def test_the_sweep_reads_an_index_range_not_the_table(tmp_path: object) -> None:
    store = Store(Settings(db=f"{tmp_path}/games.db").database_url)
    try:
        store.migrate()
        query = expired("over", 1.0, 500).compile(
            store.engine, compile_kwargs={"literal_binds": True}
        )
        with store.engine.connect() as conn:
            plan = " ".join(str(r[-1]) for r in conn.execute(text(f"EXPLAIN QUERY PLAN {query}")))
        assert "ix_games_status_updated" in plan and "SCAN games" not in plan, plan
    finally:
        store.close()
