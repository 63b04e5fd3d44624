"""Page weight and first contentful paint of the web apps' main pages, as a new visitor gets them.

    python Benchmarks/page_metrics.py [--binary .build/release/mybiz] [--loads 3]

Starts `mybiz serve` on a fresh SQLite file with the demo data, logs the demo member and admin in
once, then loads each page cold — a new browser context, so nothing is cached — `--loads` times on a
desktop (1280 × 800, no throttling) and on a throttled phone (390 × 844, Chromium's "Fast 4G":
9 Mbit/s down, 1.5 up, 60 ms latency, and the CPU slowed 4 ×). For each it reports the median of:

- bytes: every response's transfer size (headers and body as sent, so compression counts);
- requests: how many the page made before the network went idle;
- FCP: the browser's first-contentful-paint, in milliseconds.

Needs Playwright for Python and Debian's Chromium (as `.ci/browser-tests.sh` sets them up).
"""

import argparse
import re
import statistics
import subprocess
import tempfile
import time
from pathlib import Path

from playwright.sync_api import sync_playwright

REPOSITORY = Path(__file__).resolve().parent.parent
MEMBER = ("agent@shield.org", "hailHydra")
ADMIN = ("admin@mybiz.example", "admin1234")
PAGES = [("anonymous", "/"), ("anonymous", "/market"), ("anonymous", "/market?search=lamp&sort=price-low"),
         ("anonymous", "/market/items/{product}"),
         ("member", "/app/announcements"), ("member", "/todo"), ("admin", "/dashboard")]
DESKTOP = {"viewport": {"width": 1280, "height": 800}}
PHONE = {"viewport": {"width": 390, "height": 844}, "is_mobile": True, "has_touch": True, "device_scale_factor": 3}
FAST_4G = {"offline": False, "latency": 60, "downloadThroughput": 9_000_000 / 8, "uploadThroughput": 1_500_000 / 8}


def start_server(binary: Path, folder: Path) -> tuple[subprocess.Popen, str]:
    process = subprocess.Popen([str(binary), "serve", "--port", "0", "--log-level", "error",
                                "--database", str(folder / "metrics.sqlite")],
                               cwd=folder, stdout=subprocess.PIPE, text=True)
    deadline = time.monotonic() + 120
    for line in process.stdout:
        if match := re.search(r"serving on (http://\S+)", line):
            return process, match.group(1)
        if time.monotonic() > deadline:
            break
    process.kill()
    raise SystemExit("mybiz serve did not start")


def login_state(browser, base: str, path: str, credentials: tuple[str, str]) -> dict:
    context = browser.new_context(base_url=base)
    page = context.new_page()
    page.goto(path)
    page.fill("#username", credentials[0])
    page.fill("#password", credentials[1])
    page.locator("main form button[type=submit]").first.click()
    page.wait_for_load_state("networkidle")
    state = context.storage_state()
    context.close()
    return state


def load_once(browser, base: str, path: str, device: dict, throttled: bool, state: dict | None) -> dict:
    context = browser.new_context(base_url=base, storage_state=state, **device)
    page = context.new_page()
    if throttled:
        session = context.new_cdp_session(page)
        session.send("Network.enable")
        session.send("Network.emulateNetworkConditions", FAST_4G)
        session.send("Emulation.setCPUThrottlingRate", {"rate": 4})
    sizes: list[int] = []
    page.on("requestfinished", lambda request: sizes.append(request.sizes()["responseBodySize"]
                                                             + request.sizes()["responseHeadersSize"]))
    page.goto(path, wait_until="networkidle")
    fcp = page.evaluate(
        "() => (performance.getEntriesByName('first-contentful-paint')[0] || {startTime: NaN}).startTime")
    context.close()
    return {"bytes": sum(sizes), "requests": len(sizes), "fcp": fcp}


def main():
    arguments = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    arguments.add_argument("--binary", default=".build/release/mybiz")
    arguments.add_argument("--loads", type=int, default=3)
    arguments.add_argument("--chromium", default="/usr/bin/chromium")
    options = arguments.parse_args()
    binary = Path(options.binary)
    if not binary.is_absolute():
        binary = REPOSITORY / binary
    with tempfile.TemporaryDirectory() as folder, sync_playwright() as playwright:
        process, base = start_server(binary, Path(folder))
        try:
            browser = playwright.chromium.launch(executable_path=options.chromium)
            states = {"anonymous": None, "member": login_state(browser, base, "/app/login", MEMBER),
                      "admin": login_state(browser, base, "/app/login?next=%2Fdashboard", ADMIN)}
            product = 1
            print(f"{'page':36} {'device':8} {'bytes':>9} {'requests':>8} {'FCP ms':>7}")
            for who, template in PAGES:
                path = template.format(product=product)
                for name, device, throttled in [("desktop", DESKTOP, False), ("phone", PHONE, True)]:
                    runs = [load_once(browser, base, path, device, throttled, states[who])
                            for _ in range(options.loads)]
                    median = {key: statistics.median(run[key] for run in runs) for key in runs[0]}
                    print(f"{path:36} {name:8} {median['bytes']:>9,.0f} {median['requests']:>8.0f} "
                          f"{median['fcp']:>7.0f}")
            browser.close()
        finally:
            process.terminate()
            process.wait(timeout=30)


if __name__ == "__main__":
    main()
