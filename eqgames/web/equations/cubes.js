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
 * ondragstart (makes it draggable), extra attributes in `attrs`.
 */
export function cubeButton(cube, opts = {}) {
  return h(
    "button",
    {
      type: "button",
      class: `eq-cube eq-${cube.colour || "plain"}${opts.held ? " held" : ""}${opts.used ? " used" : ""}`,
      "data-cube": cube.index,
      "data-face": cube.face,
      "data-colour": cube.colour,
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
