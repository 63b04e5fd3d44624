#!/usr/bin/env bash
# Requests per second and p99 latency of the MyBiz lists a logged-in app loads on every screen, on
# `mybiz serve`, each as a ratio to GET /health on the same server in the same run, at 64 concurrent
# connections (wrk) with the demo member's bearer token.
#
#   Benchmarks/mybiz-reads-benchmark.sh [--database postgres://…] [--seconds 10] [--rounds 3]
#
# Builds mybiz in release mode (MYBIZ_SKIP_BUILD=1 runs the binary already built), starts it on a fresh
# database with the demo data (a new SQLite file unless --database is given), logs in as the demo member
# (POST /api/users/login, Basic credentials) and lets wrk (apt-get install wrk) take turns on
# GET /health and each list, every request carrying `Authorization: Bearer <token>` (/health ignores
# it). Every route is checked once for a 2xx answer first; any answer ≥ 400 under load fails the run.
set -euo pipefail
cd "$(dirname "$0")/.."

source Benchmarks/wrk-options.sh "$@"
source Benchmarks/start-server.sh
source Benchmarks/wrk-routes.sh

# The demo member (Sources/MyBizServer/DemoData/DemoCompany.swift).
source Benchmarks/demo-logins.sh
token=$(api_token agent@shield.org hailHydra)
wrk_options=(-H "Authorization: Bearer $token")
routes=("/health" "/api/announcements" "/api/employees" "/api/events" "/api/products" "/api/purchases" "/api/users/me")
names=("GET /health" "GET /api/announcements" "GET /api/employees" "GET /api/events" "GET /api/products" "GET /api/purchases" "GET /api/users/me")

for index in "${!routes[@]}"; do
  status=$(curl -s -o /dev/null -w '%{http_code}' "${wrk_options[@]}" "$base${routes[$index]}" || true)
  case "$status" in
    2??) ;;
    *) echo "*** BENCHMARK FAILED: ${names[$index]} answered $status to the demo member, not 2xx ***" >&2; exit 1 ;;
  esac
done

run_routes

echo "Machine: $(machine); database: $(sed -n 's/^Data: //p' "$work/out")"
echo "wrk -t2 -c$connections -H 'Authorization: Bearer …' (the demo member), $rounds rounds of ${seconds} s per route taking turns; medians."
echo
print_route_table
if [ "$failed_runs" -gt 0 ]; then
  echo >&2
  echo "*** BENCHMARK FAILED: $failed_runs wrk run(s) got answers that were not 2xx (see the lines above); the figures do not count ***" >&2
  exit 1
fi
