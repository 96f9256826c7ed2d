"""The page's copy of the placement rule (web/mathable/placement.js) against the engine's.

The live preview on the Mathable board is computed in the page from the view,
so it must say exactly what ``eqgames.games.mathable.placement`` says: the
equations a tile completes (their text, in order), its points, and the
sentence of a refusal. Both are asked about every empty square beside a tile,
for a spread of values, on positions grown by random legal placements.
"""

from __future__ import annotations

import random
from typing import Any

from eqgames.games.mathable import placement
from eqgames.games.mathable.board import LAYOUT, SIZE, Grid, name
from eqgames.games.mathable.tiles import TILES

from .conftest import Pages

POSITIONS = 120
VALUES = sorted(set(TILES))


def _grow(rng: random.Random, placements: int) -> Grid:
    """The centre plus ``placements`` random legal placements (fewer if none fits)."""
    grid = Grid()
    for _ in range(placements):
        legal = placement.legal_placements(grid, rng.sample(VALUES, 12))
        if not legal:
            break
        chosen = rng.choice(legal)
        grid.put(chosen.square, chosen.value)
    return grid


def _questions(rng: random.Random, grid: Grid) -> list[tuple[int, int, int]]:
    near = set()
    for (r, c), _ in grid.tiles():
        for dr in range(-2, 3):
            for dc in range(-2, 3):
                if 0 <= r + dr < SIZE and 0 <= c + dc < SIZE:
                    near.add((r + dr, c + dc))
    out = []
    for r, c in sorted(near):
        # What fits there, and some values that do not.
        fits = [
            v for v in VALUES if grid.get(r, c) is None and placement.completed(grid, (r, c), v)
        ]
        for v in {*fits[:3], *rng.sample(VALUES, 3)}:
            out.append((r, c, v))
    return out


def _engine(grid: Grid, r: int, c: int, v: int) -> dict[str, Any]:
    why = placement.reason(grid, (r, c), v)
    if why is not None:
        return {"ok": False, "reason": why}
    eqs = placement.completed(grid, (r, c), v)
    return {
        "ok": True,
        "texts": [e.text for e in eqs],
        "pairs": [[name(*sq) for sq in e.pair] for e in eqs],
        "points": placement.score(grid, (r, c), v),
    }


def test_the_page_previews_placements_as_the_engine_rules_them(pages: Pages) -> None:
    page = pages.new()
    page.goto("/")
    rng = random.Random(14)
    layout = [list(row) for row in LAYOUT]
    checked = refused = 0
    for n in range(POSITIONS):
        grid = _grow(rng, n % 25)
        questions = _questions(rng, grid)
        got = page.evaluate(
            """async ([board, layout, questions]) => {
              const m = await import('/static/mathable/placement.js');
              return questions.map(([r, c, v]) => {
                const p = m.preview(board, layout, r, c, v);
                return p.ok
                  ? {ok: true, texts: p.equations.map(e => e.text), pairs: p.equations.map(e => e.pair), points: p.points}
                  : {ok: false, reason: p.reason};
              });
            }""",
            [grid.to_json(), layout, questions],
        )
        for (r, c, v), answer in zip(questions, got, strict=True):
            assert answer == _engine(grid, r, c, v), (grid, name(r, c), v)
            checked += 1
            refused += not answer["ok"]
    # Both kinds of answer were compared, many times.
    assert checked > 5000 and 1000 < refused < checked - 1000, (checked, refused)
