#!/usr/bin/env bash
# Single analytics reports — how apps send screen views, one POST /api/analytics each — on
# `mybiz serve`, as a ratio to GET /health on the same server in the same run, wrk -t2 -c64, the
# routes taking turns; medians of the rounds. Target (issue 30): ≥ 0.5 × /health with p99 < 20 ms.
#
# Beside it, the framework's own ceiling: the bare Hummingbird app's POST /reports (it decodes the
# same report and answers JSON, but checks no token and stores nothing) as a ratio to its /health.
#
#   Benchmarks/single-reports-benchmark.sh [--database postgres://…] [--seconds 10] [--rounds 3]
#
# Builds mybiz and the bare app in release mode (MYBIZ_SKIP_BUILD=1 runs the binaries already
# built), starts mybiz on a fresh database with the demo data and logs in as the demo member.
set -euo pipefail
cd "$(dirname "$0")/.."

source Benchmarks/wrk-options.sh "$@"
source Benchmarks/start-server.sh
source Benchmarks/wrk-routes.sh

source Benchmarks/start-bare.sh

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

# The same report for the bare app, without the token it does not check.
grep -v Authorization "$work/report.lua" > "$work/bare-report.lua"
status=$(curl -s -o /dev/null -w '%{http_code}' -X POST -H "Content-Type: application/json" \
  --data "{\"name\":\"calendarShown\",\"recordedDate\":\"$now\",\"type\":\"screenView\"}" "$bare_base/reports")
[ "$status" = 200 ] || { echo "*** BENCHMARK FAILED: the bare app answered a report $status, not 200 ***" >&2; exit 1; }

# Each route's URL and the wrk options it takes; our /health first, the reference of the ratios.
urls=("$base/health" "$base/api/analytics" "$bare_base/health" "$bare_base/reports")
scripts=("" "$work/report.lua" "" "$work/bare-report.lua")
declare -A rates latencies
for round in $(seq 1 "$rounds"); do
  for index in "${!urls[@]}"; do
    output=$(wrk -t2 -c$connections -d${seconds}s --latency ${scripts[$index]:+-s "${scripts[$index]}"} "${urls[$index]}")
    rates[$index,$round]=$(awk '/Requests\/sec/ {print $2}' <<<"$output")
    latencies[$index,$round]=$(awk '$1 == "99%" {print $2}' <<<"$output")
    if grep -q 'Non-2xx' <<<"$output"; then echo "*** BENCHMARK FAILED: answers that were not 2xx ***" >&2; exit 1; fi
  done
done
# The table is ours: the first two routes.
routes=("${urls[@]:0:2}")
names=("GET /health" "POST /api/analytics (one report)")
echo "Machine: $(machine); database: $(sed -n 's/^Data: //p' "$work/out")"
echo "wrk -t2 -c$connections, $rounds rounds of ${seconds} s per route taking turns; medians."
echo
print_route_table
# The framework's ceiling: the bare app's report against its own /health, round by round.
ceiling=$(for r in $(seq 1 "$rounds"); do awk -v a="${rates[3,$r]}" -v b="${rates[2,$r]}" 'BEGIN {print a / b * 100}'; done | median)
bare_rate=$(for r in $(seq 1 "$rounds"); do echo "${rates[3,$r]}"; done | median)
echo
printf "The framework's ceiling: bare Hummingbird POST /reports (decoded and answered, no token, nothing stored) %.0f req/s, %.0f %% of its GET /health.\n" "$bare_rate" "$ceiling"

