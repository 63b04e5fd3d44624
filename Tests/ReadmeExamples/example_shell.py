"""One bash process that runs the README's examples in order, so that what one command sets (a
variable, a folder it went into) is there for the next, as in a terminal. Each command's text,
standard input and output are files in the logs folder; the shell's own standard output carries
back only the answers to what it is asked (an exit status, a job's process id)."""

from __future__ import annotations

import os
import select
import shlex
import signal
import subprocess
import time
from pathlib import Path

# A command that has not ended by then has hung (a prompt nobody answers already fails at once).
COMMAND_SECONDS = 600
SERVER_STOP_SECONDS = 10


class ShellEnded(Exception):
    pass


class ExampleShell:
    def __init__(self, work: Path, logs: Path, environment: dict[str, str]):
        self.logs = logs
        self.server_job: int | None = None
        self.server_pid_file = Path(environment["README_EXAMPLES_SERVE_PIDFILE"])
        with open(logs / "shell.log", "wb") as errors:
            self.process = subprocess.Popen(["bash", "--noprofile", "--norc"], cwd=work, env=environment,
                                            stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=errors, text=True)
        # As the examples always ran (under `set -euo pipefail`): an unset variable or a failed stage
        # of a pipe fails a command. -e is left out: it stops nothing where every status is tested,
        # and it makes bash report 1 for any failed background `eval` in place of its real status.
        self._send("set -uo pipefail")

    def run(self, name: str, command: str, answers: str) -> int:
        """Runs the command with `answers` on standard input, its output in logs/NAME.log; its exit status."""
        text, stdin = self._files(name, command, answers)
        log = shlex.quote(str(self.log(name)))
        return int(self._ask(f'if eval "$(<{text})" <{stdin} >{log} 2>&1; then echo 0; else echo "$?"; fi',
                             COMMAND_SECONDS))

    def start_server(self, name: str, command: str, answers: str):
        """Runs the command in the background, its output in logs/serve.log."""
        text, stdin = self._files(name, command, answers)
        log = shlex.quote(str(self.server_log))
        self.server_job = int(self._ask(f'eval "$(<{text})" <{stdin} >{log} 2>&1 & echo "$!"', 10))

    def server_running(self) -> bool:
        return self._ask(f"if kill -0 {self.server_job} 2>/dev/null; then echo yes; else echo no; fi", 10) == "yes"

    def server_status(self) -> int:
        """The background job's exit status, once it has ended."""
        status = int(self._ask(f'if wait {self.server_job}; then echo 0; else echo "$?"; fi', COMMAND_SECONDS))
        self.server_job = None
        return status

    def stop_server(self) -> int:
        """SIGTERM to the server (SIGKILL if it still runs after 10 s); its exit status."""
        pid = self._server_pid()
        if pid is not None and alive(pid):
            os.kill(pid, signal.SIGTERM)
            deadline = time.monotonic() + SERVER_STOP_SECONDS
            while alive(pid) and time.monotonic() < deadline:
                time.sleep(0.1)
            if alive(pid):
                os.kill(pid, signal.SIGKILL)
        return self.server_status()

    def close(self):
        if self.server_job is not None:
            self.stop_server()
        self.process.stdin.close()
        try:
            self.process.wait(timeout=10)
        except subprocess.TimeoutExpired:
            self.process.kill()
            self.process.wait()

    def log(self, name: str) -> Path:
        return self.logs / f"{name}.log"

    @property
    def server_log(self) -> Path:
        return self.logs / "serve.log"

    def _server_pid(self) -> int | None:
        """The process `mybiz serve` runs in: the job is the shell that started it."""
        try:
            return int(self.server_pid_file.read_text().strip())
        except (OSError, ValueError):
            return None

    def _files(self, name: str, command: str, answers: str) -> tuple[str, str]:
        text, stdin = self.logs / f"{name}.cmd", self.logs / f"{name}.stdin"
        text.write_text(command)
        stdin.write_text(answers)
        return shlex.quote(str(text)), shlex.quote(str(stdin))

    def _send(self, line: str):
        try:
            self.process.stdin.write(line + "\n")
            self.process.stdin.flush()
        except BrokenPipeError as error:
            raise ShellEnded(f"the examples' shell has ended (exit status {self.process.poll()})") from error

    def _ask(self, line: str, timeout: float) -> str:
        self._send(line)
        ready, _, _ = select.select([self.process.stdout], [], [], timeout)
        if not ready:
            raise TimeoutError(f"no answer within {timeout:.0f} s to: {line}")
        answer = self.process.stdout.readline()
        if not answer:
            raise ShellEnded(f"the examples' shell has ended (exit status {self.process.wait()}): "
                             "a command ended it (exit?)")
        return answer.strip()


def alive(pid: int) -> bool:
    try:
        os.kill(pid, 0)
        return True
    except ProcessLookupError:
        return False
