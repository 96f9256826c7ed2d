"""Every example and diagram of the Formula rulebook, as a test."""

from __future__ import annotations

from collections.abc import Sequence

import pytest

from eqgames.core import IllegalAction
from eqgames.games.formula import Draw, FormulaState, Play, Slot
from eqgames.games.formula.arrange import arrange
from eqgames.games.formula.cards import DECK
from eqgames.games.formula.movegen import play_text

Spec = int | str


def play(state: FormulaState, symbol: str, *numbers: Sequence[Spec]) -> Play:
    """A play by the seat to act: ints keep that table card, "5" lays a 5, "J7" a joker as 7."""
    hand = list(state.hands[state.turn])
    built = []
    for specs in numbers:
        slots = []
        for spec in specs:
            if isinstance(spec, int):
                slots.append(Slot(keep=spec))
                continue
            face = spec[0]
            card = next((c for c in hand if DECK[c] == face), 99)
            if card != 99:
                hand.remove(card)
            slots.append(Slot(card=card, digit=int(spec[1:]) if spec[1:] else None))
        built.append(tuple(slots))
    return Play(symbol, *built)  # type: ignore[arg-type]


def texts(state: FormulaState) -> set[str]:
    pos = state.position(state.turn)
    return {play_text(pos, a) for a in state.legal_actions(state.turn) if isinstance(a, Play)}


def lay(state: FormulaState, action: Play) -> str:
    state.apply(state.turn, action, at=0.0)
    return state.table.text()


# -- Setup -------------------------------------------------------------------------


def test_setup_deals_seven_each_and_turns_two_cards_up_left_of_the_dealer_starts() -> None:
    state = arrange("9 1", ["", ""])  # only to borrow the game; deal a real one:
    state = state.game.new(seed=11, players=4)
    assert isinstance(state, FormulaState)
    assert [len(h) for h in state.hands] == [7, 7, 7, 7]
    assert len(state.stock) == 57 - 28 - 2
    assert state.table.text().endswith("= ?") and "?" in state.table.text().split("=")[0]
    assert [len(n) for n in state.table.numbers] == [1, 1, 0]
    assert state.turn == (state.dealer + 1) % 4


def test_the_setup_diagram_9_and_1_is_completed_as_9_plus_1_equals_10_with_two_cards() -> None:
    state = arrange("9 1", ["10", "5"])
    assert lay(state, play(state, "+", [0], [0], ["1", "0"])) == "9 + 1 = 10"
    assert state.table.view()["c"][0]["under"] == 0 and len(state.hands[0]) == 0


# -- Game play ---------------------------------------------------------------------


def test_2_plus_4_equals_6() -> None:
    state = arrange("2 4", ["6", "5"])
    assert "2 + 4 = 6" in texts(state)
    assert lay(state, play(state, "+", [0], [0], ["6"])) == "2 + 4 = 6"


def test_holding_an_8_but_no_6_the_player_puts_times_and_plays_2_times_4_equals_8() -> None:
    state = arrange("2 4", ["8", "5"])
    assert texts(state) == {"2 × 4 = 8"}
    assert lay(state, play(state, "*", [0], [0], ["8"])) == "2 × 4 = 8"


def test_a_player_who_cannot_complete_the_formula_draws_a_card() -> None:
    state = arrange("2 4", ["77", "5"], stock="35")
    assert state.legal_actions(0) == [Draw()]
    state.apply(0, Draw(), at=0.0)
    assert sorted(DECK[c] for c in state.hands[0]) == ["3", "7", "7"]
    assert state.turn == 1


def test_at_most_three_cards_a_turn() -> None:
    state = arrange("2 + 4 = 6", ["1234", "5"])
    with pytest.raises(IllegalAction, match="4 cards played, at most 3"):
        state.apply(0, play(state, "+", ["1", "2"], ["3"], ["4"]), at=0.0)
    state = arrange("2 + 4 = 6", ["12345", "5"])
    with pytest.raises(IllegalAction, match="5 cards played, at most 3"):
        state.apply(0, play(state, "+", ["1", "2"], ["3"], ["4", "5"]), at=0.0)


@pytest.fixture
def after_2_plus_4() -> FormulaState:
    return arrange("2 + 4 = 6", ["18843", "5"])


def test_option_1_a_completely_new_formula_of_three_new_cards(after_2_plus_4: FormulaState) -> None:
    state = after_2_plus_4
    assert "1 × 8 = 8" in texts(state)
    assert lay(state, play(state, "*", ["1"], ["8"], ["8"])) == "1 × 8 = 8"
    assert [c["under"] for n in "abc" for c in state.table.view()[n]] == [1, 1, 1]


def test_option_2_three_new_cards_reusing_the_6_gives_8_times_8_equals_64(
    after_2_plus_4: FormulaState,
) -> None:
    state = after_2_plus_4
    assert "8 × 8 = 64" in texts(state)
    assert lay(state, play(state, "*", ["8"], ["8"], [0, "4"])) == "8 × 8 = 64"


def test_option_3_keep_the_2_and_add_3_and_5() -> None:
    state = arrange("2 + 4 = 6", ["35", "5"])
    assert "2 + 3 = 5" in texts(state)
    assert lay(state, play(state, "+", [0], ["3"], ["5"])) == "2 + 3 = 5"


def test_option_4_keep_2_and_4_change_the_symbol_and_lay_8_on_the_6(
    after_2_plus_4: FormulaState,
) -> None:
    state = after_2_plus_4
    assert lay(state, play(state, "*", [0], [0], ["8"])) == "2 × 4 = 8"
    answer = state.table.view()["c"]
    assert [(c["face"], c["under"]) for c in answer] == [("8", 1)]


# -- Special rules -------------------------------------------------------------------


@pytest.fixture
def nine_plus_one_is_ten() -> FormulaState:
    return arrange("9 + 1 = 10", ["8", "5"])


def test_two_cards_forming_10_can_be_replaced_by_one_8_giving_9_minus_1_equals_8(
    nine_plus_one_is_ten: FormulaState,
) -> None:
    state = nine_plus_one_is_ten
    assert "9 − 1 = 8" in texts(state)
    assert lay(state, play(state, "-", [0], [0], ["8"])) == "9 − 1 = 8"
    (eight,) = state.table.view()["c"]
    assert eight["under"] == 2  # the 1 and the 0 both lie under the 8


def test_covering_the_0_of_10_with_a_2_and_playing_4_and_8_gives_4_plus_8_equals_12() -> None:
    state = arrange("9 + 1 = 10", ["248", "5"])
    assert "4 + 8 = 12" in texts(state)
    assert lay(state, play(state, "+", ["4"], ["8"], [0, "2"])) == "4 + 8 = 12"


def test_the_0_of_10_cannot_simply_be_taken_away() -> None:
    state = arrange("9 + 1 = 10", ["8", "5"])
    with pytest.raises(IllegalAction, match="a card cannot be taken away"):
        state.apply(0, play(state, "-", [0], ["8"], [0]), at=0.0)  # 9 − 8 = 1, the 0 gone
    assert "9 − 8 = 1" not in texts(state)


def test_but_a_new_1_laid_over_both_cards_of_10_is_fine() -> None:
    state = arrange("9 + 1 = 10", ["81", "5"])
    assert "9 − 8 = 1" in texts(state)
    assert lay(state, play(state, "-", [0], ["8"], ["1"])) == "9 − 8 = 1"


def test_428_times_0_equals_0_must_be_completely_replaced_by_the_next_player() -> None:
    state = arrange("428 + 0 = 428", ["09", "1236"])
    assert "428 × 0 = 0" in texts(state)
    assert lay(state, play(state, "*", [0, 1, 2], [0], ["0"])) == "428 × 0 = 0"
    # Without the rule, the next player could always lay 3 cards on the 428.
    with pytest.raises(IllegalAction, match=r"428 × 0 = 0 must be completely replaced"):
        state.apply(1, play(state, "*", [0, 1, 2, "1", "2", "3"], [0], [0]), at=0.0)
    with pytest.raises(IllegalAction, match="must be completely replaced"):
        state.apply(1, play(state, "*", ["2"], [0], [0]), at=0.0)  # 2 × 0 = 0
    assert texts(state) == {
        "1 + 2 = 3", "2 + 1 = 3", "3 − 1 = 2", "3 − 2 = 1",
        "6 ÷ 2 = 3", "6 ÷ 3 = 2", "2 × 3 = 6", "3 × 2 = 6",
    }  # fmt: skip
    assert lay(state, play(state, "+", ["1"], ["2"], ["3"])) == "1 + 2 = 3"


def test_0_times_n_and_0_divided_by_n_must_be_replaced_too() -> None:
    for table in ("0 × 7 = 0", "0 ÷ 7 = 0"):
        state = arrange(table, ["123", "5"])
        assert state.view(0)["must_replace"]
        assert all("7" not in text for text in texts(state)), "nothing of the old formula may stay"


# -- Joker -------------------------------------------------------------------------


def test_a_joker_stands_for_any_digit() -> None:
    state = arrange("2 + 4 = 6", ["J9", "55"])
    assert {"2 + 4 = 6", "2 × 4 = 8", "2 × 3 = 6", "24 ÷ 4 = 6"} <= texts(state)
    with pytest.raises(IllegalAction, match="say which digit"):
        state.apply(0, play(state, "*", [0], [0], ["J"]), at=0.0)


def test_a_joker_keeps_the_digit_its_player_gave_it_while_it_is_visible() -> None:
    state = arrange("2 + 4 = 6", ["J9", "53"])
    assert lay(state, play(state, "*", [0], [0], ["J8"])) == "2 × 4 = 8"
    assert state.view(1)["table"]["c"] == [
        {"id": 0, "face": "J", "digit": 8, "under": 1, "new": True}
    ]
    assert state.position(1).numbers[2] == ((8, True),)
    assert "5 + 3 = 8" in texts(state)
    with pytest.raises(IllegalAction, match="keeps its digit"):
        state.apply(1, Play("+", (Slot(card=26),), (Slot(keep=0),), (Slot(keep=0, digit=9),)), 0.0)


def test_when_the_stock_runs_out_the_cards_under_the_formula_become_the_new_stock() -> None:
    state = arrange("2 × 4 = 8", ["9", "55"], stock="", under="613")
    state.apply(0, Draw(), at=0.0)
    assert state.view(0)["reshuffles"] == 1
    assert sorted(DECK[c] for c in [*state.stock, state.hands[0][0]]) == ["1", "3", "6"]
    assert state.table.text() == "2 × 4 = 8" and state.table.under() == []


def test_a_joker_shuffled_back_into_the_stock_is_wild_again() -> None:
    state = arrange("1 + 1 = 2", ["5", "55"], stock="", under="J")
    joker = state.table.numbers[2][0][0]
    state.table.joker_digits[joker] = 2  # it stood for 2 before the 2 covered it
    state.apply(0, Draw(), at=0.0)
    assert joker in state.hands[0] and joker not in state.table.joker_digits
    assert {"id": joker, "face": "J"} in state.view(0)["hand"]


def test_with_no_card_left_to_draw_a_player_passes() -> None:
    state = arrange("2 × 4 = 8", ["9", "77"], stock="")
    assert state.legal_actions(0)[-1].type == "pass"
    with pytest.raises(IllegalAction, match="no card left to draw"):
        state.apply(0, Draw(), at=0.0)


# -- Winning and refusals -----------------------------------------------------------------


def test_the_first_player_to_play_all_their_cards_wins() -> None:
    state = arrange("2 + 4 = 6", ["8", "55"])
    state.apply(0, play(state, "*", [0], [0], ["8"]), at=0.0)
    result = state.result()
    assert result is not None and result.winners == (0,)
    assert "seat 0 played all their cards" in result.reason


def test_a_card_not_in_the_hand_is_named() -> None:
    state = arrange("2 + 4 = 6", ["8", "55"])
    five = state.hands[1][0]
    with pytest.raises(IllegalAction, match=rf"the 5 \(card {five}\) is not in your hand"):
        state.apply(0, Play("+", (Slot(keep=0),), (Slot(keep=0),), (Slot(card=five),)), 0.0)


def test_a_false_formula_is_named() -> None:
    state = arrange("9 + 1 = 10", ["3481", "55"])
    with pytest.raises(IllegalAction, match="^4 \\+ 8 = 13 is not true$"):
        state.apply(0, play(state, "+", ["4"], ["8"], [0, "3"]), at=0.0)
    state = arrange("9 + 1 = 10", ["0", "5"])
    with pytest.raises(IllegalAction, match="^9 ÷ 0 = 10 is not true: you cannot divide by 0$"):
        state.apply(0, play(state, "/", [0], ["0"], [0, 1]), at=0.0)


def test_a_refused_play_changes_nothing() -> None:
    state = arrange("9 + 1 = 10", ["3481", "55"])
    before = state.to_json()
    with pytest.raises(IllegalAction):
        state.apply(0, play(state, "+", ["4"], ["8"], [0, "3"]), at=0.0)
    assert state.to_json() == before
