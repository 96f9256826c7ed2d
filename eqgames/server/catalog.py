"""What the home page lists: every game, built or coming soon.

Each built game comes with its options' defaults (``options``) and, for each
option, its label and bounds (``bounds``: ``label``, ``min``, ``max``, ``zero``
— what 0 means when it is allowed outside min…max —, ``unit``, ``choices``),
so the new-game form can name the options and set its limits, and its tools
(``tools``: name, summary, whether a player may use it during an online game,
the command-line command), the routes of ``POST /api/tools/GAME/TOOL``.

``built`` says whether the browser app can play the game: its engine is
registered *and* its board module (``web/boards/GAME.js``) exists. An engine
without a board yet (Equations before its board lands) is listed as coming soon
on the home page, while its tools and its API games already work.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

from eqgames import games

#: The games the browser app has a board module for (read once: the files ship with the package).
BOARDS = frozenset(p.stem for p in (Path(__file__).resolve().parent.parent / "web" / "boards").glob("*.js"))

#: Titles of the five equation games, for those not built yet.
TITLES = {
    "equations": "Equations",
    "mathable": "Mathable",
    "memorymath": "Memory Math",
    "crossdigits": "Crossdigits",
    "formula": "Formula",
}


def catalog() -> list[dict[str, Any]]:
    """The five equation games in their order, then the other registered games (Nim)."""
    built = games.names()
    names = [*games.EQUATION_GAMES, *(n for n in built if n not in games.EQUATION_GAMES)]
    out: list[dict[str, Any]] = []
    for name in names:
        featured = name in games.EQUATION_GAMES
        if name not in built:
            out.append(
                {
                    "name": name,
                    "title": TITLES.get(name, name),
                    "built": False,
                    "featured": featured,
                    "min_players": None,
                    "max_players": None,
                    "bot_levels": [],
                    "options": {},
                    "bounds": {},
                    "tools": [],
                }
            )
            continue
        game = games.load(name)
        out.append(
            {
                "name": name,
                "title": game.title,
                "built": name in BOARDS,
                "featured": featured,
                "min_players": game.min_players,
                "max_players": game.max_players,
                "bot_levels": list(game.bot_levels()),
                "options": game.options.to_json(),
                "bounds": game.options_class.bounds_json(),
                # What the game offers besides play (POST /api/tools/GAME/TOOL).
                "tools": [
                    {"name": t.name, "summary": t.summary, "online": t.online, "command": t.command}
                    for t in game.tools()
                ],
            }
        )
    return out
