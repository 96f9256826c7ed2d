"""Rematches: the same game, options and players again, with the seats turned one place so
another player starts; and the running score of a series of rematches.

A finished game holds at most one offer (``games.rematch``, JSON): who offered,
each seat's answer, and, once every person has said yes, the new game's code.
Computer seats say yes. The new game's seat ``i`` is the old seat ``i + 1``
(so whoever sat first now sits last), with the same names and kinds; it starts
at once, every seat taken, and names the old game as ``previous``.

Nobody's token is ever stored in the clear. A person's seat in the new game
has the token ``derive(old token)``: the server stores only its hash when the
person says yes, and hands the token itself back to whoever presents the old
token — so a person gets their new seat however many times they ask, and
nobody else can.

Offers change by compare-and-set on the stored offer: of two answers given at
once, one is stored and the other is asked again on the offer as it is now.
(The last yes makes the new game before its answer is stored; should that
answer lose a race, the game made is never used, and expires like any other.)
"""

from __future__ import annotations

import hashlib
import secrets
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from .codes import hash_token, new_code
from .errors import NotOver, Refused
from .storage import SeatRow

if TYPE_CHECKING:
    from .rooms import Room, Rooms

#: Tries of a compare-and-set before giving up (each lost try means someone else answered).
TRIES = 8
#: Games of a series looked back on for the running score.
SERIES_LIMIT = 100


def derive(code: str, token: str) -> str:
    """The token of a person's seat in the rematch of game ``code``, from their token in it."""
    return hashlib.sha256(f"eqgames rematch {code} {token}".encode()).hexdigest()


def new_seat(old: int, players: int) -> int:
    """Where the player of seat ``old`` sits in the rematch (seat 0 moves to the end).

    >>> [new_seat(s, 3) for s in range(3)]
    [2, 0, 1]
    """
    return (old - 1) % players


def offer_view(offer: dict[str, Any] | None) -> dict[str, Any] | None:
    """What a room shows of its offer: never the hashes."""
    if offer is None:
        return None
    answers = offer["answers"]
    return {
        "by": offer["by"],
        "answers": {int(s): a for s, a in answers.items()},
        "declined": any(a is False for a in answers.values()),
        "code": offer.get("code"),
    }


@dataclass(frozen=True)
class Answer:
    room: Room  # the old game, as it is after the answer
    code: str | None  # the rematch, once made
    seat: int | None  # the asker's seat in it
    token: str | None  # the asker's token there


def answer(rooms: Rooms, code: str, seat: int, token: str, accept: bool) -> Answer:
    """Offer a rematch, or answer the offer (``accept``), as ``seat`` of finished game ``code``."""
    for _ in range(TRIES):
        room = rooms.get(code)
        if room.status != "over":
            raise NotOver("a rematch can be offered once the game is over")
        offer = room.rematch
        if offer is not None and offer.get("code"):
            return _made(room, offer, seat, token)
        answers = dict(offer["answers"]) if offer is not None else {}
        declined = any(a is False for a in answers.values())
        if offer is None or declined:
            if not accept:
                raise Refused("there is no rematch offer to decline")
            offer_new: dict[str, Any] = {"rev": _rev(offer) + 1, "by": seat, "answers": {}, "hashes": {}}
        else:
            offer_new = {**offer, "rev": _rev(offer) + 1, "answers": answers, "hashes": dict(offer["hashes"])}
        offer_new["answers"][str(seat)] = accept
        if accept:
            offer_new["hashes"][str(seat)] = hash_token(derive(room.code, token))
        for s in room.seats:
            if s.kind != "human":
                offer_new["answers"][str(s.seat)] = True
        everyone = all(offer_new["answers"].get(str(s.seat)) is True for s in room.seats)
        if everyone:
            offer_new["code"] = _create(rooms, room, offer_new)
        if rooms.store.set_rematch(room.id, offer, offer_new):
            after = rooms.get(code)
            if everyone:
                return _made(after, offer_new, seat, token)
            return Answer(after, None, None, None)
    raise Refused("the rematch offer kept changing: try again")


def _rev(offer: dict[str, Any] | None) -> int:
    return 0 if offer is None else int(offer.get("rev", 0))


def _made(room: Room, offer: dict[str, Any], seat: int, token: str) -> Answer:
    """The rematch exists: the asker's seat and token in it, if they said yes."""
    mine = offer["hashes"].get(str(seat))
    derived = derive(room.code, token)
    if mine is None or not secrets.compare_digest(mine, hash_token(derived)):
        return Answer(room, offer["code"], None, None)
    return Answer(room, offer["code"], new_seat(seat, len(room.seats)), derived)


def _create(rooms: Rooms, room: Room, offer: dict[str, Any]) -> str:
    """The new game: same game and options, seats turned one place, started at once."""
    n = len(room.seats)
    old = {s.seat: s for s in room.seats}
    seats = []
    for i in range(n):
        was = old[(i + 1) % n]
        digest = offer["hashes"].get(str(was.seat)) if was.kind == "human" else None
        seats.append(SeatRow(i, was.kind, was.name, digest, True))
    _, made = rooms.store.create(
        new_code=new_code,
        game=room.game.name,
        options=dict(room.options),
        seed=secrets.randbits(63),
        seats=seats,
        bot_delay=room.bot_delay,
        now=rooms.clock(),
        previous=room.code,
    )
    rooms.start_if_full(made)
    return made


def series(rooms: Rooms, room: Room) -> dict[str, Any] | None:
    """The running score of the rematches that led to ``room`` (``room`` too, once over):
    wins per seat of ``room`` (a shared win counts as a share), games played, ties."""
    if room.previous is None:
        return None
    n = len(room.seats)
    wins = [0.0] * n
    played = ties = 0
    back, current = 0, room
    while back < SERIES_LIMIT:
        result = current.state.result() if current.state is not None else None
        if result is not None and len(current.seats) == n:
            played += 1
            winners = result.winners
            if len(winners) > 1:
                ties += 1
            for w in winners:
                # ``back`` games ago, the player now in seat s sat in seat s + back.
                wins[(w - back) % n] += 1 / len(winners)
        earlier = None if current.previous is None else rooms.find(current.previous)
        if earlier is None:
            break
        back, current = back + 1, earlier
    return {"played": played, "wins": [round(w, 3) for w in wins], "shared": ties}
