"""Formula plugs into the conformance kit: 2 to 5 players and every variant."""

from __future__ import annotations

import pytest

from tests.conformance import check_game

VARIANTS: list[dict[str, object]] = [
    {"use_table_card": True},
    {"rounds": 3, "winner_extra_card": True},
    {"play_until_all_out": True},
    {"five_draw": True},
    {"no_plus_minus": True},
    {"points": True, "target_points": 60},
    {"points": True, "winner_extra_card": True, "play_until_all_out": True, "target_points": 40},
]


def test_the_plain_game_for_two_to_five_players() -> None:
    finals = check_game("formula", games_count=8, players=(2, 3, 4, 5), seed=100)
    assert all(state.result() is not None for state in finals)


@pytest.mark.parametrize("options", VARIANTS, ids=lambda o: ",".join(sorted(o)))
def test_each_variant(options: dict[str, object]) -> None:
    check_game("formula", games_count=2, players=(2, 4), options=options, seed=200)
