"""The Crossdigits game: options, deal, and what must stay secret."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from eqgames.core import Game, Rng, State
from eqgames.core.actions import JSON
from eqgames.core.tools import Tool

from .actions import ACTIONS
from .bag import tile_json
from .options import CrossdigitsOptions
from .rules import CrossdigitsState


class Crossdigits(Game):
    name = "crossdigits"
    title = "Crossdigits"
    min_players = 2
    max_players = 4
    options_class = CrossdigitsOptions
    action_classes = ACTIONS

    def new(self, seed: int = 0, players: int | None = None, at: float = 0.0) -> CrossdigitsState:
        players = 2 if players is None else players
        self.check_players(players)
        state = CrossdigitsState(self, players, Rng(seed))
        state.deal()
        return state

    def _state_from_json(self, data: Mapping[str, Any]) -> CrossdigitsState:
        return CrossdigitsState.from_json(self, data)

    def bot_levels(self) -> tuple[str, ...]:
        from . import bots  # noqa: F401 - registers the bots

        return ("easy", "casual", "medium", "hard")

    @classmethod
    def tools(cls) -> tuple[Tool, ...]:
        from .tools import TOOLS

        return TOOLS

    def secrets(self, state: State) -> Mapping[int | None, list[JSON]]:
        """Each rack as its owner's view lists it, and the bag in order.

        A list of tile objects (``{"id": …, "digit": …}``) appears nowhere else, so
        a match means a real leak, not a coincidence. Racks are shown to everyone
        once the game is over (the leftovers are counted in the open).
        """
        assert isinstance(state, CrossdigitsState)
        out: dict[int | None, list[JSON]] = {
            s: [[tile_json(t) for t in rack]] if rack and not state.finished else []
            for s, rack in enumerate(state.racks)
        }
        out[None] = [[tile_json(t) for t in state.bag]] if state.bag else []
        return out
