"""Mathable analysed: at each turn the best turn there was and the points the turn left
on the table; the hints each player asked for.

The best turn is the one "show the best turn" shows (:mod:`.hints`): searched on
the board as the turn began, for the rack the player held then (every order of
up to 3 tiles exactly, the beam beyond: :mod:`.movegen`), with the 50-point
bonus when the rack was full. A turn's points are what the rules gave it, bonus
included. An exchange or a pass scored nothing, so it left the whole best turn
on the table. A tile drawn as a bonus during the turn was not in the rack the
search saw, so a turn can score more than "the best turn": it then left nothing.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from eqgames.core.analysis import Analysis, analysis_tool, record_of, replay_steps

from .hints import best_turn
from .movegen import Turn
from .rules import MathableState


@dataclass
class _Turn:
    """A turn being watched: where it began in the review, whose, and the best there was."""

    number: int
    version: int
    seat: int
    best: Turn


def _shown(turn: Turn) -> str:
    points = f"{turn.score} points" + (f" with the {turn.bonus}-point bonus" if turn.bonus else "")
    return f"{turn.text()} for {points}"


def _made(state: MathableState, watched: _Turn) -> tuple[str, int]:
    """What the turn just over did, and its points (from the rules' record of it)."""
    last = state.last_turns[watched.seat] or {}
    action = str(last.get("action", "pass"))
    points = int(last.get("points", 0))
    if action == "place":
        placed = [p for p in state.placed if p["turn"] == watched.number]
        tiles = ", ".join(f"{p['value']}@{p['square']}" for p in placed)
        return f"placed {tiles} for {points}", points
    if action == "challenged":
        return f"was challenged, keeping {points}", points
    if action == "exchange":
        return "exchanged", 0
    return "passed", 0


def analyse(
    game: str, options: dict[str, Any], seed: int, players: int, start: float, steps: list[Any]
) -> dict[str, Any]:
    """The analysis of a finished Mathable game (see :mod:`eqgames.core.analysis`)."""
    record = record_of(game, options, seed, players, start, steps)
    out = Analysis("mathable", players, "points")
    left = [0.0] * players
    hints = [0.0] * players
    watched: _Turn | None = None
    state: MathableState | None = None

    def close(turn: _Turn, now: MathableState) -> None:
        what, made = _made(now, turn)
        lost = max(0, turn.best.score - made)
        left[turn.seat] += lost
        what = what[:1].upper() + what[1:]
        if not turn.best.placements:
            out.note(turn.version, turn.seat, f"{what}: no tile fitted anywhere.")
        elif lost:
            best = f"the best turn was {_shown(turn.best)}"
            out.note(turn.version, turn.seat, f"{what}; {best}: {lost} left on the table.", lost)
        else:
            out.note(turn.version, turn.seat, f"{what}: the best turn.", kind="best")

    for version, step, now in replay_steps(record):
        assert isinstance(now, MathableState)
        state = now
        if watched is not None and now.turn_number != watched.number:
            close(watched, now)
            watched = None
        if step.seat is None or step.seat != now.turn or now.pending is not None:
            continue
        if watched is None:
            rack = now.rack_values(now.turn)
            watched = _Turn(now.turn_number, version, now.turn, best_turn(now.grid, rack))
        if (step.action or {}).get("type") == "hint":
            hints[step.seat] += 1
            kind = "the best turn" if step.action.get("kind") == "turn" else "a placement"
            out.note(version, step.seat, f"Asked to be shown {kind}.", kind="hint")
    if watched is not None and state is not None:
        close(watched, state)
    out.total("Points left on the table", left)
    out.total("Hints used", hints)
    return out.to_json()


TOOL = analysis_tool(
    analyse,
    "The game analysed: each turn's best turn, the points left on the table, and the hints asked for",
)
