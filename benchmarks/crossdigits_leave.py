"""Learn what keeping tiles is worth in Crossdigits: the Hard bot's leave values.

    nice .venv/bin/python benchmarks/crossdigits_leave.py --games 150

Two greedy players (always the highest-scoring play) play self-play games. After
each play we note the tiles the player kept and what that player scored on
their next turn; a least-squares fit of the next score on the kept tiles (one
weight per digit, one per duplicate tile, one for an unbalanced mix of small
and large digits) says what each kept tile is worth, in points, against the
average. The fitted weights are the defaults of ``LeaveValues`` in
``eqgames/games/crossdigits/bots.py``.
"""

from __future__ import annotations

import argparse
import json
from collections import Counter

from eqgames import games
from eqgames.core import Action, Bot
from eqgames.core.actions import JSON
from eqgames.games.crossdigits.actions import Pass, Place, Swap
from eqgames.games.crossdigits.board import Board
from eqgames.games.crossdigits.movegen import generate
from eqgames.games.crossdigits.rules import CrossdigitsState

FEATURES = [f"digit {d}" for d in range(10)] + ["duplicate", "balance", "constant"]


class Greedy(Bot):
    """The highest-scoring play, whatever it leaves and whatever the stage of the
    game; with no play, trade every tile (or pass when the bag is short)."""

    def act(self, view: dict[str, JSON]) -> Action:
        board = Board.from_rows(view["board"])
        rack = [t["digit"] for t in view["rack"]]
        moves = generate(board, rack)
        if moves:
            return Place(moves[0].tiles)
        if len(rack) <= int(view["bag"]):
            return Swap(tuple(sorted(rack)))
        return Pass()


def features(kept: list[int]) -> list[float]:
    counts = Counter(kept)
    row = [float(counts[d]) for d in range(10)]
    row.append(float(sum(n - 1 for n in counts.values())))
    small = sum(counts[d] for d in (1, 2, 3))
    row.append(float(abs(2 * small - len(kept))))
    row.append(1.0)
    return row


def solve(rows: list[list[float]], targets: list[float], ridge: float = 1.0) -> list[float]:
    """Least squares with a little ridge, by Gaussian elimination on the normal equations."""
    k = len(rows[0])
    a = [[sum(r[i] * r[j] for r in rows) + (ridge if i == j else 0.0) for j in range(k)] for i in range(k)]
    b = [sum(r[i] * t for r, t in zip(rows, targets, strict=True)) for i in range(k)]
    for col in range(k):
        pivot = max(range(col, k), key=lambda r: abs(a[r][col]))
        a[col], a[pivot] = a[pivot], a[col]
        b[col], b[pivot] = b[pivot], b[col]
        for r in range(k):
            if r != col and a[r][col]:
                f = a[r][col] / a[col][col]
                a[r] = [x - f * y for x, y in zip(a[r], a[col], strict=True)]
                b[r] -= f * b[col]
    return [b[i] / a[i][i] for i in range(k)]


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--games", type=int, default=150)
    parser.add_argument("--seed", type=int, default=7000)
    args = parser.parse_args()
    game = games.load("crossdigits")
    rows: list[list[float]] = []
    targets: list[float] = []
    for g in range(args.games):
        state = game.new(seed=args.seed + g)
        assert isinstance(state, CrossdigitsState)
        bots = [Greedy(game, seed=g * 2 + s) for s in range(2)]
        pending: dict[int, list[int]] = {}
        while not state.is_over:
            seat = state.turn
            action = bots[seat].act(state.view(seat))
            kept = state.rack_digits(seat)
            if isinstance(action, Place):
                for _, _, d in action.tiles:
                    kept.remove(d)
            before = state.scores[seat]
            state.apply(seat, action, at=0.0)
            if state.is_over:
                break
            if seat in pending:
                rows.append(features(pending.pop(seat)))
                targets.append(float(state.scores[seat] - before))
            if isinstance(action, Place) and state.bag:
                pending[seat] = kept
        if (g + 1) % 25 == 0:
            print(f"# {g + 1} games, {len(rows)} samples", flush=True)
    weights = solve(rows, targets)
    print(json.dumps({name: round(w, 2) for name, w in zip(FEATURES, weights, strict=True)}))


if __name__ == "__main__":
    main()
