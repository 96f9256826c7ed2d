"""The errors of the game protocol."""

from __future__ import annotations


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
