"""Queries: the only module that talks SQL.

Every method is synchronous and short; the server calls them from worker
threads so the event loop never waits on the database. Writes that change a
game name the version they read (:meth:`Store.commit`): of two writers that
read the same version, exactly one succeeds.
"""

from __future__ import annotations

import contextlib
import json
import threading
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Any

from sqlalchemy import (
    Engine,
    Select,
    and_,
    bindparam,
    create_engine,
    delete,
    event,
    insert,
    or_,
    select,
    update,
)
from sqlalchemy.exc import IntegrityError

from ..jsonio import dumps
from . import tables
from .migrate import upgrade


@dataclass(frozen=True)
class SeatRow:
    seat: int
    kind: str  # "human" or "bot:<level>"
    name: str
    token_hash: str | None
    joined: bool


@dataclass(frozen=True)
class StepRow:
    version: int
    seat: int | None  # None: a tick
    action: dict[str, Any] | None
    at: float
    events: list[dict[str, Any]]  # {"kind", "data", "to": [seats] | None}


@dataclass(frozen=True)
class GameRow:
    id: int
    code: str
    game: str
    options: dict[str, Any]
    seed: int
    players: int
    status: str
    version: int
    snapshot: str | None
    deadline: float | None
    bot_turn: bool
    bot_delay: float
    result: dict[str, Any] | None
    created_at: float
    started_at: float | None
    updated_at: float
    seats: tuple[SeatRow, ...]
    #: When a tick of this game failed (None: it never did); sweeps skip it.
    failed_at: float | None = None
    #: The game this one is a rematch of, and the offer of a rematch of this one.
    previous: str | None = None
    rematch: dict[str, Any] | None = None


@dataclass(frozen=True)
class Progress:
    """What a change leaves behind, besides the snapshot: for the sweep and the lists."""

    status: str
    deadline: float | None
    bot_turn: bool
    result: dict[str, Any] | None


# The hottest statements, built once: building a statement costs more than running it.
_g = tables.games
_COMMIT = (
    update(_g)
    .where(_g.c.id == bindparam("p_id"), _g.c.version == bindparam("p_read"))
    .values(
        version=bindparam("p_version"),
        snapshot=bindparam("p_snapshot"),
        updated_at=bindparam("p_at"),
        status=bindparam("p_status"),
        deadline=bindparam("p_deadline"),
        bot_turn=bindparam("p_bot_turn"),
        result=bindparam("p_result"),
    )
)
_STEP = insert(tables.steps)
_GAME = select(_g).where(_g.c.code == bindparam("p_code"))
_SEATS = (
    select(tables.seats)
    .where(tables.seats.c.game_id == bindparam("p_id"))
    .order_by(tables.seats.c.seat)
)


def make_engine(url: str) -> Engine:
    if url.startswith("sqlite"):
        engine = create_engine(
            url,
            connect_args={"check_same_thread": False, "timeout": 30},
            pool_size=20,
            max_overflow=20,
        )

        @event.listens_for(engine, "connect")
        def _pragmas(dbapi_conn: Any, _record: Any) -> None:
            cur = dbapi_conn.cursor()
            # WAL lets readers go on while one writer commits; NORMAL sync is durable
            # across a process crash, which is what a game server needs.
            cur.execute("PRAGMA journal_mode=WAL")
            cur.execute("PRAGMA synchronous=NORMAL")
            cur.execute("PRAGMA foreign_keys=ON")
            cur.close()

        return engine
    return create_engine(url, pool_size=10, max_overflow=30, pool_pre_ping=True)


class Store:
    def __init__(self, url: str) -> None:
        self.url = url
        self.engine = make_engine(url)
        # SQLite has one writer at a time, and a writer that finds the lock taken sleeps
        # in steps of up to 100 ms: queueing writers on a lock here is far faster.
        # (PostgreSQL locks rows, so its writers go in parallel.)
        self._writing: contextlib.AbstractContextManager[Any] = (
            threading.Lock() if url.startswith("sqlite") else contextlib.nullcontext()
        )

    def _write(self) -> contextlib.AbstractContextManager[Any]:
        return self._writing

    def migrate(self) -> None:
        upgrade(self.engine)

    def close(self) -> None:
        self.engine.dispose()

    # -- creating and joining -------------------------------------------------

    def create(
        self,
        *,
        new_code: Callable[[], str],
        game: str,
        options: dict[str, Any],
        seed: int,
        seats: Sequence[SeatRow],
        bot_delay: float,
        now: float,
        previous: str | None = None,
    ) -> tuple[int, str]:
        """Insert a waiting game with a fresh code; returns (id, code)."""
        for _ in range(20):
            code = new_code()
            try:
                with self._write(), self.engine.begin() as conn:
                    game_id = conn.execute(
                        insert(tables.games)
                        .values(
                            code=code,
                            game=game,
                            options=json.dumps(options),
                            seed=seed,
                            players=len(seats),
                            status="waiting",
                            version=0,
                            bot_turn=False,
                            bot_delay=bot_delay,
                            previous=previous,
                            created_at=now,
                            updated_at=now,
                        )
                        .returning(tables.games.c.id)
                    ).scalar_one()
                    conn.execute(
                        insert(tables.seats),
                        [
                            {
                                "game_id": game_id,
                                "seat": s.seat,
                                "kind": s.kind,
                                "name": s.name,
                                "token_hash": s.token_hash,
                                "joined": s.joined,
                            }
                            for s in seats
                        ],
                    )
                return int(game_id), code
            except IntegrityError:
                continue  # the code was taken: draw another
        raise RuntimeError("could not find a free game code")

    def claim_seat(self, game_id: int, seat: int, name: str, token_hash: str) -> bool:
        """Give a free human seat to someone; False if another got it first."""
        with self._write(), self.engine.begin() as conn:
            done = conn.execute(
                update(tables.seats)
                .where(
                    tables.seats.c.game_id == game_id,
                    tables.seats.c.seat == seat,
                    tables.seats.c.joined.is_(False),
                )
                .values(name=name, token_hash=token_hash, joined=True)
            ).rowcount
        return done == 1

    def start(self, game_id: int, snapshot: str, progress: Progress, now: float) -> bool:
        """Store the deal of a waiting game (version 0); False if it was already dealt."""
        with self._write(), self.engine.begin() as conn:
            done = conn.execute(
                update(tables.games)
                .where(tables.games.c.id == game_id, tables.games.c.status == "waiting")
                .values(snapshot=snapshot, started_at=now, updated_at=now, **_progress(progress))
            ).rowcount
        return done == 1

    # -- playing --------------------------------------------------------------

    def commit(
        self, game_id: int, read_version: int, step: StepRow, snapshot: str, progress: Progress
    ) -> bool:
        """Append a step and its snapshot if the game is still at ``read_version``."""
        assert step.version == read_version + 1
        with self.engine.connect() as conn, self._write(), conn.begin():
            # The UPDATE comes first, so on SQLite the transaction takes the write
            # lock at once (and waits for it) instead of failing to upgrade a read.
            done = conn.execute(
                _COMMIT,
                {
                    "p_id": game_id,
                    "p_read": read_version,
                    "p_version": step.version,
                    "p_snapshot": snapshot,
                    "p_at": step.at,
                    **{f"p_{k}": v for k, v in _progress(progress).items()},
                },
            ).rowcount
            if done != 1:
                conn.rollback()
                return False
            conn.execute(
                _STEP,
                {
                    "game_id": game_id,
                    "version": step.version,
                    "seat": step.seat,
                    "action": None if step.action is None else dumps(step.action),
                    "at": step.at,
                    "events": dumps(step.events),
                },
            )
        return True

    # -- reading --------------------------------------------------------------

    def load(self, code: str) -> GameRow | None:
        with self.engine.connect() as conn:
            row = conn.execute(_GAME, {"p_code": code}).first()
            if row is None:
                return None
            seat_rows = conn.execute(_SEATS, {"p_id": row.id}).all()
        seats = tuple(
            SeatRow(s.seat, s.kind, s.name, s.token_hash, bool(s.joined)) for s in seat_rows
        )
        return GameRow(
            id=row.id,
            code=row.code,
            game=row.game,
            options=json.loads(row.options),
            seed=int(row.seed),
            players=row.players,
            status=row.status,
            version=row.version,
            snapshot=row.snapshot,
            deadline=row.deadline,
            bot_turn=bool(row.bot_turn),
            bot_delay=float(row.bot_delay),
            result=None if row.result is None else json.loads(row.result),
            created_at=row.created_at,
            started_at=row.started_at,
            updated_at=row.updated_at,
            seats=seats,
            failed_at=row.failed_at,
            previous=row.previous,
            rematch=None if row.rematch is None else json.loads(row.rematch),
        )

    def steps_since(self, game_id: int, version: int) -> list[StepRow]:
        """The steps after ``version``, oldest first."""
        with self.engine.connect() as conn:
            rows = conn.execute(
                select(tables.steps)
                .where(tables.steps.c.game_id == game_id, tables.steps.c.version > version)
                .order_by(tables.steps.c.version)
            ).all()
        return [
            StepRow(
                r.version,
                r.seat,
                None if r.action is None else json.loads(r.action),
                r.at,
                json.loads(r.events),
            )
            for r in rows
        ]

    # -- ticks: one worker at a time, and games whose tick failed -------------------

    def claim_tick(self, game_id: int, owner: str, now: float, hold: float) -> bool:
        """Claim the right to tick a game until ``now + hold``; False if another holds it."""
        g = tables.games
        with self._write(), self.engine.begin() as conn:
            done = conn.execute(
                update(g)
                .where(
                    g.c.id == game_id,
                    g.c.failed_at.is_(None),
                    or_(g.c.lease_until.is_(None), g.c.lease_until < now, g.c.lease_owner == owner),
                )
                .values(lease_owner=owner, lease_until=now + hold)
            ).rowcount
        return done == 1

    def release_tick(self, game_id: int, owner: str) -> None:
        g = tables.games
        with self._write(), self.engine.begin() as conn:
            conn.execute(
                update(g)
                .where(g.c.id == game_id, g.c.lease_owner == owner)
                .values(lease_owner=None, lease_until=None)
            )

    def mark_failed(self, code: str, now: float, failure: str) -> None:
        """Mark a game whose tick (or loading) failed: no sweep or start-up resumes it again."""
        g = tables.games
        with self._write(), self.engine.begin() as conn:
            conn.execute(
                update(g)
                .where(g.c.code == code, g.c.failed_at.is_(None))
                .values(failed_at=now, failure=failure[:500])
            )

    # -- analyses and rematches ------------------------------------------------

    def analysis(self, game_id: int) -> str | None:
        """The stored analysis of a game (JSON text), if it has been made."""
        a = tables.analyses
        with self.engine.connect() as conn:
            row = conn.execute(select(a.c.analysis).where(a.c.game_id == game_id)).first()
        return None if row is None else str(row.analysis)

    def save_analysis(self, game_id: int, text: str, now: float) -> str:
        """Store a game's analysis unless one is stored already; returns the stored one."""
        try:
            with self._write(), self.engine.begin() as conn:
                conn.execute(insert(tables.analyses).values(game_id=game_id, made_at=now, analysis=text))
        except IntegrityError:
            pass  # another instance made it first: both are the same (pure), keep theirs
        stored = self.analysis(game_id)
        assert stored is not None
        return stored

    def set_rematch(self, game_id: int, read: dict[str, Any] | None, offer: dict[str, Any]) -> bool:
        """Replace the rematch offer of a game if it is still ``read``; False if it changed."""
        g = tables.games
        was = g.c.rematch.is_(None) if read is None else g.c.rematch == dumps(read)
        with self._write(), self.engine.begin() as conn:
            done = conn.execute(update(g).where(g.c.id == game_id, was).values(rematch=dumps(offer))).rowcount
        return done == 1

    def in_play(self) -> list[str]:
        """Codes of games in play that wait on a clock or a bot (resumed at start)."""
        g = tables.games
        with self.engine.connect() as conn:
            rows = conn.execute(
                select(g.c.code).where(
                    g.c.status == "playing",
                    g.c.failed_at.is_(None),
                    or_(g.c.deadline.is_not(None), g.c.bot_turn.is_(True)),
                )
            ).all()
        return [r.code for r in rows]

    def due(self, now: float, deadline_grace: float, bot_grace: float) -> list[str]:
        """Codes of games in play whose deadline has passed or whose bot is overdue."""
        g = tables.games
        with self.engine.connect() as conn:
            rows = conn.execute(
                select(g.c.code).where(
                    g.c.status == "playing",
                    g.c.failed_at.is_(None),
                    or_(
                        g.c.deadline <= now - deadline_grace,
                        and_(
                            g.c.bot_turn.is_(True),
                            g.c.updated_at <= now - bot_grace - g.c.bot_delay,
                        ),
                    ),
                )
            ).all()
        return [r.code for r in rows]

    # -- retention ------------------------------------------------------------

    def expire(self, before: dict[str, float], limit: int = 500) -> list[str]:
        """Delete up to ``limit`` games of each status last changed before ``before[status]``.

        Returns their codes. Each status is a range of the index on (status,
        updated_at), never a scan of every game. A game changed meanwhile (someone
        joined, moved) is kept: the rows are locked and their age checked again
        before anything is deleted.
        """
        g = tables.games
        codes: list[str] = []
        for status, cutoff in before.items():
            with self.engine.connect() as conn:
                ids = [r.id for r in conn.execute(expired(status, cutoff, limit))]
            if not ids:
                continue
            with self._write(), self.engine.begin() as conn:
                # A no-op UPDATE takes each row's lock (PostgreSQL) or the write lock
                # (SQLite), so no step or seat can be added to a game being deleted.
                kept = conn.execute(
                    update(g)
                    .where(g.c.id.in_(ids), g.c.status == status, g.c.updated_at < cutoff)
                    .values(updated_at=g.c.updated_at)
                    .returning(g.c.id, g.c.code)
                ).all()
                gone = [r.id for r in kept]
                if not gone:
                    continue
                conn.execute(delete(tables.steps).where(tables.steps.c.game_id.in_(gone)))
                conn.execute(delete(tables.analyses).where(tables.analyses.c.game_id.in_(gone)))
                conn.execute(delete(tables.seats).where(tables.seats.c.game_id.in_(gone)))
                conn.execute(delete(g).where(g.c.id.in_(gone)))
            codes.extend(r.code for r in kept)
        return codes


def expired(status: str, cutoff: float, limit: int) -> Select[Any]:
    """The oldest games of ``status`` last changed before ``cutoff``: an index range."""
    g = tables.games
    return (
        select(g.c.id)
        .where(g.c.status == status, g.c.updated_at < cutoff)
        .order_by(g.c.updated_at)
        .limit(limit)
    )


def _progress(p: Progress) -> dict[str, Any]:
    return {
        "status": p.status,
        "deadline": p.deadline,
        "bot_turn": p.bot_turn,
        "result": None if p.result is None else json.dumps(p.result),
    }
