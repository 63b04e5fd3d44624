#!/usr/bin/env bash
# Idle connections against real requests: opens N connections that send nothing (20,000 by default,
# from two processes, as an attacker on one machine can) to a release `mybiz serve`, then times real
# requests on fresh connections. Reference in the same run: the same requests with no idle
# connections. Also reports the server's CPU use while the idle connections are held.
# Usage: Benchmarks/idle-connections.sh [N]
set -euo pipefail
cd "$(dirname "$0")/.."
count=${1:-20000}
source Benchmarks/start-server.sh
port=${base##*:}
pid=$(pgrep -f "mybiz serve --port 0 --log-level error --database $database" | head -1)

python3 - "$port" "$count" "$pid" <<'PY'
import os, socket, statistics, subprocess, sys, time

port, count, pid = int(sys.argv[1]), int(sys.argv[2]), int(sys.argv[3])

def requests(n=50):
    """Times GET /health on n fresh connections; returns the times in ms and how many failed."""
    times, failed = [], 0
    for _ in range(n):
        start = time.perf_counter()
        try:
            s = socket.create_connection(("127.0.0.1", port), timeout=10)
            s.sendall(b"GET /health HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n")
            data = b""
            while chunk := s.recv(4096):
                data += chunk
            s.close()
            if not data.startswith(b"HTTP/1.1 200"):
                failed += 1
        except OSError:
            failed += 1
        times.append((time.perf_counter() - start) * 1000)
    return times, failed

def cpu_seconds():
    fields = open(f"/proc/{pid}/stat").read().rsplit(")", 1)[1].split()
    return (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")

def open_files():
    return len(os.listdir(f"/proc/{pid}/fd"))

reference, reference_failed = requests()
# Two holders, each opening half the connections and keeping them until told to stop.
holder = r'''
import socket, sys, time
port, n = int(sys.argv[1]), int(sys.argv[2])
held = []
for _ in range(n):
    try:
        held.append(socket.create_connection(("127.0.0.1", port), timeout=5))
    except OSError:
        pass
print(len(held), flush=True)
sys.stdin.read()
'''
holders = [subprocess.Popen([sys.executable, "-c", holder, str(port), str(count // 2)],
                            stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True) for _ in range(2)]
opened = sum(int(h.stdout.readline()) for h in holders)
time.sleep(1)
files = open_files()
cpu_before = cpu_seconds()
time.sleep(5)
cpu_idle = (cpu_seconds() - cpu_before) / 5
loaded, loaded_failed = requests()
for h in holders:
    h.stdin.close()
    h.wait()

med = statistics.median
print(f"idle connections opened by the clients: {opened}; descriptors open in the server: {files}")
print(f"server CPU while they are held: {cpu_idle * 100:.1f} % of a core")
print(f"GET /health, no idle connections:   median {med(reference):.2f} ms, max {max(reference):.2f} ms, failed {reference_failed}/50")
print(f"GET /health, {opened} idle opened: median {med(loaded):.2f} ms, max {max(loaded):.2f} ms, failed {loaded_failed}/50")
print(f"ratio of medians: {med(loaded) / med(reference):.2f}x")
PY
