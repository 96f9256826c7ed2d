"""Reading Equations text written with the Adventurous variations: Appendix A's marks.

:func:`tokenize_marked` is the tokenizer :mod:`eqgames.arith.equations` uses when a
:class:`~eqgames.arith.notation.Notation` is not Basic Equations': each symbol with the
marks typed after it (:mod:`eqgames.arith.marks`), the cubes it uses and what each
stands for. Every mark the shake's variations give no meaning is refused with the
variation it needs.
"""

from __future__ import annotations

from dataclasses import replace

from . import marks as _marks
from .ast import BRACKETS
from .errors import LimitExceeded, ParseError
from .limits import MAX_DEPTH, MAX_INPUT_CHARS, MAX_NUMERAL_DIGITS, MAX_SYMBOLS
from .notation import PLAIN, Notation
from .root_note import read_note
from .tokens import CLOSERS, DIGITS, OPERATORS, STAR, Token

__all__ = ["mark_use", "tokenize_marked"]

_TURNS = {"sw": "Sideways", "ud": "Upside-down"}


def tokenize_marked(text: str, star: str, spaces_group: bool, notation: Notation) -> list[Token]:
    """The tokens of a text written with the variations of ``notation`` (see :mod:`.marks`)."""
    if len(text) > MAX_INPUT_CHARS:
        raise LimitExceeded(
            "MAX_INPUT_CHARS",
            f"the expression is {len(text)} characters long; at most {MAX_INPUT_CHARS} are read",
        )
    if star not in STAR:
        raise ValueError(f"star must be 'power' or 'times', not {star!r}")
    reader = _MarkedReader(text, star, notation)
    tokens: list[Token] = []
    symbols = depth = 0
    spaced = False
    while reader.i < len(text):
        c = text[reader.i]
        start = reader.i
        if c.isspace():
            spaced = True
            reader.i += 1
            continue
        token = reader.symbol(spaced)
        if token.kind == "open":
            depth += 1
            if depth > MAX_DEPTH:
                raise LimitExceeded(
                    "MAX_DEPTH", f"brackets nest more than {MAX_DEPTH} deep at {start}"
                )
        elif token.kind == "close":
            depth -= 1
        if token.kind in ("num", "op", "root", "post"):
            symbols += 1
            if symbols > MAX_SYMBOLS:
                raise LimitExceeded(
                    "MAX_SYMBOLS",
                    f"more than {MAX_SYMBOLS} numerals and operation signs (at {start})",
                )
        tokens.append(token)
        spaced = not spaces_group
    return tokens


class _MarkedReader:
    """Reads one symbol at a time, with the marks written after it."""

    def __init__(self, text: str, star: str, notation: Notation) -> None:
        self.text = text
        self.star = star
        self.notation = notation
        self.i = 0

    def error(self, message: str, at: int) -> ParseError:
        return ParseError(message, self.text, at)

    def symbol(self, spaced: bool) -> Token:
        text, i, n = self.text, self.i, self.notation
        c = text[i]
        if n.imaginary and (c in "|i" or self._wild_i(i) is not None):
            return self.imaginary_product(spaced)
        if (
            self._wild_arrow(i) is not None
            or c in DIGITS
            or (c == "." and self._point_ok())
            or self._high_digit(i) is not None
        ):
            return self.imaginary_product(spaced) if n.imaginary else self.numeral(spaced)
        if c == "!":
            if not n.factorial:
                raise self.error(f"unexpected '!' at {i}: {_marks.unacceptable('!')}", i)
            self.i = i + 1
            return Token("post", "!", i, spaced, "!")
        if c in BRACKETS or c in CLOSERS:
            self.i = i + 1
            return Token("open" if c in BRACKETS else "close", c, i, spaced, c)
        if c in OPERATORS or c == "*" or c == "√" or text.startswith("sqrt", i):
            return self.operation(spaced, wild=False)
        reason = _marks.unacceptable(c)
        if _marks.read_mark(text, i, spaced=True) is not None:
            reason = "a mark is written just after the symbol it describes (Appendix A)"
        if reason is None:
            raise self.error(f"unexpected {c!r} at {i}: not a symbol of Equations", i)
        raise self.error(f"unexpected {c!r} at {i}: {reason}", i)

    def _wild_i(self, i: int) -> int | None:
        """``0->|``: a wild cube standing for the i cube; where the arrow's end is."""
        after = self._wild_arrow(i)
        if after is not None and after < len(self.text) and self.text[after] in "|i":
            return after
        return None

    def imaginary_product(self, spaced: bool) -> Token:
        """Numerals and i cubes written side by side: their product, before any other
        operation (XIII-D-11: 2| and |2 are 2i, 7|2 is 14i, ii is i²)."""
        text, start = self.text, self.i
        parts: list[Token] = []
        while self.i < len(text):
            i = self.i
            wild = self._wild_i(i)
            if wild is not None or text[i] in "|i":
                parts.append(self._i_cube(wild))
            elif (
                text[i] in DIGITS
                or self._wild_arrow(i) is not None
                or (text[i] == "." and self._point_ok())
                or self._high_digit(i) is not None  # ^ten, √eleven in bases 11 and 12
            ):
                token = self.numeral(spaced)
                if token.kind != "num":
                    if parts:
                        self.i = i
                        break
                    return token
                parts.append(token)
            else:
                break
        if len(parts) == 1 and "i" not in parts[0].text:
            return parts[0]
        return Token(
            "num",
            "·".join(p.text + p.marks for p in parts),
            start,
            spaced,
            text[start : self.i].strip(),
            faces=tuple(f for p in parts for f in p.faces),
            stands=tuple(x for p in parts for x in p.stands),
        )

    def _i_cube(self, wild: int | None) -> Token:
        """One i cube (a sideways −), ``|`` or ``i``, ``ud`` for −i."""
        start = self.i
        face = "−"
        if wild is not None:
            face = self._wild_face()
            self._need_wild("->", start, "|")
            self.i = wild
        self.i += 1
        found, end = self._marks_after(self.i, False)
        turn = ""
        for typed, mark, at in found:
            if mark == "ud":
                turn = "ud"
            elif mark == "w":
                self._need_wild(typed, at, "|")
                face = self._wild_face()
            else:
                raise self.error(
                    f"'{typed}' at {at} cannot follow i: an i cube is right-side up (i) or "
                    "upside-down (−i), never sideways (XIII-D-11 comment (c))",
                    at,
                )
        self.i = end
        return Token("num", "i", start, False, "i", marks=turn, faces=(face,), stands=("−",))

    def _point_ok(self) -> bool:
        n = self.notation
        return n.decimal_point or n.powers_of_base or n.decimal_in_goal

    def _wild_arrow(self, i: int) -> int | None:
        """The reverse form of a wild cube, ``0->2``: where its meaning starts."""
        wild = self.notation.wild
        if wild is None:
            return None
        c = self.text[i]
        if (wild == "0" and c == "0") or (wild == "×" and c in "xX×"):
            return _marks.read_arrow(self.text, i + 1)
        return None

    def _marks_after(self, end: int, spaced: bool) -> tuple[list[tuple[str, str, int]], int]:
        """The marks written from ``end`` on: (as typed, mark, where) each, and their end."""
        found: list[tuple[str, str, int]] = []
        while True:
            mark = _marks.read_mark(self.text, end, spaced=spaced)
            if mark is None:
                return found, end
            typed, meaning, stop = mark
            found.append((typed, meaning, stop - len(typed)))
            end = stop
            spaced = False

    def numeral(self, spaced: bool) -> Token:
        text, n = self.text, self.notation
        start = self.i
        digits: list[str] = []
        faces: list[str] = []
        stands: list[str] = []
        turns: set[str] = set()
        turned_at: int | None = None
        pob = False
        i = start
        while i < len(text):
            digit_start = i
            wild_from = self._wild_arrow(i)
            c = text[i]
            if wild_from is not None:
                meaning = text[wild_from] if wild_from < len(text) else ""
                if meaning == "." and self.notation.decimal_point:
                    if "." in digits:
                        raise self.error(f"a numeral has one decimal point (at {i})", i)
                    face, digit, i = self._wild_face(), ".", wild_from + 1
                    self._need_wild("->", i, "^")
                elif meaning not in DIGITS or not meaning:
                    if digits:
                        break
                    return self.operation_after_arrow(spaced, wild_from)
                else:
                    face, digit, i = self._wild_face(), meaning, wild_from + 1
            elif c in DIGITS:
                face, digit, i = c, c, i + 1
            elif (high := self._high_digit(i)) is not None:
                face, digit, i = high
            elif (c == "." and self._point_ok()) or self._decimal_caret(i):
                if "." in digits:
                    raise self.error(f"a numeral has one decimal point (at {i})", i)
                # Decimal in Goal's point is no cube; Decimal Point's is the ^ cube.
                free = c == "." and n.decimal_in_goal and not n.decimal_point
                face, digit = ("" if free else "^"), "."
                i = i + 1 if c == "." else self._marks_after(i + 1, False)[1]
            else:
                break
            if len(digits) >= MAX_NUMERAL_DIGITS:
                raise LimitExceeded(
                    "MAX_NUMERAL_DIGITS",
                    f"the numeral at {start} has more than {MAX_NUMERAL_DIGITS} digits",
                )
            digits.append(digit)
            if face:
                faces.append(face)
                stands.append("^" if digit == "." else digit)
            found, after = self._marks_after(i, False)
            if any(mark == "exp" for _, mark, _ in found):
                if digits[:-1]:
                    # The numeral ends before the exponent digit, read next on its own.
                    digits.pop()
                    faces.pop()
                    stands.pop()
                    i = digit_start
                    break
                return self.exponent(spaced, digit, faces[0] if faces else "", found, after)
            for typed, mark, at in found:
                if mark == "w":
                    self._need_wild(typed, at, digit)
                    faces[-1] = self._wild_face()
                elif mark in ("sw", "ud", "swud"):
                    for turn in ("sw", "ud"):
                        if turn in mark:
                            self._need_turn(turn, typed, at)
                            turns.add(turn)
                    turned_at = at
                elif mark == "pob":
                    if not n.powers_of_base:
                        raise self.error(
                            f"'{typed}' at {at} marks a 1 standing for a power of the base, but "
                            "Powers of the Base is not played in this shake",
                            at,
                        )
                    pob = True
                else:
                    raise self.error(
                        f"'{typed}' at {at} does not describe a numeral: {mark_use(mark)}", at
                    )
            i = after
            if pob:
                break
        self.i = i
        written = "".join(digits)
        if turns and len(digits) > 1:
            assert turned_at is not None
            raise self.error(
                f"the numeral {written} at {start} cannot have a sideways or upside-down cube: "
                "such a cube is a numeral of its own (62 with the 2 upside-down is neither 6 − 2 "
                "nor 60 + (−2), XIII-A-2)",
                turned_at,
            )
        if turns == {"sw", "ud"} and not n.both_turns:
            raise self.error(
                f"the {written} at {start} is both sideways and upside-down, which only a Solution "
                "cube may be, with both variations chosen (XIII-A-2 comment (a))",
                start,
            )
        if digits == ["."] and not text.startswith("i", i):
            # A point joins digits in a numeral ("combined with at most three digits to
            # form a numeral", XIII-B-13; D-12 places it beside a digit): alone it names
            # no number. (Beside i, ``.i``, the checker says why in its own words.)
            raise self.error(
                f"the decimal point at {start} stands alone: a point is part of a numeral, "
                "with one to three digits (3.5, .25; XIII-B-13)",
                start,
            )
        if pob:
            faces, stands = self._power_of_base_cube(written, start)
        if "." in digits and not pob and not n.decimal_point and not n.decimal_in_goal:
            raise self.error(
                f"unexpected '.' at {start + digits.index('.')}: {_marks.unacceptable('.')}",
                start,
            )
        marks = ("sw" if "sw" in turns else "") + ("ud" if "ud" in turns else "") + (
            "pob" if pob else ""
        )
        return Token(
            "num",
            written,
            start,
            spaced,
            text[start:i].strip(),
            marks=marks,
            faces=tuple(faces),
            stands=tuple(stands),
        )

    def exponent(
        self, spaced: bool, digit: str, face: str, found: list[tuple[str, str, int]], end: int
    ) -> Token:
        """A digit of the Exponent colour used as an exponent (XIII-B-9): a postfix."""
        start = self.i
        typed, _, at = next(m for m in found if m[1] == "exp")
        if not self.notation.exponent:
            raise self.error(
                f"'{typed}' at {at} marks a digit used as an exponent, but Exponent is not "
                "played in this shake",
                at,
            )
        if digit == "." or any(mark not in ("exp", "w") for _, mark, _ in found):
            raise self.error(f"'{typed}' at {at} marks a plain digit used as an exponent", at)
        if any(mark == "w" for _, mark, _ in found):
            face = self._wild_face()
        self.i = end
        return Token(
            "post", digit, start, spaced, self.text[start:end].strip(), marks="exp",
            faces=(face,), stands=(digit,),
        )

    def _high_digit(self, i: int) -> tuple[str, str, int] | None:
        """A ``^`` marked ``ten`` or a ``√`` marked ``eleven`` (bases eleven and twelve,
        XIII-C-5), or a sideways ``^`` (one-tenth): (face, digit, where its marks start)."""
        text, base = self.text, self.notation.base
        c = text[i]
        if c == "^" or (c == "*" and self.star == "power"):
            face, width, word = "^", 1, "ten"
        elif c == "√" or text.startswith("sqrt", i):
            face, width, word = "√", 1 if c == "√" else 4, "eleven"
        else:
            return None
        found, _ = self._marks_after(i + width, False)
        if not found:
            return None
        mark = found[0][1]
        if mark == word or (face == "^" and mark == "sw" and base >= 11):
            if base < (11 if face == "^" else 12):
                raise self.error(
                    f"{face} is the digit {word} only in base {'eleven or twelve' if face == '^' else 'twelve'} "
                    "(XIII-C-5)",
                    i,
                )
            # A sideways ^ is the digit ten turned: its marks are read as a digit's.
            return face, face, i + width if mark == "sw" else found[0][2] + len(found[0][0])
        return None

    def _decimal_caret(self, i: int) -> bool:
        """A ``^`` (or ``*`` for it) marked ``dp``: a decimal point."""
        c = self.text[i]
        if not self.notation.decimal_point or not (c == "^" or (c == "*" and self.star == "power")):
            return False
        found, _ = self._marks_after(i + 1, False)
        return bool(found) and found[0][1] == "dp"

    def _power_of_base_cube(self, written: str, start: int) -> tuple[list[str], list[str]]:
        whole, point, fraction = written.partition(".")
        ok = (not point and whole.startswith("1") and set(whole[1:]) <= {"0"}) or (
            point and whole in ("", "0") and fraction.endswith("1") and set(fraction[:-1]) <= {"0"}
        )
        if not ok:
            raise self.error(
                f"{written}pob at {start}: a 1 for a power of the base is written as that power, "
                "1, 10, 100, … or .1, .01, … (XIII-B-10)",
                start,
            )
        return ["1"], [written]

    def _wild_face(self) -> str:
        assert self.notation.wild is not None
        return self.notation.wild

    def _need_wild(self, typed: str, at: int, meaning: str) -> None:
        n = self.notation
        if n.wild is None:
            raise self.error(
                f"'{typed}' at {at} marks the wild cube, but no cube is wild in this shake", at
            )
        if not n.wild_symbols and meaning not in DIGITS:
            raise self.error(
                f"the wild {n.wild} may stand only for a numeral in Elementary (XIII-A-3), "
                f"not for {meaning}",
                at,
            )

    def _need_turn(self, turn: str, typed: str, at: int) -> None:
        played = self.notation.sideways if turn == "sw" else self.notation.upside_down
        if not played:
            what = "sideways" if turn == "sw" else "upside-down"
            raise self.error(
                f"'{typed}' at {at} marks a {what} cube, but {_TURNS[turn]} is not played in "
                "this shake",
                at,
            )

    def operation_after_arrow(self, spaced: bool, at: int) -> Token:
        """``0->×``: the wild cube standing for the operation written after the arrow."""
        start = self.i
        self.i = at
        if at >= len(self.text):
            raise self.error(f"the arrow at {start} points at nothing: write what the wild cube stands for", start)
        token = self.operation(spaced, wild=True)
        return replace(token, position=start, raw=self.text[start : self.i].strip())

    def operation(self, spaced: bool, *, wild: bool) -> Token:
        text, n = self.text, self.notation
        i = self.i
        c = text[i]
        if c == "√" or text.startswith("sqrt", i):
            width = 1 if c == "√" else 4
            symbol = "√"
        elif c == "*":
            width, symbol = 1, STAR[self.star]
        elif c in OPERATORS:
            width, symbol = 1, OPERATORS[c]
        else:
            raise self.error(
                f"unexpected {c!r} at {i}: the wild cube must stand for a symbol on the cubes", i
            )
        found, end = self._marks_after(i + width, False)
        kind = "root" if symbol == "√" else "op"
        meaning = symbol
        is_wild = wild
        for typed, mark, at in found:
            if mark == "w":
                is_wild = True
            elif symbol == "√" and mark == "lcm" and n.lcm:
                kind, meaning = "op", "lcm"
            elif symbol == "√" and mark == "ud" and n.percent:
                kind, meaning = "op", "pct"
            elif symbol == "^" and mark == "gcf" and n.gcf:
                meaning = "gcf"
            elif symbol == "÷" and mark == "sw" and n.log:
                meaning = "log"
            elif (symbol, mark) in (("√", "rt"), ("^", "pow")) and n.base >= 11:
                pass  # said to be the operation, not the digit ten or eleven
            else:
                raise self.error(
                    f"'{typed}' at {at} cannot follow {symbol}: {mark_use(mark, n)}", at
                )
        if is_wild:
            self._need_wild("w" if not wild else "->", i, symbol)
        note = ""
        noted = read_note(text, end)
        if noted is not None:
            at = text.lower().index("root", end)
            if not n.imaginary:
                raise self.error(
                    f"'root' at {at} names which complex root a ^ or √ means, with the Imaginary "
                    "variation (XIII-D-11), which is not played in this shake",
                    at,
                )
            if meaning not in ("^", "√"):
                raise self.error(
                    f"'root' at {at} cannot follow {symbol}: it names which complex root a power "
                    "^ or a root √ means (XIII-D-11)",
                    at,
                )
            note, end = noted
        self.i = end
        face = self._wild_face() if is_wild else symbol
        return Token(
            kind, meaning, i, spaced, text[i:end].strip(), faces=(face,), stands=(symbol,),
            note=note,
        )


def mark_use(mark: str, notation: Notation = PLAIN) -> str:
    """What a mark is for, when it was written where it means nothing."""
    uses = {
        "sw": "'sw' marks a sideways numeral cube (7sw)",
        "ud": "'ud' marks an upside-down numeral cube (7ud) or, with Percent, a √ (6 √ud 8)",
        "swud": "'swud' marks a numeral cube both sideways and upside-down",
        "w": "'w' marks the wild cube",
        "lcm": "'lcm' marks a √ used as LCM, with the LCM variation (6 √lcm 8)",
        "gcf": "'gcf' marks a ^ used as GCF, with the GCF variation (8 ^gcf 6)",
        "dp": "'dp' marks a ^ used as a decimal point, with Decimal Point (4^dp5)",
        "pob": "'pob' marks a 1 standing for a power of the base (100pob)",
        "exp": "'exp' marks a digit of the Exponent colour used as an exponent (5 2exp)",
        "ten": "'ten' marks a ^ used as the digit ten, in bases eleven and twelve (^ten)",
        "eleven": "'eleven' marks a √ used as the digit eleven, in base twelve (√eleven)",
        "rt": "'rt' marks a √ that is a root, not the digit eleven, in base twelve (√rt)",
        "pow": "'pow' marks a ^ that is a power, not the digit ten, in bases eleven and twelve",
    }
    return uses[mark] + " (Appendix A)"
