"""Actions: small frozen dataclasses with a stable JSON form.

A game declares its action classes; each has a ``type`` tag. The JSON form is
``{"type": tag, field: value, ...}``. :class:`ActionCodec` parses JSON at the
boundary and checks every field against the dataclass annotations, so a game's
rules only ever see well-typed actions.

    >>> from dataclasses import dataclass
    >>> @dataclass(frozen=True)
    ... class Draw(Action):
    ...     type = "draw"
    >>> @dataclass(frozen=True)
    ... class Say(Action):
    ...     type = "say"
    ...     numbers: tuple[str, ...]
    >>> codec = ActionCodec([Draw, Say])
    >>> codec.parse({"type": "say", "numbers": ["12", "7"]})
    Say(numbers=('12', '7'))
    >>> Say(("3",)).to_json()
    {'type': 'say', 'numbers': ['3']}
"""

from __future__ import annotations

import dataclasses
import math
import types
import typing
from collections.abc import Iterable, Mapping
from typing import Any, ClassVar

from .errors import BadActionData, excerpt

JSON = Any


@dataclasses.dataclass(frozen=True)
class Action:
    """Base class of every action. Subclasses are frozen dataclasses with a ``type`` tag."""

    type: ClassVar[str] = ""

    def to_json(self) -> dict[str, JSON]:
        out: dict[str, JSON] = {"type": self.type}
        for f in dataclasses.fields(self):
            out[f.name] = _to_json(getattr(self, f.name))
        return out


def _to_json(value: Any) -> JSON:
    if isinstance(value, Action):
        return value.to_json()
    if dataclasses.is_dataclass(value) and not isinstance(value, type):
        return {f.name: _to_json(getattr(value, f.name)) for f in dataclasses.fields(value)}
    if isinstance(value, tuple | list):
        return [_to_json(v) for v in value]
    return value


# Bounds on what the boundary accepts, so a hostile body cannot make the parser work hard.
MAX_SEQUENCE = 64
MAX_STRING = 2000


class ActionCodec:
    """Parses and validates the JSON form of a game's actions."""

    def __init__(self, classes: Iterable[type[Action]]) -> None:
        self.classes: dict[str, type[Action]] = {}
        for cls in classes:
            if not cls.type or cls.type in self.classes:
                raise ValueError(f"action class {cls.__name__} needs a unique type tag")
            self.classes[cls.type] = cls
        self._hints = {tag: _type_hints(cls) for tag, cls in self.classes.items()}

    def parse(self, data: JSON) -> Action:
        if isinstance(data, Action):
            if data.type not in self.classes:
                raise BadActionData(f"this game has no action {excerpt(repr(data.type))}")
            return data
        if not isinstance(data, Mapping):
            raise BadActionData("an action is a JSON object with a 'type'")
        tag = data.get("type")
        if tag not in self.classes:
            known = ", ".join(sorted(self.classes))
            raise BadActionData(f"unknown action type {excerpt(repr(tag))}; this game knows {known}")
        cls = self.classes[tag]
        fields = {f.name: f for f in dataclasses.fields(cls)}
        extra = set(data) - set(fields) - {"type"}
        if extra:
            shown = excerpt(", ".join(sorted(map(str, extra))))
            raise BadActionData(f"{tag}: unexpected field(s) {shown}")
        kwargs: dict[str, Any] = {}
        hints = self._hints[tag]
        for name, f in fields.items():
            if name not in data:
                if (
                    f.default is not dataclasses.MISSING
                    or f.default_factory is not dataclasses.MISSING
                ):
                    continue
                raise BadActionData(f"{tag}: missing field {name!r}")
            kwargs[name] = _coerce(data[name], hints[name], f"{tag}.{name}")
        return cls(**kwargs)


_HINTS: dict[type, dict[str, Any]] = {}


def _type_hints(cls: type) -> dict[str, Any]:
    # Resolving string annotations compiles them: far too slow to do per request.
    hints = _HINTS.get(cls)
    if hints is None:
        hints = _HINTS[cls] = typing.get_type_hints(cls)
    return hints


def _coerce(value: JSON, hint: Any, where: str) -> Any:
    origin = typing.get_origin(hint)
    args = typing.get_args(hint)
    if hint is Any:
        return value
    if origin in (typing.Union, types.UnionType):
        errors = []
        for option in args:
            try:
                return _coerce(value, option, where)
            except BadActionData as exc:
                errors.append(exc.reason)
        raise BadActionData(f"{where}: {excerpt(repr(value))} is not any of the accepted forms")
    if hint is type(None):
        if value is None:
            return None
        raise BadActionData(f"{where}: expected null")
    if origin is tuple:
        if not isinstance(value, list | tuple):
            raise BadActionData(f"{where}: expected a list")
        if len(value) > MAX_SEQUENCE:
            raise BadActionData(f"{where}: at most {MAX_SEQUENCE} items")
        if len(args) == 2 and args[1] is Ellipsis:
            return tuple(_coerce(v, args[0], f"{where}[{i}]") for i, v in enumerate(value))
        if len(args) != len(value):
            raise BadActionData(f"{where}: expected {len(args)} items")
        return tuple(
            _coerce(v, a, f"{where}[{i}]") for i, (v, a) in enumerate(zip(value, args, strict=True))
        )
    if origin is typing.Literal:
        if value in args:
            return value
        shown = excerpt(repr(value))
        raise BadActionData(f"{where}: {shown} is not one of {', '.join(map(repr, args))}")
    if hint is bool:
        if isinstance(value, bool):
            return value
        raise BadActionData(f"{where}: expected true or false")
    if hint is int:
        if isinstance(value, int) and not isinstance(value, bool):
            return value
        raise BadActionData(f"{where}: expected an integer")
    if hint is float:
        if isinstance(value, int | float) and not isinstance(value, bool):
            try:
                number = float(value)
            except OverflowError:
                number = math.inf
            if not math.isfinite(number):
                raise BadActionData(f"{where}: expected a finite number")
            return number
        raise BadActionData(f"{where}: expected a number")
    if hint is str:
        if isinstance(value, str):
            if len(value) > MAX_STRING:
                raise BadActionData(f"{where}: longer than {MAX_STRING} characters")
            return value
        raise BadActionData(f"{where}: expected a string")
    if isinstance(hint, type) and dataclasses.is_dataclass(hint):
        if not isinstance(value, Mapping):
            raise BadActionData(f"{where}: expected an object")
        sub_hints = _type_hints(hint)
        kwargs = {}
        for f in dataclasses.fields(hint):
            if f.name in value:
                kwargs[f.name] = _coerce(value[f.name], sub_hints[f.name], f"{where}.{f.name}")
            elif f.default is dataclasses.MISSING and f.default_factory is dataclasses.MISSING:
                raise BadActionData(f"{where}: missing field {f.name!r}")
        extra = set(value) - {f.name for f in dataclasses.fields(hint)}
        if extra:
            raise BadActionData(f"{where}: unexpected field(s) {', '.join(sorted(extra))}")
        return hint(**kwargs)
    raise TypeError(f"{where}: unsupported annotation {hint!r} in an action class")
