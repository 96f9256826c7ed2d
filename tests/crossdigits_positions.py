"""Positions from Crossdigits self-play, for the move generator's tests and benchmark.

Playing games is slow next to checking a position, so the tests read positions
saved in ``tests/data/crossdigits_positions.json``. Regenerate that file with::

    .venv/bin/python -m tests.crossdigits_positions

Each position is the board and the rack of the seat to act, with where it came
from (the game's seed, the bots and the turn), from the first turn to the last.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

from eqgames import games
from eqgames.games.crossdigits.board import Board
from eqgames.games.crossdigits.rules import CrossdigitsState

DATA = Path(__file__).parent / "data" / "crossdigits_positions.json"
#: Bot pairings, so boards look like strong play (long lines) and weak play (short ones).
PAIRINGS = (("hard", "medium"), ("medium", "easy"), ("easy", "easy"), ("hard", "hard"))


def self_play_positions(games_count: int, seed: int = 0) -> list[dict[str, Any]]:
    """Every position met in ``games_count`` self-play games."""
    game = games.load("crossdigits")
    out: list[dict[str, Any]] = []
    for g in range(games_count):
        levels = PAIRINGS[g % len(PAIRINGS)]
        state = game.new(seed=seed + g)
        assert isinstance(state, CrossdigitsState)
        bots = [game.bot(levels[s], seed=seed + g * 10 + s) for s in range(2)]
        turn = 0
        while not state.is_over:
            seat = state.turn
            out.append(
                {
                    "seed": seed + g,
                    "bots": list(levels),
                    "turn": turn,
                    "board": state.board.rows(),
                    "rack": state.rack_digits(seat),
                }
            )
            state.apply(seat, bots[seat].act(state.view(seat)), at=float(turn))
            turn += 1
    return out


def load_positions() -> list[tuple[Board, list[int]]]:
    data = json.loads(DATA.read_text())
    return [(Board.from_rows(p["board"]), list(p["rack"])) for p in data]


def main() -> None:
    positions = self_play_positions(16, seed=2026)
    DATA.parent.mkdir(exist_ok=True)
    DATA.write_text(json.dumps(positions, separators=(",", ":")) + "\n")
    print(f"{len(positions)} positions written to {DATA}")


if __name__ == "__main__":
    main()
