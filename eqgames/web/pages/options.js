// A game's options on the new-game form, built from the catalog: each option's
// default (`options`) and, in `bounds`, its label, limits, choices and when it
// applies (`shown_when`). A switch for true/false, a list for a few choices, a
// number box with the limits for numbers. An option that does not apply (Points
// to reach while the points game is off) is hidden and not sent. Only the
// options changed from their defaults are sent; the server checks them and
// says what is wrong with a bad one, in the same words.

import { h } from "../dom.js";

// Times and paces take fractions even when their default is whole (60.0 arrives as 60).
const DECIMAL = /_(seconds|pace)$/;

function humanize(name) {
  const words = name.replace(/_/g, " ");
  return words.charAt(0).toUpperCase() + words.slice(1);
}

const capital = (text) => String(text).charAt(0).toUpperCase() + String(text).slice(1);

/**
 * Whether an option applies given the form's values: every `shown_when` entry holds.
 * An entry's value is the option's value, or `{min: n}` (at least n); the entry `any`
 * lists conditions of which one must hold.
 */
export function applies(shownWhen, values) {
  if (!shownWhen) return true;
  return Object.entries(shownWhen).every(([name, want]) => {
    if (name === "any") return want.some((condition) => applies(condition, values));
    if (want !== null && typeof want === "object") return typeof values[name] === "number" && values[name] >= want.min;
    return values[name] === want;
  });
}

/**
 * The option fields of catalog `entry`: { el (null when it has none), values() }.
 * `skip` names options the page sets itself (from how the game is played).
 */
export function optionFields(entry, { skip = [] } = {}) {
  const defaults = entry.options || {};
  const bounds = entry.bounds || {};
  const fields = [];
  for (const [name, value] of Object.entries(defaults)) {
    if (skip.includes(name)) continue;
    const b = bounds[name] || {};
    const label = b.label || humanize(name);
    let field = null;
    if (b.choices && b.choices.length) {
      const select = h(
        "select",
        { name: `option-${name}` },
        b.choices.map((c) => h("option", { value: JSON.stringify(c.value) }, capital(c.label || String(c.value)))),
      );
      select.value = JSON.stringify(value);
      field = { name, read: () => JSON.parse(select.value), el: h("label", {}, label, " ", select), input: select };
    } else if (typeof value === "boolean") {
      const input = h("input", { type: "checkbox", name: `option-${name}`, checked: value });
      field = { name, read: () => input.checked, el: h("label", {}, input, label), input };
    } else if (typeof value === "number") {
      const whole = Number.isInteger(value) && !DECIMAL.test(name);
      // With a meaning for 0 (off, at random) the box goes down to 0 too.
      const min = b.zero !== null && b.zero !== undefined ? 0 : b.min;
      const input = h("input", {
        type: "number",
        name: `option-${name}`,
        value: String(value),
        step: whole ? "1" : "any",
        min: min !== null && min !== undefined ? String(min) : value >= 0 ? "0" : null,
        max: b.max !== null && b.max !== undefined ? String(b.max) : null,
        class: "number-input",
      });
      const note = b.zero ? h("span", { class: "muted" }, `(0: ${b.zero})`) : null;
      field = { name, read: () => Number(input.value), el: h("label", {}, label, " ", input, note), input };
    }
    if (field) {
      field.shownWhen = b.shown_when || null;
      field.box = h("div", { "data-option": name }, field.el);
      fields.push(field);
    }
  }
  if (!fields.length) return { el: null, values: () => ({}) };

  const current = () => {
    const out = { ...defaults };
    for (const f of fields) out[f.name] = f.read();
    return out;
  };
  // Hide what does not apply now; a change of one option may show or hide another.
  function showApplicable() {
    const now = current();
    for (const f of fields) f.box.hidden = !applies(f.shownWhen, now);
  }
  // On input as well as change: what appears does so as one types, not when the field
  // loses focus (which would move the next control from under the pointer).
  for (const f of fields) {
    f.input.addEventListener("input", showApplicable);
    f.input.addEventListener("change", showApplicable);
  }
  showApplicable();

  const el = h(
    "details",
    { class: "options" },
    h("summary", {}, "Options"),
    h("div", { class: "stack" }, fields.map((f) => f.box)),
  );
  return {
    el,
    values() {
      const now = current();
      const out = {};
      for (const f of fields) {
        if (!applies(f.shownWhen, now)) continue; // hidden: the game's default holds
        if (now[f.name] !== defaults[f.name]) out[f.name] = now[f.name];
      }
      return out;
    },
  };
}
