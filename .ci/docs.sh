#!/usr/bin/env bash
# Builds the DocC catalogs of Networking and the kits with swift-docc-plugin, failing on any
# warning (a broken link, an undocumented parameter). Usage: .ci/docs.sh OUTPUT_DIR
set -euo pipefail
mkdir -p "${1:?a directory for the documentation archives}"
output=$(cd "$1" && pwd)
cd "$(dirname "$0")/.."
for target in Networking OpenMarketKit MyBizKit Analytics ToDoKit ToDoAccountKit; do
  echo "-- $target"
  swift package --disable-sandbox generate-documentation --target "$target" --warnings-as-errors \
    --output-path "$output/$target.doccarchive" > "$output/$target.log" 2>&1 \
    || { grep -E "error|warning" -A6 "$output/$target.log" >&2; exit 1; }
done
echo "Documentation archives in $output"
