"""Rooms: games people sit at, known to the server only through the game protocol.

A :class:`Room` is one game as this instance last saw it: the stored row plus
the parsed state. A Room is never changed once made; every change makes a new
one (the state for it is rebuilt from the stored snapshot text, then
``apply``/``tick`` runs on that fresh copy), so threads may read any cached
Room while another thread prepares the next version. The database decides who
wins a race: :meth:`Store.commit` succeeds for one writer per version.

All methods are synchronous (the database is); the web layer calls them from
worker threads.
"""

from __future__ import annotations

import contextlib
import json
import logging
import secrets
import threading
import time
from collections import OrderedDict
from collections.abc import Callable, Iterator, Sequence
from dataclasses import dataclass, replace
from typing import Any

from eqgames import games
from eqgames.core import Event, Game, IllegalAction, InvalidOptions, Record, State, Step
from eqgames.core.bots import races
from eqgames.core.review import frames

from . import jsonio
from .codes import hash_token, new_code, new_token
from .errors import (
    Broken,
    Forbidden,
    GameFull,
    Invalid,
    NotFound,
    NotStarted,
    Refused,
    StaleVersion,
)
from .rematch import offer_view
from .storage import GameRow, SeatRow, StepRow, Store
from .storage.store import Progress

log = logging.getLogger("eqgames.server")

NAME_LENGTH = 40
#: How long a claim to tick a game holds (a tick is bounded work: far less than this).
TICK_LEASE = 30.0
#: Steps a cached Room keeps, so WebSocket pushes rarely need the database for events.
RECENT_STEPS = 16
CACHE_ROOMS = 5000
CACHE_GAMES = 256
#: Reviews of finished games kept (the same for every seat, and never changing).
CACHE_REVIEWS = 64
_STATUS_ORDER = {"waiting": 0, "playing": 1, "over": 2}


@dataclass(frozen=True)
class Room:
    id: int
    code: str
    game: Game
    options: dict[str, Any]
    seed: int
    status: str
    version: int
    seats: tuple[SeatRow, ...]
    snapshot: str | None
    state: State | None  # parsed from snapshot; never mutated
    bot_delay: float
    recent: tuple[StepRow, ...] = ()
    started_at: float | None = None
    previous: str | None = None  # the game this one is a rematch of
    rematch: dict[str, Any] | None = None  # the offer of a rematch of this one (rematch.py)
    #: A tick of this game failed: nothing ticks or plays it any more.
    failed: bool = False

    @property
    def freshness(self) -> tuple[int, int, int, int]:
        """Orders Rooms of one game: a later one has a higher value."""
        joined = sum(s.joined for s in self.seats)
        offered = 0 if self.rematch is None else int(self.rematch.get("rev", 0))
        return (self.version, _STATUS_ORDER[self.status], joined, offered)

    def bot_level(self, seat: int) -> str | None:
        kind = self.seats[seat].kind
        return kind[4:] if kind.startswith("bot:") else None

    def bots_to_act(self) -> list[int]:
        if self.state is None or self.status != "playing" or self.failed:
            return []
        return [s for s in self.state.to_act() if self.bot_level(s) is not None]

    def bots_out_of_turn(self) -> list[int]:
        """The bot seats the game is not waiting for that may still act (``Bot.wants``)."""
        if self.state is None or self.status != "playing" or self.failed:
            return []
        waiting = set(self.state.to_act())
        return [
            s
            for s in range(len(self.seats))
            if s not in waiting
            and (level := self.bot_level(s)) is not None
            and races(self.game, level)
        ]


@dataclass(frozen=True)
class NewGame:
    """What ``POST /api/games`` asks for (already shape-checked by the web layer)."""

    game: str
    options: dict[str, Any]
    seats: Sequence[str]
    name: str = ""
    names: Sequence[str] = ()
    pass_and_play: bool = False
    bot_delay: float | None = None


_BROKEN = "this game's clock failed, so it cannot go on"


def event_json(event: Event) -> dict[str, Any]:
    return {
        "kind": event.kind,
        "data": event.data,
        "to": None if event.to is None else sorted(event.to),
    }


def events_for_seat(steps: Sequence[StepRow], seat: int | None) -> list[dict[str, Any]]:
    """The events of ``steps`` that ``seat`` may see, in the protocol's JSON form.

    Each carries the ``version`` its step made, so a client that gets the same
    event twice (an action's answer and its push, a reload) can tell.
    """
    out: list[dict[str, Any]] = []
    for step in steps:
        for e in step.events:
            to = e["to"]
            if to is None or (seat is not None and seat in to):
                out.append({"kind": e["kind"], "version": step.version, **e["data"]})
    return out


def clean_name(text: str, fallback: str) -> str:
    r"""Trimmed, bounded, without control characters; otherwise exactly as typed.

    Names are shown as text by the browser, which escapes them.

        >>> clean_name("  Ann\x00  <b>Lee</b> ", "Player 1")
        'Ann <b>Lee</b>'
        >>> clean_name("\t", "Player 1")
        'Player 1'
    """
    printable = "".join(ch for ch in text if ch.isprintable() or ch.isspace())
    name = " ".join(printable.split())[:NAME_LENGTH]
    return name or fallback


class Rooms:
    def __init__(
        self, store: Store, default_bot_delay: float, clock: Callable[[], float] = time.time
    ) -> None:
        self.store = store
        self.default_bot_delay = default_bot_delay
        self.clock = clock
        self._cache: OrderedDict[str, Room] = OrderedDict()
        self._lock = threading.Lock()
        self._games: dict[str, Game] = {}
        self._reviews: OrderedDict[str, list[dict[str, Any]]] = OrderedDict()
        #: This instance's name in tick leases, and the games its threads are ticking now.
        self.owner = secrets.token_hex(8)
        self._ticking: set[str] = set()

    # -- the cache --------------------------------------------------------------

    def _game(self, name: str, options: dict[str, Any]) -> Game:
        # Games are immutable rule sets: one object per (name, options) serves every room.
        key = name + json.dumps(options, sort_keys=True)
        game = self._games.get(key)
        if game is None:
            if len(self._games) >= CACHE_GAMES:
                self._games.clear()  # options vary little in practice; this bounds the odd case
            game = self._games[key] = games.load(name, **options)
        return game

    def _remember(self, room: Room) -> Room:
        """Cache ``room`` unless a fresher one is cached; returns the fresher."""
        with self._lock:
            cur = self._cache.get(room.code)
            if cur is not None and cur.freshness > room.freshness:
                self._cache.move_to_end(room.code)
                return cur
            self._cache[room.code] = room
            self._cache.move_to_end(room.code)
            while len(self._cache) > CACHE_ROOMS:
                self._cache.popitem(last=False)
            return room

    def _from_row(self, row: GameRow) -> Room:
        with self._lock:
            cur = self._cache.get(row.code)
        failed = row.failed_at is not None
        if cur is not None and cur.version == row.version and cur.status == row.status:
            # Same game state; only seats may have changed (someone joined), or a tick failed.
            return self._remember(
                replace(cur, seats=row.seats, failed=failed, rematch=row.rematch)
            )
        try:
            game = self._game(row.game, row.options)
            state = (
                None if row.snapshot is None else game.state_from_json(json.loads(row.snapshot))
            )
        except Exception as exc:  # noqa: BLE001 - e.g. options stored before they were bounded
            self._fail(row.code, "could not be loaded", exc)
            raise Broken(f"game {row.code} cannot be loaded any more") from None
        room = Room(
            id=row.id,
            code=row.code,
            game=game,
            options=row.options,
            seed=row.seed,
            status=row.status,
            version=row.version,
            seats=row.seats,
            snapshot=row.snapshot,
            state=state,
            bot_delay=row.bot_delay,
            failed=failed,
            started_at=row.started_at,
            previous=row.previous,
            rematch=row.rematch,
        )
        return self._remember(room)

    def get(self, code: str) -> Room:
        """The room as the database has it now."""
        row = self.store.load(code)
        if row is None:
            raise NotFound(f"there is no game with the code {code}")
        return self._from_row(row)

    def find(self, code: str) -> Room | None:
        """The room, or None if there is no such game (any more)."""
        row = self.store.load(code)
        return None if row is None else self._from_row(row)

    def start_if_full(self, code: str) -> Room:
        """Deal a game made with every seat taken (a rematch)."""
        room = self.get(code)
        if room.status == "waiting" and all(s.joined for s in room.seats):
            room = self._start(room)
        return room

    def forget(self, codes: Sequence[str]) -> None:
        """Drop deleted games from the cache."""
        with self._lock:
            for code in codes:
                self._cache.pop(code, None)
                self._reviews.pop(code, None)

    def cached(self, code: str) -> Room:
        """The room as this instance last saw it (the database if it has not seen it)."""
        with self._lock:
            room = self._cache.get(code)
        return room if room is not None else self.get(code)

    # -- seats --------------------------------------------------------------------

    def seat_for(self, room: Room, token: str | None) -> int | None:
        """The seat a token holds (None: a spectator); a wrong token is refused."""
        if token is None:
            return None
        digest = hash_token(token)
        for attempt in range(2):
            for s in room.seats:
                if s.token_hash is not None and secrets.compare_digest(s.token_hash, digest):
                    return s.seat
            if attempt == 0:
                room = self.get(room.code)  # the seat may have been taken on another instance
        raise Forbidden("this token holds no seat in this game")

    # -- creating, joining, starting --------------------------------------------------

    def create(self, spec: NewGame) -> tuple[Room, list[tuple[int, str]]]:
        """A new room; returns it with the tokens of the seats its creator takes."""
        if spec.game not in games.names():
            shown = jsonio.excerpt(repr(spec.game))
            raise Invalid(f"unknown game {shown}; available: {', '.join(games.names())}")
        try:
            game = self._game(spec.game, dict(spec.options))
            game.check_players(len(spec.seats))
        except InvalidOptions as exc:
            raise Invalid(str(exc)) from None
        levels = game.bot_levels()
        for kind in spec.seats:
            if kind != "human" and not (kind.startswith("bot:") and kind[4:] in levels):
                choices = ", ".join(["human", *(f"bot:{lv}" for lv in levels)])
                raise Invalid(f"a seat is one of {choices}, not {jsonio.excerpt(repr(kind))}")
        humans = [i for i, kind in enumerate(spec.seats) if kind == "human"]
        mine = humans if spec.pass_and_play else humans[:1]
        tokens = [(seat, new_token()) for seat in mine]
        hashes = {seat: hash_token(tok) for seat, tok in tokens}
        rows = []
        for i, kind in enumerate(spec.seats):
            if kind == "human" and i in hashes:
                given = spec.names[i] if i < len(spec.names) else spec.name if i == mine[0] else ""
                name = clean_name(given, f"Player {i + 1}")
            elif kind == "human":
                name = ""  # until someone joins
            else:
                name = f"Computer ({kind[4:]})"
            rows.append(SeatRow(i, kind, name, hashes.get(i), i in hashes or kind != "human"))
        delay = self.default_bot_delay if spec.bot_delay is None else spec.bot_delay
        game_id, code = self.store.create(
            new_code=new_code,
            game=spec.game,
            options=game.options.to_json(),
            seed=secrets.randbits(63),
            seats=rows,
            bot_delay=delay,
            now=self.clock(),
        )
        room = self.get(code)
        if all(s.joined for s in room.seats):
            room = self._start(room)
        return room, tokens

    def join(self, code: str, name: str) -> tuple[Room, int, str]:
        """Take the first free human seat."""
        room = self.get(code)
        for _ in range(len(room.seats) + 1):
            free = [s.seat for s in room.seats if not s.joined]
            if room.status != "waiting" or not free:
                raise GameFull(f"every seat in game {code} is taken")
            seat, token = free[0], new_token()
            name = clean_name(name, f"Player {seat + 1}")
            won = self.store.claim_seat(room.id, seat, name, hash_token(token))
            room = self.get(code)
            if won:
                if all(s.joined for s in room.seats):
                    room = self._start(room)
                return room, seat, token
        raise GameFull(f"every seat in game {code} is taken")

    def _start(self, room: Room) -> Room:
        """Deal, once every seat is taken (so no clock runs while people are missing)."""
        now = self.clock()
        state = room.game.new(seed=room.seed, players=len(room.seats), at=now)
        snapshot = jsonio.dumps(state.to_json())
        started = replace(room, status="playing", snapshot=snapshot, state=state)
        self.store.start(room.id, snapshot, self._progress(started, state), now)
        return self.get(room.code)

    # -- playing ------------------------------------------------------------------------

    def act(self, code: str, seat: int, action: Any, version: int) -> tuple[Room, StepRow]:
        """Apply ``seat``'s action to the game at ``version``, stamped with the server's time."""
        room = self.cached(code)
        if room.version != version or room.status == "waiting":
            room = self.get(code)
        if room.status == "waiting":
            raise NotStarted("the game starts when every seat is taken")
        if room.version != version:
            raise StaleVersion(
                f"the game is at version {room.version}, not {jsonio.excerpt(version, 12)}",
                version=room.version,
            )
        if room.status == "over":
            raise Refused("the game is over")
        if room.failed:
            raise Broken(_BROKEN)
        try:
            parsed = room.game.parse_action(action)
        except IllegalAction as exc:
            raise Refused(exc.reason) from None
        at = self.clock()
        assert room.state is not None
        due = room.state.deadline()
        if due is not None and at >= due:
            # Time ran out before this action arrived: the timeout happens first, and
            # the player acted on a view that is no longer true.
            ticked = self.tick(code, at)
            if ticked is None and self.get(code).failed:
                raise Broken(_BROKEN)
            now_at = ticked[0].version if ticked else room.version
            raise StaleVersion("time ran out before this action arrived", version=now_at)
        state = self._fresh_state(room)
        try:
            events = state.apply(seat, parsed, at=at)
        except IllegalAction as exc:
            raise Refused(exc.reason) from None
        step = StepRow(version + 1, seat, parsed.to_json(), at, [event_json(e) for e in events])
        return self._commit(room, state, step), step

    def tick(self, code: str, at: float | None = None) -> tuple[Room, StepRow] | None:
        """Apply the deadline due by ``at`` (now), if one is; None if nothing was applied.

        One worker at a time ticks a game: one thread of this instance (the others
        skip it), and one instance (a lease on the game's row). A tick that fails
        marks the game, logs the error once, and is never tried again.
        """
        room = self.get(code)
        if room.status != "playing" or room.state is None or room.failed:
            return None
        at = self.clock() if at is None else at
        due = room.state.deadline()
        if due is None or at < due:
            return None
        with self._ticking_slot(code) as mine:
            if not mine or not self.store.claim_tick(room.id, self.owner, at, TICK_LEASE):
                return None  # another thread or instance is ticking it: it will tell
            try:
                return self._tick(room, at)
            finally:
                self.store.release_tick(room.id, self.owner)

    def _tick(self, room: Room, at: float) -> tuple[Room, StepRow] | None:
        room = self.get(room.code)  # the claim is ours now: tick what is stored
        if room.status != "playing" or room.failed or room.state is None:
            return None
        due = room.state.deadline()
        if due is None or at < due:
            return None  # another worker ticked it before our claim
        try:
            state = self._fresh_state(room)
            events = state.tick(at)
            step = StepRow(room.version + 1, None, None, at, [event_json(e) for e in events])
            snapshot = jsonio.dumps(state.to_json())
            jsonio.dumps(step.events)
        except Exception as exc:  # noqa: BLE001 - a bug in a game's clock must not stall the server
            self._fail(room.code, "tick failed", exc)
            return None
        try:
            return self._commit(room, state, step, snapshot), step
        except StaleVersion:
            return None  # someone else moved the game on (or ticked it) first

    @contextlib.contextmanager
    def _ticking_slot(self, code: str) -> Iterator[bool]:
        """Whether this thread may tick ``code`` now (no other thread of this instance is)."""
        with self._lock:
            mine = code not in self._ticking
            self._ticking.add(code)
        try:
            yield mine
        finally:
            if mine:
                with self._lock:
                    self._ticking.discard(code)

    def _fail(self, code: str, what: str, exc: BaseException) -> None:
        """Mark the game: every sweep skips it from now on, so this is logged once."""
        log.error("game %s %s; it is skipped from now on", code, what, exc_info=exc)
        failure = jsonio.excerpt(f"{what}: {type(exc).__name__}: {exc}", 400)
        self.store.mark_failed(code, self.clock(), failure)
        with self._lock:
            self._cache.pop(code, None)

    def _fresh_state(self, room: Room) -> State:
        assert room.snapshot is not None
        return room.game.state_from_json(json.loads(room.snapshot))

    def _progress(self, room: Room, state: State) -> Progress:
        result = state.result()
        return Progress(
            status="over" if result is not None else "playing",
            deadline=None if result is not None else state.deadline(),
            bot_turn=any(room.bot_level(s) is not None for s in state.to_act()),
            result=None if result is None else result.to_json(),
        )

    def _commit(
        self, room: Room, state: State, step: StepRow, snapshot: str | None = None
    ) -> Room:
        if snapshot is None:
            snapshot = jsonio.dumps(state.to_json())
        progress = self._progress(room, state)
        if not self.store.commit(room.id, room.version, step, snapshot, progress):
            latest = self.get(room.code)
            raise StaleVersion(
                f"the game is at version {latest.version}, not {room.version}",
                version=latest.version,
            )
        new = replace(
            room,
            status=progress.status,
            version=step.version,
            snapshot=snapshot,
            state=state,
            recent=(*room.recent, step)[-RECENT_STEPS:],
        )
        return self._remember(new)

    def steps_after(self, room: Room, version: int) -> list[StepRow]:
        """The steps from ``version`` (exclusive) to the room's version."""
        if version >= room.version:
            return []
        wanted = room.version - version
        recent = [s for s in room.recent if s.version > version]
        if len(recent) == wanted:
            return recent
        return [s for s in self.store.steps_since(room.id, version) if s.version <= room.version]

    # -- what a seat sees ------------------------------------------------------------------

    def room_view(self, room: Room, seat: int | None) -> dict[str, Any]:
        """Everything ``seat`` (None: a spectator) may see of the room."""
        state = room.state
        result = state.result() if state is not None else None
        return {
            "code": room.code,
            "game": room.game.name,
            "title": room.game.title,
            "options": room.options,
            "status": room.status,
            "version": room.version,
            "seat": seat,
            "seats": [
                {"seat": s.seat, "kind": s.kind, "name": s.name, "joined": s.joined}
                for s in room.seats
            ],
            "to_act": [] if state is None else list(state.to_act()),
            "deadline": None if state is None or result is not None else state.deadline(),
            "now": self.clock(),
            "view": None if state is None else state.view(seat),
            "result": None if result is None else result.to_json(),
            "previous": room.previous,
            "rematch": offer_view(room.rematch),
        }

    # -- the record, step by step ------------------------------------------------------------

    def record(self, room: Room) -> Record:
        """The game's record: what replays it exactly, from the deal to its version now."""
        if room.state is None or room.started_at is None:
            raise NotStarted("the game starts when every seat is taken")
        steps = [Step(s.seat, s.action, s.at) for s in self.steps_after(room, 0)]
        return Record(
            room.game.name, dict(room.options), room.seed, len(room.seats), room.started_at, steps
        )

    def review(self, room: Room, seat: int | None) -> dict[str, Any]:
        """The game as frames to step through: everything once it is over, else what ``seat`` saw."""
        over = room.status == "over"
        shown = self._reviews.get(room.code) if over else None
        if shown is None:
            shown = frames(self.record(room), seat, over)
            if over:
                with self._lock:
                    self._reviews[room.code] = shown
                    while len(self._reviews) > CACHE_REVIEWS:
                        self._reviews.popitem(last=False)
        result = room.state.result() if room.state is not None else None
        return {
            "code": room.code,
            "game": room.game.name,
            "title": room.game.title,
            "options": room.options,
            "status": room.status,
            "over": over,
            "seat": seat,
            "seats": [
                {"seat": s.seat, "kind": s.kind, "name": s.name, "joined": s.joined}
                for s in room.seats
            ],
            "start": room.started_at,
            "frames": shown,
            "result": None if result is None else result.to_json(),
        }
