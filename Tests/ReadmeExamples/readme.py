"""README.md read as the examples' runner needs it: its ```sh commands with where each starts, the
fence rules, what each command becomes here, the answers prompts get, and the documents' links."""

from __future__ import annotations

import os
import re
from dataclasses import dataclass
from functools import cache
from pathlib import Path

REPOSITORY = Path(__file__).resolve().parents[2]
README = REPOSITORY / "README.md"

# What a command that asks something reads on standard input, by how the command starts (after
# `swift run` is taken off): a password (the prompt reads the first line when standard input is not a
# terminal), then the answer to a [y/N] question. Every other command's standard input is empty
# (never a terminal), so a prompt nobody answers fails instead of waiting. These are the demo data's
# published passwords and the examples' own.
ANSWERS = [
    ("mybiz biz login agent@shield.org", ["hailHydra"]),
    ("mybiz biz login admin@mybiz.example", ["admin1234"]),
    ("mybiz market add ", ["lamp-pass"]),
    ("mybiz market edit ", ["lamp-pass"]),
    ("mybiz market delete ", ["lamp-pass", "y"]),
    ("mybiz todo clear", ["y"]),
]

# Fence languages that would look like commands but would not be run: refused.
SHELL_LIKE_LANGUAGES = {"bash", "shell", "zsh", "shell-session", "shellsession", "console-session"}
FENCE = re.compile(r"^(\s*)(```+|~~~+)\s*([^\s`]*)", re.ASCII)
SPACE = " \t\n\r\f\v"

SWIFT_RUN_MYBIZ = re.compile(r"^swift\s+run\s+((-c|--configuration)\s+[a-z]+\s+)?mybiz(\s|$)", re.ASCII)
SWIFT_TEST_OR_BUILD = re.compile(r"^swift\s+(test|build)(\s|$)", re.ASCII)
MYBIZ_SERVE = re.compile(r"^mybiz\s+serve(\s|$)", re.ASCII)
EXPECTED_TO_FAIL = re.compile(r"\s#\s*fails:", re.ASCII)

LINK = re.compile(r"\]\([^)\n]*\)")  # on one line, as grep finds them
LOCAL_SERVER = re.compile(r"^http://(127\.0\.0\.1|localhost)[:/]")
OUTSIDE = ("http:", "https:", "ftp:", "mailto:", "//")


@dataclass
class Command:
    index: int
    text: str  # as written, continuation lines joined with the newline the shell reads
    location: str  # README.md:LINE where it starts


@dataclass
class Readme:
    commands: list[Command]
    refusal: str | None  # why the file breaks the fence rules, at the first line that does


@dataclass
class Plan:
    """What a command becomes here."""
    run: str  # the command to run: BIN's name for the build's path, the server's port for 8080
    start: str  # how it starts once `swift run` is taken off, for the rules below
    skipped: bool  # `swift test` and `swift build`: .ci/run's own stages
    serves: bool
    expected_to_fail: bool
    answers: str


class Refused(Exception):
    pass


@cache
def parsed() -> Readme:
    commands: list[Command] = []
    try:
        read_commands(README.read_bytes().decode(), commands)  # a \r stays, as bash reads it
    except Refused as refusal:
        return Readme(commands, str(refusal))
    return Readme(commands, None)


def read_commands(text: str, commands: list[Command]):
    """Appends every command of the ```sh blocks, one per line (a line ending in `\\` goes on with the
    next; blank and comment lines are skipped); raises Refused at the first line breaking a rule."""
    lines = text.split("\n")
    if lines and lines[-1] == "":
        lines.pop()
    fence = language = pending = ""
    indent = pending_line = 0
    for number, line in enumerate(lines, start=1):
        if not fence:
            if match := FENCE.match(line):
                indent, fence, language = len(match.group(1)), match.group(2), match.group(3)
                refuse_language(language, number)
            continue
        trimmed = line.strip(SPACE)
        if trimmed == fence:
            if pending:
                raise Refused(f"README.md:{number}: the block ends after a line ending in \\.")
            fence = ""
            continue
        if language == "console" and trimmed.startswith("$ "):
            raise Refused(f"README.md:{number}: a ```console block with `$ ` commands: make the commands "
                          "a ```sh block (they are run).")
        if language != "sh":
            continue
        line = without_indentation(line, indent)  # the block's own, inside a list item
        if not pending:
            if not trimmed or trimmed.startswith("#"):
                continue
            pending_line = number
        if line.endswith("\\"):
            pending += line + "\n"  # the shell joins the lines, as it would in a terminal
            continue
        commands.append(Command(len(commands), pending + line, f"README.md:{pending_line}"))
        pending = ""
    if fence:
        raise Refused(f"README.md:{len(lines)}: the file ends inside a ```{language} block.")


def refuse_language(language: str, number: int):
    if language == "":
        raise Refused(f"README.md:{number}: a fence without a language: use ```sh for commands (they are run) "
                      "or ```text.")
    if language in SHELL_LIKE_LANGUAGES:
        raise Refused(f"README.md:{number}: ```{language}: write ```sh for commands (they are run), "
                      "```text for anything else.")


def without_indentation(line: str, indent: int) -> str:
    while indent > 0 and line[:1] and line[0] in SPACE:
        line = line[1:]
        indent -= 1
    return line


def plan(command: Command, port: int) -> Plan:
    run = command.text.replace("127.0.0.1:8080", f"127.0.0.1:{port}").replace("localhost:8080", f"localhost:{port}")
    run = run.replace(".build/debug/mybiz", "mybiz").replace(".build/release/mybiz", "mybiz")
    start = run
    if SWIFT_RUN_MYBIZ.match(start):
        start = "mybiz" + start.split("mybiz", 1)[1]
    answers = next((lines for prefix, lines in ANSWERS if start.startswith(prefix)), [])
    return Plan(run=run, start=start, skipped=bool(SWIFT_TEST_OR_BUILD.match(start)),
                serves=bool(MYBIZ_SERVE.match(start)), expected_to_fail=bool(EXPECTED_TO_FAIL.search(command.text)),
                answers="".join(f"{line}\n" for line in answers))


def documents() -> list[Path]:
    return [README, *sorted((REPOSITORY / "docs").glob("*.md"))]


def link_problems(document: Path) -> list[str]:
    """Each link that is neither a file or folder inside the repository nor the local server."""
    name = document.relative_to(REPOSITORY)
    problems = []
    for link in LINK.findall(document.read_text()):
        target = link[2:-1].split(" ", 1)[0]  # a link's title comes after a space
        if LOCAL_SERVER.match(target) or target.startswith("#") or target == "":
            continue
        if target.startswith(OUTSIDE):
            problems.append(f"{name} links outside the repository: {target}")
            continue
        path = document.parent / target.split("#", 1)[0]
        if not os.path.exists(path):
            problems.append(f"{name} links to a file that does not exist: {target}")
            continue
        folder = path if path.is_dir() else path.parent
        if not (os.path.realpath(folder) + "/").startswith(f"{REPOSITORY}/"):
            problems.append(f"{name} links outside the repository: {target}")
    return problems
