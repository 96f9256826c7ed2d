"""A game's record as frames to step through: the review of a game, for any game.

Each frame is the game after one step (the first is the deal): who acted and
how, the events it made, who is to act, the deadline, and the view to draw.
What a frame shows depends on whether the game is over — once it is, its
whole record may be shown (every seat's view, hands and racks, and what the
game reveals: :meth:`State.full_view`); before, only what one seat's view
showed at each step (:meth:`State.view`), and only the events that seat got.

    >>> from eqgames.core import Record
    >>> record = Record("nim", {"heap": 5}, seed=1, players=2)
    >>> record.add_action(0, {"type": "take", "take": 2}, at=1.0)
    >>> shown = frames(record, seat=1, over=False)
    >>> [f["view"]["heap"] for f in shown]
    [5, 3]
    >>> "views" in shown[0]
    False
"""

from __future__ import annotations

from typing import Any

from .actions import JSON
from .events import Event
from .record import Record


def _event_json(event: Event, version: int, everything: bool) -> dict[str, JSON]:
    data: dict[str, JSON] = {"kind": event.kind, "version": version, **event.data}
    # A game's own "to" (Equations: the section a cube moved to) is kept: the
    # seats an event went to are informational once everything may be shown.
    if everything and "to" not in event.data:
        data["to"] = None if event.to is None else sorted(event.to)
    return data


def frames(record: Record, seat: int | None, over: bool) -> list[dict[str, Any]]:
    """Every step of ``record`` as a frame: as ``seat`` saw it, or everything when ``over``.

    ``over`` must be true only for a finished game: the caller decides, from its
    own knowledge of the game, whether the whole record may be shown.
    """
    state = record.new_state()
    out = [_frame(state, 0, None, None, record.start, [], seat, over)]
    for version, step in enumerate(record.steps, 1):
        if step.seat is None:
            events = state.tick(step.at)
        else:
            events = state.apply(step.seat, step.action, at=step.at)
        shown = [
            _event_json(e, version, over)
            for e in events
            if over or e.to is None or (seat is not None and seat in e.to)
        ]
        out.append(_frame(state, version, step.seat, step.action, step.at, shown, seat, over))
    return out


def _frame(
    state: Any,
    version: int,
    actor: int | None,
    action: dict[str, JSON] | None,
    at: float,
    events: list[dict[str, JSON]],
    seat: int | None,
    over: bool,
) -> dict[str, Any]:
    result = state.result()
    frame: dict[str, Any] = {
        "version": version,
        "seat": actor,
        # Before the end, another seat's action may hold what that seat alone knew.
        "action": action if over or actor is None or actor == seat else None,
        "tick": version > 0 and actor is None,
        "at": at,
        "events": events,
        "to_act": list(state.to_act()),
        "deadline": None if result is not None else state.deadline(),
        "result": None if result is None else result.to_json(),
    }
    if over:
        full = state.full_view()
        frame["view"] = full["spectator"]
        frame["views"] = full["seats"]
        frame["revealed"] = full["revealed"]
    else:
        frame["view"] = state.view(seat)
    return frame
