"""One `mybiz serve` for a pytest session, on a fresh SQLite file with the demo data: started, waited
for until it says where it serves, its stderr kept for the summary of a failed run, stopped with
SIGTERM. The browser tests and the CalDAV tests share it.

MYBIZ_BINARY names the server (default `.build/debug/mybiz` in the repository)."""

from __future__ import annotations

import os
import queue
import re
import signal
import subprocess
import sys
import threading
import time
from contextlib import contextmanager
from dataclasses import dataclass
from pathlib import Path

import pytest

REPOSITORY = Path(__file__).resolve().parents[2]
SERVER_START_SECONDS = 120


@dataclass
class Server:
    url: str
    process: subprocess.Popen
    stderr_path: Path


# The session's server, for the summary of a failed run.
started_servers: list[Server] = []


def summarize(terminalreporter, exitstatus):
    """The server's last stderr lines, after a failed run (call it from `pytest_terminal_summary`)."""
    if exitstatus != 0 and started_servers:
        lines = started_servers[0].stderr_path.read_text(errors="replace").splitlines()
        terminalreporter.section("mybiz serve's stderr (last 60 lines)")
        terminalreporter.write_line("\n".join(lines[-60:]))


@contextmanager
def live_server(work: Path, database_name: str):
    """A server on `work/database_name`, signing up to 1,000 people an hour from one address."""
    binary = Path(os.environ.get("MYBIZ_BINARY", ".build/debug/mybiz"))
    if not binary.is_absolute():
        binary = REPOSITORY / binary
    if not binary.is_file():
        pytest.exit(f"No server binary at {binary}: build it (swift build) or set MYBIZ_BINARY.", returncode=2)
    stderr_path = work / "serve.err"
    with open(stderr_path, "wb") as stderr:
        process = subprocess.Popen(
            [str(binary), "serve", "--port", "0", "--database", str(work / database_name),
             "--max-signups-per-hour", "1000"],
            cwd=work, stdout=subprocess.PIPE, stderr=stderr, text=True)
    lines: queue.Queue[str | None] = queue.Queue()

    def read_stdout():  # also keeps the pipe drained while the server runs
        for line in process.stdout:
            lines.put(line)
        lines.put(None)

    threading.Thread(target=read_stdout, daemon=True).start()
    url = None
    deadline = time.monotonic() + SERVER_START_SECONDS
    while url is None:
        try:
            line = lines.get(timeout=max(0.1, deadline - time.monotonic()))
        except queue.Empty:
            line = None
        if line is None:
            process.kill()
            sys.stderr.write(f"mybiz serve did not start; its stderr:\n{stderr_path.read_text(errors='replace')}\n")
            pytest.exit("mybiz serve did not say it was serving", returncode=2)
        if match := re.search(r"serving on (http://\S+)", line):
            url = match.group(1).rstrip("/")
    started = Server(url, process, stderr_path)
    started_servers.append(started)
    try:
        yield started
    finally:
        process.send_signal(signal.SIGTERM)
        try:
            process.wait(timeout=30)
        except subprocess.TimeoutExpired:
            process.kill()
            process.wait()
