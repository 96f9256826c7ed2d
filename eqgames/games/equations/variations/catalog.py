"""Every Adventurous variation of XIII, as data: who may choose it, when, and what it touches.

A :class:`Variation` has an ``id`` (what the code and the JSON say), a name for
a person, the faces of the cubes it gives a meaning to, its parameter if the
player choosing it fills a blank (II-B-1-c: Base *m*, Multiple of *k*, the
Exponent colour, which cube is wild), what it needs on the table to have an
effect on the shake (II-B-2), the variations it conflicts with, and its place
in each division's list (:class:`Listing`: the rulebook section, the school
year's list it belongs to, whether it is in effect in every shake).

>>> VARIATIONS["base"].listing("junior").choices
(8, 9, 11, 12)
>>> [v.id for v in choosable("elementary", "2026-27")]
['sideways', 'upside_down', 'wild', 'factorial', 'two_digit_numerals', 'lcm', 'gcf', 'number_of_factors']
>>> [v.id for v in standing("senior")]
['sideways', 'upside_down']
>>> VARIATIONS["exponent"].label("red"), VARIATIONS["base"].label(8)
('Red Exponent', 'Base eight')

The transcription of XIII in ``rules/equations.txt`` numbers Elementary's list
1–4 then 8–14 and Junior's 1–5 then Senior's 11–13: the items in the gaps are
not in the text, so they are not here either (``docs/rules/equations.md``,
"Adventurous selection").
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from dataclasses import dataclass, field
from typing import Literal

#: The divisions of XIII, youngest first.
DIVISIONS: tuple[str, ...] = ("elementary", "middle", "junior", "senior")
DIVISION_NAMES: dict[str, str] = {
    "elementary": "Elementary (grade 6 and below)",
    "middle": "Middle (grade 8 and below)",
    "junior": "Junior (grade 10 and below)",
    "senior": "Senior (grade 12 and below)",
}
#: XIII names odd-year and even-year lists: 2026-27 and 2027-28.
YEAR_LISTS: tuple[str, ...] = ("2026-27", "2027-28")

#: What a player fills in a variation's blank: a face, a base, a k, a colour.
ParamValue = str | int

NUMBER_WORDS = {6: "six", 7: "seven", 8: "eight", 9: "nine", 10: "ten", 11: "eleven", 12: "twelve"}
DIGIT_FACES = frozenset("0123456789")
OPERATION_FACES = frozenset("+−×÷^√")
COLOURS = ("red", "blue", "green", "black")


@dataclass(frozen=True)
class Param:
    """The blank a player fills when choosing the variation (II-B-1-c)."""

    name: str  # "m", "k", "colour", "face"
    label: str  # for a person: "the base"


@dataclass(frozen=True)
class Listing:
    """A variation's place in one division's list."""

    section: str  # "XIII-B-6"
    #: The school year's list it is in (``None``: every year).
    year: str | None = None
    #: In effect in every shake of the division, never chosen (XIII-C-1, -2).
    standing: bool = False
    #: The values its parameter may take in this division.
    choices: tuple[ParamValue, ...] = ()
    #: The name the division's list gives it, when it differs.
    name: str | None = None


#: What a variation needs on the table to have an effect on the shake (II-B-2):
#: ``always``; a ``face`` of ``faces`` rolled; ``digits`` (``count`` digit cubes,
#: ``nonzero`` ones if asked); the chosen ``wild`` face rolled; a digit of the
#: chosen ``colour``; an ``operation`` sign (or Factorial chosen).
Need = Literal["always", "face", "digits", "wild", "colour", "operation"]


@dataclass(frozen=True)
class Variation:
    id: str
    name: str
    #: One sentence for a person: what the variation does.
    summary: str
    #: An example from the rulebook, for the rules page.
    example: str
    #: The faces it gives a meaning to (the board marks them).
    faces: frozenset[str]
    lists: Mapping[str, Listing]
    need: Need = "always"
    need_faces: frozenset[str] = frozenset()
    count: int = 1
    nonzero: bool = False
    param: Param | None = None
    conflicts: frozenset[str] = frozenset()

    def listing(self, division: str) -> Listing | None:
        return self.lists.get(division)

    def label(self, param: ParamValue | None = None, division: str | None = None) -> str:
        """The variation as a player circles it, its blank filled in."""
        listing = self.listing(division) if division else None
        name = listing.name if listing is not None and listing.name else self.name
        if param is None:
            return name
        if self.id == "wild":
            return f"{param} Wild"
        if self.id == "exponent":
            return f"{str(param).capitalize()} Exponent"
        word = NUMBER_WORDS.get(int(param), str(param))
        if self.id == "base":
            return f"Base {word}"
        if self.id == "multiple_of":
            return f"Multiple of {param}"
        return f"{name} ({param})"


def _lists(**by_division: Listing) -> Mapping[str, Listing]:
    return dict(by_division)


WILD_FACE = Param("face", "which cube is wild")
ELEMENTARY = "elementary"

CATALOG: tuple[Variation, ...] = (
    Variation(
        "general_rule",
        "General Rule",
        "Powers need whole-number bases and exponents; a root needs a counting-number "
        "index and a whole-number base and value.",
        "3 ^ 2 = 9 and √9 = 3 are legal; 2^(1–3), 4^(1÷2) and √5 are not.",
        frozenset("^√"),
        _lists(elementary=Listing("XIII-A (General Rule)", standing=True)),
    ),
    Variation(
        "sideways",
        "Sideways",
        "A cube showing a nonzero number may be used sideways to mean its reciprocal.",
        "1 + 2 + [sideways 2] = 1 + 2 + 0.5 = 3.5",
        DIGIT_FACES,
        _lists(
            elementary=Listing("XIII-A-1"),
            middle=Listing("XIII-B-1"),
            junior=Listing("XIII-C-1", standing=True),
            senior=Listing("XIII-C-1", standing=True),
        ),
        need="digits",
        nonzero=True,
    ),
    Variation(
        "upside_down",
        "Upside-down",
        "A cube showing a number may be used upside-down to mean its additive inverse "
        "(with Sideways too, a Solution cube may be both).",
        "6 x [upside-down 2] = 6 x (–2) = –12",
        DIGIT_FACES,
        _lists(
            elementary=Listing("XIII-A-2"),
            middle=Listing("XIII-B-2"),
            junior=Listing("XIII-C-2", standing=True),
            senior=Listing("XIII-C-2", standing=True),
        ),
        need="digits",
        nonzero=True,
    ),
    Variation(
        "wild",
        "0 Wild",
        "The wild cube may stand for any numeral on the cubes (Middle and up: any "
        "symbol), the same one everywhere in the Equation, Goal and Solution.",
        "(0 x 6) – 0 = 15 where both 0s stand for 3; not 14 with one 0 as 3 and one as 4.",
        frozenset("0×"),
        _lists(
            elementary=Listing("XIII-A-3", choices=("0",)),
            middle=Listing("XIII-B-3", choices=("0",)),
            junior=Listing("XIII-C-3", choices=("0", "×"), name="0 or x Wild"),
            senior=Listing("XIII-C-3", choices=("0", "×"), name="0 or x Wild"),
        ),
        need="wild",
        param=WILD_FACE,
    ),
    Variation(
        "factorial",
        "Factorial",
        "Two factorial signs (!) may be written in the Equation, Goal or Solution.",
        "(8 – 5)! + 2 = 4! ÷ 3, since the Goal is 24 ÷ 3 = 8.",
        frozenset(),
        _lists(elementary=Listing("XIII-A-4"), middle=Listing("XIII-B-4")),
        need="digits",
    ),
    Variation(
        "two_digit_numerals",
        "Two-digit Numerals",
        "A Solution may use two-digit numerals.",
        "With a 1 and a 2 in Required, 12 may be written in the Solution.",
        DIGIT_FACES,
        _lists(elementary=Listing("XIII-A-8", year="2026-27")),
        need="digits",
        count=2,
    ),
    Variation(
        "lcm",
        "LCM",
        "√ may mean the least common multiple of two counting numbers (the writer says which √).",
        "6 √ 8 = 24; (2 x 3) √ (5 + 4) = 18.",
        frozenset("√"),
        _lists(elementary=Listing("XIII-A-9", year="2026-27")),
        need="face",
        need_faces=frozenset("√"),
    ),
    Variation(
        "gcf",
        "GCF",
        "^ may mean the greatest common factor of two whole numbers, not both 0 "
        "(the writer says which ^).",
        "8 ^ 6 = 2 with GCF; (4 x 2) ^ (6 + 3) = 1.",
        frozenset("^"),
        _lists(elementary=Listing("XIII-A-10", year="2026-27")),
        need="face",
        need_faces=frozenset("^"),
    ),
    Variation(
        "number_of_factors",
        "Number of Factors",
        "x before a counting number A (A ≤ 200 in Elementary, ≤ 1000 in Middle) means "
        "how many counting-number factors A has.",
        "x(6 x 2) = 6, since 12 has the factors 1, 2, 3, 4, 6, 12; 3xx7 = 3 x 2 = 6.",
        frozenset("×"),
        _lists(
            elementary=Listing("XIII-A-11", year="2026-27"),
            middle=Listing("XIII-B-8", year="2026-27"),
        ),
        need="face",
        need_faces=frozenset("×"),
        conflicts=frozenset({"smallest_prime"}),
    ),
    Variation(
        "average",
        "Average",
        "+ means the average of two numbers, not their sum.",
        "7 + 9 = 8; (4 + 6) + 9 = 7, not 19.",
        frozenset("+"),
        _lists(
            elementary=Listing("XIII-A-12", year="2027-28"),
            middle=Listing("XIII-B-11", year="2027-28"),
        ),
        need="face",
        need_faces=frozenset("+"),
    ),
    Variation(
        "smallest_prime",
        "Smallest Prime",
        "x before a rational number A ≤ 200 means the smallest prime bigger than A.",
        "x7 = 11; x(9 ÷ 2) = 5; 2xx5 = 2 x 7 = 14.",
        frozenset("×"),
        _lists(elementary=Listing("XIII-A-13", year="2027-28")),
        need="face",
        need_faces=frozenset("×"),
        conflicts=frozenset({"number_of_factors"}),
    ),
    Variation(
        "percent",
        "Percent",
        "An upside-down √ means “percent of”: A [upside-down √] B is A% of B (in Base m, per m²).",
        "25 [upside-down √] 16 = 25% of 16 = 4.",
        frozenset("√"),
        _lists(
            elementary=Listing("XIII-A-14", year="2027-28"),
            middle=Listing("XIII-B-12", year="2027-28"),
        ),
        need="face",
        need_faces=frozenset("√"),
    ),
    Variation(
        "multiple_operations",
        "Multiple Operations",
        "An operation sign not in Forbidden (or the Goal) may be used many times in a "
        "Solution; with Factorial, any number of ! in a Solution.",
        "With one + in Required, 2 + 3 + 4 may be written.",
        OPERATION_FACES,
        _lists(middle=Listing("XIII-B-5")),
        need="operation",
    ),
    Variation(
        "base",
        "Base m",
        "The Goal and the Solution are read in base m, and Solutions may use two-digit "
        "numerals (bases eleven and twelve: ^ is the digit ten, √ eleven).",
        "In base eight, 37 + 5 = 6 ^ 2 (31 + 5 = 36).",
        DIGIT_FACES | frozenset("^√"),
        _lists(
            middle=Listing("XIII-B-6", choices=(8, 9, 10)),
            junior=Listing("XIII-C-5", choices=(8, 9, 11, 12)),
            senior=Listing("XIII-C-5", choices=(8, 9, 11, 12)),
        ),
        need="digits",
        param=Param("m", "the base"),
    ),
    Variation(
        "multiple_of",
        "Multiple of k",
        "A Solution must differ from the Goal by a nonzero multiple of k (6 to 11); the "
        "Goal must be between –1000 and 1000.",
        "With k = 6 and the Goal 5, a Solution equals 11, 17, … or –1, –7, …; 5 itself is wrong.",
        frozenset(),
        _lists(middle=Listing("XIII-B-7", choices=(6, 7, 8, 9, 10, 11))),
        param=Param("k", "k"),
    ),
    Variation(
        "exponent",
        "Exponent",
        "Any numeral on a cube of the chosen colour may be an exponent without a ^.",
        "With red chosen, the Goal 25[red 3] means 25^3.",
        DIGIT_FACES,
        _lists(middle=Listing("XIII-B-9", year="2026-27", choices=COLOURS)),
        need="colour",
        param=Param("colour", "the colour"),
    ),
    Variation(
        "powers_of_base",
        "Powers of the Base",
        "A 1 may stand for any integral power of ten (of m in Base m), unless it is part "
        "of a two-digit numeral.",
        "9 + 1 may be 9 + 1, 9 + 10, 9 + 100, … or 9 + 0.1, 9 + 0.01, …",
        frozenset("1"),
        _lists(
            middle=Listing("XIII-B-10", year="2026-27"),
            junior=Listing("XIII-C-4"),
            senior=Listing("XIII-C-4"),
        ),
        need="face",
        need_faces=frozenset("1"),
    ),
    Variation(
        "decimal_point",
        "Decimal Point",
        "^ may be a decimal point, combined with at most three digits into one numeral; "
        "as a decimal point it comes before every operation.",
        "The Goal 4^5 may be 4.5, or 4 to the fifth power.",
        frozenset("^"),
        _lists(middle=Listing("XIII-B-13", year="2027-28")),
        need="face",
        need_faces=frozenset("^"),
    ),
    Variation(
        "imaginary",
        "Imaginary",
        "A sideways − is i (i² = –1), written next to a numeral without x; every complex "
        "root of a^(b÷c) is available, the writer naming which.",
        "3 + 4| is 3 + 4i; a Goal of 4 ^ (1 ÷ 2) may equal 2 or –2.",
        frozenset("−"),
        _lists(senior=Listing("XIII-D-11")),
    ),
    Variation(
        "decimal_in_goal",
        "Decimal in Goal",
        "Each writer may put decimal points into the Goal's numerals (three digits "
        "together are allowed, with a point).",
        "A Goal of 20 may be 20, 2.0 or 0.2; 125 must be .125, 1.25, 12.5 or 125.",
        frozenset(),
        _lists(senior=Listing("XIII-D-12")),
        need="digits",
    ),
    Variation(
        "log",
        "Log",
        "A sideways ÷ is the logarithm: a [sideways ÷] b is log to the base b of a.",
        "[(6 x 4) + 1] [sideways ÷] 5 = log₅ 25 = 2.",
        frozenset("÷"),
        _lists(senior=Listing("XIII-D-13")),
        need="face",
        need_faces=frozenset("÷"),
    ),
)

VARIATIONS: dict[str, Variation] = {v.id: v for v in CATALOG}


def in_list(variation: Variation, division: str, year: str) -> bool:
    """Whether the division's list for that school year has the variation."""
    listing = variation.listing(division)
    return listing is not None and listing.year in (None, year)


def choosable(division: str, year: str) -> list[Variation]:
    """What a player of the division may circle this year (II-B-1-c)."""
    return [v for v in CATALOG if in_list(v, division, year) and not v.lists[division].standing]


def standing(division: str | None) -> list[Variation]:
    """In effect in every shake of the division (the General Rule; Junior's two)."""
    if division is None:
        return []
    return [v for v in CATALOG if (lst := v.listing(division)) is not None and lst.standing]


@dataclass(frozen=True)
class Table:
    """What the II-B-2 test reads: the rolled faces and colours, and what is chosen."""

    cubes: tuple[tuple[str, str | None], ...]
    division: str
    chosen: Mapping[str, ParamValue | None] = field(default_factory=dict)

    def base(self) -> int:
        m = self.chosen.get("base")
        return 10 if m is None else int(m)

    def wild_cubes(self) -> list[tuple[str, str | None]]:
        if "wild" not in self.chosen:
            return []
        face = self.chosen["wild"]
        return [c for c in self.cubes if c[0] == face]

    def wild_stands_for_symbols(self) -> bool:
        """Elementary's wild cube is a numeral only (XIII-A-3); Middle's any symbol (B-3)."""
        return self.division != ELEMENTARY

    def digit_value(self, face: str) -> int | None:
        """The digit a face is in the chosen base (^ ten, √ eleven in bases 11, 12)."""
        m = self.base()
        value = {"^": 10, "√": 11}.get(face) if m > 10 else None
        if face in DIGIT_FACES:
            value = int(face)
        return value if value is not None and value < m else None

    def digits(self, nonzero: bool = False, colour: str | None = None) -> int:
        """How many cubes can be a (nonzero) digit, a wild cube counting as one."""
        wild = self.wild_cubes()
        count = 0
        for cube in self.cubes:
            if colour is not None and cube[1] != colour:
                continue
            if cube in wild:
                count += 1
                continue
            value = self.digit_value(cube[0])
            if value is not None and (value != 0 or not nonzero):
                count += 1
        return count

    def can_show(self, faces: frozenset[str]) -> bool:
        """A rolled cube shows one of the faces, or a wild cube may stand for one."""
        if any(c[0] in faces for c in self.cubes):
            return True
        if not self.wild_cubes():
            return False
        return bool(faces & DIGIT_FACES) or (
            self.wild_stands_for_symbols() and bool(faces & OPERATION_FACES)
        )


def no_effect(variation: Variation, param: ParamValue | None, table: Table) -> str | None:
    """Why the variation would have no effect on the shake (II-B-2), or None.

    >>> t = Table((("7", "black"), ("+", "black"), ("3", "red")), "elementary")
    >>> no_effect(VARIATIONS["wild"], "0", t)
    'no 0 was rolled'
    >>> no_effect(VARIATIONS["average"], None, t) is None
    True
    >>> no_effect(VARIATIONS["exponent"], "green", Table(t.cubes, "middle"))
    'no digit on a green cube was rolled'
    """
    need = variation.need
    if need == "always":
        return None
    if need == "wild":
        if any(c[0] == param for c in table.cubes):
            return None
        return f"no {param} was rolled"
    if need == "face":
        if table.can_show(variation.need_faces):
            return None
        shown = " or ".join(sorted(variation.need_faces))
        return f"no {shown} was rolled"
    if need == "colour":
        if table.digits(colour=str(param)):
            return None
        return f"no digit on a {param} cube was rolled"
    if need == "operation":
        if "factorial" in table.chosen or table.can_show(OPERATION_FACES):
            return None
        return "no operation sign was rolled"
    # "digits"
    have = table.digits(nonzero=variation.nonzero)
    if variation.id == "base" and param is not None and int(param) == 10:
        needed = 2  # Base ten changes only the numerals a Solution may have
    else:
        needed = variation.count
    if have >= needed:
        return None
    kind = "nonzero digit" if variation.nonzero else "digit"
    if needed == 1:
        return f"no {kind} was rolled"
    return f"fewer than {needed} {kind}s were rolled"


def conflict(variation: Variation, chosen: Iterable[str]) -> str | None:
    """The chosen variation this one conflicts with, or None (II-B-2).

    >>> conflict(VARIATIONS["smallest_prime"], ["average", "number_of_factors"])
    'number_of_factors'
    """
    return next((c for c in chosen if c in variation.conflicts), None)
