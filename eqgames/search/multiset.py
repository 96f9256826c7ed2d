"""Reachable values of sub-multisets of numbers, searched towards a target.

The numbers are indexed ``0 .. n−1`` and a sub-multiset is a bit mask. For each
mask the search knows (or can find) the values of every expression that uses
each of its numbers exactly once. Two shapes of expression are searched:

- :class:`TreeSearch` — parentheses allowed: every binary tree. The value set
  of a mask is built from the splits of the mask into two parts. With
  parentheses, reading by precedence or left to right changes how a solution
  is *written*, never which values can be reached.
- :class:`ChainSearch` — no parentheses: ``a op b op c …`` read by precedence
  (× ÷ before + −, left to right within a level) or strictly left to right.

Deciding whether a target is reached does not list every value: the search
splits the mask, lists the values of the *smaller* part only, and asks for the
one value the larger part would need (``a × b = 24`` with ``a = 3`` needs
``b = 8``), recursively, stopping at the first success. Value sets are kept for
small masks, and for any mask asked about often enough to repay listing it.

Equal numbers (a multiset, as with dice) are handled by looking at one
representative mask per sub-multiset.

    >>> from eqgames.search.ops import parse_ops
    >>> s = TreeSearch([3, 8, 1, 9], parse_ops("+-*/"))
    >>> s.reaches(0b0011, 24), s.reaches(0b0011, 25)
    (True, False)
    >>> sorted(s.values(0b0011))
    [-5, Fraction(3, 8), Fraction(8, 3), 5, 11, 24]
"""

from __future__ import annotations

import itertools
import math
from abc import ABC, abstractmethod
from collections.abc import Callable, Iterator, Sequence
from dataclasses import dataclass
from fractions import Fraction
from functools import partial

from .expr import Expr, Leaf, Node
from .ops import ADD, ANY, DIV, MUL, SUB, Marker, Need, Operation, Value, norm

#: Masks up to this size always have their value set listed.
SMALL = 2
#: A larger mask has its value set listed once it has been asked about this many
#: targets: listing costs about as much as that many targeted searches. Masks of
#: more numbers than listed here are never listed (8 numbers make millions).
LIST_AFTER = {3: 2, 4: 24, 5: 96}


class _Unindexed(Exception):
    """A lookup across all subsets met a need it cannot index ("any value")."""


class BudgetExceeded(Exception):
    """The search did more work than its budget allowed (used by bots that search less)."""


@dataclass(frozen=True)
class _Facts:
    """What the numbers of one mask share, for ruling targets out before searching."""

    integral: bool
    positive: bool
    at_least_one: bool
    has_zero: bool
    gcd: int
    #: The sum of the numbers ≥ 2 (with only + and ×, numbers ≥ 1 never give less).
    big_total: Value
    #: |numerator × denominator| of every number multiplied: its primes are the
    #: only ones a product or quotient of these numbers can have.
    primes: int
    maximum: Value
    total: Value
    abs_total: Value
    product: Value

    @classmethod
    def of(cls, nums: list[Value]) -> _Facts:
        integral = all(type(v) is int for v in nums)
        if integral:
            ints: list[int] = nums  # type: ignore[assignment]
            return cls(
                integral=True,
                positive=min(ints) > 0,
                at_least_one=min(ints) >= 1,
                has_zero=0 in ints,
                gcd=math.gcd(*ints),
                big_total=sum(v for v in ints if v >= 2),
                primes=abs(math.prod(ints)),
                maximum=max(ints),
                total=sum(ints),
                abs_total=sum(map(abs, ints)),
                product=math.prod(ints),
            )
        fracs = [Fraction(v) for v in nums]
        return cls(
            integral=False,
            positive=all(v > 0 for v in fracs),
            at_least_one=all(v >= 1 for v in fracs),
            has_zero=any(v == 0 for v in fracs),
            gcd=0,
            big_total=sum(v for v in fracs if v >= 2),
            primes=abs(math.prod(v.numerator * v.denominator for v in fracs)),
            maximum=max(fracs),
            total=sum(fracs),
            abs_total=sum(abs(v) for v in fracs),
            product=math.prod(fracs),
        )


def _is_square(f: Fraction) -> bool:
    return f >= 0 and all(math.isqrt(x) ** 2 == x for x in (f.numerator, f.denominator))


def _primes_within(f: Fraction, primes: int) -> bool:
    """Whether every prime of ``f`` divides ``primes``."""
    rest = abs(f.numerator * f.denominator)
    while rest > 1:
        g = math.gcd(rest, primes)
        if g == 1:
            return False
        rest //= g
    return True


def possible(facts: _Facts, target: Value, ops: frozenset[Operation]) -> bool:
    """False when no expression over numbers with these ``facts`` can equal ``target``.

    Each rule is an invariant of the operations at hand, so it only ever rules out
    what is truly impossible (the property tests check the search with it against
    the plain enumeration):

    - without ÷, whole numbers give whole multiples of their gcd;
    - without −, positive numbers give positive values, and with only + and ×
      numbers ≥ 1 never give less than the largest of them, nor less than the sum
      of those ≥ 2 (``a × b ≥ a + b`` when both are ≥ 2, and ``1 × b = b``);
    - with only × and ÷, the value is ±∏xᵢ^(±1): its sign is the product's,
      value × product is a square (each exponent ±1 is odd), and its primes are
      the numbers' primes; a zero gives only zero;
    - with only + and −, whole numbers give ±x₁ ± x₂ …: the parity of their sum,
      at most their absolute sum.
    """
    if DIV not in ops and facts.integral:
        if type(target) is not int:
            return False
        if facts.gcd == 0:
            return target == 0
        if target % facts.gcd:
            return False
    if SUB not in ops and facts.positive:
        if target <= 0:
            return False
        if DIV not in ops and facts.at_least_one and target < max(facts.maximum, facts.big_total):
            return False
    if ADD not in ops and SUB not in ops:
        if facts.has_zero:
            return target == 0
        if target == 0 or (target > 0) != (facts.product > 0):
            return False
        if not _is_square(abs(Fraction(target) * facts.product)):
            return False
        if not _primes_within(Fraction(target), facts.primes):
            return False
    sums_only = MUL not in ops and DIV not in ops and facts.integral
    return not sums_only or (
        type(target) is int and (target - facts.total) % 2 == 0 and abs(target) <= facts.abs_total
    )


def _bounded_combinations(
    items: list[int], k: int, weight: list[Value], cap: Value
) -> Iterator[tuple[int, ...]]:
    """``itertools.combinations(items, k)`` keeping only those whose weights sum to ≤ cap."""
    if k == 0:
        yield ()
        return
    for j, i in enumerate(items):
        w = weight[i]
        if w <= cap:
            for rest in _bounded_combinations(items[j + 1 :], k - 1, weight, cap - w):
                yield (i, *rest)


def popcount(mask: int) -> int:
    return mask.bit_count()


class _Base(ABC):
    """What both searches share: the numbers, multiset bookkeeping, subsets, the budget."""

    def __init__(
        self, numbers: Sequence[Value], ops: Sequence[Operation], budget: int | None = None
    ) -> None:
        self.leaves: list[Value] = [norm(v) for v in numbers]
        self.n = len(self.leaves)
        self.ops = tuple(ops)
        self.budget = budget
        self.work = 0
        self._vals: dict[int, set[Value]] = {}
        self._memo: dict[tuple[int, Value], bool] = {}
        self._asked: dict[int, int] = {}
        self._facts: dict[int, _Facts] = {}
        self._opset = frozenset(self.ops)
        # Equal numbers: each index's class is the first index with that value.
        first: dict[Value, int] = {}
        self._class = [first.setdefault(v, i) for i, v in enumerate(self.leaves)]
        self.distinct = len(first) == self.n
        self._members: dict[int, list[int]] = {}
        for i, c in enumerate(self._class):
            self._members.setdefault(c, []).append(i)

    # -- masks ------------------------------------------------------------------

    def canon(self, mask: int) -> int:
        """The representative mask of the same sub-multiset (the first equal numbers)."""
        if self.distinct:
            return mask
        out = 0
        for members in self._members.values():
            count = sum(1 for i in members if mask >> i & 1)
            for i in members[:count]:
                out |= 1 << i
        return out

    def subsets(
        self,
        lo: int,
        hi: int,
        required: int = 0,
        allowed: int | None = None,
        target: Value | None = None,
    ) -> Iterator[int]:
        """The masks of sizes ``lo..hi`` that contain ``required`` and lie within
        ``allowed`` (default: all), smallest first, one per sub-multiset.

        Given the ``target``, masks that cannot reach it by a bound that only
        grows with the mask are never produced (so a search over many numbers
        need not look at every subset): with only + and ×, numbers ≥ 1 never
        give less than the sum of those ≥ 2 (``a × b ≥ a + b`` when both are ≥ 2,
        and ``1 × b = b``).
        """
        if allowed is None:
            allowed = (1 << self.n) - 1
        free = [i for i in range(self.n) if allowed >> i & 1 and not required >> i & 1]
        weight = self._monotone_weights(target)
        cap: Value | None = None
        if weight is not None and target is not None:
            cap = target - sum(weight[i] for i in self.indices(required))
            free = [i for i in free if weight[i] <= cap]
        need = popcount(required)
        seen: set[int] = set()
        for size in range(max(lo, need, 1), min(hi, self.n) + 1):
            combos = (
                itertools.combinations(free, size - need)
                if weight is None or cap is None
                else _bounded_combinations(free, size - need, weight, cap)
            )
            for combo in combos:
                self._tick()
                mask = required
                for i in combo:
                    mask |= 1 << i
                if not self.distinct:
                    key = self.canon(mask)
                    if key in seen:
                        continue
                    seen.add(key)
                yield mask

    def _monotone_weights(self, target: Value | None) -> list[Value] | None:
        if target is None or type(target) is not int or not self._opset <= {ADD, MUL}:
            return None
        if not all(type(v) is int and v >= 1 for v in self.leaves):
            return None
        return [v if v >= 2 else 0 for v in self.leaves]

    def indices(self, mask: int) -> list[int]:
        return [i for i in range(self.n) if mask >> i & 1]

    def facts(self, mask: int) -> _Facts:
        key = self.canon(mask)
        f = self._facts.get(key)
        if f is None:
            f = self._facts[key] = _Facts.of([self.leaves[i] for i in self.indices(mask)])
        return f

    def _tick(self, amount: int = 1) -> None:
        self.work += amount
        if self.budget is not None and self.work > self.budget:
            raise BudgetExceeded(f"search budget of {self.budget} steps used up")

    # -- what every search offers ---------------------------------------------------

    @abstractmethod
    def values(self, mask: int) -> set[Value]:
        """Every value of an expression using each number of ``mask`` once."""

    @abstractmethod
    def reaches(self, mask: int, target: Value) -> bool:
        """Whether some expression using each number of ``mask`` once equals ``target``."""

    @abstractmethod
    def build(self, mask: int, target: Value) -> Expr:
        """One expression over ``mask`` equal to ``target`` (which must be reached)."""

    @abstractmethod
    def expressions(self, mask: int, target: Value) -> Iterator[Expr]:
        """Every expression over ``mask`` equal to ``target``, each tree once."""

    def find(
        self, target: Value, lo: int, hi: int, required: int = 0, allowed: int | None = None
    ) -> int | None:
        """The first mask (fewest numbers first) of size ``lo..hi`` containing
        ``required`` and within ``allowed`` that reaches ``target``; None proves none does."""
        for mask in self.subsets(lo, hi, required, allowed, target):
            if self.reaches(mask, target):
                return mask
        return None

    def _check(self, mask: int, need: Need) -> bool:
        if need is None:
            return False
        if isinstance(need, Marker):
            return self._some(mask, need) is not None
        assert not isinstance(need, Marker)
        return self.reaches(mask, need)

    def _some(
        self,
        mask: int,
        need: Need,
        ops: Sequence[Operation] | None = None,
        listing: Callable[[int], set[Value]] | None = None,
    ) -> Value | None:
        """A value of ``mask`` that meets ``need`` (ANY or NONZERO), if any.

        Listing every value of a large mask is costly, and nearly always a plain
        chain ``x op y op z …`` of one operation already gives a value: try those
        first (zeros first, since ``0 ÷ y`` is defined and ``y ÷ 0`` is not).
        """
        nums = sorted((self.leaves[i] for i in self.indices(mask)), key=lambda v: v != 0)
        for op in ops or self.ops:
            acc: Value | None = nums[0]
            for v in nums[1:]:
                assert acc is not None
                acc = op.apply(acc, v)
                if acc is None:
                    break
            if acc is not None and (need is ANY or acc != 0):
                return acc
        for v in (listing or self.values)(mask):
            if need is ANY or v != 0:
                return v
        return None

    def _build_need(self, mask: int, need: Need) -> Expr:
        if isinstance(need, Marker):
            value = self._some(mask, need)
            assert value is not None
            return self.build(mask, value)
        assert need is not None and not isinstance(need, Marker)
        return self.build(mask, need)

    def _expressions_need(self, mask: int, need: Need) -> Iterator[Expr]:
        if isinstance(need, Marker):
            for v in sorted(self.values(mask)):
                if need is ANY or v != 0:
                    yield from self.expressions(mask, v)
        else:
            assert need is not None and not isinstance(need, Marker)
            yield from self.expressions(mask, need)

    def _leaf(self, mask: int) -> Value:
        return self.leaves[mask.bit_length() - 1]


class TreeSearch(_Base):
    """Every binary tree over each sub-multiset (parentheses allowed)."""

    def __init__(
        self, numbers: Sequence[Value], ops: Sequence[Operation], budget: int | None = None
    ) -> None:
        super().__init__(numbers, ops, budget)
        self._splits: dict[int, list[int]] = {}
        self._inverses = [(op, op.right, None if op.commutative else op.left) for op in self.ops]
        # allowed mask -> (value -> pairs with that value, every pair)
        self._pair_index: dict[int, tuple[dict[Value, list[int]], list[int]]] = {}

    def splits(self, mask: int) -> list[int]:
        """The parts ``A`` to list when splitting ``mask`` into ``A`` and ``mask − A``:
        the smaller part of each unordered split (the one holding the lowest number
        when both are equal), smallest first."""
        cached = self._splits.get(mask)
        if cached is not None:
            return cached
        k = popcount(mask)
        low = mask & -mask
        rest = mask ^ low
        out: list[int] = []
        sub = rest
        while True:
            a = low | sub
            if a != mask:
                size = popcount(a)
                if size * 2 < k or (size * 2 == k and a & low):
                    out.append(a)
                elif size * 2 > k:
                    out.append(mask ^ a)
            if sub == 0:
                break
            sub = (sub - 1) & rest
        out = sorted(set(out), key=lambda m: (popcount(m), m))
        if not self.distinct:
            # Parts that are the same sub-multiset give the same values: keep one.
            seen: set[int] = set()
            unique = []
            for a in out:
                key = self.canon(a)
                if key not in seen:
                    seen.add(key)
                    unique.append(a)
            out = unique
        self._splits[mask] = out
        return out

    def find(
        self, target: Value, lo: int, hi: int, required: int = 0, allowed: int | None = None
    ) -> int | None:
        # Two, three and four numbers are looked up across all subsets at once, from
        # an index of the pairs' values: a tree of three numbers is a number and a
        # pair; one of four is a number and three, or a pair and a pair.
        if allowed is None:
            allowed = (1 << self.n) - 1
        slow_from = 5
        for size, way in ((2, self._find_pair), (3, self._find_triple), (4, self._find_quad)):
            if lo <= size <= hi and popcount(required) <= size:
                try:
                    found = way(target, required, allowed)
                except _Unindexed:
                    slow_from = min(slow_from, size)
                    continue
                if found is not None:
                    return found
        rest = [(a, b) for a, b in ((lo, min(hi, 1)), (max(lo, slow_from), hi)) if a <= b]
        for a, b in rest:
            found = super().find(target, a, b, required, allowed)
            if found is not None:
                return found
        return None

    def _needs(self, target: Value, a: Value) -> Iterator[Need]:
        """What the other operand must be, for each operation and side of ``a``."""
        for _, right, left in self._inverses:
            yield right(target, a)
            if left is not None:
                yield left(target, a)

    def _find_pair(self, target: Value, required: int, allowed: int) -> int | None:
        members = [i for i in range(self.n) if allowed >> i & 1]
        by_value: dict[Value, list[int]] = {}
        for i in members:
            by_value.setdefault(self.leaves[i], []).append(i)
        for i in members:
            self._tick(len(self._inverses))
            for need in self._needs(target, self.leaves[i]):
                if need is None:
                    continue
                if isinstance(need, Marker):
                    others = [j for j in members if need is ANY or self.leaves[j] != 0]
                else:
                    others = by_value.get(need, [])
                for j in others:
                    mask = 1 << i | 1 << j
                    if j != i and mask & required == required:
                        return mask
        return None

    def _pairs(self, allowed: int) -> tuple[dict[Value, list[int]], list[int]]:
        """Value -> the pairs within ``allowed`` that make it; and every such pair."""
        index = self._pair_index.get(allowed)
        if index is None:
            members = [i for i in range(self.n) if allowed >> i & 1]
            pairs: dict[Value, list[int]] = {}
            all_pairs = []
            for j, k in itertools.combinations(members, 2):
                pair = 1 << j | 1 << k
                all_pairs.append(pair)
                for v in self.values(pair):
                    pairs.setdefault(v, []).append(pair)
            index = self._pair_index[allowed] = (pairs, all_pairs)
        return index

    def _find_triple(
        self, target: Value, required: int, allowed: int, avoid: int = 0
    ) -> int | None:
        """Three numbers within ``allowed``, none in ``avoid``, reaching ``target``."""
        pairs, all_pairs = self._pairs(allowed)
        for i in range(self.n):
            bit = 1 << i
            if not allowed & bit or avoid & bit:
                continue
            self._tick(len(self._inverses))
            for need in self._needs(target, self.leaves[i]):
                if need is None:
                    continue
                if isinstance(need, Marker):
                    found = [p for p in all_pairs if self._some(p, need) is not None]
                else:
                    found = pairs.get(need, [])
                for pair in found:
                    mask = pair | bit
                    if not pair & (bit | avoid) and mask & required == required:
                        return mask
        return None

    def _find_quad(self, target: Value, required: int, allowed: int) -> int | None:
        # A number and three: the three are found like any three, avoiding the one.
        for i in range(self.n):
            bit = 1 << i
            if not allowed & bit:
                continue
            for need in self._needs(target, self.leaves[i]):
                if need is None:
                    continue
                if isinstance(need, Marker):
                    raise _Unindexed  # "any value" of three numbers: search them one by one
                found = self._find_triple(need, required & ~bit, allowed, avoid=bit)
                if found is not None:
                    return found | bit
        # A pair and a pair.
        pairs, all_pairs = self._pairs(allowed)
        for first in all_pairs:
            for a in self.values(first):
                self._tick(len(self._inverses))
                for need in self._needs(target, a):
                    if need is None:
                        continue
                    if isinstance(need, Marker):
                        raise _Unindexed
                    for second in pairs.get(need, []):
                        mask = first | second
                        if not first & second and mask & required == required:
                            return mask
        return None

    def values(self, mask: int) -> set[Value]:
        key = self.canon(mask)
        cached = self._vals.get(key)
        if cached is not None:
            return cached
        if popcount(mask) == 1:
            out = {self._leaf(mask)}
        else:
            out = set()
            for a in self.splits(mask):
                self._combine(self.values(a), self.values(mask ^ a), out)
        self._vals[key] = out
        return out

    def _combine(self, xs: set[Value], ys: set[Value], out: set[Value]) -> None:
        self._tick(len(xs) * len(ys))
        add = out.add
        for op in self.ops:
            apply = op.apply
            for x in xs:
                for y in ys:
                    r = apply(x, y)
                    if r is not None:
                        add(r)
                    if not op.commutative:
                        r = apply(y, x)
                        if r is not None:
                            add(r)

    def reaches(self, mask: int, target: Value) -> bool:
        key = mask if self.distinct else self.canon(mask)
        vals = self._vals.get(key)
        if vals is not None:
            return target in vals
        k = mask.bit_count()
        if k == 1:
            return self._leaf(mask) == target
        if k <= SMALL:
            return target in self.values(mask)
        if not possible(self.facts(key), target, self._opset):
            return False
        memo = self._memo.get((key, target))
        if memo is not None:
            return memo
        asked = self._asked.get(key, 0) + 1
        self._asked[key] = asked
        if asked > LIST_AFTER.get(k, asked):
            return target in self.values(mask)
        found = self._split_towards(mask, target) is not None
        self._memo[(key, target)] = found
        return found

    def _split_towards(self, mask: int, target: Value) -> tuple[int, Value, Operation, bool, Need] | None:
        """A way to reach ``target`` at the root: part ``A``, its value ``a``, the
        operation, whether ``a`` is the left operand, and what the rest must give."""
        check = self._check
        for a_mask in self.splits(mask):
            rest = mask ^ a_mask
            xs = self.values(a_mask)
            self._tick(len(xs))
            # When the rest's values are at hand, look needs up directly (the common case).
            known = self._vals.get(rest if self.distinct else self.canon(rest))
            if known is None and rest.bit_count() <= SMALL:
                known = self.values(rest)
            has = known.__contains__ if known is not None else partial(self.reaches, rest)
            for a in xs:
                for op, right, left in self._inverses:
                    need = right(target, a)  # a op b = target
                    if need is not None and (
                        check(rest, need) if isinstance(need, Marker) else has(need)
                    ):
                        return a_mask, a, op, True, need
                    if left is not None:
                        need = left(target, a)  # b op a = target
                        if need is not None and (
                            check(rest, need) if isinstance(need, Marker) else has(need)
                        ):
                            return a_mask, a, op, False, need
        return None

    def build(self, mask: int, target: Value) -> Expr:
        if popcount(mask) == 1:
            assert self._leaf(mask) == target
            i = mask.bit_length() - 1
            return Leaf(i, self.leaves[i])
        way = self._split_towards(mask, target)
        assert way is not None, "build() needs a reachable target"
        a_mask, a, op, a_left, need = way
        part = self.build(a_mask, a)
        rest = self._build_need(mask ^ a_mask, need)
        return Node(op, part, rest) if a_left else Node(op, rest, part)

    def expressions(self, mask: int, target: Value) -> Iterator[Expr]:
        if popcount(mask) == 1:
            if self._leaf(mask) == target:
                i = mask.bit_length() - 1
                yield Leaf(i, self.leaves[i])
            return
        if not self.reaches(mask, target):
            return
        for a_mask in self.splits(mask):
            rest = mask ^ a_mask
            for a in sorted(self.values(a_mask)):
                for op in self.ops:
                    sides = [True] if op.commutative else [True, False]
                    for a_left in sides:
                        need = op.right(target, a) if a_left else op.left(target, a)
                        if not self._check(rest, need):
                            continue
                        for part in self.expressions(a_mask, a):
                            for other in self._expressions_need(rest, need):
                                yield Node(op, part, other) if a_left else Node(op, other, part)


class ChainSearch(_Base):
    """Expressions without parentheses: ``a op b op c …``.

    ``order="precedence"``: a chain of terms joined by + −, each term a chain of
    numbers joined by × ÷, each chain read left to right. ``order="l2r"``: one
    chain read left to right.
    """

    def __init__(
        self,
        numbers: Sequence[Value],
        ops: Sequence[Operation],
        order: str = "precedence",
        budget: int | None = None,
    ) -> None:
        super().__init__(numbers, ops, budget)
        if order not in ("precedence", "l2r"):
            raise ValueError(f"order is 'precedence' or 'l2r', not {order!r}")
        self.order = order
        if order == "l2r":
            self.levels: list[tuple[Operation, ...]] = [self.ops]
        else:
            by_level = sorted({op.level for op in self.ops})
            self.levels = [tuple(op for op in self.ops if op.level == lv) for lv in by_level]
        self._lvals: dict[tuple[int, int], set[Value]] = {}
        # The operations a chain of each level may use: its own and those of its items.
        self._level_ops = [frozenset(itertools.chain(*self.levels[i:])) for i in range(len(self.levels))]
        self._lmemo: dict[tuple[int, int, Value], bool] = {}

    # Level ``i`` chains items of level ``i + 1``; past the last level an item is one number.

    def _proper(self, mask: int) -> Iterator[int]:
        """Every non-empty proper part of ``mask`` (one per sub-multiset)."""
        seen: set[int] = set()
        sub = (mask - 1) & mask
        while sub:
            key = self.canon(sub)
            if self.distinct or key not in seen:
                seen.add(key)
                yield sub
            sub = (sub - 1) & mask

    def level_values(self, level: int, mask: int) -> set[Value]:
        if level == len(self.levels):
            return {self._leaf(mask)} if popcount(mask) == 1 else set()
        key = (level, self.canon(mask))
        cached = self._lvals.get(key)
        if cached is not None:
            return cached
        out = set(self.level_values(level + 1, mask))
        for last in self._proper(mask):
            items = self.level_values(level + 1, last)
            if not items:
                continue
            heads = self.level_values(level, mask ^ last)
            self._tick(len(items) * len(heads))
            for op in self.levels[level]:
                for h in heads:
                    for x in items:
                        r = op.apply(h, x)
                        if r is not None:
                            out.add(r)
        self._lvals[key] = out
        return out

    def values(self, mask: int) -> set[Value]:
        return self.level_values(0, mask)

    def reaches(self, mask: int, target: Value) -> bool:
        return self._reaches(0, mask, target)

    def _reaches(self, level: int, mask: int, target: Value) -> bool:
        if level == len(self.levels):
            return popcount(mask) == 1 and self._leaf(mask) == target
        key = (level, self.canon(mask))
        cached = self._lvals.get(key)
        if cached is not None:
            return target in cached
        if popcount(mask) > 1 and not possible(self.facts(mask), target, self._level_ops[level]):
            return False
        if popcount(mask) <= SMALL:
            return target in self.level_values(level, mask)
        memo = self._lmemo.get((level, key[1], target))
        if memo is not None:
            return memo
        found = self._towards(level, mask, target) is not None
        self._lmemo[(level, key[1], target)] = found
        return found

    def _towards(self, level: int, mask: int, target: Value) -> tuple[int, Value, Operation | None, Need] | None:
        """The last item (its mask and value), the operation before it and what the
        head of the chain must give; operation None: the chain is one item."""
        if self._reaches(level + 1, mask, target):
            return mask, target, None, None
        for last in self._proper(mask):
            items = self.level_values(level + 1, last)
            self._tick(len(items))
            for x in items:
                for op in self.levels[level]:
                    need = op.left(target, x)  # head op x = target
                    if self._check_level(level, mask ^ last, need):
                        return last, x, op, need
        return None

    def _check_level(self, level: int, mask: int, need: Need) -> bool:
        if need is None:
            return False
        if isinstance(need, Marker):
            return self._some_level(level, mask, need) is not None
        assert not isinstance(need, Marker)
        return self._reaches(level, mask, need)

    def _some_level(self, level: int, mask: int, need: Need) -> Value | None:
        # A chain of numbers with one operation of this level is a chain of this level.
        return self._some(
            mask, need, self.levels[level], lambda m: self.level_values(level, m)
        )

    def build(self, mask: int, target: Value) -> Expr:
        return self._build(0, mask, target)

    def _build(self, level: int, mask: int, target: Value) -> Expr:
        if level == len(self.levels):
            i = mask.bit_length() - 1
            return Leaf(i, self.leaves[i])
        way = self._towards(level, mask, target)
        assert way is not None, "build() needs a reachable target"
        last, x, op, need = way
        if op is None:
            return self._build(level + 1, mask, target)
        head_target = need
        if isinstance(need, Marker):
            head_target = self._some_level(level, mask ^ last, need)
        assert head_target is not None and not isinstance(head_target, Marker)
        return Node(op, self._build(level, mask ^ last, head_target), self._build(level + 1, last, x))

    def expressions(self, mask: int, target: Value) -> Iterator[Expr]:
        yield from self._expressions(0, mask, target)

    def _expressions(self, level: int, mask: int, target: Value) -> Iterator[Expr]:
        if level == len(self.levels):
            if popcount(mask) == 1 and self._leaf(mask) == target:
                i = mask.bit_length() - 1
                yield Leaf(i, self.leaves[i])
            return
        if not self._reaches(level, mask, target):
            return
        yield from self._expressions(level + 1, mask, target)
        for last in self._proper(mask):
            for x in sorted(self.level_values(level + 1, last)):
                for op in self.levels[level]:
                    need = op.left(target, x)
                    if not self._check_level(level, mask ^ last, need):
                        continue
                    heads: list[Value]
                    if isinstance(need, Marker):
                        heads = sorted(
                            v for v in self.level_values(level, mask ^ last) if need is ANY or v != 0
                        )
                    else:
                        assert need is not None and not isinstance(need, Marker)
                        heads = [need]
                    for h in heads:
                        for head in self._expressions(level, mask ^ last, h):
                            for item in self._expressions(level + 1, last, x):
                                yield Node(op, head, item)
