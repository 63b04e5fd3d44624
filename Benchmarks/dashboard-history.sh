#!/usr/bin/env bash
# The dashboard over a big history (issue 30): fills a database with 10 million screen views spread
# over the last 365 days (2,000 people, 40 % of them active a day, five screens, a few devices,
# systems and versions), then times, one request after another, the dashboard's 30-day and 7-day
# pages and GET /api/analytics/summary for the same 30 days — against the target of 100 ms and
# against counting the same period straight from the events in the same database (the reference,
# what every summary cost before the daily counts). Checks that the summary's numbers equal that
# direct count.
#
#   Benchmarks/dashboard-history.sh [--database postgres://…/empty_db] [--views 10000000] [--requests 30]
#   Benchmarks/dashboard-history.sh --database /path/history.sqlite --reuse   # times a history written before
#
# The history is written with SQL (sqlite3 or psql) without the daily counts, then the daily-count
# migration (113) is run again by the server so it counts what is there — the time that takes is
# printed too: it is what upgrading a server with that history costs once. MYBIZ_SKIP_BUILD=1 runs the release binary there.
set -euo pipefail
cd "$(dirname "$0")/.."

database=""
views=10000000
requests=30
reuse=0
while [ $# -gt 0 ]; do
  case "$1" in
    --database) database=$2; shift 2 ;;
    --views) views=$2; shift 2 ;;
    --requests) requests=$2; shift 2 ;;
    --reuse) reuse=1; shift ;;
    *) echo "unknown option $1" >&2; exit 2 ;;
  esac
done

if [ "${MYBIZ_SKIP_BUILD:-}" = 1 ]; then
  [ -x .build/release/mybiz ] || { echo "MYBIZ_SKIP_BUILD=1, but there is no .build/release/mybiz" >&2; exit 1; }
else
  swift build -c release --product mybiz >&2
fi
work=$(mktemp -d)
server=""
stop_server() { if [ -n "$server" ]; then kill "$server" 2>/dev/null || true; wait "$server" 2>/dev/null || true; server=""; fi; }
trap 'stop_server; rm -rf "$work"' EXIT
[ -n "$database" ] || database="$work/history.sqlite"
[ $reuse = 0 ] || [ "$database" != "$work/history.sqlite" ] || { echo "--reuse needs --database" >&2; exit 2; }
case "$database" in postgres*) kind=postgres ;; *) kind=sqlite ;; esac
tool=$([ $kind = sqlite ] && echo sqlite3 || echo psql)
command -v $tool >/dev/null || { echo "$tool is needed: apt-get install sqlite3 postgresql-client" >&2; exit 1; }
sql() { if [ $kind = sqlite ]; then sqlite3 -batch "$database" "$@"; else psql -qAtX -v ON_ERROR_STOP=1 "$database" -c "$@"; fi; }

start_server() {
  : > "$work/out"
  env -u MYBIZ_NO_DEMO_DATA .build/release/mybiz serve --port 0 --log-level error --database "$database" \
    > "$work/out" 2> "$work/err" &
  server=$!
  for _ in $(seq 1 6000); do
    grep -qs "serving on" "$work/out" && break
    kill -0 "$server" 2>/dev/null || break
    sleep 0.1
  done
  base=$(grep -o 'http://[0-9.]*:[0-9]*' "$work/out" | head -1)
  [ -n "$base" ] || { cat "$work/err" >&2; exit 1; }
}

if [ $reuse = 1 ]; then
  generated=""  # the history was written by an earlier run
else
echo "-- a fresh database with the demo data" >&2
start_server
stop_server

# The daily counts and their trigger go, so the history is written as fast as the table takes it;
# the server's migration 113, forgotten here, makes them again and counts the history when it starts.
if [ $kind = sqlite ]; then sql "DROP TRIGGER analytics_count_daily"; else
  sql "DROP TRIGGER analytics_count_daily ON analytics_events"; sql "DROP FUNCTION analytics_count_daily()"; fi
for table in analytics_daily_events analytics_daily_users analytics_daily_shares; do sql "DROP TABLE $table"; done
sql "DELETE FROM schema_migrations WHERE version = 113"

echo "-- $views screen views over 365 days" >&2
now=$(date +%s)
start=$((now - 365 * 86400))
generated=$(date +%s.%N)
# Row i happens at start + i × span / views; its person is one of the 800 active that day.
columns="id, name, user_id, event_date, recorded_date, type, device, os, app_version"
if [ $kind = sqlite ]; then
  sql <<SQL

WITH RECURSIVE n(i) AS (SELECT 0 UNION ALL SELECT i + 1 FROM n WHERE i < $views - 1),
rows AS (SELECT i, $start + i * (365.0 * 86400 / $views) AS t, (i * 2654435761) % 4294967296 AS h FROM n)
INSERT INTO analytics_events ($columns)
SELECT printf('%08X-0000-4000-8000-%012X', i / 4294967296, i),
  CASE h % 10 WHEN 0 THEN 'settingShown' WHEN 1 THEN 'purchasesShown' WHEN 2 THEN 'orgChartShown'
    WHEN 3 THEN 'orgChartShown' WHEN 4 THEN 'calendarShown' WHEN 5 THEN 'calendarShown' ELSE 'announcementsShown' END,
  printf('00000000-0000-4000-8000-%012d', (CAST(t / 86400 AS INTEGER) * 397 + (h / 10) % 800) % 2000),
  t, t, 'screenView',
  CASE h % 7 WHEN 0 THEN 'iPad14,1' WHEN 1 THEN NULL ELSE 'iPhone16,1' END,
  CASE h % 5 WHEN 0 THEN 'iOS 17.6' ELSE 'iOS 18.1' END,
  CASE h % 3 WHEN 0 THEN '2.0' WHEN 1 THEN '2.1' ELSE '1.9' END
FROM rows;
SQL
else
  sql "
WITH rows AS (SELECT i, ($start + i * (365.0 * 86400 / $views))::double precision AS t, (i * 2654435761) % 4294967296 AS h
              FROM generate_series(0::bigint, $views - 1) AS i)
INSERT INTO analytics_events ($columns)
SELECT lpad(to_hex(i / 4294967296), 8, '0') || '-0000-4000-8000-' || upper(lpad(to_hex(i), 12, '0')),
  CASE h % 10 WHEN 0 THEN 'settingShown' WHEN 1 THEN 'purchasesShown' WHEN 2 THEN 'orgChartShown'
    WHEN 3 THEN 'orgChartShown' WHEN 4 THEN 'calendarShown' WHEN 5 THEN 'calendarShown' ELSE 'announcementsShown' END,
  '00000000-0000-4000-8000-' || lpad(((floor(t / 86400)::bigint * 397 + (h / 10) % 800) % 2000)::text, 12, '0'),
  t, t, 'screenView',
  CASE h % 7 WHEN 0 THEN 'iPad14,1' WHEN 1 THEN NULL ELSE 'iPhone16,1' END,
  CASE h % 5 WHEN 0 THEN 'iOS 17.6' ELSE 'iOS 18.1' END,
  CASE h % 3 WHEN 0 THEN '2.0' WHEN 1 THEN '2.1' ELSE '1.9' END
FROM rows"
  sql "VACUUM ANALYZE analytics_events"
fi
generated=$(python3 -c "print(f'{$(date +%s.%N) - $generated:.0f}')")
fi

echo "-- the daily counts, counted again by the server's migration" >&2
migrated=$(date +%s.%N)
start_server
migrated=$(python3 -c "print(f'{$(date +%s.%N) - $migrated:.1f}')")
[ $kind = postgres ] && sql "ANALYZE"

source Benchmarks/demo-logins.sh
token=$(api_token admin@mybiz.example admin1234)
cookie=$(web_session_cookie admin@mybiz.example admin1234 "$work/cookies")

today=$(date -u +%Y-%m-%d)
first=$(date -u -d "$today - 29 days" +%Y-%m-%d)
from=$(date -u -d "$first" +%s)
to=$(( $(date -u -d "$today" +%s) + 86400 ))

# Milliseconds per request, one after another, after one unmeasured request; with `before_each` set,
# that command runs (untimed) before each.
timings() { # NAME CURL-ARGUMENTS…
  local name=$1; shift
  curl -sf -o /dev/null "$@" || { echo "*** BENCHMARK FAILED: $name did not answer 200 ***" >&2; exit 1; }
  for _ in $(seq 1 "$requests"); do
    [ -z "${before_each:-}" ] || $before_each
    curl -sf -o /dev/null -w '%{time_total}\n' "$@"
  done > "$work/times"
  python3 - "$name" "$work/times" <<'PYTHON'
import statistics, sys
times = sorted(float(line) * 1000 for line in open(sys.argv[2]))
p99 = times[min(len(times) - 1, round(0.99 * (len(times) - 1)))]
print(f"{sys.argv[1]}\t{statistics.median(times):.1f}\t{p99:.1f}")
PYTHON
}

# One screen view reported through the API, as an app sends it.
store_report() {
  curl -sf -o /dev/null -H "Authorization: Bearer $token" -H "Content-Type: application/json" \
    -d "{\"name\":\"calendarShown\",\"type\":\"screenView\",\"recordedDate\":\"$(date -u +%Y-%m-%dT%H:%M:%SZ)\",\"duration\":1,\"device\":\"iPhone16,1\",\"os\":\"iOS 18.1\",\"appVersion\":\"2.0\"}" \
    "$base/api/analytics" || { echo "*** BENCHMARK FAILED: a report was refused ***" >&2; exit 1; }
}

# The hours first, as the server's own reads of events do, so the count goes through the index by
# recorded hour (migration 114) instead of reading every event; the bounds divided as the column is,
# as double-precision numbers (PostgreSQL divides whole numbers without a remainder, and rounds
# decimals' halves another way).
direct_query="SELECT name, COUNT(*), COUNT(DISTINCT user_id) FROM analytics_events
  WHERE type = 'screenView' AND CAST(recorded_date / 3600 AS BIGINT) BETWEEN CAST(CAST($from AS DOUBLE PRECISION) / 3600 AS BIGINT)
    AND CAST(CAST($to AS DOUBLE PRECISION) / 3600 AS BIGINT)
  AND recorded_date >= $from AND recorded_date < $to GROUP BY name ORDER BY name"
direct_timing() {
  for _ in $(seq 1 5); do
    local began; began=$(date +%s.%N)
    sql "$direct_query" > "$work/direct.txt"
    python3 -c "print($(date +%s.%N) - $began)"
  done > "$work/times"
  python3 - "$work/times" <<'PYTHON'
import statistics, sys
times = sorted(float(line) * 1000 for line in open(sys.argv[1]))
print(f"direct count of the 30 days (sqlite3/psql, 5 runs)\t{statistics.median(times):.1f}\t{times[-1]:.1f}")
PYTHON
}

{
  timings "GET /health" "$base/health"
  timings "GET /api/analytics/summary (30 days)" -H "Authorization: Bearer $token" \
    "$base/api/analytics/summary?from=$first&to=$today"
  timings "GET /api/analytics/summary (default: 7 days)" -H "Authorization: Bearer $token" "$base/api/analytics/summary"
  # A stored report drops the kept dashboards: each request after one renders from the database.
  before_each=store_report
  timings "GET /dashboard?period=30d (after a report)" -H "Cookie: $cookie" "$base/dashboard?period=30d"
  timings "GET /dashboard?period=7d (after a report)" -H "Cookie: $cookie" "$base/dashboard?period=7d"
  before_each=
  timings "GET /dashboard?period=30d (kept)" -H "Cookie: $cookie" "$base/dashboard?period=30d"
  direct_timing
} > "$work/table"

curl -sf -H "Authorization: Bearer $token" "$base/api/analytics/summary?from=$first&to=$today" > "$work/summary.json"
python3 - "$work/summary.json" "$work/direct.txt" <<'PYTHON'
import json, sys
summary = json.load(open(sys.argv[1]))
served = {screen["name"]: (screen["views"], screen["users"]) for screen in summary["screens"] if screen["views"]}
direct = {}
for line in open(sys.argv[2]):
    name, views, users = line.strip().split("|")
    direct[name] = (int(views), int(users))
if served != direct:
    print(f"*** BENCHMARK FAILED: the summary says {served}, a direct count {direct} ***", file=sys.stderr)
    sys.exit(1)
print(f"The 30-day summary equals a direct count of the events: "
      + ", ".join(f"{name} {views:,} views by {users:,} people" for name, (views, users) in sorted(direct.items())))
PYTHON

stored=$(sql "SELECT COUNT(*) FROM analytics_events")
echo
echo "Machine: $(grep -m1 'model name' /proc/cpuinfo | cut -d: -f2 | xargs), $(nproc) cores; database: $kind"
if [ $reuse = 1 ]; then
  echo "$stored events stored, written by an earlier run; the server started in ${migrated} s"
else
  echo "$stored events stored (generated in ${generated} s); the daily counts counted by migration 113 in ${migrated} s"
fi
echo "$requests requests one after another per route, after one unmeasured; milliseconds."
echo
python3 - "$work/table" <<'PYTHON'
import sys
rows = [line.rstrip("\n").split("\t") for line in open(sys.argv[1])]
direct = float(rows[-1][1])
print("| request | median ms | p99 ms | ÷ 100 ms target | ÷ direct count |")
print("|---|---:|---:|---:|---:|")
for name, median, p99 in rows:
    print(f"| {name} | {float(median):.1f} | {float(p99):.1f} | {float(p99) / 100:.2f} | {float(median) / direct:.3f} |")
PYTHON
