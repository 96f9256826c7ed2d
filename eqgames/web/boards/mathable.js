// The Mathable table (docs/rules/mathable.md has the view, the actions and
// the events).
//
// A turn is played as the rulebook plays it, one tile at a time: pick a tile
// from the rack and then a square (or drag the tile there, or pick it and
// move on the board with the arrow keys, Enter to place; typing a number on a
// square picks the tile of that number). While a tile is in hand, the square
// under the pointer or the focus shows what the tile would do there: the
// equations it completes and its points, or why it does not fit — worked out
// in the page from the view by mathable/placement.js, the engine's rule line
// for line. Each placement goes to the server at once; a refusal shows the
// engine's reason by the rack. Then: another tile, the bonus draw after a
// sign square, End turn, or (before placing) Exchange and Pass.

import { h, fill } from "../dom.js";
import { createGrid, key } from "../crossdigits/grid.js";
import { SIZE, parseSquare, preview, squareName } from "../mathable/placement.js";

// The board lists every player with their score and tiles.
export const showsPlayers = true;

// The layout's words as the grid takes them: a class-safe key for each kind of square,
// what the square shows and how a screen reader names it.
const KEYS = { "+": "add", "−": "sub", "×": "mul", "÷": "div", "2x": "x2", "3x": "x3", centre: "centre" };
const SHOWN = { add: "+", sub: "−", mul: "×", div: "÷", x2: "2×", x3: "3×", centre: "" };
const WORDS = {
  add: "+ square (only addition counts)",
  sub: "− square (only subtraction counts)",
  mul: "× square (only multiplication counts)",
  div: "÷ square (only division counts)",
  x2: "double points",
  x3: "triple points",
  centre: "centre",
};

const plural = (n, word) => `${n} ${word}${n === 1 ? "" : "s"}`;

export function createBoard(ctx) {
  let snap = null;
  let view = null;
  let version = null;
  let selected = null; // rack tile id in hand, or null
  let exchanging = null; // Set of tile ids chosen to exchange, while choosing
  let aim = null; // [r, c]: the square under the pointer or the focus
  let typed = ""; // digits typed on a square, picking the tile of that number
  let busy = false;
  let touched = false; // the last press on the board was a finger's
  let tapped = null; // [r, c]: the square a finger tapped once (the next tap there places)

  const scoreboard = h("div", { class: "cd-scores", "aria-label": "Scores" });
  const info = h("p", { class: "muted cd-info mt-info" });
  const last = h("div", { class: "cd-last mt-last", "aria-live": "polite" });
  const turnBox = h("div", { class: "mt-this-turn", "aria-live": "polite" });
  const pendingBox = h("div", { class: "mt-pending" });
  const bonusBox = h("div", { class: "mt-bonus", hidden: true });
  const previewBox = h("div", { class: "mt-preview", "aria-live": "polite" });
  const hintBox = h("div", { class: "mt-hint" });
  const help = h("p", { class: "muted" });
  const rackEl = h("div", { class: "cd-rack mt-rack", role: "group", "aria-label": "Your tiles" });
  const stop = h("button", { class: "primary", "data-action": "stop", onclick: () => send({ type: "stop" }) }, "End turn");
  const exchange = h("button", { "data-action": "exchange", onclick: exchangeClicked }, "Exchange");
  const cancelExchange = h("button", { "data-action": "cancel-exchange", onclick: () => { exchanging = null; render(); } }, "Cancel");
  const pass = h("button", { "data-action": "pass", onclick: () => send({ type: "pass" }) }, "Pass");
  const controls = h("div", { class: "row controls" }, stop, exchange, cancelExchange, pass);
  const showPlacement = h("button", { "data-action": "hint-placement", onclick: () => send({ type: "hint", kind: "placement" }) }, "Show a placement");
  const showTurn = h("button", { "data-action": "hint-turn", onclick: () => send({ type: "hint", kind: "turn" }) }, "Show the best turn");
  const hintControls = h("div", { class: "row controls mt-hint-buttons" }, showPlacement, showTurn);
  const draw = h("button", { class: "primary", "data-action": "draw", onclick: () => send({ type: "draw" }) }, "Draw a bonus tile");
  const summary = h("div", { class: "cd-summary" });
  const gridHolder = h("div", { class: "cd-board-wrap" });
  const legend = h(
    "p",
    { class: "mt-legend" },
    h("span", {}, h("span", { class: "mt-swatch sign", "aria-hidden": "true" }, "+"), "sign square: only that operation"),
    h("span", {}, h("span", { class: "mt-swatch x2", "aria-hidden": "true" }, "2×"), h("span", { class: "mt-swatch x3", "aria-hidden": "true" }, "3×"), "points doubled or tripled"),
    h("span", {}, h("span", { class: "mt-swatch last", "aria-hidden": "true" }), "the others' last turns"),
  );
  let grid = null;

  // Wide screens put the scores, the rack and the buttons beside the board (style.css),
  // so a turn needs no scrolling; narrow ones stack them under it.
  const el = h(
    "section",
    { class: "board mathable-board stack" },
    summary,
    h(
      "div",
      { class: "cd-main" },
      h("div", { class: "cd-board-col" }, gridHolder, legend),
      h(
        "div",
        { class: "cd-side stack" },
        h("div", { class: "panel cd-scores-panel" }, scoreboard, info, last),
        pendingBox,
        h(
          "div",
          { class: "panel stack cd-hand" },
          h("h2", {}, "Your tiles"),
          help,
          rackEl,
          previewBox,
          bonusBox,
          controls,
          h("div", { "data-message-slot": "" }),
          hintControls,
          hintBox,
        ),
        turnBox,
      ),
    ),
  );
  fill(bonusBox, h("p", {}, "You placed a tile on a sign square: you may draw one more tile now."), draw);

  // Escape puts the tile in hand back.
  el.addEventListener("keydown", (event) => {
    if (event.key === "Escape" && selected !== null) {
      selected = null;
      typed = "";
      render();
    }
  });

  // -- what the player holds -----------------------------------------------------------

  const rack = () => (Array.isArray(view.rack) ? view.rack : []);
  const can = (type) => Array.isArray(view.can) && view.can.includes(type);
  const myTurn = () => ctx.seat !== null && snap.toAct.includes(ctx.seat) && Array.isArray(view.rack) && !snap.over;
  const placing = () => myTurn() && can("place") && !busy;
  const tileById = (id) => rack().find((t) => t.id === id) || null;
  const valueAt = (r, c) => view.board[r][c];

  async function place(r, c, tile) {
    if (!tile || !placing()) return;
    selected = tile.id;
    typed = "";
    const ok = await send({ type: "place", tile: tile.id, square: squareName(r, c) });
    if (ok) selected = null;
    render();
  }

  // -- the board's squares -------------------------------------------------------------

  function onSquare(r, c) {
    // A finger has no hover: its first tap on a square shows the preview, the second places.
    const tappedHere = tapped !== null && tapped[0] === r && tapped[1] === c;
    aim = [r, c];
    tapped = touched ? [r, c] : null;
    if (selected !== null && tileById(selected) && touched && !tappedHere) {
      ctx.say("");
      render();
      return;
    }
    tapped = null;
    if (selected !== null && tileById(selected)) {
      place(r, c, tileById(selected));
      return;
    }
    if (placing() && valueAt(r, c) === null) ctx.say("Pick one of your tiles first, then the square for it.");
  }

  function onPoint(r, c) {
    if (aim && aim[0] === r && aim[1] === c) return;
    aim = [r, c];
    if (typed) typed = "";
    render();
  }

  // A number typed on a square picks the tile of that number (12: "1" then "2"); Enter places it.
  function onDigit(r, c, digit) {
    if (!placing()) return;
    aim = [r, c];
    const values = rack().map((t) => String(t.value));
    let next = typed + String(digit);
    if (!values.some((v) => v.startsWith(next))) next = String(digit);
    typed = values.some((v) => v.startsWith(next)) ? next : "";
    const tile = rack().find((t) => String(t.value) === typed);
    selected = tile ? tile.id : null;
    if (!typed) ctx.say(`You have no tile ${digit}.`);
    else ctx.say("");
    render();
  }

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

  function exchangeClicked() {
    if (!myTurn()) return;
    if (exchanging === null) {
      selected = null;
      exchanging = new Set();
      render();
      return;
    }
    const ids = rack().filter((t) => exchanging.has(t.id)).map((t) => t.id);
    if (!ids.length) {
      ctx.say("Choose the tiles to exchange, then press Exchange again.");
      return;
    }
    exchanging = null;
    send({ type: "exchange", tiles: ids });
  }

  function pickTile(tile) {
    if (!myTurn() || busy) return;
    if (exchanging !== null) {
      if (exchanging.has(tile.id)) exchanging.delete(tile.id);
      else exchanging.add(tile.id);
      render();
      return;
    }
    if (!can("place")) return;
    selected = selected === tile.id ? null : tile.id;
    typed = "";
    ctx.say("");
    render();
    // Keyboard players go straight to the board to choose the square.
    if (selected !== null && grid) grid.focus(...(aim || focusSquare()));
  }

  // Where the keyboard lands on the board: beside this turn's last tile, else the centre.
  function focusSquare() {
    const placed = view.this_turn && view.this_turn.placements ? view.this_turn.placements : [];
    const lastSquare = placed.length ? parseSquare(placed[placed.length - 1].square) : null;
    const [r0, c0] = lastSquare || [6, 8];
    for (const [dr, dc] of [[0, 1], [1, 0], [0, -1], [-1, 0]]) {
      const r = r0 + dr;
      const c = c0 + dc;
      if (r >= 0 && c >= 0 && r < SIZE && c < SIZE && valueAt(r, c) === null) return [r, c];
    }
    return [r0, c0];
  }

  // -- what each square shows ------------------------------------------------------------

  let placedBy = new Map(); // "r,c" -> {seat, turn}
  let lastSquares = new Map(); // "r,c" -> seat, the other players' last turns
  let nowSquares = new Set(); // this turn's placements
  let hintSquares = new Map(); // "r,c" -> value
  let pairSquares = new Set();
  let aimInfo = null; // the preview at `aim`, or null

  function cellOf(r, c) {
    const k = key(r, c);
    const classes = [];
    let digit = valueAt(r, c);
    let label = "";
    if (digit !== null) {
      classes.push("tile");
      const by = placedBy.get(k);
      if (nowSquares.has(k)) {
        classes.push("mine-now");
        label = "placed this turn";
      } else if (lastSquares.has(k)) {
        classes.push("last");
        label = `from ${ctx.nameOf(lastSquares.get(k))}'s last turn`;
      } else if (by) {
        label = `placed by ${ctx.nameOf(by.seat)}`;
      } else if (view.layout[r][c] === "centre") {
        label = "printed centre tile";
      }
      if (view.pending && view.pending.square === squareName(r, c)) classes.push("pending");
    } else if (hintSquares.has(k)) {
      digit = hintSquares.get(k);
      classes.push("hinted");
      label = "the hint";
    }
    if (pairSquares.has(k)) classes.push("pair");
    if (aim && aimInfo && aim[0] === r && aim[1] === c) classes.push("aim", ...(aimInfo.ok ? [] : ["no-fit"]));
    return { digit, classes, label };
  }

  // -- drawing -------------------------------------------------------------------------

  function update(next) {
    snap = next;
    view = next.view;
    if (!grid) {
      grid = createGrid({
        premiums: view.layout.map((row) => row.map((kind) => KEYS[kind] || "")),
        star: null,
        start: [6, 8],
        size: SIZE,
        shown: SHOWN,
        words: WORDS,
        label: "The Mathable board",
        onSquare,
        onPoint,
        onDigit,
        onDrop: (r, c, data) => {
          const id = data !== "" ? Number(data) : selected;
          aim = [r, c];
          place(r, c, tileById(id));
        },
      });
      grid.el.addEventListener("pointerdown", (event) => {
        touched = event.pointerType === "touch";
      });
      grid.el.addEventListener("keydown", () => {
        touched = false;
      });
      fill(gridHolder, grid.el);
    }
    if (snap.version !== version) {
      version = snap.version;
      if (selected !== null && !tileById(selected)) selected = null;
      if (!myTurn()) {
        selected = null;
        exchanging = null;
      }
      if (exchanging !== null && !can("exchange")) exchanging = null;
      typed = "";
      tapped = null;
    }
    render();
  }

  function render() {
    const mine = myTurn();
    placedBy = new Map((view.tiles || []).map((t) => [key(...parseSquare(t.square)), t]));
    lastSquares = new Map();
    (view.last_turns || []).forEach((turn, seat) => {
      if (!turn || seat === ctx.seat || !turn.squares) return;
      if (view.this_turn && view.this_turn.seat === seat && view.this_turn.placements && view.this_turn.placements.length) return;
      for (const sq of turn.squares) {
        const rc = parseSquare(sq);
        if (rc) lastSquares.set(key(...rc), seat);
      }
    });
    const placedNow = view.this_turn && view.this_turn.placements ? view.this_turn.placements : [];
    nowSquares = new Set(placedNow.map((p) => key(...parseSquare(p.square))));
    const shown = view.hint && mine ? view.hint : null;
    hintSquares = new Map();
    if (shown) {
      for (const p of shown.placements) {
        const rc = parseSquare(p.square);
        if (rc && valueAt(...rc) === null) hintSquares.set(key(...rc), p.value);
      }
    }
    const tile = selected !== null ? tileById(selected) : null;
    aimInfo = tile && aim && mine ? preview(view.board, view.layout, aim[0], aim[1], tile.value) : null;
    pairSquares = new Set(aimInfo && aimInfo.ok ? aimInfo.equations.flatMap((e) => e.squares.map((sq) => key(...sq))) : []);
    grid.draw(cellOf);
    renderScores();
    renderLast();
    renderPending();
    renderPreview(tile);
    renderTurn();
    renderRack(mine);
    renderControls(mine);
    renderHint(shown);
    renderSummary();
  }

  function renderScores() {
    fill(
      scoreboard,
      view.scores.map((score, seat) =>
        h(
          "div",
          {
            class: `cd-player${view.turn === seat && !snap.over ? " to-act" : ""}${seat === ctx.seat ? " me" : ""}`,
            "data-seat": seat,
          },
          h("span", { class: "cd-name" }, ctx.nameOf(seat)),
          h("span", { class: "cd-score", "data-score": score }, String(score)),
          h("span", { class: "muted cd-tiles" }, plural(view.racks[seat], "tile")),
        ),
      ),
    );
    const parts = [`Pouch: ${plural(view.pouch, "tile")}`];
    if (view.turn_number) parts.push(`turn ${view.turn_number}`);
    const used = view.hints && view.hints.used ? view.hints.used : [];
    if (used.some((n) => n > 0)) parts.push(`hints used: ${used.map((n, s) => `${ctx.nameOf(s)} ${n}`).join(", ")}`);
    info.textContent = parts.join(" · ");
    info.dataset.pouch = view.pouch;
  }

  /** One player's last turn in words. */
  function turnWords(seat, turn) {
    const who = ctx.nameOf(seat);
    if (turn.action === "place") {
      const n = turn.squares ? turn.squares.length : 0;
      const bonus = turn.bonus ? ` (with the ${turn.bonus}-point bonus)` : "";
      return `${who} placed ${plural(n, "tile")} for ${plural(turn.points, "point")}${bonus}.`;
    }
    if (turn.action === "exchange") return `${who} exchanged ${plural(turn.count, "tile")}.`;
    if (turn.action === "challenged") return `${who}'s tile was challenged and went back; the turn ended with ${plural(turn.points, "point")}.`;
    return `${who} passed.`;
  }

  function renderLast() {
    const turns = view.last_turns || [];
    const lines = [];
    turns.forEach((turn, seat) => {
      if (turn && seat !== ctx.seat) lines.push(h("li", { "data-seat": seat }, turnWords(seat, turn)));
    });
    if (!lines.length) {
      const start = view.start;
      const opening = start && typeof start.first === "number"
        ? `${ctx.nameOf(start.first)} drew the highest tile and begins.`
        : "";
      fill(last, h("p", {}, opening, " The first tiles go beside the centre's 1 2 / 3 4."));
      return;
    }
    fill(last, h("ul", { class: "mt-last-turns" }, lines));
  }

  function renderPending() {
    const p = view.pending;
    if (!p) {
      fill(pendingBox);
      return;
    }
    const who = ctx.nameOf(p.seat);
    const waiting = p.waiting || [];
    const iAnswer = ctx.seat !== null && waiting.includes(ctx.seat) && !snap.over;
    fill(
      pendingBox,
      h(
        "div",
        { class: "notice stack" },
        h("p", {}, `${who} placed ${p.value} on ${p.square}.`),
        iAnswer
          ? h(
              "div",
              { class: "row" },
              h("button", { class: "primary", "data-action": "accept", disabled: busy, onclick: () => send({ type: "accept" }) }, "Accept"),
              h("button", { "data-action": "challenge", disabled: busy, onclick: () => send({ type: "challenge" }) }, "Challenge"),
            )
          : h("p", { class: "muted" }, `Waiting for ${waiting.map(ctx.nameOf).join(" and ")} to accept or challenge it.`),
      ),
    );
  }

  function renderPreview(tile) {
    if (!tile || !myTurn()) {
      fill(previewBox);
      previewBox.hidden = true;
      return;
    }
    previewBox.hidden = false;
    if (!aim || !aimInfo) {
      fill(previewBox, h("p", {}, `Your ${tile.value}: point at a square (or tap it) to see what the tile completes there.`));
      return;
    }
    const where = squareName(...aim);
    if (!aimInfo.ok) {
      const challenge = view.options && view.options.challenge && valueAt(...aim) === null;
      fill(
        previewBox,
        h("p", { class: "no-fit" }, `Not there: ${aimInfo.reason}.`),
        challenge ? h("p", { class: "muted" }, "With challenges on you may place it anyway, and be challenged.") : null,
      );
      return;
    }
    const n = aimInfo.equations.length;
    const premium = aimInfo.premium > 1 ? `, on a ${aimInfo.premium}× square` : "";
    fill(
      previewBox,
      h("p", {}, h("strong", {}, `${tile.value} on ${where} scores ${aimInfo.points}`), ` (${tile.value} × ${plural(n, "equation")}${premium}):`),
      h("ul", { class: "mt-equations" }, aimInfo.equations.map((e) => h("li", {}, h("span", { class: "mt-equation" }, e.text)))),
      touched ? h("p", { class: "muted" }, `Tap ${where} again to place it.`) : null,
    );
  }

  function renderTurn() {
    const t = view.this_turn;
    if (!t || !t.placements || !t.placements.length || snap.over) {
      fill(turnBox);
      return;
    }
    const who = t.seat === ctx.seat ? "This turn" : `${ctx.nameOf(t.seat)}'s turn`;
    fill(
      turnBox,
      h(
        "div",
        { class: "panel" },
        h("p", { class: "mt-turn" }, `${who}: ${plural(t.points, "point")} so far`),
        h(
          "ol",
          { class: "mt-equations" },
          t.placements.map((p) => h("li", {}, `${p.value} on ${p.square}: `, h("span", { class: "mt-equation" }, p.equations.map((e) => e.text).join(", ")), ` — ${p.points}`)),
        ),
        t.seat === ctx.seat && t.bonus_possible ? h("p", { class: "muted" }, "Place all your tiles this turn for 50 more points.") : null,
      ),
    );
  }

  function renderRack(mine) {
    if (!Array.isArray(view.rack)) {
      fill(rackEl, h("p", { class: "muted" }, "You are watching this game."));
      help.textContent = "";
      return;
    }
    fill(
      rackEl,
      rack().length ? null : h("p", { class: "muted" }, "No tiles left."),
      rack().map((tile) => {
        const marked = exchanging !== null && exchanging.has(tile.id);
        const usable = mine && !busy && (exchanging !== null || can("place"));
        return h(
          "button",
          {
            class: `cd-tile mt-tile${selected === tile.id ? " selected" : ""}${marked ? " marked" : ""}`,
            "data-tile": tile.id,
            "data-value": tile.value,
            "aria-pressed": selected === tile.id || marked ? "true" : "false",
            "aria-label": `tile ${tile.value}`,
            disabled: !usable,
            draggable: usable && exchanging === null ? "true" : null,
            onclick: () => pickTile(tile),
            ondragstart: (event) => {
              selected = tile.id;
              event.dataTransfer.setData("text/plain", String(tile.id));
            },
          },
          String(tile.value),
        );
      }),
    );
    help.textContent = helpText(mine);
  }

  function helpText(mine) {
    if (snap.over) return "";
    if (view.pending) return "";
    if (!mine) return "Wait for your turn.";
    if (exchanging !== null) return "Choose the tiles to give back, then press Exchange again.";
    if (can("draw")) return "Draw your bonus tile, place another tile, or end your turn.";
    if (selected !== null) return "Now choose a square for it (or drag it there).";
    if (!can("place") && can("stop")) return "No tile of yours fits anywhere now: end your turn.";
    return "Pick a tile, then a square beside two tiles in a line, or drag it there.";
  }

  function renderControls(mine) {
    const holding = Array.isArray(view.rack) && !snap.over;
    controls.hidden = !holding;
    hintControls.hidden = !holding || !(view.hints && view.hints.available);
    stop.disabled = !mine || busy || !can("stop");
    const points = view.this_turn && view.this_turn.seat === ctx.seat ? view.this_turn.points : 0;
    stop.textContent = can("stop") ? `End turn (${plural(points, "point")})` : "End turn";
    exchange.textContent = exchanging === null ? "Exchange" : `Exchange ${plural(exchanging.size, "tile")}`;
    exchange.disabled = !mine || busy || !can("exchange");
    cancelExchange.hidden = exchanging === null;
    pass.disabled = !mine || busy || !can("pass");
    showPlacement.disabled = !mine || busy || !can("hint");
    showTurn.disabled = !mine || busy || !can("hint");
    bonusBox.hidden = !mine || !can("draw");
    draw.disabled = busy;
  }

  function renderHint(shown) {
    if (!shown) {
      fill(hintBox);
      return;
    }
    if (!shown.placements.length) {
      fill(hintBox, h("div", { class: "notice" }, h("p", {}, "No tile of yours fits anywhere now.")));
      return;
    }
    const steps = shown.placements.map((p) => `${p.value} on ${p.square} (${p.equations.map((e) => e.text).join(", ")})`);
    const first = shown.placements[0];
    const tile = rack().find((t) => t.value === first.value);
    const rc = parseSquare(first.square);
    fill(
      hintBox,
      h(
        "div",
        { class: "notice stack" },
        h("p", {}, `${shown.kind === "turn" ? "The best turn found" : "The best placement"}: ${steps.join(", then ")} — ${plural(shown.points, "point")}.`),
        tile && rc && can("place")
          ? h("button", { "data-action": "use-hint", disabled: busy, onclick: () => place(rc[0], rc[1], tile) }, `Place the ${first.value} on ${first.square}`)
          : null,
      ),
    );
  }

  function renderSummary() {
    const result = view.result;
    if (!result) {
      fill(summary);
      return;
    }
    const rows = result.scores.map((score, seat) => {
      const left = result.leftovers ? result.leftovers[seat] || 0 : 0;
      const before = result.before ? result.before[seat] : null;
      const tiles = result.racks && result.racks[seat] && result.racks[seat].length ? ` (tiles left: ${result.racks[seat].join(" ")})` : "";
      const notes = [];
      if (before !== null && before !== undefined && left) notes.push(`${before} − ${left} for tiles left`);
      if (result.went_out === seat) notes.push("used all their tiles");
      return h("li", { "data-seat": seat }, `${ctx.nameOf(seat)}: ${score}${notes.length ? ` (${notes.join("; ")})` : ""}${tiles}`);
    });
    fill(
      summary,
      h("section", { class: "panel cd-game-over mt-game-over" }, h("h2", {}, "Final scores"), h("ul", {}, rows)),
    );
  }

  return { el, update };
}

/** The status line while a challenge waits for answers (null: the shell's words fit). */
export function statusText(snap, me, nameOf) {
  const view = snap.view;
  if (!view || snap.over || !view.pending) return null;
  const p = view.pending;
  if (me !== null && (p.waiting || []).includes(me)) return { text: `Accept or challenge ${nameOf(p.seat)}'s ${p.value}.`, mine: true };
  return { text: `${(p.waiting || []).map(nameOf).join(" and ")} to accept or challenge…`, mine: false };
}

export function describeEvent(event, nameOf) {
  const who = event.seat !== undefined && event.seat !== null ? nameOf(event.seat) : "";
  // The engine's sentences name seats by number.
  const named = (text) => String(text || "").replace(/\bseat (\d+)/g, (_, n) => nameOf(Number(n)));
  switch (event.kind) {
    case "placed": {
      const eqs = (event.equations || []).map((e) => e.text).join(" and ");
      return `${who} placed ${event.value} on ${event.square}${eqs ? `: ${eqs}` : ""} (${plural(event.points, "point")}).`;
    }
    case "drew":
      return event.why === "bonus" ? `${who} drew a bonus tile.` : null;
    case "tiles":
      return event.tiles && event.tiles.length ? `You drew ${event.tiles.map((t) => t.value).join(" ")}.` : null;
    case "bonus":
      return `${who} used all 7 tiles: +${event.points}.`;
    case "turn_over":
      return event.action === "place" ? `${who} ended the turn with ${plural(event.points, "point")}.` : null;
    case "exchanged":
      return `${who} exchanged ${plural(event.count, "tile")}.`;
    case "passed":
      return `${who} passed.`;
    case "accepted":
      return `${who} accepted ${nameOf(event.of)}'s tile on ${event.square}.`;
    case "challenged":
      return `${who} challenged ${nameOf(event.of)}'s ${event.value} on ${event.square}: ${named(event.reason)}. The tile goes back (−${event.lost}).`;
    case "hinted":
      return `${who} asked for a hint.`;
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
