"""``eqgames calc EXPR``: the exact value(s) of an expression.

Equations notation has no order of operations, so ``calc`` lists every
interpretation with its value or the reason it has none; Memory Math notation
has one reading and one value. The ``--json`` shapes are in ``docs/cli.md``.

Exit status: 0 when some interpretation has a value, 1 when none has, 2 when
the text is not an expression (or is refused by a size limit).
"""

from __future__ import annotations

import argparse
import json
import sys
from decimal import Context, Decimal
from fractions import Fraction
from typing import Any

from eqgames.arith import equations, memorymath, values
from eqgames.arith.errors import ArithError, LimitExceeded, ParseError, Undefined
from eqgames.arith.limits import MAX_INTERPRETATIONS
from eqgames.arith.printer import to_text
from eqgames.arith.values import Value
from eqgames.cli import fail

#: Significant digits of the decimal shown beside a value that is not an integer.
APPROX_DIGITS = 10


def add_parser(sub: Any) -> None:
    p = sub.add_parser(
        "calc",
        help="exact value(s) of an expression",
        description="Exact value(s) of an expression. In Equations notation (the default) "
        "every interpretation of an ungrouped expression is listed with its value or why "
        "it has none. Put '--' before an expression that starts with '-'.",
    )
    p.add_argument("expr", help="the expression, e.g. '2x3+5' or '(2+1)√8'")
    p.add_argument(
        "--notation",
        choices=("equations", "memorymath"),
        default="equations",
        help="how to read EXPR (default: equations)",
    )
    p.add_argument(
        "--star",
        choices=("power", "times"),
        default="power",
        help="Equations only: what '*' means; the rulebook's older cubes use it for ^ "
        "(default: power)",
    )
    p.add_argument(
        "--imaginary",
        action="store_true",
        help="Equations only: allow complex values (the Imaginary variation)",
    )
    p.add_argument("--json", action="store_true", help="print JSON (see docs/cli.md)")
    p.add_argument("--ascii", action="store_true", help="print x / - sqrt instead of × ÷ − √")


def run(args: argparse.Namespace) -> int:
    try:
        if args.notation == "memorymath":
            return _memorymath(args)
        return _equations(args)
    except ArithError as error:
        return fail_arith(error)


def fail_arith(error: ArithError) -> int:
    """Report a refused input on stderr (with a caret under a parse error's position)."""
    if isinstance(error, ParseError):
        print(f"eqgames: {error.message}", file=sys.stderr)
        print(f"  {error.text}\n  {' ' * error.position}^", file=sys.stderr)
        return 2
    return fail(str(error), 2)


# --- Equations -----------------------------------------------------------------


def _equations(args: argparse.Namespace) -> int:
    unicode = not args.ascii
    expression = equations.parse(args.expr, star=args.star)
    count = expression.count()
    if count <= MAX_INTERPRETATIONS:
        listed = "all"
        rows = expression.evaluated(complex_ok=args.imaginary)
    else:
        listed = "one per value"
        outcomes = expression.outcomes(complex_ok=args.imaginary)
        rows = list(outcomes.values)
        rows += [r for r in (outcomes.undefined, outcomes.refused) if r is not None]
    distinct: list[Value] = []
    for row in rows:
        if row.value is not None and row.value not in distinct:
            distinct.append(row.value)
    if args.json:
        document = {
            "notation": "equations",
            "input": args.expr,
            "count": count,
            "listed": listed,
            "interpretations": [
                _interpretation_json(row.tree, row.value, row.error, unicode) for row in rows
            ],
            "values": [values.to_text(v, unicode=unicode) for v in distinct],
        }
        print(json.dumps(document, ensure_ascii=False, indent=2))
    else:
        noun = "interpretation" if count == 1 else "interpretations"
        head = f"{args.expr}: {count} {noun}"
        if listed != "all":
            head += f", {len(distinct)} distinct values (one interpretation shown for each)"
        print(head)
        for row in rows:
            shown = to_text(row.tree, unicode=unicode)
            if row.value is not None:
                print(f"  {shown} = {_value_text(row.value, unicode)}")
            else:
                print(f"  {shown}: {_reason(row.error)}")
    return 0 if distinct else 1


def _interpretation_json(
    tree: Any, value: Value | None, error: ArithError | None, unicode: bool
) -> dict[str, Any]:
    entry: dict[str, Any] = {"expression": to_text(tree, unicode=unicode)}
    if value is not None:
        entry["value"] = _value_json(value, unicode)
    else:
        assert error is not None
        entry["error"] = _error_json(error)
    return entry


def _reason(error: ArithError | None) -> str:
    assert error is not None
    kind = "undefined" if isinstance(error, Undefined) else "not computed"
    return f"{kind} — {error}"


# --- Memory Math ---------------------------------------------------------------


def _memorymath(args: argparse.Namespace) -> int:
    unicode = not args.ascii
    expression = memorymath.parse(args.expr)
    shown = to_text(expression.tree, unicode=unicode, precedence=not expression.left_to_right)
    try:
        value: Fraction | None = expression.value()
        error: ArithError | None = None
    except ArithError as caught:
        value, error = None, caught
    if args.json:
        document: dict[str, Any] = {
            "notation": "memorymath",
            "input": args.expr,
            "expression": shown,
            "left_to_right": expression.left_to_right,
            "numbers": list(expression.numbers),
        }
        if value is not None:
            document["value"] = _value_json(value, unicode)
        else:
            assert error is not None
            document["error"] = _error_json(error)
        print(json.dumps(document, ensure_ascii=False, indent=2))
    elif value is not None:
        print(f"{shown} = {_value_text(value, unicode)}")
    else:
        print(f"{shown}: {error}")
    return 0 if value is not None else 1


# --- values as text and JSON -------------------------------------------------------


def _value_text(value: Value, unicode: bool) -> str:
    exact = values.to_text(value, unicode=unicode)
    near = approx_text(value)
    if near is None or near == exact or exact.startswith(("≈", "~")):
        return exact
    return f"{exact} {'≈' if unicode else '~'} {near}"


def _value_json(value: Value, unicode: bool) -> dict[str, Any]:
    return {
        "exact": values.to_text(value, unicode=unicode),
        "approx": approx_text(value),
        "rational": values.is_rational(value),
        "real": values.is_real(value),
    }


def _error_json(error: ArithError) -> dict[str, Any]:
    kind = "undefined" if isinstance(error, Undefined) else "refused"
    return {
        "kind": kind,
        "limit": error.limit if isinstance(error, LimitExceeded) else None,
        "message": str(error),
    }


def approx_text(value: Value) -> str | None:
    """A decimal of 10 significant digits near ``value``; ``None`` if none can be given."""
    fraction = values.as_fraction(value)
    if fraction is not None:
        quotient = Context(prec=APPROX_DIGITS).divide(
            Decimal(fraction.numerator), Decimal(fraction.denominator)
        )
        return str(quotient)
    try:
        near = values.approx(value, APPROX_DIGITS + 2)
    except (ArithError, OverflowError):
        return None
    if isinstance(near, complex):
        sign = "+" if near.imag >= 0 else "-"
        return f"{near.real:.{APPROX_DIGITS}g} {sign} {abs(near.imag):.{APPROX_DIGITS}g}i"
    return f"{near:.{APPROX_DIGITS}g}"
