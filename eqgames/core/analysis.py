"""The analysis of a finished game: what each player missed, step by step, and the turning points.

A game analyses its own record (each game's ``analysis.py``) and declares it as
its tool named ``analysis`` (:func:`analysis_tool`), so the server (which stores
it with the game, computed once) and ``eqgames review`` find it like any other
tool. What comes back has one shape for every game, so the review page shows
it without knowing the game:

- ``notes``: what happened at a step — ``{step, seat, text, loss, kind}``; ``step``
  is the review frame it belongs to (the game version the step made), ``loss``
  what the step cost against the best there was (points left on the table,
  cards not shed, a point not taken), in ``unit``;
- ``totals``: figures per seat (``{label, values}``), e.g. the points left on the table;
- ``summary``: per seat, its turning points — the notes with the biggest losses.

    >>> a = Analysis("nim", 2, "counters")
    >>> a.note(3, 0, "Took 1; taking 2 would have won.", loss=1)
    >>> a.note(4, 1, "Took the last counter.")
    >>> a.total("Moves", [1.0, 1.0])
    >>> a.to_json()["summary"][0]["turning_points"][0]["text"]
    'Took 1; taking 2 would have won.'
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import asdict, dataclass, field
from typing import Any

from .actions import JSON
from .errors import IllegalAction
from .record import Record, Step
from .tools import Param, Tool, ToolError, integers, listing

#: Turning points listed per player in the summary.
TURNING_POINTS = 3
#: Steps a record sent to an analysis may hold.
MAX_STEPS = 20_000


@dataclass(frozen=True)
class Note:
    step: int
    seat: int
    text: str
    loss: float = 0.0
    kind: str = "note"  # "miss" (a loss), "best" (the best there was), "hint", "note"


@dataclass
class Analysis:
    game: str
    players: int
    unit: str  # what ``loss`` counts: "points", "cards", "points of the match"
    notes: list[Note] = field(default_factory=list)
    totals: list[dict[str, JSON]] = field(default_factory=list)

    def note(self, step: int, seat: int, text: str, loss: float = 0.0, kind: str | None = None) -> None:
        self.notes.append(Note(step, seat, text, loss, kind or ("miss" if loss > 0 else "note")))

    def total(self, label: str, values: list[float]) -> None:
        self.totals.append({"label": label, "values": list(values)})

    def to_json(self) -> dict[str, JSON]:
        summary = []
        for seat in range(self.players):
            misses = [n for n in self.notes if n.seat == seat and n.loss > 0]
            misses.sort(key=lambda n: (-n.loss, n.step))
            summary.append(
                {"seat": seat, "turning_points": [asdict(n) for n in misses[:TURNING_POINTS]]}
            )
        return {
            "game": self.game,
            "unit": self.unit,
            "notes": [asdict(n) for n in self.notes],
            "totals": list(self.totals),
            "summary": summary,
        }


def record_of(
    game: str, options: dict[str, Any], seed: int, players: int, start: float, steps: list[Any]
) -> Record:
    """The record the analysis tool was sent (its parameters are a record's fields)."""
    try:
        return Record(game, dict(options), seed, players, float(start), [Step.from_json(s) for s in steps])
    except (TypeError, ValueError) as error:
        raise ToolError(f"a step is [seat, action, at]: {error}") from None


def replay_steps(record: Record) -> Any:
    """``(version, step, state before it)`` for every step; the state is then moved on.

    A resignation is applied but not yielded: it is the protocol's, no game's
    analysis has anything to weigh in it (the review shows it as an event).
    A step the rules refuse means the record is not a game: :class:`ToolError`.
    """
    try:
        state = record.new_state()
    except ValueError as error:
        raise ToolError(f"the record's game cannot be dealt: {error}") from None
    for version, step in enumerate(record.steps, 1):
        if step.action is None or step.action.get("type") != "resign":
            yield version, step, state
        try:
            if step.seat is None:
                state.tick(step.at)
            else:
                state.apply(step.seat, step.action, at=step.at)
        except IllegalAction as refusal:
            raise ToolError(f"step {version} of the record is refused: {refusal.reason}") from None
    if state.result() is None:
        raise ToolError("the record is of a game that has not ended: only a finished game is analysed")


_NOTE = {
    "type": "object",
    "properties": {
        "step": {"type": "integer"},
        "seat": {"type": "integer"},
        "text": {"type": "string"},
        "loss": {"type": "number"},
        "kind": {"type": "string"},
    },
    "required": ["step", "seat", "text", "loss", "kind"],
}
SCHEMA = {
    "type": "object",
    "properties": {
        "game": {"type": "string"},
        "unit": {"type": "string"},
        "notes": {"type": "array", "items": _NOTE},
        "totals": {"type": "array", "items": {"type": "object"}},
        "summary": {
            "type": "array",
            "items": {
                "type": "object",
                "properties": {"seat": {"type": "integer"}, "turning_points": {"type": "array", "items": _NOTE}},
            },
        },
    },
    "required": ["game", "notes", "totals", "summary"],
}

RECORD_PARAMS = (
    Param("game", "Game", {"type": "string", "maxLength": 40}),
    Param("options", "Options", {"type": "object", "maxProperties": 40}, {}),
    Param("seed", "Seed", {"type": "integer", "minimum": 0}),  # up to 2**63: no float-safe maximum
    Param("players", "Players", integers(1, 16)),
    Param("start", "Start time", {"type": "number"}, 0.0),
    listing("steps", "Steps", {"type": "array", "minItems": 3, "maxItems": 3}, MAX_STEPS),
)


def analysis_tool(run: Callable[..., dict[str, Any]], summary: str) -> Tool:
    """The ``analysis`` tool of a game: ``run(game, options, seed, players, start, steps)``."""
    return Tool(
        "analysis",
        summary,
        RECORD_PARAMS,
        SCHEMA,
        run,
        online=False,
        cpu=True,
        command="review",
        text=text_of,
        cli_file="record",
    )


def text_of(analysis: dict[str, Any]) -> str:
    """The analysis for a terminal: the turning points, then every note."""
    lines = []
    for entry in analysis["summary"]:
        points = entry["turning_points"]
        lines.append(f"Seat {entry['seat']}: " + ("no misses" if not points else "turning points"))
        lines += [f"  step {n['step']}: {n['text']}" for n in points]
    for total in analysis["totals"]:
        lines.append(f"{total['label']}: " + ", ".join(f"{v:g}" for v in total["values"]))
    lines.append("")
    lines += [f"step {n['step']:>4}, seat {n['seat']}: {n['text']}" for n in analysis["notes"]]
    return "\n".join(lines)
