"""What a shake's variations make the symbols mean: a :class:`Ruleset` as a :class:`Notation`.

The :class:`~eqgames.arith.notation.Notation` is the arithmetic's view of the
variations (which marks are read, what each operation computes); this module reads
the division's amendments of XIII into it: Number of Factors is of at most 200 in
Elementary (XIII-A-11) and 1000 in Middle (XIII-B-8), of any counting number in
Junior and Senior (within the arithmetic's bound); Elementary's wild cube stands for
a numeral only (XIII-A-3), the others' for any symbol (XIII-B-3, C-3).

>>> from .ruleset import BASIC, adventurous
>>> notation_of(BASIC).plain
True
>>> n = notation_of(adventurous("elementary", {"number_of_factors": None, "wild": "0"}))
>>> n.general_rule, n.unary_times, n.unary_limit, n.wild, n.wild_symbols
(True, 'factors', 200, '0', False)
"""

from __future__ import annotations

from eqgames.arith.notation import PLAIN, Notation

from .ruleset import Ruleset

__all__ = ["NAMES", "notation_of"]

#: A variation's name in a reason, as the rulebook's list calls it.
NAMES: dict[str, str] = {
    "general_rule": "the General Rule",
    "sideways": "Sideways",
    "upside_down": "Upside-down",
    "wild": "Wild",
    "factorial": "Factorial",
    "two_digit_numerals": "Two-digit Numerals",
    "lcm": "LCM",
    "gcf": "GCF",
    "number_of_factors": "Number of Factors",
    "average": "Average",
    "smallest_prime": "Smallest Prime",
    "percent": "Percent",
    "multiple_operations": "Multiple Operations",
    "base": "Base m",
    "multiple_of": "Multiple of k",
    "exponent": "Exponent",
    "powers_of_base": "Powers of the Base",
    "decimal_point": "Decimal Point",
    "imaginary": "Imaginary",
    "decimal_in_goal": "Decimal in Goal",
    "log": "Log",
}

_FACTOR_LIMITS: dict[str | None, int | None] = {"elementary": 200, "middle": 1000}
_PRIME_LIMIT = 200


def notation_of(ruleset: Ruleset) -> Notation:
    """The notation of the ruleset's variations (:data:`PLAIN` for Basic Equations)."""
    if not ruleset.variations:
        return PLAIN
    has = ruleset.has
    unary: str | None = None
    limit: int | None = None
    if has("number_of_factors"):
        unary, limit = "factors", _FACTOR_LIMITS.get(ruleset.division)
    elif has("smallest_prime"):
        unary, limit = "prime", _PRIME_LIMIT
    wild = ruleset.param("wild") if has("wild") else None
    base = ruleset.param("base") if has("base") else 10
    return Notation(
        general_rule=has("general_rule"),
        sideways=has("sideways"),
        upside_down=has("upside_down"),
        both_turns=has("sideways") and has("upside_down"),
        wild=None if wild is None else str(wild),
        wild_symbols=ruleset.division != "elementary",
        factorial=has("factorial"),
        unary_times=unary,
        unary_limit=limit,
        lcm=has("lcm"),
        gcf=has("gcf"),
        average=has("average"),
        percent=has("percent"),
        base=int(base) if base is not None else 10,
        powers_of_base=has("powers_of_base"),
        decimal_point=has("decimal_point"),
        exponent=has("exponent"),
        log=has("log"),
        decimal_in_goal=has("decimal_in_goal"),
        imaginary=has("imaginary"),
    )
