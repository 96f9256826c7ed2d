"""Named limits on what an evaluation may cost. Errors quote these names."""

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
