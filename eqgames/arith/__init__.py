"""Exact numbers and expressions, and the notation of each game.

Values are exact: :class:`fractions.Fraction` for rationals (the fast path) and
exact algebraic numbers for roots and fractional powers (see :mod:`.values`).
"""

from .errors import ArithError, LimitExceeded, ParseError, Undefined

__all__ = ["ArithError", "LimitExceeded", "ParseError", "Undefined"]
