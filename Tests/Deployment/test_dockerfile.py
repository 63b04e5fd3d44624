"""The Dockerfile and .dockerignore, checked without Docker (there is no daemon where this runs):
the build context, the runtime stage's system libraries, and what the runtime stage holds."""

from __future__ import annotations

import fnmatch
import os
import platform
import re
import subprocess
from pathlib import Path

import pytest

from support import REPOSITORY, run

# What the package's build needs from the build context: its manifest, sources, plugins, the test
# targets' folders (SwiftPM wants every target's folder) and the OpenAPI documents compiled in.
NEEDED_IN_CONTEXT = ("Package.swift", "Sources/", "Plugins/", "Tests/", "docs/openapi/")

RUNTIME_STAGE_LINES = ["EXPOSE 8080", "STOPSIGNAL SIGTERM", "WORKDIR /var/lib/mybiz", 'VOLUME ["/var/lib/mybiz"]',
                       'ENTRYPOINT ["mybiz"]', 'CMD ["serve", "--host", "0.0.0.0"]']


def repository_files() -> list[str]:
    try:
        listed = subprocess.run(["git", "ls-files"], cwd=REPOSITORY, capture_output=True, text=True)
        if listed.returncode == 0:
            return [line.strip() for line in listed.stdout.splitlines() if line.strip()]
    except FileNotFoundError:
        pass
    return [str(path.relative_to(REPOSITORY)) for path in REPOSITORY.rglob("*")
            if path.is_file() and ".git" not in path.relative_to(REPOSITORY).parts[:1]]


def dockerignore_patterns() -> list[str]:
    lines = (REPOSITORY / ".dockerignore").read_text().splitlines()
    return [line.strip().rstrip("/") for line in lines if line.strip() and not line.startswith("#")]


def excluded_from_context(path: str, patterns: list[str]) -> bool:
    """Docker's matching, approximated with fnmatch, whose * also crosses /: it can only find more
    exclusions than Docker does, never fewer. The last pattern that matches decides."""
    parts = path.split("/")
    prefixes = ["/".join(parts[:i]) for i in range(1, len(parts) + 1)]
    result = False
    for pattern in patterns:
        negated = pattern.startswith("!")
        pattern = pattern.lstrip("!").lstrip("/")
        if any(fnmatch.fnmatch(prefix, pattern)
               or (pattern.startswith("**/") and fnmatch.fnmatch(prefix.split("/")[-1], pattern[3:]))
               for prefix in prefixes):
            result = not negated
    return result


def dockerfile() -> str:
    return (REPOSITORY / "Dockerfile").read_text()


def runtime_stage() -> list[str]:
    """The lines of the last stage, from its FROM line on."""
    lines = dockerfile().splitlines()
    starts = [index for index, line in enumerate(lines) if line.startswith("FROM ")]
    return lines[starts[-1]:] if starts else []


def runtime_packages() -> list[str]:
    """The packages of the runtime stage's first `apt-get install` command."""
    text = dockerfile()
    try:
        stage = text[text.rindex("\nFROM "):]
        command = stage[stage.index("apt-get install"):].replace("\\\n", " ")
    except ValueError:
        return []
    command = command.split("&&")[0].split("\n")[0]
    return [word for word in command.split()[2:] if not word.startswith("-")]


def package_lists_of_bookworm() -> bool:
    try:
        codename = platform.freedesktop_os_release().get("VERSION_CODENAME", "")
    except OSError:
        return False
    shown = subprocess.run(["apt-cache", "show", "libc6"], capture_output=True)
    return codename == "bookworm" and shown.returncode == 0


def dependency_closure(packages: list[str]) -> set[str]:
    """The packages, with everything they depend on (recommendations and suggestions aside)."""
    result = run(["apt-cache", "depends", "--recurse", "--no-recommends", "--no-suggests", "--no-conflicts",
                  "--no-breaks", "--no-replaces", "--no-enhances", *packages],
                 expected="the dependencies of the runtime stage's packages")
    return {line.strip() for line in result.stdout.splitlines() if line and not line.startswith(" ")}


def linked_libraries(binary: Path) -> list[str]:
    result = run(["ldd", binary], expected="the libraries the binary loads")
    return [line.split()[2] for line in result.stdout.splitlines() if "=> /" in line]


def owning_package(library: str) -> str | None:
    for path in (library, os.path.realpath(library), "/usr" + library):
        owner = subprocess.run(["dpkg", "-S", path], capture_output=True, text=True)
        if owner.returncode == 0:
            return owner.stdout.split(":")[0]
    return None


def test_the_build_context_keeps_what_the_package_needs():
    """Given .dockerignore, when it is applied to the repository's files, then none of the manifest,
    Sources/, Plugins/, Tests/ or docs/openapi/ is left out of the build context."""
    patterns = dockerignore_patterns()
    needed = [path for path in repository_files() if path.startswith(NEEDED_IN_CONTEXT)]
    excluded = [path for path in needed if excluded_from_context(path, patterns)]
    assert needed, "found none of the files the build needs"
    assert not excluded, f".dockerignore excludes files the build needs: {', '.join(excluded[:10])}"


def test_the_runtime_stage_installs_every_system_library_the_server_loads(binary):
    """Given the binary under test, when `ldd` lists the system libraries it loads, then each comes from a
    package the runtime stage's apt-get install line brings in, directly or as a dependency."""
    # A debug build loads the Swift runtime as shared libraries, whose own dependencies (libcurl
    # for FoundationNetworking, libstdc++) the statically linked release binary keeps: a superset.
    packages = runtime_packages()
    assert packages, "no apt-get install line in the Dockerfile's last stage"
    assert re.search(r"^FROM debian:bookworm-slim", dockerfile(), re.M), \
        "the runtime stage is no longer debian:bookworm-slim: update this check"
    if not package_lists_of_bookworm():
        pytest.skip("this is not Debian bookworm with package lists")
    closure = dependency_closure(packages)
    unknown = [package for package in packages if package not in closure]
    assert not unknown, f"the Dockerfile installs {', '.join(unknown)}, which this Debian does not have"
    libraries = linked_libraries(binary)
    assert libraries, f"ldd found no libraries for {binary}"
    problems = []
    # The toolchain's Swift runtime (a debug build's shared libraries) is linked into the image's binary.
    for library in (library for library in libraries if "/swift/" not in library):
        package = owning_package(library)
        if package is None:
            problems.append(f"{library} belongs to no Debian package")
        elif package not in closure:
            problems.append(f"{library} (package {package}) is not installed in the image's runtime stage")
    assert not problems, "\n".join(problems) + f"\nexpected each from: {' '.join(packages)} (and their dependencies)"


def test_the_runtime_stage_copies_only_the_binary_and_runs_it_as_mybiz():
    """Given the Dockerfile's last stage, when its instructions are read, then it copies the binary and
    nothing else, runs as mybiz, exposes 8080, stops on SIGTERM and keeps /var/lib/mybiz as a volume."""
    stage = runtime_stage()
    copies = [line for line in stage if line.startswith("COPY")]
    assert len(copies) == 1 and re.fullmatch(r"COPY --from=build .* /out/mybiz /usr/local/bin/mybiz", copies[0]), \
        f"the runtime stage should copy the binary and nothing else; it has: {copies}"
    assert any(line.startswith("USER mybiz") for line in stage), "the runtime stage does not run as the mybiz user"
    missing = [line for line in RUNTIME_STAGE_LINES if line not in stage]
    assert not missing, f"the runtime stage lacks: {', '.join(missing)}"
