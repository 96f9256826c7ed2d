"""The cube search with Imaginary (XIII-D-11): i cubes, implied products, every complex root.

With Imaginary a ``−`` cube may also be laid sideways as ``|``, the numeral i (or −i
upside-down, never sideways), and "may be placed immediately before or after a numeral
without the x sign"; and "all roots of a^b, where a is a complex number and b is a
rational number, are available", the writer naming which. :class:`ImaginarySearch` is
the cube search (:class:`~.cubes.CubeSearch`) with both:

- **a ``−`` cube** is the binary ``−``, or i used one of three ways, each with either
  sign: alone (the leaf ``i``, ``iud``); beside one operand, the implied product
  ``(F)i`` = i·F; or between two, ``7i2`` = 7·i·2, ``(F)i3``, ``7i(G)``, one of them a
  numeral (the checker reads no ``(F)i(G)``); or before a numeral and a bracket side by
  side, ``i3(G)``, ``2i3(G)`` (the checker reads a bracket after any product with i in
  it). A chain ``7i2i3`` is these nested (``(7i2)i3``), so every product of numerals
  and i the checker reads has its value here. The implied × is no cube, so such a cube
  may be a leaf or an operation of one or two operands: a multiset can form an
  expression when its leaves can number one more than its binary operations for some
  use of its ``−`` cubes (:meth:`ImaginarySearch.info`).
- **``^`` and ``√``** have every value the checker accepts with a root note
  (:func:`powers`, :func:`roots`): ``a^(m/n)`` (lowest terms) is each v with
  vⁿ = a^m, the principal value times each n-th root of unity; a whole power has one
  value; exponents are real (``4^i`` is no value). The inverses the target-directed
  search needs are exact too: ``b^(m/n) = t`` needs bᵐ = tⁿ, so b is one of the m-th
  roots of tⁿ (:func:`bases`).

Values are computed by the functions the checker's notation uses
(:mod:`eqgames.arith.values`), so both agree. A power the exact arithmetic refuses for
its size while a writer's note might still name one of its roots is no value here but
leaves the search *incomplete* (:attr:`ImaginarySearch.incomplete`): its "no" is then no
proof. Complex algebraic arithmetic is dear, and is counted in work units as it is done.

>>> from eqgames.arith.notation import Notation
>>> from eqgames.arith.printer import to_text
>>> from eqgames.arith import values as V
>>> s = ImaginarySearch("72−", meanings=Meanings(Notation(imaginary=True)), complex_ok=True)
>>> found = s.find([V.mul(14, UNIT)])
>>> to_text(s.build(found.code, found.target))
'(i7(2))'
>>> [V.to_text(v) for v in powers(Fraction(16), Fraction(3, 4))]
['8', '8i', '−8', '−8i']
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator, Sequence
from dataclasses import replace
from fractions import Fraction
from functools import lru_cache

from eqgames.arith import algebraic as alg
from eqgames.arith import values as V
from eqgames.arith.algebraic import Algebraic
from eqgames.arith.ast import BinOp, Group, Node, Num, Root, Unary
from eqgames.arith.errors import ArithError, LimitExceeded
from eqgames.arith.limits import MAX_ALGEBRAIC_BITS, MAX_ROOT_INDEX
from eqgames.arith.notation import Notation
from eqgames.arith.printer import to_text
from eqgames.arith.root_note import MAX_NOTE_CHARS, note_value
from eqgames.arith.values import Value

from .cubes import _REFUSED, ALGEBRAIC_COST, ANY, NONZERO, ROOT, CubeSearch, Need, Way, _of_size
from .meanings import Meanings

__all__ = ["UNIT", "ImaginarySearch", "TooMany", "Unlisted", "bases", "note_for", "powers", "root_note", "roots", "tree_values"]

#: The face of the cube that is i when laid sideways (a − cube, XIII-D-11).
I_FACE = "−"
#: i, exactly.
UNIT: Value = V.root(2, -1, complex_ok=True)
#: The implied products of one i cube: ``(F)i`` and ``F i G``, with i or −i.
UNARY_I = ("imul", "imulud")
BINARY_I = ("ibin", "ibinud")
#: i before a numeral and a bracket (or root) side by side, ``i3(G)`` and ``2i3(G)``:
#: the checker reads a bracket after any product with i in it, and no cube joins 3 and G.
HEADED_UNARY = ("ihead", "iheadud")
HEADED_BINARY = ("ibinhead", "ibinheadud")
#: Values listed for one power or root before it is called too many to list.
_MOST_ROOTS = 64


@lru_cache(maxsize=128)
def _unity(n: int) -> tuple[Value, ...]:
    """The n-th roots of unity, i^(4j/n) for j = 0 … n − 1 (so a note can name each)."""
    return tuple(V.power(UNIT, Fraction(4 * j, n), complex_ok=True) for j in range(n))


class Unlisted(Exception):
    """The values of a power the exact arithmetic cannot list (too big, or of too high a
    degree), though a writer's note might name one that the checker accepts."""


def powers(base: Value, exponent: Value) -> list[Value]:
    """Every value of ``base ^ exponent`` a writer may name (XIII-D-11), the principal
    one first. Raises what the arithmetic raises where the checker refuses the power
    too (its note is checked as vⁿ = base^m, so a base^m too big is refused either
    way), and :class:`Unlisted` where it might accept a note this list cannot have.

    >>> [V.to_text(v) for v in powers(Fraction(-4), Fraction(1, 2))]
    ['2i', '−2i']
    >>> powers(Fraction(0), Fraction(-1, 2))
    []
    """
    e = V.as_fraction(exponent)
    if e is None or e.denominator == 1:
        return [V.power(base, exponent, complex_ok=True)]
    if base == 0:
        return [Fraction(0)] if e > 0 else []
    m, n = e.numerator, e.denominator
    if n > MAX_ROOT_INDEX:
        raise LimitExceeded("MAX_ROOT_INDEX", f"the roots of index {n} are not compared exactly")
    # With m and n coprime, the values of base^(m/n) are the n-th roots of base^m,
    # computed as the checker's note check computes it (root_note.fits).
    raised = V.power(base, m, complex_ok=True) if m >= 0 else V.div(1, V.power(base, -m))
    try:
        if alg.estimate_bits(raised) > MAX_ALGEBRAIC_BITS:
            raise LimitExceeded("MAX_ALGEBRAIC_BITS", "a root of so large a number is not listed")
        principal = V.power(base, e, complex_ok=True)
        return [principal] + [r for r in alg.nth_roots(raised, n) if r != principal]
    except ArithError as error:
        raise Unlisted(str(error)) from None


def roots(index: Value, radicand: Value) -> list[Value]:
    """Every value of ``index √ radicand`` a writer may name: those of radicand^(1/index)
    where the root is defined (no index 0, no 0 to a power ≤ 0)."""
    V.root(index, radicand, complex_ok=True)  # what is undefined stays undefined
    return powers(radicand, V.div(1, index))


def bases(exponent: Value, t: Value) -> list[Need] | None:
    """Every ``b`` one of whose values of ``b ^ exponent`` is ``t`` (a superset: hits are
    re-checked forwards); None when the inverse cannot be listed (search forwards).

    >>> [V.to_text(b) for b in bases(Fraction(2), Fraction(-4))]
    ['2i', '−2i']
    """
    e = V.as_fraction(exponent)
    if e is None:
        if isinstance(exponent, Algebraic) and exponent.is_real:
            out: list[Need] = [Fraction(0)] if t == 0 and exponent.sign() > 0 else []
            return out + ([Fraction(1)] if t == 1 else [])
        return []  # an exponent that is not real: 4^i is no value
    m, n = e.numerator, e.denominator
    if m == 0:
        return [NONZERO] if t == 1 else []  # 0^0 is undefined
    if t == 0:
        return [Fraction(0)] if m > 0 else []
    # b^(m/n) takes t exactly when b^m = t^n: b is an m-th root of t^n.
    s = V.power(t, n if m > 0 else -n, complex_ok=True)
    try:
        return list(powers(s, Fraction(1, abs(m))))
    except Unlisted:
        return None  # searched forwards: every value of the base is tried


def note_for(value: Value, base: Value, exponent: Value) -> str | None:
    """A root note (``root_note``) naming ``value``, one of the values of base^exponent,
    as a writer may type it; None when none fits the note's length.

    >>> note_for(V.mul(-8, UNIT), Fraction(16), Fraction(3, 4))
    '−8i'
    """
    texts = [V.to_text(value).replace(" ", "")]
    e = V.as_fraction(exponent)
    if e is not None and 1 < e.denominator <= 12:
        # The principal value turned by a root of unity: (−2)^(1/3)·i^(4/3).
        try:
            principal = V.power(base, e, complex_ok=True)
            shown = V.to_text(base).replace(" ", "")
            for j, w in enumerate(_unity(e.denominator)):
                if V.mul(principal, w) == value:
                    turn = f"·i^({4 * j}/{e.denominator})" if j else ""
                    texts.append(f"({shown})^({e.numerator}/{e.denominator}){turn}")
                    break
        except ArithError:
            pass
    for text in texts:
        if len(text) > MAX_NOTE_CHARS:
            continue
        try:
            if note_value(text) == value:
                return text
        except ArithError:
            continue
    return None


def _product(text: str) -> Node:
    """An implied product of i, written as the writer would (``7i2``, ``(F)i``) in
    brackets, so no default of the reading can take it apart (``√9i`` clashes)."""
    return Group("(", Num(text))


class ImaginarySearch(CubeSearch):
    """The cube search with Imaginary's i cubes and complex roots (see the module)."""

    def __init__(
        self,
        pool: Iterable[str],
        *,
        numeral_digits: int = 1,
        complex_ok: bool = True,
        budget: int | None = None,
        meanings: Meanings | None = None,
    ) -> None:
        super().__init__(
            pool, numeral_digits=numeral_digits, complex_ok=complex_ok, budget=budget, meanings=meanings
        )
        #: A value the arithmetic refused for its size may still be a writer's noted root.
        self.incomplete = False
        self._binary_faces = [
            (k, ops + BINARY_I + HEADED_BINARY if k == I_FACE else ops) for k, ops in self._binary_faces
        ]
        if I_FACE in self.kinds:
            self._unary_faces = [*self._unary_faces, (I_FACE, UNARY_I + HEADED_UNARY)]
        self._numeral_codes: dict[int, bool] = {}
        #: A numeral and an expression side by side (3(G) after an i): values, how.
        self._heads: dict[int, dict[Value, Way]] = {}
        self._head_memo: dict[tuple[int, Value], Way | None] = {}

    # -- shapes -------------------------------------------------------------------------

    def info(self, code: int) -> tuple[int, int, int, int, bool]:
        """As :meth:`CubeSearch.info`, a ``−`` cube being a leaf (i), an operation of one
        operand (the implied product) or of two (``−``, or ``7i2``)."""
        got = self._info.get(code)
        if got is None:
            size = digits = ops = roots = ies = 0
            for k, c, w in zip(self.kinds, self.counts, self.weights, strict=True):
                n = code // w % (c + 1)
                size += n
                if k == I_FACE:
                    ies += n
                elif k in self._leafy:
                    digits += n
                elif k in self._unary_only:
                    pass
                elif k in self._flex:
                    roots += n
                else:
                    ops += n
            # Leaves minus binary operations must be able to be one: the digits make
            # between ceil(digits / k) and digits numerals, each − cube adds one leaf,
            # nothing, or one or two binary operations (2i3(G): i, and 3 beside G).
            fewest = -(-digits // self.numeral_digits)
            valid = digits + ies >= 1 and fewest - ops - roots - 2 * ies <= 1 <= digits - ops + ies
            got = self._info[code] = (size, digits, ops, roots, valid)
        return got

    def candidates(self, required: int, allowed: int, min_cubes: int = 2) -> Iterator[int]:
        """Every multiset containing ``required`` within ``allowed`` that can form an
        expression, fewest cubes first (each multiset looked at costs a unit)."""
        free = allowed - required
        parts: list[tuple[int, int]] = []
        unary_parts: list[tuple[int, int]] = []
        for face, c, w in zip(self.kinds, self.counts, self.weights, strict=True):
            n = free // w % (c + 1)
            if n:
                (unary_parts if face in self._unary_only else parts).append((w, n))
        size = self.size(required) - sum(
            self.count(required, k) for k in self._unary_only
        )
        most = sum(n for _, n in parts)
        most_u = sum(n for _, n in unary_parts)
        for extra in range(max(0, min_cubes - size), most + 1):
            for x in _of_size(parts, extra):
                self._tick()
                cubes = required + x
                if not self.valid(cubes):
                    continue
                yield cubes
                for ux in range(1, most_u + 1):
                    for xu in _of_size(unary_parts, ux):
                        self._tick()
                        yield cubes + xu

    def _is_numeral(self, code: int) -> bool:
        """Whether ``code`` is digit cubes only, few enough to be one numeral."""
        got = self._numeral_codes.get(code)
        if got is None:
            size, digits = self.info(code)[:2]
            got = self._numeral_codes[code] = 1 <= size == digits <= self.numeral_digits
        return got

    def _times(self, a: Value, b: Value) -> Value | None:
        """a · b, as the checker computes an implied product (complex operands cost more)."""
        if a.__class__ is not Fraction or b.__class__ is not Fraction:
            self._tick(ALGEBRAIC_COST)
        try:
            return V.mul(a, b)
        except _REFUSED:
            return None

    def _headed(self, code: int) -> dict[Value, Way]:
        """Every value n·g of ``code`` as a numeral n (digit cubes) beside an expression g
        (after an i: ``2i3(4+5)``), with how."""
        got = self._heads.get(code)
        if got is not None:
            return got
        out: dict[Value, Way] = {}
        for n, r in self._splits(code, ordered=True):
            if not self._is_numeral(n):
                continue
            ns, rs = self.values(n), self.values(r)
            self._tick(len(ns) * len(rs))
            for a in ns:
                for b in rs:
                    v = self._times(a, b)
                    if v is not None and v not in out:
                        out[v] = ("head", n, a, r, b)
        self._heads[code] = out
        return out

    def _headed_towards(self, code: int, t: Value) -> Way | None:
        """How ``code`` makes ``t`` as a numeral beside an expression, or None."""
        listed = self._heads.get(code)
        if listed is not None:
            return listed.get(t)
        key = (code, t)
        if key in self._head_memo:
            return self._head_memo[key]
        way: Way | None = None
        for n, r in self._splits(code, ordered=True):
            if way is not None:
                break
            if not self._is_numeral(n):
                continue
            for a in self.values(n):
                self._tick()
                b = self._some(r, ANY) if a == 0 and t == 0 else None
                if b is None and a != 0:
                    try:
                        need = V.div(t, a)
                    except _REFUSED:
                        continue
                    b = need if self.reaches(r, need) else None
                if b is not None and self._times(a, b) == t:
                    way = ("head", n, a, r, b)
                    break
        self._head_memo[key] = way
        return way

    def _headed_splits(self, rest: int) -> Iterator[tuple[int, int]]:
        """(x, y): ``x`` an expression, ``y`` a numeral beside an expression."""
        for x in self.submultisets(rest):
            y = rest - x
            if x and self.size(y) >= 2 and self.valid(x) and self.count_digits(y):
                yield x, y

    def count_digits(self, code: int) -> int:
        return self.info(code)[1]

    # -- listing values -----------------------------------------------------------------

    def _numerals(self, code: int, out: dict[Value, Way]) -> None:
        super()._numerals(code, out)
        if code and code == self._weight.get(I_FACE):
            out.setdefault(UNIT, ("num", "i", ""))
            out.setdefault(V.sub(0, UNIT), ("num", "i", "ud"))

    def _unary(self, code: int, face: str, op: str, out: dict[Value, Way]) -> None:
        if op in HEADED_UNARY:
            i = _unit(op)
            for v in self._headed(code - self._weight[face]):
                r = self._times(v, i)
                if r is not None:
                    out.setdefault(r, ("un", op, code - self._weight[face], v))
            return
        if op not in UNARY_I and op != "sqrt":
            super()._unary(code, face, op, out)
            return
        child = code - self._weight[face]
        if not self.valid(child):
            return
        inner = self.values(child)
        self._tick(len(inner))
        for v in inner:
            for r in self._unary_values(op, v):
                out.setdefault(r, ("un", op, child, v))

    def _unary_values(self, op: str, v: Value) -> list[Value]:
        if op == "sqrt":
            return self._many(ROOT, Fraction(2), v)
        r = self._times(v, _unit(op))
        return [] if r is None else [r]

    def _binary(self, code: int, face: str, op: str, out: dict[Value, Way]) -> None:
        if op in HEADED_BINARY:
            i = _unit(op)
            for x, y in self._headed_splits(code - self._weight[face]):
                xs, heads = self.values(x), self._headed(y)
                self._tick(len(xs) * len(heads))
                for a in xs:
                    ai = self._times(a, i)
                    if ai is None:
                        continue
                    for v in heads:
                        r = self._times(ai, v)
                        if r is not None and r not in out:
                            out[r] = ("bin", op, x, a, y, v)
            return
        if op not in BINARY_I and op not in ("^", ROOT):
            super()._binary(code, face, op, out)
            return
        rest = code - self._weight[face]
        for x, y in self._splits(rest, ordered=True):
            if op in BINARY_I and not (self._is_numeral(x) or self._is_numeral(y)):
                continue
            xs, ys = self.values(x), self.values(y)
            self._tick(len(xs) * len(ys))
            for a in xs:
                for b in ys:
                    for r in self._many(op, a, b):
                        if r not in out:
                            out[r] = ("root", x, a, y, b) if op == ROOT else ("bin", op, x, a, y, b)

    def _many(self, op: str, a: Value, b: Value) -> list[Value]:
        """Every value of ``a op b`` (a power or root has several), as the checker takes them."""
        if op in BINARY_I:
            self._tick(ALGEBRAIC_COST)
            try:
                i = UNIT if op == "ibin" else V.sub(0, UNIT)
                return [V.mul(V.mul(a, i), b)]
            except _REFUSED:
                return []
        if op not in ("^", ROOT):
            r = self._apply(op, a, b)
            return [] if r is None else [r]
        # Every root costs a complex operation: n values of a^(m/n) cost n.
        self._tick(ALGEBRAIC_COST)
        try:
            got = roots(a, b) if op == ROOT else powers(a, b)
        except Unlisted:
            # Too big for the arithmetic, though a writer's note might name a value.
            self.incomplete = True
            return []
        except _REFUSED:
            return []
        self._tick(ALGEBRAIC_COST * (len(got) - 1))
        if len(got) > _MOST_ROOTS:
            self.incomplete = True
            return []
        return got

    def _lazy(self, code: int) -> Iterator[Value]:
        yield from self.values(code)

    # -- towards a target ---------------------------------------------------------------

    def _unary_towards(
        self, code: int, t: Value, face: str = ROOT, op: str = "sqrt"
    ) -> Way | None:
        if op in HEADED_UNARY:
            child = code - self._weight[face]
            need = self._times(t, V.sub(0, _unit(op)))  # 1/i is −i
            if need is None or self._headed_towards(child, need) is None:
                return None
            return ("un", op, child, need)
        if op not in UNARY_I and op != "sqrt":
            return super()._unary_towards(code, t, face, op)
        if not self.count(code, face):
            return None
        child = code - self._weight[face]
        if not self.valid(child):
            return None
        self._tick(ALGEBRAIC_COST)
        try:
            # √r = t needs r = t² (t is one of r's two roots); i·F = t needs F = −i·t.
            if op == "sqrt":
                need = V.mul(t, t)
            else:
                need = V.mul(t, V.sub(0, UNIT) if op == "imul" else UNIT)
        except _REFUSED:
            return None
        if not self.reaches(child, need):
            return None
        if t in self._unary_values(op, need):
            return ("un", op, child, need)
        return None

    def _binary_towards(self, code: int, face: str, op: str, t: Value) -> Way | None:
        if op in HEADED_BINARY:
            i = _unit(op)
            for x, y in self._headed_splits(code - self._weight[face]):
                xs = self.values(x)
                self._tick(len(xs))
                for a in xs:
                    ai = self._times(a, i)
                    if ai is None:
                        continue
                    if ai == 0:
                        heads = self._headed(y) if t == 0 else {}
                        if heads:
                            return ("bin", op, x, a, y, next(iter(heads)))
                        continue
                    try:
                        need = self._times(t, V.div(1, ai))
                    except _REFUSED:
                        continue
                    if need is not None and self._headed_towards(y, need) is not None:
                        return ("bin", op, x, a, y, need)
            return None
        if op not in BINARY_I:
            return super()._binary_towards(code, face, op, t)
        rest = code - self._weight[face]
        for x, y in self._splits(rest, ordered=True):
            # The listed part is a numeral (7i(G), (F)i3): one beside the i must be.
            if self._is_numeral(x):
                listed_left, listed, other = True, x, y
            elif self._is_numeral(y):
                listed_left, listed, other = False, y, x
            else:
                continue
            xs = self.values(listed)
            self._tick(len(xs))
            for a in xs:
                way = self._one_value(op, t, a, listed_left, x, y, other)
                if way is not None:
                    return way
        return None

    def _meaning_needs(
        self, op: str, t: Value, a: Value, a_left: bool
    ) -> Sequence[Need] | None:
        if op in BINARY_I:
            # a·(±i)·b = t: b = t / (±i·a).
            self._tick(ALGEBRAIC_COST)
            if a == 0:
                return [ANY] if t == 0 else []
            return [V.div(t, V.mul(a, UNIT if op == "ibin" else V.sub(0, UNIT)))]
        if op == "^" and not a_left:
            self._tick(ALGEBRAIC_COST)
            return bases(a, t)  # a is the exponent
        if op == ROOT and a_left:
            if a == 0 or V.as_fraction(a) is None:
                return []  # no root of index 0, none of an irrational or non-real index
            self._tick(ALGEBRAIC_COST)
            return bases(V.div(1, a), t)  # a is the index: index√r = r^(1/index)
        return super()._meaning_needs(op, t, a, a_left)

    def _hit(
        self, op: str, t: Value, a: Value, b: Value, a_left: bool, x: int, y: int
    ) -> Way | None:
        if op not in BINARY_I and op not in ("^", ROOT):
            return super()._hit(op, t, a, b, a_left, x, y)
        left, right = (a, b) if a_left else (b, a)
        if t not in self._many(op, left, right):
            return None
        return ("root", x, left, y, right) if op == ROOT else ("bin", op, x, left, y, right)

    # -- the tree -----------------------------------------------------------------------

    def build(self, code: int, target: Value) -> Node:
        """As :meth:`CubeSearch.build`, with i's products and each root's note."""
        way = self._way(code, target)
        kind, op = way[0], way[1]
        if op in HEADED_UNARY or op in HEADED_BINARY:
            *operands, y, v = way[2:]
            head = self._head_way(y, v)  # type: ignore[arg-type]
            n, a, r, b = head[1:]
            expression = self.build(r, b)  # type: ignore[arg-type]
            # The expression beside the numeral is in brackets (i7(2), not i72).
            shown = to_text(expression) if isinstance(expression, Group) else f"({to_text(expression)})"
            written = _head(self.build(n, a)) + shown  # type: ignore[arg-type]
            sign = "iud" if op.endswith("ud") else "i"
            if op in HEADED_UNARY:
                return _product(sign + written)
            x, xa = operands
            return _product(_flat(self.build(x, xa)) + sign + written)  # type: ignore[arg-type]
        if kind == "un" and op in (*UNARY_I, "sqrt"):
            child, v = way[2:]
            assert isinstance(child, int) and isinstance(op, str)
            inner = self.build(child, v)  # type: ignore[arg-type]
            if op == "sqrt":
                return Root(None, inner, note=self._note(target, None, v))  # type: ignore[arg-type]
            return _product(f"{_beside(inner)}{'iud' if op == 'imulud' else 'i'}")
        if kind == "root":
            x, i, y, r = way[1:]
            assert isinstance(x, int) and isinstance(y, int)
            note = self._note(target, i, r)  # type: ignore[arg-type]
            return Root(self.build(x, i), self.build(y, r), note=note)  # type: ignore[arg-type]
        if kind == "bin" and op in (*BINARY_I, "^"):
            x, a, y, b = way[2:]
            assert isinstance(x, int) and isinstance(y, int)
            left, right = self.build(x, a), self.build(y, b)  # type: ignore[arg-type]
            if op == "^":
                return BinOp("^", left, right, note=self._note(target, a, b, power=True))  # type: ignore[arg-type]
            sign = "iud" if op == "ibinud" else "i"
            return _product(f"{_beside(left)}{sign}{_beside(right)}")
        return super().build(code, target)

    def _head_way(self, code: int, v: Value) -> Way:
        listed = self._heads.get(code)
        way = listed.get(v) if listed is not None else self._head_memo.get((code, v))
        if way is None:
            way = self._headed_towards(code, v) or self._headed(code).get(v)
        assert way is not None, "build() needs a value the multiset reaches"
        return way

    def _note(self, value: Value, a: Value | None, b: Value, *, power: bool = False) -> str:
        return root_note(self.meanings.notation, value, a, b, power=power)


def _unit(op: str) -> Value:
    """i, or −i for the upside-down cube (an operation whose name ends in ``ud``)."""
    return V.sub(0, UNIT) if op.endswith("ud") else UNIT


def _flat(node: Node) -> str:
    """A chain of numerals and i written flat before another i (``2i3`` in ``2i3i4(5+6)``)."""
    if isinstance(node, Group) and isinstance(node.inner, Num) and "(" not in node.inner.digits:
        return node.inner.digits
    return _beside(node)


def _head(node: Node) -> str:
    """The numeral of ``i3(G)`` as written: bare, with its marks (``i5sw(G)``), since in
    brackets it would be a bracket beside a bracket, ``i(5sw)(G)``, which the checker
    reads as no product."""
    return to_text(node) if isinstance(node, Num) else _beside(node)


def _beside(node: Node) -> str:
    """An operand of an implied product as written beside i: a one-cube numeral as it
    is, anything else in brackets."""
    text = to_text(node)
    if isinstance(node, Num) and node.digits.isdigit() and not node.marks:
        return text
    if isinstance(node, Group):
        return text
    return f"({text})"


def root_note(notation: Notation, value: Value, a: Value | None, b: Value, *, power: bool) -> str:
    """The note a power ``a ^ b`` (``power``) or a root ``a √ b`` (``a`` None: √ b) needs
    to have ``value``: none when that is the checker's default, else one naming it."""
    try:
        default = (
            notation.binary("^", a, b, complex_ok=True)  # type: ignore[arg-type]
            if power
            else notation.root(a, b, complex_ok=True)
        )
    except ArithError:
        default = None
    if default == value:
        return ""
    base, exponent = (a, b) if power else (b, V.div(1, Fraction(2) if a is None else a))
    assert base is not None
    # A value no note of the checker's length can name is written as it prints; the
    # checker then refuses the witness and the answer is unknown, never wrong.
    return note_for(value, base, exponent) or V.to_text(value).replace(" ", "")


class TooMany(Exception):
    """An expression has more values than :func:`tree_values` lists."""


def tree_values(node: Node, notation: Notation, most: int = 4 * _MOST_ROOTS) -> dict[Value, Node]:
    """Every value of ``node`` with Imaginary's choice of roots, each with the tree noted
    to have it (``16 ^root(−2) (1 ÷ 4)``): what a writer may read a Goal as.

    Raises :class:`TooMany` past ``most`` values of a part, or when a power's values
    cannot be listed though a note might name one of them (:class:`Unlisted`: a list
    that is not all would make a "no" wrong).

    >>> from eqgames.arith.equations import parse
    >>> n = Notation(imaginary=True)
    >>> tree = parse("16^(1÷4)", notation=n).interpretations()[0]
    >>> [(V.to_text(v), to_text(t)) for v, t in tree_values(tree, n).items()][:2]
    [('2', '16 ^root(2) (1 ÷ 4)'), ('2i', '16 ^root(2i) (1 ÷ 4)')]
    """
    out: dict[Value, Node] = {}
    if isinstance(node, Num):
        try:
            return {notation.numeral(node.digits, node.marks): node}
        except _REFUSED:
            return {}
    if isinstance(node, Group):
        return {v: replace(node, inner=t) for v, t in tree_values(node.inner, notation, most).items()}
    if isinstance(node, Unary):
        for v, t in tree_values(node.operand, notation, most).items():
            try:
                out.setdefault(notation.unary(node.op, v), replace(node, operand=t))
            except _REFUSED:
                continue
        return out
    if isinstance(node, BinOp):
        lefts, rights = tree_values(node.left, notation, most), tree_values(node.right, notation, most)
        for a, ta in lefts.items():
            for b, tb in rights.items():
                for v in _values_of(node.op, a, b, notation):
                    if v not in out:
                        note = root_note(notation, v, a, b, power=True) if node.op == "^" else ""
                        out[v] = replace(node, left=ta, right=tb, note=note)
                if len(out) > most:
                    raise TooMany(f"more than {most} values")
        return out
    assert isinstance(node, Root)
    radicands = tree_values(node.radicand, notation, most)
    indices: dict[Value | None, Node | None] = {None: None}
    if node.index is not None:
        indices = {v: t for v, t in tree_values(node.index, notation, most).items()}
    for i, ti in indices.items():
        for r, tr in radicands.items():
            for v in _values_of(ROOT, Fraction(2) if i is None else i, r, notation):
                if v not in out:
                    note = root_note(notation, v, i, r, power=False)
                    out[v] = replace(node, index=ti, radicand=tr, note=note)
            if len(out) > most:
                raise TooMany(f"more than {most} values")
    return out


def _values_of(op: str, a: Value, b: Value, notation: Notation) -> list[Value]:
    try:
        if op == "^":
            return powers(a, b)
        if op == ROOT:
            return roots(a, b)
        return [notation.binary(op, a, b, complex_ok=True)]
    except Unlisted as error:
        raise TooMany(str(error)) from None
    except _REFUSED:
        return []
