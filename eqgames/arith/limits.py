"""Named limits on what an evaluation may cost.

A :class:`~eqgames.arith.errors.LimitExceeded` carries the name (for code) and ends its
message with :data:`WORDS`, the limit as a person reads it, with its number.
"""

#: Longest expression text accepted by any parser, in characters (room for
#: MAX_DEPTH to be the limit that refuses deep nesting, not this one).
MAX_INPUT_CHARS = 100_000
#: Deepest nesting of brackets (and of operators) an expression may have.
MAX_DEPTH = 200
#: Most digits in one numeral.
MAX_NUMERAL_DIGITS = 1_000
#: Most numerals and operation signs in one Equations expression: its
#: interpretations come from an interval search that is cubic in this.
MAX_SYMBOLS = 100
#: Most interpretations of an ungrouped Equations expression listed one by one.
MAX_INTERPRETATIONS = 1_000
#: Most operations spent finding the values of all interpretations at once.
MAX_EVALUATION_STEPS = 200_000
#: Most digits in one Crossdigits line read for equations.
MAX_LINE_DIGITS = 1_000
#: Largest value (in bits of numerator or denominator) an exact result may have.
MAX_RESULT_BITS = 100_000
#: Highest root index or exponent denominator taken exactly.
MAX_ROOT_INDEX = 64
#: Highest degree of an algebraic number (its minimal polynomial). Factoring is the
#: cost: a sum of 6 square roots (degree 64) takes about 15 ms, of 8 (degree 256) 1.4 s.
MAX_ALGEBRAIC_DEGREE = 64
#: Most work units (see ``algebraic.metered``) one evaluation of user text may spend on
#: algebraic numbers: a degree-64 sum or product costs 4,096 to factor and as much
#: again per precision step to isolate, and this is about a second of that.
MAX_ALGEBRAIC_WORK = 1 << 18
#: Largest coefficient (in bits) of the minimal polynomial a sum, product or power of
#: irrational algebraic numbers may have, estimated before it is computed.
MAX_ALGEBRAIC_BITS = 4_096
#: Most bits of working precision spent telling one algebraic root from its neighbours.
MAX_PRECISION_BITS = 1 << 16
#: Largest n whose factorial n! is computed (3!!! = 720! is within it; 1000! has 2568 digits).
MAX_FACTORIAL = 1_000
#: Largest counting number whose factors are counted (trial division to its square root).
MAX_FACTOR_ARGUMENT = 10**12
#: Largest number above which the smallest prime is searched for.
MAX_PRIME_ARGUMENT = 10**12


def _thousands(n: int) -> str:
    return f"{n:,}"


#: Each limit in words for a person, with its number (a LimitExceeded message ends so).
WORDS: dict[str, str] = {
    "MAX_INPUT_CHARS": f"at most {_thousands(MAX_INPUT_CHARS)} characters are read",
    "MAX_DEPTH": f"brackets and operations nest at most {MAX_DEPTH} deep",
    "MAX_NUMERAL_DIGITS": f"a number has at most {_thousands(MAX_NUMERAL_DIGITS)} digits",
    "MAX_SYMBOLS": f"an expression has at most {MAX_SYMBOLS} numerals and operation signs",
    "MAX_INTERPRETATIONS": (
        f"at most {_thousands(MAX_INTERPRETATIONS)} readings of an expression are listed one by one"
    ),
    "MAX_EVALUATION_STEPS": (
        f"at most {_thousands(MAX_EVALUATION_STEPS)} steps are spent on the values of all "
        "readings"
    ),
    "MAX_LINE_DIGITS": f"a line has at most {_thousands(MAX_LINE_DIGITS)} digits",
    "MAX_RESULT_BITS": (
        f"an exact number has at most {_thousands(MAX_RESULT_BITS)} binary digits "
        f"(about {_thousands(MAX_RESULT_BITS * 30103 // 100000)} decimal digits)"
    ),
    "MAX_ROOT_INDEX": f"roots and fractional powers are taken exactly up to index {MAX_ROOT_INDEX}",
    "MAX_ALGEBRAIC_DEGREE": (
        f"an irrational number is worked with exactly up to degree {MAX_ALGEBRAIC_DEGREE}"
    ),
    "MAX_ALGEBRAIC_WORK": "about a second of exact work is spent on irrational numbers",
    "MAX_ALGEBRAIC_BITS": (
        f"an irrational number's equation has coefficients of at most "
        f"{_thousands(MAX_ALGEBRAIC_BITS)} binary digits"
    ),
    "MAX_PRECISION_BITS": (
        f"at most {_thousands(MAX_PRECISION_BITS)} binary digits of precision tell two "
        "irrational numbers apart"
    ),
    "MAX_FACTORIAL": f"factorials are computed up to {_thousands(MAX_FACTORIAL)}!",
    "MAX_FACTOR_ARGUMENT": "factors are counted for numbers up to a million million (10^12)",
    "MAX_PRIME_ARGUMENT": "primes are searched for above numbers up to a million million (10^12)",
}


def in_words(limit: str) -> str:
    """A limit as a person reads it.

    >>> in_words("MAX_DEPTH")
    'brackets and operations nest at most 200 deep'
    """
    return WORDS[limit]
