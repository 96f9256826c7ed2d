// What this browser remembers: the seats it holds (a token is the only proof
// of a seat, so losing it loses the seat) and the player's name. Kept in
// localStorage, so it survives reloads and is private to this browser.

const GAMES_KEY = "eqgames.games";
const NAME_KEY = "eqgames.name";

function readAll() {
  try {
    const data = JSON.parse(localStorage.getItem(GAMES_KEY) || "{}");
    return data && typeof data === "object" && !Array.isArray(data) ? data : {};
  } catch {
    return {};
  }
}

function writeAll(data) {
  localStorage.setItem(GAMES_KEY, JSON.stringify(data));
}

/**
 * A game this browser has seats in:
 * { code, game, mode: "bot"|"pass"|"online", seats: [{seat, token}], created }.
 * Pass and play holds every human seat on one screen; otherwise there is one.
 */
export function getGame(code) {
  return readAll()[code] || null;
}

export function listGames() {
  return Object.values(readAll()).sort((a, b) => (b.created || 0) - (a.created || 0));
}

/** Remember a seat (adding it to the game's seats if the game is known). */
export function saveSeat(code, { game, mode, seat, token }) {
  const all = readAll();
  const entry = all[code] || { code, game, mode, seats: [], created: Date.now() };
  entry.seats = entry.seats.filter((s) => s.seat !== seat);
  entry.seats.push({ seat, token });
  entry.seats.sort((a, b) => a.seat - b.seat);
  all[code] = entry;
  writeAll(all);
  return entry;
}

export function forgetGame(code) {
  const all = readAll();
  delete all[code];
  writeAll(all);
}

export function getName() {
  return localStorage.getItem(NAME_KEY) || "";
}

export function setName(name) {
  localStorage.setItem(NAME_KEY, name);
}
