# Sourced by the benchmark scripts: logging in as the demo accounts of a server at "$base".
#   api_token USERNAME PASSWORD     prints a bearer token (POST /api/users/login, Basic credentials)
#   web_session_cookie USERNAME PASSWORD JAR
#                                   logs in through /app/login as a browser does (the form's token and
#                                   cookie), prints "mybiz_session=…" for a Cookie header
# Both fail the benchmark with a sentence when the login is refused (a database without demo data?).
api_token() {
  curl -sf -u "$1:$2" -X POST "$base/api/users/login" \
    | python3 -c 'import json,sys; print(json.load(sys.stdin)["token"])' \
    || { echo "*** BENCHMARK FAILED: could not log in as $1 (a database without the demo data?) ***" >&2; exit 1; }
}

web_session_cookie() {
  local csrf
  csrf=$(curl -sf -c "$3" "$base/app/login" | sed -n 's/.*name="csrf" value="\([^"]*\)".*/\1/p' | head -1)
  curl -sf -b "$3" -c "$3" -o /dev/null -H "Origin: $base" \
    --data-urlencode "username=$1" --data-urlencode "password=$2" \
    --data-urlencode "csrf=$csrf" --data-urlencode "next=/app" "$base/app/login" \
    || { echo "*** BENCHMARK FAILED: could not log in as $1 in the browser's way ***" >&2; exit 1; }
  # curl writes HttpOnly cookies as comments ("#HttpOnly_host …"); the session is the one wanted.
  awk '$6 == "mybiz_session" {print $6 "=" $7}' "$3"
}
