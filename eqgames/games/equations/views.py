"""What a seat sees: the whole mat, the clocks, the scores; an Equation only its writer's.

Everything on the table is public (the cubes and where each lies, who set,
moved and challenged, every penalty). An Equation is private to its writer
until the writing ends: the others see only that it was presented; then every
Equation is shown with its verdict (``last_shake``). The schema is in
``docs/rules/equations.md`` (the browser board reads it).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from eqgames.core.actions import JSON

from . import scoring
from .variations import selection

if TYPE_CHECKING:
    from .rules import EquationsState


def view(state: EquationsState, seat: int | None) -> dict[str, JSON]:
    s = state.shake
    phase = state.phase
    in_play = phase not in ("lot", "over")
    writing = s.writing
    mine = writing.writer(seat) if writing is not None and seat is not None else None
    result = state.result()
    return {
        "game": "equations",
        "seat": seat,
        "players": state.players,
        "mode": state.options.mode,
        "phase": phase,
        "version": state.version,
        "shake": s.number,
        "setter": s.setter,
        "turn": s.turn if phase == "moves" else None,
        "mover": s.mover,
        "to_act": list(state.to_act()),
        "can": state.allowed(seat),
        "challenges": _challenges(state, seat) if in_play else None,
        "bonus": _bonus(state, seat) if in_play else None,
        "division": state.options.adventurous,
        "year_list": state.options.year_list if state.options.adventurous else None,
        "variations": _variations(state) if state.options.adventurous else None,
        "selection": _selection(state, seat) if phase == "select" else None,
        "cubes": [c.to_json() for c in s.cubes],
        "mat": s.mat().to_json() if s.cubes else None,
        "goal_set": s.goal_set,
        "goal_refusal": state.goal_refusal() if phase == "goal" else None,
        "goal_turns": state.goal_turns() if phase == "goal" else None,
        "setter_bonus": s.setter_bonus,
        "bonus_turn": s.bonus_turn,
        "agreed": list(s.agreed),
        "challenge": s.challenge,
        "writing": None
        if writing is None
        else {
            "occasion": writing.occasion,
            "started": writing.started,
            "challenge_until": writing.challenge_until,
            "writers": [
                {
                    "seat": w.seat,
                    "role": w.role,
                    "status": w.status,
                    "clock": None if w.clock is None else w.clock.to_json(),
                }
                for w in writing.writers
            ],
        },
        "my_equation": (
            {"equation": mine.equation, "seat": mine.seat}
            if mine is not None and mine.equation is not None
            else None
        ),
        "clock": None if s.clock is None else s.clock.to_json(),
        "stopped": s.stopped,
        "totals": list(state.totals),
        "penalties": list(s.penalties),
        "leading": [state.leading(p) for p in range(state.players)],
        "match_points": scoring.match_points(state.totals),
        "shakes": state.options.shakes,
        "played": state.played,
        "round": {
            "timed": state.options.timed_round,
            "started": state.started,
            "ends": state.round_ends if state.options.timed_round else None,
            "finish_by": state.finish_ends if state.options.timed_round else None,
            "time_up": state.warned,
        },
        "lot": state.lot,
        "last_shake": state.history[-1] if state.history else None,
        "history": [
            {
                "shake": h["shake"],
                "setter": h["setter"],
                "occasion": h["occasion"],
                "points": [sc["points"] for sc in h["scores"]],
                "penalties": h["penalties"],
                "totals": h["totals"],
            }
            for h in state.history
        ],
        "deadline": state.deadline(),
        "result": None if result is None else result.to_json(),
    }


def _variations(state: EquationsState) -> dict[str, Any]:
    """The shake's variations: those of every shake in the division, and those chosen."""
    division = state.options.adventurous
    assert division is not None
    s = state.shake
    return {
        "standing": selection.standing_records(division),
        "chosen": [dict(v) for v in s.variations],
        "attempts": [dict(a) for a in s.attempts],
    }


def _selection(state: EquationsState, seat: int | None) -> dict[str, Any]:
    """II-B while it lasts: who selects, how many, and the list with what is illegal now."""
    division = state.options.adventurous
    assert division is not None
    s = state.shake
    assert s.selector is not None
    required, most = state.selection_picks(s.selector)
    return {
        "selector": s.selector,
        "order": selection.order(s.setter, state.players),
        "required": required,
        "most": most,
        "picked": s.picked,
        "tries": s.tries,
        "menu": selection.menu(s, division, state.options.year_list),
    }


def _challenges(state: EquationsState, seat: int | None) -> dict[str, Any]:
    """For each claim: ``None`` when ``seat`` may make it now, else why not."""
    if seat is None:
        return {}
    out: dict[str, Any] = {}
    for claim in ("now", "impossible", "no_goal"):
        refusal = state.challenge_refusal(seat, claim, state.last_at)
        out[claim] = None if refusal is None else refusal[0]
    return out


def _bonus(state: EquationsState, seat: int | None) -> str | None:
    if seat is None:
        return "spectators do not move"
    return state.bonus_refusal(seat)
