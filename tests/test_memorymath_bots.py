"""Memory Math's bots: what each level promises, from its own view only."""

from __future__ import annotations

from fractions import Fraction

from eqgames import games
from eqgames.games.memorymath import (
    IllegalCall,
    MemoryMathState,
    Repeat,
    Say,
    Solve,
    Submit,
    Time,
)
from eqgames.games.memorymath.bots import MemoryMathBot
from eqgames.games.memorymath.equation import judge
from eqgames.games.memorymath.match import play_match
from eqgames.search import Problem, parse_ops, solve


def setup(target: int = 24, ops: str = "+-*/", lo: int = 2, hi: int = 2, **options: object):  # type: ignore[no-untyped-def]
    game = games.load("memorymath", first_player=0, **options)
    state = game.new(seed=1)
    assert isinstance(state, MemoryMathState)
    r = state.round
    r.target, r.ops, r.min, r.max = Fraction(target), ops, lo, hi
    return game, state


def step(state: MemoryMathState, bot: MemoryMathBot, seat: int, at: float):  # type: ignore[no-untyped-def]
    bot.observe(state.view(seat))
    action = bot.act(state.view(seat))
    state.apply(seat, action, at=at)
    return action


def test_hard_solves_exactly_when_a_solution_exists_and_never_hands_one_over() -> None:
    game, state = setup()
    hard = game.bot("hard", seed=3)
    state.apply(0, Say(("3",)), at=1.0)
    reply = step(state, hard, 1, at=2.0)
    assert isinstance(reply, Say) and len(reply.numbers) == 1
    x = int(reply.numbers[0])
    # 3 and x must not make 24 (8, 21, 27, 72 would).
    assert x not in (8, 21, 27, 72)
    assert solve(Problem((3, x), 24, parse_ops("+-*/"), 2, 2)) is None
    state.apply(0, Say(("8",)), at=3.0)  # now 3 × 8 = 24 can be solved
    assert isinstance(step(state, hard, 1, at=4.0), Solve)
    submit = step(state, hard, 1, at=9.0)
    assert isinstance(submit, Submit)
    assert state.scores == [0, 1] and judge(submit.equation, Fraction(24), "+-*/", 2, 2, {3, 8, x}).correct


def test_hard_catches_every_repeat_and_illegal_number() -> None:
    game, state = setup(target=200, ops="+", lo=2, hi=2)  # 200 needs two numbers > 100
    hard = game.bot("hard", seed=1)
    state.apply(0, Say(("5", "40")), at=1.0)
    step(state, hard, 1, at=2.0)
    state.apply(0, Say(("40",)), at=3.0)
    assert isinstance(step(state, hard, 1, at=4.0), Repeat) and state.scores == [0, 1]
    game, state = setup(target=200, ops="+")
    hard = game.bot("hard", seed=1)
    state.apply(0, Say(("12.5",)), at=1.0)
    assert isinstance(step(state, hard, 1, at=2.0), IllegalCall) and state.scores == [0, 1]


def test_a_bot_calls_time_once_the_limit_has_passed() -> None:
    for level in ("easy", "medium", "hard"):
        game, state = setup()
        bot = game.bot(level, seed=1)
        state.apply(0, Say(("5",)), at=1.0)
        state.tick(19.5)  # seat 1's 18 s are over: seat 0 may call time
        assert state.to_act() == (1, 0)
        assert isinstance(step(state, bot, 0, at=20.0), Time) and state.scores == [1, 0]


def test_easy_and_medium_forget() -> None:
    game, state = setup(target=200, ops="+")
    bots = {level: game.bot(level, seed=11) for level in ("easy", "medium", "hard")}
    at = 0.0
    for k in range(80):
        at += 1
        seat = state.round.turn
        state.apply(seat, Say((str(k + 1),)), at=at)
        for bot in bots.values():
            bot.observe(state.view(1))
    heard = {level: len(bot.remembered()) for level, bot in bots.items()}
    # Seat 1's bots heard seat 0's 40 numbers and "said" the other 40 themselves.
    assert heard["hard"] == 80 and heard["easy"] < heard["medium"] < 80


def test_delays_are_human_like_and_scaled_by_the_pace_option() -> None:
    game, state = setup()
    view = state.view(0)
    hard, easy = game.bot("hard", 1), game.bot("easy", 1)
    hard_says = [hard.delay(view, Say(("5",))) for _ in range(50)]
    easy_says = [easy.delay(view, Say(("5",))) for _ in range(50)]
    assert min(hard_says) >= 1.5 and max(hard_says) <= 4
    assert sum(easy_says) > sum(hard_says)
    quick = games.load("memorymath", bot_pace=0.0).bot("easy", 1)
    assert quick.delay(view, Say(("5",))) == 0.0


def test_bots_play_whole_matches_and_the_record_replays() -> None:
    game = games.load("memorymath", points_to_win=2)
    for seed, (a, b) in enumerate([("easy", "medium"), ("hard", "easy")]):
        state, record = play_match(game, {0: game.bot(a, seed), 1: game.bot(b, seed + 9)}, seed=seed)
        assert state.result() is not None
        assert record.replay().to_json() == state.to_json()


def test_terminal_play_on_a_virtual_clock() -> None:
    # The human (seat 0) says 0 whenever they can; the hard bot calls it illegal.
    from eqgames.games.memorymath.terminal import play

    game = games.load("memorymath", points_to_win=2, first_player=0)
    state = game.new(seed=2)
    assert isinstance(state, MemoryMathState)
    clock = [0.0]
    lines = [(3.0 * k, "0") for k in range(1, 40)]
    out: list[str] = []

    def read(timeout: float) -> str | None:
        if lines and lines[0][0] <= clock[0] + timeout:
            at, text = lines.pop(0)
            clock[0] = max(clock[0], at)
            return text
        if not lines:
            raise EOFError
        clock[0] += timeout
        return None

    status = play(state, 0, game.bot("hard", 1), read, out.append, lambda: clock[0])
    text = "\n".join(out)
    assert status == 0 and state.scores == [0, 2]
    assert "Point to seat 1: right call: 0 is not a whole number from 1 to 100" in text
    assert "Match over: seat 1 won" in text
