"""The playing mat: Goal, Required, Permitted, Forbidden, and the Resources.

A :class:`Mat` is one moment of a shake, the input of the checker and the
adjudicator. The Goal keeps its physical grouping (IV-B-2) as *clusters*:
cubes that touch, left to right; a gap separates clusters. ``2x 3+5`` is the
clusters ``2x`` and ``3+5``; a two-digit numeral is two digit cubes touching
in one cluster. :meth:`Mat.goal_text` writes the Goal in the notation of
:mod:`eqgames.arith.equations`, where a space is such a gap.

>>> mat = Mat.from_text(goal="2x 3+5", required="1", permitted="+", resources="4×7")
>>> mat.goal_text(), [c.face for c in mat.required], len(mat.resources)
('2× 3+5', ['1'], 3)
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from dataclasses import dataclass, replace
from typing import Any, Literal

from .cubes import Cube

Section = Literal["required", "permitted", "forbidden"]
SECTIONS: tuple[Section, ...] = ("required", "permitted", "forbidden")

# How a typed face is written on the cube (the notation's other spellings).
_TYPED = {"-": "−", "–": "−", "x": "×", "X": "×", "*": "×", "/": "÷", "v": "√"}


@dataclass(frozen=True)
class Mat:
    """What lies on the table: the sections are tuples of cubes, in play order."""

    goal: tuple[tuple[Cube, ...], ...] = ()
    required: tuple[Cube, ...] = ()
    permitted: tuple[Cube, ...] = ()
    forbidden: tuple[Cube, ...] = ()
    resources: tuple[Cube, ...] = ()
    #: Goal cubes placed sideways (``sw``) or upside-down (``ud``), by cube index: with
    #: Sideways, Upside-down or Percent the Goal-setter may turn a cube (XIII-A-1, 2, 14).
    turns: tuple[tuple[int, str], ...] = ()

    def goal_cubes(self) -> tuple[Cube, ...]:
        return tuple(c for cluster in self.goal for c in cluster)

    def turn_of(self, cube: Cube) -> str:
        """How a Goal cube is turned: ``sw``, ``ud`` or ``""`` (right-side up)."""
        return dict(self.turns).get(cube.index, "")

    def turned(self, turns: Mapping[int, str]) -> Mat:
        """The mat with Goal cubes turned, given by their place in the Goal (from 0).

        >>> Mat.from_text(goal="7+1").turned({0: "sw"}).turns
        ((0, 'sw'),)
        """
        cubes = self.goal_cubes()
        return replace(self, turns=tuple(sorted((cubes[k].index, t) for k, t in turns.items())))

    def goal_text(self) -> str:
        """The Goal in Equations notation, a space between clusters."""
        return " ".join("".join(c.face for c in cluster) for cluster in self.goal)

    def marked_goal_text(self) -> str:
        """The Goal with each turned cube written with its Appendix A mark, a sideways −
        as i (XIII-D-11): how the mat's Goal reads in the notation of the variations.

        >>> Mat.from_text(goal="3+2− 7÷5").turned({3: "sw", 4: "ud", 5: "sw"}).marked_goal_text()
        '3+2i 7ud÷sw5'
        """
        def written(cube: Cube) -> str:
            turn = self.turn_of(cube)
            if cube.face == "−" and turn == "sw":
                return "i"
            return cube.face + turn

        return " ".join("".join(written(c) for c in cluster) for cluster in self.goal)

    def section(self, name: Section) -> tuple[Cube, ...]:
        cubes: tuple[Cube, ...] = getattr(self, name)
        return cubes

    def moved(self, cube: Cube, to: Section) -> Mat:
        """The mat after ``cube`` goes from Resources to section ``to``."""
        if cube not in self.resources:
            raise ValueError(f"cube {cube.index} is not in Resources")
        rest = tuple(c for c in self.resources if c != cube)
        added = self.section(to) + (cube,)
        if to == "required":
            return replace(self, resources=rest, required=added)
        if to == "permitted":
            return replace(self, resources=rest, permitted=added)
        return replace(self, resources=rest, forbidden=added)

    @classmethod
    def from_text(
        cls,
        *,
        goal: str = "",
        required: str = "",
        permitted: str = "",
        forbidden: str = "",
        resources: str = "",
    ) -> Mat:
        """A mat typed as text, one character per cube (spaces group the Goal only).

        For tests and the command line; cubes get indexes in order of appearance
        and no colour. ``-`` ``x`` ``*`` ``/`` are read as ``−`` ``×`` ``×`` ``÷``.
        """
        counter = iter(range(10_000))

        def cubes(text: str) -> tuple[Cube, ...]:
            return tuple(
                Cube(next(counter), _TYPED.get(ch, ch)) for ch in text if not ch.isspace()
            )

        clusters = tuple(cubes(part) for part in goal.split())
        return cls(
            goal=clusters,
            required=cubes(required),
            permitted=cubes(permitted),
            forbidden=cubes(forbidden),
            resources=cubes(resources),
        )

    @classmethod
    def from_json(cls, data: Mapping[str, Any]) -> Mat:
        """The mat of :meth:`to_json` (as a view shows it).

        >>> mat = Mat.from_text(goal="2x 3+5", required="1")
        >>> Mat.from_json(mat.to_json()) == mat
        True
        """

        def cubes(items: Iterable[Mapping[str, Any]]) -> tuple[Cube, ...]:
            return tuple(Cube(c["index"], c["face"], c["colour"]) for c in items)

        return cls(
            turns=tuple(sorted((int(k), str(t)) for k, t in data.get("turns", {}).items())),
            goal=tuple(cubes(cluster) for cluster in data["goal"]),
            required=cubes(data["required"]),
            permitted=cubes(data["permitted"]),
            forbidden=cubes(data["forbidden"]),
            resources=cubes(data["resources"]),
        )

    def to_json(self) -> dict[str, object]:
        def listed(cubes: Iterable[Cube]) -> list[object]:
            return [c.to_json() for c in cubes]

        turned: dict[str, object] = {"turns": {str(k): t for k, t in self.turns}} if self.turns else {}
        return {
            **turned,
            "goal": [listed(cluster) for cluster in self.goal],
            "goal_text": self.goal_text(),
            **{name: listed(self.section(name)) for name in SECTIONS},
            "resources": listed(self.resources),
        }
