#!/usr/bin/env bash
# Checks the deployment files (Dockerfile, .dockerignore, compose.yaml, deploy/nginx.conf,
# deploy/mybiz.service) without Docker, with an already-built server:
#
#   .ci/deploy-check.sh path/to/mybiz SCRATCH_DIR [PYTEST_ARGUMENTS…]
#
# The checks are the pytest suite Tests/Deployment, one module per file checked: test_dockerfile,
# test_compose (yamllint, docker-compose's validation), test_systemd_unit (systemd-analyze),
# test_nginx_conf (nginx -t) and test_topology (PostgreSQL 15 from .ci/postgres.sh, two instances
# started together, nginx in front, then requests through it and a graceful stop). This script only
# installs what is missing with apt-get (it runs as root on a clean Debian 12), keeps a virtualenv
# with pinned versions in SCRATCH_DIR/venv, and runs pytest with MYBIZ_BINARY and MYBIZ_SCRATCH.
# Everything the tests start is stopped, and their SCRATCH_DIR/deploy-check.* removed, at the end.
# It builds nothing, and there is no Docker daemon where it runs.
set -euo pipefail

binary=${1:?usage: $0 path/to/mybiz SCRATCH_DIR [PYTEST_ARGUMENTS…]}
scratch=${2:?usage: $0 path/to/mybiz SCRATCH_DIR [PYTEST_ARGUMENTS…]}
if [ ! -x "$binary" ]; then
  echo "error: $binary is not an executable mybiz binary" >&2
  exit 2
fi
binary=$(cd "$(dirname "$binary")" && pwd)/$(basename "$binary")
cd "$(dirname "$0")/.."

# command → Debian package; installed only when missing, apt-get update only when installing.
needed=()
need() { command -v "$1" >/dev/null 2>&1 || needed+=("$2"); }
need yamllint yamllint
need docker-compose docker-compose
need systemd-analyze systemd
need nginx nginx
need python3 python3
need su login
python3 -m ensurepip --version >/dev/null 2>&1 || needed+=(python3-venv)
[ -x /usr/lib/postgresql/15/bin/initdb ] || needed+=(postgresql-15)
if [ ${#needed[@]} -gt 0 ]; then
  echo "== installing ${needed[*]}"
  if [ "$(id -u)" != 0 ]; then
    echo "error: missing ${needed[*]}; run as root or install them" >&2
    exit 2
  fi
  export DEBIAN_FRONTEND=noninteractive
  apt-get update -qq
  # Debian starts nginx's own service on installation where services can start; it is not used here.
  apt-get install -y -qq --no-install-recommends "${needed[@]}" >/dev/null
fi

mkdir -p "$scratch"
scratch=$(cd "$scratch" && pwd)
venv=$scratch/venv
[ -x "$venv/bin/pip" ] || python3 -m venv "$venv"
# Quick and offline when the venv already has these versions.
"$venv/bin/pip" install --quiet --disable-pip-version-check "pytest==9.2.0" "PyYAML==6.0.3"

export MYBIZ_BINARY=$binary MYBIZ_SCRATCH=$scratch PYTHONDONTWRITEBYTECODE=1
exec "$venv/bin/python" -m pytest Tests/Deployment "${@:3}"
