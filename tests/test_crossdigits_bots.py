"""The Crossdigits bots: legal, in character, and they see only their view."""

from __future__ import annotations

from eqgames import games
from eqgames.games.crossdigits.actions import Pass, Place, Swap
from eqgames.games.crossdigits.board import Board
from eqgames.games.crossdigits.bots import (
    CASUAL_BAND,
    CASUAL_MAX_TILES,
    EASY_MAX_TILES,
    MEDIUM_SHARE,
    HardBot,
    LeaveValues,
    _best_keep,
)
from eqgames.games.crossdigits.movegen import generate
from eqgames.games.crossdigits.rules import CrossdigitsState
from tests.crossdigits_helpers import arrange, put


def positions() -> list[CrossdigitsState]:
    """An opening, and a board with a few lines on it."""
    opening = arrange(["9721145", "34567890"])
    board = put(put(Board(), "G8", "972"), "H7", "1.8", down=True)
    middle = arrange(["1234567", "2345678"], board=board)
    return [opening, middle]


def test_every_bot_plays_a_legal_action_from_its_view() -> None:
    game = games.load("crossdigits")
    assert game.bot_levels() == ("easy", "casual", "medium", "hard")
    for level in game.bot_levels():
        for state in positions():
            bot = game.bot(level, seed=3)
            action = bot.act(state.view(0))
            assert action in state.legal_actions(0), (level, action)


def test_easy_plays_short_modest_plays() -> None:
    game = games.load("crossdigits")
    for state in positions():
        moves = [m for m in generate(state.board, state.rack_digits(0)) if len(m.tiles) <= EASY_MAX_TILES]
        scores = sorted(m.score for m in moves)
        for seed in range(5):
            action = game.bot("easy", seed=seed).act(state.view(0))
            assert isinstance(action, Place) and len(action.tiles) <= EASY_MAX_TILES
            score = next(m.score for m in moves if m.tiles == action.tiles)
            assert score <= scores[len(scores) // 2]


def test_casual_plays_middling_plays_of_up_to_five_tiles() -> None:
    game = games.load("crossdigits")
    for state in positions():
        moves = [m for m in generate(state.board, state.rack_digits(0)) if len(m.tiles) <= CASUAL_MAX_TILES]
        best = max(m.score for m in moves)
        low, high = (share * best for share in CASUAL_BAND)
        chosen = set()
        for seed in range(12):
            action = game.bot("casual", seed=seed).act(state.view(0))
            assert isinstance(action, Place) and len(action.tiles) <= CASUAL_MAX_TILES
            score = next(m.score for m in moves if m.tiles == action.tiles)
            in_band = low <= score <= high
            lowest_above = score == min(m.score for m in moves if m.score >= low)
            assert in_band or lowest_above, (score, low, high)
            chosen.add(action.tiles)
        assert len(chosen) > 1 or len(moves) == 1


def test_medium_plays_good_plays_but_not_always_the_best() -> None:
    game = games.load("crossdigits")
    state = positions()[1]
    moves = generate(state.board, state.rack_digits(0))
    chosen = set()
    for seed in range(12):
        action = game.bot("medium", seed=seed).act(state.view(0))
        assert isinstance(action, Place)
        score = next(m.score for m in moves if m.tiles == action.tiles)
        assert score >= MEDIUM_SHARE * moves[0].score
        chosen.add(score)
    assert len(chosen) > 1


def test_hard_weighs_the_score_and_the_tiles_it_keeps() -> None:
    game = games.load("crossdigits")
    state = positions()[1]
    rack = state.rack_digits(0)
    values = HardBot.values
    moves = generate(state.board, rack)

    def worth(tiles: tuple[tuple[int, int, int], ...]) -> float:
        left = list(rack)
        for _, _, d in tiles:
            left.remove(d)
        return next(m.score for m in moves if m.tiles == tiles) + values.value(left)

    action = game.bot("hard", seed=1).act(state.view(0))
    assert isinstance(action, Place)
    assert worth(action.tiles) == max(worth(m.tiles) for m in moves)


def test_with_nothing_to_play_casual_medium_and_hard_swap_their_worst_tiles_and_easy_passes() -> None:
    game = games.load("crossdigits")
    stuck = arrange(["0000000", "12345678"])  # zeros make no first play
    assert not generate(stuck.board, stuck.rack_digits(0))
    assert game.bot("easy").act(stuck.view(0)) == Pass()
    for level in ("casual", "medium", "hard"):
        action = game.bot(level).act(stuck.view(0))
        assert isinstance(action, Swap) and action in stuck.legal_actions(0)
    empty_bag = arrange(["0000000", "12345678"], bag="")
    assert game.bot("hard").act(empty_bag.view(0)) == Pass()


def test_leave_values_prefer_no_duplicates() -> None:
    values = LeaveValues()
    assert values.value([1, 2]) > values.value([1, 1])
    keep = _best_keep([5, 5, 5, 4], values)
    assert keep.count(5) <= 1


def test_a_whole_game_between_bots_ends() -> None:
    game = games.load("crossdigits")
    state = game.new(seed=21)
    assert isinstance(state, CrossdigitsState)
    bots = [game.bot("hard", seed=1), game.bot("easy", seed=2)]
    for _ in range(200):
        if state.is_over:
            break
        seat = state.turn
        state.apply(seat, bots[seat].act(state.view(seat)), at=0.0)
    assert state.result() is not None


def test_with_the_bag_empty_hard_goes_out_rather_than_score_a_little_more() -> None:
    board = put(put(Board(), "G8", "972"), "H7", "1.8", down=True)
    state = arrange(["18", "55"], board=board, bag="")
    best = generate(state.board, state.rack_digits(0))[0]
    assert best.tiles == ((7, 5, 8),) and best.score == 15  # the top score keeps the 1
    action = game_bot("hard").act(state.view(0))
    # 8 and 1 before 972 read 81 − 9 = 72: 11 points, but the 5 5 left over swing 2 × 4.
    assert action == Place(((7, 4, 8), (7, 5, 1)))


def game_bot(level: str) -> HardBot:
    bot = games.load("crossdigits").bot(level, seed=0)
    assert isinstance(bot, HardBot)
    return bot
