"""Every distinct legal play of a position, found by solving rather than trying.

Two plays are **the same** when they leave the same visible formula (each
column's digit, and whether its top card is a joker) and take the same faces
from the hand: nothing else about them can matter later (which of two equal
cards was used, or which covered card lies under which, changes nothing). The
generator lists one play for each such outcome, always using the lowest card
ids of a face.

How: a play puts ``m_A + m_B + m_C ≤ max_cards`` hand cards into the three
numbers. For each split, the number receiving most cards is *solved*: the
generator enumerates what the other two numbers can become (few options, as
they receive few cards), computes the value the third must take for each
symbol (``c = a + b``, ``a = c ÷ b``, …) and asks which ways of laying cards
spell that value. Only the degenerate ``x × 0 = 0`` and ``0 ÷ x = 0`` leave
the solved number free, and then its options are enumerated.

``tests/formula_brute.py`` lists plays the obvious way (every hand subset on
every slot) and the tests check both agree.

    >>> from .position import Position
    >>> pos = Position((((2, False),), ((4, False),), ((6, False),)), "+", (45,), 3, ("+", "-", "*", "/"))
    >>> [play_text(pos, p) for p in legal_plays(pos)]   # 2 + 4 = 6, holding one 8
    ['2 × 4 = 8']
"""

from __future__ import annotations

from collections.abc import Iterator
from functools import cache
from itertools import combinations
from typing import NamedTuple

from .actions import Play, Slot
from .cards import JOKER_CODE, code
from .equation import PRETTY
from .position import Number, Position
from .table import Column

ANY = -1  # the solved number may be anything
ANY_NONZERO = -2  # anything but 0 (a divisor)

Spec = int | tuple[int, int]  # kept column index, or (face code, digit) of a hand card
Key = tuple[str, tuple[Column, ...], tuple[Column, ...], tuple[Column, ...], tuple[int, ...]]


class NumOut(NamedTuple):
    """One thing a number can become: its columns, the faces it uses, how to lay them."""

    seq: tuple[Column, ...]
    used: tuple[int, ...]
    specs: tuple[Spec, ...]
    kept: int


@cache
def templates(n: int, m: int) -> tuple[tuple[int, ...], ...]:
    """The shapes of a number of ``n`` columns after laying ``m`` new cards.

    A shape lists the kept columns (their index) and new cards (``-1``) left to right;
    columns between two kept ones that are not kept need a new card in that gap.

        >>> templates(1, 1)
        ((-1,), (0, -1), (-1, 0))
        >>> len(templates(2, 1)), len(templates(2, 2)), len(templates(2, 3))
        (6, 11, 17)
    """
    out: list[tuple[int, ...]] = []
    for q in range(n + 1):
        for kept in combinations(range(n), q):
            bounds = (-1, *kept, n)
            needs = [bounds[g + 1] - bounds[g] > 1 for g in range(q + 1)]
            for dist in _compositions(m, q + 1):
                if any(need and d == 0 for need, d in zip(needs, dist, strict=True)):
                    continue
                shape: list[int] = []
                for g in range(q + 1):
                    shape.extend([-1] * dist[g])
                    if g < q:
                        shape.append(kept[g])
                if shape:
                    out.append(tuple(shape))
    return tuple(out)


def _compositions(total: int, parts: int) -> Iterator[tuple[int, ...]]:
    if parts == 1:
        yield (total,)
        return
    for first in range(total + 1):
        for rest in _compositions(total - first, parts - 1):
            yield (first, *rest)


def _assignments(m: int, counts: list[int]) -> list[tuple[tuple[int, int], ...]]:
    """Every ordered choice of ``m`` faces from the hand, a joker with each digit."""
    options = [(d, d) for d in range(10) if counts[d]]
    if counts[JOKER_CODE]:
        options += [(JOKER_CODE, d) for d in range(10)]
    left = counts[:]
    out: list[tuple[tuple[int, int], ...]] = []
    prefix: list[tuple[int, int]] = []

    def rec() -> None:
        if len(prefix) == m:
            out.append(tuple(prefix))
            return
        for opt in options:
            if left[opt[0]]:
                left[opt[0]] -= 1
                prefix.append(opt)
                rec()
                prefix.pop()
                left[opt[0]] += 1

    rec()
    return out


def _value(seq: tuple[Column, ...]) -> int:
    v = 0
    for d, _ in seq:
        v = v * 10 + d
    return v


def number_outcomes(old: Number, m: int, counts: list[int]) -> dict[int, list[NumOut]]:
    """Everything ``old`` can become with exactly ``m`` hand cards, by value."""
    by_value: dict[int, list[NumOut]] = {}
    seen: set[tuple[tuple[Column, ...], tuple[int, ...]]] = set()
    assigns = _assignments(m, counts) if m else [()]
    for shape in templates(len(old), m):
        for faces in assigns:
            seq: list[Column] = []
            specs: list[Spec] = []
            it = iter(faces)
            for x in shape:
                if x >= 0:
                    seq.append(old[x])
                    specs.append(x)
                else:
                    c, d = next(it)
                    seq.append((d, c == JOKER_CODE))
                    specs.append((c, d))
            if seq[0][0] == 0 and len(seq) > 1:
                continue
            used = tuple(sorted(c for c, _ in faces))
            key = (tuple(seq), used)
            if key in seen:
                continue
            seen.add(key)
            out = NumOut(key[0], used, tuple(specs), len(shape) - m)
            by_value.setdefault(_value(key[0]), []).append(out)
    return by_value


def number_target(old: Number, value: int, m: int, counts: list[int]) -> list[NumOut]:
    """The ways ``old`` can come to read ``value`` with exactly ``m`` hand cards."""
    digits = [int(ch) for ch in str(value)]
    length, n = len(digits), len(old)
    q = length - m
    if q < 0 or q > n:
        return []
    seen: set[tuple[tuple[Column, ...], tuple[int, ...]]] = set()
    out: list[NumOut] = []
    for places in combinations(range(length), q):
        for kept in combinations(range(n), q):
            if any(old[k][0] != digits[p] for p, k in zip(places, kept, strict=True)):
                continue
            if not _gaps_covered(places, kept, length, n):
                continue
            for laid in _lay_digits(digits, places, counts):
                seq: list[Column] = []
                specs: list[Spec] = []
                it = iter(laid)
                kept_of = dict(zip(places, kept, strict=True))
                for p in range(length):
                    if p in kept_of:
                        seq.append(old[kept_of[p]])
                        specs.append(kept_of[p])
                    else:
                        c, d = next(it)
                        seq.append((d, c == JOKER_CODE))
                        specs.append((c, d))
                used = tuple(sorted(c for c, _ in laid))
                key = (tuple(seq), used)
                if key not in seen:
                    seen.add(key)
                    out.append(NumOut(key[0], used, tuple(specs), q))
    return out


def _gaps_covered(places: tuple[int, ...], kept: tuple[int, ...], length: int, n: int) -> bool:
    prev_p = prev_k = -1
    for p, k in zip((*places, length), (*kept, n), strict=True):
        if k - prev_k > 1 and p - prev_p == 1:
            return False
        prev_p, prev_k = p, k
    return True


def _lay_digits(
    digits: list[int], places: tuple[int, ...], counts: list[int]
) -> Iterator[tuple[tuple[int, int], ...]]:
    """Each way to lay the new positions' digits as digit cards or jokers."""
    wanted = [digits[p] for p in range(len(digits)) if p not in places]
    left = counts[:]
    prefix: list[tuple[int, int]] = []

    def rec(i: int) -> Iterator[tuple[tuple[int, int], ...]]:
        if i == len(wanted):
            yield tuple(prefix)
            return
        d = wanted[i]
        for c in (d, JOKER_CODE):
            if left[c]:
                left[c] -= 1
                prefix.append((c, d))
                yield from rec(i + 1)
                prefix.pop()
                left[c] += 1

    yield from rec(0)


def _solve(solved: int, x: int, y: int, symbols: tuple[str, ...]) -> Iterator[tuple[str, int]]:
    """The value the ``solved`` number needs for each symbol, given the other two (in order)."""
    for sym in symbols:
        if solved == 2:  # a sym b = ?
            a, b = x, y
            if sym == "+":
                yield sym, a + b
            elif sym == "-":
                if a >= b:
                    yield sym, a - b
            elif sym == "*":
                yield sym, a * b
            elif b and not a % b:
                yield sym, a // b
        elif solved == 0:  # ? sym b = c
            b, c = x, y
            if sym == "+":
                if c >= b:
                    yield sym, c - b
            elif sym == "-":
                yield sym, c + b
            elif sym == "*":
                if b:
                    if not c % b:
                        yield sym, c // b
                elif c == 0:
                    yield sym, ANY
            elif b:
                yield sym, c * b
        else:  # a sym ? = c
            a, c = x, y
            if sym == "+":
                if c >= a:
                    yield sym, c - a
            elif sym == "-":
                if a >= c:
                    yield sym, a - c
            elif sym == "*":
                if a:
                    if not c % a:
                        yield sym, c // a
                elif c == 0:
                    yield sym, ANY
            elif c:
                if a and not a % c:
                    yield sym, a // c
            elif a == 0:
                yield sym, ANY_NONZERO


def _splits(k: int) -> Iterator[tuple[int, int, int]]:
    for total in range(1, k + 1):
        for ma in range(total + 1):
            for mb in range(total - ma + 1):
                yield ma, mb, total - ma - mb


def _fits(used: tuple[int, ...], counts: list[int]) -> bool:
    if len(used) < 2:
        return True
    need: dict[int, int] = {}
    for c in used:
        need[c] = need.get(c, 0) + 1
        if need[c] > counts[c]:
            return False
    return True


def outcomes(pos: Position) -> dict[Key, tuple[str, NumOut, NumOut, NumOut]]:
    """Every distinct legal play as ``key -> (symbol, outcome of a, b, c)``."""
    counts = pos.hand_codes()
    k = min(pos.max_cards, len(pos.hand))
    olds = pos.numbers
    must_replace = pos.must_replace
    need_keep = pos.use_table_card and not must_replace
    found: dict[Key, tuple[str, NumOut, NumOut, NumOut]] = {}
    tables: dict[tuple[int, int], dict[int, list[NumOut]]] = {}
    targets: dict[tuple[int, int, int], list[NumOut]] = {}

    def by_value(i: int, m: int) -> dict[int, list[NumOut]]:
        got = tables.get((i, m))
        if got is None:
            got = tables[(i, m)] = number_outcomes(olds[i], m, counts)
        return got

    def target(i: int, m: int, v: int) -> list[NumOut] | tuple[()]:
        if v < 0:
            table = by_value(i, m)
            return [o for val, outs in table.items() if val or v == ANY for o in outs]
        if m <= 1:
            return by_value(i, m).get(v, ())
        got = targets.get((i, m, v))
        if got is None:
            got = targets[(i, m, v)] = number_target(olds[i], v, m, counts)
        return got

    for split in _splits(k):
        if pos.opening and (split[0] or split[1]):
            continue
        if must_replace and not all(split):
            continue
        solved = 2 if split[2] >= max(split[0], split[1]) else (0 if split[0] >= split[1] else 1)
        i, j = (n for n in range(3) if n != solved)
        outs_i, outs_j = by_value(i, split[i]), by_value(j, split[j])
        for vi, list_i in outs_i.items():
            for vj, list_j in outs_j.items():
                for sym, v in _solve(solved, vi, vj, pos.symbols):
                    cands = target(solved, split[solved], v)
                    if not cands:
                        continue
                    for oi in list_i:
                        for oj in list_j:
                            if not _fits(oi.used + oj.used, counts):
                                continue
                            for os_ in cands:
                                used = oi.used + oj.used + os_.used
                                if not _fits(used, counts):
                                    continue
                                kept = oi.kept + oj.kept + os_.kept
                                if (must_replace and kept) or (need_keep and not kept):
                                    continue
                                trio = [oi, oj, os_]
                                trio[i], trio[j], trio[solved] = oi, oj, os_
                                a, b, c = trio
                                key = (sym, a.seq, b.seq, c.seq, tuple(sorted(used)))
                                if key not in found:
                                    found[key] = (sym, a, b, c)
    return found


def legal_plays(pos: Position) -> list[Play]:
    """One play for each distinct legal outcome (drawing is not included)."""
    by_code: dict[int, list[int]] = {}
    for card in sorted(pos.hand):
        by_code.setdefault(code(card), []).append(card)
    plays = []
    for sym, a, b, c in outcomes(pos).values():
        taken = {c_: 0 for c_ in by_code}
        numbers: list[tuple[Slot, ...]] = []
        for out in (a, b, c):
            slots: list[Slot] = []
            for spec in out.specs:
                if isinstance(spec, int):
                    slots.append(Slot(keep=spec))
                else:
                    face_code, digit = spec
                    card = by_code[face_code][taken[face_code]]
                    taken[face_code] += 1
                    slots.append(Slot(card=card, digit=digit if face_code == JOKER_CODE else None))
            numbers.append(tuple(slots))
        plays.append(Play(sym, numbers[0], numbers[1], numbers[2]))  # type: ignore[arg-type]
    return plays


def play_text(pos: Position, play: Play) -> str:
    """The formula a play leaves on the table, e.g. ``'2 × 4 = 8'``."""
    from .check import check_play

    a, b, c = check_play(pos, play).texts
    return f"{a} {PRETTY[play.symbol]} {b} = {c}"
