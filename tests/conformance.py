"""The conformance kit: every game plugs in with a few lines.

    from tests.conformance import check_game

    def test_conformance():
        check_game("formula", games=30, players=(2, 3, 5))

For each game it plays random games to the end (legal actions where the game
enumerates them, else the game's easy bot) with ticks between moves, and checks
on every step that:

- every state round-trips through JSON (``to_json`` -> ``state_from_json`` -> same JSON
  and the same views);
- replaying the record from its seed reproduces the same states;
- no view or event for one seat contains another seat's secrets or a secret no seat
  may see (the game declares them with ``Game.secrets``); the RNG state is always one;
- an illegal action (a wrong seat, a junk action) raises ``IllegalAction`` and leaves the
  state exactly as it was;
- the game ends with a result whose ranking covers every seat;
- the full view (``State.full_view``, what a finished game's review shows) is JSON,
  holds every seat's own view and every seat's secrets, and never the RNG state;
- a seat that resigns mid-game ends it at once, ranked last, with nobody left to act
  and no clock running, through JSON and replay; the game's analysis (if it has one)
  reads the record.
"""

from __future__ import annotations

import json
from typing import Any

from eqgames import games
from eqgames.core import MIN_DEADLINE_STEP, Event, IllegalAction, Record, Rng, State, events_for

#: Deadlines that may fall within one step of 0.5 to 3.5 s (a limit, its grace, a break...).
MAX_TICKS_PER_STEP = 16


def _canon(value: Any) -> str:
    return json.dumps(value, sort_keys=True, separators=(",", ":"))


def _leak_check(game_name: str, state: State, texts: dict[int | None, str]) -> None:
    secrets = state.game.secrets(state)
    markers: dict[int | None, list[str]] = {}
    for owner, values in secrets.items():
        markers[owner] = [_canon(v) for v in values]
    markers.setdefault(None, []).append(_canon(state.rng.to_json()))
    for seat, text in texts.items():
        for owner, owned in markers.items():
            if owner is not None and owner == seat:
                continue
            for marker in owned:
                assert marker not in text, (
                    f"{game_name}: seat {seat} can see {marker} (secret of {owner})"
                )


def _texts(state: State, events: list[Event]) -> dict[int | None, str]:
    seats: list[int | None] = [None, *range(state.players)]
    return {s: _canon(state.view(s)) + _canon(events_for(events, s)) for s in seats}


def _random_action(state: State, seat: int, rng: Rng, bots: dict[int, Any]) -> Any:
    if state.game.enumerable:
        actions = state.legal_actions(seat)
        assert actions, f"seat {seat} is to act but has no legal action"
        return rng.choice(actions)
    return bots[seat].act(state.view(seat))


def play_random(
    game_name: str,
    seed: int,
    players: int,
    options: dict[str, Any] | None = None,
    max_steps: int = 5000,
    check_every_step: bool = True,
    resign_at: int | None = None,
) -> tuple[State, Record]:
    """Play one random game to the end, checking the invariants on the way.

    With ``resign_at``, the seat to act at that step resigns instead of playing.
    """
    options = dict(options or {})
    game = games.load(game_name, **options)
    state = game.new(seed=seed, players=players, at=0.0)
    record = Record(game_name, options, seed, players, 0.0)
    rng = Rng(seed * 7919 + 1)
    bots = (
        {s: game.bot("easy", seed=seed + s) for s in range(players)} if not game.enumerable else {}
    )
    at = 0.0
    replayed = Record(game_name, options, seed, players, 0.0).new_state()
    assert _canon(replayed.to_json()) == _canon(state.to_json()), "dealing is not reproducible"
    for _step in range(max_steps):
        if state.result() is not None:
            break
        at += 0.5 + rng.random() * 3
        # One deadline per tick, as the server applies them: tick until nothing is due.
        for _tick in range(MAX_TICKS_PER_STEP):
            due = state.deadline()
            if due is None or at < due:
                break
            state.tick(at)
            record.add_tick(at)
            replayed.tick(at)
            new_due = state.deadline()
            assert new_due is None or new_due >= due + MIN_DEADLINE_STEP, "the clock stood still"
        else:
            raise AssertionError(f"{game_name}: more than {MAX_TICKS_PER_STEP} deadlines in a step")
        to_act = state.to_act()
        if state.result() is not None:
            break
        if not to_act:
            # Nobody may act: only time moves the game on.
            due = state.deadline()
            assert due is not None, f"{game_name}: nobody can act and no deadline is set"
            at = max(at, due)
            continue
        seat = rng.choice(list(to_act))
        if check_every_step:
            _check_refusals(game_name, state, seat, at)
        action = (
            {"type": "resign"} if _step == resign_at else _random_action(state, seat, rng, bots)
        )
        events = state.apply(seat, action, at=at)
        record.add_action(seat, action, at)
        replayed.apply(seat, action, at=at)
        if check_every_step:
            _check_round_trip(game_name, state)
            assert _canon(replayed.to_json()) == _canon(state.to_json()), "replay diverged"
            _leak_check(game_name, state, _texts(state, events))
            _check_full_view(game_name, state)
            for s, bot in bots.items():
                bot.observe(state.view(s))
    else:
        raise AssertionError(f"{game_name}: no result after {max_steps} steps (seed {seed})")
    result = state.result()
    assert result is not None
    ranked = sorted(s for group in result.ranking for s in group)
    assert ranked == list(range(players)), f"ranking {result.ranking} must cover every seat"
    assert len(result.scores) == players
    _check_round_trip(game_name, state)
    assert _canon(record.replay().to_json()) == _canon(state.to_json())
    assert _canon(
        Record.from_json(json.loads(_canon(record.to_json()))).replay().to_json()
    ) == _canon(state.to_json())
    return state, record


def _check_full_view(game_name: str, state: State) -> None:
    full = state.full_view()
    text = _canon(full)  # must be plain JSON
    assert json.loads(text) == full, f"{game_name}: the full view is not plain JSON"
    assert _canon(full["spectator"]) == _canon(state.view(None))
    assert [_canon(v) for v in full["seats"]] == [_canon(state.view(s)) for s in range(state.players)]
    for owner, values in state.game.secrets(state).items():
        if owner is not None:
            for value in values:
                assert _canon(value) in text, f"{game_name}: the full view hides {value}"
    assert _canon(state.rng.to_json()) not in _canon(full["revealed"]), f"{game_name}: RNG revealed"


def _check_round_trip(game_name: str, state: State) -> None:
    data = json.loads(_canon(state.to_json()))  # must be plain JSON
    copy = state.game.state_from_json(data)
    assert _canon(copy.to_json()) == _canon(state.to_json()), (
        f"{game_name}: JSON round trip differs"
    )
    for s in [None, *range(state.players)]:
        assert _canon(copy.view(s)) == _canon(state.view(s)), (
            f"{game_name}: view {s} differs after JSON"
        )
    assert (copy.result() is None) == (state.result() is None)


def _check_refusals(game_name: str, state: State, seat: int, at: float) -> None:
    before = _canon(state.to_json())
    others = [s for s in range(state.players) if s not in state.to_act()]
    attempts: list[tuple[int, Any]] = [(seat, {"type": "no-such-action"}), (seat, "junk")]
    if others and state.game.enumerable:
        # A legal action of the seat to act, tried by a seat that may not act now.
        actions = state.legal_actions(seat)
        if actions:
            attempts.append((others[0], actions[0]))
    for who, action in attempts:
        try:
            state.apply(who, action, at=at)
        except IllegalAction as exc:
            assert exc.reason, "a refusal needs a reason"
        else:
            raise AssertionError(f"{game_name}: seat {who} could play {action!r}")
        assert _canon(state.to_json()) == before, f"{game_name}: a refused action changed the state"


def check_game(
    game_name: str,
    games_count: int = 20,
    players: tuple[int, ...] = (2,),
    options: dict[str, Any] | None = None,
    seed: int = 0,
) -> list[State]:
    """Run the whole kit; returns the final states for extra checks."""
    finals = []
    for i in range(games_count):
        n = players[i % len(players)]
        state, _ = play_random(game_name, seed + i, n, options)
        finals.append(state)
    for n in players:
        _check_resignation(game_name, seed + 1000 + n, n, options)
    return finals


def _check_resignation(game_name: str, seed: int, players: int, options: dict[str, Any] | None) -> None:
    state, record = play_random(game_name, seed, players, options, resign_at=3)
    resign = [s for s in record.steps if s.action is not None and s.action.get("type") == "resign"]
    if not resign:
        return  # the game ended before the third step
    seat = resign[0].seat
    result = state.result()
    assert result is not None and result.ranking[-1] == (seat,), f"{game_name}: {result}"
    assert state.to_act() == () and state.deadline() is None
    tools = {t.name: t for t in state.game.tools()}
    if "analysis" in tools:
        data = json.loads(_canon(record.to_json()))
        tools["analysis"].call(data)
