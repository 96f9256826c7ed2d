// Resigning: a button that asks first, for the table and for My games.
// Every game takes {"type": "resign"} (the protocol's, not a game's): the game
// ends at once and the seat that resigns ranks last.

import { h } from "./dom.js";

/** A "Resign" button with an inline "are you sure"; `resign()` runs on yes. */
export function resignControl(resign, label = "Resign") {
  const button = h("button", { "data-action": "resign", onclick: ask }, label);
  const yes = h("button", { class: "danger", "data-action": "resign-yes", onclick: confirm }, "Resign");
  const no = h("button", { "data-action": "resign-no", onclick: keep }, "Keep playing");
  const sure = h(
    "span",
    { class: "row my-confirm", hidden: true },
    h("span", {}, "Resign? The game ends now and you lose."),
    yes,
    no,
  );
  const el = h("span", { class: "row resign" }, button, sure);

  function ask() {
    button.hidden = true;
    sure.hidden = false;
    no.focus();
  }
  function keep() {
    sure.hidden = true;
    button.hidden = false;
    button.focus();
  }
  async function confirm() {
    yes.disabled = true;
    try {
      await resign();
    } finally {
      yes.disabled = false;
      keep();
    }
  }
  return el;
}

/** The log line of an event every game shares (a resignation), or null. */
export function describeProtocolEvent(event, nameOf) {
  return event.kind === "resigned" ? `${nameOf(event.seat)} resigned.` : null;
}
