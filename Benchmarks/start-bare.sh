# Sourced by the benchmarks that measure against the bare Hummingbird app (stack-overhead.sh,
# single-reports-benchmark.sh), after start-server.sh: builds it in release mode unless
# MYBIZ_SKIP_BUILD=1, starts it on a free port, stopped with the server when the script exits. Sets
# `bare` (its process) and `bare_base` (its URL).
if [ "${MYBIZ_SKIP_BUILD:-}" != 1 ]; then
  (cd Benchmarks && swift build -c release --product BareHummingbird >&2)
fi
bare_binary=Benchmarks/.build/release/BareHummingbird
[ -x "$bare_binary" ] || { echo "There is no $bare_binary: build it (cd Benchmarks && swift build -c release)" >&2; exit 1; }
"$bare_binary" --port 0 > "$work/bare.out" 2> "$work/bare.err" &
bare=$!
trap 'kill $server $bare 2>/dev/null; wait $server $bare 2>/dev/null; rm -rf "$work"' EXIT
for _ in $(seq 1 300); do grep -qs "serving on" "$work/bare.out" && break; sleep 0.1; done
bare_base=$(grep -o 'http://[0-9.]*:[0-9]*' "$work/bare.out" | head -1)
[ -n "$bare_base" ] || { cat "$work/bare.err" >&2; exit 1; }
