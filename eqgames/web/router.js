// The app's addresses. The server answers every app path with index.html, so
// a link such as /join/ABC234 works when pasted into a new tab; inside the app,
// links are followed without reloading the page.

const routes = [];
let current = null; // the page showing now: { leave() } or null

/** Register `pattern` ("/game/:code") with `open(params, query)` returning a page. */
export function route(pattern, open) {
  const names = [];
  const source = pattern.replace(/:([a-z]+)/g, (_, name) => {
    names.push(name);
    return "([^/]+)";
  });
  routes.push({ regex: new RegExp(`^${source}/?$`), names, open });
}

/** Go to `path` inside the app (adds a history entry unless `replace`). */
export function navigate(path, { replace = false } = {}) {
  if (replace) history.replaceState(null, "", path);
  else history.pushState(null, "", path);
  dispatch();
}

/** Show the page for the current address. */
export function dispatch() {
  if (current && current.leave) current.leave();
  current = null;
  const path = location.pathname;
  for (const r of routes) {
    const m = r.regex.exec(path);
    if (!m) continue;
    const params = {};
    r.names.forEach((name, i) => {
      params[name] = decodeURIComponent(m[i + 1]);
    });
    current = r.open(params, new URLSearchParams(location.search)) || null;
    return;
  }
  navigate("/", { replace: true });
}

/** Follow in-app links (<a data-link>) without a reload; keep the back button working. */
export function start() {
  window.addEventListener("popstate", dispatch);
  document.addEventListener("click", (event) => {
    const a = event.target.closest && event.target.closest("a[data-link]");
    if (!a || event.ctrlKey || event.metaKey || event.shiftKey || event.button !== 0) return;
    event.preventDefault();
    navigate(a.getAttribute("href"));
  });
  dispatch();
}
