"""``eqgames solve memorymath``: solve a round from the numbers said.

    eqgames solve memorymath --target 24 --numbers 3,8,1,9 --ops "+-*/" --min 2 --max 4
    eqgames solve memorymath --target 7/2 --numbers 7,2,9 --ops "+/" --min 2 --max 3 --all --json

Exit status: 0 solved, 1 no solution (proved), 2 bad arguments, 3 undecided
within ``--budget``.
"""

from __future__ import annotations

import argparse
import json
from fractions import Fraction
from typing import Any

from eqgames.cli import fail
from eqgames.search import BudgetExceeded, Problem, Solution, parse_ops, solutions, solve

#: Bounds on what the command accepts: the search is exponential in the count.
MAX_NUMBERS = 30
MAX_DIGITS = 15


def add_arguments(p: argparse.ArgumentParser) -> None:
    p.add_argument("--target", required=True, help="the target: 24, -7, 7/2 or 12.5")
    p.add_argument("--numbers", required=True, help="the numbers said, comma-separated")
    p.add_argument("--ops", default="+-*/", help='valid operations, e.g. "+-*/" or "+−×÷"')
    p.add_argument("--min", type=int, default=2, help="fewest numbers in the equation")
    p.add_argument("--max", type=int, default=100, help="most numbers in the equation")
    p.add_argument("--l2r", action="store_true", help="write solutions to be read left to right")
    p.add_argument("--all", action="store_true", help="list the distinct solutions")
    p.add_argument("--cap", type=int, default=100, help="at most this many with --all")
    p.add_argument("--budget", type=int, default=20_000_000, help="search steps before giving up")
    p.add_argument("--json", action="store_true", help="print one JSON object")


def _number(text: str) -> int:
    body = text.strip()
    if not (body.isascii() and body.isdigit()) or len(body) > MAX_DIGITS:
        raise ValueError(f"{text!r}: numbers are whole numbers of at most {MAX_DIGITS} digits")
    return int(body)


def _target(text: str) -> Fraction:
    body = text.strip().replace("−", "-")
    if len(body) > 40:
        raise ValueError("the target is at most 40 characters")
    if not body.isascii():  # Fraction("٣") is 3: digits are 0-9 only
        raise ValueError(f"{text!r} is not a number (24, -7, 7/2 or 12.5)")
    try:
        return Fraction(body)
    except (ValueError, ZeroDivisionError):
        raise ValueError(f"{text!r} is not a number (24, -7, 7/2 or 12.5)") from None


def _solution_json(sol: Solution, l2r: bool) -> dict[str, Any]:
    suffix = " l2r" if l2r else ""
    return {
        "text": sol.text() + suffix,
        "ascii": sol.text(ascii=True) + suffix,
        "numbers": [int(v) for v in sol.numbers],
    }


def run(args: argparse.Namespace) -> int:
    try:
        numbers = [_number(t) for t in args.numbers.split(",") if t.strip()]
        if not numbers or len(numbers) > MAX_NUMBERS:
            raise ValueError(f"give 1 to {MAX_NUMBERS} numbers")
        if len(set(numbers)) != len(numbers):
            raise ValueError("the numbers said are distinct: an equation uses each value once")
        target = _target(args.target)
        ops = parse_ops(args.ops)
        if not 1 < args.min <= args.max <= 100:
            raise ValueError("need 1 < min ≤ max ≤ 100")
        order = "l2r" if args.l2r else "precedence"
        problem = Problem(tuple(numbers), target, ops, args.min, args.max, order=order)
    except ValueError as exc:
        return fail(str(exc))
    search = problem.search(args.budget)
    try:
        found = solve(problem, search=search)
        listed = solutions(problem, cap=args.cap, search=search) if args.all and found else []
    except BudgetExceeded:
        found, listed, status = None, [], 3
    else:
        status = 0 if found is not None else 1
    report: dict[str, Any] = {
        "game": "memorymath",
        "target": str(target),
        "numbers": numbers,
        "ops": [op.text for op in ops],
        "min": args.min,
        "max": args.max,
        "order": order,
        "solvable": None if status == 3 else found is not None,
        "solution": _solution_json(found, args.l2r) if found is not None else None,
    }
    if args.all:
        report["solutions"] = [_solution_json(s, args.l2r) for s in listed]
        report["capped"] = len(listed) >= args.cap
    if args.json:
        print(json.dumps(report, ensure_ascii=False))
    elif status == 3:
        print(f"undecided: the search used its budget of {args.budget} steps")
    elif found is None:
        print(f"no solution: {target} cannot be made from {', '.join(map(str, numbers))}")
    else:
        for sol in listed or [found]:
            print(_solution_json(sol, args.l2r)["text"])
    return status
