"""The 24 Equations cubes, as data, and a seeded roll.

Six cubes of each colour (``DESIGN.md``); every cube of a colour carries the
same six faces. A cube keeps its ``index`` (0–23) for the whole shake, so a
cube on the mat is always the cube that was rolled: the engine moves indexes,
never faces.

>>> from eqgames.core.rng import Rng
>>> cubes = roll(Rng(7))
>>> len(cubes), sorted({c.colour for c in cubes})
(24, ['black', 'blue', 'green', 'red'])
>>> all(c.face in FACES[c.colour] for c in cubes)
True
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass

from eqgames.core.rng import Rng

#: The faces of one cube of each colour, in the rulebook's symbols.
FACES: dict[str, tuple[str, ...]] = {
    "red": ("0", "1", "2", "3", "+", "−"),
    "blue": ("0", "1", "2", "3", "×", "÷"),
    "green": ("4", "5", "6", "^", "×", "−"),
    "black": ("7", "8", "9", "√", "+", "÷"),
}
COLOURS: tuple[str, ...] = tuple(FACES)
CUBES_PER_COLOUR = 6
CUBE_COUNT = CUBES_PER_COLOUR * len(COLOURS)
DIGITS = frozenset("0123456789")
OPERATIONS = frozenset("+−×÷^√")


@dataclass(frozen=True, order=True)
class Cube:
    """One rolled cube: which cube it is, its colour and the face on top.

    ``colour`` is ``None`` for cubes typed as text (``Mat.from_text``), where
    only the face is known.
    """

    index: int
    face: str
    colour: str | None = None

    @property
    def is_digit(self) -> bool:
        return self.face in DIGITS

    def to_json(self) -> dict[str, object]:
        return {"index": self.index, "face": self.face, "colour": self.colour}


def colour_of(index: int) -> str:
    """Cubes 0–5 are red, 6–11 blue, 12–17 green, 18–23 black."""
    return COLOURS[index // CUBES_PER_COLOUR]


def roll(rng: Rng) -> tuple[Cube, ...]:
    """Roll all 24 cubes: each shows one of its six faces, uniformly."""
    cubes = []
    for index in range(CUBE_COUNT):
        colour = colour_of(index)
        cubes.append(Cube(index, rng.choice(FACES[colour]), colour))
    return tuple(cubes)


def faces(cubes: Iterable[Cube]) -> str:
    """The faces as one string, in order (``"23+"``)."""
    return "".join(c.face for c in cubes)
