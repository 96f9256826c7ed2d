"""Apply the Alembic migrations shipped inside the package, at every start.

Several instances may start at once on one PostgreSQL: an advisory lock makes
them take turns, so each finds the schema either untouched or complete.
"""

from __future__ import annotations

from pathlib import Path

from alembic import command
from alembic.config import Config
from sqlalchemy import Engine, text

MIGRATIONS = Path(__file__).resolve().parent / "migrations"
_LOCK_ID = 7_263_001  # any constant shared by every instance


def upgrade(engine: Engine) -> None:
    cfg = Config()
    cfg.set_main_option("script_location", str(MIGRATIONS))
    with engine.begin() as conn:
        if conn.dialect.name == "postgresql":
            conn.execute(text("SELECT pg_advisory_xact_lock(:id)"), {"id": _LOCK_ID})
        cfg.attributes["connection"] = conn
        command.upgrade(cfg, "head")
