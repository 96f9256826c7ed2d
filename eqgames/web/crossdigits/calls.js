// The Crossdigits tools on the server (docs/api.md, "Tools"):
// puzzles, the preview of a play and the Workbench. Each is a pure question
// to the engine; nothing here changes a game.

import { ApiError } from "../api.js";

async function call(method, path, body) {
  let res;
  try {
    res = await fetch(path, {
      method,
      headers: body === undefined ? { Accept: "application/json" } : { Accept: "application/json", "Content-Type": "application/json" },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  } catch {
    throw new ApiError(0, "The server cannot be reached. Check your connection and try again.", null);
  }
  let data = null;
  try {
    data = await res.json();
  } catch {
    data = null;
  }
  if (!res.ok) {
    const detail = data && typeof data.detail === "string" ? data.detail : `The server said ${res.status}.`;
    throw new ApiError(res.status, detail, data);
  }
  return data;
}

/** Ask one of the game's tools (docs/api.md, "Tools"): POST /api/tools/crossdigits/NAME. */
const tool = (name, params) => call("POST", `/api/tools/crossdigits/${name}`, params);

/** The daily puzzle of `date` ("YYYY-MM-DD", the player's local date). */
export const dailyPuzzle = (date) => tool("puzzle", { daily: date });

/** A random puzzle. */
export const randomPuzzle = (difficulty, seed) => tool("puzzle", { difficulty, seed: Number(seed) });

/** {false_lines, reasons, filled, solved} for tiles [[r, c, d], …] on a puzzle. */
export const checkPuzzle = (id, tiles) => tool("puzzle-check", { id, tiles });

/** {tiles, square, penalty}: the placement with one more correct tile. */
export const revealTile = (id, tiles) => tool("puzzle-reveal", { id, tiles });

/** {ok, lines, bonus, score} or {ok: false, reason} for tiles laid on a board. */
export const previewPlay = (board, tiles) => tool("preview", { board, tiles });

/** The Workbench's answer for a base and the taps so far. */
export const workbench = (body) => tool("workbench", body);

/** Today's date where the player is (the daily puzzle turns at local midnight). */
export function localDate(now = new Date()) {
  const pad = (n) => String(n).padStart(2, "0");
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}
