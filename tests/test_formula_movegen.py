"""The fast move generator lists exactly the plays the obvious brute force finds."""

from __future__ import annotations

from hypothesis import given, settings
from hypothesis import strategies as st

from eqgames import games
from eqgames.core import Rng
from eqgames.games.formula import Draw, Pass, Play
from eqgames.games.formula.arrange import arrange
from eqgames.games.formula.bots import position_after
from eqgames.games.formula.cards import JOKER_CODE, code
from eqgames.games.formula.check import check_play
from eqgames.games.formula.movegen import Key, legal_plays, outcomes, templates
from eqgames.games.formula.position import Position
from tests.formula_brute import brute_force_keys, shapes

VARIANTS: list[dict[str, object]] = [
    {},
    {},
    {"use_table_card": True},
    {"no_plus_minus": True},
    {"five_draw": True},
]
#: Positions whose brute force would take more than about a second are not drawn.
BRUTE_BUDGET = 2500


def key_of(pos: Position, play: Play) -> Key:
    """The outcome of a play, computed from its slots (independently of the generator)."""
    a, b, c = position_after(pos, play).numbers
    used = tuple(sorted(code(c) for c in play.cards()))
    return (play.symbol, a, b, c, used)  # type: ignore[return-value]


def brute_cost(pos: Position) -> int:
    counts = pos.hand_codes()
    faces = sum(1 for c in counts[:JOKER_CODE] if c) + (10 if counts[JOKER_CODE] else 0)
    return int(faces ** min(pos.max_cards, len(pos.hand)))


def self_play_position(seed: int, steps: int, options: dict[str, object], players: int) -> Position:
    """A position met in a random game, cheap enough for the brute force."""
    while True:
        game = games.load("formula", **options)
        state = game.new(seed=seed, players=players)
        rng = Rng(seed)
        chosen = None
        for step in range(80):
            if state.result() is not None:
                break
            pos = state.position(state.turn)
            if brute_cost(pos) <= BRUTE_BUDGET:
                chosen = pos
                if step >= steps:
                    break
            state.apply(state.turn, rng.choice(state.legal_actions(state.turn)), at=0.0)
        if chosen is not None:
            return chosen
        seed += 1


def assert_same_plays(pos: Position) -> None:
    plays = legal_plays(pos)
    keys = [key_of(pos, p) for p in plays]
    assert len(set(keys)) == len(keys), "the generator lists a play twice"
    assert set(keys) == set(outcomes(pos))
    for play in plays:
        check_play(pos, play)  # every listed play is legal by the rules' own check
    assert set(keys) == brute_force_keys(pos)


@settings(max_examples=30, deadline=None)
@given(
    seed=st.integers(0, 100_000),
    steps=st.integers(0, 40),
    options=st.sampled_from(VARIANTS),
    players=st.integers(2, 4),
)
def test_fast_and_brute_force_agree_on_self_play_positions(
    seed: int, steps: int, options: dict[str, object], players: int
) -> None:
    assert_same_plays(self_play_position(seed, steps, options, players))


def test_they_agree_on_the_special_positions() -> None:
    for table, hand, options in [
        ("9 1", "1023", {}),  # the first formula: only the answer is played
        ("2 4", "J68", {}),  # the first formula with a joker
        ("428 × 0 = 0", "1236", {}),  # must be completely replaced
        ("0 ÷ 7 = 0", "0125", {}),
        ("5 + 0 = 5", "00", {}),  # x × 0 = 0: the first number may become anything
        ("10 − 1 = 9", "1089", {"use_table_card": True}),
        ("6 ÷ 2 = 3", "12340", {"no_plus_minus": True}),
        ("87 − 5 = 82", "J3", {}),
        ("1J52 + 3 = 155", "25", {}),  # a joker on the table keeps its digit
    ]:
        assert_same_plays(arrange(table, [hand, "5"], **options).position(0))


def test_the_templates_are_the_obvious_shapes() -> None:
    for n in range(5):
        for m in range(5):
            assert sorted(templates(n, m)) == sorted(shapes(n, m)), (n, m)


def test_legal_actions_end_with_draw_or_pass() -> None:
    state = arrange("2 + 4 = 6", ["8", "5"])
    assert state.legal_actions(0)[-1] == Draw()
    assert state.legal_actions(1) == []
    state = arrange("2 + 4 = 6", ["7", "5"], stock="")
    assert state.legal_actions(0) == [Pass()]
