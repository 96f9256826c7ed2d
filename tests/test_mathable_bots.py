"""The Mathable computer players, hints and the analysis.

Strength is measured by ``benchmarks/mathable_bots.py`` (docs/bots.md), not here:
these tests check that every level plays whole games by the rules from its
view alone, that Hard plans a turn's order, the human-like pace, the answers
to challenges, what the hints show and what the analysis says.
"""

from __future__ import annotations

import json
from typing import Any

import pytest

from eqgames import games
from eqgames.core import IllegalAction
from eqgames.games.mathable import hints, movegen, placement
from eqgames.games.mathable.actions import Challenge, Hint, Place
from eqgames.games.mathable.analysis import analyse
from eqgames.games.mathable.board import Grid, name, parse
from eqgames.games.mathable.bots import GreedyBot, HardBot, Seen, opening
from eqgames.games.mathable.rules import MathableState
from eqgames.games.mathable.tiles import COUNTS


def _play(
    levels: tuple[str, ...], seed: int, steps: list[list[Any]] | None = None, **options: Any
) -> MathableState:
    game = games.load("mathable", **options)
    state = game.new(seed=seed, players=len(levels))
    assert isinstance(state, MathableState)
    bots = [game.bot(level, seed=seed * 10 + s) for s, level in enumerate(levels)]
    for _ in range(5000):
        if state.result() is not None:
            break
        seat = state.to_act()[0]
        # A bot gets the view as a client would: JSON, nothing more.
        view = json.loads(json.dumps(state.view(seat)))
        action = bots[seat].act(view)
        assert action.type in view["can"]
        state.apply(seat, action, at=0.0)
        if steps is not None:
            steps.append([seat, action.to_json(), 0.0])
    assert state.result() is not None
    return state


@pytest.mark.parametrize(
    "levels",
    [
        ("easy", "medium"),
        ("hard", "easy"),
        ("medium", "hard", "easy"),
        ("hard", "hard", "medium", "easy"),
    ],
)
def test_every_level_plays_whole_games_by_the_rules(levels: tuple[str, ...]) -> None:
    for seed in range(3):
        state = _play(levels, seed)
        assert sum(1 for _ in state.grid.tiles()) > 20


def test_bots_play_and_answer_in_challenge_mode() -> None:
    state = _play(("hard", "medium", "easy"), 4, challenge=True)
    assert state.result() is not None


def test_hard_challenges_a_tile_that_completes_no_equation() -> None:
    game = games.load("mathable", challenge=True)
    state = game.new(seed=1)
    seat = state.turn
    tile = state.racks[seat][0]
    value = state.rack_values(seat)[0]
    square = next(  # an empty square beside the centre where this tile completes nothing
        sq
        for sq in ("F7", "F8", "I7", "I8", "G6", "H6", "G9", "H9")
        if not placement.completed(state.grid, parse(sq), value)
    )
    state.apply(seat, Place(tile, square), at=0.0)
    other = state.to_act()[0]
    hard = game.bot("hard", seed=3)
    assert hard.act(state.view(other)) == Challenge()


def _seen(grid: Grid, rack: list[int], pouch: int = 50) -> Seen:
    unseen = dict(COUNTS)
    for v in rack:
        unseen[v] -= 1
    return Seen(
        grid,
        movegen.cells_of(grid),
        tuple(enumerate(rack)),
        pouch,
        0,
        len(rack) == 7,
        frozenset({"place", "exchange", "pass"}),
        {v: n for v, n in unseen.items() if n > 0},
    )


def test_hard_plans_the_order_of_a_turn_where_the_best_single_placement_does_not() -> None:
    # The rulebook's 4 + 12 = 16: the 12 must go right of the 4 (I8) for the 16 to fit on
    # the + square after it (J8). The big tiles fit nowhere yet.
    rack = [7, 12, 16, 90, 81, 72, 63]
    game = games.load("mathable")
    hard = HardBot(game, seed=1)
    plan = hard.choose(_seen(Grid(), rack))
    assert ("J8", 16) in [(m.name, m.value) for m in plan]
    assert sum(m.score for m in plan) >= 35
    greedy = GreedyBot(game, seed=1)
    first = greedy.next_move(_seen(Grid(), rack))
    assert first is not None and (first.name, first.value) == ("F8", 12)


def test_what_a_board_opens_for_the_next_player() -> None:
    unseen = {v: n for v, n in COUNTS.items()}
    cells = movegen.cells_of(Grid())
    closed = movegen.cells_of(Grid())
    # Fill every square beside the centre: nothing is open any more.
    for sq in ("F7", "F8", "I7", "I8", "G6", "H6", "G9", "H9"):
        r, c = parse(sq)
        closed[r * 14 + c] = 0
    assert opening(movegen.all_targets(cells), unseen) > 5
    assert opening(movegen.all_targets(closed), unseen) < opening(
        movegen.all_targets(cells), unseen
    )


def test_the_pace_is_a_persons() -> None:
    game = games.load("mathable")
    state = next(s for s in map(game.new, range(50)) if "place" in s.view(s.turn)["can"])
    view = state.view(state.turn)
    for level, low, high in (("easy", 6, 14), ("medium", 4, 10), ("hard", 3, 8)):
        bot = game.bot(level, seed=1)
        action = bot.act(view)
        assert isinstance(action, Place)
        delays = [bot.delay(view, action) for _ in range(20)]
        assert all(low <= d <= high for d in delays) and max(delays) > min(delays)


def test_show_a_placement_is_the_best_single_placement() -> None:
    for seed in range(6):
        state = _play(("hard", "medium"), seed)
        grid = state.grid
        for rack in ([1, 2, 3, 4, 5, 6, 7], [8, 9, 10, 12, 20, 0, 36], [2, 2, 4, 6, 8, 24, 48]):
            shown = hints.show(grid, rack, "placement")
            legal = placement.legal_placements(grid, rack)
            assert (not shown) == (not legal)
            if legal:
                assert shown[0].points == max(p.points for p in legal)


def test_show_the_best_turn_is_a_legal_sequence_at_least_as_good_as_one_placement() -> None:
    grid = Grid.with_tiles({"G9": 4, "H9": 2})  # "To Begin Play"
    rack = [8, 6, 32, 7, 2, 90, 81]
    turn = hints.show(grid, rack, "turn")
    board = grid.copy()
    for p in turn:
        assert placement.check(board, p.square, p.value) == p
        board.put(p.square, p.value)
    assert sum(p.points for p in turn) >= hints.show(grid, rack, "placement")[0].points
    placed = [(name(*p.square), p.value) for p in turn]
    assert ("E9", 32) in placed and ("F9", 8) in placed  # the 32 left of the 8: 4 × 8
    with pytest.raises(ValueError, match="a placement or the best turn"):
        hints.show(grid, rack, "move")


def test_hints_are_an_action_of_the_game_but_not_online() -> None:
    state = games.load("mathable").new(seed=8)
    seat = state.turn
    while "hint" not in state.view(seat)["can"]:
        state = games.load("mathable").new(seed=state.rng.randbelow(1000))
        seat = state.turn
    state.apply(seat, Hint("turn"), at=0.0)
    shown = state.view(seat)["hint"]
    assert shown["kind"] == "turn" and shown["placements"]
    online = games.load("mathable", online=True).new(seed=8)
    assert "hint" not in online.view(online.turn)["can"]
    with pytest.raises(IllegalAction, match="online"):
        online.apply(online.turn, Hint("placement"), at=0.0)


def test_the_analysis_finds_the_weaker_player_leaving_more_on_the_table() -> None:
    steps: list[list[Any]] = []
    state = _play(("hard", "easy"), 5, steps)
    out = analyse("mathable", {}, 5, 2, 0.0, steps)
    left = out["totals"][0]["values"]
    assert out["totals"][0]["label"] == "Points left on the table"
    assert left[1] > left[0]
    assert left == [sum(n["loss"] for n in out["notes"] if n["seat"] == s) for s in range(2)]
    turns = [n for n in out["notes"] if n["kind"] in ("best", "miss", "note")]
    assert len(turns) >= state.turn_number - 1
    assert any(n["kind"] == "best" for n in turns)
    tools = {t.name for t in games.load("mathable").tools()}
    assert "analysis" in tools
