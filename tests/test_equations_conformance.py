"""Equations plugs into the conformance kit: 2 and 3 players, tournament and casual mode."""

from __future__ import annotations

import pytest

from tests.conformance import check_game


@pytest.mark.parametrize("mode", ["tournament", "casual"])
def test_equations_for_two_and_three_players(mode: str) -> None:
    finals = check_game(
        "equations", games_count=2, players=(2, 3), options={"mode": mode, "shakes": 2}, seed=10
    )
    assert all(state.result() is not None for state in finals)


def test_a_timed_round_to_its_end() -> None:
    finals = check_game(
        "equations",
        games_count=1,
        players=(3,),
        options={"round_minutes": 4, "finish_minutes": 1},
        seed=30,
    )
    assert finals[0].result() is not None
