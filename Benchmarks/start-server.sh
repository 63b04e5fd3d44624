# Sourced by the benchmark scripts: builds mybiz in release mode and starts `mybiz serve` on
# "$database" (a new SQLite file in a temporary folder when empty), stopped and cleaned up when the
# script exits. Sets `work` (the temporary folder) and `base` (the server's URL).
# MYBIZ_SKIP_BUILD=1 skips the build and runs the .build/release/mybiz already there; `serve_options`
# (an array) adds options to `mybiz serve` when set.
command -v wrk >/dev/null || { echo "wrk is needed: apt-get install wrk" >&2; exit 1; }

if [ "${MYBIZ_SKIP_BUILD:-}" = 1 ]; then
  [ -x .build/release/mybiz ] || { echo "MYBIZ_SKIP_BUILD=1, but there is no .build/release/mybiz" >&2; exit 1; }
else
  swift build -c release --product mybiz >&2
fi
work=$(mktemp -d)
[ -n "${database:-}" ] || database="$work/benchmark.sqlite"
.build/release/mybiz serve --port 0 --log-level error --database "$database" ${serve_options[@]+"${serve_options[@]}"} \
  > "$work/out" 2> "$work/err" &
server=$!
trap 'kill $server 2>/dev/null; wait $server 2>/dev/null; rm -rf "$work"' EXIT
for _ in $(seq 1 300); do grep -qs "serving on" "$work/out" && break; sleep 0.1; done
base=$(grep -o 'http://[0-9.]*:[0-9]*' "$work/out" | head -1)
[ -n "$base" ] || { cat "$work/err" >&2; exit 1; }
