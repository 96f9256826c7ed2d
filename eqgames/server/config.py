"""The server's settings: one frozen dataclass, filled from the command line or by tests.

    >>> Settings(db="postgresql://u@localhost/eq").database_url
    'postgresql+psycopg://u@localhost/eq'
    >>> Settings(db="/tmp/x.db").database_url
    'sqlite:////tmp/x.db'
"""

from __future__ import annotations

import os
from dataclasses import dataclass, field
from pathlib import Path
from typing import Literal

WEB_DIR = Path(__file__).resolve().parent.parent / "web"


def default_sqlite_path() -> Path:
    """Where games live when no ``--db`` is given: the user's data directory."""
    base = os.environ.get("XDG_DATA_HOME") or str(Path.home() / ".local" / "share")
    return Path(base) / "eqgames" / "games.db"


@dataclass(frozen=True)
class Settings:
    #: A database URL (``sqlite:///file``, ``postgresql://…``) or a file path; "" = default file.
    db: str = ""
    #: ``redis://host:port/0`` to share events with other instances; None = this process only.
    redis: str | None = None
    #: Seconds a bot waits before acting unless a game asks otherwise, so it feels human.
    bot_delay: float = 0.8
    #: "process": bots think in worker processes (the default: they never hold the GIL the
    #: event loop needs); "thread": in threads of this process (tests, tiny machines).
    bot_pool: Literal["process", "thread"] = "process"
    bot_workers: int = 2
    #: Seconds between WebSocket heartbeats.
    heartbeat: float = 20.0
    #: Largest request body accepted (bytes); larger ones get 413.
    max_body: int = 64 * 1024
    #: Messages waiting for one WebSocket client before older ones are dropped.
    queue_size: int = 16
    #: How often each instance looks for overdue deadlines and bot turns in the database
    #: (catches what a stopped instance left behind).
    sweep_every: float = 5.0
    web_dir: Path = field(default=WEB_DIR)
    #: Freeze what start-up built out of the garbage collector's sight (see
    #: ``platform.settle_memory``). Process-wide, so ``eqgames serve`` turns it on and
    #: tests, which start many apps in one process, leave it off.
    settle_memory: bool = False

    @property
    def database_url(self) -> str:
        db = self.db or str(default_sqlite_path())
        for prefix in ("postgresql://", "postgres://"):
            if db.startswith(prefix):
                return "postgresql+psycopg://" + db[len(prefix) :]
        if "://" in db:
            return db
        return f"sqlite:///{Path(db).expanduser().resolve()}"

    @property
    def sqlite_path(self) -> Path | None:
        url = self.database_url
        return Path(url[len("sqlite:///") :]) if url.startswith("sqlite:///") else None
