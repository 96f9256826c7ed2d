"""The errors of the game protocol."""

from __future__ import annotations

#: How much of a player's input an error message quotes at most.
EXCERPT = 40


def excerpt(text: object, limit: int = EXCERPT) -> str:
    """At most ``limit`` characters of ``text`` (its ``str``), with an ellipsis when cut.

    Messages quote what was sent so a person sees what was wrong, never all of it.

        >>> excerpt("12345", 3)
        '123…'
        >>> excerpt(12)
        '12'
    """
    shown = text if isinstance(text, str) else str(text)
    return shown if len(shown) <= limit else shown[:limit] + "…"


class IllegalAction(Exception):
    """An action the rules refuse. ``reason`` is a sentence a player understands.

    Raising it guarantees the state is unchanged: :meth:`State.apply` restores
    anything a game changed before it noticed the action was illegal.
    """

    def __init__(self, reason: str) -> None:
        super().__init__(reason)
        self.reason = reason


class BadActionData(IllegalAction):
    """An action's JSON form is malformed (unknown type, missing or wrong field)."""


class InvalidOptions(ValueError):
    """Game options that the game does not accept, with the reason."""


class ClockError(RuntimeError):
    """A game's clock that would not move forward after a deadline (a bug in the game)."""
