"""The web server: REST + WebSocket over the game protocol (FastAPI).

:func:`create_app` builds the app; ``eqgames serve`` runs it with uvicorn.
The modules, one job each: :mod:`.api` (routes), :mod:`.rooms` (games people sit
at), :mod:`.storage` (database), :mod:`.hub` (WebSocket clients), :mod:`.fanout`
(other instances), :mod:`.clocks` (deadlines and bot turns), :mod:`.bots`
(the bot worker pool), :mod:`.web` (the browser app's files), :mod:`.codes`
(game codes and seat tokens).
"""

from .app import create_app
from .config import Settings

__all__ = ["Settings", "create_app"]
