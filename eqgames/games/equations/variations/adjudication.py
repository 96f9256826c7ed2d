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
its own, ``digit_choices``; a turned ^ or √ of the Goal read every way the writer may,
:func:`.high_digits.goal_texts`), Decimal in Goal (every placing of the points, a digit
ten or eleven among the digits, :mod:`.goal_points`; not with Factorial or Exponent,
which no division has with it), Decimal Point (each way of taking the ^ cubes as
points, as with the digit ten; the Goal's ^ each a power or a point; not with Base
eleven or twelve or Decimal in Goal, which no division has with it), LCM, GCF,
Average, Percent (its two-digit operands searched where Solutions have one-digit numerals;
with Factorial or a unary × a search with two-digit numerals everywhere gives the proof,
``percent_retry``), Log, Number of Factors, Smallest
Prime, Multiple of k (every value the cubes make is compared with the Goal), the wild
cube (0 Wild, 0 or x Wild: each symbol it may stand for, below), Exponent (below), Powers
of the Base when no 1 is on the mat, and Imaginary (:mod:`eqgames.search.imaginary`:
the i cubes, implied products, every complex root; the Goal's readings with i and
with every root, with Decimal in Goal's points and the digits ten and eleven,
:mod:`.imaginary` — unless a part of the Goal has more values than are listed or the
listing outruns the budget, when the adjudicator adds Imaginary to its cut for that mat).

Not in full (their Solutions are tried only as far as the other meanings reach):
Multiple Operations (and with it Factorial's unlimited ! in a Solution), Powers of the Base with a 1
on the mat (a 1 is tried as the base to the powers −3 … 3: :data:`~eqgames.search.meanings.POB_BOUND`).

The wild cube stands for one symbol everywhere, Goal and Solution (XIII-A-3, B-3,
C-3): the choice is made outside the search, one search per symbol
(``wild_choices``: each digit of the base, in Middle and up each operation sign, never
``!``; ``plan(mat, ruleset, wild_as=symbol)``), the Goal read with the wild cube as that
symbol (``2w3``, ``3+w4``), and "no" only when every symbol's search proved none
within the one budget. When no wild cube is in the Goal a first search lets each wild
0 be any digit (a superset: its "no" holds for every digit); its witness, if two wild
0s differ in it, sends the search to each digit in turn. A wild digit may be a digit
of a numeral of several cubes (``23w``), of a decimal numeral (``3w.5``), of a
percent's two-digit number (``2w5 √ud 16``). Standing for a symbol, the wild cube has
every meaning the symbol has in the shake (B-3 comment (d)): as ^ in base eleven and
twelve also the digit ten (as √ in base twelve eleven), with Decimal Point also a
point — each wild cube taken so is a search of its own, as the ^ cubes are
(``digit_choices``, the wild cubes a group of their own, written ``^tenw``, ``.w``),
and the Goal's wild cube is read each way (``^w``, ``^tenw``, ``.w``), lying turned
only as the digit turned (``^tenwsw``, ``√elevenwud``: a turned power is no sign), with
Decimal Point not at all (a point is in a numeral, never alone: ``2+.wud`` is refused); as − with
Imaginary also i or −i (XIII-D-11 comment (d): ``iw``, in the Goal too). With Multiple Operations (a wild operation
used many times) the search stays as bounded as that variation's.

Exponent (XIII-B-9): a digit cube of the colour is a numeral or the exponent of what
stands before it, a numeral or a bracket (``5 2exp``, ``(3 + 4) 2exp``,
``(5 2exp) 3exp``), with Factorial a ``!`` after it (``4 3exp!``); the Goal is read
with each choice of its digits of the colour as exponents, each of the numeral before
it or of a bracket (``25 3exp``, ``(2+3)2exp``). As the checker counts them, the first
that many cubes of each face that are of the colour (Required, then Permitted, then
Resources) are the ones that may be exponents.

>>> from ..mat import Mat
>>> from ..ruleset import adventurous
>>> p = plan(Mat.from_text(goal="4+6", resources="46++9"), adventurous("elementary", {"average": None}))
>>> p.cut, p.goal_text
((), '4+6')
>>> plan(Mat.from_text(goal="4", resources="31+"), adventurous("middle", {"multiple_operations": None})).cut
('Multiple Operations',)
"""

from __future__ import annotations

import itertools
from collections.abc import Mapping
from dataclasses import dataclass

from eqgames.arith.notation import Notation
from eqgames.search.cubes import KINDS
from eqgames.search.meanings import DIGITS, Meanings

from ..cubes import Cube
from ..mat import Mat
from ..meanings import NAMES, notation_of
from ..ruleset import Ruleset
from . import high_digits

__all__ = ["SearchPlan", "mark_wild_goal", "plan", "wild_choices", "wild_places"]

#: Variations whose Solutions the search never tries in full.
_NOT_SEARCHED = ("multiple_operations",)

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
    #: The symbol the Goal's wild cubes stand for, when it is not their face.
    wild_goal: str | None = None
    #: Every way to read the Goal's cubes: with Exponent, each choice of its digits of
    #: the colour written as exponents (``25 3exp``); else the one ``goal_text``.
    goal_texts: tuple[str, ...] = ()


def plan(
    mat: Mat,
    ruleset: Ruleset,
    wild_as: str | None = None,
    digits_as: tuple[int, ...] = (),
    percent_numerals: bool = False,
) -> SearchPlan:
    """The search for ``mat`` under ``ruleset``; see the module. ``wild_as``: the one
    symbol every wild cube stands for, Goal and Solution (one search per choice); by
    default each wild 0 may be any digit when none is in the Goal, else the wild cube
    is its face, and ``wild_choices`` are the symbols still to search. ``digits_as``: the ^ (√) cubes searched as the
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
    if notation.decimal_in_goal and (notation.factorial or notation.exponent):
        # The points are placed among the Goal's digits as it lies (goal_points), not in
        # the readings a ! or an exponent digit gives it. No division has these together
        # (Decimal in Goal is Senior's, Factorial and Exponent Elementary's and Middle's),
        # but a ruleset built by hand may: there the search is honest, not in full.
        cut.append(NAMES["decimal_in_goal"])
    if notation.decimal_point and (high or notation.decimal_in_goal):
        # A ^ that may be a digit too, or a second point: no division has these together
        # (Decimal Point is Middle's, whose bases are eight to ten, and Decimal in Goal
        # Senior's); a ruleset built by hand may.
        cut.append(NAMES["decimal_point"])
    numeral_digits: int | None = None
    percent_retry = False
    # (The wild cube standing for √ is a percent sign too.)
    percent_two = notation.percent and ruleset.solution_numeral_digits < 2 and ("√" in on_mat or wild_as == "√")
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
    choices: tuple[str, ...] = ()
    wild = notation.wild
    goal_text = _goal_text(mat, wild)
    superset = False
    if wild is not None and wild in on_mat:
        if wild_as is None:
            # The searches after this one: each symbol this one does not try. This one
            # tries every digit at once (each wild 0 its own: a superset, so its "no"
            # holds), or, with a wild cube in the Goal, the face itself, which the
            # Goal's reading needs fixed.
            covered = (wild,) if wild in goal_faces or wild != "0" else tuple(_digits(notation))
            choices = wild_choices(notation, wild, covered)
            if wild in goal_faces:
                wild_as = wild
        if wild_as is not None:
            goal_text = _goal_text(mat, wild, wild_as)
            on_mat.add(wild_as)
        turns = [""] + _turns(notation)
        if wild_as is not None and wild_as not in DIGITS:
            # One search per symbol the wild cube may stand for (Middle and up).
            wild_op = None if wild_as == wild else wild_as
            faces = {i: wild_as if f == wild else f for i, f in faces.items()}
        elif wild == "0" or wild_as is not None:
            # The wild cube is its own face with each digit it may stand for, marked:
            # a wild 0 every digit at once (or the one asked), a wild × the one asked.
            superset = wild_as is None
            digits = _digits(notation) if wild_as is None else wild_as
            on_mat.update(digits)  # a wild 0 as 1 may be a power of the base, as a 1 may
            extra[_WILD] = [(d, ("w" if d != wild else "") + t) for d in digits for t in turns]
            faces = {i: _WILD if f == wild else f for i, f in faces.items()}
    if notation.powers_of_base and "1" in on_mat:
        cut.append("Powers of the Base")
    exponents: dict[str, list[tuple[str, str]]] = {}
    goal_texts: tuple[str, ...] = (goal_text,)
    if notation.exponent:
        colour = ruleset.param("exponent")
        faces, exponents = _exponent_faces(cubes, faces, extra, colour)
        goal_texts = _exponent_goals(mat, colour, wild, wild_as)
    if notation.decimal_point and wild_as == "^" and wild in goal_faces:
        goal_texts = tuple(w for text in goal_texts for w in _wild_points(text))
    digit_choices: list[tuple[int, ...]] = []
    spelled: dict[str, str] = {}
    spelled_as: dict[str, str] = {}
    # The wild cubes standing for ^ (√): each also a digit (or a point) of its own.
    other = high or ({"^": high_digits.POINT} if notation.decimal_point else {})
    wild_high = {c.index for c in cubes if c.face == wild and wild_op is not None and wild_op in other}
    if high:
        # A ^ (√) cube taken as a digit is a numeral of its own, turned as a digit may
        # be, or a digit of a two-digit numeral (XIII-C-5).
        for face, virtual in high.items():
            extra[virtual] = [(face, t) for t in ["", *_turns(notation)]]
        spelled = {virtual: face for face, virtual in high.items()}
        if wild_high:
            _wild_digits(extra, high, notation)
        faces = {i: _as_digit(high[f], i in wild_high) if i in digits_as else f for i, f in faces.items()}
        if not digits_as:
            digit_choices = high_digits.choices(mat, high, faces)[1:]
    elif notation.decimal_point:
        # A ^ cube taken as a decimal point joins one to three digit cubes in a numeral
        # (XIII-B-13); it is no numeral alone.
        extra[high_digits.POINT] = []
        spelled = {high_digits.POINT: "."}
        if wild_high:
            # The wild cube standing for ^ as a point (XIII-B-13 comment), written ``.w``.
            extra[high_digits.WILD_POINT] = []
            spelled[high_digits.WILD_POINT] = "."
            spelled_as[high_digits.WILD_POINT] = ".w"
        faces = {
            i: _as_digit(high_digits.POINT, i in wild_high) if i in digits_as else f for i, f in faces.items()
        }
        if not digits_as:
            digit_choices = high_digits.choices(mat, other, faces)[1:]
    meanings = Meanings(notation, extra=extra, spelled=spelled, exponents=exponents, spelled_as=spelled_as)
    if any(f not in KINDS for f in faces.values() if not meanings.is_leaf(f)):
        cut.append("a cube face the search does not know")
    k = ruleset.param("multiple_of") if ruleset.has("multiple_of") else None
    return SearchPlan(
        meanings=meanings,
        faces=faces,
        goal_text=goal_texts[0],
        goal_texts=goal_texts,
        cut=tuple(dict.fromkeys(cut)),
        multiple_of=int(k) if k is not None else None,
        factorials=factorials,
        wild_cubes=sum(1 for f in faces.values() if f in (_WILD, _WILD_EXPONENT)) if superset else 0,
        wild_op=wild_op,
        wild_choices=choices,
        wild_goal=wild_as if wild_as not in (None, wild) and wild in goal_faces else None,
        digit_choices=tuple(digit_choices),
        numeral_digits=numeral_digits,
        percent_retry=percent_retry,
    )


#: The virtual face of a wild 0 (a character no cube shows).
_WILD = "\U000f0000"
#: The same, for the wild cubes that may also be exponents (Exponent's colour).
_WILD_EXPONENT = "\U000f0001"


def wild_choices(notation: Notation, wild: str, covered: tuple[str, ...] = ()) -> tuple[str, ...]:
    """The symbols the wild cube may stand for, one search each, but those ``covered``:
    a numeral (XIII-A-3), below the base (XIII-B-3 comment (c)); in Middle and up any
    operation sign too (never ``!``, no cube shows it: comment (b)). With Imaginary a
    wild cube may also be ``|`` (XIII-D-11 comment (d)): the search standing for ``−``
    tries it as i and −i too (``iw``).

    >>> from eqgames.arith.notation import Notation
    >>> wild_choices(Notation(wild="0", base=8), "0")
    ('0', '1', '2', '3', '4', '5', '6', '7')
    >>> wild_choices(Notation(wild="×", wild_symbols=True), "×", covered=("×",))[-5:]
    ('+', '−', '÷', '^', '√')
    """
    signs = "+−×÷^√" if notation.wild_symbols else ""
    return tuple(s for s in _digits(notation) + signs if s not in covered)


def wild_places(solution: str, sign: str) -> list[int]:
    """Where in a witness's Solution a cube of ``sign`` is, that the wild cube standing
    for it may be: each ``sign`` written as an operation (not a ^ or √ that is a digit
    ten or eleven: the wild cube taken as one is written so already, ``^tenw``), and for
    ``−`` with Imaginary each i (XIII-D-11 comment (d)), not those of a root's note.

    >>> wild_places("(^ten ^pow 2) − i", "^"), wild_places("(3 −root((2i)^3) 2) − 2i", "−")
    ([6], [3, 20, 23])
    """
    out: list[int] = []
    depth = 0  # inside a note's value (``root(2i)``): no cube of its own
    for k, c in enumerate(solution):
        if c == "(" and (depth or solution.endswith("root", 0, k)):
            depth += 1
        elif depth:
            depth -= c == ")"
        elif (c == sign and not solution.startswith(("ten", "eleven"), k + 1)) or (c == "i" and sign == "−"):
            out.append(k)
    return out


#: The word after a ^ (√) that is a digit, before the wild cube's mark (``^tenw``).
_DIGIT_WORD = {"^": "ten", "√": "eleven"}


def mark_wild_goal(text: str, mat: Mat, wild: str, symbol: str) -> str:
    """The Goal side of a witness with each of the Goal's wild cubes, standing for
    ``symbol``, marked as the wild cube (Appendix A: ``4 +w 2``, ``2w3``).

    >>> mark_wild_goal("(3 + 4) × 2", Mat.from_text(goal="304×2"), "0", "+")
    '(3 +w 4) × 2'
    >>> mark_wild_goal("1^ten ^pow 2", Mat.from_text(goal="1^02"), "0", "^")
    '1^ten ^wpow 2'
    """
    out, at = text, 0
    for cube in mat.goal_cubes():
        wanted = symbol if cube.face == wild else cube.face
        found = out.find(wanted, at)
        if wanted == "−" and 0 <= out.find("i", at) < (found if found >= 0 else len(out)):
            # With Imaginary a − cube (the wild cube standing for −) may be i (XIII-D-11).
            found, wanted = out.find("i", at), "i"
        if found < 0:
            return text  # not written as expected: the checker will say so
        at = found + len(wanted)
        digit = _DIGIT_WORD.get(wanted)
        if digit and out.startswith(digit, at):
            at += len(digit)  # the digit ten (eleven) takes its mark after its word: ^tenw
        if cube.face == wild:
            out = out[:at] + "w" + out[at:]
            at += 1
    return out


def _wild_digits(extra: dict[str, list[tuple[str, str]]], high: Mapping[str, str], notation: Notation) -> None:
    """The wild cube standing for ``^`` (``√``) taken as the digit ten (eleven): the
    same digit written with the wild cube's mark (``^tenw``, ``1^tenw``, ``^tenwsw``)."""
    for face, virtual in high.items():
        extra[high_digits.WILD[virtual]] = [(face, "w" + t) for t in ["", *_turns(notation)]]


def _wild_points(text: str) -> tuple[str, ...]:
    """Decimal Point: the Goal ``text`` with each of its wild cubes standing for ^
    (``^w``) a power or a point (``.w``, XIII-B-13 comment), as it lies first; the Goal's
    other ^ are read each way after (:func:`.goal_points.carets_as_points`).

    >>> _wild_points("4^w5")
    ('4^w5', '4.w5')
    """
    spots = [k for k in range(len(text)) if text.startswith("^w", k)]
    out: list[str] = []
    for chosen in itertools.product("^.", repeat=len(spots)):
        written = list(text)
        for k, c in zip(spots, chosen, strict=True):
            written[k] = c
        out.append("".join(written))
    return tuple(out)


def _as_digit(virtual: str, wild: bool) -> str:
    """The virtual face of a ^ (√) cube taken as a digit: the wild cube's own when it is one."""
    return high_digits.WILD[virtual] if wild else virtual


def _digits(notation: Notation) -> str:
    """The digits of the shake's base (a wild cube stands for no 8 in base eight)."""
    return DIGITS[: min(notation.base, 10)]


def _turns(notation: Notation) -> list[str]:
    """The marks a digit cube may carry (a wild 0 standing for 3 turned: ``3wsw``)."""
    return (
        (["sw"] if notation.sideways else [])
        + (["ud"] if notation.upside_down else [])
        + (["swud"] if notation.both_turns else [])
    )


def _goal_text(
    mat: Mat,
    wild: str | None = None,
    wild_as: str | None = None,
    exponents: Mapping[int, int | None] | None = None,
) -> str:
    """The Goal as the writer reads it, the wild cube (when ``wild_as``) written as the
    symbol it stands for with its mark (``2w3``, ``3+w4``); ``exponents``: the cubes
    (by place in the Goal) written as exponents (``25 3exp``), each of what stands
    before it from the place given, bracketed (``(2+3)2exp``), or (None) of the
    numeral before it."""

    def written(face: str) -> str:
        if face != wild or wild_as is None or wild_as == wild:
            return face
        return wild_as + "w"

    exponents = exponents or {}
    opens = [q for q in exponents.values() if q is not None]
    out: list[str] = []
    place = 0
    for cluster in mat.goal:
        text = ""
        for c in cluster:
            text += "(" * opens.count(place)
            if place in exponents:
                text += ")" if exponents[place] is not None else ""
            text += written(c.face) + mat.turn_of(c) + ("exp" if place in exponents else "")
            place += 1
        out.append(text)
    return " ".join(out)


#: The virtual faces of the digits of the Exponent colour (characters no cube shows).
_EXPONENT = {d: chr(0xF0100 + int(d)) for d in DIGITS}


def _exponent_faces(
    cubes: list[Cube],
    faces: dict[int, str],
    extra: dict[str, list[tuple[str, str]]],
    colour: object,
) -> tuple[dict[int, str], dict[str, list[tuple[str, str]]]]:
    """Exponent (XIII-B-9): which of the cubes to play may be exponents, as virtual
    faces, and the digits each may be one of (the wild cube's, when it stands for one).

    The checker counts, for each face, the digits used as exponents against the cubes of
    the colour that may be played (cubes typed without a colour taken at their word), not
    which cube is which: so the first that many cubes of each face (Required, then
    Permitted, then Resources: the ones a Solution can always use) are searched as the
    colour's, the others as plain digits."""
    ours = {c.index for c in cubes if c.colour in (None, colour)}
    out = dict(faces)
    exponents: dict[str, list[tuple[str, str]]] = {}
    for d in DIGITS:
        same = [c for c in cubes if faces[c.index] == d]
        for cube in same[: sum(1 for c in same if c.index in ours)]:
            out[cube.index] = _EXPONENT[d]
            exponents[_EXPONENT[d]] = [(d, "")]
    wild = [c for c in cubes if faces[c.index] == _WILD]
    held = sum(1 for c in wild if c.index in ours)
    if held:
        # The wild cube standing for a digit, used as the exponent (``3wexp``); counted
        # as the checker counts it, by its face, like the digits.
        extra[_WILD_EXPONENT] = extra[_WILD]
        exponents[_WILD_EXPONENT] = [(d, m) for d, m in extra[_WILD] if m in ("", "w")]
        for cube in wild[:held]:
            out[cube.index] = _WILD_EXPONENT
    return out, exponents


def _exponent_goals(
    mat: Mat, colour: object, wild: str | None, wild_as: str | None
) -> tuple[str, ...]:
    """The Goal read with each choice of its digit cubes of the colour, unturned and
    not first, as exponents (XIII-B-9 example (a): 25[red 3] is 25³), each of the
    numeral before it or of a bracket that ends before it (the Goal 2+3[red 2] may be
    read (2+3)², as the writer may group a Goal); the readings the notation or the
    mat's grouping refuse are dropped when they are read."""
    standing = wild_as if wild_as is not None else wild
    cubes = mat.goal_cubes()
    able = [
        place
        for place, c in enumerate(cubes)
        if place
        and c.colour in (None, colour)
        and not mat.turn_of(c)
        and (c.face in DIGITS if c.face != wild else (standing or "") in DIGITS)
    ]
    # A bracket opens where an operand may start: a digit, a √ or a × (unary).
    starts = [p for p, c in enumerate(cubes) if c.face in DIGITS or c.face in ("√", "×", wild)]
    faces = [c.face for c in cubes]
    out: list[str] = []
    for size in range(len(able) + 1):
        for chosen in itertools.combinations(able, size):
            # (A bracket of digits alone is the numeral the exponent binds to anyway.)
            ways = [
                [None, *(q for q in starts if q < e - 1 and not all(f in DIGITS for f in faces[q:e]))]
                for e in chosen
            ]
            for opens in itertools.product(*ways):
                spans = [(q, e) for q, e in zip(opens, chosen, strict=True) if q is not None]
                if any(q1 < q2 < e1 < e2 for q1, e1 in spans for q2, e2 in spans):
                    continue  # brackets that cross
                out.append(_goal_text(mat, wild, wild_as, dict(zip(chosen, opens, strict=True))))
    return tuple(out)
