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
    text = str(value)
    length, n = len(text), len(old)
    q = length - m
    if q < 0 or q > n:
        return []
    digits = [ord(ch) - 48 for ch in text]
    seen: set[tuple[tuple[Column, ...], tuple[int, ...]]] = set()
    out: list[NumOut] = []
    for specs in _alignments(old, digits, m):
        for laid in _lay_digits([digits[p] for p, x in enumerate(specs) if x < 0], counts):
            it = iter(laid)
            seq: list[Column] = []
            full: list[Spec] = []
            for x in specs:
                if x >= 0:
                    seq.append(old[x])
                    full.append(x)
                else:
                    c, d = next(it)
                    seq.append((d, c == JOKER_CODE))
                    full.append((c, d))
            used = tuple(sorted(c for c, _ in laid))
            key = (tuple(seq), used)
            if key not in seen:
                seen.add(key)
                out.append(NumOut(key[0], used, tuple(full), q))
    return out


def _alignments(old: Number, digits: list[int], m: int) -> Iterator[tuple[int, ...]]:
    """Shapes (as in :func:`templates`) of ``m`` new cards whose kept cards spell ``digits``.

    Walks the new number and the old columns together: keep a matching column,
    pass over an old column (it must then be covered by a new card in the same
    gap; passing over comes first in a gap, so each shape is found once), or lay
    a new card.
    """
    length, n = len(digits), len(old)
    shape: list[int] = []

    def rec(p: int, k: int, new_left: int, laid: bool, passed: bool) -> Iterator[tuple[int, ...]]:
        if p == length:
            if new_left == 0 and k == n and (laid or not passed):
                yield tuple(shape)
            return
        if length - p - new_left > n - k or new_left > length - p:
            return
        if k < n and old[k][0] == digits[p] and (laid or not passed):
            shape.append(k)
            yield from rec(p + 1, k + 1, new_left, False, False)
            shape.pop()
        if k < n and not laid:
            yield from rec(p, k + 1, new_left, False, True)
        if new_left:
            shape.append(-1)
            yield from rec(p + 1, k, new_left - 1, True, passed)
            shape.pop()

    yield from rec(0, 0, m, False, False)


def _lay_digits(wanted: list[int], counts: list[int]) -> Iterator[tuple[tuple[int, int], ...]]:
    """Each way to lay the digits ``wanted`` as digit cards or jokers."""
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


def _solve(solved: int, x: int, y: int, symbols: tuple[str, ...]) -> list[tuple[str, int]]:
    """The value the ``solved`` number needs for each symbol, given the other two (in order)."""
    out: list[tuple[str, int]] = []
    for sym in symbols:
        if solved == 2:  # a sym b = ?
            a, b = x, y
            if sym == "+":
                out.append((sym, a + b))
            elif sym == "-":
                if a >= b:
                    out.append((sym, a - b))
            elif sym == "*":
                out.append((sym, a * b))
            elif b and not a % b:
                out.append((sym, a // b))
        elif solved == 0:  # ? sym b = c
            b, c = x, y
            if sym == "+":
                if c >= b:
                    out.append((sym, c - b))
            elif sym == "-":
                out.append((sym, c + b))
            elif sym == "*":
                if b:
                    if not c % b:
                        out.append((sym, c // b))
                elif c == 0:
                    out.append((sym, ANY))
            elif b:
                out.append((sym, c * b))
        else:  # a sym ? = c
            a, c = x, y
            if sym == "+":
                if c >= a:
                    out.append((sym, c - a))
            elif sym == "-":
                if a >= c:
                    out.append((sym, a - c))
            elif sym == "*":
                if a:
                    if not c % a:
                        out.append((sym, c // a))
                elif c == 0:
                    out.append((sym, ANY))
            elif c:
                if a and not a % c:
                    out.append((sym, a // c))
            elif a == 0:
                out.append((sym, ANY_NONZERO))
    return out


def _splits(k: int) -> Iterator[tuple[int, int, int]]:
    for total in range(1, k + 1):
        for ma in range(total + 1):
            for mb in range(total - ma + 1):
                yield ma, mb, total - ma - mb


def _fits(used: tuple[int, ...], counts: list[int]) -> bool:
    """Whether the hand holds these faces (each one alone is known to be there)."""
    if len(set(used)) == len(used):
        return True
    return all(used.count(c) <= counts[c] for c in set(used))


def outcomes(pos: Position) -> dict[Key, tuple[str, NumOut, NumOut, NumOut]]:
    """Every distinct legal play as ``key -> (symbol, outcome of a, b, c)``."""
    counts = pos.hand_codes()
    k = min(pos.max_cards, len(pos.hand))
    olds = pos.numbers
    must_replace = pos.must_replace
    need_keep = pos.use_table_card and not must_replace
    faces = sum(1 for c in counts[:JOKER_CODE] if c) + (10 if counts[JOKER_CODE] else 0)
    found: dict[Key, tuple[str, NumOut, NumOut, NumOut]] = {}
    tables: dict[tuple[int, int], dict[int, list[NumOut]]] = {}
    targets: dict[tuple[int, int, int], list[NumOut]] = {}

    def by_value(i: int, m: int) -> dict[int, list[NumOut]]:
        got = tables.get((i, m))
        if got is None:
            got = tables[(i, m)] = number_outcomes(olds[i], m, counts)
        return got

    def target(i: int, m: int, v: int) -> list[NumOut]:
        got = targets.get((i, m, v))
        if got is None:
            if v < 0:
                table = by_value(i, m)
                got = [o for val, outs in table.items() if val or v == ANY for o in outs]
            else:
                got = number_target(olds[i], v, m, counts)
            targets[(i, m, v)] = got
        return got

    for split in _splits(k):
        if pos.opening and (split[0] or split[1]):
            continue
        if must_replace and not all(split):
            continue
        solved = 2 if split[2] >= max(split[0], split[1]) else (0 if split[0] >= split[1] else 1)
        i, j = (n for n in range(3) if n != solved)
        m = split[solved]
        # The solved number reads between 10^(m-1) (at least m digits) and 10^(n+m).
        low, high = (10 ** (m - 1) if m > 1 else 0), 10 ** (len(olds[solved]) + m)
        outs_i, outs_j = by_value(i, split[i]), by_value(j, split[j])
        # Solve by looking values up in a table of everything the number can become,
        # or by searching for each value: whichever costs fewer steps.
        build = len(templates(len(olds[solved]), m)) * faces**m
        calls = len(outs_i) * len(outs_j) * len(pos.symbols) * 8
        direct = by_value(solved, m) if m <= 1 or build <= calls else None
        for vi, list_i in outs_i.items():
            for vj, list_j in outs_j.items():
                wanted: list[tuple[str, list[NumOut]]] = []
                for sym, v in _solve(solved, vi, vj, pos.symbols):
                    if v >= 0 and not low <= v < high:
                        continue
                    looked_up = direct is not None and v >= 0
                    cands = direct.get(v, []) if direct and looked_up else target(solved, m, v)
                    if cands:
                        wanted.append((sym, cands))
                if not wanted:
                    continue
                for oi in list_i:
                    for oj in list_j:
                        pair = oi.used + oj.used
                        if not _fits(pair, counts):
                            continue
                        for sym, cands in wanted:
                            for os_ in cands:
                                used = pair + os_.used
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
