"""Game options: a frozen dataclass per game, every field declared with its bounds.

A game states each option's bounds beside it with :func:`option`; the base
class checks them all, in one place, whenever options are made — so no game
can forget a bound, and every refusal names the option as the page does, never
by its field name::

    >>> from dataclasses import dataclass
    >>> @dataclass(frozen=True)
    ... class ClockOptions(Options):
    ...     turn_seconds: float = option(0.0, "Turn time", min=5, max=3600, zero="off",
    ...                                  unit="seconds")
    >>> ClockOptions.parse({"turn_seconds": 30}).turn_seconds
    30
    >>> ClockOptions.parse({"turn_seconds": 1e-9})
    Traceback (most recent call last):
    ...
    eqgames.core.errors.InvalidOptions: Turn time must be 0 (off) or between 5 seconds and 1 hour, not 1e-09 seconds
    >>> ClockOptions.parse({"turn_seconds": float("nan")})
    Traceback (most recent call last):
    ...
    eqgames.core.errors.InvalidOptions: Turn time must be a number, not nan

Bounds are data, too: the server's catalog sends them so the browser's form
can set ``min`` and ``max`` (:meth:`Options.bounds_json`), and the rules pages
list them (:meth:`Options.bounds_table`).
"""

from __future__ import annotations

import dataclasses
import math
from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

from .actions import JSON
from .errors import InvalidOptions


@dataclass(frozen=True)
class Bounds:
    """The values one option may take, and its name for a person.

    ``min``/``max`` bound a number (inclusive); ``zero`` is what 0 means when 0
    is allowed outside them ("off", "dealt at random"); ``unit`` is
    ``"seconds"`` for a time (shown as "5 seconds", "1 hour"); ``choices``
    lists the only values allowed, each with its words. ``shown_when`` says
    when the option applies at all, as other options' values, every entry
    holding (``{"points": True}``: only in the points game), so a form can hide
    it otherwise. An entry's value may be ``{"min": n}`` (at least ``n``), and the
    entry ``"any"`` lists conditions of which one must hold: ``{"any": [{"points":
    True}, {"rounds": {"min": 2}}]}`` is "in the points game or a match of rounds".
    """

    label: str
    min: float | None = None
    max: float | None = None
    zero: str | None = None
    unit: str = ""
    choices: tuple[tuple[Any, str], ...] = ()
    shown_when: tuple[tuple[str, Any], ...] = ()

    def allowed(self) -> str:
        """What the option may be, in words.

        >>> Bounds("Heap", min=1, max=100, zero="dealt at random").allowed()
        '0 (dealt at random) or between 1 and 100'
        >>> Bounds("Grace", min=0.5, max=600, unit="seconds").allowed()
        'between 0.5 seconds and 10 minutes'
        >>> Bounds("Who starts", choices=((-1, "draw lots"), (0, "player 1"))).allowed()
        '-1 (draw lots) or 0 (player 1)'
        """
        if self.choices:
            words = [f"{v} ({w})" if w and w != str(v) else str(v) for v, w in self.choices]
            return words[0] if len(words) == 1 else ", ".join(words[:-1]) + " or " + words[-1]
        parts = []
        if self.min is not None and self.max is not None:
            parts.append(f"between {self.amount(self.min)} and {self.amount(self.max)}")
        elif self.min is not None:
            parts.append(f"at least {self.amount(self.min)}")
        elif self.max is not None:
            parts.append(f"at most {self.amount(self.max)}")
        if self.zero is not None:
            parts.insert(0, f"0 ({self.zero})")
        return " or ".join(parts)

    def amount(self, value: float) -> str:
        """A value as a person reads it: ``5 seconds``, ``1 hour``, ``10 minutes``, ``250``."""
        if self.unit != "seconds":
            return f"{value:g}"
        for size, name in ((3600, "hour"), (60, "minute")):
            if value >= size and value % size == 0:
                n = int(value // size)
                return f"{n} {name}{'s' if n != 1 else ''}"
        return f"{value:g} second{'' if value == 1 else 's'}"

    def check(self, value: Any, default: Any) -> None:
        """Refuse ``value`` (with a sentence naming the option) unless it is allowed."""
        label = self.label
        if isinstance(default, bool):
            if not isinstance(value, bool):
                raise InvalidOptions(f"{label} is on or off (true or false)")
            return
        if isinstance(default, str):
            if not isinstance(value, str):
                raise InvalidOptions(f"{label} must be {self.allowed() or 'text'}")
        elif isinstance(default, int | float):
            if isinstance(value, bool) or not isinstance(value, int | float):
                raise InvalidOptions(f"{label} must be a number")
            if isinstance(value, float) and not math.isfinite(value):
                raise InvalidOptions(f"{label} must be a number, not {value}")
            if isinstance(default, int) and not isinstance(value, int):
                raise InvalidOptions(f"{label} must be a whole number")
        if self.choices:
            if not any(value == v and type(value) is type(v) for v, _ in self.choices):
                raise InvalidOptions(f"{label} must be {self.allowed()}, not {_shown(value)}")
            return
        if self.zero is not None and value == 0:
            return
        low = self.min is not None and value < self.min
        high = self.max is not None and value > self.max
        if low or high:
            shown = self.amount(value) if abs(value) < 1e15 else _shown(value)
            raise InvalidOptions(f"{label} must be {self.allowed()}, not {shown}")

    def to_json(self) -> dict[str, JSON]:
        return {
            "label": self.label,
            "min": self.min,
            "max": self.max,
            "zero": self.zero,
            "unit": self.unit or None,
            "choices": [{"value": v, "label": w} for v, w in self.choices] or None,
            "shown_when": dict(self.shown_when) or None,
        }


def _shown(value: Any) -> str:
    """A short excerpt of a refused value (never a whole long input)."""
    text = f"{value:g}" if isinstance(value, float) else str(value)
    return text if len(text) <= 40 else text[:40] + "…"


def option(
    default: Any,
    label: str,
    *,
    min: float | None = None,  # noqa: A002 - the words a bound is written in
    max: float | None = None,  # noqa: A002
    zero: str | None = None,
    unit: str = "",
    choices: Mapping[Any, str] | None = None,
    shown_when: Mapping[str, Any] | None = None,
) -> Any:
    """A dataclass field with its default and its bounds (see :class:`Bounds`)."""
    bounds = Bounds(
        label, min, max, zero, unit, tuple((choices or {}).items()), tuple((shown_when or {}).items())
    )
    bounds.check(default, default)  # a game's own default must be legal
    return dataclasses.field(default=default, metadata={"bounds": bounds})


@dataclass(frozen=True)
class Options:
    """Base class of a game's options (a frozen dataclass; every field made with :func:`option`).

    Making options checks every field against its bounds, then the rules that
    tie options together (:meth:`check`, which a game may override).
    :meth:`parse` takes a mapping of JSON values and refuses unknown names too.
    """

    def __post_init__(self) -> None:
        self.check_bounds()
        self.check()

    def check(self) -> None:
        """Rules between options (``points`` needs ``rounds`` 1…); raise InvalidOptions."""

    def check_bounds(self) -> None:
        for f in dataclasses.fields(self):
            bounds = f.metadata.get("bounds")
            if bounds is None:
                raise TypeError(f"{type(self).__name__}.{f.name} is declared without bounds")
            bounds.check(getattr(self, f.name), f.default)

    @classmethod
    def parse(cls, values: Mapping[str, Any] | None = None) -> Any:
        values = dict(values or {})
        names = {f.name for f in dataclasses.fields(cls)}
        unknown = set(values) - names
        if unknown:
            shown = ", ".join(_shown(n) for n in sorted(unknown)[:5])
            raise InvalidOptions(f"unknown option(s) {shown}; known: {', '.join(sorted(names)) or 'none'}")
        try:
            made = cls(**values)
        except (TypeError, ValueError) as exc:
            if isinstance(exc, InvalidOptions):
                raise
            raise InvalidOptions(str(exc)) from exc
        made.check_bounds()  # again, in case a game's __post_init__ forgot the base class's
        return made

    def to_json(self) -> dict[str, JSON]:
        return {f.name: getattr(self, f.name) for f in dataclasses.fields(self)}

    @classmethod
    def bounds_json(cls) -> dict[str, dict[str, JSON]]:
        """Each option's label and bounds, for the catalog (the browser's form uses them)."""
        return {f.name: f.metadata["bounds"].to_json() for f in dataclasses.fields(cls)}

    @classmethod
    def bounds_table(cls) -> list[str]:
        """The options as Markdown table rows: ``| `name` | label | default | allowed |``."""
        rows = []
        for f in dataclasses.fields(cls):
            b: Bounds = f.metadata["bounds"]
            value: Any = f.default
            if isinstance(value, bool):
                default, allowed = str(value).lower(), "true or false"
            else:
                default = value if isinstance(value, str) else b.amount(value)
                if value == 0 and b.zero is not None:
                    default = f"0 ({b.zero})"
                allowed = b.allowed()
            rows.append(f"| `{f.name}` | {b.label} | {default} | {allowed} |")
        return rows
