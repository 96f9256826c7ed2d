"""Crossdigits through the conformance kit: random games to the end, every step checked."""

from __future__ import annotations

from tests.conformance import check_game


def test_random_games_two_to_four_players() -> None:
    finals = check_game("crossdigits", games_count=3, players=(2, 3, 4), seed=11)
    for state in finals:
        assert state.result() is not None
