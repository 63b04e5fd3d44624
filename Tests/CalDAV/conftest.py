"""Fixtures for the iCalendar and CalDAV tests: one `mybiz serve` on a fresh SQLite file (its demo
data included), and people who log in to the web pages the way a browser does — to make a calendar
address or an app password there, as a person would — and then use real clients: the `caldav`
library, `vdirsyncer`, and `icalendar` parsing what the server writes.

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
import uuid
from dataclasses import dataclass
from html import unescape
from pathlib import Path

import pytest
import requests

REPOSITORY = Path(__file__).resolve().parents[2]


@dataclass
class Server:
    url: str
    process: subprocess.Popen
    stderr_path: Path


started: list[Server] = []


def pytest_terminal_summary(terminalreporter, exitstatus):
    if exitstatus != 0 and started:
        lines = started[0].stderr_path.read_text(errors="replace").splitlines()
        terminalreporter.section("mybiz serve's stderr (last 60 lines)")
        terminalreporter.write_line("\n".join(lines[-60:]))


@pytest.fixture(scope="session")
def server(tmp_path_factory) -> Server:
    binary = Path(os.environ.get("MYBIZ_BINARY", ".build/debug/mybiz"))
    if not binary.is_absolute():
        binary = REPOSITORY / binary
    work = tmp_path_factory.mktemp("server")
    stderr_path = work / "serve.err"
    with open(stderr_path, "wb") as stderr:
        process = subprocess.Popen(
            [str(binary), "serve", "--port", "0", "--database", str(work / "caldav.sqlite"),
             "--max-signups-per-hour", "1000"],
            cwd=work, stdout=subprocess.PIPE, stderr=stderr, text=True)
    lines: queue.Queue[str | None] = queue.Queue()

    def read_stdout():
        for line in process.stdout:
            lines.put(line)
        lines.put(None)

    threading.Thread(target=read_stdout, daemon=True).start()
    url = None
    deadline = time.monotonic() + 120
    while url is None:
        try:
            line = lines.get(timeout=max(0.1, deadline - time.monotonic()))
        except queue.Empty:
            line = None
        if line is None:
            process.kill()
            sys.stderr.write(f"mybiz serve did not start:\n{stderr_path.read_text(errors='replace')}\n")
            pytest.exit("mybiz serve did not say it was serving", returncode=2)
        if match := re.search(r"serving on (http://\S+)", line):
            url = match.group(1).rstrip("/")
    server = Server(url, process, stderr_path)
    started.append(server)
    yield server
    process.send_signal(signal.SIGTERM)
    try:
        process.wait(timeout=30)
    except subprocess.TimeoutExpired:
        process.kill()


class Person:
    """Someone logged in to the web pages with requests, as a browser would be: the session cookie,
    the forms' token and the Origin header a browser sends."""

    def __init__(self, server: Server, username: str, password: str):
        self.server = server
        self.username = username
        self.password = password
        self.web = requests.Session()
        self.web.headers["Origin"] = server.url
        page = self.web.get(f"{server.url}/app/login")
        answer = self.web.post(
            f"{server.url}/app/login",
            data={"csrf": csrf(page.text), "next": "/app/settings", "username": username, "password": password})
        assert answer.ok and "/app/login" not in answer.url, f"login failed: {answer.status_code}"

    def post_form(self, path: str, fields: dict, form_page: str) -> requests.Response:
        page = self.web.get(self.server.url + form_page)
        return self.web.post(self.server.url + path, data={"csrf": csrf(page.text), **fields})

    def app_password(self, name: str = "Tests") -> str:
        answer = self.post_form("/app/settings/app-passwords", {"name": name}, "/app/settings/app-passwords")
        assert answer.status_code == 200, answer.text[:500]
        return unescape(re.search(r'<code id="app-password">([^<]+)</code>', answer.text).group(1))

    def calendar_address(self) -> str:
        answer = self.post_form("/app/calendar/subscribe", {}, "/app/calendar/subscribe")
        assert answer.status_code == 200, answer.text[:500]
        return unescape(re.search(r'<code id="feed-address">([^<]+)</code>', answer.text).group(1))

    def api_token(self) -> str:
        answer = requests.post(f"{self.server.url}/api/users/login", auth=(self.username, self.password))
        assert answer.status_code == 200, answer.text
        return answer.json()["token"]

    def todo_items(self) -> list[dict]:
        answer = requests.get(
            f"{self.server.url}/api/todos", headers={"Authorization": f"Bearer {self.api_token()}"})
        assert answer.status_code == 200, answer.text
        return answer.json()["toDo"] + answer.json()["done"]


def csrf(html: str) -> str:
    return unescape(re.search(r'name="csrf" value="([^"]+)"', html).group(1))


@pytest.fixture
def person(server) -> Person:
    """A new account of the company's own, logged in to the pages."""
    username = f"caldav-{uuid.uuid4().hex[:10]}@example.org"
    password = "correct horse battery"
    answer = requests.post(
        f"{server.url}/api/users/signup",
        json={"username": username, "password": password, "name": "Cal Dav"})
    assert answer.status_code == 200, answer.text
    return Person(server, username, password)


@pytest.fixture
def admin(server) -> Person:
    return Person(server, "admin@mybiz.example", "admin1234")
