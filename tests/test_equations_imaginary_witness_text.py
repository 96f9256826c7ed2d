"""Imaginary witnesses written as text read back to the value found (issue 16, first step)."""

from hypothesis import given, settings
from hypothesis import strategies as st

from eqgames.arith import values as V
from eqgames.arith.equations import parse
from eqgames.arith.notation import Notation
from eqgames.arith.printer import to_text
from eqgames.search.imaginary import UNIT, ImaginarySearch, tree_values
from eqgames.search.meanings import Meanings

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
