"""The Formula game: options, deal, and what must stay secret."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from eqgames.core import LEVELS, Game, Rng, State
from eqgames.core.actions import JSON
from eqgames.core.tools import Tool

from .actions import ACTIONS
from .cards import card_json
from .options import FormulaOptions
from .rules import FormulaState


class Formula(Game):
    name = "formula"
    title = "Formula"
    min_players = 2
    max_players = 5
    options_class = FormulaOptions
    action_classes = ACTIONS

    def new(self, seed: int = 0, players: int | None = None, at: float = 0.0) -> FormulaState:
        players = 2 if players is None else players
        self.check_players(players)
        state = FormulaState(self, players, Rng(seed))
        state.deal()
        return state

    def _state_from_json(self, data: Mapping[str, Any]) -> FormulaState:
        return FormulaState.from_json(self, data)

    @classmethod
    def tools(cls) -> tuple[Tool, ...]:
        from .analysis import TOOL

        return (TOOL,)

    def bot_levels(self) -> tuple[str, ...]:
        from . import bots  # noqa: F401 - registers the bots

        return LEVELS

    def secrets(self, state: State) -> Mapping[int | None, list[JSON]]:
        """Each hand as its owner's view lists it, and the stock in order.

        Lists of card objects (``{"id": …, "face": …}``) appear nowhere else, so a
        match means a real leak, not a coincidence.
        """
        assert isinstance(state, FormulaState)
        out: dict[int | None, list[JSON]] = {
            s: [[card_json(c) for c in hand]] if hand else [] for s, hand in enumerate(state.hands)
        }
        out[None] = [[card_json(c) for c in state.stock]] if state.stock else []
        return out
