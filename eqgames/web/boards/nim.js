// The board of Nim, the reference game: a heap of counters and buttons to take
// one, two or three of them. It shows the smallest complete board: a board
// module exports `createBoard(ctx)` returning { el, update(snapshot) } and
// `describeEvent(event, nameOf)` for the move log.

import { h, fill } from "../dom.js";

export function createBoard(ctx) {
  const heap = h("div", { class: "heap", "aria-hidden": "true" });
  const count = h("p", { class: "heap-count" });
  const buttons = h("div", { class: "row" });
  const lucky = h("p", { class: "muted" });
  const el = h(
    "section",
    { class: "panel board nim-board" },
    h("h2", {}, "The heap"),
    count,
    heap,
    buttons,
    h("div", { "data-message-slot": "" }),
    lucky,
  );

  function update(snap) {
    const view = snap.view;
    const n = view.heap;
    count.textContent = `${n} counter${n === 1 ? "" : "s"} left`;
    fill(heap, Array.from({ length: n }, () => h("span", { class: "counter" })));
    const myTurn = ctx.seat !== null && snap.toAct.includes(ctx.seat);
    const most = Math.min(view.max_take, n);
    fill(
      buttons,
      Array.from({ length: view.max_take }, (_, i) => {
        const take = i + 1;
        return h(
          "button",
          {
            class: "primary",
            "data-take": take,
            disabled: !myTurn || take > most,
            onclick: () => ctx.act({ type: "take", take }),
          },
          `Take ${take}`,
        );
      }),
    );
    lucky.textContent = view.lucky !== null && view.lucky !== undefined ? `Your lucky number: ${view.lucky}` : "";
  }

  return { el, update };
}

export function describeEvent(event, nameOf) {
  if (event.kind === "took") {
    const who = nameOf(event.seat);
    const late = event.timeout ? " (out of time)" : "";
    return `${who} took ${event.take}${late}; ${event.heap} left.`;
  }
  if (event.kind === "over") return `${nameOf(event.winner)} took the last counter.`;
  return null;
}
