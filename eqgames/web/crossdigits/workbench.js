// The Workbench panel (docs/rules/crossdigits.md, "The Workbench"): pick a
// base on the board (one tile or a run of tiles), then tap base tiles, your
// own tiles and symbols to build an equation. The server's Workbench (the
// engine) evaluates it exactly and checks it against the base, the rack and
// the board; when it is a legal play it shows the score and can lay the tiles
// out on the board, where the player still presses Play. With no base it is
// scratch arithmetic with any digits.

import { h, fill } from "../dom.js";
import { squareName } from "./grid.js";
import { workbench as askWorkbench } from "./calls.js";

const SYMBOLS = ["+", "−", "×", "÷", "=", "(", ")"];

/**
 * `getBoard()` the view's board rows, `getRack()` the rack's digits (or null),
 * `onPlace(tiles)` lays [[r, c, d], …] out on the board, `onChange()` redraws
 * the board (the base is highlighted there).
 */
export function createWorkbench({ getBoard, getRack, onPlace, onChange }) {
  let base = []; // [[r, c], …] in the order picked
  let picking = false;
  let direction = "across";
  let taps = []; // tokens: {base: i} | {rack: d} | {digit: d} | {symbol: s}
  let asked = 0;
  let answer = null;

  const pickButton = h("button", { "data-wb": "pick", "aria-pressed": "false", onclick: togglePicking }, "Pick a base on the board");
  const baseText = h("p", { class: "muted wb-base" });
  const dirSelect = h(
    "select",
    { name: "wb-direction", "aria-label": "Build across or down", onchange: () => { direction = dirSelect.value; ask(); } },
    h("option", { value: "across" }, "across"),
    h("option", { value: "down" }, "down"),
  );
  const dirLabel = h("label", {}, "Build ", dirSelect);
  const keys = h("div", { class: "wb-keys row", role: "group", "aria-label": "Workbench keys" });
  const equation = h("p", { class: "wb-text", "aria-live": "polite" });
  const outcome = h("div", { class: "wb-outcome" });
  const el = h(
    "details",
    { class: "panel cd-workbench" },
    h("summary", {}, "Workbench"),
    h(
      "div",
      { class: "stack" },
      h("p", { class: "muted" }, "Build an equation from tiles on the board (the base) and your own tiles. With no base, it is a calculator."),
      h("div", { class: "row" }, pickButton, h("button", { "data-wb": "nobase", onclick: clearBase }, "No base"), dirLabel),
      baseText,
      keys,
      equation,
      outcome,
    ),
  );

  function togglePicking() {
    picking = !picking;
    render();
    onChange();
  }

  function clearBase() {
    base = [];
    taps = [];
    picking = false;
    ask();
    onChange();
  }

  /** The board passes clicks here while a base is being picked. */
  function toggleBase(r, c) {
    const board = getBoard();
    if (board[r][c] === ".") return;
    const at = base.findIndex(([br, bc]) => br === r && bc === c);
    if (at >= 0) base.splice(at, 1);
    else base.push([r, c]);
    base.sort((a, b) => a[0] - b[0] || a[1] - b[1]);
    taps = taps.filter((t) => t.base === undefined);
    ask();
    onChange();
  }

  function tap(token) {
    if (taps.length >= 64) return;
    taps.push(token);
    ask();
  }

  async function ask() {
    render();
    const mine = ++asked;
    if (!taps.length && !base.length) {
      answer = null;
      render();
      return;
    }
    const rack = getRack() || [];
    try {
      const got = await askWorkbench({
        board: getBoard(),
        rack,
        base,
        direction: base.length === 1 ? direction : null,
        tokens: taps,
      });
      if (mine === asked) answer = { ok: true, ...got };
    } catch (err) {
      if (mine === asked) answer = { ok: false, problems: [err.message] };
    }
    if (mine === asked) render();
  }

  function tokenText(t) {
    if (t.symbol !== undefined) return t.symbol;
    if (t.base !== undefined) {
      const [r, c] = base[t.base];
      return getBoard()[r][c];
    }
    return String(t.rack !== undefined ? t.rack : t.digit);
  }

  function render() {
    const board = getBoard();
    pickButton.setAttribute("aria-pressed", picking ? "true" : "false");
    pickButton.classList.toggle("chosen", picking);
    pickButton.textContent = picking ? "Done picking" : "Pick a base on the board";
    dirLabel.hidden = base.length !== 1;
    baseText.textContent = base.length
      ? `Base: ${base.map(([r, c]) => `${board[r][c]} on ${squareName(r, c)}`).join(", ")}`
      : picking
        ? "Click tiles on the board to make the base."
        : "No base: scratch arithmetic.";
    const rack = getRack() || [];
    const usedRack = {};
    for (const t of taps) if (t.rack !== undefined) usedRack[t.rack] = (usedRack[t.rack] || 0) + 1;
    const left = {};
    for (const d of rack) left[d] = (left[d] || 0) + 1;
    const usedBase = new Set(taps.filter((t) => t.base !== undefined).map((t) => t.base));
    const buttons = [];
    if (base.length) {
      base.forEach(([r, c], i) =>
        buttons.push(
          h("button", { class: "wb-key base", "data-wb-base": i, disabled: usedBase.has(i), "aria-label": `base tile ${board[r][c]}`, onclick: () => tap({ base: i }) }, board[r][c]),
        ),
      );
      rack.forEach((d, i) => {
        // One key per rack tile; a digit's keys run out as its tiles are used.
        const before = rack.slice(0, i).filter((x) => x === d).length;
        buttons.push(
          h("button", { class: "wb-key rack", "data-wb-rack": d, disabled: before < (usedRack[d] || 0), "aria-label": `your tile ${d}`, onclick: () => tap({ rack: d }) }, String(d)),
        );
      });
    } else {
      for (let d = 0; d <= 9; d++) buttons.push(h("button", { class: "wb-key", "data-wb-digit": d, onclick: () => tap({ digit: d }) }, String(d)));
    }
    for (const s of SYMBOLS) buttons.push(h("button", { class: "wb-key symbol", "data-wb-symbol": s, onclick: () => tap({ symbol: s }) }, s));
    buttons.push(h("button", { class: "wb-key", "data-wb": "back", "aria-label": "Delete the last tap", onclick: () => { taps.pop(); ask(); } }, "⌫"));
    buttons.push(h("button", { class: "wb-key", "data-wb": "clear", onclick: () => { taps = []; ask(); } }, "Clear"));
    fill(keys, buttons);
    equation.textContent = taps.length ? taps.map(tokenText).join(" ").replace(/(\d) (?=\d)/g, "$1") : "";
    renderOutcome();
  }

  function renderOutcome() {
    if (!answer || !taps.length) {
      fill(outcome);
      return;
    }
    const parts = [];
    if (answer.value !== null && answer.value !== undefined) parts.push(h("p", { class: "wb-value" }, `= ${answer.value}`));
    if (answer.sides && answer.sides.length) {
      parts.push(
        h("p", { class: `wb-value ${answer.true ? "good" : "bad"}` }, `${answer.sides.join(answer.true ? " = " : " ≠ ")}${answer.true ? ": true" : ": not true"}`),
      );
    }
    for (const p of answer.problems || []) parts.push(h("p", { class: "wb-problem error" }, p));
    for (const n of answer.notes || []) parts.push(h("p", { class: "muted" }, n));
    if (answer.play) {
      parts.push(h("p", { class: "wb-score" }, `The game reads ${answer.reading || "it"}: ${answer.play.score} points.`));
      parts.push(
        h("button", { class: "primary", "data-wb": "place", onclick: () => onPlace(answer.action.tiles) }, "Put these tiles on the board"),
      );
    }
    fill(outcome, parts);
  }

  // The first render waits for the board's first view (the board calls render()).
  return {
    el,
    picking: () => picking,
    toggleBase,
    baseSquares: () => base,
    /** A new position: the base may no longer make sense, so start again. */
    reset() {
      base = [];
      taps = [];
      picking = false;
      answer = null;
      render();
    },
    render,
  };
}
