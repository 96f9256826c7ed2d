"""Equations notation: the cubes as written in a Goal or a Solution.

Rulebook: ``rules/equations.txt``, tournament rules III (legal expressions),
IV-B (the Goal) and VII-B (the Solution), Appendix A-I-B.

Symbols
    digits ``0``–``9`` (adjacent digits form one numeral: ``17`` is two cubes);
    ``+``; ``−`` (also ``-`` and ``–``); ``×`` (also ``x``, ``X``); ``÷`` (also
    ``/``); ``^``; ``√`` (also ``sqrt``); grouping ``( ) [ ] { }``, matched by kind.

``*``
    The rulebook's ``*`` is the exponent sign of older cube sets ("^ may be
    replaced by * for older games", III-C-2), so by default ``*`` means ``^``.
    ``star="times"`` reads it as ``×`` for people who type a programmer's ``*``.

``+`` and ``−``
    Only for addition and subtraction (III-B-1): ``+7``, ``−8``, ``6x+4`` and
    ``17÷(−8)`` are errors pointing at the sign.

Roots
    ``a√b`` is the ``a``-th root of ``b``; an index is *any expression* written
    just before the ``√``, and a ``√`` with no expression before it (at the
    start, after an operator, a bracket or another ``√``) has index 2 (III-B-2).
    So ``4x√9`` is 4 × √9, ``3√√9`` is the cube root of √9, and ``2+3√8`` is
    ambiguous: (2+3)√8 or 2+(3√8). An index binds no tighter than an operator:
    like every other grouping, it is one of the interpretations.

No order of operations
    Equations has none (IV-B-2, VII-B-2). An expression means every tree its
    symbols can form: ``2x3+5`` is both 2×(3+5) and (2×3)+5. The trees are found
    by an interval search over each bracket level (cubic in the symbols, see
    ``MAX_SYMBOLS``); they are counted exactly, listed when there are at most
    ``MAX_INTERPRETATIONS``, and their distinct values are found without listing
    them (:meth:`Expression.outcomes`).

Spaces
    Spaces show how the Goal-setter physically grouped the cubes (IV-B-2):
    ``2x 3+5`` is only 2×(3+5) and ``2x3 +5`` only (2×3)+5. The rule: a
    subexpression may not contain a space and also sit flush against a symbol
    outside it (it would split a cluster of touching cubes while spanning a
    gap). Any run of whitespace is one space; how wide it is does not matter.
    Uniform spacing (``2 x 3 + 5``) groups nothing. On paper spaces group
    nothing either (VII-B-2 comment (c)): ``spaces_group=False`` reads an
    Equation as written, where only brackets group.

>>> [to_text(t) for t in parse_interpretations("2x3+5")]
['2 × (3 + 5)', '(2 × 3) + 5']
>>> [to_text(t) for t in parse_interpretations("2x 3+5")]
['2 × (3 + 5)']
>>> is_unambiguous("(2x3)+5")
True
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass, field, replace
from fractions import Fraction
from functools import partial

from .algebraic import metered
from .ast import BRACKETS, BinOp, Group, Node, Num, Root, Unary
from .errors import ArithError, LimitExceeded, ParseError, Undefined
from .evaluate import apply_binary, apply_root, evaluate
from .limits import (
    MAX_DEPTH,
    MAX_EVALUATION_STEPS,
    MAX_INPUT_CHARS,
    MAX_INTERPRETATIONS,
    MAX_NUMERAL_DIGITS,
    MAX_SYMBOLS,
)
from .marked import tokenize_marked as _tokenize_marked
from .notation import PLAIN, Notation
from .printer import to_text
from .tokens import CLOSERS as _CLOSERS
from .tokens import DIGITS as _DIGITS
from .tokens import OPERATORS as _OPERATORS
from .tokens import STAR as _STAR
from .tokens import Token as _Token
from .values import Value

__all__ = [
    "Expression",
    "Interpretation",
    "Outcomes",
    "check_goal",
    "check_solution_text",
    "is_unambiguous",
    "parse",
    "parse_interpretations",
]

#: Most cubes in a Goal (IV-B) and fewest in a Solution (III-A of the basic rules).
GOAL_MAX_CUBES = 6
SOLUTION_MIN_CUBES = 2


# --- tokens -------------------------------------------------------------------


def _tokenize(text: str, star: str, spaces_group: bool = True) -> list[_Token]:
    if len(text) > MAX_INPUT_CHARS:
        raise LimitExceeded(
            "MAX_INPUT_CHARS",
            f"the expression is {len(text)} characters long; at most {MAX_INPUT_CHARS} are read",
        )
    if star not in _STAR:
        raise ValueError(f"star must be 'power' or 'times', not {star!r}")
    tokens: list[_Token] = []
    symbols = depth = 0
    spaced = False
    i, n = 0, len(text)
    while i < n:
        c = text[i]
        start = i
        if c.isspace():
            spaced = True
            i += 1
            continue
        if c in _DIGITS:
            while i < n and text[i] in _DIGITS:
                i += 1
                if i - start > MAX_NUMERAL_DIGITS:
                    raise LimitExceeded(
                        "MAX_NUMERAL_DIGITS",
                        f"the numeral at {start} has more than {MAX_NUMERAL_DIGITS} digits",
                    )
            token = _Token("num", text[start:i], start, spaced, text[start:i])
        elif c in _OPERATORS:
            token = _Token("op", _OPERATORS[c], start, spaced, c)
            i += 1
        elif c == "*":
            token = _Token("op", _STAR[star], start, spaced, c)
            i += 1
        elif c == "√" or text.startswith("sqrt", i):
            i += 1 if c == "√" else 4
            token = _Token("root", "√", start, spaced, text[start:i])
        elif c in BRACKETS:
            depth += 1
            if depth > MAX_DEPTH:
                raise LimitExceeded(
                    "MAX_DEPTH", f"brackets nest more than {MAX_DEPTH} deep at {start}"
                )
            token = _Token("open", c, start, spaced, c)
            i += 1
        elif c in _CLOSERS:
            depth -= 1
            token = _Token("close", c, start, spaced, c)
            i += 1
        else:
            raise ParseError(
                f"unexpected {c!r} at {start}: not a symbol of Equations", text, start
            )
        if token.kind in ("num", "op", "root"):
            symbols += 1
            if symbols > MAX_SYMBOLS:
                raise LimitExceeded(
                    "MAX_SYMBOLS",
                    f"more than {MAX_SYMBOLS} numerals and operation signs (at {start})",
                )
        tokens.append(token)
        # Every symbol spaced off from the last one is uniform spacing: no grouping.
        spaced = not spaces_group
    return tokens


# --- bracket levels and their interpretations ------------------------------------


@dataclass
class _Level:
    """The symbols between one pair of brackets (or the whole text), as items.

    An item is a numeral token, an operator or root token, or a nested level
    (a bracketed operand). ``ways[(i, j)]`` lists how items ``i..j-1`` form one
    expression: ``("leaf", i)``, ``("prefix", i)`` (``√`` then its radicand),
    ``("bin", k)`` or ``("index", k)`` (split at the operator or ``√`` at ``k``).
    ``counts[(i, j)]`` is the number of trees of that span.
    """

    opener: _Token | None
    items: list[_Token | _Level] = field(default_factory=list)
    closer: _Token | None = None
    ways: dict[tuple[int, int], list[tuple[str, int]]] = field(default_factory=dict)
    counts: dict[tuple[int, int], int] = field(default_factory=dict)
    posts: tuple[_Token, ...] = ()  # "!" written after the closing bracket

    @property
    def spaced(self) -> bool:
        assert self.opener is not None
        return self.opener.spaced

    @property
    def gapped(self) -> bool:
        """Whether a gap of the mat lies inside these brackets (only kept brackets, see
        :meth:`Expression.regrouped`, can hold one)."""
        return any(
            (k > 0 and item.spaced) or (isinstance(item, _Level) and item.gapped)
            for k, item in enumerate(self.items)
        )

    @property
    def whole(self) -> tuple[int, int]:
        return (0, len(self.items))

    @property
    def count(self) -> int:
        return self.counts.get(self.whole, 0)


def _is_operand(item: _Token | _Level) -> bool:
    return isinstance(item, _Level) or item.kind == "num"


def _kind(item: _Token | _Level) -> str:
    return "group" if isinstance(item, _Level) else item.kind


def _solve(
    level: _Level, text: str, defaults: bool = False, gaps: bool = False, i_first: bool = False
) -> None:
    """Fill ``level.ways`` and ``level.counts``: the interval search.

    ``defaults`` (an Equation on paper, VII-B-6): a unary ``×`` applies only to the
    numeral just behind it (a bracket, a ``√`` of one, or another unary ``×`` of one).
    ``gaps`` (with variations): brackets holding a gap of the mat count as spanning it.
    ``i_first`` (Imaginary, on paper): a × beside i is done before the operations
    around it (XIII-D-11: 3+2xi is 3+(2xi), 5xi−i4 is (5xi)−(i4)).
    """
    items = level.items
    m = len(items)
    # spaces_before[k]: number of spaced gaps among the first k gaps (gap g lies
    # between items g and g + 1), to ask "is there a space inside i..j" in O(1).
    spaced_gap = [items[g + 1].spaced for g in range(m - 1)]
    spaces_before = [0]
    for flag in spaced_gap:
        spaces_before.append(spaces_before[-1] + flag)
    gapped_before = [0]
    for item in items:
        gapped_before.append(
            gapped_before[-1] + (gaps and isinstance(item, _Level) and item.gapped)
        )

    def respects_spacing(i: int, j: int) -> bool:
        if spaces_before[j - 1] - spaces_before[i] == 0 and gapped_before[j] == gapped_before[i]:
            return True
        flush_left = i > 0 and not spaced_gap[i - 1]
        flush_right = j < m and not spaced_gap[j - 1]
        return not (flush_left or flush_right)

    kinds = [_kind(item) for item in items]
    tight: set[tuple[int, int]] = set()
    blocks = [
        (k - 1, _block_end(items, k + 1))
        for k in range(1, m - 1)
        if i_first
        and _is_times(items[k])
        and any(_is_i(items[n]) for n in (k - 1, k + 1))
    ]

    def cuts_a_block(i: int, j: int) -> bool:
        """Items i..j-1 hold part of a block, neither all of it nor only some of it."""
        return any(
            j > a and i <= b and not (i <= a and j > b) and not (a <= i and j <= b + 1)
            for a, b in blocks
        )

    for length in range(1, m + 1):
        for i in range(0, m - length + 1):
            j = i + length
            if not _is_operand(items[j - 1]) or not respects_spacing(i, j) or cuts_a_block(i, j):
                continue
            ways: list[tuple[str, int]] = []
            total = 0
            if length == 1:
                item = items[i]
                ways.append(("leaf", i))
                total = item.count if isinstance(item, _Level) else 1
                tight.add((i, j))
            else:
                if kinds[i] in ("root", "unary") and (inner := level.counts.get((i + 1, j), 0)):
                    if (i + 1, j) in tight:
                        tight.add((i, j))
                    if kinds[i] == "root" or not defaults or (i + 1, j) in tight:
                        ways.append(("prefix", i))
                        total += inner
                for k in range(i + 1, j - 1):
                    if kinds[k] not in ("op", "root"):
                        continue
                    left = level.counts.get((i, k), 0)
                    right = level.counts.get((k + 1, j), 0) if left else 0
                    if right:
                        ways.append(("bin" if kinds[k] == "op" else "index", k))
                        total += left * right
            if total:
                level.ways[(i, j)] = ways
                level.counts[(i, j)] = total
    if not level.count:
        first_space = next(
            (items[g + 1] for g in range(m - 1) if spaced_gap[g]), items[0]
        )
        token = first_space.opener if isinstance(first_space, _Level) else first_space
        assert token is not None
        raise ParseError(
            f"the spacing before {token.position} groups the symbols in a way that no "
            "interpretation fits",
            text,
            token.position,
        )


def _structure(
    text: str, tokens: list[_Token], notation: Notation = PLAIN, defaults: bool = False
) -> tuple[_Level, list[_Level]]:
    """Check the symbol order and split into bracket levels (innermost first in the list)."""
    root = _Level(opener=None)
    stack = [root]
    closed: list[_Level] = []
    expect_operand = True
    previous: _Token | None = None
    for token in tokens:
        level = stack[-1]
        if expect_operand:
            if token.kind == "num":
                if defaults and previous is not None and previous.kind in ("root", "op"):
                    _no_clash(token, previous, text)
                level.items.append(token)
                expect_operand = False
            elif token.kind == "open":
                stack.append(_Level(opener=token))
            elif token.kind == "root":
                level.items.append(token)
            elif token.kind == "op" and token.text == "×" and notation.unary_times:
                level.items.append(replace(token, kind="unary"))
            elif token.kind == "op":
                raise ParseError(
                    _misplaced_operator(token, previous, notation), text, token.position
                )
            elif token.kind == "post":
                raise ParseError(
                    f"{token} follows no number: ! is written after its number", text, token.position
                )
            elif previous is not None and previous.kind == "open":
                raise ParseError(
                    f"empty brackets at {previous.position}", text, previous.position
                )
            elif previous is None:
                raise ParseError(f"{token} closes no bracket", text, token.position)
            else:
                raise ParseError(
                    f"{previous} needs a number after it",
                    text,
                    token.position,
                )
        elif token.kind in ("root", "open") and notation.imaginary and _is_i(level.items[-1]):
            # i√4 is i(√4), i(3+4) is i × (3+4): i beside a root or a bracket multiplies
            # it, first (XIII-D-11 table (f), example (c)). The × is implied: no cube.
            level.items.append(replace(token, kind="op", text="×", raw="", marks="implied"))
            if token.kind == "root":
                level.items.append(token)
            else:
                stack.append(_Level(opener=token))
            expect_operand = True
        elif token.kind in ("op", "root"):
            level.items.append(token)
            expect_operand = True
        elif (
            token.kind == "num"
            and token.text.startswith("i")
            and previous is not None
            and previous.kind == "close"
        ):
            # (3+4)i: i beside a bracket multiplies it first (XIII-D-11 example (c)).
            last = level.items[-1]
            assert isinstance(last, _Level)
            last.posts += (replace(token, kind="post", marks="imul" + token.marks),)
        elif token.kind == "post":
            last = level.items[-1]
            if defaults and token.marks == "exp" and isinstance(last, _Token) and _i_product(last):
                raise ParseError(
                    f"{last.raw}{token.raw} has two defaults that clash: the exponent applies "
                    "to the numeral before it and i multiplies first; write the brackets "
                    "(XIII-D-11 table (i))",
                    text,
                    token.position,
                )
            if isinstance(last, _Level):
                last.posts += (token,)
            else:
                level.items[-1] = replace(last, posts=last.posts + (token,))
        elif token.kind == "close":
            if level.opener is None:
                raise ParseError(
                    f"{token} closes no bracket", text, token.position
                )
            if BRACKETS[level.opener.text] != token.text:
                raise ParseError(
                    f"{token} does not match {level.opener}",
                    text,
                    token.position,
                )
            level.closer = token
            stack.pop()
            _solve(level, text, defaults, not notation.plain, defaults and notation.imaginary)
            closed.append(level)
            stack[-1].items.append(level)
        else:
            what = "a number" if token.kind == "num" else f"'{token.raw}'"
            raise ParseError(
                f"missing operator before {what} at {token.position}", text, token.position
            )
        previous = token
    if len(stack) > 1:
        opener = stack[-1].opener
        assert opener is not None
        raise ParseError(
            f"'{opener.text}' at {opener.position} is never closed", text, opener.position
        )
    if expect_operand:
        if previous is None:
            raise ParseError("empty expression", text, 0)
        digit = ""
        if previous.kind == "root" and previous.raw in ("√", "sqrt") and notation.base >= 12:
            digit = f"; in base {notation.base_name} the digit eleven is written √eleven (XIII-C-5)"
        if previous.kind == "op" and previous.raw in ("^", "*") and previous.text == "^" and notation.base >= 11:
            digit = f"; in base {notation.base_name} the digit ten is written ^ten (XIII-C-5)"
        raise ParseError(
            f"the expression ends after {previous}: "
            f"a number must follow{digit}",
            text,
            len(text),
        )
    _solve(root, text, defaults, not notation.plain, defaults and notation.imaginary)
    closed.append(root)
    return root, closed


def _split_products(tokens: list[_Token]) -> list[_Token]:
    """Each numeral-and-i product as its parts with an implied × between them (a part's
    cubes: its digits, or the one i cube); a product whose parts cannot be told apart
    cube by cube stays whole."""
    out: list[_Token] = []
    for token in tokens:
        parts = token.text.split("·") if token.kind == "num" and "·" in token.text else []
        sizes = [1 if p.startswith("i") else sum(c in _DIGITS for c in p) for p in parts]
        if not parts or sum(sizes) != len(token.faces) or 0 in sizes:
            out.append(token)
            continue
        at = 0
        for n, (part, size) in enumerate(zip(parts, sizes, strict=True)):
            if n:
                out.append(replace(token, kind="op", text="×", raw="", marks="implied", faces=(), stands=()))
            body = part if part.startswith("i") else part.rstrip("swudpob")
            marks = part[1:] if part.startswith("i") else part[len(body):]
            out.append(
                replace(
                    token,
                    text="i" if part.startswith("i") else body,
                    marks=marks,
                    faces=token.faces[at : at + size],
                    stands=token.stands[at : at + size],
                    spaced=token.spaced and n == 0,
                )
            )
            at += size
    return out


def _block_end(items: list[_Token | _Level], k: int) -> int:
    """The last item of the operand that starts at ``k``: a √ (or several) takes the
    numeral or bracket just after it (i√4 is i(√4), XIII-D-11 table (f))."""
    while k + 1 < len(items) and _kind(items[k]) == "root":
        k += 1
    return k


def _is_times(item: _Token | _Level) -> bool:
    return isinstance(item, _Token) and item.kind == "op" and item.text == "×"


def _is_i(item: _Token | _Level) -> bool:
    """A numeral with i in it (Imaginary)."""
    return isinstance(item, _Token) and item.kind == "num" and "i" in item.text


def _i_product(token: _Token) -> bool:
    """A numeral and i side by side (``9i``, not ``i`` alone)."""
    return "·" in token.text and "i" in token.text


def _no_clash(token: _Token, previous: _Token, text: str) -> None:
    """√9i and, with Number of Factors, ×4i: the default of √ (or the unary ×) and the
    default of i clash, so the writer must group (XIII-D-11 table (i))."""
    if not _i_product(token) or not token.text[0].isdigit():
        return
    if previous.kind == "root" or (previous.kind == "op" and previous.text == "×"):
        sign = "√" if previous.kind == "root" else "×"
        raise ParseError(
            f"{sign}{token.raw} has two defaults that clash: {sign} applies to the numeral "
            f"behind it and i multiplies first; write ({sign}{token.raw.rstrip('i|')})i or "
            f"{sign}({token.raw}) (XIII-D-11 table (i))",
            text,
            token.position,
        )


def _misplaced_operator(
    token: _Token, previous: _Token | None, notation: Notation = PLAIN
) -> str:
    where = f"unexpected {token}"
    if token.text == "+":
        return f"{where}: + is only for addition, never a positive sign"
    if token.text == "−":
        hint = ""
        if notation.upside_down:
            hint = "; an upside-down cube is written with its mark, 7ud, not −7 (Appendix A)"
        return f"{where}: − is only for subtraction, never a negative sign{hint}"
    digit = ""
    if token.text == "^" and token.raw in ("^", "*") and notation.base >= 11:
        # Where only a number can stand, the ^ is meant as a digit: say how to write it.
        digit = f"; in base {notation.base_name} the digit ten is written ^ten (XIII-C-5)"
    if previous is None or previous.kind == "open":
        return f"{where}: {token.raw} needs a number before it{digit}"
    return f"{where}: {token.raw} cannot follow '{previous.raw}'{digit}"


# --- the parsed expression ------------------------------------------------------------


@dataclass(frozen=True)
class Interpretation:
    """One tree of an expression with its value, or the error that denies it one."""

    tree: Node
    value: Value | None
    error: ArithError | None = None

    @property
    def legal(self) -> bool:
        return self.error is None


@dataclass(frozen=True)
class Outcomes:
    """What all interpretations of an expression come to, found without listing them.

    ``values`` holds one interpretation per distinct value; ``undefined`` is an
    interpretation naming no number (``None`` if every one does); ``refused`` is
    one that could not be computed within the limits or exactly.
    """

    values: tuple[Interpretation, ...]
    undefined: Interpretation | None
    refused: Interpretation | None


class Expression:
    """A parsed Equations expression: its symbols and all its interpretations."""

    def __init__(
        self,
        text: str,
        *,
        star: str = "power",
        spaces_group: bool = True,
        notation: Notation = PLAIN,
        _tokens: list[_Token] | None = None,
    ) -> None:
        self.text = text
        self.star = star
        self.notation = notation
        if _tokens is not None:
            self._tokens = _tokens
        elif notation.plain:
            self._tokens = _tokenize(text, star, spaces_group)
        else:
            self._tokens = _tokenize_marked(text, star, spaces_group, notation)
        # On paper (spaces group nothing) the default readings of VII-B-6 hold.
        self._root, self._levels = _structure(
            text, self._tokens, notation, defaults=not spaces_group
        )

    def __repr__(self) -> str:
        return f"Expression({self.text!r})"

    # -- the symbols --

    def numerals(self) -> list[Num]:
        """The numerals as written, left to right."""
        return [Num(t.text, t.position) for t in self._tokens if t.kind == "num"]

    def faces(self) -> tuple[str, ...]:
        """The cubes written, one face each, left to right (brackets are not cubes).

        >>> parse("[17x(2+√9)]").faces()
        ('1', '7', '×', '2', '+', '√', '9')
        """
        out: list[str] = []
        for token in self._tokens:
            out.extend(_token_faces(token))
        return tuple(out)

    def stands(self) -> tuple[str, ...]:
        """The symbol each cube stands for, in the order of :meth:`faces` (a wild cube's
        differs from its face; a sideways or upside-down cube stands for its face)."""
        out: list[str] = []
        for token in self._tokens:
            out.extend(token.stands or _token_faces(token))
        return tuple(out)

    def digit_readings(self, most: int = 16) -> list[tuple[int, str]]:
        """In bases eleven and twelve an unmarked ``^`` may be the digit ten and a ``√``
        the digit eleven (XIII-C-5, VII-B-5-e): each other way of reading them, as
        (where the first such symbol is, the text with its digit marks). At most ``most``."""
        base = self.notation.base
        spots = [
            t
            for t in self._tokens
            if (t.kind == "op" and t.text == "^" and t.raw in ("^", "*") and base >= 11)
            or (t.kind == "root" and t.raw in ("√", "sqrt") and base >= 12)
        ]
        out: list[tuple[int, str]] = []
        for mask in range(1, min(1 << len(spots), most + 1)):
            text = self.text
            chosen = [t for k, t in enumerate(spots) if mask >> k & 1]
            for token in sorted(chosen, key=lambda t: -t.position):
                end = token.position + len(token.raw)
                word = "ten" if token.text == "^" else "eleven"
                text = text[:end] + word + text[end:]
            out.append((chosen[0].position, text))
        return out

    def cube_roles(self) -> tuple[bool, ...]:
        """For each cube (in the order of :meth:`faces`): is it used as an operation sign?"""
        return tuple(
            token.kind in ("op", "root", "unary")
            for token in self._tokens
            for _ in range(_cubes(token))
        )

    def exponents(self) -> list[tuple[str, int]]:
        """The digits used as exponents by the Exponent variation: (face, cube number)."""
        out: list[tuple[str, int]] = []
        cube = 0
        for token in self._tokens:
            if token.kind == "post" and token.marks == "exp":
                out.append((token.faces[0], cube))
            cube += _cubes(token)
        return out

    def factorials(self) -> int:
        """How many ``!`` are written."""
        return sum(1 for t in self._tokens if t.kind == "post" and t.text == "!")

    def numeral_cubes(self) -> list[tuple[Num, int]]:
        """Each numeral as written (its meaning and marks) with its number of digit cubes
        (a decimal point is not a digit; a 1 for a power of the base is one)."""
        return [
            (Num(t.text, t.position, t.marks), _digit_cubes(t))
            for t in self._tokens
            if t.kind == "num"
        ]

    def cube_marks(self) -> tuple[str, ...]:
        """How each cube is turned, in the order of :meth:`faces`: ``sw``, ``ud``, ``swud``
        or ``""`` (a √ used as percent is upside-down, a ÷ used as log sideways)."""
        out: list[str] = []
        for token in self._tokens:
            turn = {"pct": "ud", "log": "sw"}.get(token.text, "") if token.kind == "op" else ""
            if token.kind == "num":
                turn = token.marks.replace("pob", "")
            out.extend(turn for _ in _token_faces(token))
        return tuple(out)

    def beside(self, operation: str) -> set[int]:
        """Where the numerals written just before or after an ``operation`` start."""
        found: set[int] = set()
        tokens = self._tokens
        for k, token in enumerate(tokens):
            if token.kind == "op" and token.text == operation:
                for near in (k - 1, k + 1):
                    if 0 <= near < len(tokens) and tokens[near].kind == "num":
                        found.add(tokens[near].position)
        return found

    def regrouped(self, clusters: Sequence[int], *, split_i: bool = False) -> Expression:
        """The same symbols grouped by the mat instead of by brackets (IV-B-2).

        ``clusters`` is the number of cubes in each group of touching cubes on the
        mat, left to right; this expression's brackets are left out, so its
        interpretations are every reading the mat's grouping allows. ``split_i``: a
        numeral and i side by side are a product the mat does not group first (the Goal
        3+2| may be read (3+2)i, XIII-D-11 (j)).
        """
        starts: set[int] = set()
        total = 0
        for size in clusters:
            starts.add(total)
            total += size
        # Brackets the writer put round something a ! follows stay: the ! is no cube,
        # so the mat cannot say what it applies to (XIII-A-4 example (d): (8 − 5)!).
        kept: set[int] = set()
        opened: list[int] = []
        for k, token in enumerate(self._tokens):
            if token.kind == "open":
                opened.append(k)
            elif token.kind == "close" and opened:
                first = opened.pop()
                after = self._tokens[k + 1] if k + 1 < len(self._tokens) else None
                if after is not None and after.kind == "post":
                    kept.update((first, k))
        tokens: list[_Token] = []
        cube = 0
        source = _split_products(self._tokens) if split_i else self._tokens
        for k, token in enumerate(source):
            if token.kind in ("open", "close"):
                if k in kept:
                    tokens.append(replace(token, spaced=cube in starts and cube > 0))
                continue
            size = _cubes(token)
            if split_i and tokens and tokens[-1].kind == "num" and token.kind == "num":
                # (3+2)i without its brackets: 3 + 2 × i, the × implied (no cube).
                tokens.append(replace(token, kind="op", text="×", raw="", marks="implied", faces=(), stands=()))
            if any(cube + k in starts for k in range(1, size)):
                raise ParseError(
                    f"the numeral {token.raw} joins cubes that are apart on the mat",
                    self.text,
                    token.position,
                )
            tokens.append(replace(token, spaced=cube in starts and cube > 0 and size > 0))
            cube += size
        return Expression(
            self.text, star=self.star, spaces_group=True, notation=self.notation, _tokens=tokens
        )

    def cubes(self) -> int:
        """How many cubes the expression uses: one per digit and per operation sign."""
        return sum(_cubes(t) for t in self._tokens)

    def count(self) -> int:
        """The exact number of interpretations (it can be astronomically large)."""
        return self._root.count

    def is_unambiguous(self) -> bool:
        return self.count() == 1

    # -- the trees --

    def interpretations(self, limit: int = MAX_INTERPRETATIONS) -> list[Node]:
        """Every interpretation, as distinct trees; refused if more than ``limit``."""
        if self.count() > limit:
            raise LimitExceeded(
                "MAX_INTERPRETATIONS",
                f"{self.text!r} has {self.count()} interpretations; at most {limit} are listed",
            )
        built: dict[int, list[Node]] = {}
        for level in self._levels:
            trees: dict[tuple[int, int], list[Node]] = {}
            for span in _reachable(level):
                trees[span] = _trees_of_span(level, span, trees, built)
            built[id(level)] = trees[level.whole]
        return built[id(self._root)]

    def evaluated(
        self, *, complex_ok: bool = False, limit: int = MAX_INTERPRETATIONS
    ) -> list[Interpretation]:
        """Every interpretation with its value or the reason it has none."""
        result = []
        with metered():
            for tree in self.interpretations(limit):
                try:
                    value = evaluate(tree, complex_ok=complex_ok, notation=self.notation)
                    result.append(Interpretation(tree, value))
                except ArithError as error:
                    result.append(Interpretation(tree, None, error))
        return result

    def outcomes(
        self, *, complex_ok: bool = False, max_steps: int = MAX_EVALUATION_STEPS
    ) -> Outcomes:
        """The distinct values of all interpretations, each with one tree giving it.

        Works span by span on sets of values, so an expression with millions of
        interpretations but few distinct values (``1+2+3+…+9``) is cheap. Refused
        (``MAX_EVALUATION_STEPS``) when the sets grow too large to combine.
        """
        steps = [0]
        done: dict[int, _Cell] = {}
        # Each operation is bounded; so many readings of irrational numbers must be too.
        with metered():
            for level in self._levels:
                cells: dict[tuple[int, int], _Cell] = {}
                for span in _reachable(level):
                    cells[span] = _cell_of_span(
                        level, span, cells, done, complex_ok, steps, max_steps, self.notation
                    )
                done[id(level)] = cells[level.whole]
        top = done[id(self._root)]
        return Outcomes(
            values=tuple(Interpretation(tree, value) for value, tree in top.values.values()),
            undefined=_failure(top, "undefined"),
            refused=_failure(top, "refused"),
        )


def _failure(cell: _Cell, kind: str) -> Interpretation | None:
    if kind not in cell.failures:
        return None
    error, tree = cell.failures[kind]
    return Interpretation(tree, None, error)


def _reachable(level: _Level) -> list[tuple[int, int]]:
    """The spans that occur in some interpretation of the level, shortest first."""
    seen = {level.whole}
    todo = [level.whole]
    while todo:
        i, j = todo.pop()
        for kind, k in level.ways[(i, j)]:
            if kind == "leaf":
                continue
            parts = [(i + 1, j)] if kind == "prefix" else [(i, k), (k + 1, j)]
            for part in parts:
                if part not in seen:
                    seen.add(part)
                    todo.append(part)
    return sorted(seen, key=lambda span: (span[1] - span[0], span[0]))


def _trees_of_span(
    level: _Level,
    span: tuple[int, int],
    trees: dict[tuple[int, int], list[Node]],
    built: dict[int, list[Node]],
) -> list[Node]:
    i, j = span
    out: list[Node] = []
    for kind, k in level.ways[span]:
        if kind == "leaf":
            item = level.items[i]
            if isinstance(item, _Level):
                assert item.opener is not None
                out.extend(
                    _posted(Group(item.opener.text, t, item.opener.position), item.posts)
                    for t in built[id(item)]
                )
            else:
                out.append(_posted(Num(item.text, item.position, item.marks), item.posts))
        elif kind == "prefix":
            token = level.items[i]
            position = _position(token)
            assert isinstance(token, _Token)
            out.extend(_prefixed(token, t, position) for t in trees[(i + 1, j)])
        else:
            position = _position(level.items[k])
            for left in trees[(i, k)]:
                for right in trees[(k + 1, j)]:
                    if kind == "bin":
                        token = level.items[k]
                        assert isinstance(token, _Token)
                        out.append(BinOp(token.text, left, right, position, token.note))
                    else:
                        token = level.items[k]
                        assert isinstance(token, _Token)
                        out.append(Root(left, right, position, token.note))
    return out


def _posted(node: Node, posts: tuple[_Token, ...]) -> Node:
    """A leaf with the ``!`` and exponent digits written after it, innermost first."""
    return _apply_posts(node, None, posts, None)[0]


def _apply_posts(
    node: Node, value: Value | None, posts: tuple[_Token, ...], notation: Notation | None
) -> tuple[Node, Value | None]:
    """The leaf with its posts, and its value when ``notation`` is given (raising the
    arithmetic's error). A ``!`` after an exponent digit is the exponent's (XIII-B-9
    comment (b): 4 3exp! is 4^(3!)); the next exponent digit raises the power again
    (5 2exp 3exp is (5²)³, XIII-B-9 example (c))."""
    exponent: tuple[Node, Value | None] | None = None

    def raised(base: tuple[Node, Value | None]) -> tuple[Node, Value | None]:
        if exponent is None:
            return base
        tree = BinOp("^", base[0], exponent[0], exponent[0].position)
        if notation is None:
            return tree, None
        assert base[1] is not None and exponent[1] is not None
        return tree, notation.binary("^", base[1], exponent[1])

    current: tuple[Node, Value | None] = (node, value)
    for post in posts:
        if post.marks.startswith("imul"):
            current = raised(current)
            exponent = None
            unit = Num(post.text, post.position, post.marks[4:])
            product = BinOp("×", current[0], unit, post.position)
            if notation is None or current[1] is None:
                current = (product, None)
            else:
                factor = notation.numeral(post.text, post.marks[4:])
                current = (product, notation.binary("×", current[1], factor))
        elif post.text == "!":
            target = current if exponent is None else exponent
            tree = Unary("!", target[0], post.position)
            result = None if notation is None or target[1] is None else notation.unary("!", target[1])
            if exponent is None:
                current = (tree, result)
            else:
                exponent = (tree, result)
        else:
            current = raised(current)
            digit = Num(post.text, post.position)
            exponent = (digit, None if notation is None else notation.numeral(post.text, ""))
    return raised(current)


def _grouped_posted(opener: _Token, posts: tuple[_Token, ...], tree: Node) -> Node:
    return _posted(Group(opener.text, tree, opener.position), posts)


def _prefixed(token: _Token, operand: Node, position: int) -> Node:
    if token.kind == "unary":
        return Unary("×", operand, position)
    return Root(None, operand, position, token.note)


def _position(item: _Token | _Level) -> int:
    token = item.opener if isinstance(item, _Level) else item
    assert token is not None
    return token.position


@dataclass
class _Cell:
    """A span's distinct values (key → value and a tree giving it) and failures."""

    values: dict[object, tuple[Value, Node]] = field(default_factory=dict)
    failures: dict[str, tuple[ArithError, Node]] = field(default_factory=dict)

    def add(self, value: Value, tree: Node) -> None:
        self.values.setdefault(value, (value, tree))

    def fail(self, error: ArithError, tree: Node) -> None:
        kind = "undefined" if isinstance(error, Undefined) else "refused"
        self.failures.setdefault(kind, (error, tree))

    def inherit(self, child: _Cell, wrap: Callable[[Node], Node]) -> None:
        """A child's failures are failures of this span too, wrapped the same way."""
        for kind, (error, tree) in child.failures.items():
            self.failures.setdefault(kind, (error, wrap(tree)))


def _cell_of_span(
    level: _Level,
    span: tuple[int, int],
    cells: dict[tuple[int, int], _Cell],
    done: dict[int, _Cell],
    complex_ok: bool,
    steps: list[int],
    max_steps: int,
    notation: Notation = PLAIN,
) -> _Cell:
    i, j = span
    cell = _Cell()
    plain = notation.plain

    def spend(amount: int) -> None:
        steps[0] += amount
        if steps[0] > max_steps:
            raise LimitExceeded(
                "MAX_EVALUATION_STEPS",
                f"the interpretations have too many distinct values to combine "
                f"(more than {max_steps} operations)",
            )

    for kind, k in level.ways[span]:
        if kind == "leaf":
            item = level.items[i]
            if isinstance(item, _Level):
                inner = done[id(item)]
                opener = item.opener
                assert opener is not None
                if item.posts:
                    for value, tree in inner.values.values():
                        _add_posted(
                            cell, value, Group(opener.text, tree, opener.position), item.posts,
                            notation,
                        )
                else:
                    for value, tree in inner.values.values():
                        cell.add(value, Group(opener.text, tree, opener.position))
                cell.inherit(inner, partial(_grouped_posted, opener, item.posts))
            elif plain:
                cell.add(_numeral_value(item), Num(item.text, item.position))
            else:
                leaf = Num(item.text, item.position, item.marks)
                try:
                    value = notation.numeral(item.text, item.marks)
                except ArithError as error:
                    cell.fail(error, _posted(leaf, item.posts))
                else:
                    _add_posted(cell, value, leaf, item.posts, notation)
        elif kind == "prefix":
            radicands = cells[(i + 1, j)]
            token = level.items[i]
            assert isinstance(token, _Token)
            position = _position(token)
            spend(len(radicands.values))
            for value, tree in radicands.values.values():
                node = _prefixed(token, tree, position)
                try:
                    if token.kind == "unary":
                        cell.add(notation.unary("×", value), node)
                    elif plain:
                        cell.add(apply_root(None, value, complex_ok=complex_ok), node)
                    else:
                        cell.add(
                            notation.root(None, value, complex_ok=complex_ok, note=token.note), node
                        )
                except ArithError as error:
                    cell.fail(error, node)
            cell.inherit(radicands, partial(_prefixed, token, position=position))
        else:
            lefts, rights = cells[(i, k)], cells[(k + 1, j)]
            token = level.items[k]
            assert isinstance(token, _Token)
            spend(len(lefts.values) * len(rights.values))
            found = cell.values
            for a, left in lefts.values.values():
                for b, right in rights.values.values():
                    try:
                        if not plain:
                            result = (
                                notation.binary(
                                    token.text, a, b, complex_ok=complex_ok, note=token.note
                                )
                                if kind == "bin"
                                else notation.root(a, b, complex_ok=complex_ok, note=token.note)
                            )
                        elif kind == "bin":
                            result = apply_binary(token.text, a, b, complex_ok=complex_ok)
                        else:
                            result = apply_root(a, b, complex_ok=complex_ok)
                    except ArithError as error:
                        cell.fail(error, _combine(kind, token, left, right))
                    else:
                        # Build a tree only for a value not seen yet: most are repeats.
                        if result not in found:
                            found[result] = (result, _combine(kind, token, left, right))
            _inherit_pair(cell, kind, token, lefts, rights)
    return cell


def _numeral_value(token: _Token) -> Value:
    return Fraction(int(token.text))


def _add_posted(
    cell: _Cell, value: Value, node: Node, posts: tuple[_Token, ...], notation: Notation
) -> None:
    """The value of a leaf with its posts applied (a failure is the span's failure)."""
    try:
        tree, result = _apply_posts(node, value, posts, notation)
    except ArithError as error:
        cell.fail(error, _posted(node, posts))
        return
    assert result is not None
    cell.add(result, tree)


def _digit_cubes(token: _Token) -> int:
    """The digit cubes of a numeral token; with Imaginary, of its longest numeral beside
    an i (``7i2`` is 7 × i × 2, two one-digit numerals, XIII-D-11 example (e))."""
    if "·" in token.text or token.text.startswith("i"):
        parts = [p for p in token.text.split("·") if not p.startswith("i")]
        return max((sum(c in _DIGITS for c in p) for p in parts), default=0)
    if "pob" in token.marks:
        return 1
    # The digits as meant: ^ and √ are the digits ten and eleven (bases eleven, twelve);
    # a decimal point is no digit.
    return sum(c in _DIGITS or c in "^√" for c in token.text)


def _token_faces(token: _Token) -> tuple[str, ...]:
    if token.marks == "implied":
        return ()
    if token.faces:
        return token.faces
    if token.kind == "num":
        return tuple(token.text)
    if token.kind in ("op", "root"):
        return (token.text,)
    return ()


def _combine(kind: str, token: _Token, left: Node, right: Node) -> Node:
    if kind == "bin":
        return BinOp(token.text, left, right, token.position, token.note)
    return Root(left, right, token.position, token.note)


def _inherit_pair(cell: _Cell, kind: str, token: _Token, lefts: _Cell, rights: _Cell) -> None:
    """A failure on either side makes the combined interpretation fail too."""
    right = _any_tree(rights)
    if right is not None:
        for failure, (error, bad) in lefts.failures.items():
            cell.failures.setdefault(failure, (error, _combine(kind, token, bad, right)))
    left = _any_tree(lefts)
    if left is not None:
        for failure, (error, bad) in rights.failures.items():
            cell.failures.setdefault(failure, (error, _combine(kind, token, left, bad)))


def _any_tree(cell: _Cell) -> Node | None:
    if cell.values:
        return next(iter(cell.values.values()))[1]
    if cell.failures:
        return next(iter(cell.failures.values()))[1]
    return None


# --- the public helpers ----------------------------------------------------------


def parse(
    text: str, *, star: str = "power", spaces_group: bool = True, notation: Notation = PLAIN
) -> Expression:
    """Parse ``text`` in Equations notation (raises :class:`ParseError`, :class:`LimitExceeded`).

    ``spaces_group=False`` reads text written on paper, where spaces group nothing:

    >>> parse("2x 3+5").count(), parse("2x 3+5", spaces_group=False).count()
    (1, 2)
    """
    return Expression(text, star=star, spaces_group=spaces_group, notation=notation)


def parse_interpretations(
    text: str, *, star: str = "power", limit: int = MAX_INTERPRETATIONS
) -> list[Node]:
    """Every legal grouping of ``text`` as a tree (values are not checked here).

    >>> len(parse_interpretations("1+2+3+4"))
    5
    """
    return parse(text, star=star).interpretations(limit)


def is_unambiguous(text: str, *, star: str = "power") -> bool:
    """True when ``text`` can be grouped only one way."""
    return parse(text, star=star).is_unambiguous()


def check_goal(text: str, *, star: str = "power", complex_ok: bool = False) -> Expression:
    """Check a Goal (IV-B): 1–6 cubes, numerals of one or two digits, names a number.

    An ungrouped Goal may be read in any valid way (IV-B-2), so it is legal when at
    least one interpretation names a number; :meth:`Expression.outcomes` gives them.

    >>> check_goal("17x8").cubes()
    4
    >>> check_goal("125")
    Traceback (most recent call last):
    ...
    eqgames.arith.errors.ParseError: the numeral '125' at 0 has 3 digits: a Goal's numerals have one or two
    """
    expression = parse(text, star=star)
    for numeral in expression.numerals():
        if len(numeral.digits) > 2:
            raise ParseError(
                f"the numeral '{numeral.digits}' at {numeral.position} has "
                f"{len(numeral.digits)} digits: a Goal's numerals have one or two",
                text,
                numeral.position,
            )
    if expression.cubes() > GOAL_MAX_CUBES:
        position = _cube_position(expression, GOAL_MAX_CUBES + 1)
        raise ParseError(
            f"the Goal uses {expression.cubes()} cubes: at most {GOAL_MAX_CUBES} are allowed",
            text,
            position,
        )
    _require_a_value(expression, complex_ok)
    return expression


def check_solution_text(text: str, *, star: str = "power") -> Expression:
    """Check a Solution's form (III-A, III-C): at least 2 cubes, one-digit numerals.

    Whether its value is right, and whether it uses the mat's cubes, is the
    Equations checker's business.

    >>> check_solution_text("(6x6)+1").cubes()
    5
    """
    expression = parse(text, star=star)
    for numeral in expression.numerals():
        if len(numeral.digits) > 1:
            raise ParseError(
                f"the numeral '{numeral.digits}' at {numeral.position} has "
                f"{len(numeral.digits)} digits: a Solution's numerals have one",
                text,
                numeral.position,
            )
    if expression.cubes() < SOLUTION_MIN_CUBES:
        raise ParseError(
            f"a Solution needs at least {SOLUTION_MIN_CUBES} cubes", text, 0
        )
    return expression


def _cubes(token: _Token) -> int:
    """Cubes in one symbol: one per digit and per operation sign; brackets and an
    implied × (i beside a numeral) are none."""
    if token.marks == "implied":
        return 0
    if token.faces:
        return len(token.faces)
    if token.kind == "num":
        return len(token.text)
    return 1 if token.kind in ("op", "root") else 0


def _cube_position(expression: Expression, nth: int) -> int:
    """Where the ``nth`` cube (from 1) is written."""
    seen = 0
    for token in expression._tokens:
        if seen + _cubes(token) >= nth:
            return token.position + (nth - seen - 1 if token.kind == "num" else 0)
        seen += _cubes(token)
    return 0


def _require_a_value(expression: Expression, complex_ok: bool) -> None:
    outcomes = expression.outcomes(complex_ok=complex_ok)
    if outcomes.values:
        return
    example = outcomes.undefined or outcomes.refused
    assert example is not None and example.error is not None
    raise Undefined(
        f"{expression.text!r} names no number: {to_text(example.tree)} — {example.error}"
    )
