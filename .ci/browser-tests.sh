#!/usr/bin/env bash
# The browser tests: Playwright for Python drives Debian's Chromium through the pages of a live
# `mybiz serve` (Tests/Browser; one server on a fresh SQLite file with the demo data). Installs
# Chromium when it is missing and keeps a virtualenv with pinned versions in WORK_DIR. The server is
# MYBIZ_BINARY, by default the debug build; MYBIZ_SCREENSHOTS=DIR also saves screenshots there
# (both relative to the repository). Arguments after WORK_DIR go to pytest: the screenshots of a
# fresh server alone, as the README shows them, are
#   MYBIZ_SCREENSHOTS=docs/images .ci/browser-tests.sh WORK_DIR -k test_screenshots
# Usage: .ci/browser-tests.sh WORK_DIR [PYTEST_ARGUMENTS…]
set -euo pipefail
mkdir -p "${1:?a directory for the virtualenv}"
work=$(cd "$1" && pwd)
cd "$(dirname "$0")/.."

# Playwright's own browser download is not reachable here: Debian's Chromium is used instead.
if [ ! -x /usr/bin/chromium ] || [ ! -d /usr/share/fonts/truetype/nanum ]; then
  # Nanum: the demo data has Korean product names, which a bare Debian has no font for.
  apt-get update
  DEBIAN_FRONTEND=noninteractive apt-get install -y chromium fonts-nanum
fi

venv="$work/browser-venv"
[ -x "$venv/bin/python" ] || python3 -m venv "$venv"
# Quick and offline when the venv already has these versions.
"$venv/bin/pip" install --quiet --disable-pip-version-check "playwright==1.65.2" "pytest==9.2.0" "pillow==13.0.0" "axe-playwright-python==0.1.8"

export MYBIZ_BINARY=${MYBIZ_BINARY:-.build/debug/mybiz}
export MYBIZ_CHROMIUM=${MYBIZ_CHROMIUM:-/usr/bin/chromium}
export PYTHONDONTWRITEBYTECODE=1
"$venv/bin/python" -m pytest Tests/Browser -q "${@:2}"
