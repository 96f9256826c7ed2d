"""The tiles: 100 digit tiles in the bag, and what each digit is worth.

DESIGN.md: ``0``×7, ``1``–``3``×13 each, ``4``–``6``×10 each, ``7``–``9``×8 each;
scarcer digits are worth more, as the rulebook's points table says
(1, 2, 3: 1 point; 4, 5, 6: 2 points; 7, 8, 9, 0: 3 points).

Every tile has an id (its index in :data:`TILES`), so a rack can show the same
tile in the same place after a reload, and so that a rack written out in full
(``[{"id": 17, "digit": 1}, …]``) cannot appear anywhere by coincidence: the
secrecy tests look for exactly that text.

    >>> len(TILES), TILES.count(0), TILES.count(1), TILES.count(9)
    (100, 7, 13, 8)
    >>> [POINTS[d] for d in range(10)]
    [3, 1, 1, 1, 2, 2, 2, 3, 3, 3]
    >>> tile_json(17)
    {'id': 17, 'digit': 1}
"""

from __future__ import annotations

from typing import Any

#: How many tiles of each digit the bag holds.
COUNTS = {0: 7, 1: 13, 2: 13, 3: 13, 4: 10, 5: 10, 6: 10, 7: 8, 8: 8, 9: 8}
#: Points of each digit (index = digit).
POINTS = (3, 1, 1, 1, 2, 2, 2, 3, 3, 3)
#: ``TILES[id]`` is the digit on tile ``id``.
TILES: tuple[int, ...] = tuple(d for d, n in sorted(COUNTS.items()) for _ in range(n))
#: A full rack; the second player starts with one more.
RACK_SIZE = 7


def tile_json(tile: int) -> dict[str, Any]:
    """How a tile in a rack is shown."""
    return {"id": tile, "digit": TILES[tile]}


def digits_of(tiles: list[int]) -> list[int]:
    return [TILES[t] for t in tiles]


def points_of(digits: list[int]) -> int:
    """The points of some tiles (what a rack left at the end costs)."""
    return sum(POINTS[d] for d in digits)
