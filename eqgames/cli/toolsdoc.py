"""The tool sections of ``docs/api.md`` and ``docs/cli.md``, written from the declarations.

    python -m eqgames.cli.toolsdoc          # rewrite both sections in place
    python -m eqgames.cli.toolsdoc --check  # exit 1 if a section is out of date

Each section lies between ``<!-- tools:begin -->`` and ``<!-- tools:end -->``;
``tests/test_tools.py`` fails when what is there is not what the games declare.
"""

from __future__ import annotations

import json
import sys
from pathlib import Path
from typing import Any

from eqgames import games
from eqgames.core.tools import Param, Tool

BEGIN, END = "<!-- tools:begin -->", "<!-- tools:end -->"
DOCS = Path(__file__).resolve().parents[2] / "docs"


def _declared() -> list[tuple[str, Tool]]:
    return [(name, tool) for name in games.names() for tool in games.game_class(name).tools()]


def _kind(schema: Any) -> str:
    if "anyOf" in schema:
        return " or ".join(_kind(s) for s in schema["anyOf"])
    kind = schema.get("type")
    if "enum" in schema:
        return " \\| ".join(f"`{v}`" for v in schema["enum"])
    if kind == "integer" and "maximum" in schema:
        return f"whole number {schema['minimum']}…{schema['maximum']}"
    if kind == "integer" and "minimum" in schema:
        return f"whole number ≥ {schema['minimum']}"
    if kind == "string":
        return f"text (≤ {schema['maxLength']})" if "maxLength" in schema else "text"
    if kind == "array":
        return f"list (≤ {schema.get('maxItems', '∞')}) of {_kind(schema.get('items', {}))}"
    return {"boolean": "true/false", "object": "object", "null": "null"}.get(str(kind), str(kind))


def _default(param: Param) -> str:
    return "required" if param.required else f"`{json.dumps(param.default, ensure_ascii=False)}`"


def api_section() -> str:
    lines = [BEGIN, ""]
    for game, tool in _declared():
        use = "online: yes" if tool.online else "online: no"
        cost = "tool pool" if tool.cpu else "cheap"
        lines.append(f"#### `POST /api/tools/{game}/{tool.name}`")
        lines.append("")
        lines.append(f"{tool.summary} ({use}; {cost}).")
        lines.append("")
        if tool.params:
            lines += ["| parameter | what | takes | default |", "|---|---|---|---|"]
            lines += [
                f"| `{p.name}` | {p.label} | {_kind(p.schema)} | {_default(p)} |" for p in tool.params
            ]
            lines.append("")
    lines.append(END)
    return "\n".join(lines)


def cli_section() -> str:
    lines = [BEGIN, ""]
    reviewed = [game for game, tool in _declared() if tool.command == "review"]
    for game, tool in _declared():
        if tool.command is None or tool.command == "review":
            continue
        lines.append(f"#### Options of `eqgames {tool.command} {game}`")
        lines.append("")
        lines.append(f"{tool.summary}. `--json` prints the answer as one JSON object"
                     f" (the same as `POST /api/tools/{game}/{tool.name}`).")  # fmt: skip
        lines.append("")
        lines += ["| option | what | default |", "|---|---|---|"]
        if tool.cli_file:
            lines.append(f"| `--{tool.cli_file} FILE` | a JSON file with the {tool.cli_file}"
                         f" ({', '.join(p.name for p in tool.params if p.required)}); `-` = stdin | `-` |")  # fmt: skip
        for p in tool.params:
            spelled = p.cli if p.cli and p.cli.startswith("--") else f"--{p.name.replace('_', '-')}"
            if p.cli and not p.cli.startswith("-"):
                spelled = p.cli  # positional
            if spelled.startswith("--no-"):
                lines.append(f"| `{spelled}` | turns off: {p.label} | on |")
            else:
                lines.append(f"| `{spelled}` | {p.label} | {_default(p)} |")
        lines.append("")
    lines.append(f"`eqgames review FILE` analyses a finished game's record of: {', '.join(reviewed)}.")
    lines.append("")
    lines.append(END)
    return "\n".join(lines)


def _replace(text: str, section: str) -> str:
    start, end = text.index(BEGIN), text.index(END) + len(END)
    return text[:start] + section + text[end:]


def main(argv: list[str]) -> int:
    stale = []
    for name, section in (("api.md", api_section()), ("cli.md", cli_section())):
        path = DOCS / name
        text = path.read_text(encoding="utf-8")
        wanted = _replace(text, section)
        if wanted != text:
            stale.append(name)
            if "--check" not in argv:
                path.write_text(wanted, encoding="utf-8")
    if stale and "--check" in argv:
        print(f"out of date: {', '.join(stale)} (run python -m eqgames.cli.toolsdoc)")
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
