#!/usr/bin/env bash
# Analytics batch ingestion on `mybiz serve`: reports stored per second through
# POST /api/analytics/batch with 500-report batches (wrk), checked against the rows in the database.
#
#   Benchmarks/ingestion-benchmark.sh [--seconds 10] [--rounds 3] [--connections 8] [--batch 500]
#
# Builds mybiz in release mode, starts it on a fresh SQLite file with the demo data, logs in as the
# demo admin, and lets wrk post the same batch over and over, each request with its own
# Idempotency-Key so every one is stored.
set -euo pipefail
cd "$(dirname "$0")/.."

seconds=10
rounds=3
connections=8
batch=500
while [ $# -gt 0 ]; do
  case "$1" in
    --seconds) seconds=$2; shift 2 ;;
    --rounds) rounds=$2; shift 2 ;;
    --connections) connections=$2; shift 2 ;;
    --batch) batch=$2; shift 2 ;;
    *) echo "unknown option $1" >&2; exit 2 ;;
  esac
done
database=""  # always a fresh SQLite file: the rows are counted in it afterwards
source Benchmarks/start-server.sh

source Benchmarks/demo-logins.sh
token=$(api_token admin@mybiz.example admin1234)
python3 - "$batch" > "$work/batch.json" <<'PY'
import json, sys, datetime
now = datetime.datetime.now(datetime.timezone.utc).replace(microsecond=0)
screens = ["announcementsShown", "calendarShown", "orgChartShown", "purchasesShown", "settingShown"]
reports = [{"name": screens[i % 5], "recordedDate": (now - datetime.timedelta(seconds=i)).strftime("%Y-%m-%dT%H:%M:%SZ"),
            "type": "screenView", "duration": 1.5, "device": "iPhone16,1", "os": "iOS 18.1", "appVersion": "2.0"}
           for i in range(int(sys.argv[1]))]
print(json.dumps(reports))
PY
cat > "$work/post.lua" <<LUA
wrk.method = "POST"
wrk.headers["Content-Type"] = "application/json"
wrk.headers["Authorization"] = "Bearer $token"
local file = io.open("$work/batch.json", "r")
wrk.body = file:read("*a")
file:close()
-- Every request gets its own key: the thread's number, a counter, and the round's start.
local threads = 0
function setup(thread)
  threads = threads + 1
  thread:set("id", threads)
end
local counter = 0
local round = tostring(os.time())
request = function()
  counter = counter + 1
  wrk.headers["Idempotency-Key"] = round .. "-" .. tostring(id) .. "-" .. tostring(counter)
  return wrk.format()
end
LUA

count_rows() {
  python3 -c "import sqlite3,sys; print(sqlite3.connect(sys.argv[1]).execute('select count(*) from analytics_events').fetchone()[0])" "$database"
}

echo "Machine: $(grep -m1 'model name' /proc/cpuinfo | cut -d: -f2 | xargs), $(nproc) cores; SQLite file (WAL)"
echo "wrk -t$(( connections < 2 ? 1 : 2 )) -c$connections, batches of $batch reports, $rounds rounds of ${seconds} s"
echo
echo "| round | batches/s | reports/s (wrk) | reports/s (rows counted) | p99 latency |"
echo "|---|---:|---:|---:|---:|"
for round in $(seq 1 "$rounds"); do
  before=$(count_rows)
  started=$(date +%s.%N)
  output=$(wrk -t"$(( connections < 2 ? 1 : 2 ))" -c"$connections" -d"${seconds}s" --latency -s "$work/post.lua" "$base/api/analytics/batch")
  ended=$(date +%s.%N)
  after=$(count_rows)
  errors=$(awk '/Non-2xx|Socket errors/' <<<"$output")
  [ -z "$errors" ] || echo "round $round: $errors" >&2
  rate=$(awk '/Requests\/sec/ {print $2}' <<<"$output")
  p99=$(awk '$1 == "99%" {print $2}' <<<"$output")
  echo "| $round | $rate | $(awk -v r="$rate" -v b="$batch" 'BEGIN {printf "%.0f", r*b}') | $(awk -v a="$after" -v b="$before" -v s="$started" -v e="$ended" 'BEGIN {printf "%.0f", (a-b)/(e-s)}') | $p99 |"
done
