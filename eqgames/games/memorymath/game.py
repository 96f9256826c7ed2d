"""The Memory Math game object: dealing a match, loading one, and its secrets."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from eqgames.core import Game, Rng, State
from eqgames.core.actions import JSON
from eqgames.core.tools import Tool

from .actions import ACTIONS
from .options import MemoryMathOptions
from .rules import MemoryMathState
from .said import read


class MemoryMath(Game):
    name = "memorymath"
    title = "Memory Math"
    min_players = 2
    max_players = 2
    options_class = MemoryMathOptions
    action_classes = ACTIONS
    #: Numbers and equations are free text: states validate instead of listing actions.
    enumerable = False

    def new(self, seed: int = 0, players: int | None = None, at: float = 0.0) -> MemoryMathState:
        self.check_players(2 if players is None else players)
        rng = Rng(seed)
        first = self.options.first_player
        if first < 0:
            first = rng.randbelow(2)
        return MemoryMathState(self, rng, first, at)

    def _state_from_json(self, data: Mapping[str, Any]) -> MemoryMathState:
        return MemoryMathState.from_json(self, dict(data))

    def bot_levels(self) -> tuple[str, ...]:
        from . import bots  # noqa: F401  (registers the bots)

        return ("easy", "medium", "hard")

    @classmethod
    def tools(cls) -> tuple[Tool, ...]:
        from .tools import TOOLS

        return TOOLS

    def secrets(self, state: State) -> Mapping[int | None, list[JSON]]:
        """The history of the round in play: no view or event may hand it out.

        Both players heard it, so it is not one seat's secret; it is kept from
        every view (a memory game). Markers that cannot appear by chance: the
        says as a list of lists (views and events only ever show one say, as an
        object), and, from three numbers on, the numbers in order and sorted (a
        view never lists more than the two numbers of one say).
        """
        assert isinstance(state, MemoryMathState)
        r = state.round
        out: list[JSON] = []
        if r.phase != "over" and r.says:
            out.append([list(s.numbers) for s in r.says])
            flat = [t for s in r.says for t in s.numbers]
            if len(flat) >= 3:
                out.append(flat)
                out.append(sorted(flat, key=lambda t: (read(t), t)))
        return {0: [], 1: [], None: out}
