"""Checking a play against the rules, with the reason a player needs when it fails.

The rules of laying cards, in the order they are checked:

1. the symbol is one this game uses;
2. every place of the new formula holds a kept table card or a hand card;
3. one to ``max_cards`` cards (3, or 4 without + and −), each in the hand once;
4. a joker says which digit it stands for; no other card does;
5. the first formula keeps the two cards dealt face up and adds the answer;
6. kept table cards stay in their number and in their order;
7. a card cannot be taken away: a table card that is not kept must be covered by
   a hand card laid between the same kept neighbours (one card may cover a run
   of cards: ``10`` → ``8``);
8. every number has a card and does not start with 0 (``0`` itself is fine);
9. ``N × 0 = 0`` must be completely replaced; with ``use_table_card`` any other
   formula keeps at least one table card;
10. the new formula is true.

    >>> from .actions import Play, Slot
    >>> pos = Position((((2, False),), ((4, False),), ((6, False),)), "+", (45, 47, 25), 3, ("+", "-", "*", "/"))
    >>> check_play(pos, Play("*", (Slot(keep=0),), (Slot(keep=0),), (Slot(card=47),))).values
    (2, 4, 8)
    >>> check_play(pos, Play("+", (Slot(keep=0),), (Slot(keep=0),), (Slot(card=47),)))
    Traceback (most recent call last):
    ...
    eqgames.core.errors.IllegalAction: 2 + 4 = 8 is not true
"""

from __future__ import annotations

from dataclasses import dataclass

from eqgames.core import IllegalAction

from .actions import Play, Slot
from .cards import describe, face, is_card, is_joker
from .equation import PRETTY, evaluate, falsehood
from .position import Number, Position, number_text
from .table import NUMBER_NAMES, NewColumn


@dataclass(frozen=True)
class Checked:
    """A legal play, ready to lay: each number's new columns and the values read."""

    plan: tuple[tuple[NewColumn, ...], tuple[NewColumn, ...], tuple[NewColumn, ...]]
    digits: dict[int, int]
    values: tuple[int, int, int]
    texts: tuple[str, str, str]


def check_play(pos: Position, play: Play) -> Checked:
    """The placement of ``play`` on ``pos``, or :class:`IllegalAction` saying why not."""
    if play.symbol not in pos.symbols:
        raise IllegalAction(f"{PRETTY[play.symbol]} is not played in this game")
    _check_slots(play)
    cards = play.cards()
    _check_cards(pos, play, cards)
    if pos.opening:
        _check_opening(play)
    plan = tuple(
        _place(old, slots, n)
        for n, (old, slots) in enumerate(zip(pos.numbers, play.numbers(), strict=True))
    )
    digits = {
        s.card: s.digit for s in _hand_slots(play) if s.digit is not None and s.card is not None
    }
    texts = tuple(
        _number_text(old, slots, digits)
        for old, slots in zip(pos.numbers, play.numbers(), strict=True)
    )
    for n, text in enumerate(texts):
        if not text:
            raise IllegalAction(f"{NUMBER_NAMES[n]} needs at least one card")
        if len(text) > 1 and text[0] == "0":
            raise IllegalAction(f"a number cannot start with 0 ({text})")
    kept = sum(s.keep is not None for n in play.numbers() for s in n)
    if pos.must_replace and kept:
        raise IllegalAction(f"{pos.text()} must be completely replaced: cover every card on it")
    if pos.use_table_card and not pos.must_replace and not kept:
        raise IllegalAction("use at least one card that is already on the table")
    a, b, c = (int(t) for t in texts)
    if evaluate(a, play.symbol, b) != c:
        raise IllegalAction(falsehood(a, play.symbol, b, c))
    return Checked((plan[0], plan[1], plan[2]), digits, (a, b, c), (texts[0], texts[1], texts[2]))


def _hand_slots(play: Play) -> list[Slot]:
    return [s for n in play.numbers() for s in n if s.card is not None]


def _check_slots(play: Play) -> None:
    for slots in play.numbers():
        for s in slots:
            if (s.keep is None) == (s.card is None):
                raise IllegalAction(
                    "each place holds either a card on the table (keep) or a card from your hand (card)"
                )
            if s.keep is not None and s.digit is not None:
                raise IllegalAction("a card on the table keeps its digit")


def _check_cards(pos: Position, play: Play, cards: list[int]) -> None:
    if not cards:
        raise IllegalAction("play at least one card from your hand, or draw a card")
    if len(cards) > pos.max_cards:
        raise IllegalAction(f"{len(cards)} cards played, at most {pos.max_cards}")
    seen: set[int] = set()
    hand = set(pos.hand)
    for card in cards:
        if not is_card(card):
            raise IllegalAction(f"there is no card {card}")
        if card in seen:
            raise IllegalAction(f"{describe(card)} is played twice")
        seen.add(card)
        if card not in hand:
            raise IllegalAction(f"{describe(card)} is not in your hand")
    for s in _hand_slots(play):
        assert s.card is not None
        if is_joker(s.card):
            if s.digit is None or not 0 <= s.digit <= 9:
                raise IllegalAction(f"say which digit {describe(s.card)} stands for: 0 to 9")
        elif s.digit is not None:
            raise IllegalAction(
                f"{describe(s.card)} is a {face(s.card)}: only a joker takes a digit"
            )


def _check_opening(play: Play) -> None:
    fixed = (Slot(keep=0),)
    if play.a != fixed or play.b != fixed:
        raise IllegalAction(
            "the first formula keeps the two cards on the table: choose a symbol and play the answer"
        )


def _place(old: Number, slots: tuple[Slot, ...], n: int) -> tuple[NewColumn, ...]:
    """Where each new card of one number lies: rule 6 and rule 7."""
    keeps = [s.keep for s in slots if s.keep is not None]
    for i in keeps:
        if not 0 <= i < len(old):
            where = (
                f"{NUMBER_NAMES[n]} has no cards"
                if not old
                else (f"{NUMBER_NAMES[n]} has {len(old)} card{'s' if len(old) > 1 else ''}")
            )
            raise IllegalAction(f"{where}: there is no card at place {i}")
    if any(x >= y for x, y in zip(keeps, keeps[1:], strict=False)):
        raise IllegalAction("cards on the table cannot change places or be used twice")
    # Split the new number at its kept cards: each gap takes the old cards between
    # the same two kept cards, and the hand cards laid there must cover them.
    columns: list[NewColumn] = []
    gap_cards: list[int] = []
    previous = -1
    for s in (*slots, None):
        if s is not None and s.card is not None:
            gap_cards.append(s.card)
            continue
        upto = s.keep if s is not None and s.keep is not None else len(old)
        removed = list(range(previous + 1, upto))
        if removed and not gap_cards:
            digit = old[removed[0]][0]
            raise IllegalAction(
                f"a card cannot be taken away: the {digit} of {number_text(old)} "
                "must stay or be covered by a card from your hand"
            )
        columns.extend(_cover(gap_cards, removed))
        gap_cards = []
        if s is not None and s.keep is not None:
            columns.append(NewColumn(keep=s.keep))
            previous = s.keep
    return tuple(columns)


def _cover(cards: list[int], removed: list[int]) -> list[NewColumn]:
    """Lay ``cards`` over the run ``removed``: one over each, the last over all that remain.

    Which card ends up over which covered card does not matter to the game (only the
    visible cards and what lies under the formula as a whole do), so this is one fixed choice.
    """
    out: list[NewColumn] = []
    for i, card in enumerate(cards):
        covers = removed[i : i + 1] if i < len(cards) - 1 else removed[i:]
        out.append(NewColumn(card=card, covers=tuple(covers)))
    return out


def _number_text(old: Number, slots: tuple[Slot, ...], digits: dict[int, int]) -> str:
    out = []
    for s in slots:
        if s.keep is not None:
            out.append(str(old[s.keep][0]))
        else:
            assert s.card is not None
            out.append(str(digits[s.card]) if is_joker(s.card) else face(s.card))
    return "".join(out)
