"""Serving the browser app: static files at /static, index.html for every page path.

The app is a single page: ``/``, ``/join/CODE`` and any other path that is not
the API, the static files or the API docs get ``index.html``, and the page's
router shows the right screen.
"""

from __future__ import annotations

from pathlib import Path

from fastapi import FastAPI
from fastapi.responses import FileResponse, HTMLResponse, JSONResponse, Response
from fastapi.staticfiles import StaticFiles

_NOT_PAGES = ("api", "static", "docs", "redoc", "openapi.json")

MISSING = """<!doctype html>
<html lang="en"><meta charset="utf-8"><title>eqgames</title>
<h1>eqgames is running</h1>
<p>The browser app is not installed here (eqgames/web/index.html is missing).
The API is up: see <a href="/docs">/docs</a>.</p>
</html>
"""


def mount_web(app: FastAPI, web_dir: Path) -> None:
    if web_dir.is_dir():
        app.mount("/static", StaticFiles(directory=web_dir), name="static")
    index = web_dir / "index.html"

    @app.get("/{path:path}", include_in_schema=False)
    async def page(path: str) -> Response:
        if path.split("/", 1)[0] in _NOT_PAGES:
            return JSONResponse({"error": "not_found", "detail": f"no such path /{path}"}, 404)
        if index.is_file():
            # Always revalidated, so a new version of the app reaches people at once.
            return FileResponse(index, headers={"Cache-Control": "no-cache"})
        return HTMLResponse(MISSING, status_code=503)
