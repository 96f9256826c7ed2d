"""Scoring a shake (X, Basic Equations VI–VII, IV-D-2, XI-B-2) and a match (XII-A).

Scoring is a pure function of who was who and what each presented, so every
case of the rulebook is a line here. ``C`` is the Challenger, ``M`` the Mover,
``T`` the Third Party; True / False is a correct / incorrect Equation, None none.
"""

from __future__ import annotations

import pytest

from eqgames.games.equations.scoring import after_challenge, after_no_goal, forceout, match_points

C, M, T = 1, 0, 2


def points(claim: str, c: bool | None, m: bool | None, t: bool | None, players: int = 3) -> list[int]:
    correct = {C: c, M: m, T: t} if players == 3 else {C: c, M: m}
    return [s.points for s in after_challenge(players, claim, C, M, correct)]  # type: ignore[arg-type]


# Each row: claim, what C, M, T presented -> (M, C, T) points; the rule it shows.
CASES = [
    # Now: the Challenger must write (VII-A-1).
    ("now", True, None, None, (2, 6, 2), "X-B-2; X-B-1: T presented nothing, C was correct"),
    ("now", False, None, None, (6, 2, 6), "X-B-3: T presented nothing, C incorrect"),
    ("now", None, None, None, (6, 2, 6), "X-B-1: C presented nothing"),
    ("now", True, None, True, (2, 6, 4), "X-B-4: both correct"),
    ("now", False, None, True, (2, 2, 6), "X-B-3: T correct, C not; M is not correct"),
    ("now", None, None, True, (2, 2, 6), "X-B-3 with C silent"),
    ("now", True, None, False, (2, 6, 2), "X-B-1: T incorrect"),
    ("now", False, None, False, (6, 2, 2), "nobody correct: only M is right"),
    # Impossible: the Mover must write (VII-A-2).
    ("impossible", None, True, None, (6, 2, 2), "X-B-1: C wrong, T silent while M correct"),
    ("impossible", None, False, None, (2, 6, 4), "X-B-4: T silent, M incorrect"),
    ("impossible", None, None, None, (2, 6, 4), "M presented nothing"),
    ("impossible", None, True, True, (6, 2, 6), "X-B-3: T correct after Impossible"),
    ("impossible", None, False, True, (2, 2, 6), "T correct: C wrong, M wrong"),
    ("impossible", None, True, False, (6, 2, 2), "T incorrect"),
    ("impossible", None, False, False, (2, 6, 2), "C right; T incorrect"),
]


@pytest.mark.parametrize(("claim", "c", "m", "t", "expected", "why"), CASES, ids=[r[5] for r in CASES])
def test_three_player_challenge_scoring(
    claim: str, c: bool | None, m: bool | None, t: bool | None, expected: tuple[int, ...], why: str
) -> None:
    assert tuple(points(claim, c, m, t)) == expected


def test_two_player_challenge_scoring() -> None:
    # Basic Equations VI: a correct Challenger or Mover scores 6, an incorrect player 2.
    assert points("now", True, None, None, players=2) == [2, 6]
    assert points("now", False, None, None, players=2) == [6, 2]
    assert points("impossible", None, True, None, players=2) == [6, 2]
    assert points("impossible", None, False, None, players=2) == [2, 6]


def test_basic_equations_third_party_example_scores_six_or_four() -> None:
    # Basic VI-C: (a) correct Equation after Impossible, (b) correct after Now when the
    # Challenger's is not, (c) none after Now and the Challenger's incorrect: 6; else 4.
    assert points("impossible", None, True, True)[T] == 6
    assert points("now", False, None, True)[T] == 6
    assert points("now", False, None, None)[T] == 6
    assert points("now", True, None, True)[T] == 4
    assert points("impossible", None, False, None)[T] == 4


def test_reasons_are_written_for_people() -> None:
    scores = after_challenge(3, "now", C, M, {C: True, M: None, T: None})
    assert scores[C].reason == "Challenger (Now): presented a correct Equation"
    assert "presented no Equation" in scores[T].reason


def test_last_cube_and_stop_score_four_or_two() -> None:
    # X-C and XI-B-2: a correct Equation scores 4; anything else 2.
    assert [s.points for s in forceout(3, {0: True, 1: False, 2: None})] == [4, 2, 2]
    assert "stop" in forceout(2, {0: True}, 'after "stop"')[0].reason


S, NC, NT = 0, 1, 2


def no_goal(c: bool | None, t: bool | None) -> list[int]:
    return [s.points for s in after_no_goal(3, S, NC, {NC: c, NT: t})]


def test_no_goal_challenge_scoring_of_iv_d_2() -> None:
    # Challenger: 6 if correct, else 2. Goal-setter: 2 if anyone disproved "no Goal", else 6.
    assert no_goal(True, None) == [2, 6, 2]  # T silent, C correct: 2
    assert no_goal(False, None) == [6, 2, 6]  # T silent, C incorrect: 6
    assert no_goal(True, True) == [2, 6, 4]  # T correct and C correct: 4
    assert no_goal(False, True) == [2, 2, 6]  # T correct, C incorrect: 6
    assert no_goal(True, False) == [2, 6, 2]  # T incorrect: 2
    assert no_goal(None, None) == [6, 2, 6]
    assert [s.points for s in after_no_goal(2, 0, 1, {1: True})] == [2, 6]


def test_match_points_of_xii_a() -> None:
    # Three players: first alone 6, two-way tie for first 5, three-way tie 4,
    # second alone 4, two-way tie for second 3, third alone 2.
    assert match_points([30, 20, 10]) == [6, 4, 2]
    assert match_points([30, 30, 10]) == [5, 5, 2]
    assert match_points([20, 20, 20]) == [4, 4, 4]
    assert match_points([30, 20, 20]) == [6, 3, 3]
    # Two players: first alone 6, tie 5, second alone 4.
    assert match_points([8, 12]) == [4, 6]
    assert match_points([12, 12]) == [5, 5]
    with pytest.raises(ValueError):
        match_points([1, 2, 3, 4])


def _basic_reference(claim: str, c: bool | None, m: bool | None, t: bool | None) -> list[int]:
    """Basic Equations V and VI, read on their own, as the slow obvious scorer."""
    wrote = {C: c, M: m, T: t}
    must = C if claim == "now" else M
    may_not = M if claim == "now" else C
    out = {}
    for seat in (M, C, T):
        others_right = any(wrote[s] is True for s in (M, C, T) if s != seat)
        if seat == must or (seat == T and wrote[T] is not None):
            correct = wrote[seat] is True  # V-A: had to or chose to write, and did so correctly
        else:
            correct = not others_right  # V-B: someone else writes, and nobody is correct
        if not correct:
            out[seat] = 2  # VI-A
        elif seat in (must, may_not):
            out[seat] = 6  # VI-B
        else:
            # VI-C (a)-(c), with (c) read as X-B-3 words it: no correct Equation from C.
            six = (
                (claim == "impossible" and t is True)
                or (claim == "now" and t is True and c is not True)
                or (claim == "now" and t is None and c is not True)
            )
            out[seat] = 6 if six else 4
    return [out[M], out[C], out[T]]


def test_the_tournament_scoring_agrees_with_basic_equations_in_every_case() -> None:
    # Every claim and every combination of what the three presented (the Mover never
    # writes after Now, the Challenger never after Impossible).
    answers: list[bool | None] = [True, False, None]
    for claim in ("now", "impossible"):
        for writer in answers:
            for t in answers:
                c, m = (writer, None) if claim == "now" else (None, writer)
                assert points(claim, c, m, t) == _basic_reference(claim, c, m, t), (claim, c, m, t)
