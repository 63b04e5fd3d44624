"""Every command of README.md's ```sh blocks, in order, in one shell, against the README's own
`mybiz serve` running in the background; then that server's graceful stop."""

from __future__ import annotations

import subprocess
import time
import urllib.request

import pytest

import readme

SERVER_START_ATTEMPTS, SERVER_START_INTERVAL = 600, 0.1  # 60 s to answer /health
# Loopback only: a proxy named in the caller's environment must not carry these requests.
OPENER = urllib.request.build_opener(urllib.request.ProxyHandler({}))


def indented(text: str) -> str:
    return "\n".join(f"   | {line}" for line in (text.rstrip() or "(no output)").splitlines())


def shown(command: readme.Command) -> str:
    return "$ " + command.text.replace("\n", "\n    ") + f"    [{command.location}]"


def answers_health(port: int) -> bool:
    try:
        with OPENER.open(f"http://127.0.0.1:{port}/health", timeout=2) as response:
            return 200 <= response.status < 300
    except OSError:
        return False


@pytest.fixture(scope="module")
def shell(example_shell):
    if readme.parsed().refusal is not None:
        pytest.skip("README.md breaks the fence rules (test_readmes_fences_say_whether_a_block_runs)")
    return example_shell


def start_server(shell, command: readme.Command, plan: readme.Plan, port: int):
    if shell.server_job is not None:
        pytest.fail(f"{shown(command)}\nstarts a second server; the README's examples share one.", pytrace=False)
    if "--port" in plan.start:
        pytest.fail(f"{shown(command)}\nnames --port; the examples' runner chooses the port (MYBIZ_PORT).",
                    pytrace=False)
    shell.start_server(f"{command.index:03d}", plan.run, plan.answers)
    for _ in range(SERVER_START_ATTEMPTS):
        if not shell.server_running():
            status = shell.server_status()
            pytest.fail(f"{shown(command)}\n{indented(shell.server_log.read_text(errors='replace'))}\n"
                        f"exited with status {status} before answering /health; expected it to serve", pytrace=False)
        if answers_health(port):
            return
        time.sleep(SERVER_START_INTERVAL)
    pytest.fail(f"{shown(command)}\n{indented(shell.server_log.read_text(errors='replace'))}\n"
                f"did not answer /health on port {port} within 60 s", pytrace=False)


def problem_with(status: int, plan: readme.Plan) -> str | None:
    if not plan.expected_to_fail:
        return None if status == 0 else f"exit status 0; it exited {status}"
    if status == 0:
        return "it to fail (# fails: …); it exited 0"
    if status in (126, 127):
        return f"it to fail as it runs (# fails: …); it could not run at all (exit status {status})"
    return None


@pytest.mark.parametrize("command", readme.parsed().commands, ids=lambda command: command.location)
def test_example(command, shell, port):
    """Given the examples before it run in the same shell (mybiz being BIN, 8080 the server's port), when
    this command runs, then it exits 0, or non-zero but not 126 or 127 when its line says `# fails:`;
    `mybiz serve` instead starts in the background and must answer /health."""
    plan = readme.plan(command, port)
    if plan.skipped:
        pytest.skip(f"{command.location}: .ci/run builds and runs the tests as stages of their own")
    syntax = subprocess.run(["bash", "-n"], input=plan.run, capture_output=True, text=True)
    if syntax.returncode != 0:
        pytest.fail(f"{shown(command)}\n{indented(syntax.stderr)}\nexpected a whole shell command on its line(s)",
                    pytrace=False)
    if plan.serves:
        start_server(shell, command, plan, port)
        return
    name = f"{command.index:03d}"
    status = shell.run(name, plan.run, plan.answers)
    if problem := problem_with(status, plan):
        output = shell.log(name).read_text(errors="replace")
        pytest.fail(f"{shown(command)}\n{indented(output)}\nexpected {problem}", pytrace=False)


def test_the_readmes_server_stops_gracefully_on_sigterm(shell):
    """Given the README's `mybiz serve` serving after the last example, when it gets SIGTERM, then it exits 0."""
    if shell.server_job is None:
        pytest.fail("README.md has no `mybiz serve` example to run the others against.", pytrace=False)
    status = shell.stop_server()
    if status != 0:
        log_tail = "\n".join(shell.server_log.read_text(errors="replace").splitlines()[-20:])
        pytest.fail(f"$ (SIGTERM to the server)\n{indented(log_tail)}\n"
                    f"expected exit status 0 (a graceful stop); it exited {status}", pytrace=False)
