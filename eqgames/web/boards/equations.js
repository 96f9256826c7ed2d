// The Equations mat (docs/rules/equations.md has the view, the actions and the events).
//
// The mat as players know it from the table: the Goal at the top, Required,
// Permitted and Forbidden, and the Resources the cubes are rolled into. Every
// cube is a button drawn as a die of its colour showing its face. A cube is
// moved by picking it up (click, Enter or the start of a drag) and putting it
// down on a section (click, Enter or a drop); R, P and F put the cube picked
// up into Required, Permitted or Forbidden. The Goal-setter places cubes into
// the Goal's groups the same way, and may move a Goal cube to another place or
// group before saying "Goal"; where the shake's variations allow, a cube held
// for the Goal can be turned sideways or upside-down first, and a Goal cube
// turned, and turned cubes are drawn as they lie.
//
// Now and Impossible are always on screen for a player, greyed with the
// engine's reason when they would not be valid. The Equation editor (its own
// module) writes with the cubes the writer may use; presenting is final.
// When a shake ends its result shows each Equation with the checker's verdict,
// and the post-shake review what the adjudicator knows of every move.
//
// Every clock runs on the server's time: a room carries `now`, the server's
// time when it was made.

import * as api from "../api.js";
import { h, fill } from "../dom.js";
import { rulesHref } from "../games.js";
import { equationEditor } from "../equations/editor.js";
import { cubeButton, cubeWords, learnRoll, SECTION_NAMES, shakeParams, turnOf, turnWords } from "../equations/cubes.js";
import { shakeReview } from "../equations/review.js";

// The board lists the players (with their scores) and shows its own clocks.
export const showsPlayers = true;
export const showsClock = true;

const TICK_MS = 250;
const MOVE_KEYS = { r: "required", p: "permitted", f: "forbidden" };
const OCCASION_WORDS = {
  now: "a Now challenge",
  impossible: "an Impossible challenge",
  no_goal: "a “no Goal” challenge",
  last_cube: "the last cube",
  stop: "the round's stop",
  void: "a void shake",
};
const TASK_WORDS = {
  roll: "to roll the cubes",
  select: "to select a variation",
  goal: "to set the Goal",
  first_turn: "for the first move",
  turn: "for the move",
  no_goal: "to answer “no Goal”",
  write: "to write",
  decide: "to decide",
  last_cube_challenge: "to challenge Impossible",
};

export function createBoard(ctx) {
  let snap = null;
  let view = null;
  let skew = 0; // server time minus this device's time, in seconds
  let busy = false;
  let picked = null; // {index, from: "resources" | "goal"} while a cube is held
  let pickedTurn = ""; // how the held Resources cube will lie in the Goal: "", "sw", "ud"
  let bonusOn = false; // the Bonus toggle: the next move is a bonus move to Forbidden
  let timer = null;
  let reviewKey = null;

  const players = h("div", { class: "eq-players", "aria-label": "Players and their points" });
  const turnLine = h("p", { class: "eq-turn", "aria-live": "polite" });
  const clock = h("p", { class: "eq-clock", role: "timer" });
  const roundClock = h("p", { class: "eq-round muted", role: "timer" });

  const challengeButtons = {};
  const challengeReasons = {};
  const challengeRow = (claim, label, title) => {
    challengeButtons[claim] = h(
      "button",
      { type: "button", class: "eq-challenge", "data-claim": claim, title, onclick: () => challenge(claim) },
      label,
    );
    challengeReasons[claim] = h("span", { class: "eq-reason muted", "data-reason": claim });
    return h("div", { class: "eq-challenge-row" }, challengeButtons[claim], challengeReasons[claim]);
  };
  const challenges = h(
    "section",
    { class: "panel eq-challenges", "aria-label": "Challenges" },
    challengeRow("now", "Now", "A Solution can be made with at most one more cube from Resources"),
    challengeRow("impossible", "Impossible", "No Solution can be made however the Resources are played"),
  );
  const agreeButton = h("button", { type: "button", "data-action": "agree", onclick: () => send({ type: "agree" }) }, "Agree: no Goal");
  const noGoalChallenge = h(
    "button",
    { type: "button", class: "eq-challenge", "data-claim": "no_goal", onclick: () => challenge("no_goal") },
    "Challenge “no Goal”",
  );
  const noGoalBox = h(
    "div",
    { class: "row eq-no-goal-answer" },
    h("span", {}, "A Goal can be set after all?"),
    agreeButton,
    noGoalChallenge,
  );
  challenges.appendChild(noGoalBox);

  // Adventurous selection (II-B): the division's list, each choice greyed with why it is illegal now.
  const selectionPanel = h("section", { class: "panel eq-selection stack", "aria-label": "Variations" });
  // The shake's variations, each opening to what it does and how to write it (the preview
  // tool says both for the shake), with a link to its entry on the rules page.
  const variationsLine = h("div", { class: "eq-variations", role: "group", "aria-label": "Variations this shake" });
  let variationsKey = null;
  let variationInfo = {};

  const sectionEls = {};
  const sectionCubes = {};
  const section = (name, cls) => {
    sectionCubes[name] = h("div", { class: "eq-cubes", role: "group", "aria-label": SECTION_NAMES[name] });
    sectionEls[name] = h(
      "section",
      {
        class: `eq-section ${cls}`,
        "data-section": name,
        ondragover: (event) => {
          if (!targetFor(name)) return;
          event.preventDefault();
          event.currentTarget.classList.add("over");
        },
        ondragleave: (event) => event.currentTarget.classList.remove("over"),
        ondrop: (event) => {
          event.preventDefault();
          event.currentTarget.classList.remove("over");
          const go = targetFor(name);
          if (go) go();
        },
      },
      h("h3", {}, SECTION_NAMES[name]),
      sectionCubes[name],
    );
    return sectionEls[name];
  };
  const mat = h(
    "div",
    { class: "eq-mat", "aria-label": "The mat" },
    section("goal", "eq-goal"),
    h("div", { class: "eq-sections" }, section("required", "eq-required"), section("permitted", "eq-permitted"), section("forbidden", "eq-forbidden")),
    section("resources", "eq-resources"),
  );

  const rollButton = h("button", { type: "button", class: "primary", "data-action": "roll", onclick: () => send({ type: "roll" }) }, "Roll the cubes");
  const goalButton = h("button", { type: "button", class: "primary", "data-action": "goal", onclick: () => send({ type: "goal" }) }, "Goal");
  const noGoalButton = h("button", { type: "button", "data-action": "no_goal", onclick: () => send({ type: "no_goal" }) }, "No Goal");
  const bonusButton = h(
    "button",
    { type: "button", class: "eq-bonus", "data-action": "bonus", "aria-pressed": "false", onclick: toggleBonus },
    "Bonus move",
  );
  const dropButtons = h("div", { class: "row eq-drop", role: "group", "aria-label": "Put the cube" });
  const turnButtons = h("div", { class: "row eq-turns", role: "group", "aria-label": "Turn the cube in the Goal" });
  const hint = h("p", { class: "muted eq-hint" });
  const goalRefusal = h("p", { class: "muted eq-goal-refusal" });
  const controls = h(
    "section",
    { class: "panel eq-controls stack", "aria-label": "Your move" },
    hint,
    dropButtons,
    turnButtons,
    h("div", { class: "row" }, rollButton, goalButton, noGoalButton, bonusButton),
    goalRefusal,
    h("div", { "data-message-slot": "" }),
  );

  const editor = equationEditor(ctx, {
    present: (equation) => send({ type: "present", equation }),
    decline: () => send({ type: "decline" }),
  });
  const writers = h("section", { class: "panel eq-writers", "aria-label": "Equations being written" });
  const result = h("div", { class: "eq-result-area" });
  const review = h("div", { class: "eq-review-area" });
  const history = h("section", { class: "panel eq-history", "aria-label": "Shakes so far" });

  const el = h(
    "section",
    { class: "board eq-board stack" },
    players,
    h("div", { class: "eq-head" }, turnLine, clock, roundClock),
    variationsLine,
    selectionPanel,
    challenges,
    mat,
    controls,
    editor.el,
    writers,
    result,
    ctx.review ? null : review,
    history,
  );
  // On the review page the board is drawn inert; the post-shake review's links sit beside it.
  const aside = ctx.review ? h("div", { class: "eq-aside stack" }, review) : null;

  el.addEventListener("keydown", (event) => {
    if (event.target.closest("input, textarea, select")) return;
    if (event.key === "Escape" && picked !== null) {
      picked = null;
      render();
      return;
    }
    const to = MOVE_KEYS[event.key.toLowerCase()];
    if (to && picked !== null && !event.ctrlKey && !event.metaKey && !event.altKey) {
      const go = targetFor(to);
      if (go) {
        event.preventDefault();
        go();
      }
    }
  });

  // -- time ----------------------------------------------------------------------

  const serverNow = () => Date.now() / 1000 + skew;
  const secondsTo = (at) => Math.max(0, Math.ceil(at - serverNow()));
  const minutes = (s) => `${Math.floor(s / 60)}:${String(s % 60).padStart(2, "0")}`;

  function tick() {
    if (!el.isConnected && snap) {
      clearInterval(timer);
      timer = null;
      return;
    }
    if (!view || ctx.review) return;
    const c = view.clock;
    clock.classList.remove("low");
    if (c && view.phase !== "over") {
      const left = secondsTo(c.due);
      const who = c.seat === null || c.seat === undefined ? "There is" : mine(c.seat) ? "You have" : `${ctx.nameOf(c.seat)} has`;
      clock.textContent = `${who} ${minutes(left)} ${TASK_WORDS[c.task] || ""}${c.misses ? " (extra time, a point lost)" : ""}`;
      clock.classList.toggle("low", left <= 10);
    } else {
      clock.textContent = "";
    }
    const r = view.round;
    if (r && r.timed && r.ends && view.phase !== "over") {
      const left = secondsTo(r.ends);
      roundClock.textContent = r.time_up || left === 0 ? "The round's time is up: this is the last shake." : `Round: ${minutes(left)} left`;
    } else {
      roundClock.textContent = "";
    }
    for (const w of (view.writing && view.writing.writers) || []) {
      const out = writers.querySelector(`[data-seat="${w.seat}"] .eq-writer-clock`);
      if (out) out.textContent = w.clock && w.status === "writing" ? minutes(secondsTo(w.clock.due)) : "";
    }
    editor.tick(serverNow);
  }

  // -- acting ----------------------------------------------------------------------

  const mine = (seat) => ctx.seat !== null && ctx.seat !== undefined && seat === ctx.seat;
  const can = (type) => Boolean(view && Array.isArray(view.can) && view.can.includes(type));

  async function send(action) {
    if (busy || ctx.review) return false;
    busy = true;
    render();
    const done = await ctx.act(action);
    busy = false;
    if (done) {
      picked = null;
      if (action.type === "bonus") bonusOn = false;
    }
    render();
    return done;
  }

  function challenge(claim) {
    if (view.challenges && view.challenges[claim] === null) send({ type: "challenge", claim });
  }

  function toggleBonus() {
    if (view.bonus !== null) return;
    bonusOn = !bonusOn;
    render();
  }

  function pick(index, from) {
    if (busy) return;
    picked = picked && picked.index === index ? null : { index, from };
    pickedTurn = "";
    render();
    if (picked) {
      const first = el.querySelector(".eq-target");
      if (first) first.focus();
    }
  }

  // What putting the held cube on `name` does now, or null when it cannot go there.
  function targetFor(name) {
    if (!picked || !view || !view.mat) return null;
    const { index, from } = picked;
    if (view.phase === "goal" && mine(view.setter)) {
      if (name === "goal") return () => placeInGoal(view.mat.goal.length, -1);
      if (name === "forbidden" && from === "resources" && can("bonus")) return () => send({ type: "bonus", cube: index });
      return null;
    }
    if (view.phase === "moves" && mine(view.turn) && from === "resources") {
      if (name === "goal" || name === "resources") return null;
      if (bonusOn) return name === "forbidden" ? () => send({ type: "bonus", cube: index }) : null;
      if (name === "forbidden" && view.mat.resources.length === 1) return null;
      return () => send({ type: "move", cube: index, to: name });
    }
    return null;
  }

  // The held cube into Goal group `cluster` at `position` (-1: the end); a group
  // past the last starts a new one. A Goal cube is moved by regrouping the Goal.
  function placeInGoal(cluster, position) {
    const { index, from } = picked;
    if (from === "resources") {
      return send({ type: "place_goal", cube: index, cluster, position, ...(pickedTurn ? { turn: pickedTurn } : {}) });
    }
    const groups = view.mat.goal.map((g) => g.map((c) => c.index));
    let at = position;
    const source = groups.findIndex((g) => g.includes(index));
    const was = groups[source].indexOf(index);
    groups[source].splice(was, 1);
    if (source === cluster && at > was) at -= 1;
    if (cluster >= groups.length) groups.push([index]);
    else groups[cluster].splice(at < 0 ? groups[cluster].length : at, 0, index);
    return send({ type: "arrange_goal", clusters: groups.filter((g) => g.length) });
  }

  // -- drawing ------------------------------------------------------------------------

  function update(next) {
    const fresh = !view || next.version !== snap.version;
    snap = next;
    view = next.view;
    skew = (typeof next.now === "number" ? next.now : Date.now() / 1000) - Date.now() / 1000;
    if (fresh) {
      // A held cube that has moved on (or a turn that is over) is put down.
      if (picked && !stillHeld()) picked = null;
      if (view.bonus !== null) bonusOn = false;
    }
    render();
    if (!ctx.review && timer === null) timer = setInterval(tick, TICK_MS);
  }

  function stillHeld() {
    const m = view.mat;
    if (!m) return false;
    const where = picked.from === "goal" ? m.goal.flat() : m.resources;
    return where.some((c) => c.index === picked.index) && (can("move") || can("place_goal") || can("arrange_goal") || can("bonus"));
  }

  function render() {
    if (!view) return;
    el.dataset.phase = view.phase;
    el.dataset.shake = view.shake;
    renderPlayers();
    turnLine.textContent = turnText();
    renderVariations();
    renderSelection();
    renderChallenges();
    renderMat();
    renderControls();
    editor.update(view, snap, busy);
    renderWriters();
    renderResult();
    renderHistory();
    tick();
  }

  function renderPlayers() {
    fill(
      players,
      Array.from({ length: view.players }, (_, seat) => {
        const roles = [];
        if (seat === view.setter) roles.push("Goal-setter");
        if (view.phase === "moves" && seat === view.turn) roles.push("to move");
        if (seat === view.mover && view.phase !== "roll" && view.phase !== "goal") roles.push("last Mover");
        const w = view.writing && view.writing.writers.find((x) => x.seat === seat);
        if (w) roles.push(writerWords(w));
        const total = view.totals[seat];
        const pen = view.penalties[seat];
        return h(
          "div",
          {
            class: `eq-player${snap.toAct.includes(seat) ? " to-act" : ""}${mine(seat) ? " me" : ""}`,
            "data-seat": seat,
          },
          h("span", { class: "eq-player-name" }, ctx.nameOf(seat)),
          h("span", { class: "eq-total", "aria-label": `${total} points` }, String(total)),
          pen ? h("span", { class: "eq-penalty", "aria-label": `penalties this shake ${pen}` }, `${pen} penalty`) : null,
          h("span", { class: "eq-roles muted" }, roles.join(" · ")),
        );
      }),
    );
  }

  function writerWords(w) {
    const role = { must: "must write", may: "may write" }[w.role] || w.role;
    const status = { writing: "writing", presented: "presented", declined: "presents nothing", late: "out of time" }[w.status] || w.status;
    return w.status === "writing" ? role : status;
  }

  function turnText() {
    const who = (seat) => (mine(seat) ? "You" : ctx.nameOf(seat));
    const shake = `Shake ${view.shake}${view.shakes ? ` of ${view.shakes}` : ""}: `;
    switch (view.phase) {
      case "lot":
        return "Rolling for the first Goal-setter…";
      case "roll":
        return shake + (mine(view.setter) ? "you are the Goal-setter: roll the cubes." : `${ctx.nameOf(view.setter)} rolls the cubes.`);
      case "select":
        return shake + "the variations are being selected.";
      case "goal":
        return shake + (mine(view.setter)
          ? "set the Goal: put 1 to 6 cubes from Resources in the Goal, then say “Goal”."
          : `${ctx.nameOf(view.setter)} is setting the Goal.`);
      case "no_goal":
        return shake + `${who(view.setter)} said “no Goal”.` + (view.agreed.length ? ` Agreed: ${view.agreed.map(ctx.nameOf).join(", ")}.` : "");
      case "moves": {
        const goal = `Goal ${view.mat.goal_text}. `;
        if (mine(view.turn)) return shake + goal + (view.bonus_turn ? "Your bonus move is made: now your regular move." : "Your move: a cube from Resources to a section, or challenge.");
        return shake + goal + `${ctx.nameOf(view.turn)} to move.`;
      }
      case "writing": {
        const w = view.writing;
        const c = view.challenge;
        const start = c ? `${who(c.by)} challenged ${c.claim === "now" ? "Now" : c.claim === "impossible" ? "Impossible" : "“no Goal”"}` : "The last cube is played";
        const me = w.writers.find((x) => mine(x.seat));
        const tail = me && me.status === "writing" ? (me.role === "must" ? ": you must write an Equation." : ": you may write an Equation.") : ": Equations are being written.";
        return shake + start + tail;
      }
      case "over":
        return "The match is over.";
      default:
        return "";
    }
  }

  function renderVariations() {
    const v = view.variations;
    const all = v ? [...(v.standing || []), ...(v.chosen || [])] : [];
    variationsLine.hidden = !all.length;
    if (!all.length) {
      fill(variationsLine);
      return;
    }
    const shake = shakeParams(view);
    const key = `${view.shake}|${shake.division}|${shake.variations}`;
    if (key !== variationsKey) {
      variationsKey = key;
      learnVariations(key, shake);
    }
    fill(
      variationsLine,
      h("span", { class: "eq-label" }, "Variations this shake:"),
      all.map((x) => {
        const info = variationInfo[x.id];
        const by = x.seat !== undefined && x.seat !== null ? ` (${ctx.nameOf(x.seat)})` : "";
        return h(
          "details",
          { class: "eq-variation", "data-variation": x.id },
          h("summary", { title: info ? info.summary : null }, `${x.label}${by}`),
          h(
            "div",
            { class: "eq-variation-help" },
            info ? h("p", {}, info.summary) : null,
            info ? h("p", {}, h("i", {}, "Example: "), info.example) : null,
            info ? h("p", {}, h("i", {}, "Write it: "), info.write) : null,
            h("a", { href: `${rulesHref("equations")}#variation-${x.id}`, target: "_blank", rel: "noopener" }, `${x.label} in the rules (${x.section})`),
          ),
        );
      }),
    );
  }

  // What each variation does and how it is written, from the preview tool (the catalogue's words).
  async function learnVariations(key, shake) {
    try {
      const got = await api.callTool("equations", "preview", { equation: "", division: shake.division, variations: shake.variations });
      if (key !== variationsKey) return;
      variationInfo = Object.fromEntries((got.variations || []).map((x) => [x.id, x]));
      renderVariations();
    } catch {
      // The names and the links are enough without the words.
    }
  }

  function renderSelection() {
    const sel = view.phase === "select" ? view.selection : null;
    selectionPanel.hidden = !sel;
    if (!sel) return;
    const selecting = mine(sel.selector) && !ctx.review;
    const head = selecting
      ? `Select a variation (${sel.picked} of ${sel.required} chosen${sel.most > sel.required ? `, up to ${sel.most}` : ""}).`
      : `${ctx.nameOf(sel.selector)} is selecting (${sel.picked} of ${sel.required}).`;
    fill(
      selectionPanel,
      h("h3", {}, head),
      selecting
        ? h(
            "ul",
            { class: "eq-menu" },
            (sel.menu || []).map((item) =>
              h(
                "li",
                { "data-variation": item.id },
                h("span", { class: "eq-label" }, `${item.name} (${item.section})`),
                item.summary ? h("span", { class: "muted" }, ` ${item.summary}`) : null,
                h(
                  "div",
                  { class: "row" },
                  (item.options || []).map((o) =>
                    h(
                      "span",
                      { class: "eq-choice" },
                      h(
                        "button",
                        {
                          type: "button",
                          "data-select": item.id,
                          "data-param": o.param === null || o.param === undefined ? "" : String(o.param),
                          disabled: busy || Boolean(o.illegal) || !can("select"),
                          "aria-describedby": o.illegal ? `eq-why-${item.id}-${o.param}` : null,
                          onclick: () => send(o.param === null || o.param === undefined ? { type: "select", variation: item.id } : { type: "select", variation: item.id, param: o.param }),
                        },
                        o.label,
                      ),
                      o.illegal ? h("span", { class: "eq-reason muted", id: `eq-why-${item.id}-${o.param}` }, ` ${withNames(o.illegal)}`) : null,
                    ),
                  ),
                ),
              ),
            ),
          )
        : null,
      selecting && can("finish_selecting")
        ? h("button", { type: "button", "data-action": "finish_selecting", disabled: busy, onclick: () => send({ type: "finish_selecting" }) }, "Select no more")
        : null,
      h("div", { "data-message-slot": "" }),
    );
  }

  function renderChallenges() {
    const player = ctx.seat !== null && ctx.seat !== undefined && !ctx.review;
    const inPlay = ["goal", "no_goal", "moves", "writing"].includes(view.phase) && view.mat;
    challenges.hidden = !player || !inPlay;
    if (challenges.hidden) return;
    for (const claim of ["now", "impossible"]) {
      const reason = view.challenges ? view.challenges[claim] : "";
      challengeButtons[claim].disabled = busy || reason !== null;
      challengeButtons[claim].setAttribute("aria-describedby", `eq-why-${claim}`);
      challengeReasons[claim].id = `eq-why-${claim}`;
      challengeReasons[claim].textContent = reason ? withNames(reason) : "You may challenge.";
    }
    const answering = view.phase === "no_goal" && !mine(view.setter);
    noGoalBox.hidden = !answering;
    agreeButton.disabled = busy || !can("agree");
    noGoalChallenge.disabled = busy || !(view.challenges && view.challenges.no_goal === null);
  }

  function renderMat() {
    const m = view.mat;
    mat.hidden = !m;
    if (!m) return;
    const setting = view.phase === "goal" && mine(view.setter) && !ctx.review;
    const moving = view.phase === "moves" && mine(view.turn) && !ctx.review;
    // The Goal: its groups, with places to put the held cube while setting.
    const holding = setting && picked !== null;
    const groups = m.goal.map((cluster, k) => {
      const parts = [];
      cluster.forEach((cube, p) => {
        if (holding) parts.push(goalGap(k, p));
        parts.push(cubeEl(cube, setting && can("arrange_goal") ? "goal" : null));
      });
      if (holding) parts.push(goalGap(k, cluster.length));
      return h("div", { class: "eq-group", "data-group": k, role: "group", "aria-label": `Goal group ${k + 1}` }, parts);
    });
    if (holding && can(picked.from === "goal" ? "arrange_goal" : "place_goal")) {
      groups.push(
        h(
          "button",
          {
            type: "button",
            class: "eq-target eq-new-group",
            "data-goal-group": m.goal.length,
            "aria-label": "Put the cube in the Goal as a new group",
            onclick: () => placeInGoal(m.goal.length, -1),
          },
          "+ new group",
        ),
      );
    }
    if (!groups.length) groups.push(h("p", { class: "muted eq-empty" }, view.goal_set ? "" : "No Goal yet."));
    fill(sectionCubes.goal, groups);
    sectionEls.goal.classList.toggle("droppable", Boolean(targetFor("goal")));
    const goalText = m.goal_text ? ` ${m.goal_text}` : "";
    sectionEls.goal.querySelector("h3").textContent = `Goal${goalText}${view.goal_set ? "" : view.phase === "goal" ? " (being set)" : ""}`;
    for (const name of ["required", "permitted", "forbidden"]) {
      const cubes = m[name].map((c) => cubeEl(c, null));
      const go = targetFor(name);
      if (go) {
        cubes.push(
          h(
            "button",
            {
              type: "button",
              class: "eq-target eq-put",
              "data-to": name,
              "aria-label": `Put the ${cubeWords(cubeOf(picked.index))} in ${SECTION_NAMES[name]}${bonusOn || view.phase === "goal" ? " as a bonus move" : ""}`,
              onclick: go,
            },
            view.phase === "goal" || bonusOn ? `Bonus: here (${name[0].toUpperCase()})` : `Put here (${name[0].toUpperCase()})`,
          ),
        );
      }
      if (!cubes.length) cubes.push(h("span", { class: "muted eq-empty" }, "empty"));
      fill(sectionCubes[name], cubes);
      sectionEls[name].classList.toggle("droppable", Boolean(go));
    }
    const fromResources = setting || moving;
    fill(
      sectionCubes.resources,
      m.resources.length ? m.resources.map((c) => cubeEl(c, fromResources ? "resources" : null)) : h("span", { class: "muted eq-empty" }, "empty"),
    );
    sectionEls.resources.querySelector("h3").textContent = `Resources (${m.resources.length})`;
  }

  function cubeOf(index) {
    return view.cubes.find((c) => c.index === index) || { index, face: "?", colour: "" };
  }

  function cubeEl(cube, from) {
    const held = picked !== null && picked.index === cube.index;
    const active = from !== null && !busy;
    const turn = turnOf(view.mat, cube.index) || (held && picked.from === "resources" ? pickedTurn : "");
    return cubeButton(cube, {
      held,
      turn,
      disabled: !active,
      label: `${cubeWords(cube)}${turn ? `, ${turnWords(turn)}` : ""}${held ? ", picked up" : ""}`,
      onclick: active ? () => pick(cube.index, from) : null,
      ondragstart: active
        ? (event) => {
            picked = { index: cube.index, from };
            event.dataTransfer.setData("text/plain", String(cube.index));
            setTimeout(render, 0);
          }
        : null,
    });
  }

  function goalGap(cluster, position) {
    return h(
      "button",
      {
        type: "button",
        class: "eq-target eq-gap",
        "data-goal-group": cluster,
        "data-position": position,
        "aria-label": `Put the cube in Goal group ${cluster + 1} at place ${position + 1}`,
        onclick: () => placeInGoal(cluster, position),
        ondragover: (event) => event.preventDefault(),
        ondrop: (event) => {
          event.preventDefault();
          event.stopPropagation();
          placeInGoal(cluster, position);
        },
      },
      "+",
    );
  }

  function renderControls() {
    const setting = view.phase === "goal" && mine(view.setter);
    const moving = view.phase === "moves" && mine(view.turn);
    const rolling = view.phase === "roll" && mine(view.setter);
    controls.hidden = ctx.review || !(setting || moving || rolling);
    if (controls.hidden) return;
    rollButton.hidden = !rolling;
    rollButton.disabled = busy || !can("roll");
    goalButton.hidden = !setting;
    goalButton.disabled = busy || !can("goal");
    noGoalButton.hidden = !setting || !can("no_goal");
    noGoalButton.disabled = busy;
    // The Bonus toggle: before the move (and before the first Goal cube for the setter).
    const bonusShown = moving && !view.bonus_turn;
    bonusButton.hidden = !bonusShown;
    bonusButton.disabled = busy || view.bonus !== null;
    bonusButton.setAttribute("aria-pressed", bonusOn ? "true" : "false");
    bonusButton.title = view.bonus ? withNames(view.bonus) : "A cube to Forbidden before your regular move";
    bonusButton.textContent = bonusOn ? "Bonus move: on" : "Bonus move";
    goalRefusal.hidden = !setting;
    goalRefusal.textContent = setting
      ? view.goal_refusal
        ? `Not yet a Goal: ${withNames(view.goal_refusal)}`
        : "The Goal is ready: say “Goal” when it is as you want it."
      : "";
    // The section buttons for the held cube, next to the controls (a phone's mat is long).
    const targets = picked ? ["required", "permitted", "forbidden"].filter((n) => targetFor(n)) : [];
    fill(
      dropButtons,
      targets.map((name) =>
        h("button", { type: "button", "data-put": name, onclick: targetFor(name) }, `${setting || bonusOn ? "Bonus move: to" : "To"} ${SECTION_NAMES[name]}`),
      ),
    );
    dropButtons.hidden = !targets.length;
    renderTurns(setting);
    hint.textContent = hintText(setting, moving, rolling);
  }

  // The turns the shake allows for the held cube's face (the view's goal_turns).
  function turnChoices() {
    const allowed = view.goal_turns || {};
    const face = cubeOf(picked.index).face;
    return ["sw", "ud"].filter((t) => (allowed[t] || []).includes(face));
  }

  function renderTurns(setting) {
    const choices = setting && picked && (picked.from === "resources" ? can("place_goal") : can("turn_goal")) ? turnChoices() : [];
    turnButtons.hidden = !choices.length;
    const current = picked && picked.from === "goal" ? turnOf(view.mat, picked.index) : pickedTurn;
    fill(
      turnButtons,
      choices.map((t) =>
        h(
          "button",
          { type: "button", "data-turn": t, "aria-pressed": current === t ? "true" : "false", disabled: busy, onclick: () => turnHeld(t, current) },
          picked.from === "goal" ? `Turn it ${turnWords(t)}` : `Place it ${turnWords(t)}`,
        ),
      ),
    );
  }

  // A held Resources cube goes into the Goal turned; a held Goal cube is turned where it lies.
  function turnHeld(turn, current) {
    const next = current === turn ? "" : turn;
    if (picked.from === "goal") {
      send({ type: "turn_goal", cube: picked.index, turn: next });
      return;
    }
    pickedTurn = next;
    render();
  }

  function hintText(setting, moving, rolling) {
    if (rolling) return "Roll the 24 cubes into Resources.";
    if (picked) {
      const cube = cubeWords(cubeOf(picked.index));
      const lying = pickedTurn ? ` It will lie ${turnWords(pickedTurn)}.` : "";
      if (setting) return `The ${cube} is picked up: choose its place in the Goal (a + between cubes, or a new group)${can("bonus") && picked.from === "resources" ? ", or Forbidden as your bonus move" : ""}.${lying} Escape puts it back.`;
      if (bonusOn) return `Bonus move: put the ${cube} in Forbidden (F).`;
      return `The ${cube} is picked up: put it in Required (R), Permitted (P) or Forbidden (F). Escape puts it back.`;
    }
    if (setting) return "Pick up a cube from Resources (click, Enter or drag) and put it in the Goal. Cubes side by side touch; a new group is a gap.";
    if (bonusOn) return "Bonus move: pick up a cube from Resources for Forbidden.";
    if (moving) return "Pick up a cube from Resources, then put it in Required, Permitted or Forbidden.";
    return "";
  }

  function renderWriters() {
    const w = view.phase === "writing" ? view.writing : null;
    writers.hidden = !w;
    if (!w) return;
    fill(
      writers,
      h("h3", {}, `Writing after ${OCCASION_WORDS[w.occasion] || w.occasion}`),
      h(
        "ul",
        { class: "eq-writer-list" },
        w.writers.map((x) =>
          h(
            "li",
            { "data-seat": x.seat, "data-status": x.status },
            `${ctx.nameOf(x.seat)}: ${writerWords(x)}`,
            " ",
            h("span", { class: "eq-writer-clock muted", role: "timer" }),
          ),
        ),
      ),
      w.challenge_until ? h("p", { class: "muted" }, "An opponent of the last Mover may still challenge Impossible for the first minute.") : null,
    );
  }

  // The shake just finished: each Equation with its verdict, and the points.
  function renderResult() {
    const last = view.last_shake;
    const open = last && (view.phase === "roll" || view.phase === "goal" || view.phase === "over" || view.phase === "lot");
    if (!last) {
      fill(result);
      fill(review);
      reviewKey = null;
      return;
    }
    const equations = last.equations || [];
    const who = (seat) => (mine(seat) ? "You" : ctx.nameOf(seat));
    const challengeLine = last.challenge
      ? `${who(last.challenge.by)} challenged ${last.challenge.claim === "now" ? "Now" : last.challenge.claim === "impossible" ? "Impossible" : "“no Goal”"}${last.challenge.against !== null && last.challenge.against !== undefined ? ` against ${ctx.nameOf(last.challenge.against)}` : ""}.`
      : last.void
        ? withNames(last.void)
        : `The shake ended after ${OCCASION_WORDS[last.occasion] || last.occasion}.`;
    fill(
      result,
      h(
        "details",
        { class: "panel eq-result", open: Boolean(open), "data-shake": last.shake },
        h("summary", {}, `Shake ${last.shake}: the result`),
        h("p", {}, last.goal_text ? `Goal ${last.goal_text}. ` : "", challengeLine),
        equations.length
          ? h(
              "ul",
              { class: "eq-verdicts" },
              equations.map((e) =>
                h(
                  "li",
                  { class: e.correct ? "correct" : "incorrect", "data-seat": e.seat },
                  h("span", { class: "eq-who" }, `${who(e.seat)}: `),
                  h("span", { class: "formula" }, e.equation),
                  h("span", { class: "eq-verdict" }, e.correct ? " — correct" : ` — incorrect: ${withNames(e.reason)}`),
                ),
              ),
            )
          : h("p", { class: "muted" }, "No Equation was presented."),
        h(
          "ul",
          { class: "eq-scores" },
          (last.scores || []).map((s, seat) =>
            h("li", { "data-seat": seat }, `${ctx.nameOf(seat)}: ${s.points} (${withNames(s.reason)})${last.penalties && last.penalties[seat] ? `, penalties ${last.penalties[seat]}` : ""}`),
          ),
        ),
      ),
    );
    const key = `${last.shake}`;
    if (key !== reviewKey) {
      reviewKey = key;
      fill(review, shakeReview(ctx, last, snap));
    }
  }

  function renderHistory() {
    const done = view.history || [];
    history.hidden = !done.length;
    if (!done.length) return;
    const seats = Array.from({ length: view.players }, (_, s) => s);
    fill(
      history,
      h("h3", {}, "Shakes so far"),
      h(
        "table",
        { class: "eq-history-table" },
        h("tr", {}, h("th", { scope: "col" }, "Shake"), seats.map((s) => h("th", { scope: "col" }, ctx.nameOf(s)))),
        done.map((row) =>
          h(
            "tr",
            { "data-shake": row.shake },
            h("th", { scope: "row" }, `${row.shake}${row.occasion === "void" ? " (void)" : ""}`),
            seats.map((s) => h("td", {}, `${row.points[s]}${row.penalties[s] ? ` (${row.penalties[s]})` : ""}`)),
          ),
        ),
        h("tr", { class: "eq-totals" }, h("th", { scope: "row" }, "Total"), seats.map((s) => h("td", {}, String(view.totals[s])))),
        h("tr", {}, h("th", { scope: "row" }, "Match points"), seats.map((s) => h("td", {}, String(view.match_points[s])))),
      ),
    );
  }

  function withNames(text) {
    return String(text || "").replace(/\bseat (\d+)/g, (_, n) => ctx.nameOf(Number(n)));
  }

  return { el, update, aside };
}

const CLAIMS = { now: "Now", impossible: "Impossible", no_goal: "“no Goal”" };

export function describeEvent(event, nameOf) {
  const who = event.seat !== undefined && event.seat !== null ? nameOf(event.seat) : "";
  const named = (text) => String(text || "").replace(/\bseat (\d+)/g, (_, n) => nameOf(Number(n)));
  switch (event.kind) {
    case "lot":
      return `Rolling for the first Goal-setter: ${event.rolls.map((r) => `${nameOf(r.seat)} ${r.face}`).join(", ")}.`;
    case "first_setter":
      return `${who} sets the first Goal.`;
    case "rolled":
      learnRoll(event.cubes);
      return `${who} rolled the cubes${event.by_engine ? " (out of time: rolled for them)" : ""}.`;
    case "selecting":
      return `${who} selects ${event.picks && event.picks[0] === 1 ? "a variation" : "variations"}.`;
    case "selected":
      return `${who} selected ${event.label}.`;
    case "selection_illegal":
      return `${who}'s selection was illegal: ${named(event.reason)}${event.outcome === "again" ? "; they select again" : ""}.`;
    case "finished_selecting":
      return `${who} selects no more${event.silent ? " (time ran out)" : ""}.`;
    case "selection_skipped":
      return `${who} has nothing left to select: ${named(event.reason)}.`;
    case "variations":
      return `Variations for shake ${event.shake}: ${[...(event.standing || []), ...(event.chosen || [])].map((x) => x.label).join(", ") || "none"}.`;
    case "bonus":
      return `${who} made a bonus move: ${cubeWords(event.cube)} to Forbidden.`;
    case "goal_cube":
      return `${who} put ${cubeWords(event.cube)} in the Goal${event.turn ? `, ${turnWords(event.turn)}` : ""}.`;
    case "goal_turned":
      return `${who} turned ${cubeWords(event.cube)} in the Goal ${event.turn ? turnWords(event.turn) : "upright"}.`;
    case "goal_arranged":
      return `${who} regrouped the Goal.`;
    case "goal_set":
      return `${who} said “Goal”: ${event.goal_text}.`;
    case "no_goal":
      return `${who} said “no Goal”.`;
    case "agreed":
      return `${who} agreed with “no Goal”${event.silent ? " (by saying nothing)" : ""}.`;
    case "moved":
      return `${who} moved ${cubeWords(event.cube)} to ${SECTION_NAMES[event.to] || event.to}.`;
    case "challenge":
      return `${who} challenged ${CLAIMS[event.claim] || event.claim}${event.against !== null && event.against !== undefined ? ` against ${nameOf(event.against)}` : ""}.`;
    case "challenge_set_aside":
      return `${who}'s ${CLAIMS[event.claim] || event.claim} challenge was set aside: ${named(event.reason)}.`;
    case "penalty":
      return `${who} loses ${Math.abs(event.points)} point${Math.abs(event.points) === 1 ? "" : "s"}: ${named(event.reason)}.`;
    case "last_cube":
      return `${who} played the last cube: everyone may write an Equation.`;
    case "presented":
      return `${who} presented an Equation.`;
    case "your_equation":
      return null; // the writer's own copy of "presented"
    case "declined":
      return `${who} presents nothing${event.silent ? " (time ran out)" : ""}.`;
    case "checked":
      return `${who}'s Equation ${event.equation}: ${event.correct ? "correct" : `incorrect — ${named(event.reason)}`}.`;
    case "scored":
      return `Shake ${event.shake} scored: ${event.scores.map((s, seat) => `${nameOf(seat)} ${s.points}`).join(", ")}.`;
    case "void":
      return `Shake ${event.shake} is void: ${named(event.reason)}.`;
    case "shake":
      return `Shake ${event.shake}: ${nameOf(event.setter)} is the Goal-setter.`;
    case "time":
      return `${who} ran out of time${event.outcome === "extra" ? " (one minute more, a point lost)" : ""}.`;
    case "time_up":
      return "The round's time is up: no new shake will start.";
    case "stop":
      return `Stop: no more cubes or challenges in shake ${event.shake}; everyone may write with any Resources.`;
    case "over":
      return `The match is over: ${event.match_points.map((p, seat) => `${nameOf(seat)} ${p}`).join(", ")} match points.`;
    default:
      return null;
  }
}

/** A score in the final ranking: match points (XII-A). */
export function scoreText(score, seat, snap) {
  const totals = snap && snap.view && snap.view.totals;
  const total = totals ? `, ${totals[seat]} points in the shakes` : "";
  return `${score} match point${score === 1 ? "" : "s"}${total}`;
}
