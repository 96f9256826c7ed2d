"""Scoring a shake (X, IV-D-2, XI-B-2) and a match (XII-A): pure functions.

A shake's score depends only on who was who (Challenger, Mover, Third Party,
Goal-setter) and what each presented: ``correct[seat]`` is ``True`` or
``False`` for an Equation checked correct or not, ``None`` when the seat
presented none. Each function returns one :class:`Score` per seat, with the
reason in words.

After a Now challenge (X-B): a correct Challenger scores 6, the Mover is
correct when nobody wrote a correct Equation, and the Third Party scores 6 or
4 (X-B-3, X-B-4):

    >>> [s.points for s in after_challenge(3, "now", 1, 0, {0: None, 1: True, 2: None})]
    [2, 6, 2]
    >>> [s.points for s in after_challenge(3, "now", 1, 0, {0: None, 1: True, 2: True})]
    [2, 6, 4]
    >>> [s.points for s in after_challenge(3, "impossible", 1, 0, {0: False, 1: None, 2: None})]
    [2, 6, 4]

The exception of X-A-2 (a player who presents nothing and *accepts* another's
Equation that the other checker then proves wrong scores 2) never applies
here: the checker is automatic and impartial, so no player accepts or rejects
an Equation and nothing is "subsequently proved wrong".
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Literal

Correct = Mapping[int, bool | None]


@dataclass(frozen=True)
class Score:
    points: int
    reason: str

    def to_json(self) -> dict[str, object]:
        return {"points": self.points, "reason": self.reason}


def _presented(value: bool | None) -> str:
    if value is None:
        return "presented no Equation"
    return "presented a correct Equation" if value else "presented an incorrect Equation"


def after_challenge(
    players: int,
    claim: Literal["now", "impossible"],
    challenger: int,
    mover: int,
    correct: Correct,
) -> list[Score]:
    """X-A and X-B: the scores after a Now or an Impossible challenge.

    Who must write (VII-A): the Challenger after Now, the Mover after
    Impossible; the Third Party may. A player is correct (X-A) when they had to
    write and did so correctly, or did not have to and no opponent wrote a
    correct Equation; a Third Party who presents must be correct.
    """
    writer = challenger if claim == "now" else mover
    writer_right = correct.get(writer) is True
    scores: list[Score] = []
    for seat in range(players):
        mine = correct.get(seat)
        if seat == writer:
            role = "Challenger (Now)" if claim == "now" else "Mover (Impossible)"
            if writer_right:
                scores.append(Score(6, f"{role}: {_presented(True)}"))
            else:
                scores.append(Score(2, f"{role}: had to write and {_presented(mine)}"))
        elif seat in (challenger, mover):
            # The player who may not write: correct when no opponent wrote a correct Equation.
            role = "Mover (Now)" if claim == "now" else "Challenger (Impossible)"
            others = [correct.get(s) is True for s in range(players) if s != seat]
            if any(others):
                scores.append(Score(2, f"{role}: an opponent presented a correct Equation"))
            else:
                scores.append(Score(6, f"{role}: no opponent presented a correct Equation"))
        else:
            scores.append(_third_party(claim, mine, writer_right))
    return scores


def _third_party(claim: str, mine: bool | None, writer_right: bool) -> Score:
    """X-B-1, X-B-3, X-B-4: the Third Party's score."""
    writer = "the Challenger" if claim == "now" else "the Mover"
    if mine is False:
        return Score(2, f"Third Party: {_presented(False)}")
    if mine is True:
        if claim == "impossible":
            return Score(6, "Third Party: presented a correct Equation after Impossible")
        if writer_right:
            return Score(4, f"Third Party: presented a correct Equation, and so did {writer}")
        return Score(6, f"Third Party: presented a correct Equation and {writer} did not")
    if writer_right:
        return Score(2, f"Third Party: presented no Equation, but {writer} presented a correct one")
    if claim == "now":
        return Score(6, f"Third Party: presented no Equation and {writer} presented no correct one")
    return Score(4, f"Third Party: presented no Equation and {writer} presented no correct one")


def forceout(players: int, correct: Correct, what: str = "after the last cube") -> list[Score]:
    """X-C (the last cube played and no Impossible) and XI-B-2 ("stop"): 4 or 2 each."""
    return [
        Score(4, f"{_presented(True)} {what}")
        if correct.get(seat) is True
        else Score(2, f"{_presented(correct.get(seat))} {what}")
        for seat in range(players)
    ]


def after_no_goal(players: int, setter: int, challenger: int, correct: Correct) -> list[Score]:
    """IV-D-2: the scores after a challenge of the Goal-setter's "no Goal"."""
    challenger_right = correct.get(challenger) is True
    anyone_right = any(correct.get(s) is True for s in range(players) if s != setter)
    scores: list[Score] = []
    for seat in range(players):
        mine = correct.get(seat)
        if seat == setter:
            if anyone_right:
                scores.append(Score(2, 'Goal-setter: a correct Equation disproved "no Goal"'))
            else:
                scores.append(Score(6, 'Goal-setter: nobody disproved "no Goal"'))
        elif seat == challenger:
            points = 6 if challenger_right else 2
            scores.append(Score(points, f'Challenger of "no Goal": {_presented(mine)}'))
        elif mine is False:
            scores.append(Score(2, f"Third Party: {_presented(False)}"))
        elif mine is True:
            points = 4 if challenger_right else 6
            scores.append(Score(points, f"Third Party: {_presented(True)}"))
        else:
            points = 2 if challenger_right else 6
            scores.append(Score(points, "Third Party: presented no Equation"))
    return scores


def match_points(totals: Sequence[float]) -> list[int]:
    """XII-A: match points from the players' totals, for 2 or 3 players.

    >>> match_points([10, 8]), match_points([9, 9]), match_points([4, 9, 9])
    ([6, 4], [5, 5], [2, 5, 5])
    >>> match_points([7, 7, 7]), match_points([9, 3, 3]), match_points([1, 2, 3])
    ([4, 4, 4], [6, 3, 3], [2, 4, 6])
    """
    n = len(totals)
    if n not in (2, 3):
        raise ValueError("match points are for 2 or 3 players")
    points = []
    for seat, total in enumerate(totals):
        above = sum(1 for s, t in enumerate(totals) if s != seat and t > total)
        tied = sum(1 for s, t in enumerate(totals) if s != seat and t == total)
        if above == 0:
            points.append({0: 6, 1: 5, 2: 4}[tied])
        elif n == 2:
            points.append(4)
        elif above == 1:
            points.append(4 if tied == 0 else 3)
        else:
            points.append(2)
    return points
