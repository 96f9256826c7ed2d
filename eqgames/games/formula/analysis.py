"""Formula analysed: at each turn the most cards a play could shed against the play made, and
the chances to go out that were missed.

The plays are every distinct legal play (:func:`.movegen.legal_plays`) for the
hand the player held on the table as it was; a draw or a pass shed none.
"""

from __future__ import annotations

from typing import Any

from eqgames.core.analysis import Analysis, analysis_tool, record_of, replay_steps

from .actions import Play
from .movegen import legal_plays, play_text


def _shed(play: Play) -> int:
    """Cards a play lays from the hand (kept table cards are not shed)."""
    return sum(1 for slots in (play.a, play.b, play.c) for slot in slots if slot.card is not None)


def _sentence(text: str) -> str:
    return text[:1].upper() + text[1:]


def analyse(
    game: str, options: dict[str, Any], seed: int, players: int, start: float, steps: list[Any]
) -> dict[str, Any]:
    """The analysis of a finished Formula game (see :mod:`eqgames.core.analysis`)."""
    record = record_of(game, options, seed, players, start, steps)
    out = Analysis("formula", players, "cards")
    kept = [0.0] * players
    outs = [0.0] * players
    for version, step, state in replay_steps(record):
        if step.seat is None or step.action is None:
            continue
        seat = step.seat
        pos = state.position(seat)
        plays = legal_plays(pos)
        best = max(plays, key=_shed, default=None)
        most = 0 if best is None else _shed(best)
        action = state.game.parse_action(step.action)
        made = _shed(action) if isinstance(action, Play) else 0
        what = f"played {play_text(pos, action)}" if isinstance(action, Play) else action.type + "n"
        what = what.replace("drawn", "drew").replace("passn", "passed")
        hand = len(pos.hand)
        lost = most - made
        kept[seat] += lost
        if best is None:
            out.note(version, seat, f"No play was possible: {what}.")
        elif most == hand and made < hand:
            outs[seat] += 1
            out.note(version, seat, f"Missed going out: {what}, but {play_text(pos, best)} sheds all {hand} cards.", loss=lost + hand)
        elif lost > 0:
            out.note(version, seat, f"{_sentence(what)} ({made} card{'s' * (made != 1)}); {play_text(pos, best)} sheds {most}.", loss=lost)
        else:
            out.note(version, seat, f"{_sentence(what)}: the most cards a play could shed ({made}).", kind="best")
    out.total("Cards a better play would have shed", kept)
    out.total("Chances to go out missed", outs)
    return out.to_json()


TOOL = analysis_tool(
    analyse,
    "The game analysed: at each turn the most cards a play could shed, and missed chances to go out",
)
