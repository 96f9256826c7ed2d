"""The first schema: games, seats, steps.

Revision ID: 0001
"""

from __future__ import annotations

import sqlalchemy as sa
from alembic import op

revision = "0001"
down_revision = None
branch_labels = None
depends_on = None


def upgrade() -> None:
    op.create_table(
        "games",
        sa.Column("id", sa.Integer, primary_key=True, autoincrement=True),
        sa.Column("code", sa.String(6), nullable=False, unique=True),
        sa.Column("game", sa.String(40), nullable=False),
        sa.Column("options", sa.Text, nullable=False),
        sa.Column("seed", sa.BigInteger, nullable=False),
        sa.Column("players", sa.Integer, nullable=False),
        sa.Column("status", sa.String(10), nullable=False),
        sa.Column("version", sa.Integer, nullable=False),
        sa.Column("snapshot", sa.Text),
        sa.Column("deadline", sa.Float),
        sa.Column("bot_turn", sa.Boolean, nullable=False),
        sa.Column("bot_delay", sa.Float, nullable=False),
        sa.Column("result", sa.Text),
        sa.Column("created_at", sa.Float, nullable=False),
        sa.Column("started_at", sa.Float),
        sa.Column("updated_at", sa.Float, nullable=False),
    )
    op.create_index("ix_games_deadline", "games", ["deadline"])
    op.create_table(
        "seats",
        sa.Column("game_id", sa.Integer, sa.ForeignKey("games.id"), primary_key=True),
        sa.Column("seat", sa.Integer, primary_key=True),
        sa.Column("kind", sa.String(20), nullable=False),
        sa.Column("name", sa.String(80), nullable=False),
        sa.Column("token_hash", sa.String(64)),
        sa.Column("joined", sa.Boolean, nullable=False),
    )
    op.create_table(
        "steps",
        sa.Column("game_id", sa.Integer, sa.ForeignKey("games.id"), primary_key=True),
        sa.Column("version", sa.Integer, primary_key=True),
        sa.Column("seat", sa.Integer),
        sa.Column("action", sa.Text),
        sa.Column("at", sa.Float, nullable=False),
        sa.Column("events", sa.Text, nullable=False),
    )


def downgrade() -> None:
    op.drop_table("steps")
    op.drop_table("seats")
    op.drop_index("ix_games_deadline", "games")
    op.drop_table("games")
