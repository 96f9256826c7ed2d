"""Imaginary witnesses written as text read back to the value found, and the checker accepts them (XIII-D-11)."""

from hypothesis import given, settings
from hypothesis import strategies as st

from eqgames.arith import values as V
from eqgames.arith.equations import parse
from eqgames.arith.notation import Notation
from eqgames.arith.printer import to_text
from eqgames.games.equations import solver
from eqgames.games.equations.mat import Mat
from eqgames.search.imaginary import UNIT, ImaginarySearch, tree_values
from eqgames.search.meanings import Meanings

from .equations_variations_helpers import accepted_yes, rules

N = Notation(imaginary=True)


def _reads_as(text: str) -> set[V.Value]:
    trees = parse(text, notation=N).interpretations()
    return {v for tree in trees for v in tree_values(tree, N)}


@settings(max_examples=15, deadline=None)
@given(st.lists(st.sampled_from("123456789"), min_size=1, max_size=2), st.integers(1, 30))
def test_found_products_with_i_read_back(digits: list[str], k: int) -> None:
    s = ImaginarySearch("".join(digits) + "−", meanings=Meanings(N), complex_ok=True)
    target = V.mul(k, UNIT)
    found = s.find([target])
    if found is None:
        return
    text = to_text(s.build(found.code, found.target))
    assert found.target in _reads_as(text), text


def test_a_marked_numeral_before_a_bracket_is_written_bare() -> None:
    """Senior self-play (seed 1, mat 12): 5·i·(1/5)·(−1/2)·i is ½, the Goal 4 read as .4 in
    base eight. The witness was written ``5i(5sw)(2swud)``, two brackets side by side,
    which the checker reads as no product (XIII-D-11: i beside a numeral), so the
    adjudicator dropped a Solution it had found and answered "unknown"."""
    ruleset = rules(
        "senior", base=8, decimal_in_goal=None, imaginary=None, sideways=None, upside_down=None, wild="×"
    )
    mat = Mat.from_text(
        goal="4", required="255−−", permitted="√^343√", forbidden="9", resources="+++÷÷×××+9+"
    )
    witness = accepted_yes(solver.possible(mat, ruleset), mat, ruleset)
    assert "5sw(" in witness, witness
