// The 15×15 Crossdigits grid, shared by the game board and the puzzles page.
//
// Every square is a button (so clicks, taps and Enter all work) with its
// premium written on it (2T 3T 2E 3E, ★ for the star). The columns are
// lettered A–O along the top and the rows numbered 1–15 down the side, the
// names the engine gives squares in hints, previews and puzzle reasons ("C11"). Only one square is in
// the tab order at a time; the arrow keys move between squares, a digit key
// asks to put a tile of that digit on the focused square and Backspace or
// Delete to take one back. What a square shows is decided by the page through
// `cellOf(r, c)` on every draw.
//
// Mathable's 14×14 board is drawn by the same grid: `size`, what a special
// square shows (`shown`, "+" for an addition square) and how it is read out
// (`words`) are parameters, and `onPoint(r, c)` says which square the pointer
// or the keyboard is on, for a live preview.

import { h } from "../dom.js";

export const SIZE = 15;
const COLUMNS = "ABCDEFGHIJKLMNO";
const PREMIUM_WORDS = {
  "2T": "double tile",
  "3T": "triple tile",
  "2E": "double equation",
  "3E": "triple equation",
};

/** `H8` for (7, 7), as the rulebook names squares. */
export function squareName(r, c) {
  return `${COLUMNS[c]}${r + 1}`;
}

export const key = (r, c) => `${r},${c}`;

/**
 * A grid. `premiums` is the view's 15×15 table of "", "2T", …; `star` [r, c] or null.
 * `size` (15), `shown` (premium -> its text on the square, the premium itself
 * when absent) and `words` (premium -> its name for a screen reader) fit
 * another board.
 * Handlers: onSquare(r, c) for a click or Enter, onDigit(r, c, digit) for a
 * digit key, onClear(r, c) for Backspace/Delete, onDrop(r, c, data) for a
 * dropped rack tile (`data` is what the drag carried).
 * onPoint(r, c) when the pointer or the focus comes to a square.
 * `draw(cellOf)` redraws; cellOf(r, c) -> {digit, classes: [], label}.
 */
export function createGrid({
  premiums, star, label, onSquare, onDigit, onClear, onDrop, onPoint,
  size = SIZE, shown = {}, words = PREMIUM_WORDS, start = null,
}) {
  const cells = [];
  const isStar = (r, c) => Boolean(star) && r === star[0] && c === star[1];
  let cursor = start ? [start[0], start[1]] : star ? [star[0], star[1]] : [0, 0];
  const el = h("div", { class: "cd-grid", role: "grid", "aria-label": label || "The board" });
  // The labels are for the eye: every square's own label already says its name.
  el.appendChild(
    h(
      "div",
      { class: "cd-row cd-head", "aria-hidden": "true" },
      h("span", { class: "cd-label cd-corner" }),
      [...COLUMNS.slice(0, size)].map((letter) => h("span", { class: "cd-label cd-col-label" }, letter)),
    ),
  );
  for (let r = 0; r < size; r++) {
    const row = h("div", { class: "cd-row", role: "row" });
    row.appendChild(h("span", { class: "cd-label cd-row-label", "aria-hidden": "true" }, String(r + 1)));
    const line = [];
    for (let c = 0; c < size; c++) {
      const premium = premiums[r][c];
      const cell = h(
        "button",
        {
          class: `cd-cell${premium ? ` p${premium}` : ""}${isStar(r, c) ? " star" : ""}`,
          role: "gridcell",
          "data-r": r,
          "data-c": c,
          "data-square": squareName(r, c),
          tabindex: "-1",
          onclick: () => {
            cursor = [r, c];
            onSquare && onSquare(r, c);
          },
          onfocus: () => onPoint && onPoint(r, c),
          onpointerenter: () => onPoint && onPoint(r, c),
          ondragover: (event) => {
            if (!onDrop) return;
            event.preventDefault();
            if (!event.currentTarget.classList.contains("over") && onPoint) onPoint(r, c);
            event.currentTarget.classList.add("over");
          },
          ondragleave: (event) => event.currentTarget.classList.remove("over"),
          ondrop: (event) => {
            event.preventDefault();
            event.currentTarget.classList.remove("over");
            if (onDrop) onDrop(r, c, event.dataTransfer ? event.dataTransfer.getData("text/plain") : "");
          },
        },
      );
      cell.dataset.premium = premium || "";
      line.push(cell);
      row.appendChild(cell);
    }
    cells.push(line);
    el.appendChild(row);
  }

  el.addEventListener("keydown", (event) => {
    const target = event.target.closest && event.target.closest(".cd-cell");
    if (!target) return;
    const r = Number(target.dataset.r);
    const c = Number(target.dataset.c);
    const moves = { ArrowUp: [-1, 0], ArrowDown: [1, 0], ArrowLeft: [0, -1], ArrowRight: [0, 1] };
    if (moves[event.key]) {
      event.preventDefault();
      const [dr, dc] = moves[event.key];
      focus(Math.min(size - 1, Math.max(0, r + dr)), Math.min(size - 1, Math.max(0, c + dc)));
    } else if (/^[0-9]$/.test(event.key) && onDigit) {
      event.preventDefault();
      onDigit(r, c, Number(event.key));
    } else if ((event.key === "Backspace" || event.key === "Delete") && onClear) {
      event.preventDefault();
      onClear(r, c);
    }
  });

  function focus(r, c) {
    cursor = [r, c];
    for (const line of cells) for (const cell of line) cell.tabIndex = -1;
    cells[r][c].tabIndex = 0;
    cells[r][c].focus();
  }

  function draw(cellOf) {
    for (let r = 0; r < size; r++) {
      for (let c = 0; c < size; c++) {
        const cell = cells[r][c];
        const info = cellOf(r, c);
        const premium = cell.dataset.premium;
        const starred = isStar(r, c);
        const base = `cd-cell${premium ? ` p${premium}` : ""}${starred ? " star" : ""}`;
        cell.className = [base, ...(info.classes || [])].join(" ");
        cell.tabIndex = r === cursor[0] && c === cursor[1] ? 0 : -1;
        const hasDigit = info.digit !== null && info.digit !== undefined;
        cell.dataset.digit = hasDigit ? String(info.digit) : "";
        cell.textContent = hasDigit ? String(info.digit) : starred ? "★" : premium in shown ? shown[premium] : premium;
        const where = squareName(r, c);
        const what = hasDigit ? `${info.digit}` : `empty${premium ? `, ${words[premium] || premium}` : ""}${starred ? ", the star" : ""}`;
        cell.setAttribute("aria-label", `${where}: ${what}${info.label ? `, ${info.label}` : ""}`);
      }
    }
  }

  return { el, draw, focus, cellAt: (r, c) => cells[r][c] };
}
