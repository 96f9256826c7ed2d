"""Storage: every game is an append-only log of steps, a snapshot and a version.

The snapshot makes loading a game one read; the log makes it replayable and
auditable; the version makes concurrent writers safe (a write names the version
it read, and only one writer per version succeeds). Tables are in
:mod:`.tables`, queries in :mod:`.store`, schema changes in ``migrations/``
(Alembic, applied automatically at start by :func:`.migrate.upgrade`).
"""

from .migrate import upgrade
from .store import GameRow, SeatRow, StepRow, Store

__all__ = ["GameRow", "SeatRow", "StepRow", "Store", "upgrade"]
