// The home page: the games, joining by code, and this browser's games.

import * as api from "../api.js";
import { h } from "../dom.js";
import { EQUATION_GAMES, rulesHref } from "../games.js";
import { navigate } from "../router.js";
import { myGamesList } from "./mygames.js";
import { startAgainstComputer } from "./newgame.js";

export function homePage(root, catalog) {
  const playable = new Map(catalog.filter((g) => g.built !== false).map((g) => [g.name, g]));
  // The five equation games, those that can be played first. Games the server
  // hosts besides them (Nim, the protocol's test game) are not offered here;
  // /new/nim still works.
  const ordered = [
    ...EQUATION_GAMES.filter((g) => playable.has(g.name)),
    ...EQUATION_GAMES.filter((g) => !playable.has(g.name)),
  ];
  const cards = ordered.map((g) => gameCard(g, playable.get(g.name)));
  const mine = h("section", { class: "panel" }, h("h2", {}, "My games"), myGamesList(catalog));

  root.replaceChildren(
    h("h1", {}, "Equation games"),
    h("p", { class: "muted" }, "Play against the computer, pass one screen around, or invite friends with a code."),
    h("section", { "aria-label": "Games" }, h("div", { class: "games" }, cards)),
    h("section", { class: "panel" }, h("h2", {}, "Join a game"), joinForm()),
    mine,
  );
  return null;
}

function gameCard(game, entry) {
  const actions = h("div", { class: "row" });
  const message = h("p", { class: "error", role: "alert" });
  if (entry) {
    const quick = h(
      "button",
      {
        "data-action": "quick",
        onclick: async () => {
          quick.disabled = true;
          message.textContent = "";
          try {
            navigate(`/game/${await startAgainstComputer(entry)}`);
          } catch (err) {
            message.textContent = err.message;
            quick.disabled = false;
          }
        },
      },
      "Play the computer",
    );
    actions.append(
      h("a", { class: "button primary", href: `/new/${game.name}`, "data-link": true }, "Play"),
      quick,
    );
  } else {
    actions.append(h("span", { class: "badge" }, "coming soon"));
  }
  // Crossdigits also has puzzles to solve alone (pages/puzzles.js).
  if (entry && game.name === "crossdigits") {
    actions.append(h("a", { href: "/puzzles/crossdigits", "data-link": true }, "Puzzles"));
  }
  actions.append(h("a", { href: rulesHref(game.name) }, "How to play"));
  return h(
    "article",
    { class: "panel game-card", "data-game": game.name, "data-built": entry ? "true" : "false" },
    h("h3", {}, game.title),
    h("p", {}, game.blurb),
    actions,
    message,
  );
}

/** A code box that takes the player to /join/CODE. */
export function joinForm() {
  const input = h("input", {
    type: "text",
    class: "code-input",
    name: "code",
    placeholder: "CODE",
    maxlength: "6",
    autocomplete: "off",
    "aria-label": "Game code",
  });
  const message = h("p", { class: "error", role: "alert" });
  const form = h(
    "form",
    {
      class: "row",
      onsubmit: (event) => {
        event.preventDefault();
        const code = input.value.trim().toUpperCase();
        if (!/^[A-Z0-9]{6}$/.test(code)) {
          message.textContent = "A game code has 6 letters and digits.";
          return;
        }
        navigate(`/join/${code}`);
      },
    },
    input,
    h("button", { type: "submit", class: "primary" }, "Join"),
  );
  return h("div", {}, form, message);
}

export async function loadCatalog() {
  try {
    return await api.catalog();
  } catch {
    return [];
  }
}
