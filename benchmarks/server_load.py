"""Load on the real server: many concurrent bot-vs-bot games through the API and WebSockets.

Run: ``nice .venv/bin/python -m benchmarks.server_load`` (``--games 200``,
``--game formula``, ``--backends sqlite postgresql``, ``--think 2``, ``--ramp 5``). For each backend it
starts ``eqgames serve`` on loopback (a temporary SQLite file; a private
PostgreSQL from the installed binaries, or ``EQGAMES_TEST_PG``), then plays
every game at once (they begin over the first ``--ramp`` seconds): each seat is a client with a WebSocket, whose easy bot
chooses a move from the view pushed to it and POSTs it, after a think time
(``--think``, 2 s on average; ``--think 0`` saturates the server). Bots think
in the client, so the server's figures exclude thinking.

It prints, per backend: throughput (actions/s), the server's time per action
(its ``Server-Timing`` header) at p50 and p99, the client's round trip, the
push latency (action sent -> the other seat's WebSocket shows it), errors
(any status but 200) and lost actions (accepted actions that the stored game or
a WebSocket does not show). The reference, measured in the same run, is the
engine alone doing what one action costs the server (rebuild the state from
JSON, apply, serialise, one view per seat), in this process: the ratio of
medians is the server's overhead.
"""

from __future__ import annotations

import argparse
import asyncio
import contextlib
import json
import os
import random
import statistics
import subprocess
import sys
import tempfile
import time
from collections.abc import Iterator
from dataclasses import dataclass, field
from pathlib import Path

import httpx2
import websockets

from eqgames import games
from tests.server.services import free_port, fresh_database, postgres_server, wait_for_port

#: Mean seconds a seat takes over a move. A person takes several seconds over a
#: Formula move and the server's own bots wait 0.8 s, so a game against the computer
#: averages about this. ``--think 0`` shows the saturated server instead: every seat
#: answers at once, so latency is then mostly queueing behind the other games.
THINK = 2.0


@dataclass
class Figures:
    server_ms: list[float] = field(default_factory=list)
    round_trip_ms: list[float] = field(default_factory=list)
    push_ms: list[float] = field(default_factory=list)
    errors: list[str] = field(default_factory=list)
    accepted: int = 0
    lost: int = 0
    sent_at: dict[tuple[str, int], float] = field(default_factory=dict)
    retried: dict[tuple[str, int], str] = field(default_factory=dict)  # transport errors


def pct(values: list[float], p: float) -> float:
    if not values:
        return float("nan")
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(round(p / 100 * (len(ordered) - 1))))]


def cpu_seconds(pid: int) -> float:
    """User + system CPU time of a process so far (Linux): robust when the machine is busy."""
    fields = Path(f"/proc/{pid}/stat").read_text().rpartition(")")[2].split()
    ticks = int(fields[11]) + int(fields[12])
    return ticks / os.sysconf("SC_CLK_TCK")


@contextlib.contextmanager
def server(db: str) -> Iterator[tuple[str, int]]:
    port = free_port()
    proc = subprocess.Popen(
        [sys.executable, "-m", "eqgames", "serve", "--port", str(port), "--db", db,
         "--bot-delay", "0", "--log-level", "warning"],
        stdout=subprocess.PIPE,
        stderr=subprocess.STDOUT,
    )  # fmt: skip
    try:
        wait_for_port(port, timeout=60)
        yield f"127.0.0.1:{port}", proc.pid
    finally:
        proc.terminate()
        out = proc.communicate(timeout=30)[0].decode()
        if "Traceback" in out or "ERROR" in out:
            print(out[-3000:])


async def seat_loop(
    host: str,
    http: httpx2.AsyncClient,
    game_name: str,
    code: str,
    seat: int,
    token: str,
    seed: int,
    figures: Figures,
    think: float,
) -> int:
    """Play one seat until the game is over; returns the last version seen."""
    bot = games.load(game_name).bot("easy", seed=seed)
    pace = random.Random(seed)
    headers = {"Authorization": f"Bearer {token}"}
    acted: set[int] = set()
    last = -1
    async with websockets.connect(
        f"ws://{host}/api/games/{code}/ws?token={token}", max_queue=None
    ) as ws:
        async for text in ws:
            message = json.loads(text)
            if message["type"] != "room":
                continue
            room = message["room"]
            now = time.perf_counter()
            sent = figures.sent_at.pop((code, room["version"]), None)
            if sent is not None:
                figures.push_ms.append((now - sent) * 1000)
            last = room["version"]
            if room["status"] == "over":
                return last
            bot.observe(room["view"])
            if seat not in room["to_act"] or room["version"] in acted:
                continue
            acted.add(room["version"])
            if think > 0:
                # A player takes a while over a move; a spread keeps the games out of step.
                await asyncio.sleep(think * pace.uniform(0.5, 1.5))
            action = bot.act(room["view"]).to_json()
            start = time.perf_counter()
            figures.sent_at[(code, room["version"] + 1)] = start
            r = await post_action(http, code, headers, action, room["version"], figures)
            figures.round_trip_ms.append((time.perf_counter() - start) * 1000)
            if r.status_code == 409 and figures.retried.get((code, room["version"])):
                figures.accepted += 1  # the first try went through; only its answer was lost
                continue
            if r.status_code != 200:
                figures.errors.append(f"{r.status_code} {r.text[:200]}")
                continue
            figures.accepted += 1
            figures.server_ms.append(float(r.headers["Server-Timing"].partition("dur=")[2]))
    return last


async def post_action(
    http: httpx2.AsyncClient,
    code: str,
    headers: dict[str, str],
    action: dict[str, object],
    version: int,
    figures: Figures,
) -> httpx2.Response:
    """POST an action; on a broken connection, once more (the version makes a retry safe:
    if the first try was applied, the second gets 409 and changes nothing)."""
    body = {"action": action, "version": version}
    try:
        return await http.post(f"/api/games/{code}/actions", json=body, headers=headers)
    except httpx2.TransportError as exc:
        figures.retried[(code, version)] = repr(exc)
        return await http.post(f"/api/games/{code}/actions", json=body, headers=headers)


async def one_game(
    host: str,
    http: httpx2.AsyncClient,
    game_name: str,
    index: int,
    figures: Figures,
    think: float,
    ramp: float,
) -> None:
    # Games on a real server begin at different moments, not all in one instant.
    await asyncio.sleep(random.Random(-1 - index).uniform(0, ramp))
    r = await http.post(
        "/api/games",
        json={"game": game_name, "seats": ["human", "human"], "pass_and_play": True},
    )
    if r.status_code != 201:
        figures.errors.append(f"create: {r.status_code} {r.text[:200]}")
        return
    made = r.json()
    code = made["code"]
    seen = await asyncio.gather(
        *(
            seat_loop(
                host,
                http,
                game_name,
                code,
                t["seat"],
                t["token"],
                index * 10 + t["seat"],
                figures,
                think,
            )
            for t in made["tokens"]
        )
    )
    final = (await http.get(f"/api/games/{code}")).json()
    # Every accepted action is one stored step; every seat saw the last one.
    if any(v != final["version"] for v in seen) or final["status"] != "over":
        figures.lost += 1


async def load(
    host: str, game_name: str, count: int, think: float, ramp: float
) -> tuple[Figures, float]:
    figures = Figures()
    # Idle connections are let go before the server's keep-alive ends, so a request never
    # races the server closing its connection.
    limits = httpx2.Limits(
        max_connections=count * 2, max_keepalive_connections=count * 2, keepalive_expiry=3
    )
    async with httpx2.AsyncClient(base_url=f"http://{host}", limits=limits, timeout=60) as http:
        start = time.perf_counter()
        await asyncio.gather(
            *(one_game(host, http, game_name, i, figures, think, ramp) for i in range(count))
        )
        elapsed = time.perf_counter() - start
    return figures, elapsed


def engine_reference(game_name: str, samples: int = 300) -> list[float]:
    """Per action, in ms: what the server does with the engine (JSON in, apply, JSON out, views)."""
    game = games.load(game_name)
    times: list[float] = []
    seed = 0
    while len(times) < samples:
        state = game.new(seed=seed, players=2)
        bots = {s: game.bot("easy", seed=s) for s in range(2)}
        seed += 1
        while state.result() is None and len(times) < samples:
            seat = state.to_act()[0]
            action = bots[seat].act(state.view(seat)).to_json()
            snapshot = json.dumps(state.to_json())
            start = time.perf_counter()
            fresh = game.state_from_json(json.loads(snapshot))
            fresh.apply(seat, action, at=0.0)
            json.dumps(fresh.to_json())
            for s in (0, 1, None):
                json.dumps(fresh.view(s))
            times.append((time.perf_counter() - start) * 1000)
            state = fresh
    return times


def report(backend: str, figures: Figures, elapsed: float, count: int) -> None:
    print(f"\n{backend}: {count} concurrent games, {figures.accepted} actions in {elapsed:.1f} s")
    print(f"  throughput            {figures.accepted / elapsed:8.1f} actions/s")
    print(
        f"  server time / action  p50 {statistics.median(figures.server_ms):7.2f} ms"
        f"   p99 {pct(figures.server_ms, 99):7.2f} ms   (target p99 < 100 ms)"
    )
    print(
        f"  client round trip     p50 {statistics.median(figures.round_trip_ms):7.2f} ms"
        f"   p99 {pct(figures.round_trip_ms, 99):7.2f} ms"
    )
    if figures.push_ms:
        print(
            f"  push to other seat    p50 {statistics.median(figures.push_ms):7.2f} ms"
            f"   p99 {pct(figures.push_ms, 99):7.2f} ms"
        )
    print(
        f"  errors {len(figures.errors)}   lost actions {figures.lost}"
        f"   retried after a broken connection {len(figures.retried)}"
    )
    for why in list(figures.retried.values())[:3]:
        print("    retried:", why)
    for e in figures.errors[:5]:
        print("   ", e)


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    default_game = "formula" if "formula" in games.names() else "nim"
    parser.add_argument("--game", default=default_game)
    parser.add_argument("--games", type=int, default=200)
    parser.add_argument("--backends", nargs="+", default=["sqlite", "postgresql"])
    parser.add_argument(
        "--think",
        type=float,
        default=THINK,
        help="mean seconds a seat waits before each move (0: as fast as the server answers)",
    )
    parser.add_argument(
        "--ramp", type=float, default=5.0, help="the games start over this many seconds"
    )
    parser.add_argument(
        "--host", default=None, help="load a server already running there (e.g. to profile it)"
    )
    args = parser.parse_args()
    if args.host:
        figures, elapsed = asyncio.run(
            load(args.host, args.game, args.games, args.think, args.ramp)
        )
        report(args.host, figures, elapsed, args.games)
        return 1 if figures.errors or figures.lost else 0

    reference = engine_reference(args.game)
    ref_p50 = statistics.median(reference)
    print(
        f"think time {args.think:.1f} s a move on average (0.5 to 1.5 times that);"
        f" games start over the first {args.ramp:.0f} s"
    )
    print(f"game {args.game}; engine alone per action: p50 {ref_p50:.3f} ms (the reference)")
    failed = False
    for backend in args.backends:
        with contextlib.ExitStack() as stack:
            if backend == "sqlite":
                db = str(Path(stack.enter_context(tempfile.TemporaryDirectory())) / "load.db")
            else:
                admin = stack.enter_context(postgres_server())
                db = stack.enter_context(fresh_database(admin))
            host, pid = stack.enter_context(server(db))
            cpu_before, client_before = cpu_seconds(pid), time.process_time()
            figures, elapsed = asyncio.run(load(host, args.game, args.games, args.think, args.ramp))
            cpu = cpu_seconds(pid) - cpu_before
            client_cpu = time.process_time() - client_before
        report(backend, figures, elapsed, args.games)
        per_action = 1000 * cpu / max(1, figures.accepted)
        print(
            f"  server CPU            {per_action:7.2f} ms per action ({cpu:.1f} s in all);"
            f" the client (its bots) used {client_cpu:.1f} s"
        )
        print(f"  server p50 / engine p50 = {statistics.median(figures.server_ms) / ref_p50:.1f}x")
        failed |= bool(figures.errors or figures.lost)
    return 1 if failed else 0


if __name__ == "__main__":
    raise SystemExit(main())
