#!/usr/bin/env bash
# Requests per second and p99 latency of the Open Market's busiest routes on `mybiz serve`, each as a
# ratio to GET /health on the same server in the same run, at 64 concurrent connections (wrk).
#
#   Benchmarks/server-benchmark.sh [--database postgres://…] [--seconds 10] [--rounds 3]
#
# Builds mybiz in release mode, starts it on a fresh database with the demo catalogue (a new SQLite
# file unless --database is given), and lets wrk (apt-get install wrk) take turns on each route.
set -euo pipefail
cd "$(dirname "$0")/.."

source Benchmarks/wrk-options.sh "$@"
source Benchmarks/start-server.sh
source Benchmarks/wrk-routes.sh

item=$(curl -sf "$base/items/1" | python3 -c 'import json,sys; print(json.load(sys.stdin)["items"][0]["id"])')
thumbnail=$(curl -sf "$base/item/$item" | python3 -c 'import json,sys,urllib.parse as u; print(u.urlparse(json.load(sys.stdin)["thumbnails"][0]).path)')
routes=("/health" "/items/1" "/item/$item" "$thumbnail")
names=("GET /health" "GET /items/1" "GET /item/{id}" "GET /thumbnails/{name}")

run_routes

echo "Machine: $(machine); database: $(sed -n 's/^Data: //p' "$work/out")"
echo "wrk -t2 -c$connections, $rounds rounds of ${seconds} s per route taking turns; medians."
echo
print_route_table
