"""Expression search shared by solvers and bots: which values can some numbers make?

- :mod:`.ops` — the operations and their inverses (exact: ints and Fractions);
- :mod:`.multiset` — sub-multisets of numbers → reachable values, searched towards
  a target with early exit (with or without parentheses);
- :mod:`.solver` — a :class:`Problem` (numbers, target, operations, how many
  numbers, reading order) and :func:`solve` / :func:`solutions`;
- :mod:`.reference` — the slow obvious enumeration the fast search is tested against;
- :mod:`.cubes` — the search over Equations cubes (operations are cubes too, values
  exact algebraic numbers), which the Equations adjudicator drives;
- :mod:`.meanings` — what each cube face may mean with the Adventurous variations;
- :mod:`.imaginary` — the cube search with Imaginary's i cubes and complex roots.

    >>> from eqgames.search import Problem, parse_ops, solve
    >>> solve(Problem((3, 8, 1, 9), 24, parse_ops("+-*/"), 4, 4)).text()
    '3 ÷ (9 ÷ 8 − 1)'
"""

from .expr import Expr, Leaf, Node, canonical, evaluate, to_text
from .multiset import BudgetExceeded, ChainSearch, TreeSearch
from .ops import ADD, ARITHMETIC, DIV, MUL, SUB, Operation, Value, parse_ops
from .solver import Problem, Solution, reachable_values, solutions, solve

__all__ = [
    "ADD",
    "ARITHMETIC",
    "DIV",
    "MUL",
    "SUB",
    "BudgetExceeded",
    "ChainSearch",
    "Expr",
    "Leaf",
    "Node",
    "Operation",
    "Problem",
    "Solution",
    "TreeSearch",
    "Value",
    "canonical",
    "evaluate",
    "parse_ops",
    "reachable_values",
    "solutions",
    "solve",
    "to_text",
]
