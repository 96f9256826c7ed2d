"""The tables, as SQLAlchemy Core metadata (the migrations are written out separately).

Times are POSIX seconds (floats), the same clock the engines are given.
JSON values are stored as text so SQLite and PostgreSQL hold them alike.
"""

from __future__ import annotations

from sqlalchemy import (
    BigInteger,
    Boolean,
    Column,
    Float,
    ForeignKey,
    Index,
    Integer,
    MetaData,
    String,
    Table,
    Text,
)

metadata = MetaData()

games = Table(
    "games",
    metadata,
    Column("id", Integer, primary_key=True, autoincrement=True),
    Column("code", String(6), nullable=False, unique=True),
    Column("game", String(40), nullable=False),
    Column("options", Text, nullable=False),
    Column("seed", BigInteger, nullable=False),
    Column("players", Integer, nullable=False),
    # waiting (for people to join) -> playing -> over
    Column("status", String(10), nullable=False),
    Column("version", Integer, nullable=False),
    Column("snapshot", Text),
    # When the state's next timeout falls, and whether a bot is to act: the sweep
    # that resumes games after a restart finds its work by these two columns.
    Column("deadline", Float, index=True),
    Column("bot_turn", Boolean, nullable=False),
    Column("bot_delay", Float, nullable=False),
    Column("result", Text),
    Column("created_at", Float, nullable=False),
    Column("started_at", Float),
    Column("updated_at", Float, nullable=False),
    # One worker at a time ticks a game, across instances: it claims the row until
    # ``lease_until`` (migration 0002).
    Column("lease_owner", String(32)),
    Column("lease_until", Float),
    # A game whose tick failed is marked, and every sweep skips it from then on.
    Column("failed_at", Float),
    Column("failure", Text),
    # Rematches (migration 0004): the game this one is a rematch of, and the offer of a
    # rematch of this one (JSON: who offered, each seat's answer, the new game's code).
    Column("previous", String(6)),
    Column("rematch", Text),
)
# The retention sweep finds expired games by status and age: a range of this index.
Index("ix_games_status_updated", games.c.status, games.c.updated_at)

seats = Table(
    "seats",
    metadata,
    Column("game_id", Integer, ForeignKey("games.id"), primary_key=True),
    Column("seat", Integer, primary_key=True),
    Column("kind", String(20), nullable=False),  # "human" or "bot:<level>"
    Column("name", String(80), nullable=False),
    Column("token_hash", String(64)),
    Column("joined", Boolean, nullable=False),
)

steps = Table(
    "steps",
    metadata,
    Column("game_id", Integer, ForeignKey("games.id"), primary_key=True),
    # The version this step produced (1 for the first step after the deal).
    Column("version", Integer, primary_key=True),
    Column("seat", Integer),  # None: a tick (timeout)
    Column("action", Text),
    Column("at", Float, nullable=False),
    # Every event with the seats it is addressed to, so any instance can forward them.
    Column("events", Text, nullable=False),
)

# A finished game's analysis, computed once when first asked for (migration 0004).
analyses = Table(
    "analyses",
    metadata,
    Column("game_id", Integer, ForeignKey("games.id"), primary_key=True),
    Column("made_at", Float, nullable=False),
    Column("analysis", Text, nullable=False),
)
