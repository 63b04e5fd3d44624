#!/usr/bin/env bash
# Starts a throwaway PostgreSQL 15 cluster for the tests and prints the URL to reach it.
# Usage: eval "$(.ci/postgres.sh start DIR)"   … then   .ci/postgres.sh stop DIR
# The cluster lives in DIR, listens on 127.0.0.1 on a free port, trusts local connections, and is
# owned by the `postgres` user (PostgreSQL refuses to run as root).
set -euo pipefail

bin=/usr/lib/postgresql/15/bin
command=${1:?start or stop}
dir=${2:?a directory for the cluster}

run_as_postgres() {
  if [ "$(id -u)" = 0 ]; then su postgres -s /bin/bash -c "$*"; else bash -c "$*"; fi
}

case "$command" in
  start)
    if [ ! -x "$bin/initdb" ]; then
      echo "PostgreSQL 15 is not installed ($bin/initdb missing); apt-get install postgresql-15" >&2
      exit 1
    fi
    mkdir -p "$dir"
    if [ "$(id -u)" = 0 ]; then
      chown postgres "$dir"
      chmod o+x "$(dirname "$dir")"  # mktemp -d makes it 700; postgres must pass through it
    fi
    port=$(python3 -c 'import socket; s=socket.socket(); s.bind(("127.0.0.1", 0)); print(s.getsockname()[1])')
    run_as_postgres "$bin/initdb -D '$dir/data' --auth=trust --username=postgres --encoding=UTF8 --locale=C.UTF-8" >&2
    run_as_postgres "$bin/pg_ctl -D '$dir/data' -l '$dir/log' -w -o \"-p $port -k '$dir' -c listen_addresses=127.0.0.1 -c fsync=off -c max_connections=400\" start" >&2
    echo "export MYBIZ_TEST_POSTGRES_URL=postgres://postgres@127.0.0.1:$port/postgres"
    ;;
  stop)
    run_as_postgres "$bin/pg_ctl -D '$dir/data' -m immediate stop" >&2 || true
    rm -rf "$dir"
    ;;
  *)
    echo "usage: $0 start|stop DIR" >&2
    exit 2
    ;;
esac
