"""Every game's tools over HTTP: ``POST /api/tools/GAME/TOOL`` (docs/api.md, "Tools").

A game declares its tools (:meth:`Game.tools`, :mod:`eqgames.core.tools`);
this module knows none of them by name. Each declared tool gets its route,
with the JSON it takes and returns in the OpenAPI schema, built from the
declaration. A tool changes no game, so it needs no token. Its parameters are
checked here (a refusal is 422 ``invalid`` with a sentence); then a tool that
costs CPU runs in the tool pool (:mod:`.toolpool`: worker processes, a fair
share per client, 503 when full), never on the threads that serve game
actions, and a cheap one in a worker thread.

Tools are pure, so the same question asked twice at the same moment is worked
out once (the second waits for the first's answer), and a tool that says so
(``cache``) has its latest answers kept.
"""

from __future__ import annotations

import asyncio
import json
from collections import OrderedDict
from collections.abc import Callable
from typing import Any

from fastapi import APIRouter, Request, Response

from eqgames import games
from eqgames.core.tools import Tool, ToolError

from . import jsonio
from .errors import Invalid
from .platform import Platform
from .quotas import client_of
from .responses import BODY, refusals


def invoke(fn: Callable[..., dict[str, Any]], params: dict[str, Any]) -> dict[str, Any]:
    """In a worker: the tool's answer (module level, so a worker process can be sent it)."""
    return fn(**params)


class Desk:
    """Answers tool calls: checked, coalesced, cached, run where their cost belongs."""

    def __init__(self) -> None:
        self._kept: dict[tuple[str, str], OrderedDict[str, dict[str, Any]]] = {}
        self._working: dict[str, asyncio.Future[dict[str, Any]]] = {}

    async def answer(self, request: Request, game: str, tool: Tool, body: bytes) -> dict[str, Any]:
        try:
            values = jsonio.loads(body) if body.strip() else {}
            params = tool.parse(values)
        except (ToolError, jsonio.NotJSON) as error:
            raise Invalid(str(error)) from None
        key = json.dumps([game, tool.name, params], sort_keys=True)
        kept = self._kept.setdefault((game, tool.name), OrderedDict())
        if key in kept:
            kept.move_to_end(key)
            return kept[key]
        working = self._working.get(key)
        if working is not None:
            return await asyncio.shield(working)
        future = self._working[key] = asyncio.get_running_loop().create_future()
        try:
            answer = await self._run(request, tool, params)
        except BaseException as error:
            if isinstance(error, asyncio.CancelledError):
                future.cancel()
            else:
                future.set_exception(error)
                future.exception()  # retrieved: nobody else may be waiting for it
            raise
        finally:
            del self._working[key]
        future.set_result(answer)
        if tool.cache:
            kept[key] = answer
            while len(kept) > tool.cache:
                kept.popitem(last=False)
        return answer

    async def _run(self, request: Request, tool: Tool, params: dict[str, Any]) -> dict[str, Any]:
        try:
            if tool.cpu:
                platform: Platform = request.app.state.platform
                return await platform.tools.run(client_of(request), invoke, tool.run, params)
            return await asyncio.to_thread(invoke, tool.run, params)
        except ToolError as error:
            raise Invalid(str(error)) from None


def _route(desk: Desk, game: str, tool: Tool) -> Callable[..., Any]:
    async def call(request: Request) -> Response:
        answer = await desk.answer(request, game, tool, await request.body())
        return Response(jsonio.dumps(answer).encode(), media_type="application/json")

    call.__name__ = f"tool_{game}_{tool.name.replace('-', '_')}"
    return call


def declared() -> dict[str, tuple[Tool, ...]]:
    """Every game's tools, by game (games without tools left out)."""
    out = {}
    for name in games.names():
        tools = games.game_class(name).tools()
        if tools:
            out[name] = tools
    return out


def router() -> APIRouter:
    """The tool routes of every game, and ``GET /api/tools`` listing them."""
    desk = Desk()
    out = APIRouter(prefix="/api/tools", tags=["tools"])
    found = declared()

    @out.get("", summary="Every game's tools: what each takes and returns, online or not")
    async def list_tools() -> dict[str, list[dict[str, Any]]]:
        return {game: [t.to_json() for t in tools] for game, tools in found.items()}

    for game, tools in found.items():
        for tool in tools:
            out.add_api_route(
                f"/{game}/{tool.name}",
                _route(desk, game, tool),
                methods=["POST"],
                summary=f"{games.game_class(game).title}: {tool.summary}",
                description=_description(tool),
                response_model=None,
                responses={
                    200: {
                        "description": "the answer",
                        "content": {"application/json": {"schema": dict(tool.returns)}},
                    },
                    **refusals(*BODY, 503),
                },
                openapi_extra={
                    "requestBody": {
                        "required": False,
                        "content": {"application/json": {"schema": tool.input_schema()}},
                    }
                },
            )
    return out


def _description(tool: Tool) -> str:
    use = "may be used during an online game" if tool.online else "not for use during an online game"
    cost = "runs in the tool pool (503 when it is full)" if tool.cpu else "answered at once"
    return f"{tool.summary}. It {use}; it {cost}."
