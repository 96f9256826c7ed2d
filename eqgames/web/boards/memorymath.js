// The Memory Math table (docs/rules/memorymath.md has the view, the actions and the timings).
//
// It is a memory game: the page shows the round's target, operations and how many
// numbers to use, and only the numbers said last. The view carries no more, and the
// move log says who spoke but not what. When a round ends the whole round is
// revealed (the view's `previous`): every say, the point and why, the equation
// written, and a solution the solver found in what was said.
//
// Every countdown runs on the server's clock: a room carries `now`, the server's
// time when it was made, so the view's deadlines are shown against the server's
// present whatever this device's clock says.

import { h, fill } from "../dom.js";

// The board shows the players (with their scores and clocks) and its own clocks.
export const showsPlayers = true;
export const showsClock = true;

const CALLS = [
  ["repeat", "Repeat", "Your opponent's last numbers repeat a number said before in this round"],
  ["illegal", "Illegal", "Your opponent's last numbers include one that is not a whole number from 1 to 100"],
  ["solve", "Solve", "You can reach the target: then write the equation"],
  ["time", "Time", "Your opponent has had their time"],
];
// What to type for each operation in the equation box (the parser takes both).
const TYPED = { "+": "+", "−": "−", "×": "×", "÷": "÷" };
const TICK_MS = 200;

/** "exactly 4 numbers", "2 to 5 numbers", "at least 3 numbers" (a max of 100 is no limit). */
export function countText(min, max) {
  if (min === max) return `exactly ${min} numbers`;
  if (max >= 100) return `at least ${min} numbers`;
  return `${min} to ${max} numbers`;
}

/** Said text -> the numbers to send: one or two, split on spaces or commas. */
export function splitNumbers(text) {
  return String(text).trim().split(/[\s,;]+/).filter(Boolean);
}

export function createBoard(ctx) {
  let snap = null;
  let view = null;
  let skew = 0; // server time minus this device's time, in seconds
  let busy = false;
  let shownSituation = null;
  let revealKey = null;
  let timer = null;
  let armed = null; // {key, until}: Time pressed once before the opponent's time was up

  const roundTitle = h("h2", { class: "mm-round-title" });
  const target = h("span", { class: "mm-value mm-target" });
  const ops = h("span", { class: "mm-value mm-ops" });
  const count = h("span", { class: "mm-value mm-count" });
  const params = h(
    "section",
    { class: "panel mm-params", "aria-label": "This round" },
    roundTitle,
    h(
      "div",
      { class: "mm-param-row" },
      h("div", { class: "mm-param" }, h("span", { class: "mm-label" }, "Target"), target),
      h("div", { class: "mm-param" }, h("span", { class: "mm-label" }, "Operations"), ops),
      h("div", { class: "mm-param" }, h("span", { class: "mm-label" }, "Use"), count),
    ),
  );

  const players = h("div", { class: "mm-players", "aria-label": "Players, points and clocks" });
  const turnLine = h("p", { class: "mm-turn" });
  const clock = h("p", { class: "mm-clock", role: "timer" });
  const last = h("div", { class: "mm-last", "aria-live": "polite" });

  const numbers = h("input", {
    type: "text",
    name: "numbers",
    autocomplete: "off",
    maxlength: "90",
    placeholder: "e.g. 12 7",
    "aria-label": "One or two numbers to say",
  });
  const sayButton = h("button", { type: "submit", class: "primary", "data-action": "say" }, "Say");
  const sayForm = h(
    "form",
    { class: "mm-say", onsubmit: (event) => { event.preventDefault(); sayNumbers(); } },
    numbers,
    sayButton,
  );
  const callButtons = {};
  const calls = h(
    "div",
    { class: "mm-calls", role: "group", "aria-label": "Calls" },
    CALLS.map(([type, label, title]) => {
      const onclick = type === "time" ? callTime : () => send({ type });
      callButtons[type] = h("button", { type: "button", "data-action": type, title, onclick }, label);
      return callButtons[type];
    }),
  );
  const sayHelp = h(
    "p",
    { class: "muted mm-help" },
    "Say one or two numbers (a space between two), or call: Repeat, Illegal, Solve. While you wait, Time.",
  );
  // The box to type in comes last, right above a phone's keyboard, with the calls just over it.
  const controls = h("div", { class: "mm-controls stack" }, sayHelp, calls, sayForm, h("div", { "data-message-slot": "" }));

  const equation = h("input", {
    type: "text",
    name: "equation",
    autocomplete: "off",
    maxlength: "200",
    placeholder: "e.g. (9 − 1) × 3",
    "aria-label": "Your equation",
  });
  const equationClock = h("span", { class: "mm-equation-clock", role: "timer" });
  const opKeys = h("div", { class: "mm-keys", role: "group", "aria-label": "Insert an operation" });
  const equationHelp = h("p", { class: "muted mm-help" });
  const equationForm = h(
    "form",
    { class: "panel mm-equation stack", onsubmit: (event) => { event.preventDefault(); submitEquation(); } },
    h("div", { class: "mm-equation-head" }, h("h3", {}, "Your equation"), equationClock),
    h("div", { class: "mm-say" }, equation, h("button", { type: "submit", class: "primary", "data-action": "submit" }, "Submit")),
    opKeys,
    h("div", { "data-message-slot": "" }),
    equationHelp,
  );
  const writing = h("p", { class: "mm-writing" });
  const watching = h("p", { class: "muted" }, "You are watching this game.");

  const stage = h(
    "section",
    { class: "panel mm-stage stack", "aria-label": "The turn" },
    turnLine,
    clock,
    last,
    controls,
    writing,
    watching,
  );
  const reveal = h("div", { class: "mm-reveal-area" });
  const rounds = h("section", { class: "panel mm-rounds", "aria-label": "Points so far" });

  const el = h("section", { class: "board mm-board stack" }, params, players, stage, equationForm, reveal, rounds);

  // A phone's keyboard takes half the screen: keep what is being typed in, and
  // the buttons that go with it (Say, Solve, Time; Submit), in view above it.
  function keepInView() {
    const box = document.activeElement === equation ? equationForm : document.activeElement === numbers ? controls : null;
    if (!box || !el.isConnected) return;
    const rect = box.getBoundingClientRect();
    const height = window.visualViewport ? window.visualViewport.height : window.innerHeight;
    if (rect.top < 0 || rect.bottom > height) box.scrollIntoView({ block: rect.height > height ? "start" : "end" });
  }
  const viewport = window.visualViewport || window;
  viewport.addEventListener("resize", keepInView);
  numbers.addEventListener("focus", () => requestAnimationFrame(keepInView));
  equation.addEventListener("focus", () => requestAnimationFrame(keepInView));

  // -- time ----------------------------------------------------------------------

  const serverNow = () => Date.now() / 1000 + skew;
  const secondsTo = (at) => Math.max(0, Math.ceil(at - serverNow()));

  function startTimer() {
    if (timer === null) timer = setInterval(tick, TICK_MS);
  }

  // Only the clocks change between updates: their text is rewritten, nothing else.
  function tick() {
    if (!el.isConnected && snap) {
      clearInterval(timer); // the page was left
      timer = null;
      viewport.removeEventListener("resize", keepInView);
      return;
    }
    if (!view) return;
    const live = view.phase === "say" || view.phase === "solve";
    clock.classList.remove("low", "over");
    if (live) {
      const left = view.overtime_at - serverNow();
      const who = mine(view.turn) ? "you" : ctx.nameOf(view.turn);
      if (!view.overtime && left > 0) {
        const secs = Math.ceil(left);
        clock.textContent = view.phase === "solve"
          ? `${secs} s left to write the equation`
          : `${secs} s left for ${mine(view.turn) ? "your" : `${ctx.nameOf(view.turn)}'s`} numbers`;
        clock.classList.toggle("low", secs <= 5);
      } else {
        const waiter = mine(1 - view.turn) ? "you" : ctx.nameOf(1 - view.turn);
        clock.textContent = `Time is up for ${who} (${view.limit} s). The point goes to ${waiter} in ${secondsTo(view.timeout_at)} s unless ${who === "you" ? "you act" : "they act"} or time is called.`;
        clock.classList.add("over");
      }
    } else if (view.phase === "break" && view.next_round_at) {
      clock.textContent = `Next round in ${secondsTo(view.next_round_at)} s`;
    } else {
      clock.textContent = "";
    }
    for (const seat of [0, 1]) {
      const c = players.querySelector(`[data-seat="${seat}"] .mm-player-clock`);
      if (!c) continue;
      if (live && view.turn === seat) {
        c.textContent = view.overtime ? "time is up" : `${secondsTo(view.overtime_at)} s`;
        c.classList.toggle("over", Boolean(view.overtime));
      } else {
        c.textContent = live ? "waiting" : "";
        c.classList.remove("over");
      }
    }
    timeLabel(live);
    equationClock.textContent = view.phase === "solve" && !view.overtime ? `${secondsTo(view.overtime_at)} s left` : view.phase === "solve" ? "time is up" : "";
    if (view.phase === "solve" && !mine(view.solving)) {
      const left = view.overtime ? "time is up" : `${secondsTo(view.overtime_at)} s left`;
      writing.textContent = `${ctx.nameOf(view.solving)} called solve and is writing an equation: ${left}.`;
    }
  }

  // The Time button says how long the opponent still has: a call before their
  // time is up loses the point, so it asks to be pressed twice then.
  function early() {
    return view.phase === "say" || view.phase === "solve" ? !view.overtime && view.overtime_at - serverNow() > 0 : false;
  }

  function timeLabel(live) {
    const button = callButtons.time;
    if (armed && (armed.key !== situation() || Date.now() > armed.until || !early())) {
      armed = null;
    }
    let text = "Time";
    if (live && can("time") && !mine(view.turn) && early()) {
      const secs = secondsTo(view.overtime_at);
      text = armed ? `Sure? ${secs} s left` : `Time (${secs} s left)`;
    }
    if (button.textContent !== text) button.textContent = text;
    button.classList.toggle("armed", Boolean(armed));
  }

  function callTime() {
    if (busy || !can("time")) return;
    if (early() && !armed) {
      armed = { key: situation(), until: Date.now() + 5000 };
      const who = ctx.nameOf(view.turn);
      ctx.say(
        `${who} still has ${secondsTo(view.overtime_at)} s: a call of time now loses the point. Press Time again to call it anyway.`,
        true,
      );
      timeLabel(true);
      return;
    }
    armed = null;
    send({ type: "time" });
  }

  // -- acting ----------------------------------------------------------------------

  const mine = (seat) => ctx.seat !== null && seat === ctx.seat;
  const can = (type) => Boolean(view && Array.isArray(view.can) && view.can.includes(type));
  const situation = () => (view ? `${view.round}:${view.moves}:${view.phase}` : "");

  async function send(action) {
    if (busy || !can(action.type)) return false;
    busy = true;
    render();
    const version = snap.version;
    const before = situation();
    let done = await ctx.act(action);
    // A turn's limit passing is a new version of the game (overtime) that changes
    // nothing for this action: a say after the limit stands. So send it once more.
    if (!done && snap.version !== version && situation() === before && can(action.type)) {
      done = await ctx.act(action);
    }
    busy = false;
    render();
    return done;
  }

  async function sayNumbers() {
    const said = splitNumbers(numbers.value);
    if (!said.length || said.length > 2) {
      ctx.say(said.length ? `Say one or two numbers, not ${said.length}.` : "Type one or two numbers to say.", true);
      numbers.focus();
      return;
    }
    if (await send({ type: "say", numbers: said })) numbers.value = "";
  }

  async function submitEquation() {
    const text = equation.value.trim();
    if (!text) {
      ctx.say("Write the equation first.", true);
      equation.focus();
      return;
    }
    if (await send({ type: "submit", equation: text })) equation.value = "";
  }

  function insert(text) {
    const start = equation.selectionStart ?? equation.value.length;
    const end = equation.selectionEnd ?? equation.value.length;
    equation.setRangeText(text, start, end, "end");
    equation.focus();
  }

  // -- drawing ------------------------------------------------------------------------

  function update(next) {
    snap = next;
    view = next.view;
    skew = (typeof next.now === "number" ? next.now : Date.now() / 1000) - Date.now() / 1000;
    const key = situation();
    const fresh = key !== shownSituation;
    shownSituation = key;
    render();
    startTimer();
    // A new turn for this player: put the cursor where the next thing is typed.
    if (fresh && el.isConnected && !busy) {
      if (view.phase === "solve" && mine(view.solving)) equation.focus();
      else if (view.phase === "say" && mine(view.turn)) numbers.focus();
    }
  }

  function render() {
    if (!view) return;
    const live = view.phase === "say" || view.phase === "solve";
    const player = ctx.seat !== null;
    el.dataset.round = view.round;
    el.dataset.phase = view.phase;
    renderParams();
    renderPlayers();
    turnLine.textContent = turnText();
    renderLast(live);
    const solvingHere = view.phase === "solve" && mine(view.solving);
    controls.hidden = !player || !live || solvingHere;
    numbers.disabled = busy || !can("say");
    sayButton.disabled = busy || !can("say");
    for (const [type] of CALLS) callButtons[type].disabled = busy || !can(type);
    callButtons.time.classList.toggle("urgent", Boolean(view.overtime) && can("time") && !mine(view.turn));
    equationForm.hidden = !solvingHere;
    equation.disabled = busy;
    equationHelp.textContent =
      `Use numbers said in this round, each once, ${countText(view.min, view.max)}, only ${view.ops.join(" ")}, and brackets. ` +
      "Add “l2r” at the end to work strictly left to right.";
    fill(
      opKeys,
      [...view.ops, "(", ")"].map((sym) =>
        h("button", { type: "button", class: "mm-key", "data-insert": sym, onclick: () => insert(TYPED[sym] ? ` ${TYPED[sym]} ` : sym) }, sym),
      ),
    );
    writing.hidden = !(view.phase === "solve" && !mine(view.solving));
    watching.hidden = player || snap.over;
    renderReveal();
    renderRounds();
    tick();
  }

  function renderParams() {
    roundTitle.textContent = `Round ${view.round} of up to ${view.max_rounds} · first to ${view.points_to_win} point${view.points_to_win === 1 ? "" : "s"}`;
    target.textContent = view.target;
    fill(ops, view.ops.map((o) => h("span", { class: "mm-op" }, o)));
    count.textContent = countText(view.min, view.max);
  }

  function renderPlayers() {
    const live = view.phase === "say" || view.phase === "solve";
    fill(
      players,
      [0, 1].map((seat) => {
        const active = live && view.turn === seat;
        let role = "";
        if (live && view.phase === "solve" && view.solving === seat) role = "writing";
        else if (active) role = view.last ? "to answer" : "to start";
        return h(
          "div",
          {
            class: `mm-player${active ? " to-act" : ""}${mine(seat) ? " me" : ""}`,
            "data-seat": seat,
          },
          h("span", { class: "mm-player-name" }, ctx.nameOf(seat)),
          h("span", { class: "mm-score", "aria-label": `${view.scores[seat]} points` }, String(view.scores[seat])),
          h("span", { class: "mm-player-role muted" }, role),
          h("span", { class: "mm-player-clock", role: "timer" }),
        );
      }),
    );
  }

  function turnText() {
    const turn = view.turn;
    switch (view.phase) {
      case "say":
        if (mine(turn)) {
          return view.last
            ? "Your turn: say one or two numbers, or call Repeat, Illegal or Solve."
            : "Your turn: say the first one or two numbers of the round.";
        }
        if (ctx.seat === null) return `${ctx.nameOf(turn)} is to say.`;
        if (view.overtime) return `${ctx.nameOf(turn)} has had their time: you may call Time.`;
        return `${ctx.nameOf(turn)} is to ${view.last ? "answer" : "start"}. Listen, and remember.`;
      case "solve":
        return mine(view.solving)
          ? "You called solve: write your equation."
          : `${ctx.nameOf(view.solving)} called solve.`;
      case "break": {
        const prev = view.previous;
        const to = prev && prev.winner !== null ? (mine(prev.winner) ? "you" : ctx.nameOf(prev.winner)) : null;
        return to ? `Round ${view.round} is over: point to ${to}.` : `Round ${view.round} is over.`;
      }
      default:
        return view.winner === null || view.winner === undefined
          ? "The match is over."
          : `The match is over: ${mine(view.winner) ? "you win" : `${ctx.nameOf(view.winner)} wins`} ${view.scores[view.winner]}–${view.scores[1 - view.winner]}.`;
    }
  }

  function renderLast(live) {
    last.hidden = !live;
    if (!live) {
      fill(last);
      return;
    }
    if (!view.last) {
      fill(last, h("p", { class: "muted" }, "Nothing has been said yet in this round."));
      return;
    }
    const who = mine(view.last.seat) ? "You said" : `${ctx.nameOf(view.last.seat)} said`;
    fill(
      last,
      h("span", { class: "mm-label" }, who),
      h("span", { class: "mm-numbers" }, view.last.numbers.map((n) => h("span", { class: "mm-number", "data-said": n }, n))),
    );
  }

  // The finished round, open while the players read it (the break, the end), then folded.
  function renderReveal() {
    const prev = view.previous;
    const open = view.phase === "break" || view.phase === "over";
    const key = prev ? `${prev.round}:${open}` : "";
    if (key === revealKey) return;
    revealKey = key;
    if (!prev) {
      fill(reveal);
      return;
    }
    const nameOf = (seat) => (mine(seat) ? "You" : ctx.nameOf(seat));
    const said = prev.says.length
      ? h(
          "ol",
          { class: "mm-says" },
          prev.says.map((s) =>
            h(
              "li",
              { "data-seat": s.seat },
              h("span", { class: "mm-who" }, nameOf(s.seat)),
              h("span", { class: "mm-numbers" }, s.numbers.map((n) => h("span", { class: "mm-number" }, n))),
            ),
          ),
        )
      : h("p", { class: "muted" }, "Nothing was said.");
    fill(
      reveal,
      h(
        "details",
        { class: "panel mm-reveal", open, "data-round": prev.round },
        h("summary", {}, `Round ${prev.round}: point to ${prev.winner === null ? "nobody" : mine(prev.winner) ? "you" : ctx.nameOf(prev.winner)}`),
        h("p", { class: "mm-reason" }, withNames(prev.reason)),
        h("p", { class: "muted" }, `Target ${prev.target} · ${prev.ops.join(" ")} · ${countText(prev.min, prev.max)}`),
        h("h3", {}, "Everything said in the round"),
        said,
        prev.equation ? h("p", { class: "mm-written" }, "Equation written: ", h("span", { class: "formula" }, prev.equation)) : null,
        h("p", { class: "mm-solution" }, solutionText(prev)),
      ),
    );
  }

  function renderRounds() {
    const done = view.rounds || [];
    rounds.hidden = !done.length;
    fill(
      rounds,
      h("h3", {}, "Points so far"),
      h(
        "ol",
        { class: "mm-round-list" },
        done.map((r) =>
          h("li", { "data-round": r.round }, `Round ${r.round}: point to ${mine(r.winner) ? "you" : ctx.nameOf(r.winner)} — ${withNames(r.reason)}`),
        ),
      ),
    );
  }

  // The engine names seats by number ("seat 1 gave no answer"); people have names.
  function withNames(text) {
    return String(text || "").replace(/\bseat (\d+)/g, (_, n) => ctx.nameOf(Number(n)));
  }

  return { el, update };
}

function solutionText(prev) {
  if (prev.solvable === true) {
    return h("span", {}, "A solution from the numbers said: ", h("span", { class: "formula" }, prev.solution));
  }
  if (prev.solvable === false) return "The numbers said could not reach the target.";
  return "The solver did not finish in time to tell whether the numbers said could reach the target.";
}

/**
 * The status line above the board where the shell's would mislead: while the
 * opponent is over time both players may act, but only one of them is to say.
 * Null: the shell's own line ("Your turn.", "Bob to play…").
 */
export function statusText(snap, me, nameOf) {
  const view = snap.view;
  if (!view || snap.over || snap.status !== "playing") return null;
  if (view.phase === "break") return { text: `Round ${view.round} is over.`, mine: false };
  if (view.turn === null || view.turn === undefined || me === view.turn) return null;
  if (me === null) return { text: `${nameOf(view.turn)} to play…`, mine: false };
  if (view.overtime) return { text: `${nameOf(view.turn)} is over time: call Time!`, mine: true };
  return { text: `${nameOf(view.turn)} to play…`, mine: false };
}

export function describeEvent(event, nameOf) {
  const who = event.seat !== undefined && event.seat !== null ? nameOf(event.seat) : "";
  const named = (text) => String(text || "").replace(/\bseat (\d+)/g, (_, n) => nameOf(Number(n)));
  switch (event.kind) {
    case "said":
      // Not which numbers: remembering them is the game.
      return `${who} said ${event.numbers.length === 1 ? "a number" : "two numbers"}.`;
    case "called":
      if (event.call === "solve") return `${who} called solve.`;
      if (event.call === "time") return `${who} called time after ${Number(event.elapsed).toFixed(1)} s.`;
      return `${who} called ${event.call}.`;
    case "submitted":
      return `${who} wrote ${event.equation}.`;
    case "overtime":
      return `${who} has had their ${event.limit} s.`;
    case "point":
      return `Round ${event.round}: point to ${who} (${event.scores.map((n, seat) => `${nameOf(seat)} ${n}`).join(", ")}) — ${named(event.reason)}.`;
    case "round":
      return `Round ${event.round}: target ${event.target}, ${event.ops.join(" ")}, ${countText(event.min, event.max)}; ${nameOf(event.first)} starts.`;
    case "over": {
      // The winner's score first, as the board says it ("wins 3–2").
      const w = event.winner;
      return `${nameOf(w)} wins the match ${event.scores[w]}–${event.scores[1 - w]}.`;
    }
    default:
      return null;
  }
}

/** A score in the final ranking. */
export function scoreText(score) {
  return `${score} point${score === 1 ? "" : "s"}`;
}

/** What a finished match's review reveals (never shown before the end): every number said in the round. */
export function describeRevealed(revealed, nameOf) {
  const round = revealed.round;
  if (!round) return [];
  const says = round.says.map((s) => `${nameOf(s.seat)} said ${s.numbers.join(" and ")}`);
  return [`Round ${round.round}, target ${round.target}:`, ...(says.length ? says : ["nothing said yet"])];
}
