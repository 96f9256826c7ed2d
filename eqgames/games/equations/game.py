"""The Equations game object: dealing a match, loading one, and its secrets."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from eqgames.core import Game, Rng, State
from eqgames.core.actions import JSON
from eqgames.core.tools import Tool

from .actions import ACTIONS
from .options import EquationsOptions
from .rules import EquationsState


class Equations(Game):
    name = "equations"
    title = "Equations"
    min_players = 2
    max_players = 3
    options_class = EquationsOptions
    action_classes = ACTIONS
    #: Equations are free text: states validate instead of listing actions.
    enumerable = False

    def new(self, seed: int = 0, players: int | None = None, at: float = 0.0) -> EquationsState:
        players = 2 if players is None else players
        self.check_players(players)
        return EquationsState(self, players, Rng(seed), at)

    def _state_from_json(self, data: Mapping[str, Any]) -> EquationsState:
        return EquationsState.from_json(self, dict(data))

    @classmethod
    def tools(cls) -> tuple[Tool, ...]:
        from .tools import TOOLS

        return TOOLS

    def bot_levels(self) -> tuple[str, ...]:
        from . import bots  # noqa: F401  (registers the bots)

        return ("easy", "medium", "hard")

    def secrets(self, state: State) -> Mapping[int | None, list[JSON]]:
        """An Equation is its writer's until the writing ends (VII-C-2).

        The marker is the record the writer's own view shows (``my_equation``),
        so two players who happen to write the same Equation do not count as a leak.
        """
        assert isinstance(state, EquationsState)
        out: dict[int | None, list[JSON]] = {p: [] for p in range(state.players)}
        out[None] = []
        writing = state.shake.writing
        if writing is not None and state.phase == "writing":
            for w in writing.writers:
                if w.equation is not None:
                    out[w.seat].append({"equation": w.equation, "seat": w.seat})
        return out
