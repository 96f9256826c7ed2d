"""A proof of "no" without the 0 cubes: the zero-free relaxation (Basic Equations).

A 0 cube enters every part of the cubes it may join, and a proof that no Solution
exists asks each of them; yet a 0 can do only a few things in an expression. This
module turns a question with 0 cubes into a few questions without them whose
answers, when all are "none", prove the first one's "none". A relaxed "yes" proves
nothing (it may use a cube twice over, or too few): the whole search follows.

**The theorem.** Let ``E`` be an expression of Basic Equations (one-digit numerals,
real values) over a multiset ``C`` of cubes with value ``t ≠ 0``, and ``z`` the number
of 0 cubes of ``C``. Then for some ``n₁`` and ``n₋`` with ``n₁ + n₋ ≤ z``, ``n₁`` at
most the ``^`` cubes and ``n₋`` at most the ``−`` cubes of ``C``, and some ``n₁`` digit
cubes ``D`` of ``C`` that are not 0, an expression with the same value ``t`` uses at
most these cubes, none of them a 0:

- the digit cubes of ``C`` but its 0s and those of ``D``, and ``n₁`` cubes ``1``;
- the operation cubes of ``C`` less ``n₁`` of its ``^`` and ``n₋`` of its ``−``;
- ``n₋`` unary minus signs ``~`` (``~x`` is ``0 − x``).

*Proof.* Rewrite ``E`` from its leaves up; each subexpression ``S`` becomes either
*a zero block* (when its value is 0 and it will be taken away whole: ``S`` holds a
0 cube) or an expression ``R`` over the cubes above with the value of ``S``, using
the cubes of ``S`` but its 0s, less one digit cube for each cube ``1`` it holds and
one ``^`` and one ``−`` for each ``1`` and each ``~``; each ``1`` and each ``~`` takes
from ``S`` a distinct 0 cube (inside a distinct block), the operation cube above
that block and, for a ``1``, a distinct digit cube that is not 0. A leaf 0 is a
block; another digit is itself. A unary ``√`` of a block is ``√0 = 0``: a block;
of an ``R``, the ``√`` of ``R``. A binary node with two rewritten operands ``R``
and ``R'`` keeps its operation. With a block ``B`` among its operands (value 0):

- ``B + R``, ``R + B`` and ``R − B`` equal ``R``: the node becomes ``R`` (its
  operation cube and ``B`` unused);
- ``B − R`` equals ``0 − R``: the node becomes ``~R``, a ``(0, −)`` pair;
- ``B × R``, ``R × B``, ``B × B'``, ``B + B'``, ``B − B'``, ``B ÷ R``, ``B ^ R`` and
  ``R √ B`` are 0 or undefined (``0 ÷ 0``, ``0`` to a power ≤ 0, III-C): a block;
- ``R ^ B`` equals 1 (``0 ^ 0`` is undefined, so ``R ≠ 0``): the node becomes a
  cube ``1``, taking the ``^``, a 0 of ``B`` and a digit cube of ``R`` (``R`` has a
  leaf: a digit cube that is not 0, or a cube ``1`` holding one);
- ``R ÷ B``, ``B ÷ B'``, ``B ^ B'``, ``B √ R`` and ``B √ B'`` are undefined (a
  division by 0, ``0 ^ 0``, a root of index 0), so no node of ``E`` is one.

Each case keeps the value, so by induction on the size of ``E`` its root becomes
a block or an ``R`` worth ``t``; not a block, since ``t ≠ 0``. Each ``1`` and ``~``
takes a distinct 0 cube, so ``n₁ + n₋ ≤ z``, and distinct ``^``, ``−`` and digit
cubes, which the ``R`` then does not use. ∎

So when no expression over those cubes makes a target, for every ``n₁``, ``n₋`` and
``D``, nothing over ``C`` does. A target 0 is never asked (its Solution may be a
block), nor a least number of cubes. Each ``(n₁, n₋)`` is its own question: one pool
with every operation cube and the ``1``s and ``~``s besides would let a ``^`` be
used twice, once as itself and once in the ``1`` it paid for (with the cubes below,
``3 ^ (6 − 1 − 1) − 1`` is ``80`` with three ``1``: one of them is that ``^``'s).

**Required cubes.** Call the rewriting *lossless* when every digit cube of ``E`` that
is not 0 is a leaf of ``R`` or one of ``D``. Then ``R`` holds every Required ``÷`` and
every Required digit but the 0s, 1s and those of ``D``; and, when ``n₁ = 0``, every
Required ``^``. For a digit that is by definition. A ``÷`` of ``E`` leaves ``R`` only
inside a block or inside the ``R`` a ``1`` was made from: ``R' ÷ R''`` and ``B ÷ R``
bring a digit (``R ÷ B`` and ``B ÷ B'`` are undefined), and a ``1`` made from more than
one leaf brings a digit besides its own of ``D``. A ``^`` leaves the same ways, or as
the ``^`` a ``1`` takes. So each pool is asked with what it must hold; and, for a
rewriting that is not lossless, the same pool less one digit it may have lost, holding
nothing: any digit when a ``÷`` or ``^`` must stay, else one of the Required digits
(a loss of others leaves them held, a question the first answers for).

**A Required 0.** When ``E`` must use a 0, the largest block holding it is the root
(then ``t = 0``), or becomes a ``1`` or a ``~`` (``n₁ + n₋ ≥ 1``), or is dropped
beside a ``+`` or a ``−`` cube the ``R`` does not use. So with ``n₁ = n₋ = 0`` the
``R`` uses at most the cubes above less a ``+`` or less a ``−`` (with neither among
them, no ``R`` at all). ∎

A question whose pool is within an earlier one's, holding what that one held, is
not asked again.

>>> from fractions import Fraction
>>> cubes = "0−3÷^61" + "0×01×××−++÷√√"
>>> relaxed = ZeroFree(cubes)
>>> [tuple(relaxed.search.faces(c) for c in q) for q in relaxed.questions("0−3÷^61", "0−3")][:4]
[('3', '136÷^'), ('', '16÷^'), ('3', '136÷^~'), ('', '16÷^~')]
>>> relaxed.none([Fraction(80)], cubes, "0−3"), relaxed.none([Fraction(-3)], "0−3")
(True, False)
"""

from __future__ import annotations

import itertools
from collections.abc import Iterator, Sequence

from eqgames.arith.values import Value

from .cubes import NEG, CubeSearch

__all__ = ["ZeroFree", "applies", "kept"]


def kept(required: str) -> str:
    """The signs among ``÷ ^`` that the relaxed questions of ``required`` hold: the
    ``kept`` of the :class:`ZeroFree` to ask them of."""
    return "".join(sign for sign in "÷^" if sign in required)


def applies(pool: str, targets: Sequence[Value]) -> bool:
    """Whether the relaxation can prove anything here: some 0 cube, no target 0."""
    return "0" in pool and all(t != 0 for t in targets)


class ZeroFree:
    """One search over the relaxed cubes of ``pool`` (a Basic Equations pool, one
    character per cube), shared by every question asked of its sub-multisets so that
    their memos are too. ``budget`` bounds its work as :class:`.CubeSearch`'s does.
    ``kept``: the signs among ``÷ ^`` that a question may require (:func:`kept`): the
    search passes over a lone 1 beside ``×``, ``√`` and the others."""

    def __init__(self, pool: str, budget: int | None = None, kept: str = "") -> None:
        zeros, powers, minus = pool.count("0"), pool.count("^"), pool.count("−")
        ones = min(zeros, powers)
        faces = pool.replace("0", "") + "1" * ones + NEG * min(zeros, minus)
        self.kept = kept
        lone_ones = "×√" + "".join(sign for sign in "÷^" if sign not in kept)
        self.search = CubeSearch(faces, budget=budget, any_subset=lone_ones)

    def questions(self, allowed: str, required: str = "") -> Iterator[tuple[int, int]]:
        """The relaxed questions for the cubes ``allowed`` with ``required`` among them,
        as ``(required, pool)`` codes, each answered by no question before it: for each
        ``(n₁, n₋, D)`` its pool with what it must hold, and the pools less a digit a
        block may have taken (then holding nothing)."""
        zeros, powers, minus = allowed.count("0"), allowed.count("^"), allowed.count("−")
        digits = sorted(f for f in allowed if f in "123456789")
        base = "".join(f for f in allowed if f not in "0123456789")
        # Required 1s are not asked for (the search passes over a lone 1 beside ×).
        need = sorted(f for f in required if f in "23456789")
        asked: list[tuple[int, int]] = []
        code = self.search.code
        for ones in range(min(zeros, powers, len(digits)) + 1):
            for held in sorted(set(itertools.combinations(digits, ones))):
                rest, left = _less(digits, held), _less(need, held)
                # ÷ leaves only with a digit; ^ also into a 1 (n₁ ≥ 1).
                signs = "÷" * required.count("÷") + ("" if ones else "^" * required.count("^"))
                # Which digit a block took: any, when a sign must stay; else one of Required's.
                taken = sorted(set(rest if signs else left))
                for negs in range(min(zeros - ones, minus) + 1):
                    ops = base.replace("^", "", ones).replace("−", "", negs)
                    every = [ops]
                    if "0" in required and not ones and not negs:
                        every = [ops.replace(sign, "", 1) for sign in "+−" if sign in ops]
                    for kind in every:
                        pool = "".join(rest) + "1" * ones + kind + NEG * negs
                        lossy = [(0, code(pool.replace(d, "", 1))) for d in taken]
                        for question in [(code("".join(left) + signs), code(pool)), *lossy]:
                            if not any(self._answers(earlier, question) for earlier in asked):
                                asked.append(question)
                                yield question

    def _answers(self, earlier: tuple[int, int], question: tuple[int, int]) -> bool:
        """Whether a "none" to ``earlier`` is one to ``question`` too: a pool within its
        pool, holding what it held."""
        within = self.search.within
        return within(question[1], earlier[1]) and within(earlier[0], question[0])

    def none(self, targets: Sequence[Value], allowed: str, required: str = "") -> bool:
        """True when no expression over a sub-multiset of ``allowed`` holding the cubes
        ``required`` makes one of ``targets`` (proved); False when a relaxed one does
        (nothing proved). Raises :class:`.BudgetExceeded` past the budget; asked again,
        it goes on where it stopped (its memos kept)."""
        if not applies(allowed, targets):
            return False
        if not set(kept(required)) <= set(self.kept):
            raise ValueError("a Required sign this search passes over beside a lone 1")
        search = self.search
        return all(search.find(targets, need, pool, 1) is None for need, pool in self.questions(allowed, required))


def _less(faces: Sequence[str], taken: Sequence[str]) -> list[str]:
    """``faces`` less one of each of ``taken`` that is among them (multisets)."""
    out = list(faces)
    for face in taken:
        if face in out:
            out.remove(face)
    return out
