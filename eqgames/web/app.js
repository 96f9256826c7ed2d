// The app shell: loads the server's catalog once, then shows the page for the
// address. Pages are plain functions that fill #app and may return { leave() }.

import { homePage, loadCatalog } from "./pages/home.js";
import { myGamesPage } from "./pages/mygames.js";
import { newGamePage } from "./pages/newgame.js";
import { joinPage, tablePage } from "./pages/table.js";
import { puzzlesPage } from "./pages/puzzles.js";
import { reviewPage } from "./pages/review.js";
import { route, start } from "./router.js";

const root = document.getElementById("app");
const conn = document.getElementById("conn");

function setConn(text, down) {
  conn.textContent = text;
  conn.classList.toggle("down", Boolean(down));
}

const catalog = await loadCatalog();

route("/", () => homePage(root, catalog));
route("/games", () => myGamesPage(root, catalog));
route("/new/:game", ({ game }) => newGamePage(root, game, catalog));
route("/join/:code", ({ code }) => joinPage(root, code, catalog));
route("/game/:code", ({ code }) => tablePage(root, code.toUpperCase(), catalog, setConn));
route("/review/:code", ({ code }, query) => reviewPage(root, code.toUpperCase(), catalog, query));
route("/puzzles/crossdigits", (_, query) => puzzlesPage(root, query));
start();
