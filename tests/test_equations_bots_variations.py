"""The bots solve and check under the shake's variations (Adventurous Equations).

Average changes what ``+`` means, so a Solution found under Basic Equations is
often refused: a bot that asked its questions under Basic would present it.
"""

from __future__ import annotations

from typing import Any

import pytest

from eqgames import games
from eqgames.core import Action
from eqgames.games.equations.actions import Select
from eqgames.games.equations.bots import ruleset_of
from eqgames.games.equations.match import play_match
from eqgames.games.equations.variations.choose import helpful


class AverageFirst:
    """A bot that selects Average whenever it may, and otherwise plays as ``bot`` does."""

    def __init__(self, bot: Any) -> None:
        self.bot = bot

    def act(self, view: dict[str, Any]) -> Action:
        if view["phase"] != "select":
            action: Action = self.bot.act(view)
            return action
        selection = view["selection"]
        if selection["picked"] < selection["required"]:
            for item in selection["menu"]:
                for option in item["options"] if item["id"] == "average" else ():
                    if option["illegal"] is None:
                        return Select("average", option["param"])
        return helpful(view)

    def __getattr__(self, name: str) -> Any:
        return getattr(self.bot, name)


def _play(division: str, match: int) -> Any:
    # Average is on the 2027-28 lists of Elementary and Middle (XIII-A-12, XIII-B-11).
    game = games.load("equations", shakes=4, division=division, year_list="2027-28", mode="casual")
    levels = ("easy", "medium") if match % 2 == 0 else ("medium", "easy")
    bots = {s: AverageFirst(game.bot(levels[s], seed=match * 7 + s)) for s in (0, 1)}
    state, record = play_match(game, bots, seed=match, players=2)
    return state, record


@pytest.mark.parametrize("division", ["elementary", "middle"])
def test_what_a_bot_presents_under_average_the_checker_accepts(division: str) -> None:
    presented = refused = averaged = shakes = 0
    for match in range(2):
        state, _ = _play(division, match)
        for shake in state.to_json()["history"]:
            shakes += 1
            averaged += any(v["id"] == "average" for v in shake["variations"])
            for equation in shake["equations"]:
                presented += 1
                refused += not equation["correct"]
    assert averaged >= shakes // 2  # the variation was in effect, the test means something
    assert presented > 0
    assert refused == 0


def test_the_ruleset_a_bot_reads_from_its_view_is_the_engines() -> None:
    _, record = _play("middle", 1)
    seen = set()
    for state in record.states():
        for seat in (0, 1):
            assert ruleset_of(state.view(seat)) == state.ruleset()  # type: ignore[attr-defined]
        seen.add(state.ruleset())  # type: ignore[attr-defined]
    assert any(rules.has("average") for rules in seen)
