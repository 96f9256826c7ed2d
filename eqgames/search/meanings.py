"""What each cube face may mean in the cube search: the shake's variations as a table.

Basic Equations gives every face one meaning (a digit is itself; ``+ − × ÷ ^`` their
operations; ``√`` a root, unary or with an index). The Adventurous variations (the
:class:`~eqgames.arith.notation.Notation` of a shake) give some faces more, and the
search (:class:`~eqgames.search.cubes.CubeSearch`) tries each:

- a digit cube: turned sideways (``7sw``, 1/7), upside-down (``7ud``, −7), both
  (``7swud``); a ``1`` standing for a power of the base (``100pob``, ``.01pob``: the
  exponents from −``pob_bound`` to ``pob_bound``, a bound: the variation has no end);
- ``+``: with Average it means averaging and never addition;
- ``√``: a root (unary or with an index), LCM (``√lcm``), percent (``√ud``);
- ``^``: a power, GCF (``^gcf``); ``÷``: division, log (``÷sw``);
- ``×``: multiplication, and with Number of Factors or Smallest Prime the unary ``×``;
- ``!`` (Factorial): no cube shows it, but the search is given as many as a Solution
  may use, each a unary operation after its operand (``(3 + 2)!``);
- a *virtual face* (``extra``): a cube standing for a chosen digit, as a wild cube
  does, written with its mark (``3w``); one that is a digit of the base (``spelled``:
  a ``^`` cube as the digit ten in base eleven) may also join a numeral of several cubes,
  written as its digit or as ``spelled_as`` says (``.w``: the wild cube as a decimal point);
- a digit of the Exponent colour (``exponents``: a virtual face, its digits, each
  with its mark, ``w`` for the wild cube): a
  numeral, or the exponent of what stands before it without a ``^`` cube (XIII-B-9:
  ``5 2exp`` is 5², ``(3 + 1) 2exp`` is 4²), with Factorial perhaps a ``!`` after it
  (``4 3exp!`` is 4^(3!), comment (b)): the unary operations ``^2``, ``^3!``.

Every value is computed by the notation's own functions, those the checker
evaluates an Equation with, so the search and the checker agree on every value
(the General Rule's whole powers and roots, Base m's numerals, Percent per base).

>>> from eqgames.arith.notation import Notation
>>> m = Meanings(Notation(sideways=True, lcm=True))
>>> [(leaf.digits + leaf.marks, str(leaf.value)) for leaf in m.leaves("4")]
[('4', '4'), ('4sw', '1/4')]
>>> m.binary("√"), m.unary("√")
(('√', 'lcm'), ('sqrt',))
>>> m.apply("lcm", Fraction(6), Fraction(8))
Fraction(24, 1)
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from fractions import Fraction

from eqgames.arith.errors import ArithError
from eqgames.arith.notation import PLAIN, Notation
from eqgames.arith.values import Value

__all__ = ["COMMUTATIVE", "FACTORIAL", "POB_BOUND", "Leaf", "Meanings", "NODE_OP"]

#: The factorial sign, a face of the search though no cube shows it (XIII-A-4).
FACTORIAL = "!"

DIGITS = "0123456789"

#: The powers of the base a ``1`` is tried as with Powers of the Base: base^-3 … base^3.
POB_BOUND = 3

#: Operations whose operands may be swapped without changing the value.
COMMUTATIVE = frozenset({"+", "×", "lcm", "gcf"})

#: The tree operator of each binary operation key (``√`` with an index is a Root).
NODE_OP = {"+": "+", "−": "−", "×": "×", "÷": "÷", "^": "^", "lcm": "lcm", "gcf": "gcf",
           "pct": "pct", "log": "log"}  # fmt: skip


@dataclass(frozen=True)
class Leaf:
    """One meaning of a digit cube as a one-cube numeral: written ``digits`` + ``marks``."""

    digits: str
    marks: str
    value: Value


class Meanings:
    """Each face's meanings under ``notation``; ``extra``: virtual faces, each with the
    (digits, marks) it is written as (a wild cube standing for a digit); ``spelled``:
    the virtual faces that are a digit of a numeral of several cubes, with that digit."""

    def __init__(
        self,
        notation: Notation = PLAIN,
        *,
        extra: Mapping[str, Sequence[tuple[str, str]]] | None = None,
        spelled: Mapping[str, str] | None = None,
        exponents: Mapping[str, Sequence[tuple[str, str]]] | None = None,
        pob_bound: int = POB_BOUND,
        spelled_as: Mapping[str, str] | None = None,
    ) -> None:
        self.notation = notation
        self._spelled = {d: d for d in DIGITS} | dict(spelled or {})
        #: How a ``spelled`` face is written in a numeral, when not as its digit (the
        #: wild cube standing for a ^ as a decimal point: ``.w``).
        self._spelled_as = dict(spelled_as or {})
        self.plain = notation.plain and not extra and not exponents
        n = notation
        self._leaves: dict[str, tuple[Leaf, ...]] = {}
        for d in DIGITS:
            written = [(d, "")]
            if n.sideways and d != "0":
                written.append((d, "sw"))
            if n.upside_down and d != "0":
                written.append((d, "ud"))
            if n.both_turns and d != "0":
                written.append((d, "swud"))
            if n.powers_of_base and d == "1":
                written += [("1" + "0" * e, "pob") for e in range(1, pob_bound + 1)]
                written += [("." + "0" * (e - 1) + "1", "pob") for e in range(1, pob_bound + 1)]
            self._leaves[d] = self._made(written)
        for face, ways in (extra or {}).items():
            self._leaves[face] = self._made(ways)
        self._binary: dict[str, tuple[str, ...]] = {
            "+": ("+",),
            "−": ("−",),
            "×": ("×",),
            "÷": ("÷", "log") if n.log else ("÷",),
            "^": ("^", "gcf") if n.gcf else ("^",),
            "√": ("√",) + (("lcm",) if n.lcm else ()) + (("pct",) if n.percent else ()),
        }
        self._unary: dict[str, tuple[str, ...]] = {"√": ("sqrt",)}
        if n.unary_times:
            self._unary["×"] = ("nof",)
        if n.factorial:
            # ! is no cube: the search is given as many as the Solution may use.
            self._unary[FACTORIAL] = ("fact",)
        for face, digits in (exponents or {}).items():
            if face not in self._leaves:
                self._leaves[face] = self._leaves[digits[0][0]]
            bangs = ("", "!", "!!") if n.factorial else ("",)
            # ``^3`` (or ``^3w``, the wild cube standing for 3), then its factorials.
            self._unary[face] = tuple(
                "^" + d + mark + b for d, mark in digits if self._digit_ok(d) for b in bangs
            )

    def _made(self, written: Sequence[tuple[str, str]]) -> tuple[Leaf, ...]:
        out: list[Leaf] = []
        seen: set[Value] = set()
        for digits, marks in written:
            try:
                value = self.notation.numeral(digits, marks)
            except ArithError:
                continue  # a digit the base has not (8 in base eight)
            if value not in seen:
                seen.add(value)
                out.append(Leaf(digits, marks, value))
        return tuple(out)

    def digit(self, face: str) -> str | None:
        """The digit ``face`` is in a numeral of several cubes (None: it stands alone)."""
        return self._spelled.get(face)

    def _digit_ok(self, digit: str) -> bool:
        try:
            self.notation.numeral(digit, "")
        except ArithError:
            return False  # no digit of the base (8 in base eight)
        return True

    def is_leaf(self, face: str) -> bool:
        """Whether the face is a numeral's cube (a digit, or a virtual face)."""
        return face in self._leaves

    def leaves(self, face: str) -> tuple[Leaf, ...]:
        return self._leaves[face]

    def in_numeral(self, face: str) -> tuple[tuple[str, str], ...]:
        """The digits a cube may be inside a numeral of several cubes, each with how it
        is written there: a digit itself; a virtual face each one-digit, unturned
        meaning (``("3", "3w")``: the wild cube standing for 3).

        >>> Meanings(extra={"w": [("3", "w"), ("3", "wsw"), ("0", "")]}).in_numeral("w")
        (('3', '3w'), ('0', '0'))
        >>> Meanings(spelled={"p": "."}, spelled_as={"p": ".w"}).in_numeral("p")
        (('.', '.w'),)
        """
        digit = self._spelled.get(face)
        if digit is not None:
            return ((digit, self._spelled_as.get(face, digit)),)
        return tuple(
            (leaf.digits, leaf.digits + leaf.marks)
            for leaf in self._leaves.get(face, ())
            if len(leaf.digits) == 1 and leaf.marks in ("", "w")
        )

    def binary(self, face: str) -> tuple[str, ...]:
        """The binary operations the face may be (keys of :data:`NODE_OP`, or ``√``)."""
        return self._binary.get(face, ())

    def unary(self, face: str) -> tuple[str, ...]:
        """The one-operand operations the face may be: ``sqrt``, ``nof`` (the unary ``×``)."""
        return self._unary.get(face, ())

    def flexible(self, face: str) -> bool:
        """Whether the face may be unary as well as binary (so it may take no leaf)."""
        return face in self._unary and face in self._binary

    def unary_only(self, face: str) -> bool:
        """Whether the face is only ever unary (the factorial sign)."""
        return face in self._unary and face not in self._binary and face not in self._leaves

    @staticmethod
    def exponent_bangs(op: str) -> int:
        """How many ``!`` an exponent operation takes after its digit (``^3!``: one); 0
        for any other operation.

        >>> Meanings.exponent_bangs("^3!"), Meanings.exponent_bangs("sqrt")
        (1, 0)
        """
        return op.count("!") if op.startswith("^") else 0

    def numeral(self, digits: str) -> Value:
        """A numeral of several digit cubes, written plainly (raises when illegal)."""
        if self.notation.plain:
            return Fraction(int(digits))
        return self.notation.numeral(digits, "")

    def apply(self, op: str, a: Value, b: Value, complex_ok: bool = False) -> Value:
        """``a op b`` as the checker computes it (raises when it is refused)."""
        if op == "√":
            return self.notation.root(a, b, complex_ok=complex_ok)
        return self.notation.binary(NODE_OP[op], a, b, complex_ok=complex_ok)

    def exponent_value(self, op: str) -> Value:
        """The exponent of a digit used as one (XIII-B-9), with the ! written after it.

        >>> Meanings(Notation(exponent=True, factorial=True)).exponent_value("^3!")
        Fraction(6, 1)
        """
        e = self.notation.numeral(op[1], "")
        for _ in range(self.exponent_bangs(op)):
            e = self.notation.unary("!", e)
        return e

    def apply_unary(self, op: str, a: Value, complex_ok: bool = False) -> Value:
        if op == "sqrt":
            return self.notation.root(None, a, complex_ok=complex_ok)
        if op == "fact":
            return self.notation.unary("!", a)
        if op.startswith("^"):
            return self.notation.binary("^", a, self.exponent_value(op), complex_ok=complex_ok)
        return self.notation.unary("×", a)
