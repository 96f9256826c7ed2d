"""How the adjudicator searches a shake with variations, and where its search stops short.

The cube search (:class:`~eqgames.search.cubes.CubeSearch`) tries every meaning a face
has in the shake (:class:`~eqgames.search.meanings.Meanings`, built from the notation
the checker reads the Equation with). :func:`plan` says, for one mat and ruleset, what
the search is given and which variations it does *not* try in full: ``cut`` names
them (as the rulebook does), and while any is named a failed search proves nothing —
the adjudicator answers "unknown", never "no". Its "yes" stands only on a witness the
checker accepts.

Tried in full (a failed search is a proof): the General Rule, Sideways, Upside-down
(both on one Solution cube), Factorial (the two ! of the Equation, each placed after
any part of the Goal or the Solution), Two-digit Numerals, Base eight, nine and ten,
Base eleven and twelve (each way of taking the ^ and √ cubes as digits is a search of
its own, ``digit_choices``; not with a turned ^ or √ in the Goal), Decimal in Goal
(every placing of the points, :mod:`.goal_points`; not with Factorial, Exponent, or a
digit ten or eleven in the Goal), Decimal Point (each way of taking the ^ cubes as
points, as with the digit ten; the Goal's ^ each a power or a point; not with Base
eleven or twelve or Decimal in Goal), LCM, GCF,
Average, Percent (its two-digit operands searched where Solutions have one-digit numerals;
with Factorial or a unary × a search with two-digit numerals everywhere gives the proof,
``percent_retry``), Log, Number of Factors, Smallest
Prime, Multiple of k (every value the cubes make is compared with the Goal), 0 Wild in
Elementary when no 0 is in the Goal and numerals have one digit (each wild 0 is tried as every digit; a search
that lets two wild 0s differ finds a superset, so its "no" still holds), and Powers
of the Base when no 1 is on the mat.

Not in full (their Solutions are tried only as far as the other meanings reach):
Multiple Operations (and with it Factorial's unlimited ! in a Solution), Exponent, Imaginary,
the wild cube standing for an operation (Middle and up), the
× wild, a wild cube in the Goal or in a two-digit numeral, Powers of the Base with a 1
on the mat (a 1 is tried as the base to the powers −3 … 3: :data:`~eqgames.search.meanings.POB_BOUND`).
A wild cube that may stand for any symbol is searched, after the rest found nothing,
as each symbol in turn (``wild_choices``; ``plan(mat, ruleset, wild_as=symbol)``):
those searches find witnesses, never proofs.

>>> from ..mat import Mat
>>> from ..ruleset import adventurous
>>> p = plan(Mat.from_text(goal="4+6", resources="46++9"), adventurous("elementary", {"average": None}))
>>> p.cut, p.goal_text
((), '4+6')
>>> plan(Mat.from_text(goal="4", resources="31+"), adventurous("middle", {"exponent": "red"})).cut
('Exponent',)
"""

from __future__ import annotations

from dataclasses import dataclass

from eqgames.arith.notation import Notation
from eqgames.search.cubes import KINDS
from eqgames.search.meanings import DIGITS, Meanings

from ..mat import Mat
from ..meanings import NAMES, notation_of
from ..ruleset import Ruleset
from . import high_digits

__all__ = ["SearchPlan", "plan"]

#: Variations whose Solutions the search never tries in full.
_NOT_SEARCHED = ("multiple_operations", "exponent",
                 "imaginary")  # fmt: skip

#: The factorials of one Equation (XIII-A-4), shared by its Goal and Solution.
FACTORIALS = 2


@dataclass(frozen=True)
class SearchPlan:
    """What the cube search is given for one mat, and what it leaves out."""

    meanings: Meanings
    #: The face each of the mat's cubes is searched as, by cube index.
    faces: dict[int, str]
    #: The Goal in the notation, a space between clusters, each turned cube with its mark.
    goal_text: str
    #: The variations (their names) whose Solutions the search does not all try.
    cut: tuple[str, ...]
    #: Multiple of k's k, when it is in effect.
    multiple_of: int | None
    #: How many ! the Equation may use (Factorial), the Goal's included; 0 without it.
    factorials: int = 0
    #: How many of the cubes to play are wild and may stand for a digit.
    wild_cubes: int = 0
    #: The operation sign the wild cubes stand for in this search (their face here).
    wild_op: str | None = None
    #: The symbols a wild cube may also stand for, each worth a search of its own.
    wild_choices: tuple[str, ...] = ()
    #: Base eleven and twelve: the other ways to take the ^ (√) cubes as digits, each
    #: worth a search of its own (the cube indexes taken; :mod:`.high_digits`).
    digit_choices: tuple[tuple[int, ...], ...] = ()
    #: How many digit cubes a numeral of the search may have, when more than the ruleset's.
    numeral_digits: int | None = None
    #: Percent with one-digit numerals: a failed search is worth repeating with every
    #: numeral up to two digits (``plan(..., percent_numerals=True)``), whose "no" holds.
    percent_retry: bool = False


def plan(
    mat: Mat,
    ruleset: Ruleset,
    wild_as: str | None = None,
    digits_as: tuple[int, ...] = (),
    percent_numerals: bool = False,
) -> SearchPlan:
    """The search for ``mat`` under ``ruleset``; see the module. ``wild_as``: the one
    digit every wild 0 stands for (one search per choice, when two wild 0s must agree);
    by default each may be any digit. ``digits_as``: the ^ (√) cubes searched as the
    digit ten (eleven) in base eleven or twelve; by default none (operations).
    ``percent_numerals``: with Percent, numerals of two digits anywhere (a superset of
    the Solutions, whose two-digit numbers stand beside a percent, XIII-A-14)."""
    notation = notation_of(ruleset)
    cubes = [*mat.required, *mat.permitted, *mat.resources]
    goal_faces = [c.face for c in mat.goal_cubes()]
    on_mat = {c.face for c in cubes} | set(goal_faces)
    cut = [NAMES[v] for v in _NOT_SEARCHED if ruleset.has(v)]
    factorials = 0
    if ruleset.has("factorial"):
        if ruleset.has("multiple_operations"):
            cut.append(NAMES["factorial"])  # as many ! as the writer likes: no end
        else:
            factorials = FACTORIALS
    high = high_digits.digit_faces(notation)
    if any(c.face in high and mat.turn_of(c) for c in mat.goal_cubes()):
        cut.append("Base m")  # a turned ^ or √ in the Goal: its readings are not listed
    if notation.decimal_in_goal and (
        notation.factorial or notation.exponent or (notation.base >= 11 and {"^", "√"} & set(goal_faces))
    ):
        # The points are placed among the Goal's digits as it lies (goal_points), not
        # in the readings a ! or an exponent digit gives it, nor beside a digit ten.
        cut.append(NAMES["decimal_in_goal"])
    if notation.powers_of_base and "1" in on_mat:
        cut.append("Powers of the Base")
    if notation.decimal_point and (high or notation.decimal_in_goal):
        cut.append(NAMES["decimal_point"])  # a ^ that may be a digit too, or a second point
    numeral_digits: int | None = None
    percent_retry = False
    percent_two = notation.percent and ruleset.solution_numeral_digits < 2 and "√" in on_mat
    if percent_two:
        # "A and/or B may be a two-digit numeral" (XIII-A-14): the search gives a percent
        # two-digit operands. The checker allows two digits to any numeral written just
        # beside the sign, which with Factorial or a unary × is more than an operand
        # (5 √ud 12!, ×12 √ud 5): then a search with two-digit numerals everywhere,
        # a superset, gives the proof.
        if percent_numerals:
            numeral_digits = 2
        elif notation.factorial or notation.unary_times:
            cut.append("Percent")
            percent_retry = True
    extra: dict[str, list[tuple[str, str]]] = {}
    faces = {c.index: c.face for c in cubes}
    wild_op: str | None = None
    choices: list[str] = []
    wild = notation.wild
    if wild is not None and wild in on_mat:
        complete = (
            wild == "0"
            and not notation.wild_symbols
            and wild not in goal_faces
            and ruleset.solution_numeral_digits == 1
            and not percent_two
        )
        if not complete:
            cut.append("Wild")
        turns = [""] + _turns(notation)
        if wild_as is not None and wild_as not in DIGITS:
            # One search per operation sign the wild cube may stand for (Middle and up).
            wild_op = wild_as
            faces = {i: wild_as if f == wild else f for i, f in faces.items()}
        elif wild == "0" or wild_as is not None:
            # The wild cube is its own face with each digit it may stand for, marked:
            # a wild 0 every digit at once (or the one asked), a wild × the one asked.
            digits = DIGITS[1 : notation.base] if wild_as is None else wild_as
            extra[_WILD] = [("0", t) for t in turns] if wild == "0" else []
            extra[_WILD] += [(d, "w" + t) for d in digits if d != "0" or wild != "0" for t in turns]
            faces = {i: _WILD if f == wild else f for i, f in faces.items()}
        if wild_as is None and notation.wild_symbols and wild not in goal_faces:
            signs = [sign for sign in "+−×÷^√" if sign != wild]
            choices = signs if wild == "0" else [*DIGITS[: notation.base], *signs]
    digit_choices: list[tuple[int, ...]] = []
    spelled: dict[str, str] = {}
    if high:
        # A ^ (√) cube taken as a digit is a numeral of its own, turned as a digit may
        # be, or a digit of a two-digit numeral (XIII-C-5).
        for face, virtual in high.items():
            extra[virtual] = [(face, t) for t in ["", *_turns(notation)]]
        spelled = {virtual: face for face, virtual in high.items()}
        faces = {i: high[f] if i in digits_as else f for i, f in faces.items()}
        if not digits_as:
            digit_choices = high_digits.choices(mat, high)[1:]
    elif notation.decimal_point:
        # A ^ cube taken as a decimal point joins one to three digit cubes in a numeral
        # (XIII-B-13); it is no numeral alone.
        extra[high_digits.POINT] = []
        spelled = {high_digits.POINT: "."}
        faces = {i: high_digits.POINT if i in digits_as else f for i, f in faces.items()}
        if not digits_as:
            digit_choices = high_digits.choices(mat, {"^": high_digits.POINT})[1:]
    meanings = Meanings(notation, extra=extra, spelled=spelled)
    if any(f not in KINDS for f in faces.values() if not meanings.is_leaf(f)):
        cut.append("a cube face the search does not know")
    k = ruleset.param("multiple_of") if ruleset.has("multiple_of") else None
    return SearchPlan(
        meanings=meanings,
        faces=faces,
        goal_text=_goal_text(mat),
        cut=tuple(dict.fromkeys(cut)),
        multiple_of=int(k) if k is not None else None,
        factorials=factorials,
        wild_cubes=sum(1 for f in faces.values() if f == _WILD),
        wild_op=wild_op,
        wild_choices=tuple(choices),
        digit_choices=tuple(digit_choices),
        numeral_digits=numeral_digits,
        percent_retry=percent_retry,
    )


#: The virtual face of a wild 0 (a character no cube shows).
_WILD = "\U000f0000"


def _turns(notation: Notation) -> list[str]:
    """The marks a digit cube may carry (a wild 0 standing for 3 turned: ``3wsw``)."""
    return (
        (["sw"] if notation.sideways else [])
        + (["ud"] if notation.upside_down else [])
        + (["swud"] if notation.both_turns else [])
    )


def _goal_text(mat: Mat) -> str:
    return " ".join(
        "".join(c.face + mat.turn_of(c) for c in cluster) for cluster in mat.goal
    )
