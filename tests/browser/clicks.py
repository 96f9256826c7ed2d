"""Playing through the page as a person would: pick a move, then click it in.

The move is chosen from the seat's own view (fetched with the seat's token
from the browser's localStorage) with the Formula engine's move generator;
everything after that is clicks on the board.
"""

from __future__ import annotations

import json
import time
from typing import Any

from playwright.sync_api import Locator, Page

from eqgames.games.formula import Play
from eqgames.games.formula.movegen import legal_plays
from eqgames.games.formula.position import Position

from .server import Server


def seats_in_browser(page: Page, code: str) -> dict[int, str]:
    """seat -> token, as the page keeps them."""
    games = json.loads(page.evaluate("localStorage.getItem('eqgames.games') || '{}'"))
    return {s["seat"]: s["token"] for s in games[code]["seats"]}


def code_of(page: Page) -> str:
    page.wait_for_url("**/game/*")
    return page.url.rstrip("/").rsplit("/", 1)[1]


def wait_for(predicate: Any, timeout: float = 10.0, what: str = "the condition") -> None:
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        if predicate():
            return
        time.sleep(0.05)
    raise AssertionError(f"timed out waiting for {what}")


def wait_for_turn(server: Server, code: str, seat: int) -> dict[str, Any]:
    """Wait until ``seat`` is to act or the game is over; return the room."""
    room: dict[str, Any] = {}

    def ready() -> bool:
        nonlocal room
        room = server.room(code)
        return room["status"] == "over" or seat in room["to_act"]

    wait_for(ready, what=f"seat {seat}'s turn")
    return room


def _lays_whole_numbers(play: Play, view: dict[str, Any]) -> bool:
    # Plays whose numbers are each unchanged or wholly new: the clicks are then plain.
    for key in "abc":
        keeps = [s.keep for s in getattr(play, key)]
        if all(k is not None for k in keeps):
            if keeps != list(range(len(view["table"][key]))):
                return False
        elif any(k is not None for k in keeps):
            return False
    return True


def choose_play(view: dict[str, Any]) -> Play | None:
    """The play laying most cards among the plainly clickable ones, or None."""
    plays = [p for p in legal_plays(Position.from_view(view)) if _lays_whole_numbers(p, view)]
    plays.sort(key=lambda p: (-len(p.cards()), json.dumps(p.to_json(), sort_keys=True)))
    return plays[0] if plays else None


def click_play(page: Page, play: Play, view: dict[str, Any]) -> None:
    """Lay ``play`` on the board by clicking: symbol, then each card and its place."""
    board = page.locator(".formula-board")
    board.locator(f'button[data-symbol="{play.symbol}"]').click()
    for key in "abc":
        slots = getattr(play, key)
        if all(s.keep is not None for s in slots):
            continue
        old = len(view["table"][key])
        for i, slot in enumerate(slots):
            board.locator(f'.hand button[data-card="{slot.card}"]').click()
            if i > 0:
                target = f'.gap[data-number="{key}"][data-at="{i}"]'
            elif old == 0:
                target = f'.gap[data-number="{key}"][data-at="0"]'
            elif old == 1:
                target = f'button.card[data-number="{key}"][data-index="0"]'
            else:
                target = f'.whole[data-number="{key}"]'
            board.locator(target).click()
            if slot.digit is not None:
                page.locator(f'dialog[open] button[data-digit="{slot.digit}"]').click()
    board.locator('button[data-action="play"]').click()


def drag(page: Page, source: Locator, target: str) -> None:
    """Drag ``source`` onto the element ``target`` with the mouse, as a person does.

    The board shows where a card can go once the drag has begun, so the target
    is looked up mid-drag (Playwright's drag_to wants it before).
    """
    source.hover()
    page.mouse.down()
    box = source.bounding_box()
    assert box is not None
    page.mouse.move(box["x"] + 5, box["y"] - 20, steps=3)
    spot = page.locator(target)
    spot.wait_for()
    # On a phone the drop place may be below the fold: bring it into view mid-drag.
    spot.scroll_into_view_if_needed()
    where = spot.bounding_box()
    assert where is not None
    page.mouse.move(where["x"] + where["width"] / 2, where["y"] + where["height"] / 2, steps=5)
    page.mouse.up()


def take_turn(page: Page, server: Server, code: str, token: str) -> str:
    """Play a clickable move for the seat of ``token``, or draw (pass) without one."""
    room = server.room(code, token)
    play = choose_play(room["view"])
    if play is not None:
        click_play(page, play, room["view"])
        what = "play"
    else:
        page.locator(
            '.formula-board button[data-action="draw"], .formula-board button[data-action="pass"]'
        ).click()
        what = "draw"
    wait_for(lambda: server.room(code)["version"] > room["version"], what=f"the {what} to land")
    return what
