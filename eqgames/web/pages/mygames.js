// "My games": the games this browser holds seats in, each with whose turn it is.

import * as api from "../api.js";
import { h, fill } from "../dom.js";
import { titleOf } from "../games.js";
import * as store from "../store.js";
import { seatLabel, snapshotOf, statusText } from "../snapshot.js";

const MODE_NAMES = { bot: "vs computer", pass: "pass and play", online: "online" };

export function myGamesList(catalog) {
  const games = store.listGames();
  if (!games.length) return h("p", { class: "muted" }, "No games yet on this device.");
  return h("ul", { class: "my-games" }, games.map((g) => row(g, catalog)));
}

function row(entry, catalog) {
  const state = h("span", { class: "badge" }, "…");
  const li = h(
    "li",
    { "data-code": entry.code },
    h("a", { class: "code", href: `/game/${entry.code}`, "data-link": true }, entry.code),
    h("span", {}, titleOf(entry.game, catalog)),
    h("span", { class: "muted" }, MODE_NAMES[entry.mode] || ""),
    state,
    h(
      "button",
      {
        "aria-label": `Forget game ${entry.code}`,
        onclick: () => {
          store.forgetGame(entry.code);
          li.remove();
        },
      },
      "Forget",
    ),
  );
  const mine = entry.seats.map((s) => s.seat);
  api
    .fetchGame(entry.code, entry.seats[0].token)
    .then((data) => {
      const snap = snapshotOf(data);
      const me = snap.toAct.find((s) => mine.includes(s));
      const nameOf = (seat) => seatLabel(snap, seat, mine, entry.mode === "pass");
      const st = statusText(snap, me === undefined ? mine[0] : me, nameOf);
      state.textContent = st.text;
      state.classList.toggle("turn", st.mine && !snap.over);
      if (data.series) {
        const score = data.series.wins.map((w, seat) => `${nameOf(seat)} ${w}`).join(" – ");
        state.after(h("span", { class: "series muted" }, `Series of ${data.series.played}: ${score}`));
      }
      if (snap.over) {
        state.after(h("a", { class: "review-link", href: `/review/${entry.code}`, "data-link": true }, "Review"));
      }
    })
    .catch((err) => {
      state.textContent = err.status === 404 ? "no longer on the server" : "cannot reach the server";
    });
  return li;
}

export function myGamesPage(root, catalog) {
  fill(root, h("h1", {}, "My games"), h("section", { class: "panel" }, myGamesList(catalog)));
  return null;
}
