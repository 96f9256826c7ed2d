"""``eqgames play GAME``: play any game in the terminal against computer opponents.

    eqgames play formula --vs hard --players 3 --seed 7 --variant five_draw

You sit in ``--seat`` (0 by default); the other seats are bots (``--vs`` gives
their levels, repeated as needed). On your turn the view is shown with the
legal actions numbered (best first when the game says how); type a number, a
move in the game's own notation (a Formula play is the formula to leave on the
table, ``4 + 8 = 12``), or an action as JSON. ``all`` lists every action,
``help`` repeats this, ``resign`` gives the game up (you rank last), ``quit``
leaves. A refused move prints the reason and
asks again; the bots' moves are shown as they happen.

Where a game lets players act out of turn (an Equations challenge), you are
asked before each bot's move whether you want to (an empty line lets play go
on), and the bots race as they do in self-play: of the bot to act and those
that want to act anyway (``Bot.wants``), the quickest (``Bot.delay``) acts.
"""

from __future__ import annotations

import argparse
import json
import sys
from typing import Any

from eqgames import games
from eqgames.cli import fail
from eqgames.cli.hooks import Hooks, add_variant_option, hooks_for, parse_variants
from eqgames.core import Action, Bot, IllegalAction, InvalidOptions, Resign, State, events_for

#: How many actions are listed before "all" is needed.
SHOWN = 20

HELP = (
    "Type the number of an action, a move (for Formula the formula to leave, e.g. 4 + 8 = 12, "
    "or 'draw'), an action as JSON, 'all' to list every action, or 'quit'."
)


def add_parser(sub: Any) -> None:
    p = sub.add_parser("play", help="play a game in the terminal against the computer")
    p.add_argument("game")
    p.add_argument("--vs", default="medium", help="bot levels for the other seats (default medium)")
    p.add_argument("--players", type=int, default=None, help="seats (default 2)")
    p.add_argument("--seed", type=int, default=0, help="seed of the deal (default 0)")
    p.add_argument("--seat", type=int, default=0, help="your seat (default 0)")
    add_variant_option(p)


class Session:
    """One game between a person (reading ``stdin``) and bots."""

    def __init__(self, state: State, seat: int, bots: dict[int, Bot], hooks: Hooks) -> None:
        self.state = state
        self.seat = seat
        self.bots = bots
        self.hooks = hooks
        self.at = 0.0

    def say(self, text: str) -> None:
        print(text, flush=True)

    def show_events(self, events: list[Any]) -> None:
        for event in events_for(events, self.seat):
            line = self.hooks.describe_event(event, self.seat)
            if line:
                self.say(f"  {line}")

    def apply(self, seat: int, action: Action | dict[str, Any]) -> None:
        self.at += 1.0
        events = self.state.apply(seat, action, at=self.at)
        self.show_events(events)
        for s, bot in self.bots.items():
            bot.observe(self.state.view(s))

    def run(self) -> int:
        self.say(HELP)
        while (result := self.state.result()) is None:
            to_act = self.state.to_act()
            if not to_act:
                due = self.state.deadline()
                if due is None:
                    return fail("nobody can act and no deadline is set", 3)
                self.at = max(self.at, due)
                self.show_events(self.state.tick(self.at))
                continue
            if self.seat in to_act:
                if self.human_turn() == "left":
                    return 1
                continue
            if self.state.view(self.seat).get("can"):
                # Not the person's turn, but they may act (challenge): before the bots go.
                chosen = self.human_turn(optional=True)
                if chosen == "left":
                    return 1
                if chosen == "acted":
                    continue
            self.bots_turn(to_act)
        self.say(self.hooks.render_view(self.state.view(self.seat)))
        place = next(i for i, group in enumerate(result.ranking) if self.seat in group)
        self.say(f"Game over: {result.reason}. You finished in place {place + 1}.")
        return 0

    def bots_turn(self, to_act: Any) -> None:
        """The bots the game waits for, and those that want to act anyway: the quickest acts."""
        plans: list[tuple[float, int, Action]] = []
        for seat, bot in self.bots.items():
            view = self.state.view(seat)
            chosen = bot.act(view) if seat in to_act else bot.wants(view)
            if chosen is not None:
                plans.append((bot.delay(view, chosen), seat, chosen))
        if not plans:
            raise RuntimeError("the game waits for a seat that is neither a bot nor yours")
        _, seat, chosen = min(plans, key=lambda p: (p[0], p[1]))
        self.apply(seat, chosen)

    def human_turn(self, optional: bool = False) -> str:
        """Read moves until one is legal: ``acted``, ``passed`` (an empty line when
        ``optional``: not the person's turn) or ``left``."""
        view = self.state.view(self.seat)
        self.say("")
        self.say(self.hooks.render_view(view))
        actions = self.listed(view)
        self.list_actions(view, actions, SHOWN)
        if optional:
            self.say("(not your turn: act now, or press Enter to let play go on)")
        while True:
            print("> ", end="", flush=True)
            line = sys.stdin.readline()
            if not line:
                self.say("(end of input: leaving the game)")
                return "left"
            text = line.strip()
            if not text:
                if optional:
                    return "passed"
                continue
            if text in ("quit", "q", "exit"):
                self.say("Leaving the game.")
                return "left"
            if text == "help":
                self.say(HELP)
                continue
            if text == "resign":
                self.apply(self.seat, Resign())
                return "acted"
            if text in ("all", "list"):
                self.list_actions(view, actions, len(actions))
                continue
            try:
                chosen = self.choose(view, actions, text)
                if chosen is None:
                    continue
                self.apply(self.seat, chosen)
                return "acted"
            except (IllegalAction, ValueError) as exc:
                reason = exc.reason if isinstance(exc, IllegalAction) else str(exc)
                self.say(f"! {reason}")

    def listed(self, view: dict[str, Any]) -> list[Action]:
        if not self.state.game.enumerable:
            return []
        return self.hooks.order_actions(view, self.state.legal_actions(self.seat))

    def list_actions(self, view: dict[str, Any], actions: list[Action], limit: int) -> None:
        for i, action in enumerate(actions[:limit], start=1):
            self.say(f"  {i:3}. {self.hooks.describe_action(view, action)}")
        if len(actions) > limit:
            self.say(f"  … and {len(actions) - limit} more: type 'all' to list them")

    def choose(self, view: dict[str, Any], actions: list[Action], text: str) -> Action | None:
        if text.isascii() and text.isdigit() and actions:
            number = int(text)
            if not 1 <= number <= len(actions):
                raise ValueError(f"choose a number from 1 to {len(actions)}")
            return actions[number - 1]
        if text.startswith("{"):
            return self.state.game.parse_action(json.loads(text))
        found = self.hooks.parse_typed(view, text)
        if len(found) == 1:
            return found[0]
        self.say("Several plays do that; choose one by its number:")
        for action in found:
            label = str(actions.index(action) + 1) if action in actions else "-"
            self.say(f"  {label:>3}. {self.hooks.describe_action(view, action)}")
        return None


def run(args: argparse.Namespace) -> int:
    levels = [lv.strip() for lv in args.vs.split(",") if lv.strip()] or ["medium"]
    try:
        game = games.load(args.game, **parse_variants(args.variant))
        hooks = hooks_for(args.game)
        if hooks.play is not None:
            # A game whose terminal play needs a loop of its own (a wall clock, say).
            status: int = hooks.play(game, args.seat, levels, args.seed)
            return status
        players = args.players or max(game.min_players, 2)
        state = game.new(seed=args.seed, players=players, at=0.0)
        if not 0 <= args.seat < players:
            return fail(f"--seat must be from 0 to {players - 1}")
        others = [s for s in range(players) if s != args.seat]
        bots = {
            s: game.bot(levels[i % len(levels)], seed=args.seed * 1009 + s)
            for i, s in enumerate(others)
        }
    except (ValueError, InvalidOptions) as exc:
        return fail(str(exc))
    for s, bot in bots.items():
        bot.observe(state.view(s))
    print(
        f"{game.title}: you are seat {args.seat}; "
        + ", ".join(f"seat {s} is the {bot.level} bot" for s, bot in bots.items())
    )
    return Session(state, args.seat, bots, hooks).run()
