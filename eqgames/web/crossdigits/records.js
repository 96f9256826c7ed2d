// The puzzles this browser has solved, kept in localStorage: the time, the
// reveals and the tiles of each, so a reload shows a solved puzzle solved; the
// daily streak; and the result line a player can share, in the manner of the
// daily word puzzles (no answers in it, only how it went).

const KEY = "eqgames.puzzles";
const DAY_MS = 24 * 60 * 60 * 1000;

function readAll() {
  try {
    const data = JSON.parse(localStorage.getItem(KEY) || "{}");
    return data && typeof data === "object" && !Array.isArray(data) ? data : {};
  } catch {
    return {};
  }
}

/** The record of puzzle `id`: {seconds, reveals, holes, tiles: [[r, c, d], …], revealed: [[r, c], …], at}, or null. */
export function solvedRecord(id) {
  return readAll()[id] || null;
}

/** Remember that puzzle `id` was solved (a later, slower solve keeps the first record). */
export function saveSolved(id, record) {
  const all = readAll();
  if (!all[id]) all[id] = { ...record, at: Date.now() };
  localStorage.setItem(KEY, JSON.stringify(all));
  return all[id];
}

/** "YYYY-MM-DD" -> the day before. */
function dayBefore(date) {
  const [y, m, d] = date.split("-").map(Number);
  const t = new Date(Date.UTC(y, m - 1, d) - DAY_MS);
  return t.toISOString().slice(0, 10);
}

/**
 * Days in a row with the daily puzzle solved, counting back from `today`
 * (or from yesterday while today's is not solved yet: a streak lasts the day).
 * `ids` are the solved puzzles' ids ("daily-2026-12-01", "hard-7", …).
 *
 *   streak(["daily-2026-11-30", "daily-2026-12-01"], "2026-12-01") -> 2
 *   streak(["daily-2026-11-30"], "2026-12-01") -> 1
 *   streak(["daily-2026-11-29"], "2026-12-01") -> 0
 */
export function streak(ids, today) {
  const days = new Set(ids.filter((id) => id.startsWith("daily-")).map((id) => id.slice(6)));
  let day = days.has(today) ? today : dayBefore(today);
  let n = 0;
  while (days.has(day)) {
    n += 1;
    day = dayBefore(day);
  }
  return n;
}

/** The streak from this browser's records. */
export function currentStreak(today) {
  return streak(Object.keys(readAll()), today);
}

/** 83 -> "1:23". */
export function clockText(seconds) {
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, "0")}`;
}

/**
 * The line to share: which puzzle, the time, a square per tile (green placed,
 * yellow revealed) and the streak. No digit of the answer is in it.
 *
 *   shareText({id: "daily-2026-12-01", difficulty: "medium"}, {seconds: 83, holes: 3, reveals: 1}, 4)
 *   -> "Crossdigits 2026-12-01 (medium) 1:23 🟩🟩🟨 · 1 reveal · streak 4"
 */
export function shareText(puzzle, record, days = 0) {
  const name = puzzle.id.startsWith("daily-") ? puzzle.id.slice(6) : `No. ${puzzle.id.split("-").pop()}`;
  const reveals = record.reveals || 0;
  const squares = "🟩".repeat(Math.max(0, record.holes - reveals)) + "🟨".repeat(reveals);
  const parts = [`Crossdigits ${name} (${puzzle.difficulty}) ${clockText(record.seconds)} ${squares}`];
  parts.push(reveals ? `${reveals} reveal${reveals === 1 ? "" : "s"}` : "no reveals");
  if (days > 0) parts.push(`streak ${days}`);
  return parts.join(" · ");
}
