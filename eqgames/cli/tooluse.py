"""``eqgames solve|check|puzzle GAME …``: a game's tools on the command line.

The commands know no game: each game declares its tools
(:mod:`eqgames.core.tools`), and a tool that names a command (``solve``,
``check``, ``puzzle``) is offered under it, with one option per parameter —
``--name VALUE`` (or a positional argument where the parameter's ``cli`` is a
word like ``EQUATION``), a flag for true or false, a list typed comma-separated or as
JSON — and ``--json`` to print the answer as one JSON object. A tool that
reads a position (``cli_file``) takes it as a JSON file, or ``-`` for stdin;
options given on the command line win over the file. Exit status: the tool's
own (0 when it found something), 2 for a refusal.
"""

from __future__ import annotations

import argparse
import json
import sys
from typing import Any

from eqgames import games
from eqgames.cli import fail
from eqgames.core.tools import Param, Tool, ToolError

#: What a command is, for the refusal naming the games that have one.
NOUNS = {"solve": "solver", "check": "checker", "puzzle": "puzzles"}
#: Bound on a position file: the tools bound their work, this bounds the reading.
MAX_INPUT_BYTES = 100_000


def tools_for(command: str) -> dict[str, Tool]:
    """game -> the tool it offers under ``command``."""
    out = {}
    for name in games.names():
        for tool in games.game_class(name).tools():
            if tool.command == command:
                out[name] = tool
    return out


def add_command(sub: Any, command: str, help_text: str) -> None:
    offered = tools_for(command)
    p = sub.add_parser(
        command,
        help=help_text,
        description=f"{help_text}. Games: {', '.join(sorted(offered)) or 'none yet'}",
    )
    p.add_argument("game", help=", ".join(sorted(offered)))
    p.add_argument("rest", nargs=argparse.REMAINDER, help="the game's own options (GAME --help)")


def _takes_text(schema: Any) -> bool:
    if schema.get("type") == "string":
        return True
    return any(_takes_text(s) for s in schema.get("anyOf", ()))


def _add_option(p: argparse.ArgumentParser, param: Param) -> None:
    kind = param.schema.get("type")
    default = "" if param.required or param.default is None else f" (default {param.default})"
    if param.cli and not param.cli.startswith("-"):
        # A positional argument (``eqgames check equations EQUATION``); required, as text.
        p.add_argument(param.name, metavar=param.cli, help=param.label)
        return
    spelled = param.cli if param.cli and param.cli.startswith("--") else f"--{param.name.replace('_', '-')}"
    common: dict[str, Any] = {"dest": param.name, "default": argparse.SUPPRESS}
    if kind == "boolean":
        if spelled.startswith("--no-"):
            p.add_argument(spelled, action="store_false", help=f"not: {param.label}", **common)
        else:
            p.add_argument(spelled, action="store_true", help=param.label, **common)
        return
    if kind == "integer":
        p.add_argument(spelled, type=int, help=param.label + default, **common)
    elif _takes_text(param.schema):
        extra: dict[str, Any] = {}
        if param.cli_const is not None:
            extra = {"nargs": "?", "const": param.cli_const}
        p.add_argument(spelled, metavar="TEXT", help=param.label + default, **common, **extra)
    else:
        p.add_argument(spelled, type=_json_value, metavar="JSON", help=param.label + default, **common)


def _json_value(text: str) -> Any:
    try:
        return json.loads(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"{text[:40]!r} is not JSON") from None


def parser_for(command: str, game: str, tool: Tool) -> argparse.ArgumentParser:
    p = argparse.ArgumentParser(prog=f"eqgames {command} {game}", description=tool.summary)
    if tool.cli_file:
        p.add_argument(
            f"--{tool.cli_file}",
            dest="_file",
            default="-",
            metavar="FILE",
            help=f"a JSON file with the {tool.cli_file} (- = stdin)",
        )
    for param in tool.params:
        _add_option(p, param)
    p.add_argument("--json", dest="_json", action="store_true", help="print one JSON object")
    return p


def glue_values(parser: argparse.ArgumentParser, argv: list[str]) -> list[str]:
    """``--ops -*/`` as ``--ops=-*/``: argparse takes a value starting with ``-`` for an option.

    Targets like ``-103/4``, operations like ``-*/`` and Equations sections like
    ``--+0`` start with a minus; an option that takes one value gets the next
    word whatever it starts with.

        >>> p = argparse.ArgumentParser()
        >>> _ = p.add_argument("--target"); _ = p.add_argument("--json", action="store_true")
        >>> glue_values(p, ["--target", "-103/4", "--json", "--target", "5"])
        ['--target=-103/4', '--json', '--target', '5']
    """
    takes_value = {
        flag
        for action in parser._actions  # noqa: SLF001 - argparse has no public list of options
        if action.option_strings and action.nargs is None and action.const is None
        for flag in action.option_strings
    }
    out: list[str] = []
    i = 0
    while i < len(argv):
        word = argv[i]
        if word in takes_value and i + 1 < len(argv) and argv[i + 1].startswith("-"):
            out.append(f"{word}={argv[i + 1]}")
            i += 2
            continue
        out.append(word)
        i += 1
    return out


def _from_file(tool: Tool, path: str) -> dict[str, Any]:
    if path == "-":
        text = sys.stdin.read(MAX_INPUT_BYTES + 1)
    else:
        with open(path, encoding="utf-8") as f:
            text = f.read(MAX_INPUT_BYTES + 1)
    if len(text) > MAX_INPUT_BYTES:
        raise ToolError(f"the {tool.cli_file} is longer than {MAX_INPUT_BYTES} bytes")
    data = json.loads(text)
    if not isinstance(data, dict):
        raise ToolError(f"the {tool.cli_file} is a JSON object")
    names = {p.name for p in tool.params}
    return {k: v for k, v in data.items() if k in names}


def run_command(command: str, args: argparse.Namespace) -> int:
    offered = tools_for(command)
    tool = offered.get(args.game)
    if tool is None:
        known = ", ".join(sorted(offered)) or "none yet"
        return fail(f"{args.game!r} has no {NOUNS.get(command, command)} here; games with one: {known}")
    parser = parser_for(command, args.game, tool)
    parsed = vars(parser.parse_args(glue_values(parser, list(args.rest))))
    values = {k: v for k, v in parsed.items() if not k.startswith("_")}
    for param in tool.params:
        if param.cli and param.cli.startswith("--no-") and param.name not in values:
            values[param.name] = True  # the command line's default for a flag it can turn off
    try:
        if tool.cli_file:
            values = {**_from_file(tool, parsed["_file"]), **values}
        answer = tool.call(values)
    except (OSError, ValueError) as error:  # ToolError is a ValueError; so is bad JSON
        return fail(str(error))
    if parsed["_json"]:
        print(json.dumps(answer, ensure_ascii=False))
    elif tool.text is not None:
        print(tool.text(answer))
    else:
        print(json.dumps(answer, ensure_ascii=False, indent=2))
    return tool.status(answer) if tool.status is not None else 0
