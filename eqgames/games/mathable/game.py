"""The Mathable game: options, the deal, and what must stay secret."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from eqgames.core import Game, Rng, State
from eqgames.core.actions import JSON
from eqgames.core.tools import Tool

from .actions import ACTIONS
from .options import MathableOptions
from .rules import MathableState
from .tiles import tile_json


class Mathable(Game):
    name = "mathable"
    title = "Mathable"
    min_players = 2
    max_players = 4
    options_class = MathableOptions
    action_classes = ACTIONS

    def new(self, seed: int = 0, players: int | None = None, at: float = 0.0) -> MathableState:
        players = 2 if players is None else players
        self.check_players(players)
        state = MathableState(self, players, Rng(seed))
        state.deal()
        return state

    def _state_from_json(self, data: Mapping[str, Any]) -> MathableState:
        return MathableState.from_json(self, data)

    @classmethod
    def tools(cls) -> tuple[Tool, ...]:
        from .analysis import TOOL

        return (TOOL,)

    def bot_levels(self) -> tuple[str, ...]:
        from . import bots  # noqa: F401 - registers the bots

        return ("easy", "medium", "hard")

    def secrets(self, state: State) -> Mapping[int | None, list[JSON]]:
        """Each rack as its owner's view lists it, and the pouch in order.

        A list of tile objects (``{"id": …, "value": …}``) appears nowhere else, so a
        match is a real leak. Racks are shown to everyone once the game is over.
        """
        assert isinstance(state, MathableState)
        out: dict[int | None, list[JSON]] = {
            s: [[tile_json(t) for t in rack]] if rack and not state.finished else []
            for s, rack in enumerate(state.racks)
        }
        out[None] = [[tile_json(t) for t in state.pouch]] if state.pouch else []
        return out
