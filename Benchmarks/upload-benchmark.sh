#!/usr/bin/env bash
# Photo uploads on `mybiz serve` against the codec tools' own speed, and how fast a request over a
# limit is refused.
#
#   Benchmarks/upload-benchmark.sh [--rounds 3] [--database postgres://…]
#
# Builds mybiz in release mode (MYBIZ_SKIP_BUILD=1 runs the binary already built) and starts it on a
# fresh SQLite file, or on the PostgreSQL database --database names (every round stores four
# products there: give it a database of its own). Makes two deterministic 12-megapixel (4000 × 3000)
# test pictures: a photo-like JPEG (smooth gradients and grain, cjpeg -quality 92, about 6 MB) and a
# PNG (less grain: under the server's 10 MB per photo). Then, for --rounds rounds taking turns,
# Benchmarks/upload_timer.py measures (medians):
#   - the reference: `djpeg | cjpeg` plus `djpeg -scale 1/8 | cjpeg` on the JPEG, `pngtopnm | pnmtopng`
#     plus `pngtopnm | pamscale -xysize 300 300 | pnmtopng` on the PNG (apt-get install
#     libjpeg-turbo-progs netpbm);
#   - registering a product through the 2021 Open Market API (POST /item, multipart) with 1 and with 5
#     copies of each photo, from the request's last byte handed to the socket to the whole answer read
#     (raw socket), as a ratio to the reference (5 photos against 5 × the reference); any answer that
#     is not 2xx fails the run;
#   - the refusal of a request over a limit: headers with `Expect: 100-continue` and a 70 MB
#     Content-Length (over the 60 MB form limit), timed from the headers sent to the answer (100
#     Continue and silence are reported as such, after at most 5 s); and a form with six photos sent
#     without Expect in 64 KB chunks, timed from its first byte to the answer, with how much of the
#     body had been sent by then.
set -euo pipefail
cd "$(dirname "$0")/.."

rounds=3
database=""  # a fresh SQLite file unless --database names a PostgreSQL database
while [ $# -gt 0 ]; do
  case "$1" in
    --rounds) rounds=$2; shift 2 ;;
    --database) database=$2; shift 2 ;;
    *) echo "unknown option $1" >&2; exit 2 ;;
  esac
done
for tool in djpeg cjpeg pngtopnm pnmtopng pamscale python3 curl; do
  command -v "$tool" >/dev/null || { echo "$tool is needed: apt-get install libjpeg-turbo-progs netpbm python3 curl" >&2; exit 1; }
done
source Benchmarks/start-server.sh

# The test pictures: the same bytes on every run (fixed seeds), made in the temporary folder.
python3 Benchmarks/upload_timer.py ppm --noise 56 --seed 1 "$work/photo.ppm"
cjpeg -quality 92 "$work/photo.ppm" > "$work/photo.jpg"
python3 Benchmarks/upload_timer.py ppm --noise 2 --seed 2 "$work/picture.ppm"
pnmtopng "$work/picture.ppm" > "$work/picture.png" 2>/dev/null
rm "$work/photo.ppm" "$work/picture.ppm"
size() { awk -v b="$(stat -c %s "$1")" 'BEGIN {printf "%.2f MB (%d bytes)", b / 1e6, b}'; }

echo "Machine: $(grep -m1 'model name' /proc/cpuinfo | cut -d: -f2 | xargs), $(nproc) cores; database: $(sed -n 's/^Data: //p' "$work/out")"
echo "Test pictures, 4000 × 3000: JPEG (cjpeg -quality 92) $(size "$work/photo.jpg"), PNG (pnmtopng) $(size "$work/picture.png")."
python3 Benchmarks/upload_timer.py run --base "$base" --jpeg "$work/photo.jpg" --png "$work/picture.png" --rounds "$rounds"
