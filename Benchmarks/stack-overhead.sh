#!/usr/bin/env bash
# What our stack costs every request: `GET /health` on `mybiz serve` as a ratio to the same route on a
# bare Hummingbird 2 application (Benchmarks/Sources/BareHummingbird: one route, no middleware), both
# release builds, loaded in the same run by `wrk -t2 -c64`, taking turns; medians of the rounds.
# Target (issue 30): ours ≥ 0.9 × bare.
#
#   Benchmarks/stack-overhead.sh [--database postgres://…] [--seconds 10] [--rounds 3]
#
# MYBIZ_SKIP_BUILD=1 runs the release binaries already built.
set -euo pipefail
cd "$(dirname "$0")/.."

source Benchmarks/wrk-options.sh "$@"
source Benchmarks/start-server.sh
source Benchmarks/wrk-routes.sh

source Benchmarks/start-bare.sh

# Both servers' routes in one table: wrk-routes.sh takes paths on `base`, so the bare server's is a
# full URL with `base` emptied for the run.
ours=$base
base=""
routes=("$bare_base/health" "$ours/health")
names=("bare Hummingbird GET /health" "mybiz GET /health")
run_routes

echo "Machine: $(machine); database: $(sed -n 's/^Data: //p' "$work/out")"
echo "wrk -t2 -c$connections, $rounds rounds of ${seconds} s per server taking turns; medians; ratio to bare."
echo
print_route_table | sed 's/ratio to \/health/ratio to bare/'
