"""Ticks: a lease so one worker at a time ticks a game, and a mark for games whose tick failed.

Revision ID: 0002
Revises: 0001
"""

from __future__ import annotations

import sqlalchemy as sa
from alembic import op

revision = "0002"
down_revision = "0001"
branch_labels = None
depends_on = None


def upgrade() -> None:
    with op.batch_alter_table("games") as batch:
        # Who is ticking the game (an instance's id) and until when the claim holds.
        batch.add_column(sa.Column("lease_owner", sa.String(32)))
        batch.add_column(sa.Column("lease_until", sa.Float))
        # When a tick failed (the game is then skipped by every sweep), and why.
        batch.add_column(sa.Column("failed_at", sa.Float))
        batch.add_column(sa.Column("failure", sa.Text))


def downgrade() -> None:
    with op.batch_alter_table("games") as batch:
        batch.drop_column("failure")
        batch.drop_column("failed_at")
        batch.drop_column("lease_until")
        batch.drop_column("lease_owner")
