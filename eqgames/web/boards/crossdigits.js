// The Crossdigits table (docs/rules/crossdigits.md has the view, the actions
// and the events).
//
// A play is built as a draft: rack tiles laid on empty squares, by dragging a
// tile onto the board, by picking a tile and then a square, or from the
// keyboard (arrows move on the board, a digit key lays a tile of that digit,
// Backspace takes it back). While the draft grows, the server's engine
// previews it (every line's reading and score, or why it is not a play), so
// the numbers on screen are the engine's and exact. Play sends the draft; a
// refusal shows the server's reason and the draft stays to be fixed.

import { h, fill } from "../dom.js";
import { createGrid, key, squareName } from "../crossdigits/grid.js";
import { previewPlay } from "../crossdigits/calls.js";
import { createWorkbench } from "../crossdigits/workbench.js";

// The board lists every player with their score and tiles.
export const showsPlayers = true;

export function createBoard(ctx) {
  let snap = null;
  let view = null;
  let version = null;
  let draft = new Map(); // "r,c" -> {id, digit}
  let selected = null; // rack tile id picked up, or null
  let swapping = null; // Set of rack tile ids to swap, while choosing
  let busy = false;
  let preview = null; // the engine's answer for the current draft
  let asked = 0;

  const scoreboard = h("div", { class: "cd-scores", "aria-label": "Scores" });
  const info = h("p", { class: "muted cd-info" });
  const last = h("div", { class: "cd-last", "aria-live": "polite" });
  const previewBox = h("div", { class: "cd-preview", "aria-live": "polite" });
  const hintBox = h("div", { class: "cd-hint" });
  const help = h("p", { class: "muted" });
  const rackEl = h("div", { class: "cd-rack", role: "group", "aria-label": "Your tiles" });
  const play = h("button", { class: "primary", "data-action": "play", onclick: submit }, "Play");
  const takeBack = h("button", { "data-action": "reset", onclick: () => { clearDraft(); render(); } }, "Take back");
  const swap = h("button", { "data-action": "swap", onclick: swapClicked }, "Swap");
  const cancelSwap = h("button", { "data-action": "cancel-swap", onclick: () => { swapping = null; render(); } }, "Cancel");
  const pass = h("button", { "data-action": "pass", onclick: () => send({ type: "pass" }) }, "Pass");
  const showMove = h("button", { "data-action": "hint", onclick: () => send({ type: "hint" }) }, "Show a move");
  const controls = h("div", { class: "row controls" }, play, takeBack, swap, cancelSwap, pass, showMove);
  const summary = h("div", { class: "cd-summary" });
  const gridHolder = h("div", { class: "cd-board-wrap" });
  let grid = null;

  const bench = createWorkbench({
    getBoard: () => view.board,
    getRack: () => (Array.isArray(view.rack) ? view.rack.map((t) => t.digit) : null),
    onPlace: layOut,
    onChange: () => render(),
  });

  // On a phone the squares are small: Zoom makes them bigger and lets the board scroll.
  const zoom = h("button", { type: "button", class: "cd-zoom", "data-action": "zoom", "aria-pressed": "false", onclick: toggleZoom }, "Zoom in");

  // Wide screens put the rack, Play and the preview beside the board (style.css), so a
  // move needs no scrolling; narrow ones stack them under it.
  const el = h(
    "section",
    { class: "board crossdigits-board stack" },
    summary,
    h(
      "div",
      { class: "cd-main" },
      h("div", { class: "cd-board-col" }, h("div", { class: "cd-board-tools" }, zoom), gridHolder),
      h(
        "div",
        { class: "cd-side stack" },
        h("div", { class: "panel cd-scores-panel" }, scoreboard, info, last),
        h("div", { class: "panel stack cd-hand" }, h("h2", {}, "Your tiles"), help, rackEl, controls, h("div", { "data-message-slot": "" }), hintBox),
        previewBox,
        bench.el,
      ),
    ),
  );

  function toggleZoom() {
    const on = !gridHolder.classList.contains("zoomed");
    gridHolder.classList.toggle("zoomed", on);
    zoom.setAttribute("aria-pressed", String(on));
    zoom.textContent = on ? "Zoom out" : "Zoom in";
    if (on && grid && view) {
      // Centre the zoomed board where the play is: the draft, the star, or the last play.
      const [r, c] = focusSquare();
      const cell = grid.cellAt(r, c);
      gridHolder.scrollLeft = cell.offsetLeft - gridHolder.clientWidth / 2 + cell.offsetWidth / 2;
      gridHolder.scrollTop = cell.offsetTop - gridHolder.clientHeight / 2 + cell.offsetHeight / 2;
    }
  }

  // Escape puts a picked-up tile back.
  el.addEventListener("keydown", (event) => {
    if (event.key === "Escape" && selected !== null) {
      selected = null;
      render();
    }
  });

  // -- what the player holds ---------------------------------------------------------

  const rack = () => (Array.isArray(view.rack) ? view.rack : []);
  const myTurn = () => ctx.seat !== null && snap.toAct.includes(ctx.seat) && Array.isArray(view.rack) && !snap.over;
  const usedIds = () => new Set([...draft.values()].map((t) => t.id));
  const boardDigit = (r, c) => (view.board[r][c] === "." ? null : Number(view.board[r][c]));

  function freeTile(digit) {
    const used = usedIds();
    return rack().find((t) => !used.has(t.id) && (digit === undefined || t.digit === digit)) || null;
  }

  function lay(r, c, tile) {
    if (!myTurn() || busy || !tile || boardDigit(r, c) !== null) return;
    for (const [k, t] of draft) if (t.id === tile.id) draft.delete(k);
    draft.set(key(r, c), { id: tile.id, digit: tile.digit });
    selected = null;
    draftChanged();
  }

  function lift(r, c) {
    if (!draft.has(key(r, c)) || busy) return;
    draft.delete(key(r, c));
    draftChanged();
  }

  function clearDraft() {
    draft = new Map();
    selected = null;
    preview = null;
    asked++;
  }

  /** Lay out tiles [[r, c, d], …] from the rack (a hint or the Workbench). */
  function layOut(tiles) {
    if (!myTurn()) return;
    clearDraft();
    for (const [r, c, d] of tiles) {
      const tile = freeTile(d);
      if (tile) draft.set(key(r, c), { id: tile.id, digit: tile.digit });
    }
    draftChanged();
  }

  function draftTiles() {
    return [...draft.entries()].map(([k, t]) => {
      const [r, c] = k.split(",").map(Number);
      return [r, c, t.digit];
    });
  }

  async function draftChanged() {
    ctx.say("");
    render();
    const mine = ++asked;
    if (!draft.size) {
      preview = null;
      render();
      return;
    }
    try {
      const got = await previewPlay(view.board, draftTiles());
      if (mine === asked) preview = got;
    } catch (err) {
      if (mine === asked) preview = { ok: false, reason: err.message };
    }
    if (mine === asked) render();
  }

  // -- the board's squares -------------------------------------------------------------

  function onSquare(r, c) {
    if (bench.picking()) {
      bench.toggleBase(r, c);
      return;
    }
    if (draft.has(key(r, c))) {
      lift(r, c);
      return;
    }
    if (selected !== null) {
      lay(r, c, rack().find((t) => t.id === selected));
      return;
    }
    if (myTurn() && boardDigit(r, c) === null) ctx.say("Pick one of your tiles first, then the square for it.");
  }

  function cellOf(r, c) {
    const classes = [];
    let digit = boardDigit(r, c);
    const k = key(r, c);
    if (digit !== null) {
      classes.push("tile");
      if (lastSquares.has(k)) classes.push("last");
    } else if (draft.has(k)) {
      digit = draft.get(k).digit;
      classes.push("tile", "draft");
      if (preview && !preview.ok) classes.push("refused");
    } else if (hintSquares.has(k)) {
      digit = hintSquares.get(k);
      classes.push("hinted");
    }
    if (previewSquares.has(k)) classes.push("in-line");
    if (bench.baseSquares().some(([br, bc]) => br === r && bc === c)) classes.push("base");
    const label = classes.includes("draft")
      ? "your tile this turn"
      : classes.includes("last")
        ? "from the last play"
        : classes.includes("hinted")
          ? "the move shown"
          : "";
    return { digit, classes, label };
  }

  let lastSquares = new Set();
  let previewSquares = new Set();
  let hintSquares = new Map();

  // -- sending -------------------------------------------------------------------------

  async function send(action) {
    if (busy || !myTurn()) return false;
    busy = true;
    render();
    const ok = await ctx.act(action);
    busy = false;
    render();
    return ok;
  }

  async function submit() {
    if (!draft.size) return;
    await send({ type: "place", tiles: draftTiles() });
  }

  function swapClicked() {
    if (!myTurn()) return;
    if (swapping === null) {
      clearDraft();
      swapping = new Set();
      render();
      return;
    }
    const digits = rack().filter((t) => swapping.has(t.id)).map((t) => t.digit);
    if (!digits.length) {
      ctx.say("Choose the tiles to swap, then press Swap again.");
      return;
    }
    swapping = null;
    send({ type: "swap", tiles: digits });
  }

  function pickTile(tile) {
    if (!myTurn() || busy) return;
    if (swapping !== null) {
      if (swapping.has(tile.id)) swapping.delete(tile.id);
      else swapping.add(tile.id);
      render();
      return;
    }
    selected = selected === tile.id ? null : tile.id;
    render();
    // Keyboard players go straight to the board to choose the square.
    if (selected !== null && grid) grid.focus(...focusSquare());
  }

  function focusSquare() {
    const free = (r, c) => r >= 0 && c >= 0 && r < 15 && c < 15 && boardDigit(r, c) === null && !draft.has(key(r, c));
    if (view.first_play && free(...view.star)) return view.star;
    // Next to the draft's last tile, else next to any tile on the board.
    for (const k of [...draft.keys()].reverse()) {
      const [r, c] = k.split(",").map(Number);
      for (const [dr, dc] of [[0, 1], [1, 0], [0, -1], [-1, 0]]) if (free(r + dr, c + dc)) return [r + dr, c + dc];
    }
    for (let r = 0; r < 15; r++) for (let c = 0; c < 15; c++) {
      if (boardDigit(r, c) === null) continue;
      for (const [dr, dc] of [[0, 1], [1, 0], [0, -1], [-1, 0]]) if (free(r + dr, c + dc)) return [r + dr, c + dc];
    }
    return view.star;
  }

  // -- drawing -------------------------------------------------------------------------

  function update(next) {
    snap = next;
    view = next.view;
    if (!grid) {
      grid = createGrid({
        premiums: view.premiums,
        star: view.star,
        onSquare,
        onDigit: (r, c, d) => {
          if (draft.has(key(r, c)) || boardDigit(r, c) !== null) return;
          const tile = freeTile(d);
          if (tile) lay(r, c, tile);
          else ctx.say(`You have no ${d} left to lay.`);
        },
        onClear: lift,
        onDrop: (r, c, data) => {
          const id = data !== "" ? Number(data) : selected;
          lay(r, c, rack().find((t) => t.id === id));
        },
      });
      fill(gridHolder, grid.el);
    }
    if (snap.version !== version) {
      version = snap.version;
      clearDraft();
      swapping = null;
      bench.reset();
    }
    render();
  }

  function render() {
    const mine = myTurn();
    const l = view.last;
    lastSquares = new Set(l && l.action === "place" ? l.tiles.map(([r, c]) => key(r, c)) : []);
    previewSquares = new Set(preview && preview.ok ? preview.lines.flatMap((line) => line.squares.map(([r, c]) => key(r, c))) : []);
    const shown = view.hints && view.hints.shown;
    hintSquares = new Map(shown && mine ? shown.tiles.map(([r, c, d]) => [key(r, c), d]) : []);
    grid.draw(cellOf);
    grid.el.classList.toggle("picking", bench.picking());
    renderScores();
    renderLast();
    renderPreview();
    renderRack(mine);
    renderControls(mine);
    renderHint(mine);
    renderSummary();
    bench.el.hidden = snap.over;
    bench.render();
  }

  function renderScores() {
    fill(
      scoreboard,
      view.scores.map((score, seat) =>
        h(
          "div",
          {
            class: `cd-player${snap.toAct.includes(seat) ? " to-act" : ""}${seat === ctx.seat ? " me" : ""}`,
            "data-seat": seat,
          },
          h("span", { class: "cd-name" }, ctx.nameOf(seat)),
          h("span", { class: "cd-score", "data-score": score }, String(score)),
          h("span", { class: "muted cd-tiles" }, `${view.racks[seat]} tile${view.racks[seat] === 1 ? "" : "s"}`),
        ),
      ),
    );
    const hintsUsed = view.hints && view.hints.used ? view.hints.used.reduce((a, b) => a + b, 0) : 0;
    const parts = [`Bag: ${view.bag} tile${view.bag === 1 ? "" : "s"}`];
    if (view.scoreless) parts.push(`scoreless turns in a row: ${view.scoreless} of 6`);
    if (hintsUsed) parts.push(`hints used: ${view.hints.used.map((n, s) => `${ctx.nameOf(s)} ${n}`).join(", ")}`);
    info.textContent = parts.join(" · ");
    info.dataset.bag = view.bag;
  }

  function renderLast() {
    const l = view.last;
    if (!l) {
      fill(last, h("p", {}, view.first_play ? "The first play covers the star (★) with at least 3 tiles." : ""));
      return;
    }
    const who = ctx.nameOf(l.seat);
    if (l.action === "place") {
      fill(
        last,
        h("p", {}, `${who} played for ${l.score} point${l.score === 1 ? "" : "s"}${l.bonus ? ` (with a ${l.bonus}-point bonus)` : ""}:`),
        h(
          "ul",
          { class: "cd-lines" },
          l.lines.map((line) => h("li", {}, h("span", { class: "cd-reading" }, line.reading), ` — ${line.score}`)),
        ),
      );
    } else if (l.action === "swap") {
      fill(last, h("p", {}, `${who} swapped ${l.count} tile${l.count === 1 ? "" : "s"}.`));
    } else {
      fill(last, h("p", {}, `${who} passed.`));
    }
  }

  function renderPreview() {
    if (!draft.size || !preview) {
      fill(previewBox);
      previewBox.hidden = !draft.size;
      if (draft.size) fill(previewBox, h("p", { class: "muted" }, "Working out the lines…"));
      return;
    }
    previewBox.hidden = false;
    if (!preview.ok) {
      fill(previewBox, h("p", { class: "cd-refusal" }, `Not a play yet: ${preview.reason}.`));
      return;
    }
    fill(
      previewBox,
      h("p", {}, h("strong", {}, `This play scores ${preview.score}`), preview.bonus ? ` (including +${preview.bonus} for 7 tiles)` : "", ":"),
      h(
        "ul",
        { class: "cd-lines" },
        preview.lines.map((line) =>
          h("li", {}, h("span", { class: "cd-reading" }, line.reading), ` — ${line.score} (${squareName(...line.squares[0])}–${squareName(...line.squares[line.squares.length - 1])})`),
        ),
      ),
    );
  }

  function renderRack(mine) {
    if (!Array.isArray(view.rack)) {
      fill(rackEl, h("p", { class: "muted" }, "You are watching this game."));
      help.textContent = "";
      return;
    }
    const used = usedIds();
    fill(
      rackEl,
      rack().length ? null : h("p", { class: "muted" }, "No tiles left."),
      rack().map((tile) => {
        const isUsed = used.has(tile.id);
        const marked = swapping !== null && swapping.has(tile.id);
        return h(
          "button",
          {
            class: `cd-tile${selected === tile.id ? " selected" : ""}${isUsed ? " used" : ""}${marked ? " marked" : ""}`,
            "data-tile": tile.id,
            "data-digit": tile.digit,
            "aria-pressed": selected === tile.id || marked ? "true" : "false",
            "aria-label": `tile ${tile.digit}${isUsed ? ", on the board" : ""}`,
            disabled: !mine || isUsed || busy,
            draggable: mine && !isUsed && swapping === null ? "true" : null,
            onclick: () => pickTile(tile),
            ondragstart: (event) => {
              selected = tile.id;
              event.dataTransfer.setData("text/plain", String(tile.id));
            },
          },
          String(tile.digit),
          h("span", { class: "cd-points", "aria-hidden": "true" }, String(tile.digit === 0 || tile.digit >= 7 ? 3 : tile.digit >= 4 ? 2 : 1)),
        );
      }),
    );
    help.textContent = helpText(mine);
  }

  function helpText(mine) {
    if (snap.over) return "";
    if (!mine) return "Wait for your turn.";
    if (swapping !== null) return "Choose the tiles to give back, then press Swap again.";
    if (selected !== null) return "Now choose a square on the board (or drag the tile there).";
    if (view.first_play) return "Lay at least 3 tiles in a line through the star: drag them, or pick a tile and then a square.";
    return "Drag tiles onto the board, or pick a tile and then a square; type a digit on a square to lay that tile.";
  }

  function renderControls(mine) {
    controls.hidden = !Array.isArray(view.rack) || snap.over;
    // Play only what the engine's preview says is a play ("Not a play yet" says why not).
    play.disabled = !mine || busy || !draft.size || !(preview && preview.ok);
    play.textContent = preview && preview.ok && draft.size ? `Play (${preview.score})` : "Play";
    takeBack.disabled = !mine || busy || !draft.size;
    swap.textContent = swapping === null ? "Swap" : `Swap ${swapping.size} tile${swapping.size === 1 ? "" : "s"}`;
    swap.disabled = !mine || busy || view.bag === 0;
    cancelSwap.hidden = swapping === null;
    pass.disabled = !mine || busy;
    const hints = view.hints || {};
    showMove.hidden = !hints.available;
    showMove.disabled = !mine || busy || Boolean(hints.shown);
    const percent = hints.used && ctx.seat !== null && hints.used[ctx.seat] >= 3 ? 100 : hints.percent;
    showMove.title = `Shows the best move; costs ${percent}% of its score.`;
  }

  function renderHint(mine) {
    const shown = view.hints && view.hints.shown;
    if (!shown || !mine) {
      fill(hintBox);
      return;
    }
    const where = shown.tiles.map(([r, c, d]) => `${d} on ${squareName(r, c)}`).join(", ");
    fill(
      hintBox,
      h(
        "div",
        { class: "notice cd-hint-shown" },
        h("p", {}, `Best move: ${where}, for ${shown.score} points (it cost you ${shown.cost}).`),
        h("button", { "data-action": "use-hint", onclick: () => layOut(shown.tiles) }, "Lay it out"),
      ),
    );
  }

  function renderSummary() {
    const result = view.result;
    if (!result) {
      fill(summary);
      return;
    }
    const leftovers = result.leftovers || [];
    const others = leftovers.reduce((a, b) => a + b, 0);
    const rows = result.scores.map((score, seat) => {
      const left = leftovers[seat] || 0;
      const tiles = result.racks && result.racks[seat] && result.racks[seat].length ? ` (tiles left: ${result.racks[seat].join(" ")})` : "";
      const notes = [];
      if (left) notes.push(`−${left} for tiles left`);
      if (result.went_out === seat && others) notes.push(`+${others} for going out`);
      return h("li", { "data-seat": seat }, `${ctx.nameOf(seat)}: ${score}${notes.length ? ` (${notes.join(", ")})` : ""}${tiles}`);
    });
    fill(
      summary,
      h(
        "section",
        { class: "panel cd-game-over" },
        h("h2", {}, "Final scores"),
        h("ul", {}, rows),
      ),
    );
  }

  return { el, update };
}

export function describeEvent(event, nameOf) {
  const who = event.seat !== undefined ? nameOf(event.seat) : "";
  // The engine's sentences name seats by number.
  const named = (text) => String(text || "").replace(/\bseat (\d+)/g, (_, n) => nameOf(Number(n)));
  switch (event.kind) {
    case "placed":
      return `${who} played ${event.lines.map((l) => l.reading).join(" and ")} for ${event.score}.`;
    case "swapped":
      return `${who} swapped ${event.count} tile${event.count === 1 ? "" : "s"}.`;
    case "passed":
      return `${who} passed.`;
    case "tiles":
      return `You drew ${event.tiles.map((t) => t.digit).join(" ")}.`;
    case "hinted":
      return `${who} asked to be shown a move (−${event.cost}).`;
    case "over":
      return `Game over: ${named(event.reason)}.`;
    default:
      return null;
  }
}

/** A score in the final ranking. */
export function scoreText(score) {
  return `${score} point${score === 1 ? "" : "s"}`;
}
