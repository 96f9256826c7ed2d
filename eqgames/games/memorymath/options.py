"""Memory Math options: the match length, who starts, and every time limit.

The rulebook's limits are the defaults (60 s for the first numbers, 18 s a
turn, 40 s to write an equation after "solve"); a classroom can play slower,
and a quick game faster, within bounds a person can play (2 s to an hour).

    >>> MemoryMathOptions(points_to_win=3).max_rounds
    5
    >>> MemoryMathOptions(turn_seconds=1e-9)
    Traceback (most recent call last):
    ...
    eqgames.core.errors.InvalidOptions: Seconds per answer must be between 2 seconds and 1 hour, not 1e-09 seconds
"""

from __future__ import annotations

from dataclasses import dataclass

from eqgames.core import Options, option

#: Longest a limit, the grace or the break may be.
HOUR, TEN_MINUTES = 3600, 600


@dataclass(frozen=True)
class MemoryMathOptions(Options):
    #: First to this many points wins; a match has at most 2 × points − 1 rounds (5: 9).
    points_to_win: int = option(5, "Points to win the match", min=1, max=25)
    #: Who starts the first round: 0 or 1, or -1 for the dealer to draw lots.
    first_player: int = option(
        -1, "Who starts", choices={-1: "draw lots", 0: "player 1", 1: "player 2"}
    )
    first_seconds: float = option(
        60.0, "Seconds for a round's first numbers", min=2, max=HOUR, unit="seconds"
    )
    turn_seconds: float = option(18.0, "Seconds per answer", min=2, max=HOUR, unit="seconds")
    solve_seconds: float = option(
        40.0, "Seconds to write the equation after Solve", min=2, max=HOUR, unit="seconds"
    )
    #: After a limit has passed, nobody calls time and nothing comes: after this many
    #: more seconds the point goes to the waiting player anyway (a game never stalls).
    #: 0: the point goes at the limit itself.
    grace_seconds: float = option(
        12.0,
        "Seconds over time before the point goes by itself",
        min=0.5,
        max=TEN_MINUTES,
        zero="the point goes at the limit",
        unit="seconds",
    )
    #: The pause between rounds, to read the revealed round.
    break_seconds: float = option(
        5.0,
        "Seconds between rounds",
        min=0.5,
        max=TEN_MINUTES,
        zero="no pause",
        unit="seconds",
    )
    #: Multiplies the computer opponents' human-like delays (0: they answer at once).
    bot_pace: float = option(1.0, "Computer's pace (1: human-like, 0: at once)", min=0, max=10)

    @property
    def max_rounds(self) -> int:
        return 2 * self.points_to_win - 1
