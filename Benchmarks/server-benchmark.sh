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

database=""
seconds=10
rounds=3
connections=64
while [ $# -gt 0 ]; do
  case "$1" in
    --database) database=$2; shift 2 ;;
    --seconds) seconds=$2; shift 2 ;;
    --rounds) rounds=$2; shift 2 ;;
    *) echo "unknown option $1" >&2; exit 2 ;;
  esac
done
source Benchmarks/start-server.sh

item=$(curl -sf "$base/items/1" | python3 -c 'import json,sys; print(json.load(sys.stdin)["items"][0]["id"])')
thumbnail=$(curl -sf "$base/item/$item" | python3 -c 'import json,sys,urllib.parse as u; print(u.urlparse(json.load(sys.stdin)["thumbnails"][0]).path)')
routes=("/health" "/items/1" "/item/$item" "$thumbnail")
names=("GET /health" "GET /items/1" "GET /item/{id}" "GET /thumbnails/{name}")

# wrk prints "Requests/sec: N" and, with --latency, a "99%" line; collect both per route and round.
declare -A rates latencies
for round in $(seq 1 "$rounds"); do
  for index in "${!routes[@]}"; do
    output=$(wrk -t2 -c$connections -d${seconds}s --latency "$base${routes[$index]}")
    rates[$index,$round]=$(awk '/Requests\/sec/ {print $2}' <<<"$output")
    latencies[$index,$round]=$(awk '$1 == "99%" {print $2}' <<<"$output")
    errors=$(awk '/Non-2xx|Socket errors/' <<<"$output")
    [ -z "$errors" ] || echo "${names[$index]}: $errors" >&2
  done
done

median() { sort -g | awk '{a[NR]=$1} END {print a[int((NR+1)/2)]}'; }
to_ms() { awk '{v=$1; if (v ~ /us$/) {sub(/us$/,"",v); v=v/1000} else if (v ~ /ms$/) {sub(/ms$/,"",v)} else if (v ~ /s$/) {sub(/s$/,"",v); v=v*1000}; printf "%.2f\n", v}'; }

echo "Machine: $(grep -m1 'model name' /proc/cpuinfo | cut -d: -f2 | xargs), $(nproc) cores; database: $(sed -n 's/^Data: //p' "$work/out")"
echo "wrk -t2 -c$connections, $rounds rounds of ${seconds} s per route taking turns; medians."
echo
echo "| route | requests/s | ratio to /health | p99 latency |"
echo "|---|---:|---:|---:|"
health=$(for r in $(seq 1 "$rounds"); do echo "${rates[0,$r]}"; done | median)
for index in "${!routes[@]}"; do
  rate=$(for r in $(seq 1 "$rounds"); do echo "${rates[$index,$r]}"; done | median)
  p99=$(for r in $(seq 1 "$rounds"); do echo "${latencies[$index,$r]}"; done | to_ms | median)
  printf "| %s | %.0f | %.0f %% | %s ms |\n" "${names[$index]}" "$rate" "$(awk -v a="$rate" -v b="$health" 'BEGIN {print a / b * 100}')" "$p99"
done
