#!/usr/bin/env bash
# Checks the GitHub Actions workflows in .github/workflows, which run on GitHub's machines and cannot
# run here: each against GitHub's workflow schema (check-jsonschema's built-in copy, no network), then
# with zizmor's security audits (unpinned actions, credentials left in the checkout, template
# injection, permissions). Usage: .ci/workflows-check.sh WORK_DIR
set -euo pipefail
cd "$(dirname "$0")/.."
work=${1:?a directory for the virtualenv}
mkdir -p "$work"
if [ ! -x "$work/venv/bin/zizmor" ]; then
  python3 -m venv "$work/venv"
  "$work/venv/bin/pip" install --quiet "check-jsonschema==0.39.0" "zizmor==1.32.0"
fi
workflows=(.github/workflows/*.yml)
"$work/venv/bin/check-jsonschema" --builtin-schema vendor.github-workflows "${workflows[@]}"
"$work/venv/bin/zizmor" --offline --persona=pedantic --no-progress "${workflows[@]}"
