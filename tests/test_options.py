"""Options: every option's bounds, checked in one place, in the page's words (issue 10)."""

from __future__ import annotations

import dataclasses
from pathlib import Path

import pytest

from eqgames import games
from eqgames.core import InvalidOptions
from eqgames.games.memorymath.options import MemoryMathOptions
from eqgames.games.nim import NimOptions

DOCS = Path(__file__).resolve().parent.parent / "docs" / "rules"


@pytest.mark.parametrize("name", games.names())
def test_each_games_bounds_are_documented_in_its_rules_page(name: str) -> None:
    page = (DOCS / f"{name}.md").read_text()
    for row in games.game_class(name).options_class.bounds_table():
        assert row in page, f"docs/rules/{name}.md lacks: {row}"


@pytest.mark.parametrize("name", games.names())
def test_every_bound_is_accepted_and_one_step_past_it_refused(name: str) -> None:
    cls = games.game_class(name).options_class
    for f in dataclasses.fields(cls):
        b = f.metadata["bounds"]
        if isinstance(f.default, bool) or b.choices:
            continue
        whole = isinstance(f.default, int)
        step = 1 if whole else 0.001
        for edge in (b.min, b.max):
            cls.parse({f.name: int(edge) if whole else edge})
        for outside in (b.min - step, b.max + step):
            if b.zero is not None and outside == 0:
                continue
            with pytest.raises(InvalidOptions) as refused:
                cls.parse({f.name: int(outside) if whole else outside})
            message = str(refused.value)
            assert message.startswith(b.label + " must be ") and "_" not in message


@pytest.mark.parametrize("value", [float("nan"), float("inf"), float("-inf"), "5", None, True])
def test_not_a_finite_number_is_refused(value: object) -> None:
    with pytest.raises(InvalidOptions, match="^Seconds per answer must be a number"):
        MemoryMathOptions.parse({"turn_seconds": value})


def test_whole_numbers_stay_whole() -> None:
    with pytest.raises(InvalidOptions, match="^Points to win the match must be a whole number$"):
        MemoryMathOptions.parse({"points_to_win": 2.5})
    with pytest.raises(InvalidOptions, match="^Counters in the heap must be a whole number$"):
        NimOptions.parse({"heap": 10.0})


def test_zero_means_off_where_the_option_says_so() -> None:
    assert NimOptions.parse({"turn_seconds": 0}).turn_seconds == 0
    assert MemoryMathOptions.parse({"grace_seconds": 0, "break_seconds": 0}).grace_seconds == 0
    with pytest.raises(InvalidOptions, match="not 0.1 seconds$"):
        NimOptions.parse({"turn_seconds": 0.1})


def test_bounds_hold_when_options_are_made_directly_too() -> None:
    with pytest.raises(InvalidOptions, match="Points to win the match"):
        MemoryMathOptions(points_to_win=10**9)
    with pytest.raises(InvalidOptions, match="Who starts must be -1"):
        MemoryMathOptions(first_player=2)


def test_a_long_refused_value_is_quoted_as_an_excerpt() -> None:
    with pytest.raises(InvalidOptions) as refused:
        games.load("crossdigits", hint_cost_level="x" * 10_000)
    assert len(str(refused.value)) < 200 and str(refused.value).endswith("…")
    with pytest.raises(InvalidOptions) as refused:
        games.load("nim", **{"y" * 10_000: 1})
    assert len(str(refused.value)) < 200
