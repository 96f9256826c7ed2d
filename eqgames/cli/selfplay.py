"""``eqgames selfplay GAME``: computer opponents play each other, for any game.

    eqgames selfplay formula --bots hard,medium --games 200 --seed 1 --json

Seat ``s`` of game ``g`` is played by bot ``(s + g) mod len(bots)``, so every
bot sits in every seat equally often. Each game is dealt with seed ``seed + g``;
bots get their own seeds, and see only their seat's views (``observe`` after
every change, ``act`` on their turn). A bot that fails or plays an illegal
action is an error: that game is abandoned and counted in ``errors``.
"""

from __future__ import annotations

import argparse
import json
import math
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

from eqgames import games
from eqgames.cli import fail
from eqgames.cli.hooks import add_variant_option, hooks_for, parse_variants
from eqgames.core import Game, InvalidOptions, State


def add_parser(sub: Any) -> None:
    p = sub.add_parser("selfplay", help="let computer opponents play each other")
    p.add_argument("game")
    p.add_argument(
        "--bots",
        default="easy,easy",
        help="bot levels, comma-separated, one per seat (default: easy,easy)",
    )
    p.add_argument("--games", type=int, default=10, help="how many games (default 10)")
    p.add_argument("--seed", type=int, default=0, help="seed of the first deal (default 0)")
    p.add_argument("--players", type=int, default=None, help="seats (default: one per bot)")
    add_variant_option(p)
    p.add_argument("--max-actions", type=int, default=20_000, help="give up a game after this many")
    p.add_argument("--json", action="store_true", help="print one JSON object")


@dataclass
class Tally:
    labels: list[str]
    players: int
    played: int = 0
    errors: list[str] = field(default_factory=list)
    seat_wins: list[float] = field(default_factory=list)
    bot_wins: dict[str, float] = field(default_factory=dict)
    bot_games: dict[str, int] = field(default_factory=dict)
    shared: int = 0
    turns: list[int] = field(default_factory=list)

    def __post_init__(self) -> None:
        self.seat_wins = [0.0] * self.players
        self.bot_wins = dict.fromkeys(self.labels, 0.0)
        self.bot_games = dict.fromkeys(self.labels, 0)


def labels_of(levels: list[str]) -> list[str]:
    """Names for the bots: ``hard,hard`` becomes ``hard``, ``hard#2``."""
    out: list[str] = []
    for level in levels:
        label, n = level, 1
        while label in out:
            n += 1
            label = f"{level}#{n}"
        out.append(label)
    return out


def wilson(wins: float, n: int, z: float = 1.96) -> tuple[float, float]:
    """The 95% Wilson score interval of a win rate (shared wins count as fractions)."""
    if n == 0:
        return (0.0, 1.0)
    p = wins / n
    centre = (p + z * z / (2 * n)) / (1 + z * z / n)
    half = z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / (1 + z * z / n)
    return (max(0.0, centre - half), min(1.0, centre + half))


def play_one(
    game: Game, seed: int, players: int, levels: list[str], max_actions: int
) -> tuple[State, int]:
    """Play one game between bots; returns the final state and how many actions it took."""
    state = game.new(seed=seed, players=players, at=0.0)
    bots = [game.bot(levels[s], seed=seed * 1009 + s) for s in range(players)]
    for s, bot in enumerate(bots):
        bot.observe(state.view(s))
    at = 0.0
    actions = 0
    while state.result() is None:
        if actions >= max_actions:
            raise RuntimeError(f"no result after {max_actions} actions")
        to_act = state.to_act()
        if not to_act:
            due = state.deadline()
            if due is None:
                raise RuntimeError("nobody can act and no deadline is set")
            at = max(at, due)
            state.tick(at)
            continue
        for seat in to_act:
            if state.result() is not None or seat not in state.to_act():
                continue
            at += 1.0
            state.apply(seat, bots[seat].act(state.view(seat)), at=at)
            actions += 1
            for s, bot in enumerate(bots):
                bot.observe(state.view(s))
    return state, actions


def run(args: argparse.Namespace) -> int:
    levels = [lv.strip() for lv in args.bots.split(",") if lv.strip()]
    if not levels:
        return fail("--bots needs at least one level")
    if args.games < 1:
        return fail("--games must be at least 1")
    players = args.players or len(levels)
    try:
        options = parse_variants(args.variant)
        game = games.load(args.game, **options)
        game.check_players(players)
        for level in set(levels):
            game.bot(level)
    except (ValueError, InvalidOptions) as exc:
        return fail(str(exc))
    labels = labels_of(levels)
    tally = Tally(labels, players)
    # A game whose games between bots need a driver of their own (virtual time, say).
    hooks = hooks_for(args.game)
    runner: Callable[[Game, int, int, list[str], int], tuple[State, int]] = (
        hooks.selfplay or play_one
    )
    finals: list[State] = []
    for g in range(args.games):
        seats = [labels[(s + g) % len(labels)] for s in range(players)]
        seat_levels = [levels[labels.index(label)] for label in seats]
        try:
            state, actions = runner(game, args.seed + g, players, seat_levels, args.max_actions)
        except Exception as exc:  # noqa: BLE001 - every failure is counted and reported
            tally.errors.append(f"game {g} (seed {args.seed + g}): {type(exc).__name__}: {exc}")
            continue
        result = state.result()
        assert result is not None
        tally.played += 1
        finals.append(state)
        tally.turns.append(actions)
        winners = result.winners
        if len(winners) > 1:
            tally.shared += 1
        for label in set(seats):
            tally.bot_games[label] += 1
        for seat in winners:
            tally.seat_wins[seat] += 1 / len(winners)
            tally.bot_wins[seats[seat]] += 1 / len(winners)
    report = _report(args, game, options, tally)
    if hooks.summary is not None:
        report["summary"] = hooks.summary(finals)
    if args.json:
        print(json.dumps(report, ensure_ascii=False))
    else:
        _print_text(report)
    return 0 if not tally.errors else 1


def _report(
    args: argparse.Namespace, game: Game, options: dict[str, Any], tally: Tally
) -> dict[str, Any]:
    rates = {
        label: {
            "wins": round(tally.bot_wins[label], 3),
            "games": tally.bot_games[label],
            "win_rate": round(tally.bot_wins[label] / tally.bot_games[label], 4)
            if tally.bot_games[label]
            else None,
            "ci95": [round(x, 4) for x in wilson(tally.bot_wins[label], tally.bot_games[label])],
        }
        for label in tally.labels
    }
    return {
        "game": game.name,
        "options": game.options.to_json(),
        "variants": options,
        "players": tally.players,
        "bots": tally.labels,
        "seed": args.seed,
        "games": tally.played,
        "requested": args.games,
        "wins_per_seat": [round(w, 3) for w in tally.seat_wins],
        "wins_per_bot": {label: round(w, 3) for label, w in tally.bot_wins.items()},
        "bot_stats": rates,
        "shared_wins": tally.shared,
        "mean_turns": round(sum(tally.turns) / len(tally.turns), 2) if tally.turns else None,
        "errors": len(tally.errors),
        "error_messages": tally.errors[:20],
    }


def _print_text(report: dict[str, Any]) -> None:
    print(f"{report['game']}: {report['games']} games, {report['players']} players")
    for label, stats in report["bot_stats"].items():
        lo, hi = stats["ci95"]
        rate = stats["win_rate"]
        shown = "-" if rate is None else f"{100 * rate:.1f}%"
        print(
            f"  {label:10} wins {stats['wins']:g} of {stats['games']} ({shown}, 95% CI {100 * lo:.1f}-{100 * hi:.1f}%)"
        )
    print(f"  wins per seat: {report['wins_per_seat']}, shared wins: {report['shared_wins']}")
    print(f"  mean turns: {report['mean_turns']}, errors: {report['errors']}")
    for message in report["error_messages"]:
        print(f"  error: {message}")
    for key, value in (report.get("summary") or {}).items():
        print(f"  {key}: {value}")
