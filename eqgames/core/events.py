"""Events: what happened, addressed to the seats allowed to know it."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any


@dataclass(frozen=True)
class Event:
    """One thing that happened.

    ``to`` is the set of seats that may see the event; ``None`` means everyone,
    spectators included. A card drawn is an event to its drawer only (with the
    card) and an event to everyone else without it.

        >>> Event("drew", {"seat": 0, "card": 7}, to=frozenset({0})).visible_to(1)
        False
    """

    kind: str
    data: dict[str, Any] = field(default_factory=dict)
    to: frozenset[int] | None = None

    def visible_to(self, seat: int | None) -> bool:
        return self.to is None or (seat is not None and seat in self.to)

    def to_json(self) -> dict[str, Any]:
        return {"kind": self.kind, **self.data}


def events_for(events: list[Event], seat: int | None) -> list[dict[str, Any]]:
    """The JSON of the events ``seat`` may see (``None`` = a spectator)."""
    return [e.to_json() for e in events if e.visible_to(seat)]
