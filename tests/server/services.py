"""PostgreSQL and Redis for the server tests and the load benchmark, on loopback.

CI starts both (``.ci/run``) and exports ``EQGAMES_TEST_PG`` (a URL of a
database the tests may create databases from) and ``EQGAMES_TEST_REDIS``.
Without them, these helpers start private servers from the installed
binaries in a temporary directory, and stop them afterwards; without the
binaries they fail saying what to install.
"""

from __future__ import annotations

import contextlib
import glob
import os
import shutil
import socket
import subprocess
import tempfile
import time
import uuid
from collections.abc import Iterator
from pathlib import Path

import psycopg


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        port: int = s.getsockname()[1]
        return port


def _pg_binary(name: str) -> str:
    found = sorted(glob.glob(f"/usr/lib/postgresql/*/bin/{name}")) or [shutil.which(name) or ""]
    if not found[-1]:
        raise RuntimeError(
            f"PostgreSQL's {name} is not installed: `apt-get install postgresql`, "
            "or set EQGAMES_TEST_PG to a PostgreSQL URL"
        )
    return found[-1]


def _as_postgres(cmd: list[str]) -> list[str]:
    # PostgreSQL refuses to run as root; CI runs as root.
    return ["runuser", "-u", "postgres", "--", *cmd] if os.geteuid() == 0 else cmd


@contextlib.contextmanager
def postgres_server() -> Iterator[str]:
    """A PostgreSQL admin URL: EQGAMES_TEST_PG, or a private server started here."""
    given = os.environ.get("EQGAMES_TEST_PG")
    if given:
        yield given
        return
    base = Path(tempfile.mkdtemp(prefix="eqgames-pg-"))
    if os.geteuid() == 0:
        shutil.chown(base, "postgres")
    data, port = base / "data", free_port()
    subprocess.run(
        _as_postgres(
            [_pg_binary("initdb"), "-D", str(data), "-U", "eqgames", "--auth=trust", "-E", "UTF8"]
        ),
        check=True,
        capture_output=True,
    )
    options = f"-p {port} -k {base} -c listen_addresses=127.0.0.1 -c fsync=off -c max_connections=300"
    subprocess.run(
        _as_postgres(
            [_pg_binary("pg_ctl"), "-D", str(data), "-o", options, "-l", str(base / "log"), "-w", "start"]
        ),
        check=True,
        capture_output=True,
    )
    try:
        yield f"postgresql://eqgames@127.0.0.1:{port}/postgres"
    finally:
        subprocess.run(
            _as_postgres([_pg_binary("pg_ctl"), "-D", str(data), "-m", "immediate", "stop"]),
            capture_output=True,
        )
        shutil.rmtree(base, ignore_errors=True)


@contextlib.contextmanager
def fresh_database(admin_url: str) -> Iterator[str]:
    """An empty database on the server of ``admin_url``, dropped afterwards."""
    name = "eqgames_" + uuid.uuid4().hex[:12]
    with psycopg.connect(admin_url, autocommit=True) as conn:
        conn.execute(f'CREATE DATABASE "{name}"')
    try:
        yield admin_url.rsplit("/", 1)[0] + "/" + name
    finally:
        with psycopg.connect(admin_url, autocommit=True) as conn:
            conn.execute(f'DROP DATABASE IF EXISTS "{name}" WITH (FORCE)')


@contextlib.contextmanager
def redis_server() -> Iterator[str]:
    """A Redis URL: EQGAMES_TEST_REDIS, or a private server started here."""
    given = os.environ.get("EQGAMES_TEST_REDIS")
    if given:
        yield given
        return
    binary = shutil.which("redis-server")
    if binary is None:
        raise RuntimeError(
            "redis-server is not installed: `apt-get install redis-server`, "
            "or set EQGAMES_TEST_REDIS to a Redis URL"
        )
    port = free_port()
    proc = subprocess.Popen(
        [binary, "--port", str(port), "--bind", "127.0.0.1", "--save", "", "--appendonly", "no"],
        stdout=subprocess.DEVNULL,
        stderr=subprocess.DEVNULL,
    )
    try:
        wait_for_port(port)
        yield f"redis://127.0.0.1:{port}/0"
    finally:
        proc.terminate()
        proc.wait(10)


def wait_for_port(port: int, timeout: float = 20.0) -> None:
    end = time.monotonic() + timeout
    while time.monotonic() < end:
        with contextlib.suppress(OSError), socket.create_connection(("127.0.0.1", port), 0.2):
            return
        time.sleep(0.05)
    raise RuntimeError(f"nothing listens on 127.0.0.1:{port} after {timeout} s")
