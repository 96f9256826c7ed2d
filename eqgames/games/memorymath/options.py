"""Memory Math options: the match length, who starts, and every time limit.

The rulebook's limits are the defaults (60 s for the first numbers, 18 s a
turn, 40 s to write an equation after "solve"); a classroom can play slower.
"""

from __future__ import annotations

from dataclasses import dataclass

from eqgames.core import InvalidOptions, Options


@dataclass(frozen=True)
class MemoryMathOptions(Options):
    #: First to this many points wins; a match has at most 2 × points − 1 rounds (5: 9).
    points_to_win: int = 5
    #: Who starts the first round: 0 or 1, or -1 for the dealer to draw lots.
    first_player: int = -1
    first_seconds: float = 60.0
    turn_seconds: float = 18.0
    solve_seconds: float = 40.0
    #: After a limit has passed, nobody calls time and nothing comes: after this many
    #: more seconds the point goes to the waiting player anyway (a game never stalls).
    grace_seconds: float = 12.0
    #: The pause between rounds, to read the revealed round.
    break_seconds: float = 5.0
    #: Multiplies the computer opponents' human-like delays (0: they answer at once).
    bot_pace: float = 1.0

    def __post_init__(self) -> None:
        if self.points_to_win < 1:
            raise InvalidOptions("points_to_win is at least 1")
        if self.first_player not in (-1, 0, 1):
            raise InvalidOptions("first_player is 0, 1 or -1 (draw lots)")
        for name in ("first_seconds", "turn_seconds", "solve_seconds"):
            if getattr(self, name) <= 0:
                raise InvalidOptions(f"{name} must be positive")
        for name in ("grace_seconds", "break_seconds", "bot_pace"):
            if getattr(self, name) < 0:
                raise InvalidOptions(f"{name} cannot be negative")

    @property
    def max_rounds(self) -> int:
        return 2 * self.points_to_win - 1
