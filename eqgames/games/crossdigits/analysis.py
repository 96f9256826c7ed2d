"""Crossdigits analysed: at each turn the top-scoring play and the points the play made left
on the table; the hints each player used and what they cost.

The top play is the move generator's best (the one a hint shows, :mod:`.hints`),
for the rack the player held, on the board as it was. A swap or a pass scored
nothing, so it left the whole top play on the table.
"""

from __future__ import annotations

from typing import Any

from eqgames.core.analysis import Analysis, analysis_tool, record_of, replay_steps

from .board import square_name
from .hints import best_move, hint_cost
from .plays import check_play


def _shown(tiles: Any) -> str:
    return " ".join(f"{d}@{square_name(r, c)}" for r, c, d in tiles)


def _sentence(text: str) -> str:
    return text[:1].upper() + text[1:]


def analyse(
    game: str, options: dict[str, Any], seed: int, players: int, start: float, steps: list[Any]
) -> dict[str, Any]:
    """The analysis of a finished Crossdigits game (see :mod:`eqgames.core.analysis`)."""
    record = record_of(game, options, seed, players, start, steps)
    out = Analysis("crossdigits", players, "points")
    left = [0.0] * players
    hints = [0] * players
    hint_cost_total = [0.0] * players
    for version, step, state in replay_steps(record):
        seat, action = step.seat, step.action or {}
        if seat is None:
            continue
        kind = action.get("type")
        if kind == "hint":
            hints[seat] += 1
            move = best_move(state.board, state.rack_digits(seat))
            if move is not None:
                # What this hint takes off, as the rules will when the step is applied.
                cost = hint_cost(move.score, state.options.hint_percent, state.hints_used[seat] + 1)
                hint_cost_total[seat] += cost
                shown = f"{_shown(move.tiles)}, {move.score} points"
                out.note(version, seat, f"Asked for a hint ({shown}): it cost {cost}.", kind="hint")
            continue
        best = best_move(state.board, state.rack_digits(seat))
        top = 0 if best is None else best.score
        if kind == "place":
            tiles = [(r, c, d) for r, c, d in action["tiles"]]
            made = check_play(state.board, tiles, state.rack_digits(seat)).score
            what = f"played {_shown(action['tiles'])} for {made}"
        else:
            made = 0
            what = "swapped" if kind == "swap" else "passed"
        lost = top - made
        left[seat] += lost
        if best is None:
            out.note(version, seat, f"No play was possible: {what}.")
        elif lost > 0:
            best_text = f"the top play was {_shown(best.tiles)} for {top}"
            out.note(version, seat, f"{_sentence(what)}; {best_text}: {lost} left on the table.", lost)
        else:
            out.note(version, seat, f"{_sentence(what)}: the top play.", kind="best")
    out.total("Points left on the table", left)
    out.total("Hints used", [float(h) for h in hints])
    out.total("Points the hints cost", hint_cost_total)
    return out.to_json()


TOOL = analysis_tool(
    analyse,
    "The game analysed: each turn's top play, the points left on the table, hints and their cost",
)
