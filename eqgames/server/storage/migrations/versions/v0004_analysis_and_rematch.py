"""Analyses and rematches: a table for each finished game's analysis (computed once, when
first asked for), and on games the game a rematch follows and the offer of a rematch.

Revision ID: 0004
Revises: 0003
"""

from __future__ import annotations

import sqlalchemy as sa
from alembic import op

revision = "0004"
down_revision = "0003"
branch_labels = None
depends_on = None


def upgrade() -> None:
    op.create_table(
        "analyses",
        sa.Column("game_id", sa.Integer, sa.ForeignKey("games.id"), primary_key=True),
        sa.Column("made_at", sa.Float, nullable=False),
        sa.Column("analysis", sa.Text, nullable=False),
    )
    with op.batch_alter_table("games") as batch:
        batch.add_column(sa.Column("previous", sa.String(6)))
        batch.add_column(sa.Column("rematch", sa.Text))


def downgrade() -> None:
    with op.batch_alter_table("games") as batch:
        batch.drop_column("rematch")
        batch.drop_column("previous")
    op.drop_table("analyses")
