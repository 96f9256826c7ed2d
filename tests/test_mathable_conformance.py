"""Mathable through the conformance kit: random games to the end, every step checked
(JSON round trips, replays, secrecy of racks and the pouch, illegal actions change nothing)."""

from __future__ import annotations

from tests.conformance import check_game


def test_random_games_two_to_four_players() -> None:
    finals = check_game("mathable", games_count=3, players=(2, 3, 4), seed=21)
    for state in finals:
        assert state.result() is not None


def test_random_games_in_challenge_mode() -> None:
    finals = check_game(
        "mathable", games_count=1, players=(2, 3), seed=5, options={"challenge": True}
    )
    for state in finals:
        assert state.result() is not None
