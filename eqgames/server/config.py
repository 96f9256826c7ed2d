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
    #: Largest request body accepted (bytes); larger ones get 413. A WebSocket message
    #: larger than this closes its connection (1009) before it is parsed.
    max_body: int = 64 * 1024
    #: Seconds a client has to send a request's whole body, once its headers are in;
    #: a slower one gets 408 and its connection is closed.
    body_timeout: float = 10.0
    #: Messages waiting for one WebSocket client before older ones are dropped.
    queue_size: int = 16
    #: How often each instance looks for overdue deadlines and bot turns in the database
    #: (catches what a stopped instance left behind).
    sweep_every: float = 5.0
    #: Tools (puzzles, previews, the Workbench): "process" runs them in worker processes
    #: of their own, so they never hold the interpreter lock game actions need;
    #: "thread" in threads of this process (tests).
    tool_pool: Literal["process", "thread"] = "process"
    tool_workers: int = 1
    #: Tool calls one client may have in the pool at once (a browser sends a preview per
    #: tile laid without waiting), and calls that may wait for a worker in all; beyond
    #: either the answer is 503 with Retry-After. Waiting calls take turns client by client.
    tools_per_client: int = 8
    tool_queue: int = 64
    #: Games one client address may create per minute (a moving window; shared by every
    #: instance through Redis when there is one); beyond it, 429 with Retry-After.
    creates_per_minute: int = 30
    #: WebSocket connections one client address may hold open on this instance, and the
    #: messages a second the server reads from one connection (the rest wait, unread).
    sockets_per_client: int = 32
    socket_messages_per_second: float = 2.0
    #: Retention, in seconds: a game still waiting for players this long after its last
    #: change is deleted, and so is a game in play nobody has moved in for
    #: ``abandoned_after``; a finished game is kept ``keep_finished`` for review.
    waiting_expire: float = 24 * 3600.0
    abandoned_after: float = 7 * 24 * 3600.0
    keep_finished: float = 30 * 24 * 3600.0
    #: How often each instance deletes expired games (a bounded batch each time).
    retention_every: float = 600.0
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
