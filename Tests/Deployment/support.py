"""Helpers the deployment checks share: commands whose failure shows what ran, HTTP through urllib,
free ports, and stopping processes."""

from __future__ import annotations

import json
import shlex
import signal
import socket
import subprocess
import urllib.error
import urllib.request
import uuid
from dataclasses import dataclass
from pathlib import Path

import pytest

REPOSITORY = Path(__file__).resolve().parents[2]

# Loopback only: a proxy named in the caller's environment must not carry these requests.
OPENER = urllib.request.build_opener(urllib.request.ProxyHandler({}))


def shown(command) -> str:
    return " ".join(shlex.quote(str(part)) for part in command)


def indented(text: str, prefix: str = "   | ") -> str:
    return "\n".join(prefix + line for line in (text.rstrip() or "(nothing)").splitlines())


def run(command: list, *, expected: str = "exit status 0", check: bool = True,
        **options) -> subprocess.CompletedProcess:
    """Runs a command with its output captured; with `check`, a non-zero exit fails the test with
    the command, its output and what was expected."""
    result = subprocess.run([str(part) for part in command], capture_output=True, text=True, **options)
    if check and result.returncode != 0:
        fail_command(command, result, expected)
    return result


def fail_command(command: list, result: subprocess.CompletedProcess, expected: str):
    output = (result.stdout or "") + (result.stderr or "")
    pytest.fail(f"$ {shown(command)}\n{indented(output)}\nexit status {result.returncode}; expected: {expected}",
                pytrace=False)


def free_ports(count: int) -> list[int]:
    """Ports nothing listens on, all different (each socket is held until all are chosen)."""
    sockets = []
    try:
        for _ in range(count):
            held = socket.socket()
            held.bind(("127.0.0.1", 0))
            sockets.append(held)
        return [held.getsockname()[1] for held in sockets]
    finally:
        for held in sockets:
            held.close()


@dataclass
class Answer:
    status: int
    content_type: str
    body: bytes

    def json(self):
        return json.loads(self.body)

    def shown(self) -> str:
        return f"{self.status} {self.body[:300].decode(errors='replace')}"


def request(url: str, *, method: str = "GET", body: bytes | None = None, headers: dict | None = None,
            timeout: float = 10) -> Answer:
    """The answer, whatever its status; a connection that fails raises OSError."""
    prepared = urllib.request.Request(url, data=body, method=method, headers=headers or {})
    try:
        with OPENER.open(prepared, timeout=timeout) as response:
            return Answer(response.status, response.headers.get("Content-Type", ""), response.read())
    except urllib.error.HTTPError as error:
        return Answer(error.code, error.headers.get("Content-Type", ""), error.read())


def ok(url: str, **options) -> Answer:
    """The answer to a request that must succeed (2xx), as `curl --fail` would require."""
    method = options.get("method", "GET")
    try:
        answer = request(url, **options)
    except OSError as error:
        pytest.fail(f"{method} {url}: no answer ({error}); expected a 2xx status", pytrace=False)
    if not 200 <= answer.status < 300:
        pytest.fail(f"{method} {url}: {answer.shown()}; expected a 2xx status", pytrace=False)
    return answer


def answers(url: str, timeout: float = 2) -> bool:
    try:
        return 200 <= request(url, timeout=timeout).status < 300
    except OSError:
        return False


def multipart(fields: dict[str, str], files: list[tuple[str, Path, str]]) -> tuple[bytes, str]:
    """A multipart/form-data body and its Content-Type; files are (field, path, content type)."""
    boundary = uuid.uuid4().hex
    parts = [f'--{boundary}\r\nContent-Disposition: form-data; name="{name}"\r\n\r\n{value}\r\n'.encode()
             for name, value in fields.items()]
    for name, path, content_type in files:
        head = (f'--{boundary}\r\nContent-Disposition: form-data; name="{name}"; filename="{path.name}"\r\n'
                f"Content-Type: {content_type}\r\n\r\n")
        parts.append(head.encode() + path.read_bytes() + b"\r\n")
    parts.append(f"--{boundary}--\r\n".encode())
    return b"".join(parts), f"multipart/form-data; boundary={boundary}"


def last_lines(path: Path, count: int) -> str:
    if not path.is_file():
        return "(no such file)"
    return "\n".join(path.read_text(errors="replace").splitlines()[-count:])


def stop(process: subprocess.Popen, stop_signal: int = signal.SIGTERM, timeout: float = 30):
    """Stops a process this suite started, if it still runs: the signal, then SIGKILL after `timeout`."""
    if process.poll() is not None:
        return
    process.send_signal(stop_signal)
    try:
        process.wait(timeout=timeout)
    except subprocess.TimeoutExpired:
        process.kill()
        process.wait()

