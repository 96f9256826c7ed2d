"""What one seat sees of a Mathable game (``docs/rules/mathable.md``, "The view").

A view holds the board, every placed tile with who placed it and when, the
seat's own rack, the sizes of the others', the number of tiles in the pouch,
the scores, this turn so far, whether the bonus draw is on offer, a pending
challenge, each player's last turn and what the seat may do now. Never another
seat's rack or the order of the pouch.

    >>> from eqgames import games
    >>> state = games.load("mathable").new(seed=5, players=3)
    >>> v = state.view(None)
    >>> v["rack"], v["racks"], v["board"][6][6:8], v["layout"][4][7]
    (None, [7, 7, 7], [1, 2], '+')
"""

from __future__ import annotations

import copy
from typing import TYPE_CHECKING

from eqgames.core.actions import JSON

from .board import LAYOUT
from .tiles import tile_json

if TYPE_CHECKING:
    from .rules import MathableState


def view(state: MathableState, seat: int | None) -> dict[str, JSON]:
    own = seat is not None and 0 <= seat < state.players
    turn = state.this_turn
    return {
        "game": "mathable",
        "seat": seat,
        "players": state.players,
        "layout": [list(row) for row in LAYOUT],
        "board": state.grid.to_json(),
        "tiles": copy.deepcopy(state.placed),
        "rack": [tile_json(t) for t in state.racks[seat]] if own and seat is not None else None,
        "racks": [len(r) for r in state.racks],
        "pouch": len(state.pouch),
        "scores": list(state.scores),
        "start": copy.deepcopy(state.start),
        "turn": state.turn,
        "turn_number": state.turn_number,
        "this_turn": {
            **copy.deepcopy(turn),
            "bonus_possible": not state.finished
            and int(turn["started_with"]) >= 7
            and state.racks[state.turn] != [],
        },
        "draw_offered": state.draw_offered,
        "pending": copy.deepcopy(state.pending),
        "last_turns": copy.deepcopy(state.last_turns),
        "hint": copy.deepcopy(state.hint) if own and seat == state.turn else None,
        "hints": {"available": state.options.hints_available, "used": list(state.hints_used)},
        "options": {"challenge": state.options.challenge, "hints": state.options.hints_available},
        "can": state.can(seat),
        "to_act": list(state.to_act()),
        "deadline": None,
        "result": _result(state),
    }


def _result(state: MathableState) -> dict[str, JSON] | None:
    result = state.result()
    if result is None:
        return None
    return {
        **result.to_json(),
        "leftovers": list(state.leftovers),
        "racks": [state.rack_values(s) for s in range(state.players)] if state.finished else None,
        "before": list(state.before) if state.finished else list(state.scores),
        "went_out": state.went_out,
    }
