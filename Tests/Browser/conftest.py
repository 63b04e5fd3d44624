"""Fixtures for the browser tests: one `mybiz serve` per session on a fresh SQLite file (its demo
data included), Chromium, fresh contexts and pages on that server, the JSON APIs, photos and
screenshots.

MYBIZ_BINARY names the server (default `.build/debug/mybiz` in the repository), MYBIZ_CHROMIUM the
browser (default Debian's /usr/bin/chromium) and MYBIZ_SCREENSHOTS a folder for screenshots (none
are taken without it)."""

from __future__ import annotations

import os
import re
import sys
import time
from pathlib import Path

import pytest
from playwright.sync_api import Browser, BrowserContext, Page, expect, sync_playwright

from support import ADMIN, DESKTOP, MEMBER, Api, distinct_photos, log_in, noise_jpeg, solid_jpeg

REPOSITORY = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(REPOSITORY / "Tests" / "LiveServer"))
from live_server import Server, live_server, summarize  # noqa: E402

expect.set_options(timeout=15_000)


def pytest_terminal_summary(terminalreporter, exitstatus):
    summarize(terminalreporter, exitstatus)


@pytest.fixture(scope="session")
def server(tmp_path_factory) -> Server:
    # Every test that needs a person signs one up, all from this one address.
    with live_server(tmp_path_factory.mktemp("server"), "browser.sqlite") as started:
        yield started


@pytest.fixture(scope="session")
def api(server) -> Api:
    return Api(server.url)


@pytest.fixture(scope="session")
def browser() -> Browser:
    executable = os.environ.get("MYBIZ_CHROMIUM", "/usr/bin/chromium")
    with sync_playwright() as playwright:
        browser = playwright.chromium.launch(executable_path=executable if Path(executable).exists() else None)
        yield browser
        browser.close()


class AnalyticsReports:
    """Counts a context's `POST /api/analytics` requests still in flight: a screen's report is sent
    by its script after the page loads, and one landing during another test would change the
    dashboard's numbers that test reads."""

    def __init__(self, context: BrowserContext):
        self.pending = set()
        context.on("request", self._started)
        context.on("requestfinished", self._ended)
        context.on("requestfailed", self._ended)

    def _started(self, request):
        if request.method == "POST" and request.url.endswith("/api/analytics"):
            self.pending.add(request)

    def _ended(self, request):
        self.pending.discard(request)

    def settle(self, context: BrowserContext, timeout: float = 10):
        for page in context.pages:
            if not page.is_closed():
                page.wait_for_load_state("domcontentloaded")  # module scripts have run by then
        deadline = time.monotonic() + timeout
        while self.pending and time.monotonic() < deadline:
            live = [page for page in context.pages if not page.is_closed()]
            if not live:
                break
            live[0].wait_for_timeout(50)


def open_context(browser: Browser, server: Server, **options) -> tuple[BrowserContext, AnalyticsReports]:
    options = {**DESKTOP, **options}
    context = browser.new_context(base_url=server.url, **options)
    context.set_default_timeout(15_000)
    return context, AnalyticsReports(context)


@pytest.fixture
def new_context(browser, server):
    """Makes fresh browser contexts (desktop-sized unless told otherwise), closed after the test
    once their analytics reports have arrived."""
    opened = []

    def make(**options) -> BrowserContext:
        context, reports = open_context(browser, server, **options)
        opened.append((context, reports))
        return context

    yield make
    for context, reports in opened:
        reports.settle(context)
        context.close()


@pytest.fixture
def page(new_context) -> Page:
    return new_context().new_page()


def saved_login(browser, server, login_path: str, credentials, landing: str) -> dict:
    context, reports = open_context(browser, server)
    page = context.new_page()
    log_in(page, login_path, credentials)
    page.wait_for_url(f"**{landing}")
    state = context.storage_state()
    reports.settle(context)
    context.close()
    return state


@pytest.fixture(scope="session")
def member_login(browser, server) -> dict:
    """A storage state holding the demo member's company-app session."""
    return saved_login(browser, server, "/app/login", MEMBER, "/app/announcements")


@pytest.fixture(scope="session")
def admin_login(browser, server) -> dict:
    """A storage state holding the demo admin's web session, signed in from the dashboard's link."""
    return saved_login(browser, server, "/app/login?next=%2Fdashboard", ADMIN, "/dashboard")


@pytest.fixture
def member_page(new_context, member_login) -> Page:
    return new_context(storage_state=member_login).new_page()


@pytest.fixture
def product(api):
    """Registers a product through the API: `product(photos=3, password=…, **fields)` → its detail."""

    def register(photos: int = 1, **fields) -> dict:
        return api.register(distinct_photos(photos), **fields)

    return register


@pytest.fixture(scope="session")
def sample_product(api) -> dict:
    """A product with three photos that no test changes, for the pages that only look (and the
    README's screenshots): three of the demo data's pictures of a clock."""
    pictures = REPOSITORY / "Sources/DemoContent/Resources/pictures"
    photos = [(pictures / f"clock-{index}.jpg").read_bytes() for index in (1, 2, 3)]
    return api.register(
        photos, title="Oak wall clock", price="48000", discounted_price="42000", stock="12",
        descriptions="A quiet sweep movement in a solid oak case, 30 cm across.\nOne AA battery, included.")


@pytest.fixture(scope="session")
def camera_photos(tmp_path_factory) -> list[Path]:
    """Six 4000×3000 JPEGs of random noise, several MB each, like a phone camera's."""
    folder = tmp_path_factory.mktemp("camera")
    paths = []
    for index in range(6):
        path = folder / f"camera-{index + 1}.jpg"
        path.write_bytes(noise_jpeg((4000, 3000)))
        paths.append(path)
    return paths


@pytest.fixture(scope="session")
def small_photo(tmp_path_factory) -> Path:
    """A JPEG already small enough to be sent as it is."""
    path = tmp_path_factory.mktemp("small") / "small.jpg"
    path.write_bytes(solid_jpeg((30, 120, 200)))
    return path


@pytest.fixture(scope="session")
def screenshot_folder() -> Path | None:
    folder = os.environ.get("MYBIZ_SCREENSHOTS")
    if not folder:
        return None
    path = Path(folder).resolve()
    path.mkdir(parents=True, exist_ok=True)
    return path


@pytest.fixture
def screenshot(screenshot_folder):
    """`screenshot(page, "market-desktop")` saves what the screen shows as a PNG, in CSS pixels (a
    phone's at 390 px wide), when MYBIZ_SCREENSHOTS is set."""

    def take(page: Page, name: str):
        if screenshot_folder is not None:
            page.screenshot(path=str(screenshot_folder / f"{name}.png"), scale="css")

    return take


def sign_up(page: Page, name: str, next_path: str = "/market") -> str:
    """Signs a new person up through /app/signup, as someone does; returns their username."""
    username = f"{re.sub(r'[^a-z]', '', name.lower())}{time.monotonic_ns() % 10_000_000}"
    page.goto(f"/app/signup?next={next_path}")
    page.fill("#name", name)
    page.fill("#username", username)
    page.fill("#password", "secret-123")
    page.get_by_role("button", name="Create account").click()
    page.wait_for_url(re.compile(re.escape(next_path) + "$"))
    return username


@pytest.fixture
def seller_page(new_context) -> Page:
    """A page of someone who just signed up: a seller on the market."""
    page = new_context().new_page()
    sign_up(page, "Sam Seller")
    return page
