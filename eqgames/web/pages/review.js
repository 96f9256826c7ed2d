// The review of a game, whatever the game: its record step by step (GET
// /api/games/CODE/review), drawn by the game's own board module, with the
// move list, the time, ←/→ keys and a slider. Once the game is over every
// seat's view may be shown ("See as"), and what the game reveals (every
// number said, the tiles left); before, only what this browser's seat saw.

import * as api from "../api.js";
import { h, fill } from "../dom.js";
import { titleOf } from "../games.js";
import * as store from "../store.js";
import { seatLabel, snapshotOf } from "../snapshot.js";
import { analysisPanel } from "./analysis.js";
import { describeProtocolEvent } from "../resign.js";

// Only these modules may be loaded as boards (the name comes from the server).
const BOARDS = new Set(["nim", "formula", "memorymath", "crossdigits"]);

function clockText(seconds) {
  const s = Math.max(0, Math.round(seconds));
  return `${Math.floor(s / 60)}:${String(s % 60).padStart(2, "0")}`;
}

// A revealed value in words, whatever the game: a card or tile by its face or digit.
function shortText(value) {
  if (value === null || value === undefined) return "";
  if (Array.isArray(value)) return value.map(shortText).join(" ");
  if (typeof value === "object") {
    for (const key of ["face", "digit", "text", "label"]) if (key in value) return String(value[key]);
    return Object.entries(value).map(([k, v]) => `${k} ${shortText(v)}`).join(", ");
  }
  return String(value);
}

export function reviewPage(root, code, catalog, query) {
  const entry = store.getGame(code);
  const mine = entry ? entry.seats.map((s) => s.seat) : [];
  const token = entry ? entry.seats[0].token : null;
  let review = null;
  let boardModule = null;
  let board = null;
  let index = 0;
  let asSeat = null; // whose view is drawn (null: a spectator's); a finished game may show any
  let left = false;
  let notes = null; // the analysis' notes, by step, once it has come

  const title = h("h1", {}, `Review of game ${code}`);
  const note = h("p", { class: "muted" });
  const message = h("div", { class: "message", role: "alert" });
  const slider = h("input", { type: "range", min: "0", max: "0", value: "0", "aria-label": "Step", class: "review-slider" });
  const stepText = h("span", { class: "review-step", "aria-live": "polite" });
  const clock = h("span", { class: "muted review-clock" });
  const seeAs = h("select", { "aria-label": "See the game as", hidden: true });
  const button = (label, text, go) => h("button", { "aria-label": label, onclick: go }, text);
  const controls = h(
    "div",
    { class: "row review-controls" },
    button("First step", "«", () => show(0)),
    button("Previous step", "◀", () => show(index - 1)),
    slider,
    button("Next step", "▶", () => show(index + 1)),
    button("Last step", "»", () => show(review.frames.length - 1)),
    stepText,
    clock,
    seeAs,
  );
  // The board is drawn, never played: `inert` keeps its controls out of reach.
  const boardArea = h("div", { class: "board-area", inert: true });
  const moves = h("ol", { class: "log review-moves", "aria-label": "Moves" });
  const revealed = h("section", { class: "panel", hidden: true });
  const analysis = h("div");
  const download = h("a", { href: `/api/games/${encodeURIComponent(code)}/record`, download: `eqgames-${code}.json`, hidden: true }, "Download the record");
  const layout = h(
    "div",
    { class: "table-layout" },
    h("div", { class: "stack" }, boardArea),
    h(
      "aside",
      { class: "stack" },
      analysis,
      h("section", { class: "panel" }, h("h2", {}, "Moves"), moves),
      revealed,
      h("p", { class: "row" },
        h("a", { href: `/game/${code}`, "data-link": true }, "Back to the table"),
        download),
    ),
  );
  root.replaceChildren(title, note, message, controls, layout);

  const nameOf = (seat) => seatLabel(snapshotOf(review), seat, mine, Boolean(entry && entry.mode === "pass"));

  function snapshotAt(frame) {
    const view = review.over && asSeat !== null ? frame.views[asSeat] : frame.view;
    return snapshotOf({
      code,
      game: review.game,
      title: review.title,
      options: review.options,
      status: frame.result ? "over" : "playing",
      version: frame.version,
      seat: asSeat,
      seats: review.seats,
      to_act: frame.to_act,
      deadline: frame.deadline,
      now: frame.at,
      view,
      result: frame.result,
    });
  }

  function describe(event) {
    return describeProtocolEvent(event, nameOf) || (boardModule.describeEvent && boardModule.describeEvent(event, nameOf)) || null;
  }

  function show(i) {
    if (!review) return;
    index = Math.max(0, Math.min(review.frames.length - 1, i));
    const frame = review.frames[index];
    slider.value = String(index);
    layout.dataset.step = String(index);
    stepText.textContent = index === 0 ? "The deal" : `Step ${index} of ${review.frames.length - 1}`;
    const elapsed = review.start !== null ? frame.at - review.start : 0;
    const turn = frame.deadline ? ` · ${clockText(frame.deadline - frame.at)} left on the turn` : "";
    clock.textContent = `${clockText(elapsed)} into the game${turn}`;
    board.update(snapshotAt(frame));
    // The move list: every step so far, the current one marked.
    const items = [];
    review.frames.slice(1).forEach((f, k) => {
      const lines = f.events.map(describe).filter(Boolean);
      const text = lines.length ? lines.join(" ") : f.tick ? "Time passed." : `${nameOf(f.seat)} moved.`;
      items.push(
        h(
          "li",
          { class: k + 1 === index ? "current" : k + 1 > index ? "later" : null, "data-step": k + 1 },
          h("a", { href: `?step=${k + 1}`, onclick: (e) => { e.preventDefault(); show(k + 1); } }, text),
        ),
      );
    });
    fill(moves, items);
    const current = moves.querySelector(".current");
    if (current && current.scrollIntoView) current.scrollIntoView({ block: "nearest" });
    showRevealed(frame);
    if (notes) notes.at(index);
    history.replaceState(null, "", `/review/${code}?step=${index}`);
  }

  function showRevealed(frame) {
    revealed.hidden = !review.over || !frame.revealed || !Object.keys(frame.revealed).length;
    if (revealed.hidden) return;
    const lines = boardModule.describeRevealed
      ? boardModule.describeRevealed(frame.revealed, nameOf)
      : Object.entries(frame.revealed).map(([key, value]) => `${key[0].toUpperCase()}${key.slice(1)}: ${shortText(value) || "none"}`);
    fill(revealed, h("h2", {}, "Revealed"), h("ul", { class: "revealed" }, lines.map((line) => h("li", {}, line))));
  }

  function onKey(event) {
    if (!review || event.target.closest("input, select, textarea")) return;
    if (event.key === "ArrowLeft") show(index - 1);
    else if (event.key === "ArrowRight") show(index + 1);
    else if (event.key === "Home") show(0);
    else if (event.key === "End") show(review.frames.length - 1);
    else return;
    event.preventDefault();
  }

  async function open() {
    try {
      review = await api.fetchReview(code, token);
    } catch (err) {
      message.textContent = err.status === 404 ? `There is no game with the code ${code}.` : err.message;
      return;
    }
    if (left) return;
    title.textContent = `Review: ${titleOf(review.game, catalog)}, game ${code}`;
    if (!BOARDS.has(review.game)) {
      message.textContent = `${titleOf(review.game, catalog)} cannot be shown in the browser yet.`;
      return;
    }
    boardModule = await import(`../boards/${review.game}.js`);
    if (left) return;
    asSeat = review.over ? (mine.length ? mine[0] : null) : review.seat;
    note.textContent = review.over
      ? "The game is over: every hand and every move can be seen."
      : "The game is still being played: you see only what your seat saw.";
    if (review.over) {
      download.hidden = false;
      fill(
        seeAs,
        h("option", { value: "" }, "See as: a spectator"),
        review.seats.map((s) => h("option", { value: String(s.seat) }, `See as: ${nameOf(s.seat)}`)),
      );
      seeAs.value = asSeat === null ? "" : String(asSeat);
      seeAs.hidden = false;
      seeAs.onchange = () => {
        asSeat = seeAs.value === "" ? null : Number(seeAs.value);
        board = boardModule.createBoard(context());
        fill(boardArea, board.el);
        show(index);
      };
      // go(null): the analysis has come; show its notes for the step on screen.
      notes = analysisPanel(analysis, code, review, nameOf, (step) => show(step === null ? index : step));
    }
    board = boardModule.createBoard(context());
    fill(boardArea, board.el);
    slider.max = String(review.frames.length - 1);
    slider.oninput = () => show(Number(slider.value));
    const asked = Number(query.get("step"));
    show(Number.isInteger(asked) && query.has("step") ? asked : review.frames.length - 1);
  }

  function context() {
    return {
      seat: asSeat,
      act: async () => false,
      say: (text) => {
        message.textContent = text || "";
      },
      nameOf,
      review: true,
    };
  }

  document.addEventListener("keydown", onKey);
  open();
  return {
    leave() {
      left = true;
      document.removeEventListener("keydown", onKey);
    },
  };
}
