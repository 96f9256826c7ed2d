"""The slow, obvious adjudicator of a shake with variations: every tree, judged by the checker.

It exists to check the fast one (:mod:`..solver`, whose search tries each meaning a
variation gives a cube) in the property tests. Nothing clever, and nothing shared
with the search's table of meanings: for every choice of cubes the question allows,
every expression tree those cubes can form with every meaning the shake's variations
give each cube — written out here from the rulebook's list (XIII) — is evaluated by
the checker's own evaluator (:func:`eqgames.arith.evaluate.evaluate` in the shake's
notation); a tree that equals a reading of the Goal (or, with Multiple of k, differs
from one by a nonzero multiple of k) is put to :func:`..checker.check` as an
Equation, and the first the checker accepts is the answer.

The meanings tried are those the adjudicator claims to try in full
(:mod:`.adjudication`): it is the reference for exactly those. The Goal's readings are
the adjudicator's (:func:`..solver.goal_targets`) but where they are written out here:
with Exponent (every mark, bracket and ! on a Goal of up to three cubes), and in base
eleven or twelve or with Decimal in Goal (every mark on each ^ and √, up to two points
anywhere, on a Goal of up to three cubes); the checker says which are the mat's Goal.

>>> from ..mat import Mat
>>> from ..ruleset import adventurous
>>> average = adventurous("elementary", {"average": None})
>>> decide(Mat.from_text(goal="7", required="++", resources="469"), "possible", average)
('yes', '(4 + 6) + 9 = 7')
>>> decide(Mat.from_text(goal="19", required="++", resources="469"), "possible", average)
('no', None)
"""

from __future__ import annotations

import itertools
import time
from collections.abc import Iterator
from functools import partial
from typing import Literal

from eqgames.arith.ast import BinOp, Group, Node, Num, Root, Unary, postorder
from eqgames.arith.equations import parse
from eqgames.arith.errors import ArithError
from eqgames.arith.evaluate import evaluate
from eqgames.arith.printer import to_text
from eqgames.arith.values import Value
from eqgames.search.imaginary import TooMany, tree_values

from ..checker import Occasion, check
from ..mat import Mat
from ..meanings import notation_of
from ..reference import OutOfTime, Question, selections
from ..ruleset import Ruleset
from ..solver import goal_expressions, goal_targets
from ..variation_checks import differs_by_multiple, goal_in_range
from . import high_digits
from .imaginary import goal_readings
from .imaginary import written as written_product

__all__ = ["decide", "trees"]

_DIGITS = "0123456789"


#: The item of a tree that is the wild cube (its meaning: the table's, one per shake).
_WILD = "W"


class _Table:
    """What each face may be, read off the ruleset: numerals, binary and unary operations.
    ``wild_as``: the one symbol the wild cube stands for (the item :data:`_WILD`)."""

    def __init__(self, ruleset: Ruleset, wild_as: str | None = None) -> None:
        has = ruleset.has
        notation = notation_of(ruleset)
        self.numeral_digits = ruleset.solution_numeral_digits
        turns = [""]
        if has("sideways"):
            turns.append("sw")
        if has("upside_down"):
            turns.append("ud")
        if has("sideways") and has("upside_down"):
            turns.append("swud")
        self.leaf: dict[str, list[tuple[str, str]]] = {d: [(d, t) for t in turns] for d in _DIGITS}
        if has("powers_of_base"):
            self.leaf["1"] += [("1" + "0" * e, "pob") for e in (1, 2, 3)]
            self.leaf["1"] += [("." + "0" * (e - 1) + "1", "pob") for e in (1, 2, 3)]
        self.binary: dict[str, list[str]] = {f: [f] for f in "+−×÷^"}
        self.binary["√"] = ["root"]
        if has("lcm"):
            self.binary["√"].append("lcm")
        if has("percent"):
            self.binary["√"].append("pct")
        if has("gcf"):
            self.binary["^"].append("gcf")
        if has("log"):
            self.binary["÷"].append("log")
        self.unary: dict[str, list[str]] = {"√": ["sqrt"]}
        if has("number_of_factors") or has("smallest_prime"):
            self.unary["×"] = ["×"]
        # Factorial: a ! is an item of the tree like a unary cube, though no cube.
        self.unary["!"] = ["!"]
        #: Exponent: each digit may be the exponent of what stands before it, written
        #: with its mark (XIII-B-9; the checker says whether its cube has the colour).
        self.exponent: dict[str, tuple[str, str]] = (
            {d: (d, "exp") for d in _DIGITS} if has("exponent") else {}
        )
        #: How each digit is written inside a numeral of several cubes.
        self.spelled: dict[str, tuple[str, str]] = {d: (d, d) for d in _DIGITS}
        #: The faces that are digits of a numeral of several cubes.
        self.digits = _DIGITS
        self.point = has("decimal_point")
        if notation.base >= 11:
            # XIII-C-5: ^ may be the digit ten (sideways one-tenth), √ eleven in base twelve.
            self.digits += "^" if notation.base == 11 else "^√"
            for face in self.digits[10:]:
                self.leaf[face] = [(face, t) for t in turns]
                self.spelled[face] = (face, face)
        if wild_as is not None and wild_as in _DIGITS:
            mark = "" if wild_as == notation.wild else "w"
            self.leaf[_WILD] = [(wild_as, mark + t) for t in turns]
            self.spelled[_WILD] = (wild_as, wild_as + mark)
            if self.exponent:
                self.exponent[_WILD] = (wild_as, mark + "exp")
        elif wild_as is not None:
            self.binary[_WILD] = self.binary.get(wild_as, [])
            self.unary[_WILD] = self.unary.get(wild_as, [])
        self.imaginary = has("imaginary")
        if self.imaginary:
            # XIII-D-11: a sideways − is i (−i upside-down), written beside a numeral or
            # a bracket without ×: i alone, (F)i or i(F), F i G with F or G a numeral.
            self.leaf["−"] = [("i", ""), ("i", "ud")]
            self.unary["−"] = ["i", "iud"]
            self.binary["−"] += ["i", "iud"]


def trees(faces: tuple[str, ...], ruleset: Ruleset, deadline: float | None = None) -> Iterator[Node]:
    """Every tree using each of ``faces`` once, with every meaning of each.

    >>> from ..ruleset import adventurous
    >>> sorted(to_text(t) for t in trees(("2", "√", "4"), adventurous("elementary", {"lcm": None})))[:4]
    ['2 √lcm 4', '2√4', '4 √lcm 2', '4√2']
    """
    yield from _trees(faces, _Table(ruleset), deadline)


def _wild_trees(
    faces: tuple[str, ...], ruleset: Ruleset, wild_as: str | None, deadline: float | None
) -> Iterator[Node]:
    yield from _trees(faces, _Table(ruleset, wild_as), deadline)


def _trees(items: tuple[str, ...], table: _Table, deadline: float | None) -> Iterator[Node]:
    if deadline is not None and time.process_time() > deadline:
        raise OutOfTime("the reference ran out of time")
    if len(items) == 1 and items[0] in table.leaf:
        for digits, marks in table.leaf[items[0]]:
            yield Num(digits, marks=marks)
    elif all(f in table.spelled for f in items) and len(items) <= table.numeral_digits:
        for order in set(itertools.permutations(items)):
            digits = "".join(table.spelled[f][0] for f in order)
            written = "".join(table.spelled[f][1] for f in order)
            if len(digits) == len(order):
                yield Num(written if written != digits else digits)
    # Decimal Point (XIII-B-13): the ^ cube a point among one to three digits.
    digits_and_point = all(f in _DIGITS for f in items if f != "^")
    if table.point and items.count("^") == 1 and 2 <= len(items) <= 4 and digits_and_point:
        for order in set(itertools.permutations(items)):
            yield Num("".join(order).replace("^", "."))
    for i, face in enumerate(items):
        rest = items[:i] + items[i + 1 :]
        if not rest:
            continue
        if face in table.exponent:
            digit, marks = table.exponent[face]
            for bangs in range(rest.count("!") + 1):
                exponent: Node = Num(digit, marks=marks)
                for _ in range(bangs):
                    exponent = Unary("!", exponent)
                base = list(rest)
                for _ in range(bangs):
                    base.remove("!")
                if base:
                    for inner in _trees(tuple(base), table, deadline):
                        yield BinOp("^", inner, exponent)
        for op in table.unary.get(face, []):
            for inner in _trees(rest, table, deadline):
                if face == "−":
                    yield from (_beside(inner, op, None), _beside(None, op, inner))
                else:
                    yield Root(None, inner) if op == "sqrt" else Unary(op, inner)
            if face == "−":
                yield from _headed(None, op, rest, table, deadline)
        for op in table.binary.get(face, []):
            for mask in range(1, (1 << len(rest)) - 1):
                left = tuple(f for j, f in enumerate(rest) if mask >> j & 1)
                right = tuple(f for j, f in enumerate(rest) if not mask >> j & 1)
                for a in _operands(left, op, table, deadline):
                    for b in _operands(right, op, table, deadline):
                        if face == "−" and op != "−":
                            if _is_numeral(a) or _is_numeral(b):
                                yield _beside(a, op, b)
                        else:
                            yield Root(a, b) if op == "root" else BinOp(op, a, b)
                if face == "−" and op != "−":
                    for a in _trees(left, table, deadline):
                        yield from _headed(a, op, right, table, deadline)


def _is_numeral(node: Node) -> bool:
    return isinstance(node, Num) and node.digits.isdigit() and not node.marks


def _beside(left: Node | None, i: str, right: Node | None) -> Node:
    """An i written beside its operands (``7i2``, ``(3 + 2)i``), as a bracketed text:
    the reference reads its value back through the parser, as the checker does."""
    def part(node: Node | None) -> str:
        if node is None:
            return ""
        return to_text(node) if _is_numeral(node) else f"({to_text(node)})"

    return Group("(", Num(part(left) + i + part(right)))


def _headed(
    left: Node | None, i: str, items: tuple[str, ...], table: _Table, deadline: float | None
) -> Iterator[Node]:
    """``i3(G)`` or ``X i3(G)``: after an i, a numeral and a bracket side by side (the
    checker reads a bracket after any product with i in it)."""
    for mask in range(1, (1 << len(items)) - 1):
        digits = tuple(f for j, f in enumerate(items) if mask >> j & 1)
        rest = tuple(f for j, f in enumerate(items) if not mask >> j & 1)
        if not all(f in _DIGITS for f in digits) or len(digits) > table.numeral_digits:
            continue
        for n in _trees(digits, table, deadline):
            if not _is_numeral(n):
                continue
            for g in _trees(rest, table, deadline):
                head = "" if left is None else _chain(left)
                yield Group("(", Num(f"{head}{i}{to_text(n)}({to_text(g)})"))


def _chain(node: Node) -> str:
    """A numeral, or a chain of numerals and i, written flat before another i."""
    if _is_numeral(node):
        return to_text(node)
    if isinstance(node, Group) and isinstance(node.inner, Num) and "(" not in node.inner.digits:
        return node.inner.digits
    return f"({to_text(node)})"


def _operands(items: tuple[str, ...], op: str, table: _Table, deadline: float | None) -> Iterator[Node]:
    """The trees over ``items`` as an operand of ``op``: with Percent a numeral beside the
    sign may have two digits though Solutions have one-digit numerals (XIII-A-14)."""
    yield from _trees(items, table, deadline)
    two = op == "pct" and table.numeral_digits < 2 and len(items) == 2
    if two and all(f in table.digits for f in items):
        for order in set(itertools.permutations(items)):
            yield Num("".join(order))


def decide(
    mat: Mat, question: Question, ruleset: Ruleset, seconds: float | None = None
) -> tuple[Literal["yes", "no"], str | None]:
    """("yes", an Equation the checker accepts) or ("no", None); :class:`OutOfTime`
    past ``seconds`` of CPU time. With a wild cube on the mat, it stands for each symbol
    in turn, in the Goal and the Solution alike (XIII-A-3, B-3, C-3)."""
    notation = notation_of(ruleset)
    # In bases eleven and twelve every ^ and √ is written marked, digit or operation.
    written = partial(high_digits.written, notation=notation) if notation.base >= 11 else to_text
    bangs = 2 if ruleset.has("factorial") else 0
    wild = notation.wild
    faces_on_mat = {c.face for c in (*mat.required, *mat.permitted, *mat.resources, *mat.goal_cubes())}
    symbols: list[str | None] = [None]
    if wild is not None and wild in faces_on_mat:
        symbols = [d for d in _DIGITS if d in _DIGITS[: notation.base]]
        symbols += list("+−×÷^√") if notation.wild_symbols else []
    occasion: Occasion = "now" if question == "now" else "impossible"
    deadline = None if seconds is None else time.process_time() + seconds
    for symbol in symbols:
        goals: list[tuple[Value, Node | str, int]] = []
        numeral_goals = _numeral_goals(mat, ruleset) if symbol is None else None
        goals += _goals(mat, ruleset, bangs, symbol) if numeral_goals is None else numeral_goals
        if notation.exponent:
            goals += _exponent_goals(mat, ruleset, bangs, symbol)
        # With Imaginary, the Goal written for each of its readings' values.
        texts: dict[Value, str] = {}
        if ruleset.has("imaginary"):
            values = {g for g, _, _ in goals}
            texts = {v: text for v, _, text in goal_readings(mat, ruleset).targets if v in values and text}
        for faces, tree in _solutions(mat, question, ruleset, bangs, deadline, symbol):
            if ruleset.has("imaginary"):
                found = _imaginary(mat, occasion, ruleset, tree, texts)
                if found is not None:
                    return "yes", found
                continue
            try:
                value = evaluate(tree, complex_ok=ruleset.complex_ok, notation=notation)
            except (ArithError, ValueError):
                continue
            for goal, goal_tree, used in goals:
                if used + faces.count("!") > bangs:
                    continue
                hit = (
                    differs_by_multiple(value, goal, ruleset) is None
                    if ruleset.has("multiple_of")
                    else value == goal
                )
                if not hit:
                    continue
                goal_text = goal_tree if isinstance(goal_tree, str) else written(goal_tree)
                for equation in _written(written(tree), goal_text, symbol, wild):
                    if check(equation, mat, occasion, ruleset).correct:
                        return "yes", equation
    return "no", None


#: The Goals whose writings in base eleven or twelve or with Decimal in Goal are written
#: out here, every way (larger ones are read as the adjudicator reads them).
NUMERAL_GOAL_CUBES = 3

#: What a writer may write after a ^ or √ of the Goal in base eleven or twelve: nothing,
#: the digit (turned), the operation (XIII-C-5, Appendix A); the checker says which fit.
_HIGH_MARKS = ("", "ten", "sw", "tensw", "tenud", "ud", "pow", "eleven", "elevensw", "elevenud", "rt")


def _numeral_goals(mat: Mat, ruleset: Ruleset) -> list[tuple[Value, Node | str, int]] | None:
    """In base eleven or twelve or with Decimal in Goal, every way to write the mat's Goal
    (up to :data:`NUMERAL_GOAL_CUBES` cubes, no wild cube): each ^ and √ with any mark
    of :data:`_HIGH_MARKS`, each other cube turned as it lies, up to two decimal points
    between or around any cubes (XIII-D-12), each text with its values: the checker says
    which are the mat's Goal. None for other Goals and shakes."""
    notation = notation_of(ruleset)
    cubes = mat.goal_cubes()
    if (
        not (notation.base >= 11 or notation.decimal_in_goal)
        or len(cubes) > NUMERAL_GOAL_CUBES
        or notation.imaginary
        or notation.exponent
        or notation.factorial
        or any(c.face == notation.wild for c in cubes)
    ):
        return None
    ways = []
    for c in cubes:
        high = notation.base >= 11 and c.face in "^√"
        ways.append([c.face + m for m in _HIGH_MARKS] if high else [c.face + mat.turn_of(c)])
    ends = {sum(len(k) for k in mat.goal[: i + 1]) - 1 for i in range(len(mat.goal))}
    points = 2 if notation.decimal_in_goal else 0
    out: list[tuple[Value, Node | str, int]] = []
    for tokens in itertools.product(*ways):
        for k in range(points + 1):
            for places in itertools.combinations_with_replacement(range(len(tokens) + 1), k):
                text = ""
                for i, token in enumerate(tokens):
                    text += "." * places.count(i) + token + (" " if i in ends and i + 1 < len(tokens) else "")
                text += "." * places.count(len(tokens))
                out += [(v, text, 0) for v in _values(text, ruleset)]
    return out


#: The Goals whose readings with Exponent are written out here, every way (larger
#: ones are read as the adjudicator reads them, :func:`..solver.goal_targets`).
EXPONENT_GOAL_CUBES = 3


def _exponent_goals(
    mat: Mat, ruleset: Ruleset, bangs: int, wild_as: str | None
) -> list[tuple[Value, str, int]]:
    """With Exponent, every way to write the mat's Goal (up to
    :data:`EXPONENT_GOAL_CUBES` cubes) with any of its digits but the first marked as an
    exponent, any brackets that do not cross, and up to ``bangs`` ! after any cube or
    bracket, each with its values: the checker says which the mat's Goal allows."""
    cubes = mat.goal_cubes()
    if len(cubes) > EXPONENT_GOAL_CUBES:
        return []
    notation = notation_of(ruleset)
    wild = notation.wild
    tokens = []
    for c in cubes:
        face = c.face
        if face == wild and wild_as is not None and wild_as != wild:
            face = wild_as + "w"
        tokens.append(face + mat.turn_of(c))
    ends = {sum(len(k) for k in mat.goal[: i + 1]) - 1 for i in range(len(mat.goal))}
    n = len(tokens)
    spans = [(i, j) for i in range(n) for j in range(i + 2, n + 1)]
    out: list[tuple[Value, str, int]] = []
    for marks in itertools.product(("", "exp"), repeat=n - 1):
        for k in range(len(spans) + 1):
            for chosen in itertools.combinations(spans, k):
                if any(a < c < b < d for a, b in chosen for c, d in chosen):
                    continue
                for places in itertools.combinations_with_replacement(range(n), bangs):
                    for used in range(bangs + 1):
                        text = _exponent_text(tokens, ("", *marks), chosen, places[:used], ends)
                        out += [(v, text, used) for v in _values(text, ruleset)]
    return out


def _exponent_text(
    tokens: list[str], marks: tuple[str, ...], spans: tuple[tuple[int, int], ...],
    bangs: tuple[int, ...], ends: set[int],
) -> str:
    """The Goal's tokens with their marks, brackets and ! (each after the token, or after
    the brackets that close there), a space between the mat's clusters."""
    text = ""
    for i, token in enumerate(tokens):
        text += "(" * sum(1 for a, _ in spans if a == i) + token + marks[i]
        text += ")" * sum(1 for _, b in spans if b == i + 1) + "!" * bangs.count(i)
        if i in ends and i + 1 < len(tokens):
            text += " "
    return text


def _values(text: str, ruleset: Ruleset) -> list[Value]:
    try:
        outcomes = parse(text, spaces_group=False, notation=notation_of(ruleset)).outcomes(
            complex_ok=ruleset.complex_ok
        )
    except (ArithError, ValueError):
        return []
    return [r.value for r in outcomes.values if r.value is not None and goal_in_range(r.value, ruleset) is None]


def _written(solution: str, goal: str, symbol: str | None, wild: str | None) -> Iterator[str]:
    """The Equation with every choice of the signs ``symbol`` marked as the wild cube
    (``+w``), and the Goal's digits too (``2w3``): the checker says which is right."""
    if symbol is None or symbol == wild:
        yield f"{solution} = {goal}"
        return
    sides = []
    for side, signs in ((solution, symbol not in _DIGITS), (goal, True)):
        at = [i for i, c in enumerate(side) if c == symbol] if signs else []
        ways = []
        for mask in range(1 << len(at)):
            text = side
            for k in reversed(range(len(at))):
                if mask >> k & 1:
                    text = text[: at[k] + 1] + "w" + text[at[k] + 1 :]
            ways.append(text)
        sides.append(ways)
    for left in sides[0]:
        for right in sides[1]:
            yield f"{left} = {right}"


def _imaginary(
    mat: Mat, occasion: Occasion, ruleset: Ruleset, tree: Node, texts: dict[Value, str]
) -> str | None:
    """With Imaginary: the tree's text read back as the checker reads it, with every root
    a note may name (XIII-D-11); the first Equation the checker accepts."""
    notation = notation_of(ruleset)
    try:
        expression = parse(to_text(tree), star=ruleset.star, notation=notation)
        readings = expression.interpretations()
    except ArithError:
        return None
    for reading in readings:
        try:
            noted = tree_values(reading, notation)
        except (TooMany, ArithError):
            continue
        for value, solution in noted.items():
            if value not in texts:
                continue
            text = written_product(solution, list(expression.faces())) or to_text(solution)
            equation = f"{text} = {texts[value]}"
            if check(equation, mat, occasion, ruleset).correct:
                return equation
    return None


def _solutions(
    mat: Mat,
    question: Question,
    ruleset: Ruleset,
    bangs: int,
    deadline: float | None,
    wild_as: str | None = None,
) -> Iterator[tuple[tuple[str, ...], Node]]:
    """Every Solution tree over every choice of cubes, with up to ``bangs`` !, the wild
    cube standing for ``wild_as``."""
    wild = notation_of(ruleset).wild
    for faces in selections(mat, question, ruleset.solution_min_cubes):
        if wild_as is not None:
            faces = tuple(_WILD if f == wild else f for f in faces)
        for extra in range(bangs + 1):
            with_signs = faces + ("!",) * extra
            for tree in _wild_trees(with_signs, ruleset, wild_as, deadline):
                yield with_signs, tree


def _goals(
    mat: Mat, ruleset: Ruleset, bangs: int, wild_as: str | None = None
) -> list[tuple[Value, Node, int]]:
    """Each reading of the Goal (value, tree, how many ! it uses): the readings of the
    mat's Goal (its wild cube standing for ``wild_as``), and with Factorial each with up
    to ``bangs`` ! after any of its parts."""
    out = [(v, t, 0) for v, t in goal_targets(mat, ruleset, wild_as)]
    if not bangs:
        return out
    notation = notation_of(ruleset)
    readings = [t for e in goal_expressions(mat, ruleset, wild_as) for t in e.interpretations()]
    for tree in readings:
        nodes = list(postorder(tree))
        for used in range(1, bangs + 1):
            for chosen in itertools.combinations_with_replacement(range(len(nodes)), used):
                marked = _factorials_at(tree, [nodes[i] for i in chosen])
                try:
                    value = evaluate(marked, complex_ok=ruleset.complex_ok, notation=notation)
                except (ArithError, ValueError):
                    continue
                if goal_in_range(value, ruleset) is None:
                    out.append((value, marked, used))
    return out


def _factorials_at(tree: Node, chosen: list[Node]) -> Node:
    """The tree with a ! after each chosen node (as many as it is chosen)."""
    done: dict[int, Node] = {}
    for n in postorder(tree):
        if isinstance(n, BinOp):
            new: Node = BinOp(n.op, done[id(n.left)], done[id(n.right)])
        elif isinstance(n, Root):
            index = None if n.index is None else done[id(n.index)]
            new = Root(index, done[id(n.radicand)])
        elif isinstance(n, Unary):
            new = Unary(n.op, done[id(n.operand)])
        elif isinstance(n, Group):
            new = Group(n.kind, done[id(n.inner)])
        else:
            new = n
        for c in chosen:
            if c is n:
                new = Unary("!", new)
        done[id(n)] = new
    return done[id(tree)]
