// The analysis of a finished game on its review page (GET /api/games/CODE/analysis):
// each player's turning points (the biggest misses) at the top, the figures per
// player, and what the analysis says of the step on screen. The same shape for
// every game (docs/api.md, "Analysis"): nothing here knows a game.

import * as api from "../api.js";
import { h, fill } from "../dom.js";

const fmt = (value) => (Number.isInteger(value) ? String(value) : value.toFixed(1));

/**
 * Fill `el` with the analysis of game `code`; `go(step)` shows a step.
 * Returns { at(step) }: the analysis' notes about that step, for the page to show.
 */
export function analysisPanel(el, code, review, nameOf, go) {
  let analysis = null;
  const here = h("div", { class: "analysis-here", "aria-live": "polite" });
  fill(el, h("section", { class: "panel analysis" }, h("h2", {}, "Analysis"), h("p", { class: "muted" }, "Analysing the game…")));

  function at(step) {
    if (!analysis) {
      fill(here);
      return;
    }
    const notes = analysis.notes.filter((n) => n.step === step);
    fill(here, notes.map((n) => h("p", { class: `note ${n.kind}` }, `${nameOf(n.seat)}: ${n.text}`)));
  }

  function render() {
    const players = analysis.summary.map((entry) => {
      const points = entry.turning_points;
      return h(
        "div",
        { class: "turning-points", "data-seat": entry.seat },
        h("h3", {}, nameOf(entry.seat)),
        points.length
          ? h(
              "ol",
              {},
              points.map((n) =>
                h(
                  "li",
                  {},
                  h("a", { href: `?step=${n.step}`, "data-step": n.step, onclick: (e) => { e.preventDefault(); go(n.step); } }, `Step ${n.step}`),
                  `: ${n.text}`,
                ),
              ),
            )
          : h("p", { class: "muted" }, "No misses."),
      );
    });
    const totals = analysis.totals.length
      ? h(
          "table",
          { class: "analysis-totals" },
          h("tr", {}, h("th", {}, ""), review.seats.map((s) => h("th", { scope: "col" }, nameOf(s.seat)))),
          analysis.totals.map((t) => h("tr", {}, h("th", { scope: "row" }, t.label), t.values.map((v) => h("td", {}, fmt(v))))),
        )
      : null;
    fill(
      el,
      h("section", { class: "panel analysis" }, h("h2", {}, "Turning points"), players, totals, h("h3", {}, "This step"), here),
    );
  }

  api
    .fetchAnalysis(code)
    .then((data) => {
      analysis = data;
      render();
      go(null);
    })
    .catch((err) => {
      const why = err.status === 404 ? "This game has no analysis yet." : err.message;
      fill(el, h("section", { class: "panel analysis" }, h("h2", {}, "Analysis"), h("p", { class: "muted" }, why)));
    });
  return { at };
}
