"""Equations options: the mode, how long a match lasts, who sets first, every time limit.

``mode="tournament"`` (the default) plays the rulebook with its league overlays:
the time limits of XI-A (a missed limit costs a point), the one-point penalty
for an invalid challenge (VI-B) and the match points of XII-A.
``mode="casual"`` keeps every rule of play but no clock and no penalty: an
invalid challenge is refused with its reason instead of costing a point, and
nobody is hurried.

A match is ``shakes`` shakes (not counting a "no Goal" agreed), or with
``shakes=0`` the timed round of XI-B: ``round_minutes`` (30), then
``finish_minutes`` (5) to finish the shake in play, then "stop".

    >>> EquationsOptions().timed, EquationsOptions(mode="casual").timed
    (True, False)
    >>> EquationsOptions().adventurous, EquationsOptions(division="junior").adventurous
    (None, 'junior')
    >>> EquationsOptions(mode="blitz")
    Traceback (most recent call last):
    ...
    eqgames.core.errors.InvalidOptions: Mode must be tournament (clocks and penalties) or casual (neither), not blitz
    >>> EquationsOptions(turn_seconds=1)
    Traceback (most recent call last):
    ...
    eqgames.core.errors.InvalidOptions: Seconds for a turn must be between 5 seconds and 1 hour, not 1 second
"""

from __future__ import annotations

from dataclasses import dataclass

from eqgames.core import Options, option

HOUR = 3600
#: Every time limit: at least 5 seconds, at most an hour.
LIMIT = {"min": 5, "max": HOUR, "unit": "seconds"}


#: Options that apply to Adventurous Equations only (any division chosen).
ADVENTUROUS = {
    "any": tuple({"division": d} for d in ("elementary", "middle", "junior", "senior"))
}


def _limit(default: float, label: str, **more: object) -> float:
    value: float = option(default, label, **LIMIT, **more)  # type: ignore[arg-type]
    return value


@dataclass(frozen=True)
class EquationsOptions(Options):
    #: "tournament": clocks and penalties (league overlays); "casual": neither.
    mode: str = option(
        "tournament",
        "Mode",
        choices={"tournament": "clocks and penalties", "casual": "neither"},
    )
    #: Shakes in the match; 0: the timed round of XI-B.
    shakes: int = option(0, "Shakes in the match", min=1, max=20, zero="a timed round")
    #: XI-B: a round lasts 30 minutes, then 5 more to finish the shake in play.
    round_minutes: float = option(30.0, "Minutes in the round", min=1, max=120)
    finish_minutes: float = option(5.0, "Minutes to finish the last shake", min=0, max=60)
    #: The first Goal-setter: a seat (counted around the table), or -1 to decide by lot (I-D).
    first_setter: int = option(
        -1,
        "First Goal-setter",
        choices={-1: "by lot", 0: "player 1", 1: "player 2", 2: "player 3"},
    )
    #: XIII: Adventurous Equations, the division whose variations are chosen each
    #: shake (II-B); "none" is Basic Equations (no selection).
    division: str = option(
        "none",
        "Adventurous division",
        choices={
            "none": "Basic Equations",
            "elementary": "Elementary",
            "middle": "Middle",
            "junior": "Junior",
            "senior": "Senior",
        },
    )
    #: XIII names the variations of the odd-year (2026-27) and even-year (2027-28) lists.
    year_list: str = option(
        "2026-27",
        "School year's variation list",
        choices={"2026-27": "2026-27", "2027-28": "2027-28"},
        shown_when={"any": ({"division": "elementary"}, {"division": "middle"})},
    )
    #: XI-A-1 time limits (tournament mode).
    roll_seconds: float = _limit(60.0, "Seconds to roll the cubes")
    #: XI-A-1-b: 15 seconds to select, after the minute for rolling.
    select_seconds: float = _limit(15.0, "Seconds to select a variation", shown_when=ADVENTUROUS)
    goal_seconds: float = _limit(120.0, "Seconds to set the Goal")
    first_turn_seconds: float = _limit(120.0, "Seconds for the first turn")
    turn_seconds: float = _limit(60.0, "Seconds for a turn")
    write_seconds: float = _limit(120.0, "Seconds to write an Equation")
    #: VII-C-1: the Third Party's time to decide whether to present.
    decide_seconds: float = _limit(120.0, "Seconds for the Third Party to decide")
    #: XI-A: the additional minute after a missed limit.
    extra_seconds: float = _limit(60.0, "Seconds more after a missed limit")
    #: IV-D: the opponents' minute to agree or disagree with "no Goal".
    no_goal_seconds: float = _limit(60.0, 'Seconds to answer "no Goal"')
    #: VIII-B: Impossible may be challenged in the first minute of the last-cube
    #: writing (a rule of play: it holds in casual mode too); never longer than the writing.
    last_cube_challenge_seconds: float = _limit(
        60.0, "Seconds after the last cube when Impossible may be challenged"
    )
    #: Multiplies the computer players' human-like delays (0: they act at once).
    bot_pace: float = option(1.0, "Computer's pace (1: human-like, 0: at once)", min=0, max=10)

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

    @property
    def adventurous(self) -> str | None:
        """The division whose variations are played, or None for Basic Equations."""
        return None if self.division == "none" else self.division
