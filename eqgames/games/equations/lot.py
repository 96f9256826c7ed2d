"""The first Goal-setter by lot (I-D): each player rolls a red cube.

"The player rolling the highest digit sets the first Goal. A player who rolls
an operation sign is eliminated unless all players roll an operation sign.
Players tied for high digit roll again until the tie is broken."

Read: a round in which every player still in rolls a sign eliminates nobody
(they all roll again); players tied for the high digit roll again, the others
are out. Each round is kept, so it can be shown.

    >>> from eqgames.core.rng import Rng
    >>> rounds, setter = draw_lots(Rng(3), 3)
    >>> rounds[-1]["high"] == [setter]
    True
    >>> decide([{0: "+", 1: "2", 2: "2"}])    # seat 0 is out; 1 and 2 roll again
    [1, 2]
"""

from __future__ import annotations

from collections.abc import Mapping

from eqgames.core.rng import Rng

from .cubes import FACES

RED = FACES["red"]
#: A safety bound: the chance of this many rounds without a winner is nil.
MAX_ROUNDS = 200


def decide(rounds: list[Mapping[int, str]]) -> list[int]:
    """Who is still in after the last round (one seat: the Goal-setter)."""
    roll = rounds[-1]
    digits = {seat: int(face) for seat, face in roll.items() if face.isdigit()}
    if not digits:
        return sorted(roll)  # everyone rolled a sign: nobody is eliminated
    high = max(digits.values())
    return sorted(seat for seat, value in digits.items() if value == high)


def draw_lots(rng: Rng, players: int) -> tuple[list[dict[str, object]], int]:
    """Roll until one player has the high digit; the rounds as JSON and the winner."""
    still = list(range(players))
    shown: list[dict[str, object]] = []
    for _ in range(MAX_ROUNDS):
        roll = {seat: rng.choice(RED) for seat in still}
        still = decide([roll])
        shown.append(
            {"rolls": [{"seat": s, "face": f} for s, f in roll.items()], "high": list(still)}
        )
        if len(still) == 1:
            return shown, still[0]
    # Unreachable in practice (each round ends it with probability > 1/3).
    return shown, still[0]
