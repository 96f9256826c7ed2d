// The Formula table (docs/rules/formula.md has the view and the actions).
//
// A play is built as a draft of the new formula: each of the numbers a, b, c
// is a list of slots, a kept table card ({keep: i}) or a card from the hand
// ({card: id, digit}). Starting from "keep everything", the player lays hand
// cards on a table card (covering it), in a gap (the number grows) or over a
// whole number, picks the symbol and presses Play; the draft becomes the
// action as it stands. Every target is a button, so clicking, dragging and the
// keyboard (Tab, Enter) all work. The server judges the play; a refusal shows
// its reason and the draft stays for the player to fix.

import { h, fill, ordinal } from "../dom.js";

const PRETTY = { "+": "+", "-": "−", "*": "×", "/": "÷" };
const KEYS = ["a", "b", "c"];
const NUMBER_NAMES = { a: "the first number", b: "the second number", c: "the answer" };
const JOKER = "J";

// The board lists every player with the cards in their hand.
export const showsPlayers = true;

export function createBoard(ctx) {
  let snap = null;
  let view = null;
  let draft = null; // {version, symbol, numbers: {a: [slot…], b, c}}
  let selected = null; // id of the hand card picked up, or null
  let busy = false;

  const opponents = h("div", { class: "opponents", "aria-label": "Players and their cards" });
  const info = h("p", { class: "muted table-info" });
  const last = h("p", { class: "last-play", "aria-live": "polite" });
  const row = h("div", { class: "formula-row", "aria-label": "The formula on the table" });
  const legend = h("p", { class: "felt-legend" });
  const symbols = h("div", { class: "symbols", role: "group", "aria-label": "Symbol" });
  const preview = h("p", { class: "preview" });
  const hint = h("p", { class: "muted hint" });
  const hand = h("div", { class: "hand", role: "group", "aria-label": "Your hand" });
  const play = h("button", { class: "primary", "data-action": "play", onclick: submit }, "Play");
  const undo = h("button", { "data-action": "reset", onclick: reset }, "Take back");
  const draw = h("button", { "data-action": "draw", onclick: drawOrPass }, "Draw");
  const controls = h("div", { class: "row controls" }, play, undo, draw);
  const dialog = jokerDialog();

  const el = h(
    "section",
    { class: "board formula-board stack" },
    h("div", { class: "panel" }, opponents, info),
    h(
      "div",
      { class: "felt stack" },
      last,
      row,
      legend,
      h("div", { class: "row symbol-row" }, h("span", {}, "Symbol:"), symbols),
      preview,
    ),
    h("div", { class: "panel stack" }, h("h2", {}, "Your hand"), hint, hand, controls, h("div", { "data-message-slot": "" })),
    dialog.el,
  );

  // Escape puts a picked-up card back in the hand.
  el.addEventListener("keydown", (event) => {
    if (event.key === "Escape" && selected !== null) {
      selected = null;
      render();
      focusHand();
    }
  });

  // -- the draft ----------------------------------------------------------------

  function freshDraft() {
    const numbers = {};
    for (const key of KEYS) numbers[key] = view.table[key].map((_, i) => ({ keep: i }));
    return { version: snap.version, symbol: view.table.symbol, numbers };
  }

  function myTurn() {
    return ctx.seat !== null && snap.toAct.includes(ctx.seat) && Array.isArray(view.hand);
  }

  function placedIds() {
    const ids = new Set();
    for (const key of KEYS) for (const s of draft.numbers[key]) if (s.card !== undefined) ids.add(s.card);
    return ids;
  }

  function faceOf(id) {
    const card = (view.hand || []).find((c) => c.id === id);
    return card ? card.face : "?";
  }

  // Lay the picked-up card: `where` is {key, index} (on a slot), {key, at} (a
  // gap) or {key, whole: true}. A joker asks for its digit first.
  async function lay(where) {
    if (selected === null || !myTurn()) return;
    const id = selected;
    let digit;
    if (faceOf(id) === JOKER) {
      const asked = draft;
      digit = await dialog.ask();
      // The game may have moved on (a timeout) while the player was choosing.
      if (digit === null || draft !== asked || !myTurn()) return;
    }
    const slot = { card: id };
    if (digit !== undefined) slot.digit = digit;
    const slots = draft.numbers[where.key];
    if (where.whole) {
      draft.numbers[where.key] = [slot];
    } else if (where.at !== undefined) {
      slots.splice(where.at, 0, slot);
    } else {
      slots[where.index] = slot;
    }
    selected = null;
    ctx.say("");
    render();
    focusHand();
  }

  // A hand card laid in the draft goes back to the hand; the table cards it
  // alone covered show again.
  function takeBack(key, index) {
    const slots = draft.numbers[key].filter((_, i) => i !== index);
    draft.numbers[key] = uncover(slots, view.table[key].length);
    render();
  }

  function reset() {
    draft = freshDraft();
    selected = null;
    ctx.say("");
    render();
  }

  function pick(id) {
    if (!myTurn()) return;
    selected = selected === id ? null : id;
    render();
    if (selected !== null) {
      const target = row.querySelector(".target");
      if (target) target.focus();
    }
  }

  async function submit() {
    if (busy || !myTurn()) return;
    if (!draft.symbol) {
      ctx.say("Choose a symbol for the formula.", true);
      return;
    }
    const action = { type: "play", symbol: draft.symbol };
    for (const key of KEYS) {
      action[key] = draft.numbers[key].map((s) =>
        s.keep !== undefined ? { keep: s.keep } : s.digit !== undefined ? { card: s.card, digit: s.digit } : { card: s.card },
      );
    }
    busy = true;
    render();
    await ctx.act(action);
    busy = false;
    render();
  }

  async function drawOrPass() {
    if (busy || !myTurn()) return;
    busy = true;
    render();
    await ctx.act({ type: view.can_draw ? "draw" : "pass" });
    busy = false;
    render();
  }

  // -- drawing the board ------------------------------------------------------------

  function update(next) {
    snap = next;
    view = next.view;
    if (!draft || draft.version !== snap.version) {
      draft = freshDraft();
      selected = null;
    }
    render();
  }

  function render() {
    const mine = myTurn();
    renderOpponents();
    renderInfo();
    renderLast();
    renderLegend();
    renderRow(mine);
    renderSymbols(mine);
    preview.textContent = `Your formula: ${draftText()}`;
    preview.hidden = !mine;
    renderHand(mine);
    const placed = placedIds().size;
    play.disabled = !mine || busy || placed === 0;
    undo.disabled = !mine || busy || (placed === 0 && draft.symbol === view.table.symbol);
    draw.textContent = view.can_draw ? "Draw a card" : "Pass";
    draw.dataset.action = view.can_draw ? "draw" : "pass";
    draw.disabled = !mine || busy;
    controls.hidden = !Array.isArray(view.hand) || snap.over;
    hint.textContent = hintText(mine, placed);
  }

  function hintText(mine, placed) {
    if (snap.over || !Array.isArray(view.hand)) return "";
    if (!mine) return "Wait for your turn.";
    if (selected !== null) return "Now choose where the card goes on the table (a highlighted place).";
    if (view.opening) return "Choose a symbol and play the answer after the = sign.";
    if (view.must_replace) return "The formula has a × 0: replace every card of it.";
    if (!placed) return `Pick up a card, then put it on the table. At most ${view.rules.max_cards} cards a turn.`;
    return "Add more cards, or press Play.";
  }

  function renderOpponents() {
    const out = view.out || [];
    fill(
      opponents,
      view.hands.map((count, seat) => {
        const place = out.indexOf(seat);
        return h(
          "div",
          {
            class: `opponent${snap.toAct.includes(seat) ? " to-act" : ""}`,
            "data-seat": seat,
            "aria-label": `${ctx.nameOf(seat)}: ${count} card${count === 1 ? "" : "s"}`,
          },
          h("span", { class: "card back", "aria-hidden": "true" }),
          h("span", { class: "count" }, `× ${count}`),
          h("span", {}, ctx.nameOf(seat)),
          place >= 0 ? h("span", { class: "badge" }, `out, ${ordinal(place + 1)}`) : null,
        );
      }),
    );
  }

  function renderInfo() {
    const parts = [`Stock: ${view.stock} card${view.stock === 1 ? "" : "s"}`, `under the formula: ${view.under}`];
    if (view.rounds && view.rounds > 1) parts.unshift(`Round ${view.round} of ${view.rounds}`);
    if (view.points) parts.push(`points: ${view.points.map((p, s) => `${ctx.nameOf(s)} ${p}`).join(", ")}`);
    info.textContent = parts.join(" · ");
  }

  function renderLast() {
    const l = view.last;
    last.classList.toggle("theirs", Boolean(l && l.action === "play" && l.seat !== ctx.seat));
    if (!l) {
      last.textContent = view.opening ? "A new formula: the first player chooses the symbol and the answer." : "";
      return;
    }
    const who = ctx.nameOf(l.seat);
    if (l.action === "play") last.textContent = `${who} played ${l.formula}.`;
    else if (l.action === "draw") last.textContent = `${who} drew a card.`;
    else last.textContent = `${who} passed.`;
  }

  // What the marks on the table cards mean, shown only when there are some.
  function renderLegend() {
    const cards = KEYS.flatMap((key) => view.table[key]);
    const l = view.last;
    const parts = [];
    if (cards.some((c) => c.under)) {
      parts.push(h("span", {}, h("span", { class: "legend-under", "aria-hidden": "true" }, "2"), " the small number: how many cards lie under that card"));
    }
    if (cards.some((c) => c.new) && l && l.action === "play") {
      parts.push(h("span", {}, h("span", { class: "legend-fresh", "aria-hidden": "true" }), ` ringed: the cards ${l.seat === ctx.seat ? "you" : ctx.nameOf(l.seat)} just laid`));
    }
    fill(legend, parts);
    legend.hidden = !parts.length;
  }

  function renderRow(mine) {
    const parts = [];
    KEYS.forEach((key, n) => {
      parts.push(numberGroup(key, mine));
      if (n === 0) parts.push(symbolShown());
      if (n === 1) parts.push(h("span", { class: "eq", "aria-hidden": "true" }, "="));
    });
    fill(row, parts);
  }

  function symbolShown() {
    const sym = draft.symbol;
    return h("span", { class: "eq symbol-shown", "aria-label": sym ? `symbol ${PRETTY[sym]}` : "no symbol yet" }, sym ? PRETTY[sym] : "?");
  }

  function numberGroup(key, mine) {
    const slots = draft.numbers[key];
    const cards = view.table[key];
    // The first formula keeps the two cards dealt: only the answer takes cards.
    const holding = mine && selected !== null && (key === "c" || !view.opening);
    const children = [];
    const gap = (at) =>
      holding
        ? h("button", {
            class: "gap target",
            "data-number": key,
            "data-at": at,
            "aria-label": `Put the card in ${NUMBER_NAMES[key]} at place ${at + 1}`,
            onclick: () => lay({ key, at }),
            ...dropTarget({ key, at }),
          }, "+")
        : null;
    slots.forEach((s, index) => {
      children.push(gap(index));
      if (s.keep !== undefined) {
        const card = cards[s.keep];
        children.push(
          h(
            "button",
            {
              class: `card${card.face === JOKER ? " joker" : ""}${card.new ? " fresh" : ""}${holding ? " target" : ""}`,
              "data-number": key,
              "data-index": index,
              "data-kind": "table",
              "aria-label": `${card.digit} in ${NUMBER_NAMES[key]}${card.under ? `, ${card.under} under it` : ""}${card.new ? ", just laid" : ""}${holding ? ": put the card here" : ""}`,
              title: cardTitle(card),
              "data-corner": String(card.digit),
              disabled: !holding,
              onclick: () => lay({ key, index }),
              ...(holding ? dropTarget({ key, index }) : {}),
            },
            String(card.digit),
            card.under ? h("span", { class: "under", "aria-hidden": "true" }, String(card.under)) : null,
          ),
        );
      } else {
        const face = faceOf(s.card);
        children.push(
          h(
            "button",
            {
              class: `card placed${face === JOKER ? " joker" : ""}${holding ? " target" : ""}`,
              "data-number": key,
              "data-index": index,
              "data-kind": "hand",
              "data-card": s.card,
              "aria-label": `your ${face === JOKER ? `joker as ${s.digit}` : face} in ${NUMBER_NAMES[key]}: ${holding ? "put the card here instead" : "take it back"}`,
              "data-corner": String(face === JOKER ? s.digit : face),
              disabled: !mine || busy,
              onclick: () => (holding ? lay({ key, index }) : takeBack(key, index)),
              ...(holding ? dropTarget({ key, index }) : {}),
            },
            String(face === JOKER ? s.digit : face),
          ),
        );
      }
    });
    children.push(gap(slots.length));
    if (!slots.length && !holding) children.push(h("span", { class: "card empty", "aria-label": `${NUMBER_NAMES[key]}: empty` }, "?"));
    const whole =
      holding && slots.length > 1
        ? h("button", {
            class: "whole target",
            "data-number": key,
            "data-whole": "",
            "aria-label": `Lay the card over all of ${NUMBER_NAMES[key]}`,
            onclick: () => lay({ key, whole: true }),
            ...dropTarget({ key, whole: true }),
          }, "over all")
        : null;
    return h("div", { class: "slot number", "data-number": key }, children, whole);
  }

  function dropTarget(where) {
    return {
      ondragover: (event) => {
        event.preventDefault();
        event.currentTarget.classList.add("over");
      },
      ondragleave: (event) => event.currentTarget.classList.remove("over"),
      ondrop: (event) => {
        event.preventDefault();
        lay(where);
      },
    };
  }

  function renderSymbols(mine) {
    fill(
      symbols,
      view.rules.symbols.map((sym) =>
        h(
          "button",
          {
            class: `symbol${draft.symbol === sym ? " chosen" : ""}`,
            "data-symbol": sym,
            "aria-pressed": draft.symbol === sym ? "true" : "false",
            "aria-label": { "+": "plus", "-": "minus", "*": "times", "/": "divided by" }[sym],
            disabled: !mine || busy,
            onclick: () => {
              draft.symbol = sym;
              render();
            },
          },
          PRETTY[sym],
        ),
      ),
    );
  }

  function renderHand(mine) {
    const cards = view.hand || [];
    if (!Array.isArray(view.hand)) {
      fill(hand, h("p", { class: "muted" }, "You are watching this game."));
      return;
    }
    const used = placedIds();
    fill(
      hand,
      cards.length ? null : h("p", { class: "muted" }, "No cards left."),
      cards.map((card) => {
        const isUsed = used.has(card.id);
        return h(
          "button",
          {
            class: `card${card.face === JOKER ? " joker" : ""}${selected === card.id ? " selected" : ""}${isUsed ? " used" : ""}`,
            "data-card": card.id,
            "data-face": card.face,
            "data-corner": card.face === JOKER ? "★" : card.face,
            "aria-pressed": selected === card.id ? "true" : "false",
            "aria-label": card.face === JOKER ? "joker" : `card ${card.face}`,
            disabled: !mine || isUsed || busy,
            draggable: mine && !isUsed ? "true" : null,
            onclick: () => pick(card.id),
            ondragstart: (event) => {
              selected = card.id;
              event.dataTransfer.setData("text/plain", String(card.id));
              // Show the targets once the drag has begun (re-rendering now would cancel it).
              setTimeout(render, 0);
            },
          },
          card.face === JOKER ? "★" : card.face,
        );
      }),
    );
  }

  function focusHand() {
    const next = hand.querySelector("button.card:not([disabled])");
    if (next) next.focus();
  }

  function draftText() {
    const text = (key) =>
      draft.numbers[key]
        .map((s) => (s.keep !== undefined ? String(view.table[key][s.keep].digit) : faceOf(s.card) === JOKER ? String(s.digit) : faceOf(s.card)))
        .join("") || "?";
    return `${text("a")} ${draft.symbol ? PRETTY[draft.symbol] : "?"} ${text("b")} = ${text("c")}`;
  }

  return { el, update };
}

/** The tooltip of a table card: what lies under it, and whether it was just laid. */
export function cardTitle(card) {
  const under = card.under ? `${card.under} card${card.under === 1 ? "" : "s"} under this one` : "";
  const fresh = card.new ? "laid by the last play" : "";
  return [under, fresh].filter(Boolean).join("; ") || null;
}

/**
 * The draft of one number with every table card that no hand card covers put
 * back. Hand cards cover the table cards between the same kept neighbours
 * (the server's rule), so a stretch between two kept cards with no hand card
 * in it keeps all its table cards. `count` is how many cards the number has.
 *
 *   uncover([{keep: 0}], 2)           -> [{keep: 0}, {keep: 1}]
 *   uncover([{card: 9}, {keep: 1}], 2) -> unchanged: the 9 covers card 0
 */
export function uncover(slots, count) {
  const out = [];
  let gap = [];
  let previous = -1;
  for (const s of [...slots, { keep: count }]) {
    if (s.card !== undefined) {
      gap.push(s);
      continue;
    }
    if (gap.length) out.push(...gap);
    else for (let k = previous + 1; k < s.keep; k++) out.push({ keep: k });
    gap = [];
    if (s.keep < count) out.push(s);
    previous = s.keep;
  }
  return out;
}

function jokerDialog() {
  let resolve = null;
  const el = h(
    "dialog",
    { class: "joker-dialog", "aria-label": "Choose the joker's digit" },
    h("p", {}, "Which digit does the joker stand for?"),
    h(
      "div",
      { class: "digits" },
      Array.from({ length: 10 }, (_, d) =>
        h("button", { "data-digit": d, onclick: () => done(d) }, String(d)),
      ),
    ),
    h("button", { onclick: () => done(null) }, "Cancel"),
  );
  el.addEventListener("cancel", () => done(null));
  function done(value) {
    if (el.open) el.close();
    if (resolve) resolve(value);
    resolve = null;
  }
  return {
    el,
    ask() {
      return new Promise((res) => {
        resolve = res;
        el.showModal();
      });
    },
  };
}

/** A card as a sentence names it: "a 2", "an 8", "a joker". */
export function cardWords(face) {
  if (face === JOKER) return "a joker";
  return /^(8|11|18)/.test(String(face)) ? `an ${face}` : `a ${face}`;
}

// `next` is the event after this one: the drawer's own "card" follows the
// public "drew", and the two are one line (the drawer's has the card in it).
export function describeEvent(event, nameOf, next = null) {
  const who = event.seat !== undefined ? nameOf(event.seat) : "";
  switch (event.kind) {
    case "dealt":
      return `Round ${event.round}: cards dealt; the table shows ${event.table}.`;
    case "played":
      return `${who} played ${event.formula}${event.points !== undefined ? ` (+${event.points} points)` : ""}.`;
    case "drew": {
      const why = event.reason === "five" ? " (the answer divides by 5)" : "";
      const own = next && next.kind === "card" && next.seat === event.seat && next.version === event.version;
      return own ? `You drew ${cardWords(next.card.face)}${why}.` : `${who} drew a card${why}.`;
    }
    case "card":
      return null; // told with its "drew"
    case "reshuffled":
      return "The cards under the formula were shuffled into a new stock.";
    case "passed":
      return `${who} passed.`;
    case "out":
      return `${who} has played all their cards (${ordinal(event.place)}).`;
    case "round_over":
      return `Round ${event.round} is over.`;
    default:
      return null;
  }
}

/** What a score in the final ranking means, for this game's options. */
export function scoreText(score, seat, snap) {
  const view = snap.view;
  if (view.points) return `${score} points`;
  if (view.rounds && view.rounds > 1) return `${score} round${score === 1 ? "" : "s"} won`;
  const lastRound = view.history && view.history[view.history.length - 1];
  if (!lastRound) return "";
  const left = lastRound.cards_left[seat];
  return left === 0 ? "all cards played" : `${left} card${left === 1 ? "" : "s"} left`;
}
