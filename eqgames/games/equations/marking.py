"""How a writer marks a cube with the shake's variations: the editor's palette and the rules page.

Appendix A says what a cube means by a mark written beside it; on a keyboard the
mark is typed right after the symbol (:mod:`eqgames.arith.marks` has the grammar).
This module says, for a shake, which marks the Equation editor offers as buttons
(:func:`marks`) and, for every variation of the catalogue, how its meaning is
written (:data:`WRITE`, which the rules page repeats and the board shows beside
the variation). A button types exactly the text the checker reads: a whole marked
cube (``√lcm``) where the mark belongs to one face, or the mark alone (``sw``) to
follow the digit just written.

>>> from .ruleset import adventurous
>>> [m.text for m in marks(adventurous("elementary", {"sideways": None, "lcm": None}))]
['sw', '√lcm']
>>> wild = [m.text for m in marks(adventurous("elementary", {"wild": "0"})) if m.variation == "wild"]
>>> wild[:3], len(wild)
(['1w', '2w', '3w'], 9)
"""

from __future__ import annotations

from dataclasses import dataclass

from eqgames.arith.notation import digit_value

from .meanings import notation_of
from .ruleset import Ruleset

__all__ = ["WRITE", "Mark", "marks"]

#: How each variation's meaning is written in an Equation (Appendix A on a keyboard),
#: for a person: what to type, and the editor's button that types it.
WRITE: dict[str, str] = {
    "general_rule": "Nothing to mark: a power or root the rule forbids is refused, with the rule named.",
    "sideways": "Type sw right after the digit (7sw is 1/7), or tap the digit, then the “sw” button.",
    "upside_down": "Type ud right after the digit (7ud is −7), or tap the digit, then “ud”; "
    "a Solution's cube may be both, 7swud (−1/7).",
    "wild": "Type what the wild cube stands for, then w (2w is the wild 0 used as 2; 0->2 too), "
    "or tap it in the row “the wild cube as”; in the Goal its place may simply show what it "
    "stands for (the Goal 40 written 45w).",
    "factorial": "Type ! after the numeral or the bracket (4! is 24), or tap “!”.",
    "two_digit_numerals": "Nothing to mark: the two digit cubes side by side (12).",
    "lcm": "Type lcm right after the √ (6 √lcm 8 is 24), or tap “√lcm”.",
    "gcf": "Type gcf right after the ^ (8 ^gcf 6 is 2), or tap “^gcf”.",
    "number_of_factors": "Nothing to mark: a × with no number before it (x12 is 6); brackets "
    "say what it applies to, x(6x2).",
    "average": "Nothing to mark: every + is an average.",
    "smallest_prime": "Nothing to mark: a × with no number before it (x7 is 11).",
    "percent": "Type ud right after the √ (25 √ud 16 is 4), or tap “√ud”.",
    "multiple_operations": "Nothing to mark: write the sign again (2+3+4 with one +).",
    "base": "Nothing to mark in bases eight to ten; in eleven and twelve ^ten is the digit ten, "
    "√eleven the digit eleven, ^pow and √rt the operations (buttons for each).",
    "multiple_of": "Nothing to mark: the Solution's value must differ from the Goal's.",
    "exponent": "Type exp right after a digit of the chosen colour (25 3exp is 25³), or tap “exp”.",
    "powers_of_base": "Type the power the 1 stands for, then pob (100pob, .01pob), or tap “pob”.",
    "decimal_point": "Type . between the digits (4.5), or ^dp (4^dp5), or tap “^dp”.",
    "imaginary": "Type i (or |) for a sideways −, beside a numeral without × (4i, 7i2 is 14i); "
    "iud is −i; or tap “i”. Name the complex root a ^ or √ means in brackets after root: "
    "(8x2) ^root((2i)^3) (3÷4), √root(−2) 4, or tap “^root(” or “√root(”, then the value and “)”.",
    "decimal_in_goal": "Type . in a numeral of the Goal (1.25, .125), or tap “.”.",
    "log": "Type sw right after the ÷ (25 ÷sw 5 is log₅ 25 = 2), or tap “÷sw”.",
}


@dataclass(frozen=True)
class Mark:
    """One button of the editor's marks: the text it types, for whom, and an example."""

    text: str
    label: str  # its accessible name: what the marked cube means
    example: str
    variation: str
    #: "digit": the mark follows the digit just written; "cube": the text is a whole cube.
    after: str = "cube"

    def to_json(self) -> dict[str, str]:
        return {
            "text": self.text,
            "label": self.label,
            "example": self.example,
            "variation": self.variation,
            "after": self.after,
        }


_OPERATIONS = "+−×÷^√"


def marks(ruleset: Ruleset) -> list[Mark]:
    """The marks the shake's variations give a meaning to, in the order of the catalogue."""
    n = notation_of(ruleset)
    out: list[Mark] = []
    if n.sideways:
        out.append(Mark("sw", "sideways: the digit before it is its reciprocal", "7sw is 1/7", "sideways", "digit"))
    if n.upside_down:
        out.append(Mark("ud", "upside-down: the digit before it is its opposite", "7ud is −7", "upside_down", "digit"))
    if n.both_turns:
        out.append(Mark("swud", "sideways and upside-down (a Solution's cube only)", "7swud is −1/7",
                        "upside_down", "digit"))  # fmt: skip
    if n.wild is not None:
        out.extend(_wild(n.wild, n.wild_symbols, n.base))
    if n.factorial:
        out.append(Mark("!", "factorial of the numeral or bracket before it", "4! is 24", "factorial", "digit"))
    if n.lcm:
        out.append(Mark("√lcm", "√ as LCM", "6 √lcm 8 is 24", "lcm"))
    if n.gcf:
        out.append(Mark("^gcf", "^ as GCF", "8 ^gcf 6 is 2", "gcf"))
    if n.percent:
        out.append(Mark("√ud", "upside-down √: percent of", "25 √ud 16 is 4", "percent"))
    if n.base >= 11:
        out.append(Mark("^ten", "^ as the digit ten", f"1^ten is {n.base + 10}", "base"))
        out.append(Mark("^pow", "^ as a power, not a digit", "2^pow3 is 8", "base"))
        if n.sideways:
            out.append(Mark("^sw", "sideways ^: one-tenth", "^sw is 1/10", "sideways"))
    if n.base == 12:
        out.append(Mark("√eleven", "√ as the digit eleven", "1√eleven is 23", "base"))
        out.append(Mark("√rt", "√ as a root, not a digit", "√rt4 is 2", "base"))
    if n.exponent:
        colour = str(ruleset.param("exponent") or "")
        out.append(Mark("exp", f"the digit before it, on a {colour} cube, is an exponent",
                        "25 3exp is 25³", "exponent", "digit"))  # fmt: skip
    if n.powers_of_base:
        out.append(Mark("pob", "the 1 before it stands for this power of the base",
                        "100pob is a hundred", "powers_of_base", "digit"))  # fmt: skip
    if n.decimal_point:
        out.append(Mark("^dp", "^ as a decimal point", "4^dp5 is 4.5", "decimal_point"))
    if n.imaginary:
        out.append(Mark("i", "i, a sideways −", "4i is 4 times i", "imaginary"))
        # The chosen complex root: the writer types the value, then the closing bracket.
        out.append(Mark("^root(", "^ with the complex root it means named in brackets",
                        "(8x2) ^root((2i)^3) (3÷4) is −8i", "imaginary"))  # fmt: skip
        out.append(Mark("√root(", "√ with the complex root it means named in brackets",
                        "√root(−2) 4 is −2", "imaginary"))  # fmt: skip
    if n.decimal_in_goal:
        out.append(Mark(".", "a decimal point in the Goal", "1.25", "decimal_in_goal"))
    if n.log:
        out.append(Mark("÷sw", "sideways ÷: log", "25 ÷sw 5 is 2", "log"))
    return out


def _wild(face: str, symbols: bool, base: int) -> list[Mark]:
    """The wild cube as each symbol it may stand for (Elementary: a digit of the base)."""
    digits = [d for d in "0123456789" if digit_value(d) < base]
    stands = digits + (list(_OPERATIONS) if symbols else [])
    return [
        Mark(f"{s}w", f"the wild {face} used as {s}", f"{s}w", "wild")
        for s in stands
        if s != face
    ]
