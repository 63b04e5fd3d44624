"""Fixtures for the README's examples: the binary under test, the scratch folder laid out afresh
(a home and XDG folders of its own, the files the examples name, the logs), a free port for the
server, the examples' environment, and the one shell they all run in.

MYBIZ_BINARY names the server and MYBIZ_SCRATCH the scratch folder (.ci/readme-examples.sh sets
both, after checking that the folder is new or one it made: it holds MARKER)."""

from __future__ import annotations

import os
import shutil
import socket
from dataclasses import dataclass
from pathlib import Path

import pytest

from example_shell import ExampleShell
from readme import REPOSITORY

MARKER = ".readme-examples-scratch"
VENV = "venv"  # .ci/readme-examples.sh's virtualenv, which this very run comes from
COMMANDS = Path(__file__).resolve().parent / "commands"  # mybiz, swift and curl as the examples see them
# The files the examples name: a photo of a lamp, from the test fixtures (any small JPEG and PNG do).
EXAMPLE_FILES = {"lamp.jpg": "Tests/Fixtures/images/photo.jpg", "lamp-side.png": "Tests/Fixtures/images/badge.png"}
HOME_FOLDERS = [".config", ".local/share", ".local/state", ".cache", "run"]


@dataclass
class Scratch:
    root: Path

    @property
    def work(self) -> Path:
        return self.root / "work"

    @property
    def logs(self) -> Path:
        return self.root / "logs"

    @property
    def home(self) -> Path:
        return self.root / "home"


@pytest.fixture(scope="session")
def binary() -> Path:
    value = os.environ.get("MYBIZ_BINARY")
    if not value:
        pytest.exit("MYBIZ_BINARY is not set: run .ci/readme-examples.sh BIN SCRATCH", returncode=64)
    path = Path(value).absolute()
    if not (path.is_file() and os.access(path, os.X_OK)):
        pytest.exit(f"{path} is not an executable file; build mybiz first (swift build) and pass its path.",
                    returncode=64)
    return path


@pytest.fixture(scope="session")
def scratch() -> Scratch:
    """SCRATCH emptied of an earlier run (but for the virtualenv), with work/, logs/ and home/."""
    value = os.environ.get("MYBIZ_SCRATCH")
    if not value or not (Path(value) / MARKER).is_file():
        pytest.exit("MYBIZ_SCRATCH is not a folder .ci/readme-examples.sh prepared; run it instead", returncode=64)
    root = Path(value).absolute()
    for entry in root.iterdir():
        if entry.name in (MARKER, VENV):
            continue
        if entry.is_dir() and not entry.is_symlink():
            shutil.rmtree(entry)
        else:
            entry.unlink()
    layout = Scratch(root)
    for folder in (layout.work, layout.logs, *(layout.home / name for name in HOME_FOLDERS)):
        folder.mkdir(parents=True)
    (layout.home / "run").chmod(0o700)
    for name, source in EXAMPLE_FILES.items():
        shutil.copy(REPOSITORY / source, layout.work / name)
    return layout


@pytest.fixture(scope="session")
def port() -> int:
    """A free port for the server, in place of 8080 (which may be in use here)."""
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return probe.getsockname()[1]


@pytest.fixture(scope="session")
def environment(binary, scratch, port) -> dict[str, str]:
    """Nothing of the caller's: no server, database or store settings, and a home of its own (on a
    Mac, Foundation finds the home folder through CFFIXED_USER_HOME)."""
    kept = {name: value for name, value in os.environ.items()
            if not name.startswith("MYBIZ_") and name != "DATABASE_URL"}
    home = scratch.home
    return {
        **kept,
        "HOME": str(home), "CFFIXED_USER_HOME": str(home),
        "XDG_CONFIG_HOME": str(home / ".config"), "XDG_DATA_HOME": str(home / ".local/share"),
        "XDG_STATE_HOME": str(home / ".local/state"), "XDG_CACHE_HOME": str(home / ".cache"),
        "XDG_RUNTIME_DIR": str(home / "run"),
        "PATH": f"{COMMANDS}:{kept['PATH']}",
        "MYBIZ_PORT": str(port), "MYBIZ_SERVER": f"http://127.0.0.1:{port}",
        "README_EXAMPLES_MYBIZ": str(binary),
        # The real one, found before COMMANDS/curl comes first; a missing curl fails as not found (127).
        "README_EXAMPLES_CURL": shutil.which("curl") or "/nonexistent/curl",
        "README_EXAMPLES_SERVE_PIDFILE": str(scratch.logs / "serve.pid"),
    }


@pytest.fixture(scope="session")
def example_shell(scratch, environment) -> ExampleShell:
    shell = ExampleShell(scratch.work, scratch.logs, environment)
    yield shell
    shell.close()
