// The table: one game in progress, whatever the game. It keeps the latest
// snapshot from the server (REST at first, then the live feed), shows whose
// turn it is, the players, a move log and the final ranking, and hands the
// game's own area to its board module (boards/<game>.js).

import * as api from "../api.js";
import { h, fill, ordinal } from "../dom.js";
import { rulesHref, titleOf } from "../games.js";
import { navigate } from "../router.js";
import * as store from "../store.js";
import { roomOf, seatLabel, snapshotOf, statusText } from "../snapshot.js";
import { rematchBox } from "./rematch.js";
import { describeProtocolEvent, resignControl } from "../resign.js";

// Only these modules may be loaded as boards (the name comes from the server).
const BOARDS = new Set(["nim", "formula", "memorymath", "crossdigits"]);
const LOG_LIMIT = 200;

export function tablePage(root, code, catalog, setConn) {
  const entry = store.getGame(code);
  const mySeats = entry ? entry.seats.map((s) => s.seat) : [];
  const passAndPlay = Boolean(entry && entry.mode === "pass" && mySeats.length > 1);
  let shown = entry ? entry.seats[0] : null; // {seat, token} whose view is on screen
  let snap = null;
  let board = null;
  let boardModule = null;
  let live = null;
  let left = false;
  let handoverTo = null; // pass and play: the seat waiting to take the device
  const logLines = [];
  let loggedVersion = -1; // the game version whose events the log shows last

  const title = h("h1", {}, "Loading…");
  const status = h("p", { class: "status", role: "status", "aria-live": "polite" });
  const clock = h("span", { class: "clock", role: "timer", "aria-label": "Time left for this turn" });
  let clockTimer = null;
  const players = h("ul", { class: "players", "aria-label": "Players" });
  const share = h("div");
  const message = h("div", { class: "message", role: "alert", "aria-live": "assertive" });
  const boardArea = h("div", { class: "board-area" });
  const resultArea = h("div");
  const resignArea = h("div", { hidden: true }, resignControl(() => act({ type: "resign" })));
  const log = h("ol", { class: "log", "aria-label": "Move log" });
  const side = h(
    "aside",
    { class: "stack" },
    resultArea,
    h("section", { class: "panel" }, h("h2", {}, "Moves"), log),
    resignArea,
    h("p", {}, h("a", { href: "/", "data-link": true }, "All games")),
  );
  // data-version: which version of the game the page shows (tests wait on it).
  const layout = h("div", { class: "table-layout" }, h("div", { class: "stack" }, boardArea), side);
  const messageHome = h("div", { class: "message-home" }, message);
  root.replaceChildren(
    h("div", { class: "table-head" }, title, status, clock),
    players,
    share,
    messageHome,
    layout,
  );

  const nameOf = (seat) => seatLabel(snap, seat, mySeats, passAndPlay);

  // The engines name seats by number ("it is seat 1's turn"); people have names.
  const withNames = (text) => String(text || "").replace(/\bseat (\d+)/g, (_, n) => nameOf(Number(n)));

  function say(text, isError = false) {
    if (text) placeMessage();
    message.textContent = withNames(text);
    message.classList.toggle("error", Boolean(text) && isError);
  }

  // Each event carries the version its step made: an event seen twice (our
  // move's answer and its push, the history a reload brings) is logged once.
  // A board is told the event after each one too (a public "drew" followed by
  // the drawer's own "card" can then be one line).
  function addLog(events) {
    if (!events || !events.length || !boardModule) return;
    let latest = loggedVersion;
    events.forEach((event, i) => {
      if (typeof event.version === "number") {
        if (event.version <= loggedVersion) return;
        latest = Math.max(latest, event.version);
      }
      const line =
        describeProtocolEvent(event, nameOf) ||
        (boardModule.describeEvent && boardModule.describeEvent(event, nameOf, events[i + 1] || null)) ||
        null;
      if (line) logLines.push(line);
    });
    loggedVersion = latest;
    logLines.splice(0, Math.max(0, logLines.length - LOG_LIMIT));
    fill(log, logLines.map((line) => h("li", {}, line)));
    log.scrollTop = log.scrollHeight;
  }

  async function act(action) {
    if (!shown || !snap) return false;
    say("");
    try {
      const data = await api.sendAction(code, shown.token, action, snap.version);
      accept(data);
      return true;
    } catch (err) {
      if (err.status === 409) {
        say("The game moved on before your move arrived; here is the latest position.", true);
        await refresh();
      } else {
        say(err.message, true);
      }
      return false;
    }
  }

  // A newer snapshot replaces the one on screen; an older one (a late push) is ignored.
  function accept(data) {
    if (left || !data) return;
    // Only what the seat being watched may see: a late answer or push for the
    // seat that just handed the device over is not for the next player's eyes.
    if (roomOf(data).seat !== watching()) return;
    const next = snapshotOf(roomOf(data));
    if (snap && next.version < snap.version) return;
    snap = next;
    addLog(data.events);
    render();
  }

  async function refresh() {
    try {
      accept(await api.fetchGame(code, viewerToken()));
    } catch (err) {
      say(err.message, true);
    }
  }

  function connect() {
    if (live) live.close();
    live = new api.LiveGame(code, viewerToken(), {
      onMessage: (msg) => {
        if (msg.type === "room") accept(msg);
        else if (msg.type === "error") say(msg.detail || "The live connection was refused.", true);
      },
      onStatus: (s) => setConn(s === "live" ? "" : s === "gone" ? "Offline" : "Reconnecting…", s !== "live"),
    });
  }

  // Pass and play: whenever another of this screen's seats is to act, hide
  // the board until that player says they hold the device. Meanwhile the page
  // watches as a spectator (nobody's private cards, tiles or hints reach it)
  // and the move log is rebuilt for whoever looks: the public moves while the
  // device changes hands, then the new player's own history.
  const watching = () => (handoverTo !== null ? null : shown ? shown.seat : null);
  const viewerToken = () => (handoverTo !== null || !shown ? null : shown.token);

  function clearLog() {
    logLines.length = 0;
    loggedVersion = -1;
    fill(log);
  }

  // The device changes hands (`to` the seat waiting for it) or, `to` null, goes back to the seat shown.
  function switchViewer(to) {
    handoverTo = to;
    say("");
    messageHome.appendChild(message);
    clearLog();
    board = boardModule.createBoard(boardContext());
    fill(boardArea);
    refresh();
    connect();
  }

  function seatToShow() {
    if (!passAndPlay || !snap) return null;
    const next = snap.toAct.find((s) => mySeats.includes(s));
    return next === undefined || next === shown.seat ? null : next;
  }

  function render() {
    layout.dataset.version = snap.version;
    title.textContent = titleOf(snap.game, catalog);
    // On a shared screen "you win" would not say who: name the winner instead.
    const me = !shown || (passAndPlay && snap.over) ? null : shown.seat;
    // A board may word the status itself where the shell's words would mislead (null: it does not).
    const own = boardModule && boardModule.statusText ? boardModule.statusText(snap, me, nameOf) : null;
    const st = own || statusText(snap, me, nameOf);
    status.textContent = st.text;
    status.classList.toggle("mine", st.mine);
    startClock();
    renderPlayers();
    renderShare();
    renderResult();
    resignArea.hidden = !shown || snap.status !== "playing";
    const next = seatToShow();
    if (next === null && handoverTo !== null) {
      // The turn came back to the seat on screen (a timeout) or the game ended.
      switchViewer(null);
      return;
    }
    if (next !== null) {
      if (handoverTo === null) switchViewer(next);
      handoverTo = next;
      fill(
        boardArea,
        h(
          "section",
          { class: "panel handover" },
          h("p", {}, `Pass the device to ${nameOf(next)}.`),
          h("button", { class: "primary", onclick: takeOver }, `I am ${nameOf(next)}: show my hand`),
        ),
      );
      return;
    }
    if (!snap.view) {
      fill(boardArea);
      return;
    }
    if (!board.el.isConnected) fill(boardArea, board.el);
    board.update(snap);
    placeMessage();
  }

  // A refusal shows where the move was made: in the board's own slot for it
  // (by its controls) when it has one, else above the table. Either way it
  // takes no room while empty, so nothing jumps when it comes and goes.
  function placeMessage() {
    const slots = board && board.el.isConnected && handoverTo === null ? [...board.el.querySelectorAll("[data-message-slot]")] : [];
    const slot = slots.find((el) => el.offsetParent !== null) || null;
    const home = slot || messageHome;
    if (message.parentNode !== home) home.appendChild(message);
  }

  function takeOver() {
    shown = entry.seats.find((s) => s.seat === handoverTo);
    switchViewer(null);
  }

  // A turn with a deadline counts down on the server's clock: `now` in the
  // room says what time the server had, so a wrong clock here does not matter.
  function startClock() {
    clearInterval(clockTimer);
    clock.textContent = "";
    // A board with clocks of its own (showsClock) shows them itself.
    if (!snap.deadline || snap.over || (boardModule && boardModule.showsClock)) return;
    const skew = snap.now - Date.now() / 1000;
    const tick = () => {
      const left = Math.max(0, Math.ceil(snap.deadline - (Date.now() / 1000 + skew)));
      clock.textContent = `${left} s`;
      clock.classList.toggle("low", left <= 10);
    };
    tick();
    clockTimer = setInterval(tick, 250);
  }

  function renderPlayers() {
    // A board that lists the players itself (with their cards) replaces this list.
    players.hidden = Boolean(boardModule && boardModule.showsPlayers && snap.view);
    fill(
      players,
      snap.seats.map((s) => {
        const cls = [snap.toAct.includes(s.seat) ? "to-act" : "", shown && s.seat === shown.seat ? "me" : ""];
        const label = s.joined ? nameOf(s.seat) : "(free seat)";
        return h("li", { class: cls.join(" ").trim() || null, "data-seat": s.seat }, label);
      }),
    );
  }

  function renderShare() {
    const waiting = snap.status === "waiting";
    if (waiting && !entry) {
      fill(
        share,
        h(
          "p",
          { class: "notice" },
          "A seat is free at this table. ",
          h("a", { href: `/join/${code}`, "data-link": true }, "Join the game"),
        ),
      );
      return;
    }
    if (!waiting || !entry || entry.mode !== "online") {
      fill(share);
      return;
    }
    const link = `${location.origin}/join/${code}`;
    const linkBox = h("input", { type: "text", readonly: true, value: link, "aria-label": "Link to this game" });
    const copied = h("span", { class: "muted", "aria-live": "polite" });
    const copy = h(
      "button",
      {
        onclick: async () => {
          try {
            await navigator.clipboard.writeText(link);
          } catch {
            linkBox.select();
            document.execCommand("copy");
          }
          copied.textContent = "Copied.";
        },
      },
      "Copy link",
    );
    fill(
      share,
      h(
        "section",
        { class: "panel share notice" },
        h("span", {}, "Waiting for players. Give your friends this code:"),
        h("span", { class: "big-code", "data-code": code }, code),
        h("span", {}, "or send them this link:"),
        linkBox,
        h("div", { class: "row" }, copy, copied),
      ),
    );
  }

  function renderResult() {
    const result = snap.result;
    if (!result) {
      fill(resultArea);
      return;
    }
    let place = 1;
    const rows = [];
    for (const group of result.ranking) {
      for (const seat of group) {
        const score = result.scores ? result.scores[seat] : undefined;
        rows.push(
          h(
            "li",
            { "data-seat": seat },
            `${ordinal(place)}: ${nameOf(seat)}`,
            score !== undefined && boardModule.scoreText ? ` — ${boardModule.scoreText(score, seat, snap)}` : "",
          ),
        );
      }
      place += group.length;
    }
    fill(
      resultArea,
      h(
        "section",
        { class: "panel result", "aria-label": "Final ranking" },
        h("h2", {}, "Game over"),
        result.reason ? h("p", {}, withNames(result.reason)) : null,
        h("ol", { class: "ranking" }, rows),
        h(
          "div",
          { class: "row" },
          h("a", { class: "button primary", href: `/new/${snap.game}`, "data-link": true }, "Play again"),
          h("a", { class: "button", href: `/review/${code}`, "data-link": true }, "Review the game"),
        ),
        rematchBox(snap, entry, nameOf, say),
      ),
    );
  }

  function boardContext() {
    return {
      seat: shown ? shown.seat : null,
      act,
      say,
      nameOf,
    };
  }

  async function open() {
    let data;
    try {
      data = await api.fetchGame(code, shown ? shown.token : null);
    } catch (err) {
      title.textContent = `Game ${code}`;
      say(err.status === 404 ? `There is no game with the code ${code}.` : err.message, true);
      return;
    }
    if (left) return;
    const game = roomOf(data).game;
    if (!BOARDS.has(game)) {
      title.textContent = titleOf(game, catalog);
      say(`${titleOf(game, catalog)} cannot be played in the browser yet.`, true);
      return;
    }
    boardModule = await import(`../boards/${game}.js`);
    if (left) return;
    board = boardModule.createBoard(boardContext());
    accept(data);
    connect();
  }

  open();
  return {
    leave() {
      left = true;
      clearInterval(clockTimer);
      if (live) live.close();
      setConn("", false);
    },
  };
}

/** /join/CODE: take a free seat (or go straight to the table if this browser has one). */
export function joinPage(root, code, catalog) {
  code = code.toUpperCase();
  if (store.getGame(code)) {
    navigate(`/game/${code}`, { replace: true });
    return null;
  }
  const yourName = h("input", { type: "text", name: "name", maxlength: "40", value: store.getName(), placeholder: "Your name", "aria-label": "Your name" });
  const message = h("p", { class: "error", role: "alert" });
  const button = h("button", { type: "submit", class: "primary" }, "Join");
  const about = h("p", { class: "muted" });
  const form = h(
    "form",
    {
      class: "panel stack",
      onsubmit: async (event) => {
        event.preventDefault();
        button.disabled = true;
        message.textContent = "";
        const playerName = yourName.value.trim();
        store.setName(playerName);
        try {
          const joined = await api.joinGame(code, playerName);
          store.saveSeat(code, { game: roomOf(joined).game, mode: "online", seat: joined.seat, token: joined.token });
          navigate(`/game/${code}`, { replace: true });
        } catch (err) {
          button.disabled = false;
          message.replaceChildren(err.message, " ", h("a", { href: `/game/${code}`, "data-link": true }, "Watch the game instead"));
        }
      },
    },
    about,
    h("label", {}, "Your name ", yourName),
    button,
    message,
  );
  root.replaceChildren(h("h1", {}, `Join game ${code}`), form);
  api
    .fetchGame(code, null)
    .then((data) => {
      about.textContent = `A game of ${titleOf(data.game, catalog)}.`;
    })
    .catch((err) => {
      about.textContent = err.status === 404 ? `There is no game with the code ${code}.` : err.message;
    });
  return null;
}
