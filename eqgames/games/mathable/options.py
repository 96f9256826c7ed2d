"""Mathable options.

The rulebook plays every placement in the open and lets opponents challenge;
the software checks placements itself unless asked not to:

- ``challenge``: challenge mode — placements are not checked when made, and
  every opponent accepts or challenges each one (off: every placement is
  checked at once and a refusal says why);
- ``hints``: "show a placement" and "show the best turn" may be asked for;
- ``online``: an online game between people; no hints, whatever ``hints`` says.

    >>> MathableOptions().challenge, MathableOptions(online=True).hints_available
    (False, False)
"""

from __future__ import annotations

from dataclasses import dataclass

from eqgames.core import Options, option


@dataclass(frozen=True)
class MathableOptions(Options):
    challenge: bool = option(
        False, "Challenge mode (placements are checked only when an opponent challenges)"
    )
    hints: bool = option(True, "Hints (show a placement, show the best turn)")
    online: bool = option(False, "An online game between people (no hints)")

    @property
    def hints_available(self) -> bool:
        return self.hints and not self.online
