"""What a move hands the next players, and Hard's look-ahead over their replies.

After a move anyone but its Mover may challenge (VI-A): Now when a Solution
needs at most one Resources cube, Impossible when none exists at all. So a
move is judged by the mat it leaves (:func:`hands`):

- ``now``: the adjudicator found a Now Solution on it (the witness is a proof);
- ``impossible``: it proved no Solution exists;
- ``risky``: it could not tell within its work (a stronger player might);
- ``safe``: it proved no Now exists, and found a Solution.

Cubes with equal faces are interchangeable (the checker counts faces), so a
move is chosen among one cube of each face (:func:`distinct_moves`).

Hard looks one reply further (:func:`replies_left`): among its safe moves it
prefers the one that leaves the next player no safe reply, so that whatever
they do the following player can challenge; otherwise the one that leaves
them fewest. The questions come from the bot (:func:`.bots.ask`), which
counts their work against its cap for the decision.

>>> from .mat import Mat
>>> def ask(question, mat):
...     return (solver.now if question == "now" else solver.possible)(mat, budget=100_000)
>>> mat = Mat.from_text(goal="6", required="2", resources="+4" + "1199")  # only 2 + 4 makes 6
>>> {f"{c.face} to {s}": hands(mat.moved(c, s), ask) for c, s in distinct_moves(mat)[:6]}
{'+ to required': 'now', '+ to permitted': 'now', '+ to forbidden': 'impossible', '4 to required': 'now', '4 to permitted': 'now', '4 to forbidden': 'impossible'}
"""

from __future__ import annotations

from collections.abc import Callable

from . import solver
from .cubes import Cube
from .mat import SECTIONS, Mat, Section

Verdict = str  # "now" | "impossible" | "risky" | "safe"
#: Best first: what a Mover would rather leave on the mat.
ORDER: dict[Verdict, int] = {"safe": 0, "risky": 1, "impossible": 2, "now": 3}


Question = Callable[[str, Mat], solver.Answer]


def distinct_cubes(mat: Mat) -> list[Cube]:
    """One Resources cube of each face: equal faces are the same cube to the checker."""
    seen: set[str] = set()
    cubes = []
    for c in mat.resources:
        if c.face not in seen:
            seen.add(c.face)
            cubes.append(c)
    return cubes


def distinct_moves(mat: Mat) -> list[tuple[Cube, Section]]:
    """One move per (face, section); never the last cube to Forbidden (VIII-A)."""
    last = len(mat.resources) == 1
    return [(c, s) for c in distinct_cubes(mat) for s in SECTIONS if not (last and s == "forbidden")]


def hands(after: Mat, ask: Question) -> Verdict:
    """What the mat ``after`` a move offers the other players (see the module)."""
    verdict = "safe"
    if len(after.resources) >= 2 and (after.required or after.permitted):
        now = ask("now", after)
        if now.status == "yes":
            return "now"
        if now.status == "unknown":
            verdict = "risky"
    if ask("possible", after).status == "no":
        return "impossible"
    return verdict


def judge(
    mat: Mat, ask: Question, now_here: bool, spent: Callable[[], bool]
) -> list[tuple[Verdict, Cube, Section]]:
    """Every distinct move on ``mat`` with what it hands, the cheap questions first.

    A Now with a cube in Required is a Now with it in Permitted, so a move to
    Permitted that hands no Now proves the same of the move to Required; a move
    to Forbidden only takes a cube out of play, so it hands no Now when the mat
    has none now (``now_here`` false, proved). Once ``spent()`` says the
    decision's work is used up, the moves not yet asked about are ``risky``.
    """
    out: list[tuple[Verdict, Cube, Section]] = []
    last = len(mat.resources) == 1

    def possible_only(after: Mat, verdict: Verdict) -> Verdict:
        return "impossible" if ask("possible", after).status == "no" else verdict

    for cube in distinct_cubes(mat):
        permitted = "risky" if spent() else hands(mat.moved(cube, "permitted"), ask)
        out.append((permitted, cube, "permitted"))
        after = mat.moved(cube, "required")
        if permitted == "safe":
            required = possible_only(after, "safe")
        else:
            required = "risky" if spent() else hands(after, ask)
        out.append((required, cube, "required"))
        if not last:
            after = mat.moved(cube, "forbidden")
            if not now_here:
                forbidden = possible_only(after, "safe")
            else:
                forbidden = "risky" if spent() else hands(after, ask)
            out.append((forbidden, cube, "forbidden"))
    return out


def replies_left(after: Mat, ask: Question, spent: Callable[[], bool]) -> int | None:
    """How many of the next player's replies on ``after`` are safe (or not known to be
    unsafe); None when the work ran out before every reply was judged."""
    replies = judge(after, ask, now_here=False, spent=spent)
    if spent():
        return None
    return sum(1 for verdict, _, _ in replies if verdict in ("safe", "risky"))
