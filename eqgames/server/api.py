"""The REST API under ``/api`` and the game WebSocket (documented in docs/api.md).

Handlers only translate: HTTP in, a call to :class:`~eqgames.server.rooms.Rooms`
in a worker thread, JSON out. Errors are :class:`~eqgames.server.errors.ApiError`
subclasses, turned into ``{"error", "detail"}`` bodies by the app.
"""

from __future__ import annotations

import asyncio
import contextlib
from typing import Any
from urllib.parse import unquote_plus

from fastapi import APIRouter, Header, Request, Response, WebSocket, WebSocketDisconnect
from pydantic import BaseModel, ConfigDict, Field

from . import jsonio, rematch
from .catalog import catalog
from .codes import normalize_code
from .errors import ApiError, Forbidden, NotFound, NotOver, TooMany
from .platform import Platform
from .quotas import client_of
from .responses import BODY, ActionDoneOut, HealthOut, RoomWithEvents, SeatedOut, answer
from .rooms import NewGame, Room, events_for_seat

router = APIRouter(prefix="/api")


class CreateGame(BaseModel):
    model_config = ConfigDict(extra="forbid")

    game: str = Field(max_length=40, examples=["nim"])
    options: dict[str, Any] = Field(default_factory=dict)
    seats: list[str] = Field(default=["human", "human"], min_length=1, max_length=16)
    name: str = Field(default="", max_length=200, description="the creator's name")
    names: list[str] = Field(
        default_factory=list, max_length=16, description="a name per seat (pass and play)"
    )
    pass_and_play: bool = Field(
        default=False, description="the creator takes every human seat (one screen)"
    )
    bot_delay: float | None = Field(
        default=None, ge=0, le=30, description="seconds a bot waits before acting"
    )


class JoinGame(BaseModel):
    model_config = ConfigDict(extra="forbid")

    name: str = Field(default="", max_length=200)


class SubmitAction(BaseModel):
    model_config = ConfigDict(extra="forbid")

    action: dict[str, Any]
    version: int


class SeatToken(BaseModel):
    seat: int
    token: str


class Seated(BaseModel):
    code: str
    seat: int | None
    token: str | None
    url: str
    tokens: list[SeatToken] = Field(default_factory=list)
    room: dict[str, Any]


def platform_of(request: Request | WebSocket) -> Platform:
    platform: Platform = request.app.state.platform
    return platform


def _code(text: str) -> str:
    code = normalize_code(text)
    if code is None:
        raise NotFound(f"there is no game with the code {text[:12]!r}")
    return code


def _bearer(authorization: str | None) -> str | None:
    if authorization is None:
        return None
    scheme, _, token = authorization.partition(" ")
    if scheme.lower() != "bearer" or not token.strip():
        raise Forbidden("send the seat's token as 'Authorization: Bearer TOKEN'")
    return token.strip()


def _check_token_parameter(query: bytes) -> None:
    """The WebSocket's token comes from one parameter spelled exactly ``token``.

    Any other spelling that decodes to it (``%74oken``, ``tok%65n``) is refused,
    and so are two of them: what the server reads is what the logs redact.
    """
    keys = [part.split(b"=", 1)[0] for part in query.split(b"&")]
    spelled = [key for key in keys if unquote_plus(key.decode("latin-1")) == "token"]
    if spelled and spelled != [b"token"]:
        raise Forbidden("send the seat's token once, as ?token=TOKEN")


def _join_url(request: Request, code: str) -> str:
    return str(request.base_url).rstrip("/") + f"/join/{code}"


@router.get("/catalog", summary="The games: built or coming soon, players, bot levels, options")
async def get_catalog() -> list[dict[str, Any]]:
    return catalog()


@router.get(
    "/health",
    summary="Is this instance up (and which database it uses)",
    **answer(HealthOut, "this instance is up"),
)
async def health(request: Request) -> dict[str, Any]:
    p = platform_of(request)
    return {
        "ok": True,
        "database": p.store.engine.dialect.name,
        "redis": p.settings.redis is not None,
        "connections": p.hub.connections,
    }


@router.post(
    "/games",
    status_code=201,
    summary="Create a game; you take its first human seat",
    **answer(SeatedOut, "the game, and the seat you took", 201, *BODY, 429),
)
async def create_game(body: CreateGame, request: Request) -> Seated:
    p = platform_of(request)
    spec = NewGame(
        body.game,
        body.options,
        body.seats,
        body.name,
        body.names,
        body.pass_and_play,
        body.bot_delay,
    )

    # Counted even if refused below: each try costs the server.
    await p.quotas.created(client_of(request))

    def create() -> tuple[Room, list[tuple[int, str]], dict[str, Any]]:
        room, tokens = p.rooms.create(spec)
        seat = tokens[0][0] if tokens else None
        return room, tokens, p.rooms.room_view(room, seat)

    room, tokens, view = await asyncio.to_thread(create)
    await p.changed(room)
    return Seated(
        code=room.code,
        seat=tokens[0][0] if tokens else None,
        token=tokens[0][1] if tokens else None,
        url=_join_url(request, room.code),
        tokens=[SeatToken(seat=s, token=t) for s, t in tokens] if body.pass_and_play else [],
        room=view,
    )


@router.post(
    "/games/{code}/join",
    summary="Take a free human seat",
    **answer(SeatedOut, "the seat you took", 200, *BODY, 404, 409),
)
async def join_game(code: str, request: Request, body: JoinGame | None = None) -> Seated:
    p = platform_of(request)
    name = body.name if body is not None else ""

    def join() -> tuple[Room, int, str, dict[str, Any]]:
        room, seat, token = p.rooms.join(_code(code), name)
        return room, seat, token, p.rooms.room_view(room, seat)

    room, seat, token, view = await asyncio.to_thread(join)
    await p.changed(room)
    return Seated(code=room.code, seat=seat, token=token, url=_join_url(request, room.code), room=view)


#: How many of the latest steps' events ``GET /api/games/{code}`` includes.
HISTORY_STEPS = 50


@router.get(
    "/games/{code}",
    summary="The room as your seat sees it (no token: a spectator)",
    **answer(RoomWithEvents, "the room as your seat sees it", 200, 403, 404, 409, 422),
)
async def get_game(
    code: str, request: Request, authorization: str | None = Header(default=None)
) -> dict[str, Any]:
    p = platform_of(request)
    token = _bearer(authorization)

    def look() -> dict[str, Any]:
        room = p.rooms.get(_code(code))
        seat = p.rooms.seat_for(room, token)
        # The recent moves, so a page opened (or reloaded) mid-game can show its move log.
        steps = p.rooms.steps_after(room, max(0, room.version - HISTORY_STEPS))
        # When the last step was made (None before the first): "last move 5 minutes ago".
        moved_at = steps[-1].at if steps else None
        return {
            **p.rooms.room_view(room, seat),
            "events": events_for_seat(steps, seat),
            "moved_at": moved_at,
            "series": rematch.series(p.rooms, room),
        }

    return await asyncio.to_thread(look)


class Review(BaseModel):
    code: str
    game: str
    title: str
    options: dict[str, Any]
    status: str
    over: bool = Field(description="true: every frame shows everything (views of every seat)")
    seat: int | None
    seats: list[dict[str, Any]]
    start: float | None
    frames: list[dict[str, Any]] = Field(
        description="the deal, then one frame per step: seat, action, at, events, to_act,"
        " deadline, result, view (and, once over, views and revealed)"
    )
    result: dict[str, Any] | None


@router.get(
    "/games/{code}/review",
    summary="The game step by step: all of it once over, else what your seat saw",
    **answer(Review, "the game as frames", 200, 403, 404, 409, 422),
)
async def get_review(
    code: str, request: Request, authorization: str | None = Header(default=None)
) -> Response:
    p = platform_of(request)
    token = _bearer(authorization)

    def look() -> bytes:
        room = p.rooms.get(_code(code))
        seat = p.rooms.seat_for(room, token)
        return jsonio.dumps(p.rooms.review(room, seat)).encode()

    return Response(await asyncio.to_thread(look), media_type="application/json")


class RecordOut(BaseModel):
    game: str
    options: dict[str, Any]
    seed: int
    players: int
    start: float
    steps: list[list[Any]] = Field(description="[seat, action, at]; seat null: a tick")


class RematchBody(BaseModel):
    model_config = ConfigDict(extra="forbid")

    accept: bool = Field(default=True, description="false: decline the offer")


class RematchDone(BaseModel):
    code: str | None = Field(description="the rematch's code, once every player has said yes")
    seat: int | None = Field(description="your seat in the rematch")
    token: str | None = Field(description="your seat's token in the rematch")
    url: str | None
    room: dict[str, Any] = Field(description="the finished game, with its offer (rematch)")


@router.post(
    "/games/{code}/rematch",
    summary="Offer a rematch, or answer the offer: the same game and players, seats turned",
    **answer(RematchDone, "the offer, and your seat in the rematch once made", 200, *BODY, 403, 404, 409),
)
async def post_rematch(
    code: str,
    request: Request,
    body: RematchBody | None = None,
    authorization: str | None = Header(default=None),
) -> RematchDone:
    p = platform_of(request)
    token = _bearer(authorization)
    if token is None:
        raise Forbidden("only a seat can ask for a rematch: send its token")
    accept = body.accept if body is not None else True

    def ask() -> tuple[Room, Room | None, rematch.Answer, dict[str, Any]]:
        room = p.rooms.get(_code(code))
        seat = p.rooms.seat_for(room, token)
        assert seat is not None
        done = rematch.answer(p.rooms, room.code, seat, token, accept)
        made = p.rooms.get(done.code) if done.code is not None else None
        return done.room, made, done, p.rooms.room_view(done.room, seat)

    room, made, done, view = await asyncio.to_thread(ask)
    await p.changed(room)
    if made is not None:
        await p.changed(made)
    return RematchDone(
        code=done.code,
        seat=done.seat,
        token=done.token,
        url=None if done.code is None else _join_url(request, done.code),
        room=view,
    )


@router.get(
    "/games/{code}/record",
    summary="A finished game's record (JSON): what replays it exactly (eqgames review FILE)",
    **answer(RecordOut, "the record, as a file", 200, 404, 409),
)
async def get_record(code: str, request: Request) -> Response:
    p = platform_of(request)

    def look() -> tuple[str, bytes]:
        room = p.rooms.get(_code(code))
        if room.status != "over":
            raise NotOver("the record can be downloaded once the game is over")
        return room.code, jsonio.dumps(p.rooms.record(room).to_json()).encode()

    found, content = await asyncio.to_thread(look)
    name = f"eqgames-{found}.json"
    return Response(
        content,
        media_type="application/json",
        headers={"Content-Disposition": f'attachment; filename="{name}"'},
    )


@router.post(
    "/games/{code}/actions",
    summary="Play an action at a version of the game",
    **answer(ActionDoneOut, "the action's events and the room after it", 200, *BODY, 403, 404, 409),
)
async def post_action(
    code: str,
    body: SubmitAction,
    request: Request,
    authorization: str | None = Header(default=None),
) -> Response:
    p = platform_of(request)
    token = _bearer(authorization)
    if token is None:
        raise Forbidden("only a seat can act: send its token as 'Authorization: Bearer TOKEN'")

    def act() -> tuple[Room, bytes]:
        room = p.rooms.cached(_code(code))
        seat = p.rooms.seat_for(room, token)
        assert seat is not None
        new, step = p.rooms.act(room.code, seat, body.action, body.version)
        done = {"events": events_for_seat([step], seat), "room": p.rooms.room_view(new, seat)}
        # Encoded here, off the event loop: the hottest response of a busy server.
        return new, jsonio.dumps(done).encode()

    room, content = await asyncio.to_thread(act)
    await p.changed(room)
    return Response(content, media_type="application/json")


@router.websocket("/games/{code}/ws")
async def game_socket(ws: WebSocket, code: str, token: str | None = None) -> None:
    p = platform_of(ws)
    client = client_of(ws)
    await ws.accept()
    if not p.quotas.socket_opened(client):
        refusal = TooMany(
            f"at most {p.quotas.sockets_per_client} connections from one address at once", 10
        )
        await ws.send_text(jsonio.dumps({"type": "error", **refusal.body()}))
        await ws.close(code=4000 + refusal.status, reason=refusal.detail[:120])
        return
    try:
        await _listen(ws, p, code, token)
    finally:
        p.quotas.socket_closed(client)


async def _listen(ws: WebSocket, p: Platform, code: str, token: str | None) -> None:
    try:

        def find() -> tuple[str, int | None]:
            _check_token_parameter(ws.scope.get("query_string", b""))
            room = p.rooms.get(_code(code))
            return room.code, p.rooms.seat_for(room, token)

        room_code, seat = await asyncio.to_thread(find)
    except ApiError as exc:
        await ws.send_text(jsonio.dumps({"type": "error", **exc.body()}))
        await ws.close(code=4000 + exc.status, reason=exc.detail[:120])
        return
    conn = p.hub.attach(ws, room_code, seat)
    writer = asyncio.create_task(p.hub.writer(conn))
    try:
        await p.hub.deliver(room_code, fresh=True)  # the current view, at once
        while True:
            try:
                text = await ws.receive_text()
                if len(text) > p.settings.max_body or len(text.encode()) > p.settings.max_body:
                    # Refused unread, like a request body over the limit (1009: too big).
                    await ws.close(code=1009, reason=f"a message is at most {p.settings.max_body} bytes")
                    break
                message = jsonio.loads(text)
            except jsonio.NotJSON as exc:
                # Strict JSON only: say why, then close (1007: data not consistent with its type).
                await ws.close(code=1007, reason=jsonio.excerpt(str(exc), 100))
                break
            if isinstance(message, dict) and message.get("type") == "ping":
                p.hub.push(conn, '{"type":"pong"}')
            # A client has little to say (a ping now and then); one that floods is read no
            # faster than this, and what it sends waits in its own connection's buffers.
            await asyncio.sleep(1.0 / p.settings.socket_messages_per_second)
    except (WebSocketDisconnect, ValueError, KeyError, RuntimeError):
        pass  # gone, or sent something that is not text: either way we are done
    finally:
        p.hub.detach(conn)
        writer.cancel()
        with contextlib.suppress(BaseException):
            await writer
