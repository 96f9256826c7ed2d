// The post-shake review: what the adjudicator knows of every move of a finished shake.
//
// After the Goal and after each move it asks the game's adjudicator (the `solve`
// tool) the two questions a player at the table asks — could a Now be won here
// (with a witness Solution), has the Goal become Impossible — and marks the moves
// that handed a Now to the next player and the challenges that were wrong. It is
// asked only about shakes that have ended: their mats were public and can no
// longer be challenged, so nothing it says helps anyone in play. The record of
// the shake comes from the game's review (GET /api/games/CODE/review), which
// shows this seat only what it saw; mats are public anyway.

import * as api from "../api.js";
import { h, fill } from "../dom.js";

// Work units per question, as the game's own analysis uses (docs/rules/equations.md).
const BUDGET = 300000;

const faces = (cubes) => cubes.map((c) => c.face).join("");

function solveParams(mat) {
  return {
    goal: mat.goal_text,
    required: faces(mat.required),
    permitted: faces(mat.permitted),
    forbidden: faces(mat.forbidden),
    resources: faces(mat.resources),
    budget: BUDGET,
  };
}

/** The moments of shake `number` the adjudicator is asked about, from the review's frames. */
export function momentsOf(frames, number) {
  const out = [];
  frames.forEach((frame, step) => {
    const view = frame.view;
    if (!view || !view.mat || view.shake !== number) return;
    for (const event of frame.events || []) {
      if (event.kind === "goal_set" || event.kind === "moved" || event.kind === "bonus") {
        out.push({ step, kind: event.kind, event, seat: event.seat, mat: view.mat });
      } else if (event.kind === "challenge" && (event.claim === "now" || event.claim === "impossible")) {
        out.push({ step, kind: "challenge", event, seat: event.seat, mat: view.mat });
      }
    }
  });
  return out;
}

/**
 * An element that fills itself with the review of the finished shake `last`
 * (the view's `last_shake`). `ctx` gives names, the review's frames
 * (`frames`, on the review page) or a way to fetch them (`fetchReview`), and the
 * describing of an event (`describe`).
 */
export function shakeReview(ctx, last, snap) {
  const body = h("div", { class: "eq-review-body", "aria-live": "polite" }, h("p", { class: "muted" }, "Asking the adjudicator about each move…"));
  const el = h(
    "details",
    { class: "panel eq-review", open: true, "data-shake": last.shake },
    h("summary", {}, `Shake ${last.shake}: what the adjudicator knows`),
    body,
  );
  if (!last.goal_text) {
    fill(body, h("p", { class: "muted" }, "No Goal was set in this shake: there is nothing to review."));
    return el;
  }
  load(ctx, last, snap, body).catch((err) => {
    fill(body, h("p", { class: "muted" }, `The review could not be made: ${err.message}`));
  });
  return el;
}

async function load(ctx, last, snap, body) {
  const frames = ctx.frames || (ctx.fetchReview ? (await ctx.fetchReview()).frames : null);
  if (!frames) {
    fill(body, h("p", { class: "muted" }, "The record of this shake is not available here."));
    return;
  }
  const moments = momentsOf(frames, last.shake);
  // One question at a time: the server works on only a few of a client's at once.
  const answers = new Map();
  for (const m of moments) {
    const key = JSON.stringify(solveParams(m.mat));
    if (!answers.has(key)) answers.set(key, await api.callTool("equations", "solve", solveParams(m.mat)));
    m.answer = answers.get(key);
  }
  fill(body, render(ctx, moments, snap));
}

function render(ctx, moments, snap) {
  if (!moments.length) return h("p", { class: "muted" }, "No move was made after the Goal.");
  const nameOf = ctx.nameOf;
  const items = moments.map((m) => {
    const a = m.answer;
    const now = a.now.status;
    const possible = a.possible.status;
    const resources = m.mat.resources.length;
    const lines = [];
    const marks = [];
    let what;
    if (m.kind === "challenge") {
      const claim = m.event.claim;
      const right = claim === "now" ? now === "yes" : possible === "no";
      const decided = (claim === "now" ? now : possible) !== "unknown";
      what = `${nameOf(m.seat)} challenged ${claim === "now" ? "Now" : "Impossible"}`;
      if (!decided) lines.push("The adjudicator could not decide within its budget whether this challenge was right.");
      else if (right) lines.push(claim === "now" ? `Right: ${a.now.witness}` : "Right: no Solution exists however the Resources are played.");
      else {
        marks.push("wrong");
        lines.push(claim === "now" ? "Wrong: no Solution uses at most one cube from Resources." : `Wrong: a Solution exists, ${a.possible.witness}`);
      }
    } else {
      what =
        m.kind === "goal_set"
          ? `${nameOf(m.seat)} set the Goal ${m.event.goal_text}`
          : `${nameOf(m.seat)} moved a ${cubeText(m.mat, m.event.cube)} to ${sectionName(sectionOf(m.mat, m.event.cube))}${m.kind === "bonus" ? " (a bonus move)" : ""}`;
      // A Now can be challenged only with two cubes in Resources and something in Required or Permitted.
      const challengeable = resources >= 2 && m.mat.required.length + m.mat.permitted.length > 0;
      if (now === "yes" && challengeable) {
        marks.push("handed");
        lines.push(`This left a Now for the others: ${a.now.witness}`);
      } else if (now === "no" || (now === "yes" && !challengeable)) {
        lines.push("No Now after it.");
      } else if (now === "unknown") {
        lines.push("Whether a Now existed is undecided within the budget.");
      }
      if (possible === "no") {
        marks.push("impossible");
        lines.push("The Goal had become Impossible.");
      } else if (possible === "yes" && now !== "yes") {
        lines.push(`Still possible: ${a.possible.witness}`);
      }
    }
    const link = ctx.frames
      ? h("a", { href: `?step=${m.step}`, "data-step": m.step, onclick: (e) => { e.preventDefault(); if (ctx.go) ctx.go(m.step); } }, `Step ${m.step}`)
      : ctx.code
        ? h("a", { href: `/review/${ctx.code}?step=${m.step}`, "data-link": true, "data-step": m.step }, `Step ${m.step}`)
        : h("span", {}, `Step ${m.step}`);
    return h(
      "li",
      { class: marks.join(" ") || null, "data-step": m.step, "data-kind": m.kind, "data-marks": marks.join(" ") },
      link,
      `: ${what}. `,
      marks.includes("handed") ? h("strong", { class: "eq-mark" }, "Handed a Now. ") : null,
      marks.includes("wrong") ? h("strong", { class: "eq-mark" }, "Wrong challenge. ") : null,
      lines.join(" "),
    );
  });
  return h("ol", { class: "eq-review-list" }, items);
}

function cubeText(mat, index) {
  const all = [...mat.goal.flat(), ...mat.required, ...mat.permitted, ...mat.forbidden, ...mat.resources];
  const cube = all.find((c) => c.index === index);
  return cube ? `${cube.colour} ${cube.face}` : "cube";
}

// Where the cube lies on the mat after its move.
function sectionOf(mat, index) {
  return ["required", "permitted", "forbidden"].find((name) => mat[name].some((c) => c.index === index)) || "";
}

function sectionName(name) {
  return { required: "Required", permitted: "Permitted", forbidden: "Forbidden" }[name] || name;
}
