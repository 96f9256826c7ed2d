"""Which Goal cubes the Goal-setter may place sideways or upside-down in a shake.

A turned cube means something only where a variation says so: a sideways numeral
is its reciprocal (XIII-A-1), an upside-down one its additive inverse (XIII-A-2), an
upside-down √ is percent (XIII-A-14), a sideways ÷ is log (XIII-D-13), a sideways −
is i (XIII-D-11), a sideways ^ one-tenth in bases eleven and twelve (XIII-C-5). The
turn is physical, like the Goal's grouping: the setter need not say it. Only a
Solution's cube may be both sideways and upside-down (XIII-A-2 comment (a)).

>>> from .ruleset import BASIC, adventurous
>>> turn_refusal("7", "sw", BASIC)
'XIII-A-1: a cube may be placed sideways only with the Sideways variation, which is not played in this shake'
>>> turn_refusal("7", "sw", adventurous("junior", {})) is None
True
>>> turnable(adventurous("senior", {"log": None}))["sw"]
['1', '2', '3', '4', '5', '6', '7', '8', '9', '÷']
"""

from __future__ import annotations

from .cubes import DIGITS
from .ruleset import Ruleset

__all__ = ["TURNS", "turn_refusal", "turnable"]

#: The turns a Goal cube may have: right-side up, sideways, upside-down.
TURNS = ("", "sw", "ud")
_FACES = ("0", "1", "2", "3", "4", "5", "6", "7", "8", "9", "+", "−", "×", "÷", "^", "√")


def turn_refusal(face: str, turn: str, ruleset: Ruleset) -> str | None:
    """Why a Goal cube showing ``face`` may not lie turned ``turn`` this shake, or ``None``."""
    if turn not in TURNS:
        return (
            f"a Goal cube is right-side up (\"\"), sideways (\"sw\") or upside-down (\"ud\"), "
            f"not {turn!r}; only a Solution's cube may be both (XIII-A-2 comment (a))"
        )
    if not turn:
        return None
    has = ruleset.has
    wild = has("wild") and face == str(ruleset.param("wild"))
    if turn == "sw":
        if face in DIGITS or wild:
            if not has("sideways"):
                return (
                    "XIII-A-1: a cube may be placed sideways only with the Sideways variation, "
                    "which is not played in this shake"
                )
            if face == "0" and not wild:
                return (
                    "XIII-A-1: only a cube representing a nonzero number may be used sideways, "
                    "and 0 has no reciprocal"
                )
            return None
        if face == "^" and int(ruleset.param("base") or 10) >= 11:
            return None
        if face == "÷" and has("log"):
            return None
        if face == "−" and has("imaginary"):
            return None
        return _no_meaning(face, "sideways", ruleset)
    if face in DIGITS or wild:
        if not has("upside_down"):
            return (
                "XIII-A-2: a cube may be placed upside-down only with the Upside-down variation, "
                "which is not played in this shake"
            )
        return None
    if face == "√" and has("percent"):
        return None
    return _no_meaning(face, "upside-down", ruleset)


def _no_meaning(face: str, how: str, ruleset: Ruleset) -> str:
    meanings = {
        ("÷", "sideways"): "a sideways ÷ is log only with Log (XIII-D-13)",
        ("−", "sideways"): "a sideways − is i only with Imaginary (XIII-D-11)",
        ("^", "sideways"): "a sideways ^ is one-tenth only in bases eleven and twelve (XIII-C-5)",
        ("√", "upside-down"): "an upside-down √ is percent only with Percent (XIII-A-14)",
        ("−", "upside-down"): (
            "an i cube is a sideways −, and in the Goal it is i or −i however it lies "
            "(XIII-D-11 comment (c))"
        ),
    }
    why = meanings.get((face, how))
    if why is None:
        why = f"no variation of this shake gives a {how} {face} a meaning"
    return f"a {face} may not be placed {how} in the Goal: {why}"


def turnable(ruleset: Ruleset) -> dict[str, list[str]]:
    """The faces each turn allows in a Goal this shake (for the setter's board)."""
    return {
        turn: [f for f in _FACES if turn_refusal(f, turn, ruleset) is None] for turn in ("sw", "ud")
    }
