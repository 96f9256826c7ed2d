// A game's options on the new-game form, built from the catalog (each option
// with its default): a switch for true/false, a number box for numbers. Only
// the options changed from their defaults are sent; the server checks them
// and says what is wrong with a bad one.

import { h } from "../dom.js";

// Words for the options players meet most; any other option shows its name.
const LABELS = {
  formula: {
    use_table_card: "Harder: every formula keeps a card already on the table",
    five_draw: "Fives: an answer divisible by 5 makes everyone else draw",
    no_plus_minus: "Only × and ÷ (4 cards a turn)",
    play_until_all_out: "Play on until everybody is out",
    rounds: "Rounds in the match",
    winner_extra_card: "A round's winner is dealt an extra card next round",
    points: "Points game (the answer is your score)",
    target_points: "Points to reach",
  },
  memorymath: {
    points_to_win: "Points to win the match",
    first_player: "Who starts",
    first_seconds: "Seconds for a round's first numbers",
    turn_seconds: "Seconds per answer",
    solve_seconds: "Seconds to write the equation after Solve",
    grace_seconds: "Seconds over time before the point goes by itself",
    break_seconds: "Seconds between rounds",
    bot_pace: "Computer's pace (1: human-like, 0: at once, 2: twice as slow)",
  },
  nim: {
    heap: "Counters in the heap (0: random)",
    max_take: "Most counters per turn",
    turn_seconds: "Seconds per turn (0: no clock)",
  },
};

// Options that are a choice among a few values: a list instead of a number box.
const CHOICES = {
  memorymath: {
    first_player: [[-1, "Draw lots"], [0, "Player 1 (the game's creator)"], [1, "Player 2"]],
  },
};

// Times and paces take fractions even when their default is whole (60.0 arrives as 60).
const DECIMAL = /_(seconds|pace)$/;

function humanize(name) {
  const words = name.replace(/_/g, " ");
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** The option fields of catalog `entry`: { el (null when it has none), values() }. */
export function optionFields(entry) {
  const defaults = entry.options || {};
  const labels = LABELS[entry.name] || {};
  const choices = CHOICES[entry.name] || {};
  const fields = [];
  for (const [name, value] of Object.entries(defaults)) {
    const label = labels[name] || humanize(name);
    if (choices[name]) {
      const select = h(
        "select",
        { name: `option-${name}` },
        choices[name].map(([v, text]) => h("option", { value: String(v) }, text)),
      );
      select.value = String(value);
      fields.push({ name, read: () => Number(select.value), el: h("label", {}, label, " ", select) });
    } else if (typeof value === "boolean") {
      const input = h("input", { type: "checkbox", name: `option-${name}`, checked: value });
      fields.push({ name, read: () => input.checked, el: h("label", {}, input, label) });
    } else if (typeof value === "number") {
      const input = h("input", {
        type: "number",
        name: `option-${name}`,
        value: String(value),
        step: Number.isInteger(value) && !DECIMAL.test(name) ? "1" : "any",
        min: value >= 0 ? "0" : null,
        class: "number-input",
      });
      fields.push({ name, read: () => Number(input.value), el: h("label", {}, label, " ", input) });
    }
  }
  if (!fields.length) return { el: null, values: () => ({}) };
  const el = h(
    "details",
    { class: "options" },
    h("summary", {}, "Options"),
    h("div", { class: "stack" }, fields.map((f) => h("div", {}, f.el))),
  );
  return {
    el,
    values() {
      const out = {};
      for (const f of fields) {
        const v = f.read();
        if (v !== defaults[f.name]) out[f.name] = v;
      }
      return out;
    },
  };
}
