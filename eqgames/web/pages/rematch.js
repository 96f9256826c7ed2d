// A rematch from the game-over panel (docs/api.md, "Rematch"): one click offers it (against
// the computer, or on one screen, it starts at once); online the others see the offer and
// accept or decline it. Whoever said yes goes to the new game when it is made, with the
// seat the server hands back (the seats turn one place, so another player starts).

import * as api from "../api.js";
import { h } from "../dom.js";
import { navigate } from "../router.js";
import * as store from "../store.js";

// Rematches whose seats this page is fetching (the panel is drawn again on every update).
const fetching = new Set();

/** The rematch part of the game-over panel for `snap` (a finished game), or null. */
export function rematchBox(snap, entry, nameOf, say) {
  if (!entry) return null;
  const offer = snap.rematch;
  const mine = entry.seats.map((s) => s.seat);
  const answered = offer && !offer.declined ? mine.filter((s) => offer.answers[s] === true) : [];
  const box = h("div", { class: "rematch stack", "data-rematch": offer ? (offer.code ? "made" : offer.declined ? "declined" : "offered") : "none" });

  async function ask(accept) {
    let made = null;
    try {
      // One screen holds several seats: each says yes (or no) in turn.
      for (const seat of entry.seats) {
        const done = await api.rematch(snap.code, seat.token, accept);
        if (done.code && done.token !== null) {
          store.saveSeat(done.code, { game: snap.game, mode: entry.mode, seat: done.seat, token: done.token });
          made = done.code;
        }
      }
    } catch (err) {
      say(err.message, true);
      return;
    }
    if (made) navigate(`/game/${made}`);
  }

  if (offer && offer.code) {
    if (answered.length) {
      // Made while this page was open (the last yes came from someone else): go there.
      if (!store.getGame(offer.code) && !fetching.has(offer.code)) {
        fetching.add(offer.code);
        ask(true).finally(() => fetching.delete(offer.code));
      }
      box.append(h("a", { class: "button primary", href: `/game/${offer.code}`, "data-link": true }, "Go to the rematch"));
    } else {
      box.append(h("p", { class: "muted" }, "The others are playing a rematch."));
    }
    return box;
  }
  if (!offer || offer.declined) {
    if (offer && offer.declined) {
      const who = Object.entries(offer.answers).filter(([, a]) => a === false).map(([s]) => nameOf(Number(s)));
      box.append(h("p", { class: "muted" }, `${who.join(" and ")} declined the rematch.`));
    }
    box.append(h("button", { class: "primary", onclick: () => ask(true) }, offer ? "Offer a rematch again" : "Rematch"));
    return box;
  }
  if (answered.length === mine.length) {
    const waiting = snap.seats.filter((s) => offer.answers[s.seat] !== true).map((s) => nameOf(s.seat));
    box.append(h("p", { class: "notice" }, `Rematch offered: waiting for ${waiting.join(" and ")} to accept…`));
    return box;
  }
  box.append(
    h("p", { class: "notice" }, `${nameOf(offer.by)} offers a rematch.`),
    h(
      "div",
      { class: "row" },
      h("button", { class: "primary", onclick: () => ask(true) }, "Accept the rematch"),
      h("button", { onclick: () => ask(false) }, "Decline"),
    ),
  );
  return box;
}
