"""Which values can some cubes make? The search over digit and operation cubes.

The Equations adjudicator asks it; unlike :mod:`.multiset` (numbers, with every
operation free to use between them), here the operations are cubes too:

- a digit cube is a leaf (a one-digit numeral; ``numeral_digits`` > 1 lets up to
  that many digit cubes form one numeral, as variations do);
- each binary operation ``+ − × ÷ ^`` consumes its cube;
- a ``√`` cube is either unary (index 2) or binary, ``index √ radicand``.

So an expression over a multiset of cubes uses every cube of it exactly once, and
a multiset can make an expression only when its digits (leaves) number one more
than its binary operations, some of its ``√`` cubes counting as binary.

Values are exact (:mod:`eqgames.arith.values`: a ``Fraction``, or an ``Algebraic``
for irrational roots), computed by the same functions the checker evaluates a
Solution with. Whatever they refuse — undefined by the rulebook (``Undefined``),
irrational exponents (``NotExact``), past a size limit (``LimitExceeded``, e.g.
``9^(9^9)`` or an algebraic degree above 64) — is no value here either, so an
answer of this search and a verdict of the checker always agree.

With the Adventurous variations a face may mean more (:mod:`.meanings`: a sideways
digit, ``√`` as LCM, ``+`` as Average, the unary ``×``, Factorial's ``!`` that no cube
shows); the search tries every meaning, computing each value with the notation the
checker reads the Equation in, and builds the tree with Appendix A's marks. Basic
Equations keeps its own fast paths.

How it decides (``find``): the candidate multisets, fewest cubes first, each asked
for each target by a target-directed search (:meth:`CubeSearch.reaches`): for the
operation at the root and each way to split the other cubes in two, it lists the
values of one part (the smaller, or the exponent or root index, which is what the
inverse needs) and asks the other part for the one value it must have (``a × b = 12``
with ``a = 3`` needs ``b = 4``; ``a ^ 3 = 8`` needs ``a = 2``), recursively, with
memos; value sets are listed outright for small multisets and for those asked about
often. Every hit is re-evaluated forwards, so a value the inverse promises but the
arithmetic refuses is never taken. Equal faces are one multiset, searched once.

>>> s = CubeSearch("23+×√8")
>>> s.reaches(s.code("23+"), Fraction(5)), s.reaches(s.code("23+"), Fraction(6))
(True, False)
>>> s.reaches(s.code("3√8"), Fraction(2))
True
>>> found = s.find([Fraction(22)], required=s.code("×"))
>>> to_text(s.build(found.code, found.target)), s.faces(found.code)
('2 × (3 + 8)', '238+×')
"""

from __future__ import annotations

import functools
import itertools
import math
import operator
from collections.abc import Callable, Iterable, Iterator, Sequence
from dataclasses import dataclass
from fractions import Fraction

from eqgames.arith import values as V
from eqgames.arith.algebraic import Algebraic, estimate_bits
from eqgames.arith.ast import BinOp, Node, Num, Root, Unary
from eqgames.arith.errors import ArithError
from eqgames.arith.printer import to_text
from eqgames.arith.values import Value, is_rational

from .meanings import COMMUTATIVE, FACTORIAL, NODE_OP, Meanings
from .proofs import RADICAL, lone_digit_values, needs_irrational, outside_primes, rational_only

__all__ = [
    "BINARY",
    "DIGITS",
    "KINDS",
    "NEG",
    "BudgetExceeded",
    "CubeSearch",
    "Found",
    "Meanings",
    "to_text",
]

DIGITS = "0123456789"
BINARY = "+−×÷^"
ROOT = "√"
#: No cube shows it: a unary minus, ``~x`` for ``0 − x``, that only the zero-free
#: relaxation (:mod:`.zeros`) puts in a pool, standing for a ``0`` and a ``−`` cube.
NEG = "~"
#: Every face a cube of the search can show.
KINDS = DIGITS + BINARY + ROOT

#: Multisets of at most this many cubes always have their values listed.
LIST_SMALL = 3
#: A larger multiset has its values listed once asked about this many targets
#: (listing costs about as much as that many targeted searches).
LIST_AFTER = {4: 3, 5: 8, 6: 24, 7: 64, 8: 160}


#: What the exact arithmetic raises when it refuses a value: its own errors, and
#: Python's arithmetic errors should one surface from it (the checker, evaluating
#: with the same functions, cannot accept such a value either).
_REFUSED = (ArithError, ValueError, OverflowError, ZeroDivisionError)


#: Work units of one operation with an irrational operand (resultants, factoring).
ALGEBRAIC_COST = 50


#: Work units per ``d² · (h + 16)`` of a number of high degree (:func:`high_degree_cost`).
HIGH_DEGREE_SCALE = 150


def high_degree_cost(value: Value) -> int:
    """The work units making ``value`` costs beyond :data:`ALGEBRAIC_COST`, for a
    number of high algebraic degree.

    Exact arithmetic grows with the degree d of what it makes and with the length h
    of its minimal polynomial's coefficients (bits): a power of ``2^(1/35) − 8``
    (degree 35, coefficients of 200–400 bits) takes about 30 ms, one making a number of
    degree 56 with 6-bit coefficients 0.2 ms. Over 1,300 such operations on the
    hardest benchmark mats (``benchmarks/equations_solver.py``, seed 14), the time of
    one took at most 9 times (at p99, 6 times) what ``d² · (h + 16)`` predicts from
    their total; predicted from ``d²`` alone, 17 times (p99: 13). So a result of
    degree above 12 costs ``d² · (h + 16) / 150`` more: about 5 µs a unit, the pace of
    the rest of the search, a little above its measured time in sum, so that the
    budget keeps step with time (a search towards ``35√2`` counted each operation as
    one unit and ran for half an hour). Up to degree 12 the cost stays
    ``ALGEBRAIC_COST``: proofs of Impossible in Basic Equations make many numbers of
    degree 6–12, each quickly. Radicals (``2^(1/35)`` itself) cost nothing more, nor
    does a rational shift, multiple or reciprocal of any number (``2^(1/35) − 8``):
    it is made without picking a root, in well under a millisecond
    (:mod:`eqgames.arith.algebraic`).

    >>> from eqgames.arith.algebraic import nth_root
    >>> from eqgames.arith import values as V
    >>> r = nth_root(Fraction(2), 35)
    >>> high_degree_cost(r), high_degree_cost(V.sub(4, r)), high_degree_cost(V.power(V.sub(4, r), 2))
    (0, 0, 1290)
    """
    if not isinstance(value, Algebraic) or value.radical is not None or value.derived:
        return 0
    d = value.degree
    if d <= 12:
        return 0
    return d * d * (estimate_bits(value) + 16) // HIGH_DEGREE_SCALE


_FIELD = frozenset("+−×÷")
#: Rationals whose numerator and denominator have fewer bits than this are summed,
#: multiplied and divided directly: the exact arithmetic refuses only results of
#: about MAX_RESULT_BITS (100,000 bits).
_SMALL_BITS = 1_000


_ADD, _SUB, _MUL, _DIV = operator.add, operator.sub, operator.mul, operator.truediv


def _small(v: Fraction) -> bool:
    return v.numerator.bit_length() < _SMALL_BITS and v.denominator.bit_length() < _SMALL_BITS


class BudgetExceeded(Exception):
    """The search did more work than its budget allowed."""


class _Marker:
    def __init__(self, name: str) -> None:
        self.name = name

    def __repr__(self) -> str:
        return self.name


#: Any value at all will do (``0 × b = 0``).
ANY = _Marker("ANY")
#: Any value but zero (``0 ÷ b = 0``, ``a ^ 0 = 1``).
NONZERO = _Marker("NONZERO")

Need = Value | _Marker


@dataclass(frozen=True)
class Found:
    """A multiset (its code) that makes ``target``."""

    code: int
    target: Value


# How a value of a multiset is made, for building its tree:
#   ("num", digits, marks) | ("sqrt", child, v) | ("un", op, child, v)
#   | ("bin", op, left, a, right, b) | ("root", index_code, i, radicand_code, r)
Way = tuple[object, ...]


class CubeSearch:
    """The cubes a search may use (``pool``: faces, one character per cube).

    A multiset of the pool is an ``int`` code (mixed radix over the faces' counts);
    :meth:`code` makes one from faces. ``budget`` bounds the work: each arithmetic
    operation tried and each split looked at is one unit, so the count is the same
    on every machine; past the budget :class:`BudgetExceeded` is raised.
    ``meanings`` (:class:`~eqgames.search.meanings.Meanings`) says what each face may
    mean with the shake's variations; by default, Basic Equations'.

    ``any_subset``: the search will only be asked whether *some* sub-multiset makes a
    target (``find`` with ``min_cubes=1``, no 1 required, nor any of the signs of
    ``any_subset``), so an expression that a smaller one of the same value answers for
    may go unsearched: a lone 1 is passed over beside each sign of ``any_subset``
    (``×``: ``x × 1`` and ``1 × x``; ``÷``: ``x ÷ 1``; ``^``: ``x ^ 1``; ``√``: ``1 √ x``
    and ``√1``). (Every expression reduces, by taking such a 1 and its sign away, to
    one with none, over fewer cubes holding the same required ones; the search still
    finds each of those.)

    >>> from eqgames.arith.notation import Notation
    >>> s = CubeSearch("46++9", meanings=Meanings(Notation(average=True)))
    >>> found = s.find([Fraction(7)])
    >>> to_text(s.build(found.code, found.target))
    '9 + (4 + 6)'
    """

    def __init__(
        self,
        pool: Iterable[str],
        *,
        numeral_digits: int = 1,
        complex_ok: bool = False,
        budget: int | None = None,
        meanings: Meanings | None = None,
        any_subset: str = "",
    ) -> None:
        self.meanings = meanings = meanings or Meanings()
        self._plain = meanings.plain
        counts: dict[str, int] = {}
        for face in pool:
            if face == NEG and not self._plain:
                raise ValueError("the negation of the zero-free relaxation is Basic Equations' only")
            if face not in KINDS and face != NEG and not meanings.is_leaf(face) and not meanings.unary(face):
                raise ValueError(f"{face!r} is not a cube face of Equations")
            counts[face] = counts.get(face, 0) + 1
        self.kinds = [k for k in KINDS if k in counts] + sorted(k for k in counts if k not in KINDS)
        self._leafy = {k for k in self.kinds if meanings.is_leaf(k)}
        self._flex = [k for k in self.kinds if meanings.flexible(k)]
        self._unary_only = {k for k in self.kinds if meanings.unary_only(k) or k == NEG}
        # Digit cubes that may also be unary (the Exponent colour's): a leaf or not.
        self._exps = {k for k in self._leafy if meanings.unary(k)}
        # The inverses (chosen once: the target-directed search asks them in its hot loop).
        self._inverse = self._basic_needs if self._plain else self._meaning_needs
        self._binary_faces = [(k, meanings.binary(k)) for k in self.kinds if meanings.binary(k)]
        self._unary_faces = [(k, meanings.unary(k)) for k in self.kinds if meanings.unary(k)]
        self.counts = [counts[k] for k in self.kinds]
        self.weights: list[int] = []
        w = 1
        for c in self.counts:
            self.weights.append(w)
            w *= c + 1
        self._weight = dict(zip(self.kinds, self.weights, strict=True))
        self.full = self.code("".join(k * counts[k] for k in self.kinds))
        self.numeral_digits = numeral_digits
        # Percent with one-digit numerals: a number beside the percent sign may have two
        # digits (XIII-A-14), so a part of the cubes may have a numeral more of them.
        self._pct_numerals = (
            not self._plain and meanings.notation.percent and numeral_digits < 2 and ROOT in counts
        )
        self._leaf_digits = 2 if self._pct_numerals else numeral_digits
        if any(meanings.digit(k) == "." for k in counts):
            self._leaf_digits = max(self._leaf_digits, 4)  # three digits and a point
        self._pct_nums: dict[int, dict[Value, Way]] = {}
        self.complex_ok = complex_ok
        self.budget = budget
        self.work = 0
        self._info: dict[int, tuple[int, int, int, int, bool]] = {}
        self._subs: dict[int, list[int]] = {}
        self._valid: dict[int, bool] = {}
        self._split_cache: dict[tuple[int, bool], list[tuple[int, int]]] = {}
        self._vals: dict[int, dict[Value, Way]] = {}
        self._memo: dict[tuple[int, Value], Way | None] = {}
        self._asked: dict[int, int] = {}
        # Basic Equations' shortcuts of the proof of "no" (:mod:`.proofs`).
        self._proofs = self._plain and not complex_ok
        self._rational: dict[int, bool] = {}
        self._radicals: dict[int, int] = {}
        # Whether every value of a base has its exponents towards a target computed.
        self._exponents_known: dict[tuple[int, Value], bool] = {}
        # With any_subset, the code of a lone cube 1 (0: no cube 1, or no such search).
        self._one = self._weight.get("1", 0) if any_subset else 0
        self._lone_one = any_subset

    # -- multisets ------------------------------------------------------------------

    def code(self, faces: Iterable[str]) -> int:
        """The code of the multiset of ``faces`` (each must be in the pool)."""
        out = 0
        for face in faces:
            w = self._weight.get(face)
            if w is None:
                raise ValueError(f"{face!r} is not in the pool")
            out += w
        return out

    def faces(self, code: int) -> str:
        """The faces of a multiset, in the order of :data:`KINDS`."""
        out = []
        for k, c, w in zip(self.kinds, self.counts, self.weights, strict=True):
            out.append(k * (code // w % (c + 1)))
        return "".join(out)

    def count(self, code: int, face: str) -> int:
        w = self._weight.get(face)
        if w is None:
            return 0
        return code // w % (self.counts[self.kinds.index(face)] + 1)

    def info(self, code: int) -> tuple[int, int, int, int, bool]:
        """(cubes, digits, binary operations, roots, can form an expression); "roots"
        counts every face that may be unary (``√``, and the unary ``×`` of a variation)."""
        got = self._info.get(code)
        if got is None:
            size = digits = ops = roots = exps = 0
            for k, c, w in zip(self.kinds, self.counts, self.weights, strict=True):
                n = code // w % (c + 1)
                size += n
                if k in self._leafy:
                    digits += n
                    if k in self._exps:
                        exps += n
                elif k in self._unary_only:
                    pass  # a unary operation changes no count of leaves
                elif k in self._flex:
                    roots += n
                else:
                    ops += n
            # Leaves: between ceil(digits / numeral_digits) and digits numerals; the
            # √ cubes that are not unary are the binary operations beyond ``ops``.
            fewest = -(-digits // self._leaf_digits)
            valid = digits >= 1 and fewest - 1 - ops <= roots and digits - 1 - ops >= 0
            if exps and not valid:
                # An exponent digit is no leaf: the fewest leaves that may still work.
                leaves = max(1, ops + 1, digits - exps)
                valid = leaves <= digits and -(-leaves // self._leaf_digits) - 1 - ops <= roots
            got = self._info[code] = (size, digits, ops, roots, valid)
        return got

    def size(self, code: int) -> int:
        return self.info(code)[0]

    def valid(self, code: int) -> bool:
        got = self._valid.get(code)
        if got is None:
            got = self._valid[code] = self.info(code)[4]
        return got

    def within(self, small: int, big: int) -> bool:
        """Whether multiset ``small`` is contained in ``big``."""
        for c, w in zip(self.counts, self.weights, strict=True):
            if small // w % (c + 1) > big // w % (c + 1):
                return False
        return True

    def submultisets(self, code: int) -> list[int]:
        """Every sub-multiset of ``code`` (itself and the empty one included)."""
        got = self._subs.get(code)
        if got is None:
            got = [0]
            for c, w in zip(self.counts, self.weights, strict=True):
                n = code // w % (c + 1)
                if n:
                    got = [x + j * w for x in got for j in range(n + 1)]
            if len(got) <= 1024:
                self._subs[code] = got
        return got

    def _tick(self, amount: int = 1) -> None:
        self.work += amount
        if self.budget is not None and self.work > self.budget:
            raise BudgetExceeded(f"search budget of {self.budget} units used up")

    def _made(self, value: Value) -> None:
        """Count the work of having made ``value`` (:func:`high_degree_cost`). Not with
        complex values (Imaginary): that search makes numbers of high degree from small
        ones as a matter of course (every root of a^(m/n)), each quickly, and charging
        them cost rulebook examples their witness within the budget."""
        if not self.complex_ok:
            self._tick(high_degree_cost(value))

    # -- listing values ------------------------------------------------------------------

    def values(self, code: int) -> dict[Value, Way]:
        """Every value of an expression using exactly the cubes of ``code``, with how."""
        got = self._vals.get(code)
        if got is not None:
            return got
        out: dict[Value, Way] = {}
        if self.valid(code):
            self._numerals(code, out)
            if self._plain:
                self._unary_roots(code, out)
                if self.count(code, NEG):
                    self._unary(code, NEG, "neg", out)
                for op in BINARY + ROOT:
                    if self.count(code, op):
                        self._binary(code, op, op, out)
            else:
                for face, ops in self._unary_faces:
                    if self.count(code, face):
                        for op in ops:
                            self._unary(code, face, op, out)
                for face, ops in self._binary_faces:
                    if self.count(code, face):
                        for op in ops:
                            self._binary(code, face, op, out)
        self._vals[code] = out
        return out

    def _numerals(self, code: int, out: dict[Value, Way]) -> None:
        size, digits = self.info(code)[:2]
        if size != digits or size > self._leaf_digits:
            return
        faces = self.faces(code)
        if size == 1 and not self._plain:
            for leaf in self.meanings.leaves(faces):
                out.setdefault(leaf.value, ("num", leaf.digits, leaf.marks))
            return
        if not self._plain:
            spellings = [self.meanings.in_numeral(f) for f in faces]
            if not all(spellings):
                return  # a cube that is no digit here
            # A decimal point (a ^ cube) joins one to three digits (XIII-B-13).
            points = sum(1 for sp in spellings if sp[0][0] == ".")
            if points > 1 or size - points > (3 if points else self.numeral_digits):
                return
            self._spelled_numerals(spellings, out)
            return
        if size > self.numeral_digits:
            return
        for order in set(itertools.permutations(faces)):
            text = "".join(order)
            try:
                value = self.meanings.numeral(text)
            except _REFUSED:
                continue
            out.setdefault(value, ("num", text, ""))

    def _spelled_numerals(
        self, spellings: list[tuple[tuple[str, str], ...]], out: dict[Value, Way]
    ) -> None:
        """Numerals of several cubes, each cube with its spellings (digit, written): a
        digit itself, a ``^`` as the digit ten or a decimal point, a wild cube standing
        for a digit (written ``3w``); each spelling of each cube, in every order."""
        numerals = {
            ("".join(d for d, _ in chosen), "".join(w for _, w in chosen))
            for order in itertools.permutations(range(len(spellings)))
            for chosen in itertools.product(*(spellings[i] for i in order))
        }
        for digits, written in sorted(numerals):
            try:
                value = self.meanings.numeral(digits)
            except _REFUSED:
                continue
            out.setdefault(value, ("num", written, ""))

    def _unary_roots(self, code: int, out: dict[Value, Way]) -> None:
        if not self.count(code, ROOT):
            return
        child = code - self._weight[ROOT]
        if not self.valid(child) or (child == self._one and ROOT in self._lone_one):
            return  # √1 is the lone 1 (with any_subset)
        inner = self.values(child)
        self._tick(len(inner))
        for v in inner:
            r = self._apply(ROOT, Fraction(2), v)
            if r is None:
                continue
            if r not in out:
                out[r] = ("sqrt", child, v)

    def _child(self, code: int, face: str, op: str) -> int | None:
        """What a unary operation of ``face`` applies to in ``code``: the rest, less the
        ``!`` an exponent digit takes after it (``4 3exp!``); None when there is none."""
        child = code - self._weight[face]
        bangs = self.meanings.exponent_bangs(op)
        if bangs:
            if self.count(child, FACTORIAL) < bangs:
                return None
            child -= bangs * self._weight[FACTORIAL]
        return child if self.valid(child) else None

    def _unary(self, code: int, face: str, op: str, out: dict[Value, Way]) -> None:
        child = self._child(code, face, op)
        if child is None:
            return
        inner = self.values(child)
        self._tick(len(inner))
        for v in inner:
            r = self._apply_unary(op, v)
            if r is not None and r not in out:
                out[r] = ("un", op, child, v)

    def _apply_unary(self, op: str, v: Value) -> Value | None:
        if op == "sqrt" and self._plain:
            return self._apply(ROOT, Fraction(2), v)
        if op == "neg":
            return _negated(v)
        try:
            return self.meanings.apply_unary(op, v, self.complex_ok)
        except _REFUSED:
            return None

    def _splits(self, rest: int, ordered: bool) -> list[tuple[int, int]]:
        """(left, right) parts of ``rest``, both able to form an expression."""
        key = (rest, ordered)
        got = self._split_cache.get(key)
        if got is not None:
            self._tick(len(got) // 8 + 1)
            return got
        subs = self.submultisets(rest)
        self._tick(len(subs) // 8 + 1)
        valid = self.valid
        got = [
            (x, rest - x)
            for x in subs
            if x and x != rest and (ordered or x <= rest - x) and valid(x) and valid(rest - x)
        ]
        if len(got) <= 2048:
            self._split_cache[key] = got
        return got

    def _binary(self, code: int, face: str, op: str, out: dict[Value, Way]) -> None:
        rest = code - self._weight[face]
        commutative = op in COMMUTATIVE
        operands = self._pct_values if op == "pct" and self._pct_numerals else self.values
        one = self._one
        for x, y in self._splits(rest, ordered=not commutative):
            if one and self._neutral(op, x, y):
                continue
            xs, ys = operands(x), operands(y)
            self._tick(len(xs) * len(ys))
            for a in xs:
                for b in ys:
                    r = self._apply(op, a, b)
                    if r is not None and r not in out:
                        out[r] = ("root", x, a, y, b) if op == ROOT else ("bin", op, x, a, y, b)

    def _neutral(self, op: str, x: int, y: int) -> bool:
        """With ``any_subset``: whether a lone cube 1 leaves the other operand as it is
        (``x × 1``, ``1 × x``, ``x ÷ 1``, ``x ^ 1``, ``1 √ x``, as it says)."""
        if op not in self._lone_one:
            return False
        one = self._one
        if op == "×":
            return x == one or y == one
        return (x if op == ROOT else y) == one

    def _pct_values(self, code: int) -> dict[Value, Way]:
        """The values of ``code`` as a percent's operand: with one-digit numerals, also
        the two-digit numerals of two digit cubes (XIII-A-14)."""
        got = self._pct_nums.get(code)
        if got is None:
            got = self.values(code)
            size, digits = self.info(code)[:2]
            if size == digits == 2:
                # Each cube as the digits it may be in a numeral (a wild cube each digit
                # it may stand for, written ``3w``).
                spellings = [self.meanings.in_numeral(f) for f in self.faces(code)]
                got = dict(got)
                if all(spellings):
                    self._spelled_numerals(spellings, got)
            self._pct_nums[code] = got
        return got

    def _pct_towards(self, code: int, face: str, t: Value) -> Way | None:
        """A percent at the root making ``t``, its operands' values including two-digit
        numerals; a % of b is b % of a, so one operand (the smaller) is listed."""
        rest = code - self._weight[face]
        for x, y in self._splits(rest, ordered=False):
            small, big = (x, y) if self.size(x) <= self.size(y) else (y, x)
            xs = self._pct_values(small)
            self._tick(len(xs))
            bigs = self._pct_values(big) if self.size(big) <= 2 else None
            for a in xs:
                try:
                    needs = self._meaning_needs("pct", t, a, True)
                except _REFUSED:
                    continue
                for need in needs or ():
                    self._tick()
                    if isinstance(need, _Marker):
                        b = next(iter(bigs), None) if bigs is not None else self._some(big, need)
                    elif bigs is not None:
                        b = need if need in bigs else None
                    else:
                        b = need if self.reaches(big, need) else None
                    if b is None:
                        continue
                    # Written small first or big first: either order, checked forwards.
                    for left, lv, right, rv in ((small, a, big, b), (big, b, small, a)):
                        if self._apply("pct", lv, rv) == t:
                            return ("bin", "pct", left, lv, right, rv)
        return None

    def _apply(self, op: str, a: Value, b: Value) -> Value | None:
        if not self._plain:
            return self._apply_meaning(op, a, b)
        if a.__class__ is Fraction and b.__class__ is Fraction:
            if op in _FIELD and _small(a) and _small(b):
                # What values.add/sub/mul/div compute for rationals far below the size
                # limit, without their checks (the hot loop of the search).
                if op == "+":
                    return a + b
                if op == "−":
                    return a - b
                if op == "×":
                    return a * b
                return None if b == 0 else a / b
        else:
            # An operation on an irrational costs about as much as fifty on rationals.
            self._tick(ALGEBRAIC_COST)
        try:
            r = self._exact(op, a, b)
        except _REFUSED:
            return None
        if r.__class__ is not Fraction:
            self._made(r)
        return r

    def _exact(self, op: str, a: Value, b: Value) -> Value:
        if op == "+":
            return V.add(a, b)
        if op == "−":
            return V.sub(a, b)
        if op == "×":
            return V.mul(a, b)
        if op == "÷":
            return V.div(a, b)
        if op == "^":
            return V.power(a, b, complex_ok=self.complex_ok)
        return V.root(a, b, complex_ok=self.complex_ok)

    def _apply_meaning(self, op: str, a: Value, b: Value) -> Value | None:
        """``a op b`` with the variations' meanings, as the checker computes it."""
        if a.__class__ is not Fraction or b.__class__ is not Fraction:
            # Listing every value (Multiple of k) meets far more irrational sums than a
            # search towards a target: their cost is counted as it is, ten times Basic's.
            self._tick(10 * ALGEBRAIC_COST)
        elif not (_small(a) and _small(b)):
            self._tick(ALGEBRAIC_COST)  # huge numbers (a factorial, a power) cost as much
        try:
            r = self.meanings.apply(op, a, b, self.complex_ok)
        except _REFUSED:
            return None
        if r is not None and r.__class__ is not Fraction:
            self._made(r)
        return r

    # -- searching towards a target ----------------------------------------------------------

    def reaches(self, code: int, target: Value) -> bool:
        """Whether some expression using exactly the cubes of ``code`` equals ``target``."""
        got = self._vals.get(code)
        if got is not None:
            return target in got
        if not self.valid(code):
            return False
        if self._proofs and self._cannot(code, target):
            return False
        size = self.size(code)
        if size <= LIST_SMALL:
            return target in self.values(code)
        key = (code, target)
        if key in self._memo:
            return self._memo[key] is not None
        asked = self._asked.get(code, 0) + 1
        self._asked[code] = asked
        if asked > LIST_AFTER.get(size, asked):
            return target in self.values(code)
        way = self._towards(code, target)
        self._memo[key] = way
        return way is not None

    def _cannot(self, code: int, target: Value) -> bool:
        """Whether the faces alone prove that ``code`` cannot make ``target`` (Basic
        Equations: rules 1, 3, 4, 5 and 6 of :mod:`.proofs`); the caller
        has counted the question's work unit."""
        if target == 0:
            return False
        if not is_rational(target) and self.rational_part(code):
            return True
        nonzero = self.info(code)[1] - self.count(code, "0")
        if nonzero == 0:
            return True  # only zeros make only 0
        if nonzero == 1 and not self.count(code, "^"):
            digit = next(k for k in self.kinds if k in "123456789" and self.count(code, k))
            return target not in lone_digit_values(int(digit), self.count(code, ROOT))
        if target.__class__ is Fraction and not self.count(code, "−") and not self.count(code, NEG):
            if target < 0:
                return True  # rule 5
            if not self.count(code, "+"):
                return outside_primes(target, self._radical(code))
        return False

    def _radical(self, code: int) -> int:
        """The product of the primes of the digits of ``code`` (rule 6 of :mod:`.proofs`)."""
        got = self._radicals.get(code)
        if got is None:
            got = 1
            for k in self.kinds:
                if k in RADICAL and self.count(code, k):
                    got = math.lcm(got, RADICAL[k])
            self._radicals[code] = got
        return got

    def rational_part(self, code: int) -> bool:
        """Whether every value of ``code`` is rational by :func:`.proofs.rational_only`."""
        got = self._rational.get(code)
        if got is None:
            got = self._rational[code] = rational_only(
                self.count(code, ROOT), self.count(code, "^"), self.count(code, "÷")
            )
        return got

    def _check(self, code: int, need: Need) -> Value | None:
        """A value of ``code`` meeting ``need`` (a value, ANY or NONZERO), if any."""
        if isinstance(need, _Marker):
            return self._some(code, need)
        return need if self.reaches(code, need) else None

    def _towards(self, code: int, target: Value) -> Way | None:
        """How ``code`` makes ``target`` at its root, or None when it cannot."""
        if self._plain:
            way = self._unary_towards(code, target)
            if way is None and self.count(code, NEG):
                way = self._negation_towards(code, target)
            if way is not None:
                return way
            for op in BINARY + ROOT:
                if self.count(code, op):
                    way = self._binary_towards(code, op, op, target)
                    if way is not None:
                        return way
            return None
        for face, ops in self._unary_faces:
            if self.count(code, face):
                for op in ops:
                    way = self._unary_towards(code, target, face, op)
                    if way is not None:
                        return way
        for face, ops in self._binary_faces:
            if self.count(code, face):
                for op in ops:
                    if op == "pct" and self._pct_numerals:
                        way = self._pct_towards(code, face, target)
                    else:
                        way = self._binary_towards(code, face, op, target)
                    if way is not None:
                        return way
        return None

    def _unary_towards(
        self, code: int, t: Value, face: str = ROOT, op: str = "sqrt"
    ) -> Way | None:
        if not self.count(code, face):
            return None
        child = self._child(code, face, op) if face != ROOT else code - self._weight[face]
        if child is None or not self.valid(child):
            return None
        if op.startswith("^") and not self.complex_ok:
            return self._exponent_towards(child, t, op)
        if op != "sqrt":
            # No inverse (many numbers have six factors): the child's values, forwards.
            inner = self.values(child)
            self._tick(len(inner))
            for v in inner:
                if self._apply_unary(op, v) == t:
                    return ("un", op, child, v)
            return None
        if not self.complex_ok and (not V.is_real(t) or V.sign(t) < 0):
            return None  # a square root is real and never negative
        self._tick()
        try:
            # √r = t means r = t² (a power, not a product: t × t would ask the
            # resultant for the square of t's degree, past the limit for t of degree 14).
            r = V.power(t, Fraction(2))
        except _REFUSED:
            # No exact square to ask for: the child's values, forwards.
            inner = self.values(child)
            self._tick(len(inner))
            for v in inner:
                if self._apply_unary("sqrt", v) == t:
                    return ("sqrt", child, v)
            return None
        if self.reaches(child, r) and self._apply_unary("sqrt", r) == t:
            return ("sqrt", child, r)
        return None

    def _negation_towards(self, code: int, t: Value) -> Way | None:
        """``~x = t`` (the zero-free relaxation's ``0 − x``): x must make ``−t``."""
        child = code - self._weight[NEG]
        if not self.valid(child):
            return None
        self._tick()
        negated = _negated(t)
        return ("un", "neg", child, negated) if self.reaches(child, negated) else None

    def _exponent_towards(self, child: int, t: Value, op: str) -> Way | None:
        """``child`` raised to an exponent digit equals ``t``: which bases the child must
        make (the inverse of the power), each re-evaluated forwards."""
        try:
            needs = _bases(self.meanings.exponent_value(op), t)
        except _REFUSED:
            return None
        for need in needs:
            self._tick()
            b = self._check(child, need)
            if b is None:
                continue
            if self._apply_unary(op, b) == t:
                return ("un", op, child, b)
            if isinstance(need, _Marker):
                for b in self.values(child):
                    if (need is ANY or b != 0) and self._apply_unary(op, b) == t:
                        return ("un", op, child, b)
        return None

    def _binary_towards(self, code: int, face: str, op: str, t: Value) -> Way | None:
        rest = code - self._weight[face]
        commutative = op in COMMUTATIVE
        one = self._one
        for x, y in self._splits(rest, ordered=not commutative):
            if one and self._neutral(op, x, y):
                continue
            # Which part to list: the exponent or index for ^ and √ (their inverse
            # needs it), the base of a log; else the smaller (or the one already listed).
            if op in ("^", ROOT, "log"):
                listed_left = op == ROOT
                if self._proofs and op != "log" and self._by_exponent(x, y, op, t):
                    # A long exponent or index: list the base or radicand, the inverse
                    # being the exponents that make t from it (_exponents).
                    listed_left = not listed_left
            else:
                sx, sy = self.size(x), self.size(y)
                listed_left = sx < sy or (sx == sy and (x in self._vals or y not in self._vals))
            listed, other = (x, y) if listed_left else (y, x)
            xs = self.values(listed)
            self._tick(len(xs))
            for a in xs:
                way = self._one_value(op, t, a, listed_left, x, y, other)
                if way is not None:
                    return way
        return None

    def _by_exponent(self, x: int, y: int, op: str, t: Value) -> bool:
        """Whether ``x ^ y`` (``x √ y``) is searched by listing the base (radicand) rather
        than the exponent (index): when it has fewer cubes and every value of it has its
        exponents computed outright (:func:`_exponents`), not listed."""
        exponent, base = (y, x) if op == "^" else (x, y)
        if self.size(base) >= self.size(exponent) or not V.is_rational(t):
            return False
        if base not in self._vals and self.size(base) > LIST_SMALL:
            return False
        key = (base, t)
        got = self._exponents_known.get(key)
        if got is None:
            got = all(_exponents(v, t) is not None for v in self.values(base))
            self._exponents_known[key] = got
        return got

    def _one_value(
        self, op: str, t: Value, a: Value, listed_left: bool, x: int, y: int, other: int
    ) -> Way | None:
        """With the listed part worth ``a``, can the other part complete ``t``?"""
        if self._proofs and op in _FIELD and needs_irrational(op, t, a) and self.rational_part(other):
            self._tick()
            return None  # every value completing t is irrational: none of a rational part
        try:
            needs = self._inverse(op, t, a, listed_left)
        except _REFUSED:
            needs = None
        if needs is not None and (t.__class__ is not Fraction or a.__class__ is not Fraction):
            for n in needs:
                if not isinstance(n, _Marker):
                    self._made(n)
        if needs is None:
            # No exact inverse: try every value of the other part forwards.
            candidates: Iterable[Need] = list(self.values(other))
        else:
            candidates = needs
        for need in candidates:
            self._tick()
            b = self._check(other, need)
            if b is None:
                continue
            # Re-evaluate forwards: the inverse is exact, but the forward operation may
            # still be refused (a sum of two huge numbers is past MAX_RESULT_BITS).
            way = self._hit(op, t, a, b, listed_left, x, y)
            if way is None and isinstance(need, _Marker):
                # The marker's first value failed forwards; look at each in turn.
                for b in self.values(other):
                    if need is ANY or b != 0:
                        way = self._hit(op, t, a, b, listed_left, x, y)
                        if way is not None:
                            break
            if way is not None:
                return way
        return None

    def _hit(
        self, op: str, t: Value, a: Value, b: Value, a_left: bool, x: int, y: int
    ) -> Way | None:
        left, right = (a, b) if a_left else (b, a)
        if self._apply(op, left, right) != t:
            return None
        if op == ROOT:
            return ("root", x, left, y, right)
        return ("bin", op, x, left, y, right)

    def _basic_needs(self, op: str, t: Value, a: Value, a_left: bool) -> Sequence[Need] | None:
        """Every value the other operand may have (a superset: hits are re-checked);
        None when it cannot be computed, and the split is searched forwards. The
        inverses of Basic Equations' operations."""
        if op in _FIELD:
            if a.__class__ is Fraction and t.__class__ is Fraction and _small(a) and _small(t):
                # Plain rationals: the inverse needs no checks (hits are re-checked).
                sub, add, mul, div = _SUB, _ADD, _MUL, _DIV
            else:
                sub, add, mul, div = V.sub, V.add, V.mul, V.div
            if op == "+":
                return [sub(t, a)]
            if op == "−":
                return [sub(a, t) if a_left else add(t, a)]
            if op == "×":
                if a == 0:
                    return [ANY] if t == 0 else []
                return [div(t, a)]
            if a_left:
                if t == 0:
                    return [NONZERO] if a == 0 else []
                return [] if a == 0 else [div(a, t)]
            return [] if a == 0 else [mul(t, a)]
        if self.complex_ok:
            return None
        if op == "^":
            # a is the base: which exponents e have a ^ e = t? Else a is the exponent:
            # which bases b have b ^ a = t?
            if a_left:
                return None if (found := _exponents(a, t)) is None else list(found)
            return _bases(a, t)
        if not a_left:
            # √ with a the radicand: i√a = a^(1/i) = t, so 1/i is an exponent making t.
            exponents = _exponents(a, t)
            return None if exponents is None else [1 / e for e in exponents if e != 0]
        # √: a is the index; a√r = r^(1/a), so r is a base with r ^ (1/a) = t.
        if isinstance(a, Algebraic) or a == 0:
            return []  # an irrational or non-real index has no exact value; 0√r none
        return _bases(1 / a, t)

    def _meaning_needs(
        self, op: str, t: Value, a: Value, a_left: bool
    ) -> Sequence[Need] | None:
        """The inverses with the variations: Average (``(a + b) / 2 = t``), percent
        (``a b / m² = t``), log to a listed base (``log_a b = t``: ``b = a^t``); the
        basic operations when their meaning is the usual one; else none (forwards)."""
        notation = self.meanings.notation
        if op == "+" and notation.average:
            return [V.sub(V.mul(t, 2), a)]
        if op == "pct":
            if a == 0:
                return [ANY] if t == 0 else []
            return [V.div(V.mul(t, notation.base * notation.base), a)]
        if op == "log":
            if a_left or not V.is_real(t):
                return None
            return [V.power(a, t)]
        if op in _FIELD or (op in ("^", ROOT) and not notation.imaginary):
            return self._basic_needs(op, t, a, a_left)
        return None

    def _some(self, code: int, need: _Marker) -> Value | None:
        """A value of ``code`` that is any value (ANY) or not zero (NONZERO)."""
        listed = self._vals.get(code)
        if listed is None and self.size(code) > 6:
            for v in self._lazy(code):
                if need is ANY or v != 0:
                    return v
            return None
        for v in self.values(code):
            if need is ANY or v != 0:
                return v
        return None

    def _lazy(self, code: int) -> Iterator[Value]:
        """Values of ``code`` one at a time, depth first, without listing them all
        (any value is almost always found at once)."""
        if code in self._vals or self.size(code) <= 4:
            yield from self.values(code)
            return
        if not self.valid(code):
            return
        unary = [(ROOT, ("sqrt",)), (NEG, ("neg",))] if self._plain else self._unary_faces
        for face, ops in unary:
            if self.count(code, face):
                for op in ops:
                    child = self._child(code, face, op)
                    if child is None:
                        continue
                    for v in self._lazy(child):
                        r = self._apply_unary(op, v)
                        self._tick()
                        if r is not None:
                            yield r
        binary = [(op, (op,)) for op in BINARY + ROOT] if self._plain else self._binary_faces
        for face, ops in binary:
            if not self.count(code, face):
                continue
            for op in ops:
                for x, y in self._splits(code - self._weight[face], ordered=True):
                    for a in self._lazy(x):
                        for b in self._lazy(y):
                            self._tick()
                            r = self._apply(op, a, b)
                            if r is not None:
                                yield r

    # -- the question -----------------------------------------------------------------------

    def candidates(self, required: int, allowed: int, min_cubes: int = 2) -> Iterator[int]:
        """The multisets containing ``required`` and within ``allowed`` that can form an
        expression of at least ``min_cubes`` cubes, fewest cubes first (made as they are
        asked for: a search that stops at a small witness never lists the large ones).

        Only shapes that can form an expression are made: the digits, binary
        operations and roots added are counted first, then the faces chosen.
        """
        free = allowed - required
        digit_parts: list[tuple[int, int]] = []
        op_parts: list[tuple[int, int]] = []
        flex_parts: list[tuple[int, int]] = []
        unary_parts: list[tuple[int, int]] = []
        for face, c, w in zip(self.kinds, self.counts, self.weights, strict=True):
            n = free // w % (c + 1)
            if not n:
                continue
            if face in self._leafy:
                digit_parts.append((w, n))
            elif face in self._unary_only:
                unary_parts.append((w, n))
            elif face in self._flex:
                flex_parts.append((w, n))
            else:
                op_parts.append((w, n))
        size, digits, ops, roots, _ = self.info(required)
        most_d = sum(n for _, n in digit_parts)
        most_o = sum(n for _, n in op_parts)
        roots_free = sum(n for _, n in flex_parts)
        most_u = sum(n for _, n in unary_parts)
        k = self._leaf_digits
        for extra in range(max(0, min_cubes - size), most_d + most_o + roots_free + 1):
            for dx in range(min(extra, most_d) + 1):
                d = digits + dx
                for sx in range(min(extra - dx, roots_free) + 1):
                    ox = extra - dx - sx
                    if ox > most_o:
                        continue
                    o, r = ops + ox, roots + sx
                    if not self._exps and (d < 1 or d - 1 - o < 0 or -(-d // k) - 1 - o > r):
                        continue
                    for xd in _of_size(digit_parts, dx):
                        for xo in _of_size(op_parts, ox):
                            for xs in _of_size(flex_parts, sx):
                                self._tick()
                                cubes = required + xd + xo + xs
                                if self._exps and not self.valid(cubes):
                                    continue
                                yield cubes
                                # Signs no cube shows (!) count as no cube of the Solution.
                                for ux in range(1, most_u + 1):
                                    for xu in _of_size(unary_parts, ux):
                                        self._tick()
                                        yield cubes + xu

    def find(
        self,
        targets: Sequence[Value],
        required: int = 0,
        allowed: int | None = None,
        min_cubes: int = 2,
    ) -> Found | None:
        """The first multiset (fewest cubes first) containing ``required`` and within
        ``allowed`` (default: the pool) that makes one of ``targets``; None proves none does."""
        if allowed is None:
            allowed = self.full
        if not self.within(required, allowed):
            return None
        for code in self.candidates(required, allowed, min_cubes):
            for t in targets:
                if self.reaches(code, t):
                    return Found(code, t)
        return None

    def find_where(
        self,
        accept: Callable[[Value], bool],
        required: int = 0,
        allowed: int | None = None,
        min_cubes: int = 2,
    ) -> Found | None:
        """Like :meth:`find` for a set of targets given by ``accept`` (Multiple of k's
        Goal plus any nonzero multiple of k): every value of each multiset is listed
        and asked; None proves that no value is accepted.

        >>> s = CubeSearch("23+")
        >>> s.find_where(lambda v: v % 5 == 0).target
        Fraction(5, 1)
        >>> s.find_where(lambda v: v % 7 == 0) is None
        True
        """
        if allowed is None:
            allowed = self.full
        if not self.within(required, allowed):
            return None
        for code in self.candidates(required, allowed, min_cubes):
            vals = self.values(code)
            self._tick(len(vals))
            for v in vals:
                if accept(v):
                    return Found(code, v)
        return None

    # -- the tree ---------------------------------------------------------------------------

    def build(self, code: int, target: Value) -> Node:
        """An expression tree over exactly ``code`` equal to ``target`` (which it must reach)."""
        way = self._way(code, target)
        kind = way[0]
        if kind == "num":
            digits, marks = way[1], way[2]
            assert isinstance(digits, str) and isinstance(marks, str)
            return Num(digits, marks=marks)
        if kind == "sqrt":
            child, v = way[1], way[2]
            assert isinstance(child, int)
            return Root(None, self.build(child, v))  # type: ignore[arg-type]
        if kind == "un":
            op, child, v = way[1:]
            assert isinstance(child, int)
            operand = self.build(child, v)  # type: ignore[arg-type]
            if op == "sqrt":
                return Root(None, operand)
            if op == "neg":
                return BinOp(NODE_OP["−"], Num("0"), operand)
            if isinstance(op, str) and op.startswith("^"):
                # The exponent digit after its base, marked (``5 2exp``, ``4 3exp!``).
                exponent: Node = Num(op[1], marks="wexp" if "w" in op else "exp")
                for _ in range(self.meanings.exponent_bangs(op)):
                    exponent = Unary("!", exponent)
                return BinOp("^", operand, exponent)
            return Unary("!" if op == "fact" else "×", operand)
        if kind == "root":
            x, i, y, r = way[1:]
            assert isinstance(x, int) and isinstance(y, int)
            return Root(self.build(x, i), self.build(y, r))  # type: ignore[arg-type]
        op, x, a, y, b = way[1:]
        assert isinstance(op, str) and isinstance(x, int) and isinstance(y, int)
        return BinOp(NODE_OP[op], self.build(x, a), self.build(y, b))  # type: ignore[arg-type]

    def _way(self, code: int, target: Value) -> Way:
        listed = self._vals.get(code)
        if listed is not None and target in listed:
            return listed[target]
        way = self._memo.get((code, target))
        if way is None:
            way = self._towards(code, target)
        if way is None:
            way = self.values(code).get(target)
        if way is None and self._pct_numerals:
            way = self._pct_values(code).get(target)  # a two-digit operand of a percent
        assert way is not None, "build() needs a target the multiset reaches"
        return way


def _negated(v: Value) -> Value:
    return -v if v.__class__ is Fraction else V.sub(0, v)


def _of_size(parts: list[tuple[int, int]], k: int, start: int = 0) -> Iterator[int]:
    """Codes of the sub-multisets with exactly ``k`` cubes, ``parts`` (weight, count)."""
    if k == 0:
        yield 0
        return
    if start == len(parts):
        return
    w, n = parts[start]
    room = sum(c for _, c in parts[start + 1 :])
    for j in range(max(0, k - room), min(n, k) + 1):
        for rest in _of_size(parts, k - j, start + 1):
            yield j * w + rest


@functools.lru_cache(maxsize=1 << 16)
def _exponents(b: Value, t: Value) -> list[Fraction] | None:
    """Every exponent ``e`` with ``b ^ e = t`` (a superset: each is re-checked forwards), for
    rationals ``b`` and ``t``; None when they are not both rational, or when ``b`` is 0 or
    ±1 and ``t`` one of its powers (0, ±1: many exponents make them), or the exponent
    is too large to try: then the exponents are listed and tried forwards. The powers
    of 0 are 0 (or undefined), of 1 are 1, of −1 are ±1.

    Where a power is defined, ``|b ^ e| = |b| ^ e`` (:func:`eqgames.arith.values.power`),
    so ``e`` is rational (an irrational exponent has an exact power of 0 and 1 only)
    with ``|b| ^ e = |t|``, one real number since ``|b| ≠ 1``. Write ``|b| = g ^ k`` with
    ``k`` as large as it goes (``g`` is then no perfect power). If ``e = m/n`` in lowest
    terms, ``g ^ (k m) = |t| ^ n``, so ``g ^ (k m / n)`` is rational, and a rational power
    of a rational that is no perfect power is rational only at an integer exponent:
    ``|t| = g ^ j`` with ``j = k e`` an integer. So ``e = j / k`` for the one integer
    ``j`` with ``g ^ j = |t|``, or there is none.

    >>> _exponents(Fraction(8), Fraction(4)), _exponents(Fraction(-8), Fraction(1, 2))
    ([Fraction(2, 3)], [Fraction(-1, 3)])
    >>> _exponents(Fraction(7), Fraction(44)), _exponents(Fraction(1), Fraction(1))
    ([], None)
    >>> _exponents(Fraction(0), Fraction(44)), _exponents(Fraction(-1), Fraction(1))
    ([], None)
    """
    if not (isinstance(b, Fraction) and isinstance(t, Fraction)):
        return None
    if b in (0, 1, -1):
        return None if t in (b, abs(b)) else []
    if t == 0:
        return []  # only 0 has a power 0
    g, k = _perfect_power(abs(b))
    if g is None:
        return None
    size = abs(t)
    guess = _log(size) / _log(g)
    if abs(guess) > 4096:
        return None  # |t| = g ^ j for a j too large to try
    near = round(guess)
    for j in (near, near - 1, near + 1):  # the float logarithm is off by far less than 1
        if g**j == size:
            return [Fraction(j, k)]
    return []


def _perfect_power(x: Fraction) -> tuple[Fraction | None, int]:
    """``(g, k)`` with ``x = g ^ k`` and ``k`` as large as it goes; ``(None, 0)`` for numbers
    too long to try (``x`` positive, not 1).

    >>> _perfect_power(Fraction(64, 27)), _perfect_power(Fraction(1, 16)), _perfect_power(Fraction(12))
    ((Fraction(4, 3), 3), (Fraction(1, 2), 4), (Fraction(12, 1), 1))
    """
    p, q = x.numerator, x.denominator
    bits = max(p.bit_length(), q.bit_length())
    if bits > 256:
        return None, 0
    for k in range(bits, 1, -1):
        rp, rq = _int_root(p, k), _int_root(q, k)
        if rp is not None and rq is not None:
            return Fraction(rp, rq), k
    return x, 1


def _log(x: Fraction) -> float:
    return math.log(x.numerator) - math.log(x.denominator)


def _int_root(n: int, k: int) -> int | None:
    """The integer ``k``-th root of ``n ≥ 0`` when it is one, else None.

    >>> _int_root(1 << 300, 100), _int_root(10, 2), _int_root(1, 5)
    (8, None, 1)
    """
    if n < 2:
        return n
    if k >= n.bit_length():
        return None  # 2 ** k > n: only 0 and 1 are k-th powers below it
    x = 1 << -(-n.bit_length() // k)  # above the root: Newton's steps come down
    while True:
        y = ((k - 1) * x + n // x ** (k - 1)) // k
        if y >= x:
            break
        x = y
    return x if x**k == n else None


@functools.lru_cache(maxsize=1 << 16)
def _bases(e: Value, t: Value) -> tuple[Need, ...]:
    """Every real ``b`` with ``b ^ e = t`` by the rules of :func:`eqgames.arith.values.power`
    (a superset: each is re-checked forwards). Cached: the same inverses are asked again
    and again, and their roots of algebraic numbers are the search's costliest arithmetic.

    ``e = m/n`` in lowest terms: ``b ^ e`` is ``x ^ m`` for ``x`` the real (odd ``n``) or
    principal (even ``n``) ``n``-th root of ``b``, so ``b = x ^ n`` for a real ``x`` with
    ``x ^ m = t``. An irrational exponent has an exact power only of 0 and 1.

    >>> _bases(Fraction(2), Fraction(9)), _bases(Fraction(2, 3), Fraction(4))
    ((Fraction(3, 1), Fraction(-3, 1)), (Fraction(8, 1), Fraction(-8, 1)))
    """
    if isinstance(e, Algebraic):
        if not e.is_real:
            return ()
        out: list[Need] = []
        if t == 0 and e.sign() > 0:
            out.append(Fraction(0))
        if t == 1:
            out.append(Fraction(1))
        return tuple(out)
    if e == 0:
        return (NONZERO,) if t == 1 else ()
    if not V.is_real(t):
        return ()
    m, n = e.numerator, e.denominator
    if m < 0:
        if t == 0:
            return ()
        t, m = V.div(1, t), -m
    # The real x with x ^ m = t: one for odd m, ±|t|^(1/m) for even m and t > 0.
    if t == 0:
        xs: list[Value] = [Fraction(0)]
    elif V.sign(t) > 0:
        x = V.power(t, Fraction(1, m))
        xs = [x, V.sub(0, x)] if m % 2 == 0 else [x]
    elif m % 2 == 1:
        xs = [V.sub(0, V.power(V.sub(0, t), Fraction(1, m)))]
    else:
        return ()
    out = []
    for x in xs:
        b = V.power(x, n) if n > 1 else x
        if b not in out:
            out.append(b)
    return tuple(out)
