"""Fixtures for the iCalendar and CalDAV tests: one `mybiz serve` on a fresh SQLite file (its demo
data included), and people who log in to the web pages the way a browser does — to make a calendar
address or an app password there, as a person would — and then use real clients: the `caldav`
library, `vdirsyncer`, and `icalendar` parsing what the server writes.

The server is `Tests/LiveServer`'s (MYBIZ_BINARY names it)."""

from __future__ import annotations

import re
import sys
import uuid
from html import unescape
from pathlib import Path

import pytest
import requests

REPOSITORY = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(REPOSITORY / "Tests" / "LiveServer"))
from live_server import Server, live_server, summarize  # noqa: E402


def pytest_terminal_summary(terminalreporter, exitstatus):
    summarize(terminalreporter, exitstatus)


@pytest.fixture(scope="session")
def server(tmp_path_factory) -> Server:
    with live_server(tmp_path_factory.mktemp("server"), "caldav.sqlite") as started:
        yield started


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
