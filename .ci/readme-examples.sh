#!/usr/bin/env bash
# Runs every example in README.md, so the README cannot drift from the program it describes, and
# checks the links of README.md and docs/*.md.
#
#   .ci/readme-examples.sh BIN SCRATCH [PYTEST_ARGUMENTS…]    e.g. .ci/readme-examples.sh .build/debug/mybiz /tmp/readme
#
# BIN is an already built `mybiz` (nothing is built here). The checks are the pytest suite
# Tests/ReadmeExamples; docs/development.md ("The README's examples are run") gives its rules: how
# commands are found, what `mybiz`, `swift` and `curl` are, the server, answers on standard input,
# `# fails:`, and the links. This script only checks SCRATCH (new, or made by an earlier run: it holds
# .readme-examples-scratch; never someone's folder), keeps a virtualenv with pinned pytest in
# SCRATCH/venv, and runs pytest with MYBIZ_BINARY and MYBIZ_SCRATCH; the tests empty the rest of
# SCRATCH and keep every command's output in SCRATCH/logs. The first failure stops the run;
# README_EXAMPLES_KEEP_GOING=1 runs the rest as well.
set -euo pipefail

if [[ $# -lt 2 ]]; then
  echo "usage: .ci/readme-examples.sh BIN SCRATCH  (BIN: a built mybiz; SCRATCH: a directory for the run)" >&2
  exit 64
fi
if [[ ! -f $1 || ! -x $1 ]]; then
  echo "error: $1 is not an executable file; build mybiz first (swift build) and pass its path." >&2
  exit 64
fi
binary=$(cd "$(dirname "$1")" && pwd)/$(basename "$1")
marker=.readme-examples-scratch
if [[ -e $2 && ! -d $2 ]]; then
  echo "error: $2 is not a directory." >&2
  exit 64
fi
if [[ -d $2 && -n $(ls -A "$2") && ! -e $2/$marker ]]; then
  echo "error: $2 is not empty and was not made by this script; give a new or empty directory." >&2
  exit 64
fi
mkdir -p "$2"
scratch=$(cd "$2" && pwd)
touch "$scratch/$marker"
cd "$(dirname "$0")/.."

if ! python3 -m ensurepip --version >/dev/null 2>&1; then # Debian's python3 makes no venv without it
  apt-get update -qq
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends python3-venv >/dev/null
fi
venv=$scratch/venv
[[ -x $venv/bin/pip ]] || python3 -m venv "$venv"
# Quick and offline when the venv already has this version.
"$venv/bin/pip" install --quiet --disable-pip-version-check "pytest==9.2.0"

stop_at_first_failure=(-x)
if [[ ${README_EXAMPLES_KEEP_GOING-} == 1 ]]; then stop_at_first_failure=(); fi
export MYBIZ_BINARY=$binary MYBIZ_SCRATCH=$scratch PYTHONDONTWRITEBYTECODE=1
exec "$venv/bin/python" -m pytest Tests/ReadmeExamples "${stop_at_first_failure[@]}" "${@:3}"
