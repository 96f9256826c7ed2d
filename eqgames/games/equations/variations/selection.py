"""Selecting the shake's variations (II-B): who selects, how many, when, and what is legal.

After the roll and before the Goal, each player selects a variation from
the division's list (XIII): the Goal-setter first, then to the left (II-B-1).
In a two-player match the player who is not the Goal-setter selects two; in
Senior anyone may pick two in any match (II-B-3).

    >>> order(setter=2, players=3)
    [2, 0, 1]
    >>> picks(seat=1, setter=0, players=2, division="middle")
    (2, 2)
    >>> picks(seat=0, setter=0, players=3, division="senior")
    (1, 2)

A selection is refused outright (nothing happens, in every mode) when it
is not on the list at all — the sheet only has the list's names and blanks.
It is *illegal* (II-B-2: −1 and select again, a second time −1 and no
selection) when it has no effect on the shake, conflicts with a variation
already chosen, or was already chosen (:func:`refusal`).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from .catalog import (
    VARIATIONS,
    ParamValue,
    Table,
    Variation,
    conflict,
    in_list,
    no_effect,
)

if TYPE_CHECKING:
    from ..shake import Shake

#: II-B-2: the second illegal selection ends the player's selecting.
TRIES = 2


def order(setter: int, players: int) -> list[int]:
    """II-B-1: the Goal-setter selects first, then the player to the left, then the third."""
    return [(setter + k) % players for k in range(players)]


def picks(seat: int, setter: int, players: int, division: str) -> tuple[int, int]:
    """How many variations ``seat`` must select, and may (II-B-3)."""
    required = 2 if players == 2 and seat != setter else 1
    most = 2 if division == "senior" else required
    return required, most


def table(shake: Shake, division: str) -> Table:
    """What the II-B-2 test reads: every rolled cube and the variations chosen so far."""
    return Table(tuple((c.face, c.colour) for c in shake.cubes), division, chosen(shake))


def chosen(shake: Shake) -> dict[str, ParamValue | None]:
    """The variations selected in the shake, with their parameters, in order."""
    return {v["id"]: v["param"] for v in shake.variations}


def parse_param(variation: Variation, division: str, param: Any) -> ParamValue | None:
    """The parameter as the list's blank takes it; ValueError names the allowed values.

    >>> parse_param(VARIATIONS["base"], "middle", "9")
    9
    >>> parse_param(VARIATIONS["base"], "middle", 11)
    Traceback (most recent call last):
    ...
    ValueError: for Base m choose the base: 8, 9 or 10
    >>> parse_param(VARIATIONS["wild"], "elementary", None)
    '0'
    """
    listing = variation.lists[division]
    if variation.param is None:
        if param not in (None, ""):
            raise ValueError(f"{variation.name} has no blank to fill")
        return None
    choices = listing.choices
    if param in (None, "") and len(choices) == 1:
        return choices[0]
    for choice in choices:
        if str(choice) == str(param).strip() or (choice == "×" and str(param).strip() in "xX*"):
            return choice
    words = ", ".join(str(c) for c in choices[:-1]) + f" or {choices[-1]}"
    raise ValueError(f"for {variation.name} choose {variation.param.label}: {words}")


@dataclass(frozen=True)
class Verdict:
    """What a selection would be: legal (``reason`` None), illegal (II-B-2: −1 in
    tournament mode), or no selection at all (refused, never charged)."""

    reason: str | None
    illegal: bool = False
    param: ParamValue | None = None


def refusal(shake: Shake, division: str, year: str, variation_id: str, param: Any) -> Verdict:
    """Whether selecting ``variation_id`` (its blank filled with ``param``) is legal now.

    The verdict of a legal selection carries the parameter as the list takes it.
    """
    variation = VARIATIONS.get(variation_id)
    if variation is None:
        return Verdict(f"XIII: there is no variation called {variation_id[:40]!r}")
    if not in_list(variation, division, year):
        return Verdict(f"XIII: {_not_listed(variation, division, year)}")
    listing = variation.lists[division]
    if listing.standing:
        return Verdict(f"XIII: {variation.label(None, division)} is in effect in every shake")
    try:
        value = parse_param(variation, division, param)
    except ValueError as exc:
        return Verdict(f"II-B-1-c: {exc}")
    name = variation.label(value, division)
    if variation.id in chosen(shake):
        return Verdict(f"II-B-2: {variation.label(None, division)} has already been chosen", True)
    t = table(shake, division)
    other = conflict(variation, t.chosen)
    if other is not None:
        return Verdict(f"II-B-2: {name} conflicts with {VARIATIONS[other].name}", True)
    why = no_effect(variation, value, t)
    if why is not None:
        return Verdict(f"II-B-2: {name} has no effect on this shake: {why}", True)
    return Verdict(None, param=value)


def _not_listed(variation: Variation, division: str, year: str) -> str:
    """Why a variation is not on the list, in the list's words.

    >>> _not_listed(VARIATIONS["average"], "middle", "2026-27")
    'Average is not on the Middle list for 2026-27 (it is played in 2027-28)'
    >>> _not_listed(VARIATIONS["log"], "junior", "2026-27")
    'Log is not on the Junior list'
    """
    where = division.capitalize()
    listing = variation.listing(division)
    if listing is not None and listing.year is not None:
        return (
            f"{variation.name} is not on the {where} list for {year} "
            f"(it is played in {listing.year})"
        )
    return f"{variation.name} is not on the {where} list"


def record(variation_id: str, param: ParamValue | None, seat: int, division: str) -> dict[str, Any]:
    """A chosen variation as the shake keeps it and the view shows it."""
    v = VARIATIONS[variation_id]
    return {
        "id": variation_id,
        "param": param,
        "seat": seat,
        "label": v.label(param, division),
        "section": v.lists[division].section,
    }


def menu(shake: Shake, division: str, year: str) -> list[dict[str, Any]]:
    """The division's list as the selector sees it: each name, its blank, and for each
    value whether selecting it now would be illegal (and why)."""
    from .catalog import choosable

    out = []
    for v in choosable(division, year):
        listing = v.lists[division]
        values: tuple[ParamValue | None, ...] = listing.choices or (None,)
        options = []
        for value in values:
            why = refusal(shake, division, year, v.id, value).reason
            options.append({"param": value, "label": v.label(value, division), "illegal": why})
        out.append(
            {
                "id": v.id,
                "name": v.label(None, division),
                "summary": v.summary,
                "section": listing.section,
                "blank": None if v.param is None else v.param.label,
                "options": options,
            }
        )
    return out


def legal(shake: Shake, division: str, year: str) -> list[tuple[str, ParamValue | None]]:
    """Every selection that would be legal now: (id, parameter)."""
    return [
        (item["id"], option["param"])
        for item in menu(shake, division, year)
        for option in item["options"]
        if option["illegal"] is None
    ]


def standing_records(division: str) -> list[dict[str, Any]]:
    from .catalog import standing

    return [
        {"id": v.id, "label": v.label(None, division), "section": v.lists[division].section}
        for v in standing(division)
    ]
