#!/usr/bin/env bash
# Single analytics reports — how apps send screen views, one POST /api/analytics each — on
# `mybiz serve`, as a ratio to GET /health on the same server in the same run, wrk -t2 -c64, the two
# taking turns; medians of the rounds. Target (issue 30): ≥ 0.5 × /health with p99 < 20 ms.
#
#   Benchmarks/single-reports-benchmark.sh [--database postgres://…] [--seconds 10] [--rounds 3]
#
# Builds mybiz in release mode (MYBIZ_SKIP_BUILD=1 runs the binary already built), starts it on a
# fresh database with the demo data and logs in as the demo member.
set -euo pipefail
cd "$(dirname "$0")/.."

source Benchmarks/wrk-options.sh "$@"
source Benchmarks/start-server.sh
source Benchmarks/wrk-routes.sh

source Benchmarks/demo-logins.sh
token=$(api_token agent@shield.org hailHydra)
now=$(date -u +%Y-%m-%dT%H:%M:%SZ)
cat > "$work/report.lua" <<LUA
wrk.method = "POST"
wrk.headers["Content-Type"] = "application/json"
wrk.headers["Authorization"] = "Bearer $token"
wrk.body = '{"name":"calendarShown","recordedDate":"$now","type":"screenView","device":"iPhone16,1","os":"iOS 18.1","appVersion":"2.0"}'
LUA
status=$(curl -s -o /dev/null -w '%{http_code}' -X POST -H "Authorization: Bearer $token" \
  -H "Content-Type: application/json" --data "{\"name\":\"calendarShown\",\"recordedDate\":\"$now\",\"type\":\"screenView\"}" "$base/api/analytics")
[ "$status" = 200 ] || { echo "*** BENCHMARK FAILED: a report was answered $status, not 200 ***" >&2; exit 1; }

declare -A rates latencies
for round in $(seq 1 "$rounds"); do
  for index in 0 1; do
    if [ "$index" = 0 ]; then
      output=$(wrk -t2 -c$connections -d${seconds}s --latency "$base/health")
    else
      output=$(wrk -t2 -c$connections -d${seconds}s --latency -s "$work/report.lua" "$base/api/analytics")
    fi
    rates[$index,$round]=$(awk '/Requests\/sec/ {print $2}' <<<"$output")
    latencies[$index,$round]=$(awk '$1 == "99%" {print $2}' <<<"$output")
    if grep -q 'Non-2xx' <<<"$output"; then echo "*** BENCHMARK FAILED: answers that were not 2xx ***" >&2; exit 1; fi
  done
done
routes=("/health" "/api/analytics")
names=("GET /health" "POST /api/analytics (one report)")
echo "Machine: $(machine); database: $(sed -n 's/^Data: //p' "$work/out")"
echo "wrk -t2 -c$connections, $rounds rounds of ${seconds} s per route taking turns; medians."
echo
print_route_table
