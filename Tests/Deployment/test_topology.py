"""The compose topology, live, without Docker: a throwaway PostgreSQL 15 (.ci/postgres.sh), two
`mybiz serve` instances started at the same moment on it, and nginx with deploy/nginx.conf in front.
The tests are its steps, in order: each needs the ones before it."""

from __future__ import annotations

import base64
import http.client
import json
import os
import re
import signal
import subprocess
import time
from dataclasses import dataclass
from pathlib import Path

import pytest

from support import REPOSITORY, answers, last_lines, multipart, ok, request, run, stop

pytestmark = pytest.mark.incremental

HEALTH_ATTEMPTS, HEALTH_INTERVAL = 300, 0.2  # 60 s for an instance to come up
MEMBER = ("agent@shield.org", "hailHydra")  # the demo data's member, whose password is public
ME_REQUESTS = 6
PHOTO = REPOSITORY / "Tests/Fixtures/images/photo.jpg"
TITLE = "Deploy check lamp"
JPEG_START = b"\xff\xd8\xff"
BODY_LIMIT = 60 * 1024 * 1024
CACHE_RECHECK_SECONDS = 1


@dataclass
class Instance:
    number: int
    port: int
    process: subprocess.Popen
    log: Path

    @property
    def url(self) -> str:
        return f"http://127.0.0.1:{self.port}"

    def log_lines_with(self, text: str) -> int:
        return sum(text in line for line in self.log.read_text(errors="replace").splitlines())


@dataclass
class Proxy:
    url: str
    process: subprocess.Popen


@pytest.fixture(scope="module")
def database(work) -> str:
    cluster = work / "postgres"
    try:  # stopped even when it started only halfway
        started = run([REPOSITORY / ".ci/postgres.sh", "start", cluster],
                      expected="a PostgreSQL 15 cluster and its URL")
        (work / "postgres-start.log").write_text(started.stderr)
        url = re.search(r"MYBIZ_TEST_POSTGRES_URL=(\S+)", started.stdout)
        assert url, f".ci/postgres.sh start printed no URL: {started.stdout!r}"
        yield url.group(1)
    finally:
        run([REPOSITORY / ".ci/postgres.sh", "stop", cluster], check=False)


def start_instance(number: int, port: int, binary: Path, database: str, public_url: str, work: Path) -> Instance:
    """One instance as compose runs it, configured with options in an emptied environment, so that
    no MYBIZ_* or DATABASE_URL of the caller's changes it (demo data on, for the demo login)."""
    log = work / f"instance{number}.log"
    with open(log, "ab") as output:
        process = subprocess.Popen(
            [binary, "serve", "--host", "127.0.0.1", "--port", str(port), "--database", database,
             "--trusted-proxy", "127.0.0.1", "--public-url", public_url],
            env={"PATH": os.environ["PATH"], "LANG": "C.UTF-8"}, stdout=output, stderr=subprocess.STDOUT)
    return Instance(number, port, process, log)


@pytest.fixture(scope="module")
def instances(binary, database, ports, work) -> list[Instance]:
    """Both at once, as compose starts them: their migrations take turns (an advisory lock)."""
    public_url = f"http://127.0.0.1:{ports.proxy}"
    started = [start_instance(1, ports.instance1, binary, database, public_url, work),
               start_instance(2, ports.instance2, binary, database, public_url, work)]
    yield started
    for instance in started:
        if instance.process.poll() is None:
            instance.process.send_signal(signal.SIGTERM)
    for instance in started:
        stop(instance.process)


@pytest.fixture(scope="module")
def proxy(instances, nginx_config, ports, work) -> Proxy:
    url = f"http://127.0.0.1:{ports.proxy}"
    with open(work / "nginx.log", "wb") as log:
        process = subprocess.Popen(nginx_config.command(directives="daemon off;"), stdout=log,
                                   stderr=subprocess.STDOUT)
    try:
        for _ in range(50):
            if answers(f"{url}/health"):
                break
            if process.poll() is not None:
                pytest.fail(f"nginx exited with status {process.returncode}:\n"
                            f"{last_lines(work / 'nginx.log', 25)}\n{last_lines(nginx_config.startup_log, 25)}",
                            pytrace=False)
            time.sleep(0.2)
        yield Proxy(url, process)
    finally:
        stop(process, signal.SIGQUIT)


def wait_until_healthy(instance: Instance):
    for _ in range(HEALTH_ATTEMPTS):
        if answers(f"{instance.url}/health"):
            return
        if instance.process.poll() is not None:
            problems = [line for line in instance.log.read_text(errors="replace").splitlines() if " info " not in line]
            pytest.fail(f"instance {instance.number} exited with status {instance.process.returncode} while starting "
                        f"beside the other; expected it to answer /health. Its last lines:\n"
                        + "\n".join(problems[-3:]), pytrace=False)
        time.sleep(HEALTH_INTERVAL)
    pytest.fail(f"instance {instance.number} did not answer /health on port {instance.port} within "
                f"{HEALTH_ATTEMPTS * HEALTH_INTERVAL:.0f} s", pytrace=False)


def test_two_instances_started_at_once_on_a_new_database_both_come_up(instances):
    """Given a new PostgreSQL database, when two instances start on it at the same moment, then both
    answer /health on the first try."""
    for instance in instances:
        wait_until_healthy(instance)


def test_composes_healthcheck_command_passes_against_an_instance(instances, resolved_compose):
    """Given compose's healthcheck command for mybiz-1, when it runs against instance 1's port, then it
    exits 0 within 5 s."""
    healthcheck = resolved_compose.services["mybiz-1"]["healthcheck"]["test"][-1]
    command = ["timeout", "5", "bash", "-c", healthcheck.replace("127.0.0.1/8080", f"127.0.0.1/{instances[0].port}")]
    run(command, expected="the healthcheck exits 0 within 5 s")


def test_health_answers_through_nginx(proxy):
    """Given nginx in front of both instances, when GET /health goes through it, then the answer is
    {"status": "ok"}."""
    health = ok(f"{proxy.url}/health").json()
    assert health.get("status") == "ok", f"/health answered {health}; expected status ok"


def test_the_markets_first_page_answers_json_through_nginx(proxy):
    """Given the demo data, when GET /items/1 goes through nginx, then it answers JSON listing items."""
    answer = ok(f"{proxy.url}/items/1")
    assert answer.content_type.startswith("application/json"), f"/items/1 is {answer.content_type}"
    assert len(answer.json()["items"]) > 0, "/items/1 lists no items"


def test_a_login_token_is_accepted_by_both_instances(proxy, instances):
    """Given a MyBiz login made through nginx, when its token is sent six times, then every request is
    accepted and both instances answered some of them (round-robin)."""
    login = ok(f"{proxy.url}/api/users/login", method="POST", body=b"",
               headers={"Authorization": basic_authorization(*MEMBER)}).json()
    token = login.get("token")
    assert token, f"no token in the login's answer (its fields: {sorted(login)})"
    served_before = [instance.log_lines_with("GET /api/users/me 200") for instance in instances]
    for attempt in range(1, ME_REQUESTS + 1):
        me = ok(f"{proxy.url}/api/users/me", headers={"Authorization": f"Bearer {token}"}).json()
        assert me.get("username") == MEMBER[0], f"GET /api/users/me #{attempt} answered {me}"
    served = [instance.log_lines_with("GET /api/users/me 200") - before
              for instance, before in zip(instances, served_before, strict=True)]
    assert all(count > 0 for count in served), \
        f"round-robin: instance 1 answered {served[0]} of the {ME_REQUESTS}, instance 2 {served[1]}; expected both some"


def basic_authorization(username: str, password: str) -> str:
    return "Basic " + base64.b64encode(f"{username}:{password}".encode()).decode()


@pytest.fixture(scope="module")
def registered_item(proxy) -> dict:
    """A product registered through nginx with one photo."""
    assert PHOTO.is_file(), f"{PHOTO} is missing"
    body, content_type = multipart(
        {"title": TITLE, "descriptions": "Registered through the proxy.", "price": "10", "currency": "USD",
         "stock": "1", "password": "pw"},
        [("images[]", PHOTO, "image/jpeg")])
    return ok(f"{proxy.url}/item", method="POST", body=body, headers={"Content-Type": content_type},
              timeout=60).json()


def test_a_registered_products_photo_urls_use_the_public_url(proxy, registered_item):
    """Given --public-url naming nginx's address, when a product is registered with a photo through
    nginx, then its image and thumbnail URLs start with that public URL."""
    for url in (registered_item["images"][0], registered_item["thumbnails"][0]):
        assert url.startswith(f"{proxy.url}/"), f"the URL {url} does not start with the public URL {proxy.url}"


def test_a_registered_products_photos_load_as_jpeg(registered_item):
    """Given the registered product, when its image and thumbnail URLs are fetched, then each is a JPEG."""
    for url in (registered_item["images"][0], registered_item["thumbnails"][0]):
        answer = ok(url)
        assert answer.body.startswith(JPEG_START), f"{url} is not a JPEG ({answer.content_type})"


def test_a_registered_product_is_the_same_on_both_instances_and_listed(proxy, registered_item):
    """Given the registered product, when its detail is fetched twice (one per instance) and the first
    page is read, then both details have its title and the page lists it (within the cache's 1 s)."""
    item_id = registered_item["id"]
    for attempt in (1, 2):
        detail = ok(f"{proxy.url}/item/{item_id}").json()
        assert detail.get("title") == TITLE, f"GET /item/{item_id} #{attempt} answered {detail}"
    # An instance notices a write made through the other within its answer cache's recheck interval
    # (1 s, VersionedAnswerCache): until then its cached first page may not have the new product.
    deadline = time.monotonic() + CACHE_RECHECK_SECONDS + 1
    while item_id not in (listed := [item["id"] for item in ok(f"{proxy.url}/items/1").json()["items"]]):
        assert time.monotonic() < deadline, \
            f"item {item_id} is still not on /items/1 after {CACHE_RECHECK_SECONDS + 1} s (it lists {listed})"
        time.sleep(0.2)


def test_nginx_refuses_a_body_over_60_mb_with_the_servers_json_error(proxy, ports):
    """Given nginx's client_max_body_size of 60 MB, when a POST announces one byte more, then nginx answers
    413 with {"error": true, …}."""
    connection = http.client.HTTPConnection("127.0.0.1", ports.proxy, timeout=10)
    try:
        connection.putrequest("POST", "/item")
        connection.putheader("Content-Type", "multipart/form-data; boundary=x")
        connection.putheader("Content-Length", str(BODY_LIMIT + 1))
        connection.endheaders(b"x")
        response = connection.getresponse()
        status, body = response.status, response.read()
    finally:
        connection.close()
    assert status == 413, f"a 60 MB + 1 byte body got {status} {body[:300]!r}; expected 413"
    assert json_error(body), f"413 body: {body[:300]!r}; expected {{\"error\": true, …}}"


def json_error(body: bytes) -> bool:
    try:
        return json.loads(body).get("error") is True
    except ValueError:
        return False


def test_sigterm_stops_both_instances_with_exit_status_0(instances):
    """Given both instances serving, when each gets SIGTERM, then each exits with status 0."""
    for instance in instances:
        instance.process.send_signal(signal.SIGTERM)
    for instance in instances:
        try:
            status = instance.process.wait(timeout=60)
        except subprocess.TimeoutExpired:
            pytest.fail(f"instance {instance.number} still runs 60 s after SIGTERM", pytrace=False)
        assert status == 0, f"instance {instance.number} exited with status {status} after SIGTERM; expected 0\n" \
                            + last_lines(instance.log, 10)


def test_with_both_instances_stopped_nginx_answers_503_in_json(proxy):
    """Given both instances stopped, when GET /health goes through nginx, then it answers 503 with
    {"error": true, …}."""
    try:
        answer = request(f"{proxy.url}/health", timeout=20)
    except OSError as error:
        pytest.fail(f"GET /health with no instance got no answer ({error}); expected 503", pytrace=False)
    assert answer.status == 503, f"GET /health with no instance got {answer.shown()}; expected 503"
    assert json_error(answer.body), f"503 body: {answer.body[:300]!r}; expected {{\"error\": true, …}}"
