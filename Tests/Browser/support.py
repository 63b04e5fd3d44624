"""Helpers the browser tests share: the server's JSON APIs through urllib, multipart bodies both
ways, and photos made with Pillow."""

from __future__ import annotations

import base64
import io
import json
import os
import time
import urllib.error
import urllib.request
import uuid
from dataclasses import dataclass

from PIL import Image

MEMBER = ("agent@shield.org", "hailHydra")
ADMIN = ("admin@mybiz.example", "admin1234")
MANAGER = ("chen@northwind.example", "chen1234")
HEAD = ("ada@northwind.example", "ada12345")
SCREEN_LABELS = ["Announcements", "Calendar", "Org chart", "Purchases", "Settings"]
PAGE_SIZE = 20
DESKTOP = {"viewport": {"width": 1280, "height": 800}}
PHONE = {"viewport": {"width": 390, "height": 844}, "is_mobile": True, "has_touch": True, "device_scale_factor": 3}


@dataclass
class Answer:
    status: int
    headers: dict[str, str]
    body: bytes

    def json(self):
        return json.loads(self.body)


@dataclass
class Part:
    name: str
    filename: str | None
    content_type: str | None
    data: bytes


class Api:
    """The Open Market and MyBiz JSON APIs, as an app calls them."""

    def __init__(self, base_url: str):
        self.base_url = base_url

    def call(self, method: str, path: str, body: bytes | None = None, headers: dict | None = None) -> Answer:
        request = urllib.request.Request(self.base_url + path, data=body, method=method, headers=headers or {})
        try:
            with urllib.request.urlopen(request, timeout=60) as response:
                return Answer(response.status, dict(response.headers), response.read())
        except urllib.error.HTTPError as error:
            return Answer(error.code, dict(error.headers), error.read())

    def ok_json(self, method: str, path: str, body: bytes | None = None, headers: dict | None = None):
        answer = self.call(method, path, body, headers)
        assert answer.status == 200, f"{method} {path}: {answer.status} {answer.body[:300]!r}"
        return answer.json()

    # Open Market

    def page(self, number: int) -> list[dict]:
        return self.ok_json("GET", f"/items/{number}")["items"]

    def all_ids(self) -> list[int]:
        ids, number = [], 1
        while items := self.page(number):
            ids += [item["id"] for item in items]
            number += 1
        return ids

    def item(self, item_id: int) -> dict | None:
        """The product's detail, or None when the API answers 404."""
        answer = self.call("GET", f"/item/{item_id}")
        if answer.status == 404:
            return None
        assert answer.status == 200, answer
        return answer.json()

    def register(self, images: list[bytes], password: str = "browser-test", **fields) -> dict:
        """Registers a product through `POST /item` with these photos; returns its detail."""
        text = {"title": f"Browser test {uuid.uuid4().hex[:8]}", "descriptions": "Made by the browser tests.",
                "price": "1200", "stock": "4", "currency": "KRW", "password": password}
        text.update({name: str(value) for name, value in fields.items()})
        files = [("images[]", f"photo-{index + 1}.jpg", "image/jpeg", data) for index, data in enumerate(images)]
        body, content_type = multipart(text, files)
        return self.ok_json("POST", "/item", body, {"Content-Type": content_type, "Accept": "application/json"})

    def image(self, url: str) -> Image.Image:
        """A stored photo, by the absolute URL the JSON gives."""
        path = url[url.index("/", len("http://")):]
        answer = self.call("GET", path)
        assert answer.status == 200, f"GET {path}: {answer.status}"
        return Image.open(io.BytesIO(answer.body))

    # MyBiz

    def token(self, username: str, password: str) -> str:
        basic = base64.b64encode(f"{username}:{password}".encode()).decode()
        return self.ok_json("POST", "/api/users/login", b"", {"Authorization": f"Basic {basic}"})["token"]

    def sign_up(self, username: str, password: str, name: str) -> dict:
        body = json.dumps({"username": username, "password": password, "name": name}).encode()
        return self.ok_json("POST", "/api/users/signup", body, {"Content-Type": "application/json"})

    def admit(self, username: str) -> None:
        """Has the demo administrator admit `username`'s account to the company, as the Accounts page does."""
        admin = {"Authorization": f"Bearer {self.token('admin@mybiz.example', 'admin1234')}"}
        accounts = self.ok_json("GET", "/api/users", headers=admin)
        account = next(account for account in accounts if account["username"] == username)
        body = json.dumps({"companyMember": True}).encode()
        self.ok_json("PATCH", f"/api/users/{account['id']}", body, {**admin, "Content-Type": "application/json"})

    def purchases(self, token: str) -> list[dict]:
        return self.ok_json("GET", "/api/purchases", headers={"Authorization": f"Bearer {token}"})


def multipart(fields: dict[str, str], files: list[tuple[str, str, str, bytes]]) -> tuple[bytes, str]:
    """A multipart/form-data body and its content type."""
    boundary = f"----browser-tests-{uuid.uuid4().hex}"
    chunks = []
    for name, value in fields.items():
        chunks.append(f'--{boundary}\r\nContent-Disposition: form-data; name="{name}"\r\n\r\n'.encode())
        chunks.append(value.encode() + b"\r\n")
    for name, filename, content_type, data in files:
        chunks.append(
            f'--{boundary}\r\nContent-Disposition: form-data; name="{name}"; filename="{filename}"\r\n'
            f"Content-Type: {content_type}\r\n\r\n".encode())
        chunks.append(data + b"\r\n")
    chunks.append(f"--{boundary}--\r\n".encode())
    return b"".join(chunks), f"multipart/form-data; boundary={boundary}"


def parse_multipart(body: bytes, content_type: str) -> list[Part]:
    """The parts of a multipart/form-data body, as a browser sent it."""
    boundary = content_type.split("boundary=", 1)[1].strip().strip('"').encode()
    parts = []
    for chunk in body.split(b"--" + boundary)[1:]:
        if chunk.startswith(b"--"):
            break
        head, data = chunk[2:].split(b"\r\n\r\n", 1)
        headers = {}
        for line in head.decode().split("\r\n"):
            key, value = line.split(":", 1)
            headers[key.strip().lower()] = value.strip()
        disposition = dict(
            item.strip().split("=", 1) for item in headers["content-disposition"].split(";")[1:])
        filename = disposition.get("filename")
        parts.append(Part(
            name=disposition["name"].strip('"'), filename=filename.strip('"') if filename else None,
            content_type=headers.get("content-type"), data=data[:-2]))
    return parts


def solid_jpeg(color: tuple[int, int, int], size: tuple[int, int] = (160, 120)) -> bytes:
    """A small JPEG of one colour: distinct photos for the slider."""
    buffer = io.BytesIO()
    Image.new("RGB", size, color).save(buffer, "JPEG", quality=85)
    return buffer.getvalue()


def distinct_photos(count: int) -> list[bytes]:
    """Up to five small JPEGs, each of its own colour."""
    colors = [(200, 40, 40), (40, 160, 60), (40, 80, 200), (220, 180, 30), (120, 40, 160)]
    return [solid_jpeg(color) for color in colors[:count]]


def noise_jpeg(size: tuple[int, int] = (4000, 3000)) -> bytes:
    """A JPEG of random noise, which compresses badly: megabytes at a camera's size."""
    buffer = io.BytesIO()
    Image.frombytes("RGB", size, os.urandom(size[0] * size[1] * 3)).save(buffer, "JPEG", quality=85)
    return buffer.getvalue()


def log_in(page, login_path: str, credentials: tuple[str, str]):
    """Fills and sends a login form (the company app's or the dashboard's)."""
    page.goto(login_path)
    page.fill("#username", credentials[0])
    page.fill("#password", credentials[1])
    page.get_by_role("button", name="Log in").click()


def wait_until(condition, timeout: float = 10, message: str = "the condition"):
    """Polls `condition` (for state outside the page, e.g. the API) until it is true."""
    deadline = time.monotonic() + timeout
    while True:
        value = condition()
        if value:
            return value
        assert time.monotonic() < deadline, f"timed out waiting for {message}"
        time.sleep(0.1)


# Accessibility: axe-core, as axe-playwright-python bundles it

WCAG_TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22a", "wcag22aa"]


def axe_violations(page) -> list[str]:
    """Every WCAG 2.2 A and AA rule the page breaks, as readable lines naming the rule and where."""
    from axe_playwright_python.sync_playwright import Axe

    results = Axe().run(page, options={"runOnly": {"type": "tag", "values": WCAG_TAGS}, "resultTypes": ["violations"]})
    return [f"{violation['id']} ({violation['impact']}): {violation['help']} — "
            + "; ".join(" ".join(node["target"]) for node in violation["nodes"][:5])
            for violation in results.response["violations"]]


# The lines an element's text shows as, read letter by letter from where each is drawn.
TEXT_LINES_JS = """element => {
    const range = document.createRange(), lines = [];
    let top = null, line = '';
    for (const node of element.childNodes) {
        if (node.nodeType !== Node.TEXT_NODE) continue;
        for (let i = 0; i < node.length; i++) {
            range.setStart(node, i); range.setEnd(node, i + 1);
            const y = Math.round(range.getBoundingClientRect().top);
            if (top !== null && y !== top) { lines.push(line); line = ''; }
            top = y; line += node.data[i];
        }
    }
    lines.push(line);
    return lines;
}"""


def text_lines(locator) -> list[str]:
    """The lines the one element `locator` finds shows its own text as, on the screen."""
    return locator.evaluate(TEXT_LINES_JS)


def all_text_lines(locator) -> list[list[str]]:
    """`text_lines` of every element `locator` finds."""
    return locator.evaluate_all(f"elements => elements.map({TEXT_LINES_JS})")


def open_empty_todo(new_context, account: tuple[str, str], **options):
    """A page logged in to `account` on its to-do list, the list emptied first (`options` for the context)."""
    page = new_context(**options).new_page()
    log_in(page, "/app/login?next=/todo/clear", account)
    page.wait_for_url("**/todo/clear")
    page.get_by_role("button", name="Delete everything").click()
    page.wait_for_url("**/todo?notice=cleared")
    return page


def quick_add(page, line: str):
    """Types `line` into the to-do page's quick-add line and sends it."""
    page.fill("#quick-line", line)
    page.keyboard.press("Enter")
