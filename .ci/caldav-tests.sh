#!/usr/bin/env bash
# The calendar feed and the to-do list's CalDAV with real clients (Tests/CalDAV): the `caldav`
# library and `icalendar` from PyPI, `vdirsyncer` from Debian, against a live `mybiz serve` on a
# fresh SQLite file with the demo data. Installs vdirsyncer when it is missing and keeps a
# virtualenv with pinned versions in WORK_DIR. The server is MYBIZ_BINARY, by default the debug build.
# Usage: .ci/caldav-tests.sh WORK_DIR [PYTEST_ARGUMENTS…]
set -euo pipefail
mkdir -p "${1:?a directory for the virtualenv}"
work=$(cd "$1" && pwd)
cd "$(dirname "$0")/.."

if ! command -v vdirsyncer > /dev/null; then
  apt-get update
  DEBIAN_FRONTEND=noninteractive apt-get install -y vdirsyncer
fi

venv="$work/caldav-venv"
[ -x "$venv/bin/python" ] || python3 -m venv "$venv"
"$venv/bin/pip" install --quiet --disable-pip-version-check \
  "caldav==3.6.0" "icalendar==7.3.2" "pytest==9.2.0" "requests==2.34.2"

export MYBIZ_BINARY=${MYBIZ_BINARY:-.build/debug/mybiz}
export PYTHONDONTWRITEBYTECODE=1
"$venv/bin/python" -m pytest Tests/CalDAV -q -p no:cacheprovider "${@:2}"
