"""Retention: an index on (status, updated_at), so the sweep that deletes expired
games reads a range of it instead of every game.

Revision ID: 0003
Revises: 0002
"""

from __future__ import annotations

from alembic import op

revision = "0003"
down_revision = "0002"
branch_labels = None
depends_on = None


def upgrade() -> None:
    op.create_index("ix_games_status_updated", "games", ["status", "updated_at"])


def downgrade() -> None:
    op.drop_index("ix_games_status_updated", "games")
