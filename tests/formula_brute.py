"""The obvious Formula move generator, to check the fast one against.

Every multiset of hand cards of size 1 to ``max_cards``, in every order, a joker
with every digit, laid on every shape of the three numbers (every choice of kept
table cards and of places for the new cards, keeping only shapes where each
table card that is not kept has a new card between its kept neighbours), with
every symbol. Slow on purpose: nothing is clever, so it is easy to believe.
"""

from __future__ import annotations

from collections.abc import Iterator
from itertools import combinations, permutations, product

from eqgames.games.formula.cards import JOKER_CODE, code
from eqgames.games.formula.equation import evaluate
from eqgames.games.formula.movegen import Key
from eqgames.games.formula.position import Position

Shape = tuple[int, ...]  # kept column index, or -1 for a new card


def shapes(n: int, m: int) -> list[Shape]:
    out = []
    for mask in product((False, True), repeat=n):
        kept = [i for i in range(n) if mask[i]]
        length = len(kept) + m
        for new_places in combinations(range(length), m):
            it = iter(kept)
            shape = tuple(-1 if p in new_places else next(it) for p in range(length))
            if shape and _nothing_taken_away(shape, n):
                out.append(shape)
    return out


def _nothing_taken_away(shape: Shape, n: int) -> bool:
    for removed in range(n):
        if removed in shape:
            continue
        left = max((p for p, x in enumerate(shape) if 0 <= x < removed), default=-1)
        right = min((p for p, x in enumerate(shape) if x > removed), default=len(shape))
        if not any(shape[p] == -1 for p in range(left + 1, right)):
            return False
    return True


def _splits(m: int) -> Iterator[tuple[int, int, int]]:
    for ma in range(m + 1):
        for mb in range(m - ma + 1):
            yield ma, mb, m - ma - mb


def brute_force_keys(pos: Position) -> set[Key]:
    codes = sorted(code(card) for card in pos.hand)
    k = min(pos.max_cards, len(codes))
    keys: set[Key] = set()
    for m in range(1, k + 1):
        for subset in sorted(set(combinations(codes, m))):
            for order in sorted(set(permutations(subset))):
                digit_choices = [range(10) if c == JOKER_CODE else (c,) for c in order]
                for digits in product(*digit_choices):
                    cards = [(d, c == JOKER_CODE) for c, d in zip(order, digits, strict=True)]
                    _try_all_shapes(pos, cards, tuple(sorted(order)), keys)
    return keys


def _try_all_shapes(
    pos: Position, cards: list[tuple[int, bool]], used: tuple[int, ...], keys: set[Key]
) -> None:
    m = len(cards)
    for split in _splits(m):
        options = [shapes(len(pos.numbers[n]), split[n]) for n in range(3)]
        for trio in product(*options):
            it = iter(cards)
            seqs = [
                tuple(pos.numbers[n][x] if x >= 0 else next(it) for x in trio[n]) for n in range(3)
            ]
            if any(len(s) > 1 and s[0][0] == 0 for s in seqs):
                continue
            kept = sum(x >= 0 for shape in trio for x in shape)
            if pos.opening and (trio[0] != (0,) or trio[1] != (0,)):
                continue
            if pos.must_replace and kept:
                continue
            if pos.use_table_card and not pos.must_replace and not kept:
                continue
            a, b, c = (int("".join(str(d) for d, _ in s)) for s in seqs)
            for sym in pos.symbols:
                if evaluate(a, sym, b) == c:
                    keys.add((sym, seqs[0], seqs[1], seqs[2], used))
