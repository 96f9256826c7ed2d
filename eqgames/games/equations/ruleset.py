"""What the arithmetic of a shake allows: the one object variations will change.

Basic Equations and the tournament rules without variations are
:data:`BASIC`. The checker, the adjudicator and the engine read every
arithmetic rule from a :class:`Ruleset` rather than from constants, so the
Adventurous variations (XIII) become fields here (and the code that reads
them), not forks of the checker or the solver.

>>> BASIC.solution_numeral_digits, BASIC.goal_max_cubes
(1, 6)
>>> BASIC.division, BASIC.has("sideways")
(None, False)

A shake of Adventurous Equations has its division and the variations in
effect: those chosen in the shake (II-B) and those of every shake (the
General Rule in Elementary, Sideways and Upside-down in Junior and Senior):

>>> r = adventurous("junior", {"base": 12})
>>> r.has("base"), r.param("base"), r.has("sideways"), r.solution_numeral_digits
(True, 12, True, 2)
>>> sorted(r.variations)
['base', 'sideways', 'upside_down']
"""

from __future__ import annotations

from collections.abc import Iterator, Mapping
from dataclasses import dataclass, field, replace

#: What fills a variation's blank: the wild face, the base m, k, the Exponent colour.
Param = str | int | None


class Chosen(Mapping[str, Param]):
    """The variations in effect, each with its parameter (None when it has none).

    Immutable and hashable, so a :class:`Ruleset` stays a value.

    >>> Chosen({"wild": "0", "factorial": None}) == Chosen({"factorial": None, "wild": "0"})
    True
    """

    __slots__ = ("_items",)

    def __init__(self, items: Mapping[str, Param] | None = None) -> None:
        self._items: tuple[tuple[str, Param], ...] = tuple(sorted((items or {}).items()))

    def __getitem__(self, key: str) -> Param:
        for k, v in self._items:
            if k == key:
                return v
        raise KeyError(key)

    def __iter__(self) -> Iterator[str]:
        return (k for k, _ in self._items)

    def __len__(self) -> int:
        return len(self._items)

    def __hash__(self) -> int:
        return hash(self._items)

    def __eq__(self, other: object) -> bool:
        if isinstance(other, Chosen):
            return self._items == other._items
        return isinstance(other, Mapping) and dict(self._items) == dict(other)

    def __repr__(self) -> str:
        return f"Chosen({dict(self._items)!r})"


@dataclass(frozen=True)
class Ruleset:
    #: III-C of the rulebook: a Solution's numerals have one digit (Two-digit
    #: Numerals and Base m raise it).
    solution_numeral_digits: int = 1
    #: IV-B-1: a Goal's numerals have one or two digits.
    goal_numeral_digits: int = 2
    #: IV-B: a Goal has 1–6 cubes.
    goal_max_cubes: int = 6
    #: III-A: a Solution has at least two cubes.
    solution_min_cubes: int = 2
    #: XIII-D-11 Imaginary: complex values are legal.
    complex_ok: bool = False
    #: ``*`` as exponent (III-C-2, older cube sets) or as times.
    star: str = "power"
    #: XIII: the division whose variations are played (None: Basic Equations).
    division: str | None = None
    #: The variations in effect this shake (ids of :mod:`.variations.catalog`).
    variations: Chosen = field(default_factory=Chosen)

    def has(self, variation: str) -> bool:
        """Whether the variation is in effect this shake."""
        return variation in self.variations

    def param(self, variation: str, default: Param = None) -> Param:
        """The variation's parameter (Base m's m, …), or ``default`` when it is not in effect."""
        return self.variations.get(variation, default)


BASIC = Ruleset()


def adventurous(division: str | None, chosen: Mapping[str, Param]) -> Ruleset:
    """The ruleset of a shake: its division's standing variations and those chosen."""
    from .variations.catalog import standing

    if division is None:
        return BASIC
    effect: dict[str, Param] = {v.id: None for v in standing(division)}
    effect.update(chosen)
    rules = replace(BASIC, division=division, variations=Chosen(effect))
    if "two_digit_numerals" in effect or "base" in effect:
        rules = replace(rules, solution_numeral_digits=2)
    if "imaginary" in effect:
        rules = replace(rules, complex_ok=True)
    return rules
