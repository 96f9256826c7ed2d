"""The analysis of a finished Equations match: the Nows and Impossibles there were.

After the Goal and after every move, the adjudicator (:mod:`.solver`) asks the
two questions a player at the table asks: could a Now be won here, has the
Goal become Impossible? A move that leaves a Now for the others, a turn spent
moving when a right challenge was there, and a wrong challenge are each a
missed chance (``loss`` 1, the unit "chances"); a right challenge is noted as
the best there was. Questions the adjudicator cannot decide within its
budget are left out rather than guessed.

    >>> from eqgames import games
    >>> from eqgames.core import Record
    >>> from eqgames.games.equations.match import play_match
    >>> game = games.load("equations", shakes=1, mode="casual")
    >>> state, record = play_match(game, {0: game.bot("easy", 1), 1: game.bot("easy", 2)}, seed=3)
    >>> out = analyse("equations", record.options, record.seed, 2, record.start,
    ...               [s.to_json() for s in record.steps])
    >>> out["unit"], len(out["summary"])
    ('chances', 2)
"""

from __future__ import annotations

from typing import Any

from eqgames.core.analysis import Analysis, analysis_tool, record_of, replay_steps

from . import solver
from .mat import Mat

#: Work units per question (the median mat takes a few thousand; see docs/rules/equations.md).
BUDGET = 300_000


def _action(data: Any) -> dict[str, Any]:
    return data if isinstance(data, dict) else {}


def _could(state: Any, seat: int, claim: str) -> bool:
    """Whether ``seat`` could have challenged ``claim`` then (VI-B): a Now nobody may
    challenge (nothing in Required or Permitted yet, one cube left) was no chance."""
    return state.challenge_refusal(seat, claim, state.last_at) is None


def analyse(
    game: str, options: dict[str, Any], seed: int, players: int, start: float, steps: list[Any]
) -> dict[str, Any]:
    record = record_of(game, options, seed, players, start, steps)
    analysis = Analysis("equations", players, "chances")
    seen: tuple[int, int] | None = None
    now: solver.Answer | None = None
    possible: solver.Answer | None = None
    for version, step, state in replay_steps(record):
        shake = state.shake
        action = _action(step.action)
        challenge = action.get("type") == "challenge" and action.get("claim") in ("now", "impossible")
        # Moves, and the challenges of the writing too (Impossible after the last cube, VIII).
        if step.seat is None or not (shake.phase == "moves" or (challenge and shake.phase == "writing")):
            continue
        key = (shake.number, len(shake.resources()))
        if key != seen:
            seen = key
            mat: Mat = shake.mat()
            rules = state.ruleset()  # the shake's variations
            now = solver.now(mat, rules, budget=BUDGET)
            possible = solver.possible(mat, rules, budget=BUDGET)
            # The step before made this mat: a move (or the Goal) that left a Now.
            others = [p for p in range(players) if p != shake.mover]
            if (
                now.status == "yes"
                and shake.mover is not None
                and version > 1
                and any(_could(state, p, "now") for p in others)
            ):
                analysis.note(
                    version - 1, shake.mover, f"This left a Now for the others: {now.witness}.", 1
                )
        assert now is not None and possible is not None
        seat = step.seat
        if challenge:
            claim = action["claim"]
            right = now.status == "yes" if claim == "now" else possible.status == "no"
            decided = (now if claim == "now" else possible).status != "unknown"
            if not decided:
                continue
            if right:
                why = f": {now.witness}" if claim == "now" else ": no Solution exists"
                analysis.note(version, seat, f"Challenged {claim.title()}, rightly{why}.", kind="best")
            else:
                why = (
                    "no Solution uses at most one Resources cube" if claim == "now"
                    else f"a Solution exists: {possible.witness}"
                )
                analysis.note(version, seat, f"Challenged {claim.title()}, wrongly: {why}.", 1)
        elif action.get("type") in ("move", "bonus") and seat != shake.mover:
            if now.status == "yes" and _could(state, seat, "now"):
                analysis.note(version, seat, f"A Now was there, and this moved instead: {now.witness}.", 1)
            elif possible.status == "no" and _could(state, seat, "impossible"):
                analysis.note(version, seat, "The Goal had become Impossible; this moved instead.", 1)
    seats = range(players)
    analysis.total("Missed chances", [sum(n.loss for n in analysis.notes if n.seat == s) for s in seats])
    analysis.total(
        "Right challenges", [sum(1.0 for n in analysis.notes if n.seat == s and n.kind == "best") for s in seats]
    )
    return analysis.to_json()


ANALYSIS = analysis_tool(
    analyse, "The match analysed: after the Goal and each move, was there a Now, was it Impossible"
)
