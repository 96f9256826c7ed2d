"""Equations options: the mode, how long a match lasts, who sets first, every time limit.

``mode="tournament"`` (the default) plays the rulebook with its league overlays:
the time limits of XI-A (a missed limit costs a point), the one-point penalty
for an invalid challenge (VI-B) and the match points of XII-A.
``mode="casual"`` keeps every rule of play but no clock and no penalty: an
invalid challenge is refused with its reason instead of costing a point, and
nobody is hurried.

A match is ``shakes`` shakes (not counting void ones), or with ``shakes=0``
the timed round of XI-B: ``round_minutes`` (30), then ``finish_minutes`` (5)
to finish the shake in play, then "stop".

    >>> EquationsOptions().timed, EquationsOptions(mode="casual").timed
    (True, False)
    >>> EquationsOptions(mode="blitz")
    Traceback (most recent call last):
    ...
    eqgames.core.errors.InvalidOptions: mode is "tournament" or "casual", not "blitz"
"""

from __future__ import annotations

from dataclasses import dataclass

from eqgames.core import InvalidOptions, Options

#: The time limits (seconds) and their bounds: at least 5 s, at most an hour.
LIMIT_BOUNDS = (5.0, 3600.0)
LIMITS = (
    "roll_seconds",
    "goal_seconds",
    "first_turn_seconds",
    "turn_seconds",
    "write_seconds",
    "decide_seconds",
    "extra_seconds",
    "no_goal_seconds",
    "last_cube_challenge_seconds",
)


@dataclass(frozen=True)
class EquationsOptions(Options):
    #: "tournament": clocks and penalties (league overlays); "casual": neither.
    mode: str = "tournament"
    #: Shakes in the match (0 to 50); 0: the timed round of XI-B.
    shakes: int = 0
    #: XI-B: a round lasts 30 minutes, then 5 more to finish the shake in play.
    round_minutes: float = 30.0
    finish_minutes: float = 5.0
    #: The first Goal-setter: a seat, or -1 to decide by lot (I-D).
    first_setter: int = -1
    #: XI-A-1 time limits (tournament mode): roll, Goal, first turn, other turns,
    #: writing an Equation, the Third Party's decision (VII-C-1), the additional
    #: minute after a missed limit, the opponents' minute on "no Goal" (IV-D),
    #: and the first minute of the last-cube writing when Impossible may be
    #: challenged (VIII-B; a rule of play, so it holds in casual mode too).
    roll_seconds: float = 60.0
    goal_seconds: float = 120.0
    first_turn_seconds: float = 120.0
    turn_seconds: float = 60.0
    write_seconds: float = 120.0
    decide_seconds: float = 120.0
    extra_seconds: float = 60.0
    no_goal_seconds: float = 60.0
    last_cube_challenge_seconds: float = 60.0
    #: Multiplies the computer players' human-like delays (0: they act at once).
    bot_pace: float = 1.0

    def __post_init__(self) -> None:
        if self.mode not in ("tournament", "casual"):
            raise InvalidOptions(f'mode is "tournament" or "casual", not "{self.mode}"')
        if not 0 <= self.shakes <= 50:
            raise InvalidOptions("shakes is 0 (a timed round) to 50")
        if not 1 <= self.round_minutes <= 600:
            raise InvalidOptions("round_minutes is 1 to 600")
        if not 0 <= self.finish_minutes <= 60:
            raise InvalidOptions("finish_minutes is 0 to 60")
        if not -1 <= self.first_setter <= 2:
            raise InvalidOptions("first_setter is a seat (0 to 2), or -1 to decide by lot")
        low, high = LIMIT_BOUNDS
        for name in LIMITS:
            if not low <= getattr(self, name) <= high:
                raise InvalidOptions(f"{name} is {low:g} to {high:g} seconds")
        if not 0 <= self.bot_pace <= 10:
            raise InvalidOptions("bot_pace is 0 to 10")

    @property
    def timed(self) -> bool:
        """Whether the time limits of XI-A apply (tournament mode)."""
        return self.mode == "tournament"

    @property
    def penalties(self) -> bool:
        """Whether invalid challenges and missed limits cost a point (league overlays)."""
        return self.mode == "tournament"

    @property
    def timed_round(self) -> bool:
        return self.shakes == 0
