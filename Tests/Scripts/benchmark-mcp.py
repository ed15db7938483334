#!/usr/bin/env python3
"""Measures `viper-gen mcp` as an assistant uses it: one server, requests over its pipes.

    python3 Tests/Scripts/benchmark-mcp.py <viper-gen> [rounds]     (default 20 rounds)

In a project made with `viper-gen project Shop` in a temporary folder, times each request's
round trip (median and min-max of the rounds): initialize, tools/list (every schema built from
the project's templates and targets), resources/list, resources/read of the config, and a
`module` call with dry_run; then the same dry run as a command line (`module --dry-run --json`,
a process per run) for comparison; and the server's peak memory (VmHWM, Linux). Prints figures,
asserts nothing.
"""

import json
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path


def figures(samples):
    ms = [s * 1000 for s in samples]
    return f"{statistics.median(ms):7.2f} ms  ({min(ms):.2f}-{max(ms):.2f})"


def main():
    binary, rounds = sys.argv[1], int(sys.argv[2]) if len(sys.argv) > 2 else 20
    work = Path(tempfile.mkdtemp(prefix="viper-gen-mcp-bench-"))
    subprocess.run([binary, "project", "Shop", "-q"], cwd=work, check=True)
    project = work / "Shop"
    server = subprocess.Popen(
        [binary, "mcp"], cwd=project, stdin=subprocess.PIPE, stdout=subprocess.PIPE,
        stderr=subprocess.DEVNULL)
    ids = iter(range(1, 1_000_000))

    def request(method, params=None):
        message = {"jsonrpc": "2.0", "id": next(ids), "method": method}
        if params is not None:
            message["params"] = params
        start = time.perf_counter()
        server.stdin.write((json.dumps(message) + "\n").encode())
        server.stdin.flush()
        reply = json.loads(server.stdout.readline())
        elapsed = time.perf_counter() - start
        if "error" in reply or reply["result"].get("isError"):
            sys.exit(f"{method} failed: {reply}")
        return elapsed, len(json.dumps(reply))

    first, _ = request("initialize", {"protocolVersion": "2025-11-25", "capabilities": {}})
    print(f"viper-gen mcp in {project}, {rounds} rounds")
    print(f"initialize (first request)      {first * 1000:7.2f} ms")
    cases = [
        ("tools/list", "tools/list", None),
        ("resources/list", "resources/list", None),
        ("resources/read config", "resources/read", {"uri": "viper-gen://config"}),
        ("tools/call module dry_run", "tools/call",
         {"name": "module", "arguments": {"names": ["Payments"], "dry_run": True}}),
    ]
    for label, method, params in cases:
        samples = [request(method, params) for _ in range(rounds)]
        size = samples[0][1]
        print(f"{label:<31} {figures([s[0] for s in samples])}  reply {size:,} bytes")
    cli = []
    for _ in range(rounds):
        start = time.perf_counter()
        subprocess.run([binary, "module", "Payments", "--dry-run", "--json"], cwd=project,
                       stdout=subprocess.DEVNULL, check=True)
        cli.append(time.perf_counter() - start)
    print(f"{'CLI module --dry-run --json':<31} {figures(cli)}  (a process per run)")
    status = Path(f"/proc/{server.pid}/status")
    if status.exists():
        peak = next(l for l in status.read_text().splitlines() if l.startswith("VmHWM"))
        print(f"server peak memory              {peak.split(':')[1].strip()}")
    server.stdin.close()
    server.wait()
    shutil.rmtree(work)


main()
