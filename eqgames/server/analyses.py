"""``GET /api/games/{code}/analysis``: a finished game's analysis, made once and stored.

A game declares its analysis as its tool named ``analysis``
(:mod:`eqgames.core.analysis`); this module knows no game. The first time a
finished game's analysis is asked for, its record is analysed in the tool
pool (seconds of CPU for a long Crossdigits game; 503 when the pool is full)
and the answer stored with the game; from then on it is read back. The same
game asked for at the same moment is analysed once. Before the game is over
there is no analysis (409 ``not_over``): it would tell a player what the
other seats hold. Once over, the whole record may be shown, so anyone with
the code may read the analysis.
"""

from __future__ import annotations

import asyncio
from typing import Any

from fastapi import APIRouter, Request, Response
from pydantic import BaseModel, Field

from eqgames import games
from eqgames.core.tools import Tool

from . import jsonio
from .api import _code, platform_of
from .errors import NotFound, NotOver
from .quotas import client_of
from .responses import answer
from .tools_api import invoke

router = APIRouter(prefix="/api")

#: The name of the tool a game analyses its records with.
ANALYSIS = "analysis"

_making: dict[str, asyncio.Future[str]] = {}


class Analysis(BaseModel):
    """The shape of every game's analysis (:data:`eqgames.core.analysis.SCHEMA`)."""

    game: str
    unit: str = ""
    notes: list[dict[str, Any]] = Field(description="{step, seat, text, loss, kind} for each step")
    totals: list[dict[str, Any]]
    summary: list[dict[str, Any]] = Field(description="each seat's turning points (biggest misses)")


def analysis_tool(game: str) -> Tool | None:
    return next((t for t in games.game_class(game).tools() if t.name == ANALYSIS), None)


@router.get(
    "/games/{code}/analysis",
    summary="A finished game's analysis: each player's misses and turning points",
    **answer(Analysis, "the analysis (made on the first asking, then stored)", 200, 404, 409, 503),
)
async def get_analysis(code: str, request: Request) -> Response:
    p = platform_of(request)
    room = await asyncio.to_thread(p.rooms.get, _code(code))
    if room.status != "over":
        raise NotOver("the analysis is made once the game is over")
    tool = analysis_tool(room.game.name)
    if tool is None:
        raise NotFound(f"{room.game.title} has no analysis yet")
    stored = await asyncio.to_thread(p.store.analysis, room.id)
    if stored is None:
        making = _making.get(room.code)
        if making is not None and making.get_loop() is asyncio.get_running_loop():
            stored = await asyncio.shield(making)
        else:
            stored = await _make(request, room, tool)
    return Response(stored.encode(), media_type="application/json")


async def _make(request: Request, room: Any, tool: Tool) -> str:
    p = platform_of(request)
    future: asyncio.Future[str] = asyncio.get_running_loop().create_future()
    _making[room.code] = future
    try:
        record = await asyncio.to_thread(p.rooms.record, room)
        answer = await p.tools.run(client_of(request), invoke, tool.run, record.to_json())
        stored = await asyncio.to_thread(p.store.save_analysis, room.id, jsonio.dumps(answer), p.rooms.clock())
    except BaseException as error:
        if isinstance(error, asyncio.CancelledError):
            future.cancel()
        else:
            future.set_exception(error)
            future.exception()
        raise
    finally:
        del _making[room.code]
    future.set_result(stored)
    return stored
