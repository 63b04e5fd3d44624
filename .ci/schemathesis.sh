#!/usr/bin/env bash
# Runs schemathesis against a live `mybiz serve` (the debug build, a fresh SQLite file with the demo
# data) for both OpenAPI documents in docs/openapi: generated and mutated requests, stateful
# sequences through the documents' links, and these checks on every answer — no 5xx, statuses,
# content types, headers and bodies as documented. The seed is printed; `--seed N` replays it.
# Usage: .ci/schemathesis.sh WORK_DIR [EXAMPLES_PER_OPERATION]
set -euo pipefail
cd "$(dirname "$0")/.."
work=${1:?a directory for the virtualenv and the database}
examples=${2:-50}
mkdir -p "$work"

if [ ! -x "$work/venv/bin/schemathesis" ]; then
  python3 -m venv "$work/venv"
  "$work/venv/bin/pip" install --quiet "schemathesis==4.32.5" "openapi-spec-validator==0.9.0"
fi
"$work/venv/bin/openapi-spec-validator" docs/openapi/open-market.yaml docs/openapi/open-market-v2.yaml docs/openapi/mybiz.yaml
"$work/venv/bin/python" .ci/openapi-examples.py docs/openapi/open-market.yaml docs/openapi/open-market-v2.yaml docs/openapi/mybiz.yaml

.build/debug/mybiz serve --port 0 --log-level error --database "$work/schemathesis.sqlite" > "$work/serve.out" 2> "$work/serve.err" &
server=$!
trap 'kill $server 2>/dev/null; wait $server 2>/dev/null || true' EXIT
for _ in $(seq 1 600); do grep -q "serving on" "$work/serve.out" && break; sleep 0.1; done
base=$(grep -o 'http://[0-9.]*:[0-9]*' "$work/serve.out" | head -1)
[ -n "$base" ] || { cat "$work/serve.err" >&2; exit 1; }

# The demo admin may call every MyBiz route; logging out (here or everywhere) would end the token
# under test.
token=$(curl -sf -u admin@mybiz.example:admin1234 -X POST "$base/api/users/login" \
  | python3 -c 'import json,sys; print(json.load(sys.stdin)["token"])')
# One worker: with more, schemathesis 4.32.5 now and then fails on its own cache (a KeyError inside
# its coverage phase), which is not the server's doing.
checks=not_a_server_error,status_code_conformance,content_type_conformance,response_headers_conformance,response_schema_conformance
for document in open-market mybiz; do
  echo "-- $document.yaml against $base"
  "$work/venv/bin/schemathesis" run "docs/openapi/$document.yaml" --url "$base" \
    --max-examples "$examples" --checks "$checks" --exclude-operation-id logout --exclude-operation-id logoutEverywhere \
    --header "Authorization: Bearer $token" --workers 1
done
# The 2022 API, once per profile.
for profile in late early; do
  echo "-- open-market-v2.yaml against $base/$profile"
  "$work/venv/bin/schemathesis" run docs/openapi/open-market-v2.yaml --url "$base/$profile" \
    --max-examples "$examples" --checks "$checks" --workers 1
done
