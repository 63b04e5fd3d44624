# Sourced by the wrk benchmarks (server-benchmark.sh, mybiz-reads-benchmark.sh): runs wrk on routes
# taking turns and prints the medians as a markdown table. Expects `base`, `seconds`, `rounds`,
# `connections`, `routes` (paths on $base) and `names` (their labels); `wrk_options` (an array, e.g.
# -H "Authorization: Bearer …") is passed to every run when set; `route_options[index]` (words, e.g.
# "-s file.lua") to that route's runs.

median() { sort -g | awk '{a[NR]=$1} END {print a[int((NR+1)/2)]}'; }
to_ms() { awk '{v=$1; if (v ~ /us$/) {sub(/us$/,"",v); v=v/1000} else if (v ~ /ms$/) {sub(/ms$/,"",v)} else if (v ~ /s$/) {sub(/s$/,"",v); v=v*1000}; printf "%.2f\n", v}'; }
machine() { echo "$(grep -m1 'model name' /proc/cpuinfo | cut -d: -f2 | xargs), $(nproc) cores"; }

# wrk prints "Requests/sec: N" and, with --latency, a "99%" line; collects both per route and round
# in `rates[index,round]` and `latencies[index,round]`. wrk's "Non-2xx or 3xx responses" and "Socket
# errors" lines go to standard error; `failed_runs` counts the runs that had any answer ≥ 400.
run_routes() {
  declare -gA rates latencies
  failed_runs=0
  local round index output errors
  for round in $(seq 1 "$rounds"); do
    for index in "${!routes[@]}"; do
      # shellcheck disable=SC2086 # route_options are words on purpose
      output=$(wrk -t2 -c$connections -d${seconds}s --latency ${wrk_options[@]+"${wrk_options[@]}"} \
        ${route_options[$index]:-} "$base${routes[$index]}")
      rates[$index,$round]=$(awk '/Requests\/sec/ {print $2}' <<<"$output")
      latencies[$index,$round]=$(awk '$1 == "99%" {print $2}' <<<"$output")
      errors=$(awk '/Non-2xx|Socket errors/' <<<"$output")
      [ -z "$errors" ] || echo "${names[$index]}: $errors" >&2
      if grep -q 'Non-2xx' <<<"$output"; then failed_runs=$((failed_runs + 1)); fi
    done
  done
}

# The table of the medians: requests/s, ratio to the first route (GET /health), p99 latency. The
# ratio is the median of each round's own ratio — a route against the reference measured seconds
# before it — so a shared machine's drift between rounds falls on both sides of each ratio.
print_route_table() {
  local index rate ratio p99
  echo "| route | requests/s | ratio to /health | p99 latency |"
  echo "|---|---:|---:|---:|"
  for index in "${!routes[@]}"; do
    rate=$(for r in $(seq 1 "$rounds"); do echo "${rates[$index,$r]}"; done | median)
    ratio=$(for r in $(seq 1 "$rounds"); do
      awk -v a="${rates[$index,$r]}" -v b="${rates[0,$r]}" 'BEGIN {print a / b * 100}'
    done | median)
    p99=$(for r in $(seq 1 "$rounds"); do echo "${latencies[$index,$r]}"; done | to_ms | median)
    printf "| %s | %.0f | %.0f %% | %s ms |\n" "${names[$index]}" "$rate" "$ratio" "$p99"
  done
}
