"""The 106 tiles in the pouch (DESIGN.md), each with an id.

``0`` once, ``1``–``10`` seven times each, ``11``–``21`` once each, and one each
of 24, 25, 27, 28, 30, 32, 35, 36, 40, 42, 45, 48, 49, 50, 54, 56, 60, 63, 64,
70, 72, 80, 81, 90. The two blank spares of the box are not played.

A tile's id is its index in :data:`TILES`, so a rack shows the same tile in the
same place after a reload and an action names the very tile it moves. A rack
written out in full (``[{"id": 17, "value": 3}, …]``) cannot appear anywhere by
coincidence: the secrecy scan looks for exactly that text.

    >>> len(TILES), TILES.count(0), TILES.count(7), TILES.count(11), TILES.count(90)
    (106, 1, 7, 1, 1)
    >>> tile_json(17), values_of([0, 1, 105])
    ({'id': 17, 'value': 3}, [0, 1, 90])
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import Any

#: How many tiles of each value the pouch holds.
COUNTS: dict[int, int] = {
    0: 1,
    **{v: 7 for v in range(1, 11)},
    **{v: 1 for v in range(11, 22)},
    **{
        v: 1
        for v in (24, 25, 27, 28, 30, 32, 35, 36, 40, 42, 45, 48, 49, 50, 54, 56, 60, 63, 64, 70, 72, 80, 81, 90)
    },
}
#: ``TILES[id]`` is the value printed on tile ``id``, in increasing order.
TILES: tuple[int, ...] = tuple(v for v, n in sorted(COUNTS.items()) for _ in range(n))
#: Every value a tile can have.
VALUES: frozenset[int] = frozenset(COUNTS)
#: A full rack.
RACK_SIZE = 7


def tile_json(tile: int) -> dict[str, Any]:
    """How a tile in a rack is shown."""
    return {"id": tile, "value": TILES[tile]}


def values_of(tiles: Iterable[int]) -> list[int]:
    return [TILES[t] for t in tiles]
