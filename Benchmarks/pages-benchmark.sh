#!/usr/bin/env bash
# Requests per second and p99 latency of every signed-in page — the company app's screens, the
# dashboard and /todo — on `mybiz serve`, each as a ratio to GET /health on the same server in the
# same run, at 64 concurrent connections (wrk) with the demo admin's web session cookie.
# Target (issue 30): every page ≥ 0.8 × /health with p99 < 10 ms.
#
#   Benchmarks/pages-benchmark.sh [--database postgres://…] [--seconds 10] [--rounds 3]
#
# Builds mybiz in release mode (MYBIZ_SKIP_BUILD=1 runs the binary already built), starts it on a
# fresh database with the demo data, logs in through /app/login as a browser does (the form's token
# and cookie, then the session cookie), checks every page answers 200 once, and lets wrk take turns.
set -euo pipefail
cd "$(dirname "$0")/.."

source Benchmarks/wrk-options.sh "$@"
source Benchmarks/start-server.sh
source Benchmarks/wrk-routes.sh

source Benchmarks/demo-logins.sh
cookie=$(web_session_cookie admin@mybiz.example admin1234 "$work/cookies")
wrk_options=(-H "Cookie: $cookie")
routes=("/health" "/app/announcements" "/app/calendar" "/app/org" "/app/purchases" "/app/settings" "/dashboard" "/todo")
names=("GET /health" "GET /app/announcements" "GET /app/calendar" "GET /app/org" "GET /app/purchases" "GET /app/settings" "GET /dashboard" "GET /todo")

for index in "${!routes[@]}"; do
  status=$(curl -s -o /dev/null -w '%{http_code}' "${wrk_options[@]}" "$base${routes[$index]}" || true)
  [ "$status" = 200 ] || { echo "*** BENCHMARK FAILED: ${names[$index]} answered $status to the demo admin, not 200 ***" >&2; exit 1; }
done

run_routes

echo "Machine: $(machine); database: $(sed -n 's/^Data: //p' "$work/out")"
echo "wrk -t2 -c$connections -H 'Cookie: …' (the demo admin's web session), $rounds rounds of ${seconds} s per route taking turns; medians."
echo
print_route_table
if [ "$failed_runs" -gt 0 ]; then
  echo >&2
  echo "*** BENCHMARK FAILED: $failed_runs wrk run(s) got answers that were not 2xx; the figures do not count ***" >&2
  exit 1
fi
