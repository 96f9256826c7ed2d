"""Named limits on what an evaluation may cost. Errors quote these names."""

#: Longest expression text accepted by any parser, in characters.
MAX_INPUT_CHARS = 10_000
#: Deepest nesting of brackets (and of operators) an expression may have.
MAX_DEPTH = 200
#: Most digits in one numeral.
MAX_NUMERAL_DIGITS = 1_000
#: Largest value (in bits of numerator or denominator) an exact result may have.
MAX_RESULT_BITS = 100_000
#: Highest root index or exponent denominator taken exactly.
MAX_ROOT_INDEX = 64
#: Highest degree of an algebraic number (its minimal polynomial).
MAX_ALGEBRAIC_DEGREE = 256
#: Most bits of working precision spent telling one algebraic root from its neighbours.
MAX_PRECISION_BITS = 1 << 16
