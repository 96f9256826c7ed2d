"""The one expression tree every notation parses into.

Four kinds of node, all frozen (hashable, comparable) dataclasses:

- :class:`Num`: a numeral, keeping the digits as written (``"17"``, ``"03"``), so a
  game can tell a one-digit numeral (one cube) from a two-digit one.
- :class:`BinOp`: ``left op right`` with ``op`` one of :data:`BINARY_OPS`
  (the canonical symbols ``+ − × ÷ ^``, whatever the text used).
- :class:`Root`: ``index √ radicand``; ``index`` is ``None`` when no index is
  written (it is then 2).
- :class:`Group`: brackets the writer typed, with the kind used (``(``, ``[``, ``{``).
- :class:`Unary`: an operation of one operand that the Adventurous variations of
  Equations add (``!`` after it, a unary ``×`` before it).

A numeral may carry *marks* (Equations, Appendix A): ``sw`` (a sideways cube),
``ud`` (upside-down), ``pob`` (a 1 standing for a power of the base).

A tree says exactly how it is grouped. Grouping a parser had to choose (the
Equations parser lists every choice) is structure, not a :class:`Group`: ``Group``
records only brackets that were written. Source positions are kept for error
messages but take no part in equality, so two interpretations of one text compare
equal exactly when they are the same tree.

>>> two, three = Num("2"), Num("3")
>>> BinOp("×", two, three) == BinOp("×", Num("2", 7), Num("3", 9))
True
>>> Num("17").two_digit, Num("17").value
(True, 17)
"""

from __future__ import annotations

from collections.abc import Callable, Iterator
from dataclasses import dataclass, field, replace
from typing import TypeAlias

#: The binary operators, in their canonical (Unicode) spelling; after them the
#: Equations variations' operations: LCM and percent (a ``√``), GCF (a ``^``), log (a
#: sideways ``÷``).
BINARY_OPS = ("+", "−", "×", "÷", "^", "lcm", "gcf", "pct", "log")

#: The one-operand operations: factorial (written after its operand), and the unary
#: ``×`` of Number of Factors and Smallest Prime (before it).
UNARY_OPS = ("!", "×")

#: Closing bracket for each opening one.
BRACKETS = {"(": ")", "[": "]", "{": "}"}


@dataclass(frozen=True)
class Num:
    """A numeral as written: ``digits`` is its text, ``position`` where it starts."""

    digits: str
    position: int = field(default=-1, compare=False, repr=False)
    marks: str = field(default="", repr=False)

    @property
    def value(self) -> int:
        return int(self.digits)

    @property
    def two_digit(self) -> bool:
        return len(self.digits) == 2


@dataclass(frozen=True)
class BinOp:
    """``left op right``; ``op`` is one of :data:`BINARY_OPS`."""

    op: str
    left: Node
    right: Node
    position: int = field(default=-1, compare=False, repr=False)
    #: Imaginary (XIII-D-11): the writer's note of which complex root a ``^`` means.
    note: str = field(default="", repr=False)

    def __post_init__(self) -> None:
        if self.op not in BINARY_OPS:
            raise ValueError(f"unknown operator {self.op!r}")


@dataclass(frozen=True)
class Root:
    """``index √ radicand``; ``index`` ``None`` means none was written (index 2)."""

    index: Node | None
    radicand: Node
    position: int = field(default=-1, compare=False, repr=False)
    #: Imaginary (XIII-D-11): the writer's note of which complex root it means.
    note: str = field(default="", repr=False)


@dataclass(frozen=True)
class Group:
    """Brackets the writer typed around ``inner``; ``kind`` is the opening bracket."""

    kind: str
    inner: Node
    position: int = field(default=-1, compare=False, repr=False)

    def __post_init__(self) -> None:
        if self.kind not in BRACKETS:
            raise ValueError(f"unknown bracket {self.kind!r}")


@dataclass(frozen=True)
class Unary:
    """``op`` applied to ``operand``: ``!`` (written after it) or a unary ``×``."""

    op: str
    operand: Node
    position: int = field(default=-1, compare=False, repr=False)

    def __post_init__(self) -> None:
        if self.op not in UNARY_OPS:
            raise ValueError(f"unknown operator {self.op!r}")


Node: TypeAlias = Num | BinOp | Root | Group | Unary


def children(node: Node) -> tuple[Node, ...]:
    """The direct subtrees of ``node``, left to right as written."""
    if isinstance(node, BinOp):
        return (node.left, node.right)
    if isinstance(node, Root):
        return (node.radicand,) if node.index is None else (node.index, node.radicand)
    if isinstance(node, Group):
        return (node.inner,)
    if isinstance(node, Unary):
        return (node.operand,)
    return ()


def postorder(node: Node) -> Iterator[Node]:
    """Every node, children before parents, without recursion (trees may be deep).

    >>> [type(n).__name__ for n in postorder(BinOp("+", Num("1"), Num("2")))]
    ['Num', 'Num', 'BinOp']
    """
    stack: list[tuple[Node, bool]] = [(node, False)]
    while stack:
        current, expanded = stack.pop()
        if expanded:
            yield current
            continue
        stack.append((current, True))
        for child in reversed(children(current)):
            stack.append((child, False))


def numerals(node: Node) -> list[Num]:
    """The numerals of ``node`` in the order they are written.

    >>> [n.digits for n in numerals(Root(Num("3"), BinOp("+", Num("60"), Num("4"))))]
    ['3', '60', '4']
    """
    return [n for n in postorder(node) if isinstance(n, Num)]


def depth(node: Node) -> int:
    """Nesting depth: 1 for a numeral, one more for each enclosing node."""
    depths: dict[int, int] = {}
    for n in postorder(node):
        depths[id(n)] = 1 + max((depths[id(c)] for c in children(n)), default=0)
    return depths[id(node)]


def strip_groups(node: Node) -> Node:
    """The same tree with every written bracket removed (its structure kept).

    Two texts that group the same way, one with brackets and one by choice of
    interpretation, give equal stripped trees.

    >>> strip_groups(Group("[", BinOp("+", Group("(", Num("1")), Num("2"))))
    BinOp(op='+', left=Num(digits='1'), right=Num(digits='2'))
    """
    done: dict[int, Node] = {}
    for n in postorder(node):
        if isinstance(n, Group):
            done[id(n)] = done[id(n.inner)]
        elif isinstance(n, BinOp):
            done[id(n)] = BinOp(n.op, done[id(n.left)], done[id(n.right)], n.position, n.note)
        elif isinstance(n, Root):
            index = None if n.index is None else done[id(n.index)]
            done[id(n)] = Root(index, done[id(n.radicand)], n.position, n.note)
        elif isinstance(n, Unary):
            done[id(n)] = Unary(n.op, done[id(n.operand)], n.position)
        else:
            done[id(n)] = n
    return done[id(node)]


def map_numerals(node: Node, change: Callable[[Num], Node]) -> Node:
    """The same tree with each numeral replaced by ``change(numeral)``; every other node
    keeps its fields (positions, notes).

    >>> map_numerals(BinOp("+", Num("1"), Num("2")), lambda n: Num(n.digits * 2))
    BinOp(op='+', left=Num(digits='11'), right=Num(digits='22'))
    """
    if isinstance(node, Num):
        return change(node)
    if isinstance(node, BinOp):
        return replace(node, left=map_numerals(node.left, change), right=map_numerals(node.right, change))
    if isinstance(node, Root):
        index = None if node.index is None else map_numerals(node.index, change)
        return replace(node, index=index, radicand=map_numerals(node.radicand, change))
    if isinstance(node, Unary):
        return replace(node, operand=map_numerals(node.operand, change))
    if isinstance(node, Group):
        return replace(node, inner=map_numerals(node.inner, change))
    return node
