"""``eqgames serve``: run the web app (REST, WebSocket and the browser app) with uvicorn.

With no ``--db`` the games are kept in a SQLite file (its path is printed);
``--db postgresql://user:pass@host/db`` uses PostgreSQL, and ``--redis URL``
lets several instances on one database share live games (docs/deploy.md).
"""

from __future__ import annotations

import argparse
from typing import Any

HOUR = 3600.0
DAY = 24 * HOUR
#: Seconds a client has to send a request's line and headers, and their largest size.
HEAD_TIMEOUT = 10.0
MAX_HEAD = 16 * 1024
#: Seconds an idle connection is kept open for its next request.
KEEP_ALIVE = 20


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
    p.add_argument("--tool-workers", type=int, default=1, help="worker processes for puzzles and tools")
    p.add_argument(
        "--tool-pool", choices=("process", "thread"), default="process", help=argparse.SUPPRESS
    )
    # Limits and retention: the defaults are Settings' (docs/deploy.md lists them).
    p.add_argument(
        "--creates-per-minute", type=int, help="games one address may create a minute (30)"
    )
    p.add_argument(
        "--sockets-per-client", type=int, help="WebSocket connections one address may hold (32)"
    )
    p.add_argument(
        "--keep-finished", type=float, metavar="DAYS", help="days a finished game is kept (30)"
    )
    p.add_argument(
        "--abandoned-after",
        type=float,
        metavar="DAYS",
        help="days without a move after which a game in play is deleted (7)",
    )
    p.add_argument(
        "--waiting-expire",
        type=float,
        metavar="HOURS",
        help="hours a game nobody joined is kept (24)",
    )
    p.add_argument("--log-level", default="info", choices=("debug", "info", "warning", "error"))


def run(args: argparse.Namespace) -> int:
    import uvicorn
    from sqlalchemy.engine import make_url

    from eqgames.cli import fail
    from eqgames.server import Settings, create_app
    from eqgames.server.headguard import guarded_http

    if args.bot_delay < 0 or args.bot_workers < 1 or args.tool_workers < 1:
        return fail("--bot-delay must be >= 0, and --bot-workers and --tool-workers >= 1")
    given = {
        "creates_per_minute": args.creates_per_minute,
        "sockets_per_client": args.sockets_per_client,
        "keep_finished": None if args.keep_finished is None else args.keep_finished * DAY,
        "abandoned_after": None if args.abandoned_after is None else args.abandoned_after * DAY,
        "waiting_expire": None if args.waiting_expire is None else args.waiting_expire * HOUR,
    }
    limits = {k: v for k, v in given.items() if v is not None}
    if any(v <= 0 for v in limits.values()):
        return fail(
            "--creates-per-minute, --sockets-per-client, --keep-finished, --abandoned-after"
            " and --waiting-expire must be positive"
        )
    settings = Settings(
        db=args.db or "",
        redis=args.redis,
        bot_delay=args.bot_delay,
        bot_workers=args.bot_workers,
        bot_pool=args.bot_pool,
        tool_pool=args.tool_pool,
        tool_workers=args.tool_workers,
        settle_memory=True,
        **limits,
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
        timeout_keep_alive=KEEP_ALIVE,
        # A slow or huge request head is dropped (the body's deadline is the app's).
        http=guarded_http(HEAD_TIMEOUT, MAX_HEAD),
        # A WebSocket message over the body limit closes the connection before it is
        # assembled in memory (the app checks again before parsing).
        ws_max_size=settings.max_body,
    )
    return 0
