"""Fixtures for the deployment checks: the binary under test, a work folder under the scratch
folder (removed at the end), free ports, compose.yaml as compose resolves it, deploy/nginx.conf
pointed at local ports, and the `incremental` marker of the live topology's steps.

MYBIZ_BINARY names the server and MYBIZ_SCRATCH the scratch folder (.ci/deploy-check.sh sets both)."""

from __future__ import annotations

import os
import re
import shutil
import stat
import tempfile
from dataclasses import dataclass
from pathlib import Path

import pytest
import yaml

from support import REPOSITORY, free_ports, last_lines, run

LOG_LINES_ON_FAILURE = 25

# The logs of a failed run, kept for the summary before the work folder is removed.
failed_run_logs: list[tuple[str, str]] = []
# The first failed step of each `incremental` module: the steps after it are skipped.
failed_steps: dict[str, str] = {}


def pytest_configure(config):
    config.addinivalue_line("markers", "incremental: each test needs the ones before it in its module")


def pytest_runtest_makereport(item, call):
    if "incremental" in item.keywords and call.excinfo is not None \
            and not call.excinfo.errisinstance(pytest.skip.Exception):
        failed_steps.setdefault(item.module.__name__, item.name)


def pytest_runtest_setup(item):
    if "incremental" in item.keywords and (earlier := failed_steps.get(item.module.__name__)):
        pytest.skip(f"needs {earlier}, which failed")


def pytest_terminal_summary(terminalreporter, exitstatus):
    for name, lines in failed_run_logs:
        terminalreporter.section(f"last lines of {name}")
        terminalreporter.write_line(lines)


@pytest.fixture(scope="session")
def binary() -> Path:
    value = os.environ.get("MYBIZ_BINARY")
    if not value:
        pytest.exit("MYBIZ_BINARY is not set: run .ci/deploy-check.sh path/to/mybiz SCRATCH_DIR", returncode=2)
    path = Path(value).absolute()
    if not (path.is_file() and os.access(path, os.X_OK)):
        pytest.exit(f"{path} is not an executable mybiz binary", returncode=2)
    return path


@pytest.fixture(scope="session")
def work(request) -> Path:
    """SCRATCH/deploy-check.XXXXXX: the copies of the files under test, logs, the cluster."""
    scratch = Path(os.environ.get("MYBIZ_SCRATCH", "/tmp/deploy-check")).absolute()
    scratch.mkdir(parents=True, exist_ok=True)
    if os.geteuid() == 0:  # .ci/postgres.sh's cluster runs as `postgres`, who must pass through
        scratch.chmod(scratch.stat().st_mode | stat.S_IXOTH)
    folder = Path(tempfile.mkdtemp(prefix="deploy-check.", dir=scratch))
    folder.chmod(0o755)
    yield folder
    if request.session.testsfailed:
        for log in sorted(folder.glob("*.log")):
            failed_run_logs.append((log.name, last_lines(log, LOG_LINES_ON_FAILURE)))
    shutil.rmtree(folder, ignore_errors=True)


@dataclass
class Ports:
    instance1: int
    instance2: int
    proxy: int


@pytest.fixture(scope="session")
def ports() -> Ports:
    return Ports(*free_ports(3))


@dataclass
class Compose:
    """compose.yaml as Debian's docker-compose reads it here: a copy without the top-level `name:`
    (newer than its 1.29, which otherwise validates against the Compose specification's schema)
    and an empty env file, so that a .env an operator left in the checkout supplies nothing."""
    file: Path
    env_file: Path

    def command(self, *arguments) -> list:
        return ["docker-compose", "--project-directory", REPOSITORY, "--env-file", self.env_file,
                "-f", self.file, *arguments]


@pytest.fixture(scope="session")
def compose(work) -> Compose:
    lines = (REPOSITORY / "compose.yaml").read_text().splitlines(keepends=True)
    copy = work / "compose.yaml"
    copy.write_text("".join(line for line in lines if not line.startswith("name: ")))
    env_file = work / "empty.env"
    env_file.write_text("")
    return Compose(copy, env_file)


@dataclass
class ResolvedCompose:
    text: str
    services: dict


@pytest.fixture(scope="session")
def resolved_compose(compose) -> ResolvedCompose:
    """`docker-compose config` with a placeholder password: the file as compose runs it."""
    environment = {**os.environ, "POSTGRES_PASSWORD": "placeholder0123"}
    result = run(compose.command("config"), env=environment, expected="compose accepts the file")
    return ResolvedCompose(result.stdout, yaml.safe_load(result.stdout)["services"])


@dataclass
class NginxConfig:
    path: Path
    prefix: Path
    pid_file: Path
    startup_log: Path

    def command(self, *arguments, directives: str = "") -> list:
        return ["nginx", *arguments, "-p", self.prefix, "-c", self.path, "-e", self.startup_log,
                "-g", f"pid {self.pid_file}; {directives}".strip()]


def local_nginx_config(text: str, ports: Ports) -> str:
    """deploy/nginx.conf outside compose: there is no DNS for mybiz-1 and mybiz-2 and the instances
    cannot both listen on 8080, so they become two local ports; nginx listens on a free port on
    loopback and runs its workers as Debian's www-data (the official image's user is nginx).
    Nothing else is changed."""
    text = text.replace("server mybiz-1:8080 ", f"server 127.0.0.1:{ports.instance1} ")
    text = text.replace("server mybiz-2:8080 ", f"server 127.0.0.1:{ports.instance2} ")
    text = re.sub(r"^( *)listen 8080;", rf"\g<1>listen 127.0.0.1:{ports.proxy};", text, flags=re.M)
    text = re.sub(r"^user nginx;", "user www-data;", text, flags=re.M)
    markers = (f"server 127.0.0.1:{ports.instance1} ", f"server 127.0.0.1:{ports.instance2} ",
               f"listen 127.0.0.1:{ports.proxy};")
    replaced = [line for line in text.splitlines()
                if any(marker in line for marker in markers) or line.startswith("user www-data;")]
    if len(replaced) != 4:
        pytest.fail("deploy/nginx.conf no longer has the lines this check replaces (server mybiz-1:8080, "
                    "server mybiz-2:8080, listen 8080, user nginx)", pytrace=False)
    if os.geteuid() != 0:  # only root may switch the workers' user
        text = re.sub(r"^user .*\n", "", text, flags=re.M)
    return text


@pytest.fixture(scope="session")
def nginx_config(work, ports) -> NginxConfig:
    path = work / "nginx.conf"
    path.write_text(local_nginx_config((REPOSITORY / "deploy/nginx.conf").read_text(), ports))
    prefix = work / "nginx"
    prefix.mkdir()
    return NginxConfig(path, prefix, work / "nginx.pid", work / "nginx-startup.log")
