"""Abuse on the real server: floods and slow clients, beside a normal player's moves.

Run: ``nice .venv/bin/python -m benchmarks.server_abuse`` (``--seconds 10``,
``--rounds 2``, ``--scenarios baseline puzzles sockets creates slow``,
``--flooders 6``, ``--tool-pools process thread``). It starts
``eqgames serve`` on loopback with a temporary SQLite file, and for each scenario
runs for ``--seconds``:

- the **player**, from 127.0.0.1: Nim games (pass and play, heap 100), one move
  every 50 ms, through the REST API; its figures are the server's time per
  action (``Server-Timing``) and the client's round trip, p50 and p99;
- beside it, from ``--flooders`` other addresses (127.0.0.2, 127.0.0.3, …: the
  server tells clients apart by address), one of:
  - ``puzzles``: each asks for new (uncached) hard Crossdigits puzzles, three
    requests in flight at all times, ignoring ``Retry-After``;
  - ``sockets``: each opens 40 WebSockets to a game (over the per-address limit),
    pings on every one as fast as it can, and keeps sending 1 MiB messages on
    fresh connections;
  - ``creates``: each creates games, three requests in flight at all times;
  - ``slow``: each opens 50 connections that send their request head a byte a
    second, and 20 that send a head then their body a byte a second;
- ``baseline``: the player alone.

The flooders run in a process of their own, so their CPU is not the player's
client's (the round trip is still the client's, on a machine the flood shares).

The reference is the baseline in the same run: each scenario's player p99 is
given as a ratio of it. ``--tool-pools`` starts a server for each entry and
alternates the rounds between them: ``thread`` is one whose tools run in
threads of its own process instead of worker processes (what the processes
buy), and a path is another source tree of eqgames served with its defaults,
e.g. the commit before the limits (``git archive 511c849 | tar -x -C /tmp/before``,
then ``--tool-pools /tmp/before process thread``, as docs/deploy.md reports).
The player's samples of all ``--rounds`` are pooled.
"""

from __future__ import annotations

import argparse
import asyncio
import contextlib
import multiprocessing
import os
import statistics
import subprocess
import sys
import tempfile
import time
from collections import Counter
from collections.abc import Awaitable, Callable, Iterator
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import httpx2
import websockets

from tests.server.services import free_port, wait_for_port

#: The player's pause between moves (a brisk player; the server's time is what counts).
THINK = 0.05


@dataclass
class Player:
    server_ms: list[float] = field(default_factory=list)
    round_trip_ms: list[float] = field(default_factory=list)
    errors: Counter[str] = field(default_factory=Counter)


def pct(values: list[float], p: float) -> float:
    if not values:
        return float("nan")
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(round(p / 100 * (len(ordered) - 1))))]


@contextlib.contextmanager
def server(db: str, tool_pool: str) -> Iterator[str]:
    """``eqgames serve``; ``tool_pool`` "process" or "thread", or the path of another source
    tree of eqgames (an older version, say) to serve with its own defaults."""
    port = free_port()
    command = [sys.executable, "-m", "eqgames", "serve", "--port", str(port), "--db", db,
               "--bot-delay", "0", "--log-level", "warning"]  # fmt: skip
    env = dict(os.environ)
    if tool_pool in ("process", "thread"):
        command += ["--tool-pool", tool_pool]
    else:
        env["PYTHONPATH"] = tool_pool
    proc = subprocess.Popen(
        command,
        stdout=subprocess.PIPE,
        stderr=subprocess.STDOUT,
        env=env,
        cwd=tool_pool if tool_pool not in ("process", "thread") else None,
    )
    try:
        wait_for_port(port, timeout=60)
        yield f"127.0.0.1:{port}"
    finally:
        proc.terminate()
        out = proc.communicate(timeout=30)[0].decode()
        if "Traceback" in out:
            print(out[-3000:])


def client(host: str, address: str, connections: int = 10) -> httpx2.AsyncClient:
    transport = httpx2.AsyncHTTPTransport(
        local_address=address,
        limits=httpx2.Limits(max_connections=connections, keepalive_expiry=3),
    )
    return httpx2.AsyncClient(base_url=f"http://{host}", transport=transport, timeout=60)


async def play(host: str, stop: asyncio.Event, player: Player) -> None:
    """Nim games one after another, a move every THINK seconds, until ``stop``."""
    async with client(host, "127.0.0.1") as http:
        while not stop.is_set():
            r = await http.post(
                "/api/games",
                json={"game": "nim", "pass_and_play": True, "options": {"heap": 100}},
            )
            if r.status_code != 201:
                player.errors[f"create {r.status_code}"] += 1
                await asyncio.sleep(1)
                continue
            made = r.json()
            tokens = [t["token"] for t in made["tokens"]]
            room = made["room"]
            while room["status"] == "playing" and not stop.is_set():
                await asyncio.sleep(THINK)
                seat = room["to_act"][0]
                started = time.perf_counter()
                r = await http.post(
                    f"/api/games/{made['code']}/actions",
                    json={"action": {"type": "take", "take": 1}, "version": room["version"]},
                    headers={"Authorization": f"Bearer {tokens[seat]}"},
                )
                player.round_trip_ms.append((time.perf_counter() - started) * 1000)
                if r.status_code != 200:
                    player.errors[f"action {r.status_code}"] += 1
                    room = (await http.get(f"/api/games/{made['code']}")).json()
                    continue
                player.server_ms.append(float(r.headers["Server-Timing"].partition("dur=")[2]))
                room = r.json()["room"]


def addresses(n: int) -> list[str]:
    return [f"127.0.0.{i + 2}" for i in range(n)]


async def _in_flight(n: int, stop: asyncio.Event, one: Callable[[int], Awaitable[None]]) -> None:
    async def lane(i: int) -> None:
        k = 0
        while not stop.is_set():
            await one(i * 1_000_000 + k)
            k += 1

    await asyncio.gather(*(lane(i) for i in range(n)))


async def flood_puzzles(host: str, stop: asyncio.Event, n: int, _: list[str]) -> Counter[str]:
    seen: Counter[str] = Counter()

    async def flooder(index: int, address: str) -> None:
        async with client(host, address) as http:

            async def one(k: int) -> None:
                seed = 100_000_000 + index * 10_000_000 + k  # never asked before: never cached
                r = await http.post(
                    "/api/tools/crossdigits/puzzle", json={"difficulty": "hard", "seed": seed}
                )
                seen[str(r.status_code)] += 1
                if r.status_code == 503:
                    await asyncio.sleep(0.01)  # no back-off worth the name

            await _in_flight(3, stop, one)

    await asyncio.gather(*(flooder(i, a) for i, a in enumerate(addresses(n))))
    return seen


async def flood_creates(host: str, stop: asyncio.Event, n: int, _: list[str]) -> Counter[str]:
    seen: Counter[str] = Counter()

    async def flooder(address: str) -> None:
        async with client(host, address) as http:

            async def one(_: int) -> None:
                r = await http.post("/api/games", json={"game": "nim"})
                seen[str(r.status_code)] += 1
                if r.status_code == 429:
                    await asyncio.sleep(0.01)

            await _in_flight(3, stop, one)

    await asyncio.gather(*(flooder(a) for a in addresses(n)))
    return seen


async def flood_sockets(host: str, stop: asyncio.Event, n: int, _: list[str]) -> Counter[str]:
    seen: Counter[str] = Counter()
    async with client(host, addresses(n)[0]) as http:
        code = (await http.post("/api/games", json={"game": "nim"})).json()["code"]
    url = f"ws://{host}/api/games/{code}/ws"

    async def pinger(address: str) -> None:
        try:
            async with websockets.connect(
                url, local_addr=(address, 0), max_queue=None, max_size=None, open_timeout=30
            ) as ws:
                first = await ws.recv()
                if '"too_many"' in str(first):
                    seen["refused"] += 1
                    return
                seen["open"] += 1
                while not stop.is_set():
                    await ws.send('{"type":"ping"}')
                    await asyncio.sleep(0)
        except websockets.ConnectionClosed:
            seen["closed"] += 1
        except OSError:
            seen["connect failed"] += 1

    async def big(address: str) -> None:
        blob = '{"type":"ping","pad":"' + "x" * (1 << 20) + '"}'
        while not stop.is_set():
            try:
                async with websockets.connect(
                    url, local_addr=(address, 0), max_size=None, open_timeout=10
                ) as ws:
                    await ws.recv()
                    await ws.send(blob)
                    await ws.recv()
            except websockets.ConnectionClosed as closed:
                seen[f"big message closed {closed.rcvd.code if closed.rcvd else '-'}"] += 1
            except OSError:
                seen["connect failed"] += 1
            await asyncio.sleep(0.05)

    # The big messages come from addresses of their own, so the limit on sockets does not
    # refuse them first.
    bigs = [f"127.0.1.{i + 2}" for i in range(n)]
    tasks = [pinger(a) for a in addresses(n) for _ in range(40)] + [big(a) for a in bigs]
    await asyncio.gather(*tasks)
    return seen


async def flood_slow(host: str, stop: asyncio.Event, n: int, _: list[str]) -> Counter[str]:
    seen: Counter[str] = Counter()
    ip, port = host.split(":")

    async def slow(address: str, head: bytes, body: bytes) -> None:
        try:
            reader, writer = await asyncio.open_connection(ip, int(port), local_addr=(address, 0))
        except OSError:
            seen["connect failed"] += 1
            return
        started = time.monotonic()
        writer.write(head)
        closed = False
        try:
            for byte in body:
                if stop.is_set():
                    break
                writer.write(bytes([byte]))
                await writer.drain()
                try:
                    got = await asyncio.wait_for(reader.read(4096), 1.0)
                except TimeoutError:
                    continue
                if not got or got.startswith(b"HTTP/1.1 408"):
                    closed = True
                    break
        except (ConnectionError, OSError):
            closed = True
        held = time.monotonic() - started
        if closed:
            seen["dropped within 11 s" if held <= 11 else "dropped later"] += 1
        else:
            seen["still open at the end"] += 1
        writer.close()

    heads = b"GET /api/health HTTP/1.1\r\nHost: x\r\nX-Slow: " + b"a" * 200
    post = (
        b"POST /api/games HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\n"
        b"Content-Length: 200\r\n\r\n"
    )
    tasks = []
    for a in addresses(n):
        tasks += [slow(a, b"", heads) for _ in range(50)]
        tasks += [slow(a, post, b'{"game":"nim","name":"' + b"a" * 170 + b'"}') for _ in range(20)]
    await asyncio.gather(*tasks)
    return seen


SCENARIOS: dict[str, Callable[[str, asyncio.Event, int, list[str]], Awaitable[Counter[str]]]] = {
    "puzzles": flood_puzzles,
    "sockets": flood_sockets,
    "creates": flood_creates,
    "slow": flood_slow,
}


def _flood(name: str, host: str, seconds: float, n: int, out: Any) -> None:
    """In a process of its own, so the flooders' CPU is not the player's client's."""

    async def run() -> Counter[str]:
        stop = asyncio.Event()
        task = asyncio.create_task(SCENARIOS[name](host, stop, n, []))
        await asyncio.sleep(seconds)
        stop.set()
        return await task

    try:
        out.put(dict(asyncio.run(run())))
    except Exception as error:  # noqa: BLE001 - reported beside the figures
        out.put({f"flooder failed: {error!r}"[:120]: 1})


async def scenario(host: str, name: str, seconds: float, flooders: int) -> tuple[Player, Counter[str]]:
    if name == "slow":
        seconds = max(seconds, 14.0)  # past the server's 10 s deadlines for heads and bodies
    player = Player()
    flood: Counter[str] = Counter()
    process = None
    if name != "baseline":
        out: Any = multiprocessing.Queue()
        process = multiprocessing.Process(target=_flood, args=(name, host, seconds, flooders, out))
        process.start()
        await asyncio.sleep(0.5)  # the flood first, then the player
    stop = asyncio.Event()
    playing = asyncio.create_task(play(host, stop, player))
    await asyncio.sleep(seconds - 0.5 if process else seconds)
    stop.set()
    try:
        await playing
    except Exception as error:  # noqa: BLE001 - reported beside the figures
        player.errors[f"player failed: {error!r}"[:120]] += 1
    if process is not None:
        flood.update(await asyncio.to_thread(out.get, True, 60))
        process.join(30)
    return player, flood


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--seconds", type=float, default=10.0)
    parser.add_argument("--rounds", type=int, default=2, help="each scenario this many times")
    parser.add_argument("--flooders", type=int, default=6)
    parser.add_argument(
        "--scenarios", nargs="+", default=["baseline", *SCENARIOS], choices=["baseline", *SCENARIOS]
    )
    parser.add_argument(
        "--tool-pools", nargs="+", default=["process"],
        help="process, thread, or the path of another eqgames source tree (e.g. `git archive`"
        " of an older commit): a server for each; rounds alternate between them",
    )  # fmt: skip
    args = parser.parse_args()
    print(
        f"{args.rounds} rounds of {args.seconds:g} s per scenario, alternating servers; "
        f"{args.flooders} flooding addresses; the player moves every {THINK * 1000:.0f} ms;"
        f" load average {os.getloadavg()[0]:.1f} at the start"
    )
    players: dict[tuple[str, str], Player] = {}
    floods: dict[tuple[str, str], Counter[str]] = {}
    with contextlib.ExitStack() as stack:
        tmp = Path(stack.enter_context(tempfile.TemporaryDirectory()))
        hosts = {
            mode: stack.enter_context(server(str(tmp / f"{i}.db"), mode))
            for i, mode in enumerate(args.tool_pools)
        }
        for host in hosts.values():
            asyncio.run(scenario(host, "baseline", 3.0, 0))  # warm-up (imports, caches), not counted
        for _ in range(args.rounds):
            for name in args.scenarios:
                for mode, host in hosts.items():
                    player, flood = asyncio.run(scenario(host, name, args.seconds, args.flooders))
                    pooled = players.setdefault((mode, name), Player())
                    pooled.server_ms += player.server_ms
                    pooled.round_trip_ms += player.round_trip_ms
                    pooled.errors.update(player.errors)
                    floods.setdefault((mode, name), Counter()).update(flood)
    print(f"load average {os.getloadavg()[0]:.1f} at the end")
    print(
        f"{'server':8} {'scenario':9} {'moves':>6} {'server p50':>11} {'p99':>8}"
        f" {'round trip p50':>15} {'p99':>8} {'p99/base':>9}  player errors; the flood"
    )
    for (mode, name), player in sorted(players.items()):
        base = players.get((mode, "baseline"))
        p99 = pct(player.server_ms, 99)
        ratio = f"{p99 / pct(base.server_ms, 99):8.1f}x" if base else f"{'-':>9}"
        print(
            f"{Path(mode).name[:8]:8} {name:9} {len(player.server_ms):6d}"
            f" {statistics.median(player.server_ms or [float('nan')]):8.1f} ms {p99:5.1f} ms"
            f" {statistics.median(player.round_trip_ms or [float('nan')]):12.1f} ms"
            f" {pct(player.round_trip_ms, 99):5.1f} ms {ratio}"
            f"  {dict(player.errors) or 0}; {dict(floods[(mode, name)])}"
        )
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
