// Equations cubes as the page draws them: a die of its colour showing its face.

import { h } from "../dom.js";

export const SECTION_NAMES = {
  goal: "Goal",
  required: "Required",
  permitted: "Permitted",
  forbidden: "Forbidden",
  resources: "Resources",
};

const FACE_WORDS = { "+": "plus", "−": "minus", "×": "times", "÷": "divided by", "^": "power", "√": "root" };

// The cubes of the shake as the move log last learnt them (a `rolled` event carries them):
// events name a cube by its index only.
let rolled = new Map();

/** Remember the cubes of a roll, so later events can name them. */
export function learnRoll(cubes) {
  rolled = new Map((cubes || []).map((c) => [c.index, c]));
}

/** "red 3", "black √ (root)"; a cube known only by its index is "a cube". */
export function cubeWords(cube) {
  const c = typeof cube === "number" ? rolled.get(cube) : cube;
  if (!c) return "a cube";
  const word = FACE_WORDS[c.face];
  return `${c.colour ? `${c.colour} ` : ""}${c.face}${word ? ` (${word})` : ""}`;
}

/**
 * A cube as a button. `opts`: held (picked up), disabled, label, onclick,
 * ondragstart (makes it draggable), turn ("sw" or "ud": drawn turned), extra
 * attributes in `attrs`.
 */
export function cubeButton(cube, opts = {}) {
  return h(
    "button",
    {
      type: "button",
      class: `eq-cube eq-${cube.colour || "plain"}${opts.held ? " held" : ""}${opts.used ? " used" : ""}${opts.turn ? ` turned-${opts.turn}` : ""}`,
      "data-cube": cube.index,
      "data-face": cube.face,
      "data-colour": cube.colour,
      "data-turn": opts.turn || null,
      "aria-label": opts.label || cubeWords(cube),
      "aria-pressed": opts.onclick && !opts.disabled && opts.pressable !== false ? (opts.held ? "true" : "false") : null,
      disabled: Boolean(opts.disabled),
      draggable: opts.ondragstart && !opts.disabled ? "true" : null,
      onclick: opts.onclick || null,
      ondragstart: opts.ondragstart || null,
      ...(opts.attrs || {}),
    },
    cube.face,
  );
}

/** The faces a typed text uses, as the cubes show them (x is ×, - is −, / is ÷, * is ^). */
export function facesOf(text) {
  const typed = { x: "×", X: "×", "*": "^", "-": "−", "–": "−", "/": "÷" };
  const out = [];
  const s = String(text).replace(/sqrt/g, "√");
  for (const ch of s) {
    const face = typed[ch] || ch;
    if (/[0-9]/.test(face) || "+−×÷^√".includes(face)) out.push(face);
  }
  return out;
}

const TURN_WORDS = { sw: "sideways", ud: "upside-down" };

/** How a Goal cube lies: "sw", "ud" or "" (the mat's `turns`, by cube index). */
export function turnOf(mat, index) {
  return (mat && mat.turns && mat.turns[String(index)]) || "";
}

/** "sideways", "upside-down" or "" for a turn mark. */
export function turnWords(turn) {
  return TURN_WORDS[turn] || "";
}

/**
 * The shake as the preview tool takes it: the division, the chosen variations
 * ("wild=0 base=8") and the turned Goal cubes by place ("1=sw").
 */
export function shakeParams(view) {
  const chosen = (view.variations && view.variations.chosen) || [];
  const variations = chosen.map((v) => (v.param === null || v.param === undefined ? v.id : `${v.id}=${v.param}`)).join(" ");
  const goal = view.mat ? view.mat.goal.flat() : [];
  const turns = goal
    .map((c, place) => [place, turnOf(view.mat, c.index)])
    .filter(([, t]) => t)
    .map(([place, t]) => `${place + 1}=${t}`)
    .join(" ");
  return { division: view.division || "", variations, turns };
}
