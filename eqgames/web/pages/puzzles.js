// Crossdigits puzzles (/puzzles/crossdigits): a partly built board, outlined
// empty squares and exactly the tiles that fill them. Lay the tiles (click a
// tile then a square, drag, or type a digit on a square), press Check: every
// false line turns red. Reveal places one correct tile and adds 30 seconds.
// The timer runs here; the server (the engine) makes, checks and reveals.
//
// The daily puzzle is the player's: the date sent is the browser's local
// date, and at local midnight the page offers the new day's puzzle.
// Addresses: ?daily=YYYY-MM-DD, or ?difficulty=hard&seed=7.
//
// A solved puzzle is remembered in this browser (crossdigits/records.js): a
// reload shows it solved with its time, the daily puzzles count a streak, and
// the result line can be copied to share.

import { h, fill } from "../dom.js";
import { navigate } from "../router.js";
import { createGrid, key, squareName } from "../crossdigits/grid.js";
import { checkPuzzle, dailyPuzzle, localDate, randomPuzzle, revealTile } from "../crossdigits/calls.js";
import { clockText, currentStreak, saveSolved, shareText, solvedRecord } from "../crossdigits/records.js";

const MAX_SEED = 999999999;

/** A puzzle number none of the last ones had: every "New puzzle" is a new puzzle. */
export function freshSeed(avoid = null) {
  const pick = () => (crypto.getRandomValues(new Uint32Array(1))[0] % (MAX_SEED + 1));
  let n = pick();
  while (String(n) === String(avoid)) n = pick();
  return n;
}

// The premium layout is drawn from the puzzle's board only; puzzles have no scores.
const PLAIN = Array.from({ length: 15 }, () => Array.from({ length: 15 }, () => ""));
const DIFFICULTIES = [["easy", "Easy (5 tiles)"], ["medium", "Medium (8 tiles)"], ["hard", "Hard (11 tiles)"]];

export function puzzlesPage(root, query) {
  let puzzle = null;
  let placed = new Map(); // "r,c" -> tile index in puzzle.tiles
  let selected = null; // tile index picked up
  let falseSquares = new Set();
  let revealed = new Set();
  let solved = false;
  let started = 0;
  let penalty = 0;
  let stoppedAt = null;
  let remembered = null; // seconds of a solve this browser remembers, shown as they were
  let timer = null;
  let midnight = null;
  let left = false;

  const title = h("h1", {}, "Crossdigits puzzles");
  const timerEl = h("span", { class: "pz-timer", role: "timer", "aria-label": "Time" }, "0:00");
  const about = h("p", { class: "muted pz-about" });
  const message = h("div", { class: "message", role: "alert", "aria-live": "assertive" });
  const gridHolder = h("div", { class: "cd-board-wrap" });
  const tray = h("div", { class: "pz-tray", role: "group", "aria-label": "Tiles to place" });
  const outcome = h("div", { class: "pz-outcome", "aria-live": "polite" });
  const check = h("button", { class: "primary", "data-action": "check", onclick: doCheck }, "Check");
  const reveal = h("button", { "data-action": "reveal", onclick: doReveal }, "Reveal a tile (+30 s)");
  const clear = h("button", { "data-action": "clear", onclick: () => { placed = new Map(); changed(); } }, "Clear");

  const difficulty = h("select", { name: "difficulty", "aria-label": "Difficulty" }, DIFFICULTIES.map(([v, t]) => h("option", { value: v }, t)));
  const seed = h("input", { type: "number", name: "seed", min: "0", max: String(MAX_SEED), class: "number-input", placeholder: "any", "aria-label": "Puzzle number" });
  // "New puzzle" always deals a new one (a fresh random number); a typed number opens that puzzle.
  const newPuzzle = h(
    "button",
    {
      type: "button",
      class: "primary",
      "data-action": "random",
      onclick: () => navigate(`/puzzles/crossdigits?difficulty=${difficulty.value}&seed=${freshSeed(query.get("seed"))}`),
    },
    "New puzzle",
  );
  const chooser = h(
    "form",
    {
      class: "row",
      onsubmit: (event) => {
        event.preventDefault();
        if (seed.value === "") {
          say("Type a puzzle number to open, or press New puzzle.", true);
          return;
        }
        navigate(`/puzzles/crossdigits?difficulty=${difficulty.value}&seed=${Number(seed.value)}`);
      },
    },
    h("a", { class: "button", href: `/puzzles/crossdigits?daily=${localDate()}`, "data-link": true, "data-daily": "" }, "Today's puzzle"),
    h("label", {}, "Level ", difficulty),
    newPuzzle,
    h("label", {}, "or No. ", seed),
    h("button", { type: "submit", "data-action": "open" }, "Open"),
  );

  root.replaceChildren(
    h("div", { class: "pz-head" }, title, timerEl),
    h("section", { class: "panel stack" }, chooser, about),
    message,
    h("div", { class: "crossdigits-puzzle stack" }, gridHolder, h("section", { class: "panel stack" }, h("h2", {}, "Your tiles"), tray, h("div", { class: "row controls" }, check, reveal, clear), outcome)),
    h("p", {}, h("a", { href: "/static/rules/crossdigits.html" }, "How to play Crossdigits"), " · ", h("a", { href: "/", "data-link": true }, "All games")),
  );

  function say(text, isError = false) {
    message.textContent = text;
    message.classList.toggle("error", Boolean(text) && isError);
  }

  // -- loading -------------------------------------------------------------------------

  async function load() {
    const daily = query.get("daily");
    const diff = query.get("difficulty");
    const n = query.get("seed");
    let request;
    if (diff && n !== null) {
      difficulty.value = diff;
      request = randomPuzzle(diff, n);
    } else {
      // Without a date, today where the player is (and the address says which day it is).
      const date = daily || localDate();
      if (!daily) history.replaceState(null, "", `/puzzles/crossdigits?daily=${date}`);
      request = dailyPuzzle(date);
      if (date === localDate()) watchMidnight();
    }
    about.textContent = "Making the puzzle…";
    try {
      puzzle = await request;
    } catch (err) {
      about.textContent = "";
      say(err.message, true);
      return;
    }
    if (left) return;
    start();
  }

  function start() {
    const name = puzzle.id.startsWith("daily-") ? `The daily puzzle of ${puzzle.id.slice(6)}` : `Puzzle ${puzzle.id}`;
    about.textContent = `${name} (${puzzle.difficulty}): fill the ${puzzle.holes.length} outlined squares so every line is a true equation.`;
    about.dataset.puzzle = puzzle.id;
    const grid = createGrid({
      premiums: PLAIN,
      star: [7, 7],
      label: "The puzzle",
      onSquare,
      onDigit: (r, c, d) => {
        if (!isHole(r, c) || solved) return;
        const index = freeTiles().find((i) => puzzle.tiles[i] === d);
        if (index === undefined) say(`No ${d} left to place.`);
        else put(r, c, index);
      },
      onClear: (r, c) => {
        if (placed.has(key(r, c)) && !solved) {
          placed.delete(key(r, c));
          changed();
        }
      },
      onDrop: (r, c, data) => {
        const index = data !== "" ? Number(data) : selected;
        if (isHole(r, c) && index !== null && !solved) put(r, c, index);
      },
    });
    puzzle.grid = grid;
    fill(gridHolder, grid.el);
    started = Date.now();
    clearInterval(timer);
    timer = setInterval(tick, 250);
    const record = solvedRecord(puzzle.id);
    if (record) restore(record);
    render();
  }

  // A puzzle solved before in this browser: shown solved, with the time it took then.
  function restore(record) {
    const pool = puzzle.tiles.map((d, i) => ({ d, i }));
    placed = new Map();
    for (const [r, c, d] of record.tiles || []) {
      const at = pool.findIndex((t) => t.d === d);
      if (at < 0 || !isHole(r, c)) continue;
      placed.set(key(r, c), pool[at].i);
      pool.splice(at, 1);
    }
    revealed = new Set((record.revealed || []).map(([r, c]) => key(r, c)));
    solved = true;
    remembered = record.seconds;
    showSolved(record, `You solved this puzzle in ${clockText(record.seconds)}`);
  }

  function showSolved(record, words) {
    const today = localDate();
    const days = currentStreak(today);
    const line = shareText(puzzle, record, days);
    const copied = h("span", { class: "muted", "aria-live": "polite" });
    const lineBox = h("input", { type: "text", readonly: true, value: line, class: "pz-share-line", "aria-label": "Your result, to share" });
    const copy = h(
      "button",
      {
        "data-action": "share",
        onclick: async () => {
          try {
            await navigator.clipboard.writeText(line);
          } catch {
            lineBox.select();
            document.execCommand("copy");
          }
          copied.textContent = "Copied.";
        },
      },
      "Copy result",
    );
    const isDaily = puzzle.id.startsWith("daily-");
    fill(
      outcome,
      h("p", { class: "pz-solved" }, `${words}${record.reveals ? ` (including ${record.penalty || 0} s for reveals)` : ""}!`),
      isDaily ? h("p", { class: "pz-streak", "data-streak": days }, `Daily streak: ${days} day${days === 1 ? "" : "s"} in a row.`) : null,
      h("div", { class: "row pz-share" }, lineBox, copy, copied),
    );
  }

  // At the player's midnight the daily puzzle changes: offer the new one (the
  // one in progress stays until the player moves on).
  function watchMidnight() {
    const now = new Date();
    const next = new Date(now.getFullYear(), now.getMonth(), now.getDate() + 1);
    clearTimeout(midnight);
    midnight = setTimeout(() => {
      if (left) return;
      const date = localDate();
      fill(
        message,
        h("span", {}, "It is a new day. "),
        h("a", { href: `/puzzles/crossdigits?daily=${date}`, "data-link": true }, `Today's puzzle (${date})`),
      );
    }, next - now + 1000);
  }

  // -- laying tiles --------------------------------------------------------------------

  const isHole = (r, c) => puzzle.holes.some(([hr, hc]) => hr === r && hc === c);

  function freeTiles() {
    const used = new Set(placed.values());
    return puzzle.tiles.map((_, i) => i).filter((i) => !used.has(i));
  }

  function put(r, c, index) {
    for (const [k, i] of placed) if (i === index) placed.delete(k);
    placed.set(key(r, c), index);
    selected = null;
    changed();
  }

  function onSquare(r, c) {
    if (!puzzle || solved || !isHole(r, c)) return;
    if (placed.has(key(r, c)) && selected === null) {
      placed.delete(key(r, c));
      changed();
    } else if (selected !== null) {
      put(r, c, selected);
    } else {
      say("Pick a tile first, then an outlined square.");
    }
  }

  function tilesJson() {
    return [...placed.entries()].map(([k, i]) => [...k.split(",").map(Number), puzzle.tiles[i]]);
  }

  // Any change makes the last Check out of date.
  function changed() {
    falseSquares = new Set();
    fill(outcome);
    say("");
    render();
  }

  // -- Check and Reveal ------------------------------------------------------------------

  async function doCheck() {
    if (!puzzle || solved) return;
    try {
      const got = await checkPuzzle(puzzle.id, tilesJson());
      falseSquares = new Set(got.false_lines.flatMap((line) => line.map(([r, c]) => key(r, c))));
      if (got.solved) {
        solved = true;
        stoppedAt = Date.now();
        const record = saveSolved(puzzle.id, {
          seconds: elapsed(),
          penalty,
          reveals: revealed.size,
          holes: puzzle.holes.length,
          tiles: tilesJson(),
          revealed: [...revealed].map((k) => k.split(",").map(Number)),
        });
        showSolved({ ...record, seconds: elapsed(), penalty, reveals: revealed.size }, `Solved in ${clockText(elapsed())}`);
      } else {
        const missing = puzzle.holes.length - got.filled;
        fill(
          outcome,
          h("p", {}, got.false_lines.length
            ? `${got.false_lines.length} line${got.false_lines.length === 1 ? " is" : "s are"} not true yet (in red).`
            : `Every line so far is true.${missing ? ` ${missing} square${missing === 1 ? "" : "s"} to fill.` : ""}`),
          got.reasons.length ? h("ul", { class: "pz-reasons" }, got.reasons.map((r) => h("li", {}, r))) : null,
        );
      }
    } catch (err) {
      say(err.message, true);
    }
    render();
  }

  async function doReveal() {
    if (!puzzle || solved) return;
    try {
      const got = await revealTile(puzzle.id, tilesJson());
      // Tiles of equal digits are interchangeable: give each revealed digit a free tile index.
      const next = new Map();
      const pool = puzzle.tiles.map((d, i) => ({ d, i }));
      for (const [r, c, d] of got.tiles) {
        const at = pool.findIndex((t) => t.d === d);
        next.set(key(r, c), pool[at].i);
        pool.splice(at, 1);
      }
      placed = next;
      revealed.add(key(got.square[0], got.square[1]));
      penalty += got.penalty;
      changed();
      say(`Revealed ${squareName(got.square[0], got.square[1])}: +${got.penalty} seconds.`);
    } catch (err) {
      say(err.message, true);
    }
  }

  // -- drawing ---------------------------------------------------------------------------

  function elapsed() {
    if (remembered !== null) return remembered;
    return Math.floor(((stoppedAt || Date.now()) - started) / 1000) + penalty;
  }

  function tick() {
    if (left) return;
    timerEl.textContent = clockText(elapsed());
    timerEl.dataset.seconds = elapsed();
  }

  function render() {
    if (!puzzle) return;
    puzzle.grid.draw((r, c) => {
      const k = key(r, c);
      const given = puzzle.board[r][c];
      if (given !== ".") return { digit: Number(given), classes: ["tile", ...(falseSquares.has(k) ? ["false"] : [])] };
      if (!isHole(r, c)) return { digit: null, classes: [] };
      const classes = ["hole"];
      let digit = null;
      if (placed.has(k)) {
        digit = puzzle.tiles[placed.get(k)];
        classes.push("tile");
        if (revealed.has(k)) classes.push("revealed");
      }
      if (falseSquares.has(k)) classes.push("false");
      return { digit, classes, label: "outlined" };
    });
    const free = new Set(freeTiles());
    fill(
      tray,
      free.size ? null : h("p", { class: "muted" }, "Every tile is on the board: press Check."),
      puzzle.tiles.map((d, i) =>
        free.has(i)
          ? h(
              "button",
              {
                class: `cd-tile${selected === i ? " selected" : ""}`,
                "data-index": i,
                "data-digit": d,
                "aria-pressed": selected === i ? "true" : "false",
                "aria-label": `tile ${d}`,
                draggable: solved ? null : "true",
                disabled: solved,
                onclick: () => {
                  selected = selected === i ? null : i;
                  render();
                  if (selected !== null) {
                    const [r, c] = puzzle.holes.find(([hr, hc]) => !placed.has(key(hr, hc))) || puzzle.holes[0];
                    puzzle.grid.focus(r, c);
                  }
                },
                ondragstart: (event) => {
                  selected = i;
                  event.dataTransfer.setData("text/plain", String(i));
                },
              },
              String(d),
            )
          : null,
      ),
    );
    check.disabled = solved;
    reveal.disabled = solved;
    clear.disabled = solved || !placed.size;
    tick();
  }

  load();
  return {
    leave() {
      left = true;
      clearInterval(timer);
      clearTimeout(midnight);
    },
  };
}
