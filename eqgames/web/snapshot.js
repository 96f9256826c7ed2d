// The room as this seat sees it (docs/api.md): GET /api/games/CODE answers
// it, an action's answer and each live message carry it as `room` next to
// the new `events`. This module turns it into what the pages read and says
// whose turn it is in words.

/**
 * The room with two conveniences: `toAct` (nobody acts while seats are
 * free) and `over`.
 * Room: {code, game, title, status: "waiting"|"playing"|"over", version, seat,
 *        seats: [{seat, kind, name, joined}], to_act, deadline, now, view, result}
 */
export function snapshotOf(room) {
  const status = room.status || (room.result ? "over" : "playing");
  return {
    ...room,
    status,
    seats: Array.isArray(room.seats) ? room.seats : [],
    toAct: status === "playing" ? room.to_act || [] : [],
    result: room.result || null,
    over: status === "over" || Boolean(room.result),
  };
}

/** The room inside any answer: an action's {events, room}, a push {type, room, events}, or a room. */
export function roomOf(data) {
  return data && data.room ? data.room : data;
}

const LEVEL_NAMES = { easy: "Easy", casual: "Casual", medium: "Medium", hard: "Hard" };

/** What to call a seat: the player's name, else "Computer (Hard)" or "Player 2". */
export function seatLabel(snap, seat, mySeats = [], passAndPlay = false) {
  const info = snap && snap.seats.find((s) => s.seat === seat);
  const fallback = `Player ${seat + 1}`;
  if (!info) return fallback;
  if (info.kind.startsWith("bot:")) {
    const level = info.kind.slice(4);
    return `Computer (${LEVEL_NAMES[level] || level})`;
  }
  const name = info.name || fallback;
  return !passAndPlay && mySeats.includes(seat) ? `${name} (you)` : name;
}

/** The status line: whose turn it is, told to `me` (null for a spectator). */
export function statusText(snap, me, nameOf) {
  if (snap.over) {
    const winners = snap.result && snap.result.ranking && snap.result.ranking[0];
    if (!winners || !winners.length) return { text: "Game over.", mine: false };
    if (me !== null && winners.includes(me)) {
      return { text: winners.length > 1 ? "Game over: you share the win!" : "Game over: you win!", mine: true };
    }
    const verb = winners.length > 1 ? "win" : "wins";
    return { text: `Game over: ${winners.map(nameOf).join(" and ")} ${verb}.`, mine: false };
  }
  if (snap.status === "waiting") {
    const free = snap.seats.filter((s) => !s.joined).length;
    return { text: `Waiting for ${free} more player${free === 1 ? "" : "s"} to join…`, mine: false };
  }
  if (me !== null && snap.toAct.includes(me)) return { text: "Your turn.", mine: true };
  if (!snap.toAct.length) return { text: "", mine: false };
  return { text: `${snap.toAct.map(nameOf).join(", ")} to play…`, mine: false };
}
