"""Formula's bots play legal moves from their own view (strength is measured in docs/bots.md)."""

from __future__ import annotations

from dataclasses import replace

import pytest

from eqgames import games
from eqgames.cli.selfplay import play_one
from eqgames.games.formula import Draw, FormulaState, Play, Slot
from eqgames.games.formula.arrange import arrange
from eqgames.games.formula.bots import FormulaHard, position_after
from eqgames.games.formula.cards import DECK
from eqgames.games.formula.movegen import legal_plays
from eqgames.games.formula.position import Position


@pytest.mark.parametrize(
    ("levels", "options"),
    [
        (["easy", "medium"], {}),
        (["hard", "easy", "medium"], {"five_draw": True}),
        (["medium", "hard"], {"no_plus_minus": True, "use_table_card": True}),
        (["hard", "easy"], {"play_until_all_out": True}),
        (["hard", "medium"], {"rounds": 3, "winner_extra_card": True}),
        (["hard", "hard"], {"points": True, "target_points": 40}),
    ],
)
def test_bots_finish_games_with_legal_moves(levels: list[str], options: dict[str, object]) -> None:
    game = games.load("formula", **options)
    state, actions = play_one(game, 7, len(levels), levels, 2000)
    assert state.result() is not None and actions > 0


def test_medium_sheds_most_cards_and_keeps_its_joker() -> None:
    state = arrange("2 + 4 = 6", ["J358", "55"])
    bot = games.load("formula").bot("medium", seed=1)
    for _ in range(5):
        action = bot.act(state.view(0))
        assert isinstance(action, Play) and len(action.cards()) == 3  # 3 + 5 = 8, say
        assert 0 not in action.cards()  # card 0 is a joker


def test_every_bot_draws_when_it_cannot_play() -> None:
    for level in ("easy", "medium", "hard"):
        state = arrange("2 4", ["77", "5"])
        assert games.load("formula").bot(level, seed=3).act(state.view(0)) == Draw()


def test_hard_goes_out_when_it_can() -> None:
    state = arrange("2 + 4 = 6", ["8", "5"])
    action = games.load("formula").bot("hard", seed=3).act(state.view(0))
    assert isinstance(action, Play) and action.cards() == state.hands[0]


def test_hard_counts_only_the_cards_it_has_not_seen() -> None:
    state = arrange("2 + 4 = 6", ["1358", "55"])
    hard = FormulaHard(state.game, seed=1)
    hard.observe(state.view(0))
    eight = next(c for c in state.hands[0] if DECK[c] == "8")
    state.apply(0, Play("*", (Slot(keep=0),), (Slot(keep=0),), (Slot(card=eight),)), at=0.0)
    hard.observe(state.view(0))
    unseen = set(hard._unseen(Position.from_view(state.view(0))))
    assert not unseen & set(state.hands[0])
    assert not unseen & set(state.table.visible())
    assert not unseen & set(state.table.under())  # it saw the 6 being covered
    assert set(state.hands[1]) <= unseen and set(state.stock) <= unseen


def test_hard_remembers_that_a_player_who_drew_had_no_play_there() -> None:
    state = arrange("2 + 4 = 6", ["77", "1358"], turn=0, stock="9")
    hard = FormulaHard(state.game, seed=1)
    hard.observe(state.view(1))
    state.apply(0, Draw(), at=0.0)
    hard.observe(state.view(1))
    table, held, extra = hard.drew_on[0]
    assert table.text() == "2 + 4 = 6" and held == 2 and extra == 1


def test_position_after_matches_the_rules() -> None:
    state = arrange("9 + 1 = 10", ["248J", "55"])
    pos = state.position(0)
    for action in state.legal_actions(0)[:40]:
        if not isinstance(action, Play):
            continue
        copy = state.clone()
        assert isinstance(copy, FormulaState)
        copy.apply(0, action, at=0.0)
        after = position_after(pos, action)
        assert after.numbers == copy.position(0).numbers and after.symbol == copy.table.symbol


def test_hard_lists_a_small_hand_exactly_weighted_by_the_ways_to_deal_it() -> None:
    state = arrange("2 + 4 = 6", ["1358", "5"])
    hard = FormulaHard(state.game, seed=1)
    hard.observe(state.view(0))
    unseen = hard._unseen(Position.from_view(state.view(0)))
    hands = hard._next_hands(unseen, 1, 1, deals=[])
    by_face = {DECK[hand[0]]: weight for hand, weight in hands}
    # One card: each face once, as likely as the unseen cards that show it.
    assert sum(by_face.values()) == len(unseen)
    assert by_face["J"] == 2 and by_face["5"] == sum(DECK[c] == "5" for c in unseen)
    pairs = hard._next_hands(unseen, 1, 2, deals=[])
    assert sum(w for _, w in pairs) == len(unseen) * (len(unseen) - 1) / 2
    assert len({tuple(sorted(DECK[c] for c in hand)) for hand, _ in pairs}) == len(pairs)


def test_hard_leaves_out_the_hands_that_could_have_played_when_their_player_drew() -> None:
    state = arrange("2 + 4 = 6", ["77", "1"], turn=1, stock="99")
    hard = FormulaHard(state.game, seed=1)
    hard.observe(state.view(0))
    state.apply(1, Draw(), at=0.0)  # one card, and no play on 2 + 4 = 6
    hard.observe(state.view(0))
    hands = hard._next_hands(hard._unseen(Position.from_view(state.view(0))), 1, 2, deals=[])
    faces = [sorted(DECK[c] for c in hand) for hand, _ in hands]
    table = Position.from_view(state.view(0))
    for hand, _ in hands:
        # At least one of its two cards could not be laid alone on 2 + 4 = 6.
        assert any(not legal_plays(replace(table, hand=(card,))) for card in hand)
    assert ["J", "J"] not in faces  # a joker always fits: it would have played
    assert ["1", "2"] in faces  # a 1 has no play there, so any pair with a 1 is possible


def test_hard_weighs_keeping_a_hand_that_goes_out_alone() -> None:
    # 5 cards: the best shedders lay 3 and leave 2 that must fit whatever table comes;
    # laying only the 7 and the 9 keeps 1 + 3 = 4, which goes out on any table.
    state = arrange("2 + 4 = 6", ["13479", "5588"])
    hard = FormulaHard(state.game, seed=0)
    pos = state.position(0)
    ranked = sorted(legal_plays(pos), key=lambda p: -len(p.cards()))
    best = hard._candidates(ranked, len(pos.hand))
    assert all(len(p.cards()) == 3 for p in best)  # no plan among the best shedders
    kept = [
        sorted(DECK[c] for c in pos.hand if c not in p.cards())
        for p in hard._plans(pos, ranked, best)
    ]
    assert ["1", "3", "4"] in kept
    assert all(len(k) == 3 for k in kept)
    # With every formula keeping a table card, no hand goes out alone.
    strict = arrange("2 + 4 = 6", ["13479", "5588"], use_table_card=True).position(0)
    assert hard._plans(strict, legal_plays(strict), []) == []
    # The other player holds 4 cards: it cannot go out before Hard's next turn, so
    # the plan is a sure win and Hard always takes it.
    for seed in range(8):
        action = FormulaHard(state.game, seed=seed).act(state.view(0))
        assert sorted(DECK[c] for c in pos.hand if c not in action.cards()) == ["1", "3", "4"]


def test_hard_takes_a_sure_plan_only_when_nobody_can_go_out_first() -> None:
    hard = FormulaHard(games.load("formula").new(seed=0, players=2).game, seed=0)
    pos = arrange("2 + 4 = 6", ["13479", "558"]).position(0)
    assert hard._nobody_out_first(pos, [1], [5, 4])
    assert not hard._nobody_out_first(pos, [1], [5, 3])  # 3 cards: it may lay them all
    fives = FormulaHard(games.load("formula", five_draw=True).new(seed=0, players=2).game)
    assert not fives._nobody_out_first(pos, [1], [5, 4])  # its answer could make us draw
