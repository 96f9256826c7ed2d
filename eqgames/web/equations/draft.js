// A half-written Equation survives a reload: it is kept in this tab's
// sessionStorage, one draft for each game and seat, tagged with the writing it
// belongs to (the shake and the moment the writing began), so a draft never
// turns up in a later writing. It is dropped once the Equation is presented or
// declined, or the writing ends. sessionStorage rather than localStorage: the
// draft belongs to this tab and goes when the tab closes, and it is never sent
// anywhere (an Equation stays private until it is presented).

const PREFIX = "eqgames.draft.";

const keyOf = (code, seat) => `${PREFIX}${code}.${seat}`;

function storage() {
  try {
    return window.sessionStorage;
  } catch {
    return null; // storage refused (a privacy setting): drafts are simply not kept
  }
}

/** The draft of `seat` in game `code` for this `writing`, or "". */
export function loadDraft(code, seat, writing) {
  const store = storage();
  if (!store || !code) return "";
  try {
    const saved = JSON.parse(store.getItem(keyOf(code, seat)) || "null");
    return saved && saved.writing === writing && typeof saved.text === "string" ? saved.text : "";
  } catch {
    return "";
  }
}

export function saveDraft(code, seat, writing, text) {
  const store = storage();
  if (!store || !code) return;
  try {
    if (text) store.setItem(keyOf(code, seat), JSON.stringify({ writing, text }));
    else store.removeItem(keyOf(code, seat));
  } catch {
    // a full storage loses the draft, nothing else
  }
}

export function dropDraft(code, seat) {
  const store = storage();
  if (store && code) store.removeItem(keyOf(code, seat));
}
