// "My games": the games this browser holds seats in, the ones being played
// apart from the finished ones, each with who else plays, whose turn it is or
// how it ended. Forgetting a game drops this browser's seat (its only key to
// it), so it asks to be sure first.

import * as api from "../api.js";
import { h, fill } from "../dom.js";
import { titleOf } from "../games.js";
import * as store from "../store.js";
import { roomOf, seatLabel, snapshotOf, statusText } from "../snapshot.js";
import { resignControl } from "../resign.js";

const MODE_NAMES = { bot: "vs computer", pass: "pass and play", online: "online" };

export function myGamesList(catalog) {
  const games = store.listGames();
  if (!games.length) return h("p", { class: "muted" }, "No games yet on this device.");
  const playing = h("ul", { class: "my-games", "aria-label": "Games being played", "data-list": "playing" });
  const finished = h("ul", { class: "my-games", "aria-label": "Finished games", "data-list": "finished" });
  const finishedPart = h("div", { hidden: true }, h("h3", {}, "Finished"), finished);
  const playingPart = h("div", {}, h("h3", {}, "Being played"), playing);
  for (const g of games) {
    playing.append(
      row(g, catalog, (li) => {
        finished.append(li);
        finishedPart.hidden = false;
        playingPart.hidden = !playing.children.length;
      }),
    );
  }
  return h("div", { class: "stack" }, playingPart, finishedPart);
}

function row(entry, catalog, onFinished) {
  const state = h("span", { class: "badge" }, "…");
  const others = h("span", { class: "muted my-others" });
  const when = h("span", { class: "muted my-when" });
  const forget = h("button", { "data-action": "forget", "aria-label": `Forget game ${entry.code}`, onclick: ask }, "Forget");
  const sure = h(
    "span",
    { class: "row my-confirm", hidden: true },
    h("span", {}, "Forget this game? This browser's seat in it is lost."),
    h("button", { class: "danger", "data-action": "forget-yes", onclick: () => { store.forgetGame(entry.code); li.remove(); } }, "Forget it"),
    h("button", { "data-action": "forget-no", onclick: () => { sure.hidden = true; forget.hidden = false; forget.focus(); } }, "Keep"),
  );
  const li = h(
    "li",
    { "data-code": entry.code },
    h("a", { class: "code", href: `/game/${entry.code}`, "data-link": true }, entry.code),
    h("span", {}, titleOf(entry.game, catalog)),
    h("span", { class: "muted" }, MODE_NAMES[entry.mode] || ""),
    others,
    state,
    when,
    forget,
    sure,
  );

  function ask() {
    forget.hidden = true;
    sure.hidden = false;
    sure.querySelector('[data-action="forget-no"]').focus();
  }

  const mine = entry.seats.map((s) => s.seat);
  api
    .fetchGame(entry.code, entry.seats[0].token)
    .then((data) => {
      const snap = snapshotOf(data);
      const pass = entry.mode === "pass";
      const nameOf = (seat) => seatLabel(snap, seat, mine, pass);
      const opponents = snap.seats.filter((s) => pass || !mine.includes(s.seat));
      others.textContent = opponents.length
        ? `${pass ? "with" : "against"} ${opponents.map((s) => (s.joined ? nameOf(s.seat) : "a free seat")).join(", ")}`
        : "";
      const me = snap.toAct.find((s) => mine.includes(s));
      const st = statusText(snap, pass ? null : me === undefined ? mine[0] : me, nameOf);
      const plain = (seat) => seatLabel(snap, seat);
      const winnerName = (seat) => (!pass && mine.includes(seat) ? "you" : plain(seat));
      state.textContent = snap.over ? resultText(snap, winnerName, plain) || st.text : st.text;
      state.classList.toggle("turn", st.mine && !snap.over);
      if (typeof data.moved_at === "number") when.textContent = `last move ${agoText(snap.now - data.moved_at)}`;
      if (data.series) {
        const score = data.series.wins.map((w, seat) => `${nameOf(seat)} ${w}`).join(" – ");
        state.after(h("span", { class: "series muted" }, `Series of ${data.series.played}: ${score}`));
      }
      if (snap.over) {
        state.after(h("a", { class: "review-link", href: `/review/${entry.code}`, "data-link": true }, "Review"));
        onFinished(li);
      } else if (snap.status === "playing") {
        // The seat to act resigns (pass and play: the player whose turn it is).
        const seat = me === undefined ? mine[0] : me;
        const token = entry.seats.find((s) => s.seat === seat).token;
        const control = resignControl(async () => {
          try {
            const done = snapshotOf(roomOf(await api.sendAction(entry.code, token, { type: "resign" }, snap.version)));
            control.remove();
            state.textContent = resultText(done, winnerName, plain) || "Game over";
            state.classList.remove("turn");
            state.after(h("a", { class: "review-link", href: `/review/${entry.code}`, "data-link": true }, "Review"));
            onFinished(li);
          } catch (err) {
            state.textContent = err.status === 409 ? "the game moved on: open it to resign" : err.message;
          }
        });
        forget.before(control);
      }
    })
    .catch((err) => {
      state.textContent = err.status === 404 ? "no longer on the server" : "cannot reach the server";
    });
  return li;
}

// "Game over: you won (Ann 3, Bob 2)": the winners and each seat's final score.
function resultText(snap, winnerName, nameOf) {
  const result = snap.result;
  if (!result || !result.ranking || !result.ranking.length) return "";
  const winners = result.ranking[0].map(winnerName).join(" and ");
  const scores = Array.isArray(result.scores)
    ? ` (${result.scores.map((score, seat) => `${nameOf(seat)} ${Number.isInteger(score) ? score : Number(score).toFixed(1)}`).join(", ")})`
    : "";
  return `Game over: ${winners} ${result.ranking[0].length > 1 ? "shared the win" : "won"}${scores}`;
}

/** 42 -> "just now", 300 -> "5 min ago", 7200 -> "2 h ago", 200000 -> "2 days ago". */
export function agoText(seconds) {
  const s = Math.max(0, seconds);
  if (s < 60) return "just now";
  if (s < 3600) return `${Math.floor(s / 60)} min ago`;
  if (s < 86400) return `${Math.floor(s / 3600)} h ago`;
  const days = Math.floor(s / 86400);
  return `${days} day${days === 1 ? "" : "s"} ago`;
}

export function myGamesPage(root, catalog) {
  fill(root, h("h1", {}, "My games"), h("section", { class: "panel" }, myGamesList(catalog)));
  return null;
}
