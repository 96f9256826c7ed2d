"""The server and the command line know games only through the protocol (issue 12).

A game's tools, terminal hooks and analysis are found through ``eqgames.games``
and the game's own declarations, so neither layer imports, or names, a game's
package — adding a game (or a game's tool) touches only that game.
"""

from __future__ import annotations

import re
from pathlib import Path

from eqgames import games

ROOT = Path(__file__).resolve().parent.parent / "eqgames"
GAME_PACKAGES = [p.name for p in (ROOT / "games").iterdir() if (p / "__init__.py").exists()]


def test_there_are_game_packages_to_look_for() -> None:
    assert {"crossdigits", "memorymath", "formula", "nim"} <= set(GAME_PACKAGES)


def test_server_and_cli_name_no_game_package() -> None:
    named = re.compile(r"eqgames[./]games[./](" + "|".join(GAME_PACKAGES) + r")\b")
    relative = re.compile(r"from\s+\.+games\.(" + "|".join(GAME_PACKAGES) + r")\b")
    found = []
    for layer in ("server", "cli"):
        for path in sorted((ROOT / layer).rglob("*.py")):
            for n, line in enumerate(path.read_text(encoding="utf-8").splitlines(), 1):
                if named.search(line) or relative.search(line):
                    found.append(f"{path.relative_to(ROOT)}:{n}: {line.strip()}")
    assert found == []


def test_every_game_tool_is_declared_once_and_well_formed() -> None:
    for name in games.names():
        tools = games.game_class(name).tools()
        assert len({t.name for t in tools}) == len(tools), name
        commands = [t.command for t in tools if t.command]
        assert len(set(commands)) == len(commands), f"{name}: one tool per command"
        for tool in tools:
            assert re.fullmatch(r"[a-z][a-z0-9-]*", tool.name)
            assert tool.summary and tool.summary[0].isupper()
            schema = tool.input_schema()
            assert schema["additionalProperties"] is False
            for param in tool.params:
                assert param.label, f"{name}/{tool.name}: {param.name} has no words"
                if not param.required and param.default is not None:
                    param.check(param.default)  # a default is a value the tool accepts
