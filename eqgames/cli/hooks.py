"""What ``eqgames play`` and ``eqgames selfplay`` need to know about a game.

Both commands work with any game through the protocol. A game may make the
terminal friendlier with a ``render`` module in its package
(``eqgames/games/<name>/render.py``) defining any of:

- ``render_view(view) -> str``: the view as text;
- ``describe_action(view, action) -> str``: one line per legal action;
- ``order_actions(view, actions) -> list[Action]``: the order to list them in;
- ``parse_typed(view, text) -> list[Action]``: the actions a typed move means
  (raises ``IllegalAction`` or ``ValueError`` with a reason);
- ``describe_event(event, seat) -> str | None``: an event as ``seat`` sees it;
- ``play(game, seat, levels, seed) -> int``: ``eqgames play`` for a game that
  needs a loop of its own (a wall clock: Memory Math), returning the exit status;
- ``selfplay(game, seed, players, levels, max_actions) -> (state, actions)``:
  one game between bots for ``eqgames selfplay``, for a game that needs its own
  driver (virtual time);
- ``summary(states) -> dict``: the game's own figures over the finished games of
  ``eqgames selfplay`` (Equations' challenge mix), reported as ``summary``.

Anything missing falls back to plain JSON.
"""

from __future__ import annotations

import importlib
import json
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from types import ModuleType
from typing import Any

from eqgames import games
from eqgames.core import Action, IllegalAction

View = dict[str, Any]


def _render_view(view: View) -> str:
    return "\n".join(
        f"{key}: {json.dumps(value, ensure_ascii=False)}" for key, value in view.items()
    )


def _describe_action(view: View, action: Action) -> str:
    return json.dumps(action.to_json(), ensure_ascii=False)


def _order_actions(view: View, actions: list[Action]) -> list[Action]:
    return actions


def _parse_typed(view: View, text: str) -> list[Action]:
    raise ValueError("type the number of an action, or an action as JSON")


def _describe_event(event: dict[str, Any], seat: int | None) -> str | None:
    data = {k: v for k, v in event.items() if k != "kind"}
    return f"{event['kind']}: {json.dumps(data, ensure_ascii=False)}"


@dataclass(frozen=True)
class Hooks:
    render_view: Callable[[View], str] = _render_view
    describe_action: Callable[[View, Action], str] = _describe_action
    order_actions: Callable[[View, list[Action]], list[Action]] = _order_actions
    parse_typed: Callable[[View, str], list[Action]] = _parse_typed
    describe_event: Callable[[dict[str, Any], int | None], str | None] = _describe_event
    play: Callable[..., int] | None = None
    selfplay: Callable[..., Any] | None = None
    summary: Callable[[list[Any]], dict[str, Any]] | None = None


def hooks_for(name: str) -> Hooks:
    """The game's terminal hooks, found by convention, with JSON fallbacks."""
    cls = games.game_class(name)
    package = importlib.import_module(cls.__module__).__package__ or cls.__module__
    try:
        module: ModuleType | None = importlib.import_module(f"{package}.render")
    except ModuleNotFoundError as exc:
        if exc.name != f"{package}.render":
            raise
        module = None
    found = {
        field: getattr(module, field)
        for field in (
            "render_view",
            "describe_action",
            "order_actions",
            "parse_typed",
            "describe_event",
            "play",
            "selfplay",
            "summary",
        )
        if module is not None and hasattr(module, field)
    }
    return Hooks(**found)


def add_variant_option(parser: Any) -> None:
    """``--variant NAME[=VALUE]`` (repeatable): game options, read by :func:`parse_variants`."""
    parser.add_argument(
        "--variant",
        action="append",
        default=[],
        metavar="NAME[=VALUE]",
        help="a game option, e.g. five_draw or rounds=3 (repeatable)",
    )


def parse_variants(items: Sequence[str]) -> dict[str, Any]:
    """``["five_draw", "rounds=3"]`` (or ``"five_draw,rounds=3"``) as game options.

    >>> parse_variants(["five_draw,rounds=3", "name=x"])
    {'five_draw': True, 'rounds': 3, 'name': 'x'}
    """
    options: dict[str, Any] = {}
    for item in items:
        for part in item.split(","):
            part = part.strip()
            if not part:
                continue
            name, sep, text = part.partition("=")
            if not sep:
                options[name.strip()] = True
                continue
            try:
                options[name.strip()] = json.loads(text)
            except ValueError:
                options[name.strip()] = text.strip()
    return options


def is_refusal(exc: BaseException) -> bool:
    """Errors a player made (shown, then asked again), as opposed to bugs."""
    return isinstance(exc, IllegalAction | ValueError)
