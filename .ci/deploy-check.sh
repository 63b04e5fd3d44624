#!/usr/bin/env bash
# Checks the deployment files (Dockerfile's companions compose.yaml, deploy/nginx.conf,
# deploy/mybiz.service) without Docker, with an already-built server:
#
#   .ci/deploy-check.sh path/to/mybiz SCRATCH_DIR
#
#  1. compose.yaml: yamllint, and compose's own validation (docker-compose from Debian) — it must
#     refuse to start without POSTGRES_PASSWORD;
#  2. deploy/mybiz.service: systemd-analyze verify, and its sandboxing score (systemd-analyze security);
#  3. deploy/nginx.conf: nginx -t, after replacing the compose service names with 127.0.0.1 ports;
#  4. the compose topology, live, without Docker: a throwaway PostgreSQL 15 (.ci/postgres.sh), two
#     `mybiz serve` instances started together on it, nginx with that config in front; through
#     nginx: health, the market, a MyBiz login whose token both instances accept, a product
#     registered with a photo whose URLs use the public URL and load, nginx's own JSON errors;
#     compose's healthcheck command against an instance; SIGTERM stops both instances with exit 0.
#
# It does not build anything (no swift build) and does not build or run the Docker image: there is
# no Docker daemon where it runs. Works on a clean Debian 12 as root: what is missing is installed
# with apt-get. Everything it starts is stopped, and SCRATCH_DIR/deploy-check.* removed, on exit.
set -euo pipefail

binary=${1:?usage: $0 path/to/mybiz SCRATCH_DIR}
scratch=${2:?usage: $0 path/to/mybiz SCRATCH_DIR}
repo=$(cd "$(dirname "$0")/.." && pwd)
started=$SECONDS

if [ ! -x "$binary" ]; then
  echo "error: $binary is not an executable mybiz binary" >&2
  exit 2
fi
binary=$(cd "$(dirname "$binary")" && pwd)/$(basename "$binary")

step() { printf '\n== %s\n' "$*"; }
ok() { printf '   ok: %s\n' "$*"; }
fail() {
  printf '   FAILED: %s\n' "$*" >&2
  exit 1
}

# ---- tools ---------------------------------------------------------------------------------------
# command → Debian package; installed only when missing, apt-get update only when installing.
needed=()
need() { command -v "$1" >/dev/null 2>&1 || needed+=("$2"); }
need yamllint yamllint
need docker-compose docker-compose
need systemd-analyze systemd
need nginx nginx
need curl curl
need python3 python3
need su login
[ -x /usr/lib/postgresql/15/bin/initdb ] || needed+=(postgresql-15)
if [ ${#needed[@]} -gt 0 ]; then
  step "installing ${needed[*]}"
  if [ "$(id -u)" != 0 ]; then
    echo "error: missing ${needed[*]}; run as root or install them" >&2
    exit 2
  fi
  export DEBIAN_FRONTEND=noninteractive
  apt-get update -qq
  # Debian starts nginx's own service on installation where services can start; it is not used here.
  apt-get install -y -qq --no-install-recommends "${needed[@]}" >/dev/null
fi

mkdir -p "$scratch"
work=$(mktemp -d "$scratch/deploy-check.XXXXXX")
chmod 755 "$work"
[ "$(id -u)" = 0 ] && chmod o+x "$scratch" # .ci/postgres.sh's cluster runs as `postgres`

pids=()       # the processes this script started, stopped on exit
nginx_pid=
cleanup() {
  local status=$?
  for pid in "${pids[@]}"; do kill -TERM "$pid" 2>/dev/null || true; done
  if [ -n "$nginx_pid" ]; then kill -QUIT "$nginx_pid" 2>/dev/null || true; fi
  for pid in "${pids[@]}"; do wait "$pid" 2>/dev/null || true; done
  if [ -n "$nginx_pid" ]; then wait "$nginx_pid" 2>/dev/null || true; fi
  "$repo/.ci/postgres.sh" stop "$work/postgres" >/dev/null 2>&1 || true
  if [ "$status" != 0 ]; then
    for log in "$work"/*.log; do
      [ -f "$log" ] || continue
      echo "---- last lines of $(basename "$log")" >&2
      tail -n 25 "$log" >&2
    done
  fi
  rm -rf "$work"
  exit "$status"
}
trap cleanup EXIT
trap 'exit 130' INT TERM

# Debian's python3 has PyYAML (yamllint needs it); another python3 first on PATH may not.
yaml_python=python3
[ -x /usr/bin/python3 ] && /usr/bin/python3 -c 'import yaml' 2>/dev/null && yaml_python=/usr/bin/python3
free_port() { python3 -c 'import socket; s=socket.socket(); s.bind(("127.0.0.1", 0)); print(s.getsockname()[1])'; }
# The value at a path of the JSON on standard input (python3, so that jq is not needed).
json() { python3 -c 'import json, sys
value = json.load(sys.stdin)
for key in sys.argv[1:]:
    value = value[int(key)] if isinstance(value, list) else value[key]
print(value if not isinstance(value, (dict, list)) else json.dumps(value))' "$@"; }

# ---- 0. Dockerfile and .dockerignore -------------------------------------------------------------
# The image cannot be built here; what can be checked without Docker is checked.
step "Dockerfile: the build context keeps what the package needs (.dockerignore)"
# Docker's matching, approximated with fnmatch (whose * also crosses /, so it can only find more
# exclusions than Docker does, never fewer): no file of the manifest, the sources, the plugins,
# the test targets' folders or the OpenAPI documents compiled in may be excluded.
(cd "$repo" && { git ls-files 2>/dev/null || find . -type f -not -path './.git/*' | sed 's|^\./||'; }) |
  python3 -c 'import fnmatch, sys
patterns = [line.strip().rstrip("/") for line in open(sys.argv[1]) if line.strip() and not line.startswith("#")]
def excluded(path):
    parts = path.split("/")
    prefixes = ["/".join(parts[:i]) for i in range(1, len(parts) + 1)]
    result = False
    for pattern in patterns:
        negated = pattern.startswith("!")
        pattern = pattern.lstrip("!").lstrip("/")
        if any(fnmatch.fnmatch(prefix, pattern) or (pattern.startswith("**/") and fnmatch.fnmatch(prefix.split("/")[-1], pattern[3:])) for prefix in prefixes):
            result = not negated
    return result
needed = ("Package.swift", "Sources/", "Plugins/", "Tests/", "docs/openapi/")
files = [line.strip() for line in sys.stdin if line.strip()]
missing = [f for f in files if f.startswith(needed) or f == "Package.swift"]
bad = [f for f in missing if excluded(f)]
if bad:
    sys.exit("excluded from the build context: " + ", ".join(bad[:10]))
print(len(missing))' "$repo/.dockerignore" >"$work/context-count.txt" || fail ".dockerignore excludes files the build needs"
ok "$(cat "$work/context-count.txt") files of Package.swift, Sources/, Plugins/, Tests/, docs/openapi/ are sent"

step "Dockerfile: the runtime stage installs every system library the server loads"
# The libraries `ldd` finds for the binary under test (a debug build loads the Swift runtime as
# shared libraries, whose own dependencies — libcurl for FoundationNetworking, libstdc++ — the
# statically linked release binary keeps: a superset) must each come from a package that the
# runtime stage's apt-get install line brings in, directly or as a dependency.
runtime_packages=$(python3 -c 'import sys
text = open(sys.argv[1]).read()
stage = text[text.rindex("\nFROM "):]
command = stage[stage.index("apt-get install"):].replace("\\\n", " ")
command = command.split("&&")[0].split("\n")[0]
print(" ".join(word for word in command.split()[2:] if not word.startswith("-")))' "$repo/Dockerfile")
[ -n "$runtime_packages" ] || fail "no apt-get install line in the Dockerfile's last stage"
codename=$(sed -n 's/^VERSION_CODENAME=//p' /etc/os-release 2>/dev/null || true)
if ! grep -q '^FROM debian:bookworm-slim' "$repo/Dockerfile"; then
  fail "the runtime stage is no longer debian:bookworm-slim: update this check"
elif [ "$codename" != bookworm ] || ! apt-cache show libc6 >/dev/null 2>&1; then
  echo "   skipped: this is not Debian bookworm with package lists ($codename)"
else
  # shellcheck disable=SC2086 # a list of package names
  apt-cache depends --recurse --no-recommends --no-suggests --no-conflicts --no-breaks --no-replaces \
    --no-enhances $runtime_packages 2>/dev/null | grep -v '^ ' | sort -u >"$work/runtime-closure.txt"
  # shellcheck disable=SC2086
  for package in $runtime_packages; do
    grep -qx "$package" "$work/runtime-closure.txt" || fail "the Dockerfile installs $package, which this Debian does not have"
  done
  ldd "$binary" | awk '/=> \//{print $3}' >"$work/libraries.txt"
  grep -q . "$work/libraries.txt" || fail "ldd found no libraries for $binary"
  checked=0
  while read -r library; do
    # The toolchain's Swift runtime (a debug build's shared libraries) is linked into the image's binary.
    case "$library" in */swift/*) continue ;; esac
    package=$(dpkg -S "$library" 2>/dev/null || dpkg -S "$(realpath "$library")" 2>/dev/null ||
      dpkg -S "/usr$library" 2>/dev/null) || fail "$library belongs to no Debian package"
    package=${package%%:*}
    grep -qx "$package" "$work/runtime-closure.txt" ||
      fail "$library (package $package) is not installed in the image's runtime stage"
    checked=$((checked + 1))
  done <"$work/libraries.txt"
  ok "$checked system libraries, all from: $runtime_packages (and their dependencies)"
fi

step "Dockerfile: the runtime stage"
last_stage=$(awk '/^FROM /{stage=""} {stage=stage $0 "\n"} END{printf "%s", stage}' "$repo/Dockerfile")
{ [ "$(grep -c '^COPY' <<<"$last_stage")" = 1 ] &&
  grep -q '^COPY --from=build .* /out/mybiz /usr/local/bin/mybiz$' <<<"$last_stage"; } ||
  fail "the runtime stage should copy the binary and nothing else"
grep -q '^USER mybiz' <<<"$last_stage" || fail "the runtime stage does not run as the mybiz user"
for line in 'EXPOSE 8080' 'STOPSIGNAL SIGTERM' 'WORKDIR /var/lib/mybiz' 'VOLUME \["/var/lib/mybiz"\]' \
  'ENTRYPOINT \["mybiz"\]' 'CMD \["serve", "--host", "0.0.0.0"\]'; do
  grep -q "^$line\$" <<<"$last_stage" || fail "the runtime stage lacks: $line"
done
ok "copies only the binary; runs as mybiz; EXPOSE 8080, STOPSIGNAL SIGTERM, a volume at /var/lib/mybiz"

# ---- 1. compose.yaml -----------------------------------------------------------------------------
step "compose.yaml: yamllint"
# yamllint's default profile, relaxed in two rules: lines up to 120 characters (the project's
# width; the default 80 would break URLs and comments), and no `---` document start (a compose
# file is one document and Docker's own examples have none). Everything else — indentation,
# duplicate keys, truthy values, trailing spaces — is kept.
cat >"$work/yamllint.yaml" <<'EOF'
extends: default
rules:
  line-length:
    max: 120
  document-start: disable
EOF
yamllint --strict -c "$work/yamllint.yaml" "$repo/compose.yaml" || fail "yamllint"
ok "yamllint (default rules, lines ≤ 120, no document start)"

step "compose.yaml: compose's own validation (docker-compose $(docker-compose version --short 2>/dev/null))"
# Debian's docker-compose (1.29) validates against the Compose specification's schema except for
# the top-level `name:` (newer than it), removed from the copy it reads. No Docker daemon needed.
sed '/^name: /d' "$repo/compose.yaml" >"$work/compose.yaml"
# An empty env file: a .env an operator left in the checkout must not supply the password here.
: >"$work/empty.env"
compose() { docker-compose --project-directory "$repo" --env-file "$work/empty.env" -f "$work/compose.yaml" "$@"; }
if (unset POSTGRES_PASSWORD && compose config -q) >"$work/compose-refusal.txt" 2>&1; then
  fail "compose accepted the file without POSTGRES_PASSWORD"
fi
grep -q POSTGRES_PASSWORD "$work/compose-refusal.txt" || fail "compose refused for another reason: $(cat "$work/compose-refusal.txt")"
refusal=$(tail -n 1 "$work/compose-refusal.txt")
ok "refuses to run without POSTGRES_PASSWORD: …${refusal##*: }"
POSTGRES_PASSWORD=placeholder0123 compose config >"$work/compose-resolved.yaml" 2>"$work/compose-config.log" ||
  fail "docker-compose config: $(cat "$work/compose-config.log")"
for service in postgres mybiz-1 mybiz-2 proxy; do
  grep -q "^  $service:" "$work/compose-resolved.yaml" || fail "no service $service"
done
ok "valid; services postgres, mybiz-1, mybiz-2, proxy"
# The instances trust exactly the proxy's fixed address.
proxy_address=$("$yaml_python" -c 'import sys, yaml
c = yaml.safe_load(open(sys.argv[1]))
print(c["services"]["proxy"]["networks"]["mybiz"]["ipv4_address"])
for name in ("mybiz-1", "mybiz-2"):
    env = c["services"][name]["environment"]
    assert env["MYBIZ_TRUSTED_PROXIES"] == c["services"]["proxy"]["networks"]["mybiz"]["ipv4_address"], name
    assert env["DATABASE_URL"].startswith("postgres://"), name' "$work/compose-resolved.yaml" 2>"$work/compose-check.log") ||
  fail "the instances' MYBIZ_TRUSTED_PROXIES is not the proxy's address: $(cat "$work/compose-check.log")"
ok "MYBIZ_TRUSTED_PROXIES of both instances is the proxy's fixed address $proxy_address"

# ---- 2. deploy/mybiz.service ---------------------------------------------------------------------
step "deploy/mybiz.service: systemd-analyze verify"
# verify insists that ExecStart's program exists: a copy points it at the binary under test (the
# repository's file names /usr/local/bin/mybiz and is left as it is).
unit="$work/mybiz.service"
sed "s|^ExecStart=/usr/local/bin/mybiz |ExecStart=$binary |" "$repo/deploy/mybiz.service" >"$unit"
grep -q "^ExecStart=$binary serve" "$unit" || fail "ExecStart=/usr/local/bin/mybiz serve … not found in the unit"
systemd-analyze verify "$unit" || fail "systemd-analyze verify"
ok "systemd-analyze verify"
# Its exposure level, 0 (sandboxed) to 10 (nothing): --threshold counts in tenths; 3.0 at most.
exposure=$(systemd-analyze security --offline=yes --threshold=30 "$unit" 2>&1 | tail -n 1) ||
  fail "sandboxing weaker than expected: $exposure"
ok "sandboxing: ${exposure#→ }"
"$binary" serve --help >"$work/serve-help.txt"
for variable in DATABASE_URL MYBIZ_PUBLIC_URL MYBIZ_TRUSTED_PROXIES MYBIZ_NO_DEMO_DATA MYBIZ_HOST; do
  grep -q "$variable" "$work/serve-help.txt" || fail "mybiz serve --help no longer names $variable"
done
ok "the variables the deployment files set are the ones mybiz serve --help names"

# ---- 3. deploy/nginx.conf ------------------------------------------------------------------------
port1=$(free_port)
port2=$(free_port)
while [ "$port2" = "$port1" ]; do port2=$(free_port); done
proxy_port=$(free_port)
while [ "$proxy_port" = "$port1" ] || [ "$proxy_port" = "$port2" ]; do proxy_port=$(free_port); done
public="http://127.0.0.1:$proxy_port"

step "deploy/nginx.conf: nginx -t"
# Outside compose there is no DNS for mybiz-1 and mybiz-2 (nginx -t resolves them) and the
# instances cannot both listen on 8080: the copy sends them to two local ports, listens on a free
# port on loopback, and runs its workers as Debian's www-data (the official image's user is nginx).
# Nothing else is changed.
conf="$work/nginx.conf"
sed -e "s|server mybiz-1:8080 |server 127.0.0.1:$port1 |" \
  -e "s|server mybiz-2:8080 |server 127.0.0.1:$port2 |" \
  -e "s|^\( *\)listen 8080;|\1listen 127.0.0.1:$proxy_port;|" \
  -e "s|^user nginx;|user www-data;|" \
  "$repo/deploy/nginx.conf" >"$conf"
[ "$(grep -c -e "server 127.0.0.1:$port1 " -e "server 127.0.0.1:$port2 " -e "listen 127.0.0.1:$proxy_port;" -e "^user www-data;" "$conf")" = 4 ] ||
  fail "deploy/nginx.conf no longer has the lines this check replaces (server mybiz-1:8080, server mybiz-2:8080, listen 8080, user nginx)"
if [ "$(id -u)" != 0 ]; then sed -i '/^user /d' "$conf"; fi
mkdir -p "$work/nginx"
nginx_args=(-p "$work/nginx" -c "$conf" -e "$work/nginx-startup.log")
nginx -t -q "${nginx_args[@]}" -g "pid $work/nginx.pid;" || fail "nginx -t"
ok "nginx -t accepts it (upstreams 127.0.0.1:$port1 and :$port2, listening on :$proxy_port)"

# ---- 4. the topology, live -----------------------------------------------------------------------
step "PostgreSQL 15 (throwaway, .ci/postgres.sh)"
eval "$("$repo/.ci/postgres.sh" start "$work/postgres" 2>"$work/postgres-start.log")"
database=$MYBIZ_TEST_POSTGRES_URL
ok "$database"

# One instance, as compose runs it, but configured with options: the environment is emptied so
# that no MYBIZ_* or DATABASE_URL of the caller's changes it (demo data on, for the demo login).
instance() { # number port
  env -i PATH="$PATH" LANG=C.UTF-8 "$binary" serve --host 127.0.0.1 --port "$2" --database "$database" \
    --trusted-proxy 127.0.0.1 --public-url "$public" >>"$work/instance$1.log" 2>&1 &
  eval "pid$1=$!"
  pids+=("$!")
}
# Waits until an instance answers /health; 0 when it does, 1 when its process ended first.
wait_healthy() { # number port
  local pid_variable=pid$1
  for _ in $(seq 1 300); do
    curl -fsS --max-time 2 "http://127.0.0.1:$2/health" >/dev/null 2>&1 && return 0
    kill -0 "${!pid_variable}" 2>/dev/null || return 1
    sleep 0.2
  done
  fail "instance $1 did not answer /health on port $2 within 60 s"
}

# Both at once, as compose starts them: their migrations take turns (an advisory lock), so both must
# come up on the first try.
step "two instances started at once on the same new database"
instance 1 "$port1"
instance 2 "$port2"
for n in 1 2; do
  port_variable=port$n
  if ! wait_healthy "$n" "${!port_variable}"; then
    grep -v ' info ' "$work/instance$n.log" | tail -n 3 | sed 's/^/     /' >&2
    fail "instance $n exited while starting beside the other"
  fi
  ok "instance $n answers on port ${!port_variable}"
done

step "compose's healthcheck command against instance 1"
healthcheck=$("$yaml_python" -c 'import sys, yaml
c = yaml.safe_load(open(sys.argv[1]))
print(c["services"]["mybiz-1"]["healthcheck"]["test"][-1])' "$work/compose-resolved.yaml")
timeout 5 bash -c "${healthcheck//127.0.0.1\/8080/127.0.0.1/$port1}" || fail "the healthcheck command failed or hung"
ok "exits 0 within 5 s"

step "nginx in front, on $public"
nginx "${nginx_args[@]}" -g "pid $work/nginx.pid; daemon off;" >"$work/nginx.log" 2>&1 &
nginx_pid=$!
for _ in $(seq 1 50); do
  curl -fsS --max-time 2 "$public/health" >/dev/null 2>&1 && break
  kill -0 "$nginx_pid" 2>/dev/null || fail "nginx exited"
  sleep 0.2
done

step "GET /health through nginx"
health=$(curl -fsS --max-time 10 "$public/health") || fail "GET /health"
[ "$(json status <<<"$health")" = ok ] || fail "/health answered $health"
ok "$health"

step "GET /items/1 through nginx: the market's first page, in JSON"
curl -fsS --max-time 10 -o "$work/items.json" -w '%{content_type}' "$public/items/1" >"$work/items.type" || fail "GET /items/1"
grep -q '^application/json' "$work/items.type" || fail "/items/1 is $(cat "$work/items.type")"
count=$(python3 -c 'import json, sys; print(len(json.load(open(sys.argv[1]))["items"]))' "$work/items.json")
[ "$count" -gt 0 ] || fail "/items/1 lists no items"
ok "$(cat "$work/items.type"), $count items"

step "MyBiz login through nginx, then the token on both instances"
login=$(curl -fsS --max-time 30 -u agent@shield.org:hailHydra -X POST "$public/api/users/login") || fail "login"
token=$(json token <<<"$login")
[ -n "$token" ] || fail "no token in $login"
ok "logged in as $(json user username <<<"$login")"
before1=$(grep -c 'GET /api/users/me 200' "$work/instance1.log" || true)
before2=$(grep -c 'GET /api/users/me 200' "$work/instance2.log" || true)
for i in 1 2 3 4 5 6; do
  me=$(curl -fsS --max-time 10 -H "Authorization: Bearer $token" "$public/api/users/me") || fail "GET /api/users/me #$i"
  [ "$(json username <<<"$me")" = agent@shield.org ] || fail "GET /api/users/me #$i answered $me"
done
after1=$(grep -c 'GET /api/users/me 200' "$work/instance1.log" || true)
after2=$(grep -c 'GET /api/users/me 200' "$work/instance2.log" || true)
served1=$((after1 - before1))
served2=$((after2 - before2))
{ [ "$served1" -gt 0 ] && [ "$served2" -gt 0 ]; } ||
  fail "round-robin: instance 1 answered $served1 of the 6, instance 2 $served2"
ok "6 × GET /api/users/me accepted the token: $served1 answered by instance 1, $served2 by instance 2"

step "registering a product with a photo through nginx"
photo="$repo/Tests/Fixtures/images/photo.jpg"
[ -f "$photo" ] || fail "$photo is missing"
curl -fsS --max-time 60 -o "$work/item.json" \
  -F title="Deploy check lamp" -F descriptions="Registered through the proxy." -F price=10 -F currency=USD \
  -F stock=1 -F password=pw -F "images[]=@$photo;type=image/jpeg" "$public/item" || fail "POST /item"
item_id=$(json id <"$work/item.json")
image_url=$(json images 0 <"$work/item.json")
thumbnail_url=$(json thumbnails 0 <"$work/item.json")
ok "item $item_id"
for url in "$image_url" "$thumbnail_url"; do
  case "$url" in
    "$public"/*) ok "URL made with the public URL: $url" ;;
    *) fail "the URL $url does not start with the public URL $public" ;;
  esac
done
for url in "$image_url" "$thumbnail_url"; do
  type=$(curl -fsS --max-time 10 -o "$work/image.bin" -w '%{content_type}' "$url") || fail "GET $url"
  [ "$(head -c 3 "$work/image.bin" | od -An -tx1 | tr -d ' \n')" = ffd8ff ] || fail "$url is not a JPEG ($type)"
  ok "GET $url: $type, $(wc -c <"$work/image.bin") bytes"
done
for i in 1 2; do
  detail=$(curl -fsS --max-time 10 "$public/item/$item_id") || fail "GET /item/$item_id #$i"
  [ "$(json title <<<"$detail")" = "Deploy check lamp" ] || fail "GET /item/$item_id #$i answered $detail"
done
ok "GET /item/$item_id twice (one per instance): the same item"
listed=$(python3 -c 'import json, sys; print(any(item["id"] == int(sys.argv[2]) for item in json.load(open(sys.argv[1]))["items"]))' \
  <(curl -fsS --max-time 10 "$public/items/1") "$item_id")
[ "$listed" = True ] || fail "item $item_id is not on /items/1"
ok "listed on /items/1"

step "nginx refuses a body over 60 MB with the server's JSON error"
status=$(curl -sS --max-time 10 -o "$work/too-large.json" -w '%{http_code}' -H 'Expect:' \
  -H 'Content-Type: multipart/form-data; boundary=x' -H 'Content-Length: 62914561' \
  --data-binary 'x' "$public/item" 2>/dev/null || true)
[ "$status" = 413 ] || fail "a 60 MB + 1 byte body got $status"
[ "$(json error <"$work/too-large.json")" = True ] || fail "413 body: $(cat "$work/too-large.json")"
ok "413 $(cat "$work/too-large.json")"

step "SIGTERM: both instances stop and exit 0"
for n in 1 2; do
  pid_variable=pid$n
  kill -TERM "${!pid_variable}"
done
for n in 1 2; do
  pid_variable=pid$n
  set +e
  wait "${!pid_variable}"
  status=$?
  set -e
  [ "$status" = 0 ] || fail "instance $n exited with status $status after SIGTERM"
  ok "instance $n exited 0"
done
pids=()

step "with both instances stopped, nginx answers 503 in the server's JSON shape"
status=$(curl -sS --max-time 20 -o "$work/unavailable.json" -w '%{http_code}' "$public/health" || true)
[ "$status" = 503 ] || fail "GET /health with no instance got $status"
[ "$(json error <"$work/unavailable.json")" = True ] || fail "503 body: $(cat "$work/unavailable.json")"
ok "503 $(cat "$work/unavailable.json")"

printf '\ndeploy check passed in %d s\n' $((SECONDS - started))
