"""What the Equations symbols mean in a shake: :class:`Notation`, the variations as data.

Basic Equations is :data:`PLAIN` (every field off), and reads exactly as
:mod:`eqgames.arith.equations` always has. The Adventurous variations (rulebook XIII)
switch fields on; the parser then reads Appendix A's marks (:mod:`eqgames.arith.marks`)
and the evaluation gives the symbols their variation meanings:

* ``general_rule`` (XIII-A, Elementary): ``^`` of whole numbers only; ``√`` with a
  counting-number index, a whole radicand and a whole value;
* ``sideways`` / ``upside_down`` (XIII-A-1, 2): a numeral cube ``7sw`` is 1/7, ``7ud``
  is −7 (``both_turns``: one Solution cube may be both, ``7swud`` = −1/7);
* ``wild`` (XIII-A-3, B-3, C-3): the face of the wild cube (``0`` or ``×``);
  ``wild_symbols`` lets it stand for any symbol (Middle and up), else only for a
  numeral (Elementary);
* ``factorial`` (XIII-A-4): ``!`` after a numeral or a bracket;
* ``unary_times`` (XIII-A-11, 13): ``"factors"`` or ``"prime"``: a ``×`` with no number
  before it is Number of Factors or Smallest Prime, of at most ``unary_limit``;
* ``lcm`` (``√lcm``), ``gcf`` (``^gcf``), ``average`` (``+``), ``percent`` (``√ud``)
  (XIII-A-9, 10, 12, 14);
* ``base`` (XIII-B-6, C-5): numerals in base 8 to 12; ``powers_of_base`` (``100pob``);
  ``decimal_point`` (``4.5`` or ``4^dp5``); ``exponent`` (XIII-B-9): a digit of the
  chosen colour, marked ``exp``, is an exponent without a ``^`` (``5 2exp`` is 5²);
* ``log`` (XIII-D-13): a sideways ``÷`` (``25 ÷sw 5``) is log₅ 25; ``decimal_in_goal``
  (XIII-D-12): a ``.`` that is no cube, placed by the writer in the Goal.

>>> from fractions import Fraction
>>> AVERAGE = Notation(average=True)
>>> AVERAGE.binary("+", Fraction(4), Fraction(6))
Fraction(5, 1)
>>> Notation(sideways=True).numeral("7", "sw")
Fraction(1, 7)
>>> Notation(base=8).numeral("37", "")
Fraction(31, 1)
"""

from __future__ import annotations

from dataclasses import dataclass
from fractions import Fraction

from . import operations, root_note, values
from .errors import LimitExceeded, Undefined
from .limits import MAX_ROOT_INDEX
from .values import Value

__all__ = ["PLAIN", "Notation", "digit_value"]

#: The digit cubes of the bases above ten (XIII-C-5; glossary "Digit"): ^ is ten, √ eleven.
_HIGH_DIGITS = {"^": 10, "√": 11}
_BASE_NAMES = {8: "eight", 9: "nine", 10: "ten", 11: "eleven", 12: "twelve"}


def digit_value(digit: str) -> int:
    """The number a digit symbol names (``^`` ten and ``√`` eleven in bases 11 and 12).

    >>> digit_value("7"), digit_value("^")
    (7, 10)
    """
    return _HIGH_DIGITS[digit] if digit in _HIGH_DIGITS else int(digit)


@dataclass(frozen=True)
class Notation:
    """Which variation meanings the symbols have; see the module docstring."""

    general_rule: bool = False
    sideways: bool = False
    upside_down: bool = False
    both_turns: bool = False
    wild: str | None = None
    wild_symbols: bool = False
    factorial: bool = False
    unary_times: str | None = None
    unary_limit: int | None = None
    lcm: bool = False
    gcf: bool = False
    average: bool = False
    percent: bool = False
    base: int = 10
    powers_of_base: bool = False
    decimal_point: bool = False
    exponent: bool = False
    log: bool = False
    decimal_in_goal: bool = False
    imaginary: bool = False

    def __post_init__(self) -> None:
        if self.unary_times not in (None, "factors", "prime"):
            raise ValueError(f"unary_times must be 'factors' or 'prime', not {self.unary_times!r}")
        if self.base not in _BASE_NAMES:
            raise ValueError(f"base must be one of 8–12, not {self.base}")
        if self.wild not in (None, "0", "×"):
            raise ValueError(f"the wild cube is 0 or ×, not {self.wild!r}")

    @property
    def plain(self) -> bool:
        """True for Basic Equations: nothing here changes a symbol's meaning."""
        return self == PLAIN

    @property
    def base_name(self) -> str:
        return _BASE_NAMES[self.base]

    # -- numerals --

    def numeral(self, digits: str, marks: str) -> Value:
        """The value of a numeral written ``digits`` (its meaning) with ``marks``.

        With Imaginary, numerals and i side by side are a product (``7·i·2``)."""
        if "·" in digits or digits.startswith("i"):
            return self._product(digits, marks)
        if "pob" in marks:
            value: Value = self._power_of_base(digits)
        else:
            value = self._digits_value(digits)
        if "ud" in marks:
            value = values.sub(0, value)
        if "sw" in marks:
            if value == 0:
                raise Undefined(
                    "a sideways 0 is undefined: only a cube representing a nonzero number may be "
                    "used sideways (XIII-A-1)"
                )
            value = values.div(1, value)
        return value

    def _product(self, digits: str, marks: str) -> Value:
        value: Value = Fraction(1)
        for part in digits.split("·"):
            if part.startswith("i"):
                unit = values.root(2, -1, complex_ok=True)
                factor = values.sub(0, unit) if "ud" in (part[1:] or marks) else unit
            else:
                body = part.rstrip("swudpob")
                factor = self.numeral(body, part[len(body) :])
            value = values.mul(value, factor)
        return value

    def _digits_value(self, digits: str) -> Fraction:
        whole, _, fraction = digits.partition(".")
        m = self.base
        for digit in whole + fraction:
            if digit_value(digit) >= m:
                raise Undefined(
                    f"{digit} is not a digit in base {self.base_name}: the digits are 0 to "
                    f"{m - 1} (XIII-B-6)"
                )
        value = Fraction(0)
        for digit in whole:
            value = value * m + digit_value(digit)
        scale = Fraction(1, m)
        for digit in fraction:
            value += digit_value(digit) * scale
            scale /= m
        return value

    def _power_of_base(self, digits: str) -> Fraction:
        """``100`` is the base squared, ``.01`` (or ``0.01``) one over it (XIII-B-10)."""
        whole, point, fraction = digits.partition(".")
        if not point:
            return operations.power_of_base(self.base, len(whole) - 1)
        return operations.power_of_base(self.base, -len(fraction))

    # -- operations --

    def binary(
        self, op: str, a: Value, b: Value, *, complex_ok: bool = False, note: str = ""
    ) -> Value:
        """``a op b`` with the shake's meanings (``+`` averages with Average); ``note``
        is the value the writer noted a power to have (Imaginary: ``^root(2i)``)."""
        if op == "+" and self.average:
            return operations.average(a, b)
        if op == "^":
            if self.general_rule:
                self._whole_power(a, b)
            if self.imaginary and note:
                return self._noted(a, b, note, f"{_grouped(a)}^{_grouped(b)}")
            if self.imaginary:
                self._default_power(a, b)
            return values.power(a, b, complex_ok=complex_ok)
        if op == "lcm":
            return operations.lcm(a, b)
        if op == "gcf":
            return operations.gcf(a, b)
        if op == "pct":
            return operations.percent(a, b, self.base)
        if op == "log":
            return operations.log(a, b)
        return values.binary(op, a, b, complex_ok=complex_ok)

    def root(
        self,
        index: Value | None,
        radicand: Value,
        *,
        complex_ok: bool = False,
        note: str = "",
    ) -> Value:
        """``index √ radicand``; no index means 2; the General Rule in Elementary;
        ``note``: the value the writer noted it to have (Imaginary: ``√root(−2) 4``)."""
        shown = "" if index is None else _grouped(index)
        index = Fraction(2) if index is None else index
        if self.general_rule and not _is_counting(index):
            raise Undefined(
                f"a root of index {values.to_text(index)} is illegal in Elementary: the index must "
                "be a counting number (XIII-A General Rule)"
            )
        if self.general_rule and not _is_whole(radicand):
            raise Undefined(
                f"a root of {values.to_text(radicand)} is illegal in Elementary: the number under "
                "√ must be a whole number (XIII-A General Rule)"
            )
        if self.imaginary and note:
            values.root(index, radicand, complex_ok=True)  # undefined forms stay undefined
            return self._noted(radicand, values.div(1, index), note, f"{shown}√{_grouped(radicand)}")
        if self.imaginary:
            self._default_root(index, radicand, shown)
        result = values.root(index, radicand, complex_ok=complex_ok)
        if self.general_rule and not _is_whole(result):
            raise Undefined(
                f"{shown}√{_grouped(radicand)} is illegal in Elementary: it is not a "
                "whole number (XIII-A General Rule)"
            )
        return result

    def _noted(self, base: Value, exponent: Value, note: str, shown: str) -> Value:
        """The value the writer noted ``base^exponent`` to have, when it is one of its
        complex roots (XIII-D-11: "any one of the complex roots equal to the expression")."""
        e = values.as_fraction(exponent)
        if e is None:
            raise Undefined(
                f"{shown} has no complex roots to choose from: its exponent is not a rational "
                "number (XIII-D-11)"
            )
        if e.denominator > MAX_ROOT_INDEX:
            raise LimitExceeded(
                "MAX_ROOT_INDEX", f"the roots of {shown} are not compared exactly"
            )
        named = root_note.note_value(note)
        if not root_note.fits(named, base, e):
            raise Undefined(
                f"{values.to_text(named)} is not one of the values of {shown}, so it cannot be "
                f"the root noted (XIII-D-11)"
            )
        return named

    def _default_power(self, a: Value, b: Value) -> None:
        """With Imaginary a fractional power has every complex root and no default
        (XIII-D-11 NOTE: 4^(1/2) does not default to 2)."""
        exponent = values.as_fraction(b)
        if exponent is not None and exponent.denominator != 1:
            raise Undefined(
                f"{_grouped(a)}^{_grouped(b)} has no default value with Imaginary: write which "
                f"of its roots is meant after the ^, as in ^root(2) (XIII-D-11 NOTE)"
            )

    def _default_root(self, index: Value, radicand: Value, shown: str) -> None:
        """The default roots with Imaginary (XIII-D-11 table): the principal root of a
        positive number, the real odd root of a negative one; none otherwise (a root of
        a fractional index is a fractional power: none either, unless it is a whole power)."""
        n = values.as_fraction(index)
        if n is not None and n != 0 and (1 / n).denominator == 1:
            return  # (1/3)√x is x³: one value
        real = values.is_real(radicand)
        positive = real and values.sign(radicand) > 0
        odd = n is not None and n.denominator == 1 and n.numerator % 2 == 1
        if n is not None and n.denominator == 1 and (positive or radicand == 0 or (real and odd)):
            return
        raise Undefined(
            f"{shown}√{_grouped(radicand)} has no default value with Imaginary: write which of "
            f"its roots is meant after the √, as in √root(2i) (XIII-D-11)"
        )

    def unary(self, op: str, a: Value) -> Value:
        """``a!`` or the unary ``×`` (Number of Factors or Smallest Prime)."""
        if op == "!":
            return operations.factorial(a)
        if op == "×" and self.unary_times == "factors":
            return operations.number_of_factors(a, self.unary_limit)
        if op == "×" and self.unary_times == "prime":
            return operations.smallest_prime_above(a, self.unary_limit)
        raise ValueError(f"no unary {op!r} in this notation")

    def _whole_power(self, a: Value, b: Value) -> None:
        if not (_is_whole(a) and _is_whole(b)):
            raise Undefined(
                f"{_grouped(a)}^{_grouped(b)} is illegal in Elementary: a power's base and "
                "exponent must be whole numbers (XIII-A General Rule)"
            )


def _is_whole(v: Value) -> bool:
    f = values.as_fraction(v)
    return f is not None and f.denominator == 1 and f >= 0


def _is_counting(v: Value) -> bool:
    return _is_whole(v) and v != 0


def _grouped(v: Value) -> str:
    text = values.to_text(v)
    return text if text.isdigit() else f"({text})"


PLAIN = Notation()
"""Basic Equations: no variation."""
