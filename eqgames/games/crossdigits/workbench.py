"""The Workbench: build an equation from a base on the board and your own tiles.

The rulebook: pick a base (a tile on the board, or a run of tiles along a
line), then tap tiles and symbols to build an equation. The Workbench does the
math as you go; it checks that every base tile is used, in order, with your
tiles only before or after them, and that the play fits on the board; when
everything checks out it shows the score and can place the tiles (the player
still presses Play). With no base it is scratch math.

:func:`build` is a pure function of the board, the rack, the base and the
tokens tapped so far; it never changes anything. Tokens are base tiles (by
their index in the base), rack digits, plain digits (scratch only) and the
symbols ``+ − × ÷ = ( )``. Values come from :mod:`eqgames.arith` (the Memory
Math notation is plain calculator arithmetic: precedence, brackets, whole
numbers), so every evaluation is bounded.

    >>> board = Board()
    >>> board.grid[7][6:9] = [9, 7, 2]
    >>> base = pick_base(board, [(7, 7)], "down")  # the 7, to build down through it
    >>> taps = [Token("rack", 1), Token("symbol", "+"), Token("base", 0),
    ...         Token("symbol", "="), Token("rack", 8)]
    >>> result = build(board, [1, 8, 3], base, taps)
    >>> result.text, result.sides, result.true, result.play.score
    ('1 + 7 = 8', ('8', '8'), True, 7)
    >>> result.action.to_json()
    {'type': 'place', 'tiles': [[6, 7, 1], [8, 7, 8]]}
    >>> scratch = build(board, [], None, [Token("digit", 9), Token("symbol", "÷"), Token("digit", 4)])
    >>> scratch.text, scratch.value
    ('9 ÷ 4', '9/4')
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any, Literal

from eqgames.arith.crossdigits import read_line
from eqgames.arith.errors import ArithError
from eqgames.arith.memorymath import parse
from eqgames.arith.value_text import to_text
from eqgames.core import IllegalAction
from eqgames.core.actions import JSON
from eqgames.core.errors import excerpt

from .actions import Place
from .board import Board, check_square, on_board, square_name
from .plays import ScoredPlay, check_play

#: Most tokens one Workbench equation may hold (a line is at most 15 digits).
MAX_TOKENS = 64
SYMBOLS = ("+", "−", "×", "÷", "=", "(", ")")
_SPELLINGS = {"-": "−", "x": "×", "*": "×", "/": "÷"}

TokenKind = Literal["base", "rack", "digit", "symbol"]


@dataclass(frozen=True)
class Token:
    """One tap: a base tile (``value`` = its index in the base), a rack tile
    (``value`` = its digit), a plain digit (scratch math) or a symbol."""

    kind: TokenKind
    value: int | str

    @classmethod
    def from_json(cls, data: Mapping[str, Any]) -> Token:
        """``{"base": 0}``, ``{"rack": 7}``, ``{"digit": 3}`` or ``{"symbol": "÷"}``."""
        if len(data) != 1:
            raise ValueError("a token is one of {base: i}, {rack: d}, {digit: d}, {symbol: s}")
        ((kind, value),) = data.items()
        if kind == "symbol":
            symbol = _SPELLINGS.get(value, value) if isinstance(value, str) else value
            if symbol not in SYMBOLS:
                shown = excerpt(repr(value))
                raise ValueError(f"{shown} is not a Workbench symbol: use {' '.join(SYMBOLS)}")
            return cls("symbol", symbol)
        if type(value) is not int:
            raise ValueError(f"{excerpt(repr(kind))}: expected a whole number")
        if kind == "base":
            return cls("base", value)
        if kind not in ("rack", "digit"):
            shown = excerpt(repr(kind))
            raise ValueError(f"unknown token {shown}: use base, rack, digit or symbol")
        if not 0 <= value <= 9:
            raise ValueError(f"{excerpt(value)} is not a digit")
        return cls("rack" if kind == "rack" else "digit", value)

    def to_json(self) -> dict[str, JSON]:
        return {self.kind: self.value}


@dataclass(frozen=True)
class Base:
    """Board tiles in a line, in reading order, and the direction to build along."""

    squares: tuple[tuple[int, int], ...]
    direction: Literal["across", "down"]

    @property
    def step(self) -> tuple[int, int]:
        return (0, 1) if self.direction == "across" else (1, 0)


def pick_base(
    board: Board, squares: Sequence[tuple[int, int]], direction: str | None = None
) -> Base:
    """A base from squares the player picked: one tile (building ``direction``,
    across unless said), or a run of touching tiles in one row or column."""
    picked = sorted(set(squares))
    if not picked:
        raise ValueError("pick at least one tile for a base")
    for r, c in picked:
        check_square(r, c)
        if not board.occupied(r, c):
            raise ValueError(f"{square_name(r, c)} holds no tile: a base is made of tiles on the board")
    if len(picked) == 1:
        if direction not in (None, "across", "down"):
            raise ValueError("a direction is 'across' or 'down'")
        return Base((picked[0],), "down" if direction == "down" else "across")
    rows = {r for r, _ in picked}
    way: Literal["across", "down"] = "across" if len(rows) == 1 else "down"
    dr, dc = (0, 1) if way == "across" else (1, 0)
    for (r1, c1), (r2, c2) in zip(picked, picked[1:], strict=False):
        if (r2 - r1, c2 - c1) != (dr, dc):
            raise ValueError("a base is one tile or a run of touching tiles in one row or column")
    if direction is not None and direction != way:
        raise ValueError(f"these tiles run {way}")
    return Base(tuple(picked), way)


@dataclass(frozen=True)
class Workbench:
    """What the Workbench shows for the tokens so far."""

    text: str  #: the equation as built, ``9 − 7 = 2``
    value: str | None = None  #: its value, when it has no ``=``
    sides: tuple[str, ...] = ()  #: the value of each side of ``=``
    true: bool | None = None  #: whether the sides are equal (``None``: no ``=`` yet)
    problems: tuple[str, ...] = ()  #: why it cannot be played (yet)
    reading: str | None = None  #: how the game will read the line
    play: ScoredPlay | None = None  #: the play, scored, when it is legal
    notes: tuple[str, ...] = field(default=())

    @property
    def action(self) -> Place | None:
        """The play to place on the board (the player still confirms it)."""
        return Place(self.play.tiles) if self.play is not None else None

    def to_json(self) -> dict[str, JSON]:
        return {
            "text": self.text,
            "value": self.value,
            "sides": list(self.sides),
            "true": self.true,
            "problems": list(self.problems),
            "notes": list(self.notes),
            "reading": self.reading,
            "play": self.play.to_json() if self.play else None,
            "action": self.action.to_json() if self.action else None,
        }


def build(
    board: Board, rack: Sequence[int], base: Base | None, tokens: Sequence[Token]
) -> Workbench:
    """Check the tokens tapped so far against the base, the rack and the board."""
    if len(tokens) > MAX_TOKENS:
        return Workbench("", problems=(f"at most {MAX_TOKENS} tokens",))
    size = len(base.squares) if base is not None else 0
    if any(t.kind == "base" and not 0 <= int(t.value) < size for t in tokens):
        return Workbench("", problems=("that tile is not in the base",))
    digits_of = _digit_reader(base, board)
    text = _text(tokens, digits_of)
    value, sides, true, problems = _evaluate(text)
    if base is None:
        return Workbench(text, value, sides, true, tuple(problems))
    problems += _check_tokens(tokens, base, rack)
    if problems:
        return Workbench(text, value, sides, true, tuple(problems))
    tiles, placement_problems = _place(board, base, tokens)
    problems += placement_problems
    if problems:
        return Workbench(text, value, sides, true, tuple(problems))
    line = "".join(str(digits_of(t)) for t in tokens if t.kind != "symbol")
    readings = read_line(line)
    notes: list[str] = []
    if readings and true and text not in {r.text for r in readings}:
        notes.append("the game reads lines its own way: one operator and one =, first or last")
    try:
        play = check_play(board, tiles, rack)
    except IllegalAction as refusal:
        return Workbench(text, value, sides, true, (refusal.reason,), notes=tuple(notes))
    reading = next((line_.reading for line_ in play.lines if line_.digits == line), None)
    return Workbench(text, value, sides, true, (), reading, play, tuple(notes))


def _digit_reader(base: Base | None, board: Board) -> Any:
    def digit(token: Token) -> int:
        if token.kind == "base":
            assert base is not None and isinstance(token.value, int)
            r, c = base.squares[token.value]
            d = board.get(r, c)
            assert d is not None
            return d
        assert isinstance(token.value, int)
        return token.value

    return digit


def _text(tokens: Sequence[Token], digit_of: Any) -> str:
    parts: list[str] = []
    number = ""
    for token in tokens:
        if token.kind == "symbol":
            if number:
                parts.append(number)
                number = ""
            parts.append(str(token.value))
        else:
            number += str(digit_of(token))
    if number:
        parts.append(number)
    return " ".join(parts).replace("( ", "(").replace(" )", ")")


def _evaluate(text: str) -> tuple[str | None, tuple[str, ...], bool | None, list[str]]:
    """The value (no ``=``) or the values of the sides, and what is wrong, if anything."""
    if not text:
        return None, (), None, []
    sides = text.split("=")
    values = []
    problems: list[str] = []
    for side in sides:
        if not side.strip():
            problems.append("each side of = needs a number")
            continue
        try:
            values.append(parse(side.strip()).value())
        except ArithError as error:
            problems.append(str(error))
    if problems:
        return None, (), None, problems
    texts = tuple(to_text(v) for v in values)
    if len(values) == 1:
        return texts[0], (), None, []
    return None, texts, all(v == values[0] for v in values), []


def _check_tokens(tokens: Sequence[Token], base: Base, rack: Sequence[int]) -> list[str]:
    problems: list[str] = []
    digits = [t for t in tokens if t.kind != "symbol"]
    if any(t.kind == "digit" for t in digits):
        problems.append("with a base, numbers are made of the base tiles and your own tiles")
    used = [t.value for t in digits if t.kind == "base"]
    if used != list(range(len(base.squares))):
        problems.append("use every base tile once, in order")
    else:
        first = next(i for i, t in enumerate(digits) if t.kind == "base")
        block = digits[first : first + len(base.squares)]
        if any(t.kind != "base" for t in block):
            problems.append("your tiles go only before or after the base tiles, not between them")
    wanted = Counter(int(t.value) for t in digits if t.kind == "rack")
    held = Counter(rack)
    for d, n in sorted(wanted.items()):
        if n > held[d]:
            problems.append(f"you have {held[d]} {d} tile{'s' if held[d] != 1 else ''}")
    if not wanted:
        problems.append("add at least one of your tiles")
    return problems


def _place(
    board: Board, base: Base, tokens: Sequence[Token]
) -> tuple[list[tuple[int, int, int]], list[str]]:
    """The squares of the new tiles: the ones before the base go before it, the
    others after; the line must not run on into other tiles."""
    digits = [t for t in tokens if t.kind != "symbol"]
    first = next(i for i, t in enumerate(digits) if t.kind == "base")
    before = digits[:first]
    after = digits[first + len(base.squares) :]
    dr, dc = base.step
    (r0, c0), (r1, c1) = base.squares[0], base.squares[-1]
    tiles: list[tuple[int, int, int]] = []
    problems: list[str] = []
    n = len(before)
    squares = [(r0 - dr * (n - i), c0 - dc * (n - i)) for i in range(n)]
    squares += [(r1 + dr * (i + 1), c1 + dc * (i + 1)) for i in range(len(after))]
    for (r, c), token in zip(squares, before + after, strict=True):
        assert isinstance(token.value, int)
        if not on_board(r, c):
            problems.append("the play runs off the board")
            return [], problems
        if board.occupied(r, c):
            problems.append(f"{square_name(r, c)} already holds a {board.get(r, c)}")
        tiles.append((r, c, token.value))
    ends = [
        (r0 - dr * (len(before) + 1), c0 - dc * (len(before) + 1)),
        (r1 + dr * (len(after) + 1), c1 + dc * (len(after) + 1)),
    ]
    for r, c in ends:
        if board.occupied(r, c):
            problems.append(
                f"the line would run on into the {board.get(r, c)} on {square_name(r, c)}: "
                "add it to the base"
            )
    return tiles, problems
