"""Tools: what a game offers besides play — solvers, checkers, puzzles, previews.

A tool is a question that changes no game: the answer is a pure function of
the JSON it is asked with. A game lists its tools (:meth:`Game.tools`), each a
:class:`Tool` declaring its name, a summary, the parameters it takes (each with
its JSON schema and words for a person), the JSON schema of what it returns,
whether a player may use it during an online game, whether it costs CPU, and
the function. Everything around a tool is generic and reads only these
declarations: the server's route ``POST /api/tools/GAME/TOOL`` (CPU tools in
the bounded tool pool), the command line's ``eqgames solve|check|puzzle GAME``,
and the tool sections of ``docs/api.md`` and ``docs/cli.md``.

    >>> def double(n: int) -> dict[str, int]:
    ...     return {"twice": 2 * n}
    >>> tool = Tool("double", "Twice a number", (whole("n", "The number", 0, 100),),
    ...             returns={"type": "object"}, run=double)
    >>> tool.call({"n": 21})
    {'twice': 42}
    >>> tool.call({"n": 101})
    Traceback (most recent call last):
    ...
    eqgames.core.tools.ToolError: The number must be between 0 and 100, not 101
    >>> tool.call({"n": 1, "m": 2})
    Traceback (most recent call last):
    ...
    eqgames.core.tools.ToolError: unknown parameter m; known: n

Parameters are checked here, before the function runs, so every refusal is a
sentence naming the parameter as a person reads it; a function refuses what a
schema cannot say (a date that does not exist) with :class:`ToolError`.
"""

from __future__ import annotations

import math
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from .actions import JSON
from .options import Bounds


class ToolError(ValueError):
    """A question a tool cannot answer (bad parameters), with a sentence saying why."""


#: What a parameter's ``default`` is when it has none: the parameter is required.
REQUIRED: Any = object()


@dataclass(frozen=True)
class Param:
    """One parameter: its JSON name, its words for a person, its JSON schema and default.

    ``cli`` is the command line's spelling when it differs from ``--name``, such
    as ``"--no-solution"`` (a flag that turns a default off: the command line's
    default is then true). ``cli_const`` is the value of an option given without
    one (``--daily`` alone: today). On the command line a number is typed as it
    is, text as it is, and a list or an object as JSON (or, where the schema
    also takes text, as the text the tool reads: ``--numbers 3,8,1,9``).
    """

    name: str
    label: str
    schema: Mapping[str, Any]
    default: Any = REQUIRED
    cli: str | None = None
    cli_const: Any = None

    @property
    def required(self) -> bool:
        return self.default is REQUIRED

    def check(self, value: Any) -> None:
        check_value(self.schema, value, self.label)

    def json_schema(self) -> dict[str, Any]:
        out = {"description": self.label, **self.schema}
        if not self.required and self.default is not None:
            out["default"] = self.default
        return out


@dataclass(frozen=True)
class Tool:
    """A game's tool: a pure function of checked JSON parameters, answering JSON.

    ``online``: a player may use it during an online (rated) game — it shows
    only what the rules let a player see or work out at the table. ``cpu``:
    it may take long enough (up to seconds) that the server runs it in the
    tool pool. ``command``: the verb the command line offers it under
    (``solve``, ``check``, ``puzzle``), if any; ``text`` and ``status`` turn its
    answer into the command's output and exit status. ``cli_file`` names an
    option (``--position FILE``) whose JSON object gives the parameters it
    names, so a saved position or a seat's view can be passed as it is.
    ``cache``: how many answers a server may keep (pure, so they stay right).
    """

    name: str
    summary: str
    params: tuple[Param, ...]
    returns: Mapping[str, Any]
    run: Callable[..., dict[str, Any]]
    online: bool = False
    cpu: bool = True
    command: str | None = None
    text: Callable[[dict[str, Any]], str] | None = None
    status: Callable[[dict[str, Any]], int] | None = None
    cli_file: str | None = None
    cache: int = 0

    def parse(self, values: Mapping[str, Any] | None) -> dict[str, Any]:
        """The parameters, checked, with defaults filled in (raises :class:`ToolError`)."""
        if values is None:
            values = {}
        if not isinstance(values, Mapping):
            raise ToolError("the parameters are a JSON object")
        known = {p.name: p for p in self.params}
        unknown = sorted(str(k) for k in values if k not in known)
        if unknown:
            shown = ", ".join(k[:30] for k in unknown[:5])
            raise ToolError(f"unknown parameter {shown}; known: {', '.join(known) or 'none'}")
        out: dict[str, Any] = {}
        for p in self.params:
            if p.name in values:
                p.check(values[p.name])
                out[p.name] = values[p.name]
            elif p.required:
                raise ToolError(f"{p.label} is missing (parameter {p.name})")
            else:
                out[p.name] = p.default
        return out

    def call(self, values: Mapping[str, Any] | None) -> dict[str, Any]:
        """Check ``values`` and answer (in this thread)."""
        return self.run(**self.parse(values))

    def input_schema(self) -> dict[str, Any]:
        return {
            "type": "object",
            "properties": {p.name: p.json_schema() for p in self.params},
            "required": [p.name for p in self.params if p.required],
            "additionalProperties": False,
        }

    def to_json(self) -> dict[str, JSON]:
        return {
            "name": self.name,
            "summary": self.summary,
            "online": self.online,
            "cpu": self.cpu,
            "command": self.command,
            "takes": self.input_schema(),
            "returns": dict(self.returns),
        }


# -- declaring parameters ------------------------------------------------------


def whole(
    name: str, label: str, min: int, max: int, default: Any = REQUIRED  # noqa: A002
) -> Param:
    """A whole number from ``min`` to ``max``."""
    return Param(name, label, {"type": "integer", "minimum": min, "maximum": max}, default)


def text(
    name: str,
    label: str,
    max_length: int,
    default: Any = REQUIRED,
    *,
    choices: Sequence[str] = (),
    pattern: str | None = None,
    cli_const: Any = None,
) -> Param:
    """A string of at most ``max_length`` characters (one of ``choices``, if given)."""
    schema: dict[str, Any] = {"type": "string", "maxLength": max_length}
    if choices:
        schema = {"type": "string", "enum": list(choices)}
    if pattern is not None:
        schema["pattern"] = pattern
    if default is None:
        schema = {"anyOf": [schema, {"type": "null"}]}
    return Param(name, label, schema, default, cli_const=cli_const)


def flag(name: str, label: str, default: bool = False, cli: str | None = None) -> Param:
    """True or false."""
    return Param(name, label, {"type": "boolean"}, default, cli=cli)


def listing(
    name: str,
    label: str,
    items: Mapping[str, Any],
    max_items: int,
    default: Any = REQUIRED,
    *,
    min_items: int = 0,
    cli: str | None = None,
) -> Param:
    """A list of at most ``max_items`` values, each fitting ``items``."""
    schema = {"type": "array", "items": dict(items), "minItems": min_items, "maxItems": max_items}
    return Param(name, label, schema, default, cli=cli)


def integers(min: int, max: int) -> dict[str, Any]:  # noqa: A002
    """The schema of a whole number from ``min`` to ``max``."""
    return {"type": "integer", "minimum": min, "maximum": max}


# -- checking values against a schema ---------------------------------------------

_TYPES = {"string": "text", "integer": "a whole number", "number": "a number",
          "boolean": "true or false", "array": "a list", "object": "a JSON object",
          "null": "null"}  # fmt: skip


def _is(kind: str, value: Any) -> bool:
    if kind == "string":
        return isinstance(value, str)
    if kind == "boolean":
        return isinstance(value, bool)
    if kind == "integer":
        return isinstance(value, int) and not isinstance(value, bool)
    if kind == "number":
        ok = isinstance(value, int | float) and not isinstance(value, bool)
        return ok and math.isfinite(value)
    if kind == "array":
        return isinstance(value, list | tuple)
    if kind == "object":
        return isinstance(value, Mapping)
    if kind == "null":
        return value is None
    return True


def check_value(schema: Mapping[str, Any], value: Any, label: str) -> None:
    """Refuse ``value`` unless it fits ``schema`` (the subset of JSON Schema tools use).

    A ``pattern`` only describes (for the OpenAPI document and the fuzzer): the
    tool's function refuses a value of the wrong form, with a sentence that says
    what is wrong, which a pattern cannot.

    >>> check_value({"type": "array", "items": {"type": "integer"}, "maxItems": 2}, [1, "x"], "Rack")
    Traceback (most recent call last):
    ...
    eqgames.core.tools.ToolError: Rack, item 2, must be a whole number
    """
    if "anyOf" in schema:
        for option in schema["anyOf"]:
            try:
                check_value(option, value, label)
            except ToolError:
                continue
            return
        kinds = " or ".join(_TYPES.get(o.get("type", ""), "a value") for o in schema["anyOf"])
        raise ToolError(f"{label} must be {kinds}")
    kind = schema.get("type")
    if isinstance(kind, list):  # one of several types: ["boolean", "null"]
        if not any(_is(k, value) for k in kind):
            raise ToolError(f"{label} must be {' or '.join(_TYPES[k] for k in kind)}")
        kind = next(k for k in kind if _is(k, value))
    elif kind is not None and not _is(kind, value):
        raise ToolError(f"{label} must be {_TYPES[kind]}")
    if "enum" in schema and value not in schema["enum"]:
        raise ToolError(f"{label} must be one of: {', '.join(map(str, schema['enum']))}")
    if kind in ("integer", "number"):
        bounds = Bounds(label, schema.get("minimum"), schema.get("maximum"))
        low = bounds.min is not None and value < bounds.min
        high = bounds.max is not None and value > bounds.max
        if low or high:
            shown = str(value) if len(str(value)) <= 20 else str(value)[:20] + "…"
            raise ToolError(f"{label} must be {bounds.allowed()}, not {shown}")
    if kind == "string":
        limit = schema.get("maxLength")
        if limit is not None and len(value) > limit:
            raise ToolError(f"{label} is at most {limit} characters")
    if kind == "array":
        low, high = schema.get("minItems", 0), schema.get("maxItems")
        if len(value) < low or (high is not None and len(value) > high):
            size = f"{low} to {high}" if high is not None else f"at least {low}"
            if low == high:
                size = str(low)
            raise ToolError(f"{label} holds {size} items, not {len(value)}")
        items = schema.get("items")
        if items is not None:
            for i, item in enumerate(value, 1):
                check_value(items, item, f"{label}, item {i},")
    if kind == "object":
        props = schema.get("properties", {})
        for key in schema.get("required", ()):
            if key not in value:
                raise ToolError(f"{label} needs {key!r}")
        if schema.get("additionalProperties") is False:
            extra = [k for k in value if k not in props]
            if extra:
                raise ToolError(f"{label} has no {str(extra[0])[:30]!r}")
        limit = schema.get("maxProperties")
        if limit is not None and len(value) > limit:
            raise ToolError(f"{label} has at most {limit} entries")
        for key, sub in props.items():
            if key in value:
                check_value(sub, value[key], f"{label} {key}")
        if isinstance(schema.get("additionalProperties"), Mapping):
            for key, item in value.items():
                if key not in props:
                    check_value(schema["additionalProperties"], item, f"{label} {str(key)[:20]}")
