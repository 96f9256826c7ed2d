"""The errors of exact arithmetic and parsing, each with a message for a person."""

from __future__ import annotations


class ArithError(ValueError):
    """Base class: an expression that cannot be given a value."""


class Undefined(ArithError):
    """The expression names no (real) number: ``5 ÷ 0``, ``0√7``, ``(−4)^(1/2)``."""


class NotExact(ArithError):
    """The expression names a real number that is not algebraic, so it has no exact value here.

    An irrational exponent or root index (``2^√2``, ``√2 √ 4``) names a transcendental
    number in general; eqgames refuses it rather than approximate.
    """


class LimitExceeded(ArithError):
    """Refused before computing because a named size limit would be exceeded.

    ``limit`` is the name of the constant in :mod:`eqgames.arith.limits`, for code; the
    message, for a person, ends with the limit in words and its number.

    >>> str(LimitExceeded("MAX_DEPTH", "brackets nest too deep"))
    'brackets nest too deep (the limit here: brackets and operations nest at most 200 deep)'
    """

    def __init__(self, limit: str, message: str) -> None:
        from .limits import in_words

        super().__init__(f"{message} (the limit here: {in_words(limit)})")
        self.limit = limit


class ParseError(ArithError):
    """Text that is not an expression of the notation; ``position`` is the offending index.

    ``str(error)`` names the character; :meth:`pointer` draws a caret under it.
    """

    def __init__(self, message: str, text: str, position: int) -> None:
        super().__init__(message)
        self.message = message
        self.text = text
        self.position = position

    def pointer(self) -> str:
        return f"{self.text}\n{' ' * self.position}^ {self.message}"
