// Building the page. Every string goes in as a text node, never as markup, so
// whatever a player types (a name, a formula) can only ever show as text.
// There is deliberately no helper here that takes HTML.

/**
 * Create an element. `props` sets attributes (`class`, `data-*`, `aria-*`, …),
 * properties for `value`/`checked`/`disabled`, and listeners for `on*` keys.
 * Children are nodes, strings or numbers (added as text), arrays, or null.
 *
 *   h("button", { class: "primary", onclick: go }, "Play")
 */
export function h(tag, props = {}, ...children) {
  const el = document.createElement(tag);
  for (const [key, value] of Object.entries(props || {})) {
    if (value === null || value === undefined || value === false) continue;
    if (key.startsWith("on") && typeof value === "function") {
      el.addEventListener(key.slice(2), value);
    } else if (key === "value" || key === "checked" || key === "disabled") {
      el[key] = value;
    } else if (key === "text") {
      el.textContent = String(value);
    } else {
      el.setAttribute(key, value === true ? "" : String(value));
    }
  }
  append(el, children);
  return el;
}

function append(el, children) {
  for (const child of children) {
    if (child === null || child === undefined || child === false) continue;
    if (Array.isArray(child)) append(el, child);
    else if (child instanceof Node) el.appendChild(child);
    else el.appendChild(document.createTextNode(String(child)));
  }
}

/** Replace everything inside `el` with `children`. */
export function fill(el, ...children) {
  el.replaceChildren();
  append(el, children);
  return el;
}

/** Ordinal words for places in a ranking: 1 -> "1st". */
export function ordinal(n) {
  const tens = n % 100;
  if (tens >= 11 && tens <= 13) return `${n}th`;
  return `${n}${{ 1: "st", 2: "nd", 3: "rd" }[n % 10] || "th"}`;
}
