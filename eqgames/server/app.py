"""The app factory: ``create_app(Settings(...))`` gives the ASGI app uvicorn serves.

``eqgames serve`` passes it to ``uvicorn.run``; tests open it with
``with TestClient(create_app(Settings(db=path))) as client:``, which runs the
start-up (migrations, bot workers, clocks) and the shut-down.
"""

from __future__ import annotations

from collections.abc import AsyncIterator
from contextlib import asynccontextmanager
from typing import Any

from fastapi import FastAPI, Request
from fastapi.exceptions import RequestValidationError
from starlette.exceptions import HTTPException

from . import analyses, api, logs, tools_api
from .bodylimit import BodyLimit
from .config import Settings
from .errors import ApiError
from .jsonio import StrictJSON, StrictJSONResponse, excerpt
from .platform import Platform
from .timing import ServerTiming
from .web import mount_web

_HTTP_ERRORS = {404: "not_found", 405: "method_not_allowed", 413: "too_large"}


def create_app(settings: Settings | None = None) -> FastAPI:
    settings = settings or Settings()
    platform = Platform(settings)
    logs.install()

    @asynccontextmanager
    async def lifespan(app: FastAPI) -> AsyncIterator[None]:
        await platform.start()
        try:
            yield
        finally:
            await platform.stop()

    app = FastAPI(
        title="eqgames",
        summary="Five equation games: rooms with codes, seats with tokens, live views.",
        lifespan=lifespan,
        # Strict JSON out: a NaN or an infinity is an error here, never "NaN" on the wire.
        default_response_class=StrictJSONResponse,
    )
    app.state.platform = platform
    app.add_middleware(StrictJSON)  # inside the body limit, which bounds what it reads
    app.add_middleware(BodyLimit, limit=settings.max_body, timeout=settings.body_timeout)
    app.add_middleware(ServerTiming)  # added last: the outermost, so it times the rest

    @app.exception_handler(ApiError)
    async def api_error(_: Request, exc: ApiError) -> StrictJSONResponse:
        return StrictJSONResponse(exc.body(), status_code=exc.status, headers=exc.headers())

    @app.exception_handler(RequestValidationError)
    async def malformed(_: Request, exc: RequestValidationError) -> StrictJSONResponse:
        # A location can hold a key the client made up: quote only an excerpt of it.
        problems = [
            {
                "loc": [excerpt(str(x)) for x in e.get("loc", ())],
                "msg": excerpt(str(e.get("msg", "")), 200),
            }
            for e in exc.errors()[:20]
        ]
        detail = "; ".join(f"{'.'.join(p['loc'])}: {p['msg']}" for p in problems)
        body: dict[str, Any] = {"error": "malformed", "detail": detail, "problems": problems}
        return StrictJSONResponse(body, status_code=422)

    @app.exception_handler(HTTPException)
    async def http_error(_: Request, exc: HTTPException) -> StrictJSONResponse:
        body = {"error": _HTTP_ERRORS.get(exc.status_code, "http_error"), "detail": exc.detail}
        return StrictJSONResponse(body, status_code=exc.status_code, headers=exc.headers)

    app.include_router(api.router)
    app.include_router(analyses.router)
    app.include_router(tools_api.router())
    mount_web(app, settings.web_dir)
    return app
