// The Equation editor: write `Solution = Goal` with the cubes one may use.
//
// A palette holds the cubes section by section (Required, Permitted, Resources
// and the Goal's own cubes), each a button that types its face where the cursor
// is; the cubes the Solution already uses are marked, Resources counted against
// what the occasion allows. Brackets, "=" and a delete key complete it. The
// Goal picker lists every reading the Goal's grouping allows and writes the
// chosen one, bracketed, after the "=". With the shake's variations a row of
// marks types Appendix A's marks (7sw, √lcm, 2w for the wild cube as 2 …), as
// the tool lists them for the shake; typing them works as well. A live preview
// shows the exact value of each side under the shake's variations, and the
// checker's reason when a variation refuses the Equation (from the game's
// `preview` tool, which may be used online: it only evaluates this text and the
// public Goal, never the cubes). Presenting is final, so it asks once more
// before it sends.

import * as api from "../api.js";
import { h, fill } from "../dom.js";
import { cubeButton, facesOf, SECTION_NAMES, shakeParams, turnOf, turnWords } from "./cubes.js";
import { dropDraft, loadDraft, saveDraft } from "./draft.js";

const PREVIEW_MS = 180;
// How many Resources cubes a Solution may use after each occasion (null: any).
const RESOURCES_ALLOWED = { now: 1, impossible: null, last_cube: null, stop: null, no_goal: null };

export function equationEditor(ctx, { present, decline }) {
  let view = null;
  let busy = false;
  let confirming = null; // "present" | "decline" while asking once more
  let previewTimer = null;
  let asked = ""; // the text the preview on screen is for
  let answer = null; // the preview tool's answer for `asked`
  let shownFor = null; // the writing (shake and start) the draft belongs to

  const clock = h("span", { class: "eq-editor-clock", role: "timer" });
  const rules = h("p", { class: "muted eq-editor-rules" });
  const input = h("input", {
    type: "text",
    name: "equation",
    autocomplete: "off",
    spellcheck: "false",
    maxlength: "200",
    placeholder: "e.g. (5×4)+1 = 3×(5+2)",
    "aria-label": "Your Equation",
  });
  const palette = h("div", { class: "eq-palette", role: "group", "aria-label": "The cubes you may use" });
  const keys = h(
    "div",
    { class: "row eq-keys", role: "group", "aria-label": "Brackets and equals" },
    ["(", ")", "="].map((k) => h("button", { type: "button", class: "eq-key", "data-insert": k, onclick: () => insert(k) }, k)),
    h("button", { type: "button", class: "eq-key", "data-key": "delete", "aria-label": "Delete the last character", onclick: backspace }, "⌫"),
    h("button", { type: "button", class: "eq-key", "data-key": "clear", onclick: () => setText("") }, "Clear"),
  );
  const markRow = h("div", { class: "eq-marks stack" });
  const picker = h("div", { class: "eq-picker", role: "group", "aria-label": "The Goal's readings" });
  const previewBox = h("div", { class: "eq-preview", "aria-live": "polite" });
  const presentButton = h("button", { type: "button", class: "primary", "data-action": "present", onclick: () => ask("present") }, "Present");
  const declineButton = h("button", { type: "button", "data-action": "decline", onclick: () => ask("decline") }, "Present nothing");
  const confirmText = h("p", { class: "eq-confirm-text" });
  const confirmYes = h("button", { type: "button", class: "primary", "data-action": "confirm", onclick: confirm }, "Yes");
  const confirmNo = h("button", { type: "button", "data-action": "cancel", onclick: () => ask(null) }, "Not yet");
  const confirmBox = h("div", { class: "notice eq-confirm stack" }, confirmText, h("div", { class: "row" }, confirmYes, confirmNo));
  const presented = h("p", { class: "eq-presented" });

  const writingBox = h(
    "div",
    { class: "stack" },
    rules,
    h("div", { class: "eq-input-row" }, input),
    palette,
    keys,
    markRow,
    picker,
    previewBox,
    h("div", { class: "row" }, presentButton, declineButton),
    confirmBox,
    h("div", { "data-message-slot": "" }),
  );
  const el = h(
    "section",
    { class: "panel eq-editor stack", "aria-label": "Your Equation" },
    h("div", { class: "eq-editor-head" }, h("h3", {}, "Your Equation"), clock),
    writingBox,
    presented,
  );
  input.addEventListener("input", () => {
    ask(null);
    changed();
  });
  input.addEventListener("keydown", (event) => {
    if (event.key === "Enter") {
      event.preventDefault();
      ask("present");
    }
  });

  function me() {
    const w = view && view.writing;
    if (!w || ctx.seat === null || ctx.seat === undefined) return null;
    return w.writers.find((x) => x.seat === ctx.seat) || null;
  }

  function setText(text) {
    input.value = text;
    ask(null);
    changed();
    input.focus();
  }

  function insert(text) {
    const start = input.selectionStart ?? input.value.length;
    const end = input.selectionEnd ?? input.value.length;
    input.setRangeText(text, start, end, "end");
    input.focus();
    ask(null);
    changed();
  }

  function backspace() {
    const start = input.selectionStart ?? input.value.length;
    const end = input.selectionEnd ?? input.value.length;
    if (start !== end) input.setRangeText("", start, end, "end");
    else if (start > 0) input.setRangeText("", start - 1, start, "end");
    input.focus();
    changed();
  }

  // The Goal side written as the chosen reading, after the "=" (replacing what was there).
  function chooseReading(reading) {
    const text = input.value;
    const at = text.indexOf("=");
    const solution = at < 0 ? text.trimEnd() : text.slice(0, at).trimEnd();
    setText(`${solution} = ${reading}`);
  }

  function ask(what) {
    confirming = what;
    renderConfirm();
    if (what) confirmYes.focus();
  }

  async function confirm() {
    const what = confirming;
    confirming = null;
    renderConfirm();
    if (what === "present") {
      const text = input.value.trim();
      if (!text) {
        ctx.say("Write the Equation first: Solution = Goal.", true);
        input.focus();
        return;
      }
      await present(text);
    } else if (what === "decline") {
      await decline();
    }
  }

  function renderConfirm() {
    confirmBox.hidden = !confirming;
    if (confirming === "present") {
      confirmText.textContent = `Present “${input.value.trim()}”? Presenting is final: it cannot be changed afterwards.`;
      confirmYes.textContent = "Yes, present it";
    } else if (confirming === "decline") {
      confirmText.textContent = "Present nothing? This is final.";
      confirmYes.textContent = "Yes, present nothing";
    }
  }

  // -- the preview ---------------------------------------------------------------

  function changed() {
    if (shownFor && !ctx.review) saveDraft(ctx.code, ctx.seat, shownFor, input.value);
    renderPalette();
    clearTimeout(previewTimer);
    previewTimer = setTimeout(runPreview, PREVIEW_MS);
  }

  async function runPreview() {
    if (!view || !view.writing) return;
    const text = input.value;
    const shake = shakeParams(view);
    const noGoal = view.writing.occasion === "no_goal";
    const params = {
      equation: text,
      goal: noGoal ? "" : view.mat.goal_text || "",
      after: view.writing.occasion,
      division: shake.division,
      variations: shake.variations,
      turns: noGoal ? "" : shake.turns,
    };
    try {
      const got = await api.callTool("equations", "preview", params);
      if (input.value !== text) return; // typed on meanwhile
      asked = text;
      answer = got;
    } catch (err) {
      asked = text;
      answer = { error: err.message, sides: [], goal: { readings: [] }, marks: marks(), checked: null };
    }
    renderMarks();
    renderPreview();
    renderPicker();
    renderPalette();
  }

  function renderPreview() {
    const lines = [];
    if (answer && asked === input.value && input.value.trim()) {
      if (answer.error) lines.push(h("p", { class: "eq-preview-error" }, answer.error));
      for (const side of answer.sides) {
        const name = side.role === "goal" ? "Goal" : "Solution";
        let text;
        if (side.error) text = side.error;
        else if (side.values.length === 1 && !side.undefined) text = `= ${side.values[0]}`;
        else if (side.values.length) text = `can be read ${side.values.length}${side.more ? "+" : ""} ways: ${side.values.join(", ")}${side.more ? ", …" : ""}${side.undefined ? `; one reading names no number (${side.undefined})` : ""} — add brackets`;
        else text = side.undefined ? `names no number: ${side.undefined}` : "";
        lines.push(h("p", { class: `eq-side ${side.error || side.values.length !== 1 || side.undefined ? "unclear" : ""}`, "data-role": side.role }, h("strong", {}, `${name} `), h("span", { class: "formula" }, side.text || ""), ` ${text}`));
      }
      const c = answer.checked;
      if (c) {
        lines.push(
          h(
            "p",
            { class: `eq-checked ${c.correct ? "fits" : "refused"}`, "data-correct": c.correct ? "true" : "false" },
            h("strong", {}, "With this shake's variations: "),
            c.correct ? "the values and the marks are right (the cubes are checked when you present)." : `${c.reason}.`,
          ),
        );
      }
    }
    fill(previewBox, lines.length ? lines : h("p", { class: "muted" }, "The value of each side shows here as you write."));
  }

  function renderPicker() {
    const readings = (answer && answer.goal && answer.goal.readings) || [];
    const occasion = view.writing.occasion;
    if (occasion === "no_goal") {
      fill(picker, h("p", { class: "muted" }, "After “no Goal” you write the Goal too: Solution = Goal, both from Resources."));
      return;
    }
    if (!readings.length) {
      fill(picker);
      return;
    }
    fill(
      picker,
      h("span", { class: "eq-label" }, readings.length === 1 ? "The Goal reads:" : "The Goal can be read as (pick one):"),
      readings.map((r) =>
        h(
          "button",
          {
            type: "button",
            class: "eq-reading",
            "data-reading": r.reading,
            onclick: () => chooseReading(r.reading),
            "aria-label": `Write the Goal as ${r.reading}${r.value !== null ? `, which is ${r.value}` : ""}`,
          },
          `${r.reading}${r.value !== null ? ` = ${r.value}` : " (names no number)"}`,
        ),
      ),
    );
  }

  // -- the marks ------------------------------------------------------------------

  // The marks of the shake's variations, as the last preview listed them.
  function marks() {
    return (answer && answer.marks) || [];
  }

  function markButton(m) {
    return h(
      "button",
      {
        type: "button",
        class: "eq-key eq-mark-key",
        "data-mark": m.text,
        "aria-label": `${m.label}: types ${m.text}`,
        title: `${m.label}, e.g. ${m.example}`,
        onclick: () => insert(m.text),
      },
      m.text,
    );
  }

  function renderMarks() {
    const all = marks();
    const wild = all.filter((m) => m.variation === "wild");
    const rest = all.filter((m) => m.variation !== "wild");
    const chosenWild = ((view.variations && view.variations.chosen) || []).find((v) => v.id === "wild");
    const face = chosenWild ? chosenWild.param : "";
    const rows = [];
    if (rest.length) {
      rows.push(
        h(
          "div",
          { class: "eq-mark-row", role: "group", "aria-label": "Marks of this shake's variations" },
          h("span", { class: "eq-label" }, "Marks (after the digit or as the cube):"),
          h("div", { class: "row eq-mark-keys" }, rest.map(markButton)),
        ),
      );
    }
    if (wild.length) {
      rows.push(
        h(
          "div",
          { class: "eq-mark-row", role: "group", "aria-label": `The wild ${face} as` },
          h("span", { class: "eq-label" }, `The wild cube ${face} as:`),
          h("div", { class: "row eq-mark-keys" }, wild.map(markButton)),
        ),
      );
    }
    markRow.hidden = !rows.length;
    fill(markRow, rows);
  }

  // -- the palette -----------------------------------------------------------------

  // The faces the Solution uses, spent on Required first, then Permitted, then Resources.
  function spent() {
    const text = input.value;
    const at = text.indexOf("=");
    let solutionText = text;
    if (view.writing.occasion === "no_goal") {
      solutionText = text;
    } else if (at >= 0) {
      const goalLeft = answer && asked === text && answer.sides.length === 2 && answer.sides[0].role === "goal";
      solutionText = goalLeft ? text.slice(at + 1) : text.slice(0, at);
    }
    // The tool's faces are the cubes as the checker counts them (2w is the wild 0, 7sw a 7);
    // until it answers for this text, the typed faces.
    let faces = facesOf(solutionText);
    if (answer && asked === text && answer.sides.length) {
      const side = view.writing.occasion === "no_goal" ? null : answer.sides.find((s) => s.role === "solution");
      if (side && !side.error) faces = side.faces;
      else if (!side && answer.sides.every((s) => !s.error)) faces = answer.sides.flatMap((s) => s.faces);
    }
    const need = new Map();
    for (const f of faces) need.set(f, (need.get(f) || 0) + 1);
    const used = new Set();
    for (const name of ["required", "permitted", "resources"]) {
      for (const cube of view.mat[name]) {
        const n = need.get(cube.face) || 0;
        if (n > 0) {
          used.add(cube.index);
          need.set(cube.face, n - 1);
        }
      }
    }
    const missing = [...need.entries()].filter(([, n]) => n > 0).map(([f]) => f);
    return { used, missing };
  }

  function renderPalette() {
    if (!view || !view.writing || !view.mat) return;
    const { used, missing } = spent();
    const occasion = view.writing.occasion;
    const allowed = RESOURCES_ALLOWED[occasion];
    const fromResources = view.mat.resources.filter((c) => used.has(c.index)).length;
    const groups = [];
    const sections = occasion === "no_goal" ? ["resources"] : ["required", "permitted", "resources", "goal"];
    for (const name of sections) {
      const cubes = name === "goal" ? view.mat.goal.flat() : view.mat[name];
      if (!cubes.length) continue;
      let label = SECTION_NAMES[name];
      if (name === "required") label += ` (use all: ${view.mat.required.filter((c) => used.has(c.index)).length} of ${cubes.length})`;
      if (name === "resources") label += allowed === null ? ` (any: ${fromResources} used)` : ` (at most ${allowed}: ${fromResources} used)`;
      if (name === "goal") label += " (for the Goal side)";
      groups.push(
        h(
          "div",
          { class: `eq-palette-group${name === "resources" && allowed !== null && fromResources > allowed ? " over" : ""}`, "data-section": name },
          h("span", { class: "eq-label" }, label),
          h(
            "div",
            { class: "eq-cubes" },
            cubes.map((cube) => {
              // A turned Goal cube is written with its mark (a sideways − is i), as it lies.
              const turn = name === "goal" ? turnOf(view.mat, cube.index) : "";
              const typed = turn ? (cube.face === "−" && turn === "sw" ? "i" : `${cube.face}${turn}`) : cube.face;
              return cubeButton(cube, {
                used: name !== "goal" && used.has(cube.index),
                pressable: false,
                turn,
                label: `type ${typed} (${cube.colour} cube in ${SECTION_NAMES[name]}${turn ? `, ${turnWords(turn)}` : ""})${used.has(cube.index) && name !== "goal" ? ", used" : ""}`,
                onclick: () => insert(typed),
                attrs: { "data-palette": name },
              });
            }),
          ),
        ),
      );
    }
    if (missing.length) groups.push(h("p", { class: "eq-missing" }, `Not on the mat for your Solution: ${missing.join(" ")}`));
    fill(palette, groups);
  }

  // -- from the board -------------------------------------------------------------

  function update(nextView, snap, isBusy) {
    view = nextView;
    busy = isBusy;
    const mine = me();
    const writing = view.phase === "writing" && mine && !ctx.review;
    el.hidden = !writing && !(view.my_equation && view.phase === "writing");
    if (!writing || mine.status !== "writing") dropDraft(ctx.code, ctx.seat);
    if (el.hidden) {
      confirming = null;
      return;
    }
    const key = `${view.shake}:${view.writing.started}`;
    if (shownFor !== key) {
      // A new writing: this tab's draft of it, if the page was reloaded mid-writing, else nothing.
      shownFor = key;
      input.value = ctx.review ? "" : loadDraft(ctx.code, ctx.seat, key);
      answer = null;
      asked = "";
      confirming = null;
      runPreview();
    }
    const open = writing && mine.status === "writing";
    writingBox.hidden = !open;
    const occasion = view.writing.occasion;
    const allowed = RESOURCES_ALLOWED[occasion];
    const role = mine && mine.role === "must" ? "You must write an Equation" : "You may write an Equation";
    rules.textContent =
      occasion === "no_goal"
        ? `${role}: a Goal and a Solution, both from Resources (Solution = Goal).`
        : `${role}: Solution = Goal. Use every cube in Required, any in Permitted, and ${allowed === null ? "any number" : `at most ${allowed}`} from Resources.`;
    input.disabled = busy;
    presentButton.disabled = busy;
    declineButton.disabled = busy;
    confirmYes.disabled = busy;
    presented.textContent = view.my_equation
      ? `You presented ${view.my_equation.equation}. It stays hidden from the others until the writing ends.`
      : mine && mine.status === "declined"
        ? "You present nothing."
        : "";
    presented.hidden = !presented.textContent;
    renderConfirm();
    renderPalette();
    renderMarks();
    renderPicker();
    renderPreview();
  }

  function tick(serverNow) {
    const mine = me();
    if (!mine || !mine.clock || mine.status !== "writing") {
      clock.textContent = "";
      return;
    }
    const left = Math.max(0, Math.ceil(mine.clock.due - serverNow()));
    clock.textContent = `${Math.floor(left / 60)}:${String(left % 60).padStart(2, "0")} left`;
    clock.classList.toggle("low", left <= 15);
  }

  return { el, update, tick };
}
