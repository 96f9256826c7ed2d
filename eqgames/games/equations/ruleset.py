"""What the arithmetic of a shake allows: the one object variations will change.

Basic Equations and the tournament rules without variations are
:data:`BASIC`. The checker, the adjudicator and the engine read every
arithmetic rule from a :class:`Ruleset` rather than from constants, so the
Adventurous variations (XIII) become fields here (and the code that reads
them), not forks of the checker or the solver.

>>> BASIC.solution_numeral_digits, BASIC.goal_max_cubes
(1, 6)
"""

from __future__ import annotations

from dataclasses import dataclass


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


BASIC = Ruleset()
