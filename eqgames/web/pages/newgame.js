// Starting a game: against the computer, pass and play on this screen, or
// online with a code for friends.

import * as api from "../api.js";
import { h, fill } from "../dom.js";
import { LEVEL_NOTES, rulesHref, titleOf } from "../games.js";
import { navigate } from "../router.js";
import { optionFields } from "./options.js";
import * as store from "../store.js";

const LEVELS = [
  ["easy", "Easy"],
  ["casual", "Casual"],
  ["medium", "Medium"],
  ["hard", "Hard"],
];

export function newGamePage(root, name, catalog) {
  const entry = catalog.find((g) => g.name === name && g.built !== false);
  const title = titleOf(name, catalog);
  if (!entry) {
    root.replaceChildren(
      h("h1", {}, title),
      h("p", {}, `${title} is coming soon.`),
      h("a", { href: "/", "data-link": true }, "Back to the games"),
    );
    return null;
  }
  const minPlayers = entry.min_players || 2;
  const maxPlayers = entry.max_players || 2;
  const levels = (entry.bot_levels && entry.bot_levels.length ? entry.bot_levels : LEVELS.map((l) => l[0]));

  let mode = "bot";
  const yourName = h("input", { type: "text", name: "name", maxlength: "40", value: store.getName(), placeholder: "Your name" });
  const level = h(
    "select",
    { name: "level", "aria-label": "Computer level" },
    LEVELS.filter(([v]) => levels.includes(v)).map(([v, label]) => h("option", { value: v }, label)),
  );
  level.value = levels.includes("medium") ? "medium" : levels[0];
  // What the chosen level does, in a line.
  const notes = LEVEL_NOTES[name] || {};
  const levelNote = h("p", { class: "muted level-note", "aria-live": "polite" });
  const showNote = () => {
    levelNote.textContent = notes[level.value] || "";
  };
  level.addEventListener("change", showNote);
  showNote();
  // With more than one computer, each may play at its own level (the first is `level`).
  const moreLevels = h("div", { class: "row" });
  function levelFields() {
    const n = Number(players.value || minPlayers);
    const kept = [...moreLevels.querySelectorAll("select")].map((s) => s.value);
    fill(
      moreLevels,
      mode !== "bot"
        ? null
        : Array.from({ length: n - 2 }, (_, i) => {
            const select = h(
              "select",
              { name: `level${i + 2}`, "aria-label": `Level of computer ${i + 2}` },
              LEVELS.filter(([v]) => levels.includes(v)).map(([v, label]) => h("option", { value: v }, label)),
            );
            select.value = kept[i] || level.value;
            return h("label", {}, `Computer ${i + 2} `, select);
          }),
    );
  }
  const players = h(
    "select",
    { name: "players", "aria-label": "Players" },
    Array.from({ length: maxPlayers - minPlayers + 1 }, (_, i) => {
      const n = minPlayers + i;
      return h("option", { value: n }, `${n} players`);
    }),
  );
  const otherNames = h("div", { class: "stack" });
  const options = optionFields(entry, { skip: MODE_OPTIONS });
  const message = h("p", { class: "error", role: "alert" });
  const start = h("button", { type: "submit", class: "primary" }, "Start");

  function passNames() {
    const n = Number(players.value);
    const existing = [...otherNames.querySelectorAll("input")].map((i) => i.value);
    fill(
      otherNames,
      Array.from({ length: n - 1 }, (_, i) =>
        h("input", {
          type: "text",
          name: `name${i + 2}`,
          maxlength: "40",
          placeholder: `Player ${i + 2}`,
          value: existing[i] || "",
          "aria-label": `Player ${i + 2} name`,
        }),
      ),
    );
  }
  players.addEventListener("change", () => {
    if (mode === "pass") passNames();
    levelFields();
  });

  const modeBoxes = {};
  function modeBox(key, legend, ...content) {
    const radio = h("input", { type: "radio", name: "mode", value: key, checked: key === mode });
    const box = h(
      "fieldset",
      { class: `mode${key === mode ? " selected" : ""}`, "data-mode": key },
      h("legend", {}, h("label", {}, radio, legend)),
      ...content,
    );
    radio.addEventListener("change", () => {
      mode = key;
      for (const [k, b] of Object.entries(modeBoxes)) b.classList.toggle("selected", k === key);
      if (key === "pass") passNames();
      else fill(otherNames);
      levelFields();
    });
    modeBoxes[key] = box;
    return box;
  }

  const form = h(
    "form",
    { class: "stack panel", onsubmit: (event) => { event.preventDefault(); submit(); } },
    h("label", {}, "Your name ", yourName),
    h(
      "div",
      { class: "modes" },
      modeBox("bot", "Play the computer", h("div", { class: "row" }, h("label", {}, "Level ", level), moreLevels), levelNote),
      modeBox("pass", "Pass and play on this screen", h("p", { class: "muted" }, "Everyone plays on this device; each hand stays hidden until its player takes the device.")),
      modeBox("online", "Create an online game", h("p", { class: "muted" }, "You get a code and a link to send to your friends.")),
    ),
    maxPlayers > minPlayers ? h("label", {}, "Players ", players) : null,
    otherNames,
    options.el,
    start,
    message,
  );

  async function submit() {
    const n = Number(players.value || minPlayers);
    const playerName = yourName.value.trim();
    store.setName(playerName);
    let seats;
    if (mode === "bot") {
      const others = [...moreLevels.querySelectorAll("select")].map((s) => s.value);
      seats = ["human", ...Array.from({ length: n - 1 }, (_, i) => `bot:${i === 0 ? level.value : others[i - 1] || level.value}`)];
    }
    else seats = Array.from({ length: n }, () => "human");
    start.disabled = true;
    message.textContent = "";
    try {
      const body = { game: entry.name, options: { ...options.values(), ...modeOptions(entry, mode, level.value) }, seats, name: playerName, passAndPlay: mode === "pass" };
      if (mode === "pass") body.names = [playerName, ...[...otherNames.querySelectorAll("input")].map((i) => i.value.trim())];
      const created = await api.createGame(body);
      remember(created, mode, entry.name);
      navigate(`/game/${created.code}`);
    } catch (err) {
      message.textContent = err.message;
      start.disabled = false;
    }
  }

  root.replaceChildren(
    h("h1", {}, `New game of ${title}`),
    h("p", {}, h("a", { href: rulesHref(name) }, `How to play ${title}`)),
    form,
  );
  return null;
}

/**
 * A game against the computer at `level` with the game's usual options, in one
 * press (the home page's "Play the computer"): answers the new game's code.
 */
export async function startAgainstComputer(entry, level = "medium") {
  const levels = entry.bot_levels && entry.bot_levels.length ? entry.bot_levels : [level];
  const chosen = levels.includes(level) ? level : levels[0];
  const n = entry.min_players || 2;
  const seats = ["human", ...Array.from({ length: n - 1 }, () => `bot:${chosen}`)];
  const created = await api.createGame({
    game: entry.name,
    options: modeOptions(entry, "bot", chosen),
    seats,
    name: store.getName(),
  });
  remember(created, "bot", entry.name);
  return created.code;
}

// Options a game takes from how it is played rather than from the form:
// Crossdigits prices "Show a move" by the computer's level and has none online.
const MODE_OPTIONS = ["online", "hint_cost_level"];

function modeOptions(entry, mode, level) {
  const defaults = entry.options || {};
  const out = {};
  if ("online" in defaults && mode === "online") out.online = true;
  if ("hint_cost_level" in defaults && mode === "bot") out.hint_cost_level = level;
  return out;
}

// Keep every seat this browser now holds: for pass and play, the server hands
// back the token of every human seat at once.
function remember(created, mode, game) {
  const tokens = created.tokens && created.tokens.length ? created.tokens : [created];
  for (const { seat, token } of tokens) store.saveSeat(created.code, { game, mode, seat, token });
}
