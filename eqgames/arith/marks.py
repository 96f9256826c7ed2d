"""Appendix A of the Equations rulebook on a keyboard: the marks that say what a cube means.

On paper a writer notes beside a cube that it is sideways ("sw"), upside-down ("ud"),
the wild cube ("0w", "wc"), or which meaning an ambiguous sign has. Here a *mark* is
that word typed right after the symbol it describes (a space between is allowed):

=================  =========================  ======================================
mark               after                      means
=================  =========================  ======================================
``sw``             a one-digit numeral        the cube is sideways: its reciprocal
                   ``÷``                      a sideways ÷: log (Senior)
``ud``             a one-digit numeral        upside-down: its additive inverse
                   ``√``                      an upside-down √: percent
``swud`` ``uds``   a one-digit numeral        both (in a Solution)
``w``              any symbol                 this is the wild cube standing for it
``lcm``            ``√``                      the √ is LCM
``gcf``            ``^``                      the ^ is GCF
``dp``             ``^``                      the ^ is a decimal point (``4^dp5``)
``pob``            ``100``, ``.01``           a 1 standing for a power of the base
``exp``            a digit                    a digit of the Exponent colour, used as
                                              an exponent of the numeral before it
``ten``            ``^``                      the digit ten (bases eleven and twelve)
``eleven``         ``√``                      the digit eleven (base twelve)
``rt`` / ``pow``   ``√`` / ``^``              a root, a power: not a digit (those bases)
=================  =========================  ======================================

Recommended forms write the meaning in the main line and the mark beside it (``2w``:
the wild cube, used as 2). Acceptable synonyms: ``sc`` and ``swc`` for ``sw``,
``usd`` for ``ud``, ``wc`` and (after a space) ``0w`` for ``w``; the reverse form of
the wild cube, its face, an arrow and its meaning (``0->2``, ``0→2``); ``.`` for a
decimal point. Marks are read case-blind (``LCM``). The Unacceptable forms of
Appendix A are refused with the reason (:func:`unacceptable`).

>>> read_mark("7sw+1", 1, spaced=False)
('sw', 'sw', 3)
>>> read_mark("√ LCM 8", 1, spaced=False)
('LCM', 'lcm', 5)
>>> read_mark("2 0w", 1, spaced=False)
('0w', 'w', 4)
>>> read_mark("20w", 1, spaced=False) is None
True
"""

from __future__ import annotations

__all__ = ["ARROWS", "MARKS", "read_arrow", "read_mark", "unacceptable"]

#: Each mark word (lower case) and the mark it is.
MARKS: dict[str, str] = {
    "sw": "sw",
    "sc": "sw",
    "swc": "sw",
    "ud": "ud",
    "usd": "ud",
    "uds": "swud",
    "swud": "swud",
    "udsw": "swud",
    "w": "w",
    "wc": "w",
    "0w": "w",
    "lcm": "lcm",
    "gcf": "gcf",
    "dp": "dp",
    "pob": "pob",
    "exp": "exp",
    "ten": "ten",
    "eleven": "eleven",
    "rt": "rt",
    "pow": "pow",
}
_LONGEST_FIRST = sorted(MARKS, key=len, reverse=True)

#: The arrow of the reverse wild-cube form (``0->2``).
ARROWS = ("->", "→")


def read_mark(text: str, i: int, *, spaced: bool) -> tuple[str, str, int] | None:
    """The mark at ``text[i:]`` (spaces before it skipped): (as typed, mark, end), or ``None``.

    ``0w`` is a mark only after a space (``20w`` is the numeral 20 with its 0 wild).
    ``sqrt`` is never a mark.
    """
    j = i
    while j < len(text) and text[j] in " \t":
        j += 1
    before_space = spaced or j > i
    lowered = text[j : j + 8].lower()
    if lowered.startswith("sqrt"):
        return None
    for word in _LONGEST_FIRST:
        if lowered.startswith(word):
            if word == "0w" and not before_space:
                continue
            return text[j : j + len(word)], MARKS[word], j + len(word)
    return None


def read_arrow(text: str, i: int) -> int | None:
    """Where the symbol after an arrow at ``text[i:]`` starts (spaces skipped), or ``None``."""
    j = i
    while j < len(text) and text[j] in " \t":
        j += 1
    for arrow in ARROWS:
        if text.startswith(arrow, j):
            j += len(arrow)
            while j < len(text) and text[j] in " \t":
                j += 1
            return j
    return None


def unacceptable(char: str) -> str | None:
    """Why a character a writer might use for a variation is not the way to write it."""
    if char == "%":
        return "'%' is not a cube: percent is an upside-down √, written √ud (XIII-A-14, Appendix A)"
    if char == "!":
        return "'!' (factorial) is played only with the Factorial variation (XIII-A-4)"
    if char == "|":
        return "'|' (a sideways −, i) is played only with the Imaginary variation (XIII-D-11)"
    if char == ".":
        return (
            "'.' is a ^ used as a decimal point, played only with the Decimal Point variation "
            "(XIII-B-13)"
        )
    if char == "," or char == ";":
        return f"{char!r} is not a symbol of Equations: LCM and GCF are written between their numbers (6 √lcm 8)"
    return None
