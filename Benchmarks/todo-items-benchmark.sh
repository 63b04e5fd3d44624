#!/usr/bin/env bash
# What the to-do list's API costs at 256 concurrent connections: reading a list (`GET /api/todos`),
# asking whether it changed (`If-None-Match`, answered 304), reading one item and changing one item
# (`PATCH /api/todos/items/{id}`, a title), each as a ratio to GET /health on the same server in the
# same run, with p99 latency.
#
#   Benchmarks/todo-items-benchmark.sh [--database postgres://…] [--seconds 10] [--rounds 3]
#
# Builds mybiz in release mode (MYBIZ_SKIP_BUILD=1 runs the binary already built), starts it on a fresh
# database, signs up 64 people, gives each a list of 30 items through the item API, and has wrk take
# turns on the routes — every request as the next of the 64 people (their token and one of their
# items), as 256 devices of 64 people would. Any answer ≥ 400 under load fails the run.
set -euo pipefail
cd "$(dirname "$0")/.."

source Benchmarks/wrk-options.sh "$@"
connections=256
serve_options=(--max-signups-per-hour 100000)
source Benchmarks/start-server.sh
source Benchmarks/wrk-routes.sh
source Benchmarks/demo-logins.sh

people=64
items=30
tokens=()
ids=()
for person in $(seq 1 "$people"); do
  username="bench-$person-$RANDOM@example.com"
  curl -sf -o /dev/null -H 'Content-Type: application/json' \
    -d "{\"username\": \"$username\", \"password\": \"bench-secret\", \"name\": \"Bench $person\"}" \
    "$base/api/users/signup"
  token=$(api_token "$username" bench-secret)
  tokens+=("$token")
  for number in $(seq 1 "$items"); do
    answer=$(curl -sf -H "Authorization: Bearer $token" -H 'Content-Type: application/json' \
      -d "{\"line\": \"Item $number of person $person tomorrow 9am #bench @load\"}" "$base/api/todos/items")
    [ "$number" = 1 ] && ids+=("$(sed -n 's/.*"id" *: *"\([0-9A-F-]*\)".*/\1/p' <<<"$answer" | head -1)")
  done
done

# Each request is the next person's; a PATCH changes their first item's title back and forth.
lua() { # $1: method, $2: path (with {id}), $3: body ("" for none), $4: extra header line or ""
  {
    echo "local tokens = {$(printf '"%s",' "${tokens[@]}")}"
    echo "local ids = {$(printf '"%s",' "${ids[@]}")}"
    # Each of wrk's threads starts at another person, so two of them are rarely at the same one at once.
    echo "local threads = 0"
    echo "setup = function(thread) thread:set(\"start\", threads * 31); threads = threads + 1 end"
    echo "local n = nil"
    echo "request = function()"
    echo "  n = n or start or 0"
    echo "  n = n + 1"
    echo "  local i = n % #tokens + 1"
    echo "  local headers = { [\"Authorization\"] = \"Bearer \" .. tokens[i], [\"Content-Type\"] = \"application/json\" }"
    [ -n "$4" ] && echo "  headers[\"${4%%:*}\"] = \"${4#*: }\""
    echo "  local path = string.gsub(\"$2\", \"{id}\", ids[i])"
    if [ -n "$3" ]; then
      echo "  return wrk.format(\"$1\", path, headers, string.gsub('$3', '{n}', tostring(n % 2)))"
    else
      echo "  return wrk.format(\"$1\", path, headers)"
    fi
    echo "end"
  } > "$work/$5.lua"
  echo "-s $work/$5.lua"
}

routes=("/health" "/api/todos" "/api/todos" "/api/todos/items" "/api/todos/items")
names=("GET /health" "GET /api/todos (30 items)" "GET /api/todos, If-None-Match: * (304)" \
  "GET /api/todos/items/{id}" "PATCH /api/todos/items/{id} (a title)")
route_options=(
  "$(lua GET /health "" "" health)"
  "$(lua GET /api/todos "" "" list)"
  "$(lua GET /api/todos "" 'If-None-Match: *' unchanged)"
  "$(lua GET '/api/todos/items/{id}' "" "" item)"
  "$(lua PATCH '/api/todos/items/{id}' '{"title": "Changed title {n}"}' "" change)"
)

for path in /api/todos "/api/todos/items/${ids[0]}"; do
  status=$(curl -s -o /dev/null -w '%{http_code}' -H "Authorization: Bearer ${tokens[0]}" "$base$path" || true)
  case "$status" in
    2??) ;;
    *) echo "*** BENCHMARK FAILED: GET $path answered $status, not 2xx ***" >&2; exit 1 ;;
  esac
done

run_routes

echo "Machine: $(machine); database: $(sed -n 's/^Data: //p' "$work/out")"
echo "wrk -t2 -c$connections, each request as the next of $people people with $items items each, $rounds rounds of ${seconds} s per route taking turns; medians."
echo
print_route_table
if [ "$failed_runs" -gt 0 ]; then
  echo >&2
  echo "*** BENCHMARK FAILED: $failed_runs wrk run(s) got answers that were not 2xx (see the lines above); the figures do not count ***" >&2
  exit 1
fi
