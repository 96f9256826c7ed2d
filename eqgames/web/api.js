// Talking to the server: the REST calls of docs/api.md and a live connection
// (WebSocket) that reconnects by itself. Nothing here knows any game's rules.

/** A refused request: `status` is the HTTP status, `message` a sentence for the player. */
export class ApiError extends Error {
  constructor(status, message, body) {
    super(message);
    this.status = status;
    this.body = body;
  }
}

// FastAPI puts the reason in `detail`: a string, an object with a reason or
// message, or (for a malformed body) a list of validation errors.
function reasonOf(body, status) {
  const detail = body && typeof body === "object" ? (body.detail ?? body.reason ?? body.error) : body;
  if (typeof detail === "string" && detail) return detail;
  if (Array.isArray(detail) && detail.length) {
    return detail.map((d) => (d && d.msg ? d.msg : String(d))).join("; ");
  }
  if (detail && typeof detail === "object") {
    return detail.reason || detail.message || JSON.stringify(detail);
  }
  if (status === 0) return "The server cannot be reached. Check your connection and try again.";
  return `The server said ${status}.`;
}

async function request(method, path, { token, body } = {}) {
  const headers = { Accept: "application/json" };
  if (body !== undefined) headers["Content-Type"] = "application/json";
  if (token) headers.Authorization = `Bearer ${token}`;
  let res;
  try {
    res = await fetch(path, {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  } catch {
    throw new ApiError(0, reasonOf(null, 0), null);
  }
  let data = null;
  const text = await res.text();
  if (text) {
    try {
      data = JSON.parse(text);
    } catch {
      data = text;
    }
  }
  if (!res.ok) throw new ApiError(res.status, reasonOf(data, res.status), data);
  return data;
}

const gamePath = (code) => `/api/games/${encodeURIComponent(code)}`;

/** The games the server hosts: [{name, title, min_players, max_players, bot_levels, …}]. */
export async function catalog() {
  const data = await request("GET", "/api/catalog");
  return Array.isArray(data) ? data : data.games || [];
}

/** Start a game: `seats` like ["human", "bot:hard"]; answers {code, seat, token, url, …}. */
export function createGame({ game, options = {}, seats, name, names, passAndPlay = false }) {
  const body = { game, options, seats };
  if (name) body.name = name;
  if (names) body.names = names;
  if (passAndPlay) body.pass_and_play = true;
  return request("POST", "/api/games", { body });
}

/** Take a free seat in someone's game: answers {code, seat, token, …}. */
export function joinGame(code, name) {
  return request("POST", `${gamePath(code)}/join`, { body: name ? { name } : {} });
}

/** The game as `token`'s seat sees it (a spectator without a token). */
export function fetchGame(code, token) {
  return request("GET", gamePath(code), { token });
}

/** Play `action` at `version`; answers {events, view, version, …}. */
export function sendAction(code, token, action, version) {
  return request("POST", `${gamePath(code)}/actions`, { token, body: { action, version } });
}

/** The game step by step (docs/api.md, "Review"): everything once over, else what `token`'s seat saw. */
export function fetchReview(code, token) {
  return request("GET", `${gamePath(code)}/review`, { token });
}

/** A finished game's analysis (docs/api.md, "Analysis"): made once, on first asking. */
export function fetchAnalysis(code) {
  return request("GET", `${gamePath(code)}/analysis`);
}

/** Offer a rematch of a finished game, or answer the offer: {code, seat, token, url, room}. */
export function rematch(code, token, accept = true) {
  return request("POST", `${gamePath(code)}/rematch`, { token, body: { accept } });
}

/**
 * A live feed of a game: calls `onMessage(msg)` for each message the server
 * pushes and `onStatus("live" | "reconnecting" | "gone")` as the connection
 * comes and goes. It reconnects after any drop, waiting a little longer each
 * time (up to a few seconds); the server answers a new connection with the
 * room as it is now, so nothing is missed. The server sends a heartbeat when
 * quiet, so a connection silent for much longer than that is dead even if the
 * browser has not noticed: it is dropped and made again.
 */
export class LiveGame {
  static SILENCE_MS = 60000;

  constructor(code, token, { onMessage, onStatus }) {
    this.code = code;
    this.token = token;
    this.onMessage = onMessage;
    this.onStatus = onStatus || (() => {});
    this.closed = false;
    this.attempt = 0;
    this.socket = null;
    this.timer = null;
    this.watchdog = null;
    this.connect();
  }

  url() {
    const scheme = location.protocol === "https:" ? "wss:" : "ws:";
    const query = this.token ? `?token=${encodeURIComponent(this.token)}` : "";
    return `${scheme}//${location.host}${gamePath(this.code)}/ws${query}`;
  }

  connect() {
    if (this.closed) return;
    const socket = new WebSocket(this.url());
    this.socket = socket;
    socket.addEventListener("open", () => {
      this.attempt = 0;
      this.onStatus("live");
      this.listen(socket);
    });
    socket.addEventListener("message", (event) => {
      this.listen(socket);
      let msg;
      try {
        msg = JSON.parse(event.data);
      } catch {
        return;
      }
      if (msg && msg.type !== "ping" && msg.type !== "pong") this.onMessage(msg);
    });
    socket.addEventListener("close", (event) => {
      clearTimeout(this.watchdog);
      if (this.socket !== socket || this.closed) return;
      // 4000 + HTTP status: the server refused this game or token; retrying cannot help.
      if (event.code >= 4000 && event.code < 5000) {
        this.onStatus("gone");
        return;
      }
      this.onStatus("reconnecting");
      // Back off up to 3 s, with jitter so a restarted server is not hit by everyone at once.
      const delay = Math.min(3000, 250 * 2 ** this.attempt) * (0.75 + Math.random() / 2);
      this.attempt += 1;
      this.timer = setTimeout(() => this.connect(), delay);
    });
  }

  listen(socket) {
    clearTimeout(this.watchdog);
    this.watchdog = setTimeout(() => socket.close(), LiveGame.SILENCE_MS);
  }

  close() {
    this.closed = true;
    clearTimeout(this.timer);
    clearTimeout(this.watchdog);
    if (this.socket) this.socket.close();
  }
}

/** Ask a game's tool (POST /api/tools/GAME/TOOL); only tools a player may use online belong on a table. */
export function callTool(game, tool, params) {
  return request("POST", `/api/tools/${encodeURIComponent(game)}/${encodeURIComponent(tool)}`, { body: params });
}
