"""deploy/mybiz.service: systemd-analyze verify, its sandboxing score, and the variables it documents."""

from __future__ import annotations

from pathlib import Path

import pytest

from support import REPOSITORY, run

# Its exposure level, 0 (sandboxed) to 10 (nothing): --threshold counts in tenths.
HIGHEST_EXPOSURE_TENTHS = 30
VARIABLES_THE_DEPLOYMENT_FILES_SET = ["DATABASE_URL", "MYBIZ_PUBLIC_URL", "MYBIZ_TRUSTED_PROXIES",
                                      "MYBIZ_NO_DEMO_DATA", "MYBIZ_HOST"]


@pytest.fixture(scope="module")
def unit(work, binary) -> Path:
    """A copy whose ExecStart runs the binary under test: verify insists that the program exists
    (the repository's file names /usr/local/bin/mybiz and is left as it is)."""
    text = (REPOSITORY / "deploy/mybiz.service").read_text()
    text = "".join(f"ExecStart={binary} " + line.removeprefix("ExecStart=/usr/local/bin/mybiz ")
                   if line.startswith("ExecStart=/usr/local/bin/mybiz ") else line
                   for line in text.splitlines(keepends=True))
    if not any(line.startswith(f"ExecStart={binary} serve") for line in text.splitlines()):
        pytest.fail("ExecStart=/usr/local/bin/mybiz serve … not found in deploy/mybiz.service", pytrace=False)
    path = work / "mybiz.service"
    path.write_text(text)
    return path


def test_systemd_analyze_verify_accepts_the_unit(unit):
    """Given deploy/mybiz.service with ExecStart pointing at the binary under test, when systemd-analyze
    verify reads it, then it exits 0."""
    run(["systemd-analyze", "verify", unit], expected="systemd-analyze verify accepts the unit")


def test_the_unit_is_sandboxed_to_an_exposure_of_3_or_less(unit):
    """Given deploy/mybiz.service, when systemd-analyze security rates it offline, then its exposure level
    is 3.0 or lower."""
    run(["systemd-analyze", "security", "--offline=yes", f"--threshold={HIGHEST_EXPOSURE_TENTHS}", unit],
        expected=f"an overall exposure level of {HIGHEST_EXPOSURE_TENTHS / 10} or lower")


def test_mybiz_serve_help_names_the_variables_the_deployment_files_set(binary):
    """Given the binary under test, when `mybiz serve --help` runs, then it names every variable that
    compose.yaml and the unit's env file set."""
    help_text = run([binary, "serve", "--help"], expected="mybiz serve --help exits 0").stdout
    missing = [variable for variable in VARIABLES_THE_DEPLOYMENT_FILES_SET if variable not in help_text]
    assert not missing, f"mybiz serve --help no longer names {', '.join(missing)}"
