"""Self-play of Adventurous Equations: bots select random legal variations, every division.

Matches of a few shakes between plain bots (two and three players in turn),
in tournament mode and virtual time (:func:`..match.play_match`); at each
selection a seat picks a legal variation at random (:func:`.choose.at_random`)
instead of its helpful one, so every variation and parameter of the list comes
up. After each match the record must replay to the same state, and every
shake's variations must be a legal selection for its division and year:
on the list, not of every shake, none twice, as many per seat as II-B-3 asks.
Anything else — a refused action, an exception, a broken check — is an error.

    >>> tally = play("middle", shakes=4, seed=1)
    >>> tally.shakes >= 4, tally.errors
    (True, [])

Run ``python -m eqgames.games.equations.variations.selfplay 200`` for the
report of ``docs/rules/equations.md`` ("Adventurous selection").
"""

from __future__ import annotations

import sys
from collections import Counter
from dataclasses import dataclass, field
from typing import Any

from eqgames import games
from eqgames.core import Action, Rng

from ..match import play_match
from .catalog import DIVISIONS, VARIATIONS, YEAR_LISTS, in_list
from .choose import at_random
from .selection import picks

#: Shakes in one match of the self-play.
SHAKES_PER_MATCH = 4


class RandomSelector:
    """A bot that selects a random legal variation and otherwise plays as ``bot`` does."""

    def __init__(self, bot: Any, seed: int) -> None:
        self.bot = bot
        self.rng = Rng(seed)

    def act(self, view: dict[str, Any]) -> Action:
        if view["phase"] == "select":
            return at_random(view, self.rng)
        action: Action = self.bot.act(view)
        return action

    def __getattr__(self, name: str) -> Any:
        return getattr(self.bot, name)


@dataclass
class Tally:
    division: str
    year: str
    matches: int = 0
    shakes: int = 0
    errors: list[str] = field(default_factory=list)
    chosen: Counter[str] = field(default_factory=Counter)
    penalties: int = 0
    occasions: Counter[str] = field(default_factory=Counter)

    def to_json(self) -> dict[str, Any]:
        return {
            "division": self.division,
            "year_list": self.year,
            "matches": self.matches,
            "shakes": self.shakes,
            "errors": len(self.errors),
            "variations_chosen": sum(self.chosen.values()),
            "distinct_choices": len(self.chosen),
            "penalty_points": self.penalties,
            "occasions": dict(sorted(self.occasions.items())),
        }


def shake_faults(summary: dict[str, Any], division: str, year: str, players: int) -> list[str]:
    """What is wrong with one finished shake's variations (nothing, one hopes)."""
    out = []
    chosen = summary["variations"]
    ids = [v["id"] for v in chosen]
    if len(set(ids)) != len(ids):
        out.append(f"a variation chosen twice: {ids}")
    for v in chosen:
        variation = VARIATIONS[v["id"]]
        if not in_list(variation, division, year) or variation.lists[division].standing:
            out.append(f"{v['id']} is not choosable in {division} {year}")
    per_seat = Counter(v["seat"] for v in chosen)
    for seat in range(players):
        required, most = picks(seat, summary["setter"], players, division)
        excused = summary["penalties"][seat] < 0 or seat in summary["selection_skipped"]
        if per_seat[seat] > most or (per_seat[seat] < required and not excused):
            out.append(f"seat {seat} chose {per_seat[seat]} variations ({required}–{most} asked)")
    return out


def play(
    division: str, shakes: int, seed: int = 0, year: str = "2026-27", level: str = "easy"
) -> Tally:
    """At least ``shakes`` shakes of the division, in matches of :data:`SHAKES_PER_MATCH`."""
    tally = Tally(division, year)
    game = games.load(
        "equations", shakes=SHAKES_PER_MATCH, division=division, year_list=year, mode="tournament"
    )
    match = 0
    while tally.shakes < shakes:
        players = 2 + match % 2
        match_seed = seed * 100_003 + match
        bots = {
            s: RandomSelector(game.bot(level, seed=match_seed * 7 + s), match_seed * 11 + s)
            for s in range(players)
        }
        match += 1
        tally.matches += 1
        try:
            state, record = play_match(game, bots, seed=match_seed, players=players)
            if record.replay().to_json() != state.to_json():
                tally.errors.append(f"match {match_seed}: the record does not replay")
            history = state.to_json()["history"]
        except Exception as exc:  # noqa: BLE001 - any failure is an error of the run
            tally.errors.append(f"match {match_seed}: {type(exc).__name__}: {exc}")
            tally.shakes += SHAKES_PER_MATCH  # a failing seed must not loop forever
            continue
        for summary in history:
            tally.shakes += 1
            tally.occasions[summary["occasion"]] += 1
            tally.penalties -= sum(summary["penalties"])
            tally.chosen.update(v["label"] for v in summary["variations"])
            for fault in shake_faults(summary, division, year, players):
                tally.errors.append(f"match {match_seed} shake {summary['shake']}: {fault}")
    return tally


def main(argv: list[str]) -> int:
    shakes = int(argv[0]) if argv else 200
    failed = 0
    for division in DIVISIONS:
        years = YEAR_LISTS if division in ("elementary", "middle") else YEAR_LISTS[:1]
        for year in years:
            tally = play(division, shakes, seed=1, year=year)
            print(tally.to_json())
            for error in tally.errors[:5]:
                print("  ", error)
            failed += len(tally.errors)
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
