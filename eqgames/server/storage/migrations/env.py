"""Alembic environment: always run from :func:`eqgames.server.storage.migrate.upgrade`,
which hands over an open connection."""

from __future__ import annotations

from alembic import context

connection = context.config.attributes["connection"]
context.configure(connection=connection, render_as_batch=True)
with context.begin_transaction():
    context.run_migrations()
