"""``eqgames serve``: run the web app (REST, WebSocket and the browser app) with uvicorn.

With no ``--db`` the games are kept in a SQLite file (its path is printed);
``--db postgresql://user:pass@host/db`` uses PostgreSQL, and ``--redis URL``
lets several instances on one database share live games (docs/deploy.md).
"""

from __future__ import annotations

import argparse
from typing import Any


def add_parser(sub: Any) -> None:
    p = sub.add_parser("serve", help="start the web app at http://127.0.0.1:8000")
    p.add_argument("--host", default="127.0.0.1")
    p.add_argument("--port", type=int, default=8000)
    p.add_argument("--db", default=None, help="database URL or SQLite file (default: a SQLite file)")
    p.add_argument("--redis", default=None, help="Redis URL, to run several instances")
    p.add_argument(
        "--bot-delay",
        type=float,
        default=0.8,
        help="seconds a computer player waits before acting (default 0.8)",
    )
    p.add_argument("--bot-workers", type=int, default=2, help="bot worker processes")
    p.add_argument(
        "--bot-pool", choices=("process", "thread"), default="process", help=argparse.SUPPRESS
    )
    p.add_argument("--log-level", default="info", choices=("debug", "info", "warning", "error"))


def run(args: argparse.Namespace) -> int:
    import uvicorn
    from sqlalchemy.engine import make_url

    from eqgames.cli import fail
    from eqgames.server import Settings, create_app

    if args.bot_delay < 0 or args.bot_workers < 1:
        return fail("--bot-delay must be >= 0 and --bot-workers >= 1")
    settings = Settings(
        db=args.db or "",
        redis=args.redis,
        bot_delay=args.bot_delay,
        bot_workers=args.bot_workers,
        bot_pool=args.bot_pool,
        settle_memory=True,
    )
    where = settings.sqlite_path or make_url(settings.database_url).render_as_string(
        hide_password=True
    )
    print(f"eqgames: games are stored in {where}", flush=True)
    if settings.redis:
        print(f"eqgames: sharing live games through {settings.redis}", flush=True)
    print(f"eqgames: open http://{args.host}:{args.port}", flush=True)
    uvicorn.run(
        create_app(settings),
        host=args.host,
        port=args.port,
        log_level=args.log_level,
        proxy_headers=True,
        # Players pause between moves; keeping their connection saves a handshake per move.
        timeout_keep_alive=20,
    )
    return 0
