"""The real server for browser tests: ``eqgames serve`` in a subprocess.

It runs exactly what a player starts (the command line, uvicorn, SQLite on
disk), on a free loopback port, with quick bots so games end fast. Stopping
it and starting it again on the same database and port is a server restart.
"""

from __future__ import annotations

import json
import os
import socket
import subprocess
import sys
import time
import urllib.error
import urllib.request
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[2]


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        port: int = s.getsockname()[1]
        return port


class Server:
    def __init__(self, db: Path, log: Path, bot_delay: float = 0.05) -> None:
        self.db = db
        self.log = log
        self.bot_delay = bot_delay
        self.port = free_port()
        self.url = f"http://127.0.0.1:{self.port}"
        self.proc: subprocess.Popen[bytes] | None = None

    def start(self) -> None:
        command = [
            sys.executable, "-m", "eqgames", "serve",
            "--port", str(self.port),
            "--db", str(self.db),
            "--bot-delay", str(self.bot_delay),
            "--bot-pool", "thread",
            "--bot-workers", "1",
            # One browser makes every game of the suite from one address: the limit on
            # games created a minute (tested in tests/server) would refuse the later ones.
            "--creates-per-minute", "100000",
            "--log-level", "warning",
        ]  # fmt: skip
        with self.log.open("ab") as out:
            self.proc = subprocess.Popen(
                command, cwd=ROOT, stdout=out, stderr=subprocess.STDOUT, env=dict(os.environ)
            )
        deadline = time.monotonic() + 30
        while time.monotonic() < deadline:
            if self.proc.poll() is not None:
                raise RuntimeError(f"eqgames serve exited; see {self.log}:\n{self.log.read_text()}")
            try:
                self.get("/api/health")
                return
            except (urllib.error.URLError, ConnectionError):
                time.sleep(0.1)
        raise RuntimeError(f"eqgames serve did not answer in 30 s; see {self.log}")

    def stop(self) -> None:
        if self.proc is None:
            return
        self.proc.terminate()
        try:
            self.proc.wait(10)
        except subprocess.TimeoutExpired:
            self.proc.kill()
            self.proc.wait(10)
        self.proc = None

    def get(self, path: str, token: str | None = None) -> Any:
        headers = {"Authorization": f"Bearer {token}"} if token else {}
        request = urllib.request.Request(self.url + path, headers=headers)
        with urllib.request.urlopen(request, timeout=10) as response:
            return json.load(response)

    def post(self, path: str, body: Any, token: str | None = None) -> Any:
        headers = {"Content-Type": "application/json"}
        if token:
            headers["Authorization"] = f"Bearer {token}"
        data = json.dumps(body).encode()
        request = urllib.request.Request(self.url + path, data=data, headers=headers, method="POST")
        with urllib.request.urlopen(request, timeout=30) as response:
            return json.load(response)

    def room(self, code: str, token: str | None = None) -> dict[str, Any]:
        """The room as a seat (or a spectator) sees it, straight from the API."""
        room: dict[str, Any] = self.get(f"/api/games/{code}", token)
        return room
