#!/usr/bin/env bash
# Runs every example in README.md, so the README cannot drift from the program it describes.
#
# Every fenced ```sh block of README.md is read, one command per line (a line ending in `\` goes on
# with the next; blank lines and comment lines are skipped), and each command runs in order in one
# bash shell, so a variable one command sets is there for the next. Blocks that are not commands use
# another fence language (```swift, ```text, ```console without `$`); a ```bash, ```shell or ```zsh
# block, an unlabelled fence, or a ```console block with `$ ` lines is refused, so "every ```sh block
# runs" stays the whole rule.
#
# - `mybiz …`, `swift run [-c CONFIG] mybiz …` and `.build/{debug,release}/mybiz …` run BIN, an
#   already built `mybiz` (this script never builds Swift). `swift test` and `swift build` are
#   skipped with a note: .ci/run builds and tests as stages of their own. Any other `swift` is refused.
# - The `mybiz serve` example starts in the background on a free port (MYBIZ_PORT) with a fresh SQLite
#   database and the demo data, in SCRATCH/work; the script waits for /health before going on, and at
#   the end stops it with SIGTERM and requires exit status 0 (a graceful stop). MYBIZ_SERVER points
#   the other commands at it, and `127.0.0.1:8080` / `localhost:8080` in a command become its port.
# - `curl` runs with --fail (and quietly), so an error status fails the example.
# - Commands that ask something get their answers on standard input from rx_answers below, keyed by
#   the command's start; every other command's standard input is empty (never a terminal), so a prompt
#   nobody answers fails instead of waiting.
# - Each command must exit 0; one whose line ends in a comment `# fails: …` must exit non-zero (but
#   not 126 or 127: a command that is missing is never the failure meant).
# - HOME and the XDG folders are under SCRATCH, and MYBIZ_* / DATABASE_URL from the caller's
#   environment are dropped: nothing of the user's is read or touched.
#
# Each command is printed before it runs; on a failure its output is printed and the script exits 1
# (README_EXAMPLES_KEEP_GOING=1 runs the rest as well and exits 1 at the end). Every command's output
# is kept in SCRATCH/logs. SCRATCH is created, or emptied when an earlier run of this script made it.
#
# It also checks the links of README.md and docs/*.md: each is a file inside the repository, or the
# local server (127.0.0.1, localhost).
#
# Usage: .ci/readme-examples.sh BIN SCRATCH    e.g. .ci/readme-examples.sh .build/debug/mybiz /tmp/readme
set -euo pipefail

if [[ $# -ne 2 ]]; then
  echo "usage: .ci/readme-examples.sh BIN SCRATCH  (BIN: a built mybiz; SCRATCH: a directory for the run)" >&2
  exit 64
fi
if [[ ! -f $1 || ! -x $1 ]]; then
  echo "error: $1 is not an executable file; build mybiz first (swift build) and pass its path." >&2
  exit 64
fi
rx_bin=$(cd "$(dirname "$1")" && pwd)/$(basename "$1")
rx_repo=$(cd "$(dirname "$0")/.." && pwd -P)
rx_readme=$rx_repo/README.md
rx_marker=.readme-examples-scratch

# SCRATCH: new, or made by an earlier run (it has our marker file); never someone's folder.
if [[ -e $2 && ! -d $2 ]]; then
  echo "error: $2 is not a directory." >&2
  exit 64
fi
if [[ -d $2 && -n $(ls -A "$2") && ! -e $2/$rx_marker ]]; then
  echo "error: $2 is not empty and was not made by this script; give a new or empty directory." >&2
  exit 64
fi
mkdir -p "$2"
rx_scratch=$(cd "$2" && pwd)
find "$rx_scratch" -mindepth 1 -delete
touch "$rx_scratch/$rx_marker"
mkdir -p "$rx_scratch"/{bin,work,logs} "$rx_scratch/home"/{.config,.local/share,.local/state,.cache,run}
chmod 700 "$rx_scratch/home/run"

# --- The links of README.md and docs/*.md --------------------------------------------------------

rx_link_problems=0
for rx_file in "$rx_readme" "$rx_repo"/docs/*.md; do
  rx_dir=$(dirname "$rx_file")
  while IFS= read -r rx_target; do
    rx_target=${rx_target#](}
    rx_target=${rx_target%)}
    rx_target=${rx_target%% *} # a link's title, after a space
    case $rx_target in
      http://127.0.0.1[:/]* | http://localhost[:/]*) continue ;;
      http:* | https:* | ftp:* | mailto:* | //*)
        echo "link: ${rx_file#"$rx_repo"/} links outside the repository: $rx_target" >&2
        rx_link_problems=$((rx_link_problems + 1))
        continue
        ;;
      '#'* | '') continue ;;
    esac
    rx_path=$rx_dir/${rx_target%%#*}
    if [[ ! -e $rx_path ]]; then
      echo "link: ${rx_file#"$rx_repo"/} links to a file that does not exist: $rx_target" >&2
      rx_link_problems=$((rx_link_problems + 1))
      continue
    fi
    [[ -d $rx_path ]] || rx_path=$(dirname "$rx_path")
    if [[ $(cd "$rx_path" && pwd -P)/ != "$rx_repo"/* ]]; then
      echo "link: ${rx_file#"$rx_repo"/} links outside the repository: $rx_target" >&2
      rx_link_problems=$((rx_link_problems + 1))
    fi
  done < <(grep -oE '\]\([^)]*\)' "$rx_file" || true)
done
rx_failures=0
if [[ $rx_link_problems -gt 0 ]]; then
  echo "error: $rx_link_problems broken or outside link(s) in README.md and docs/ (above)." >&2
  rx_failures=1
  [[ ${README_EXAMPLES_KEEP_GOING-} == 1 ]] || exit 1
else
  echo "== links of README.md and docs/*.md: each is a file in the repository"
fi

# --- The examples: every ```sh block of README.md --------------------------------------------------

rx_commands=()  # each command, as written (continuation lines joined)
rx_locations=() # README.md:LINE where it starts
# shellcheck disable=SC2016 # the backticks are the fence's, not a command substitution
rx_fence_re='^([[:space:]]*)(```+|~~~+)[[:space:]]*([^[:space:]`]*)'
rx_fence=''
rx_language=''
rx_indent=0
rx_pending=''
rx_pending_line=0
rx_number=0
rx_refuse() {
  echo "error: README.md:$rx_number: $1" >&2
  exit 1
}
while IFS= read -r rx_line || [[ -n $rx_line ]]; do
  rx_number=$((rx_number + 1))
  if [[ -z $rx_fence ]]; then
    if [[ $rx_line =~ $rx_fence_re ]]; then
      rx_indent=${#BASH_REMATCH[1]}
      rx_fence=${BASH_REMATCH[2]}
      rx_language=${BASH_REMATCH[3]}
      case $rx_language in
        '') rx_refuse "a fence without a language: use \`\`\`sh for commands (they are run) or \`\`\`text." ;;
        bash | shell | zsh | shell-session | shellsession | console-session)
          rx_refuse "\`\`\`$rx_language: write \`\`\`sh for commands (they are run), \`\`\`text for anything else." ;;
      esac
    fi
    continue
  fi
  rx_trimmed=${rx_line#"${rx_line%%[![:space:]]*}"}
  rx_trimmed=${rx_trimmed%"${rx_trimmed##*[![:space:]]}"}
  if [[ $rx_trimmed == "$rx_fence" ]]; then
    [[ -z $rx_pending ]] || rx_refuse "the block ends after a line ending in \\."
    rx_fence=''
    continue
  fi
  if [[ $rx_language == console && $rx_trimmed == '$ '* ]]; then
    rx_refuse "a \`\`\`console block with \`\$ \` commands: make the commands a \`\`\`sh block (they are run)."
  fi
  [[ $rx_language == sh ]] || continue
  # The block's own indentation (inside a list item) is not part of the command.
  rx_strip=$rx_indent
  while [[ $rx_strip -gt 0 && $rx_line == [[:space:]]* ]]; do
    rx_line=${rx_line:1}
    rx_strip=$((rx_strip - 1))
  done
  if [[ -z $rx_pending ]]; then
    [[ -n $rx_trimmed && $rx_trimmed != '#'* ]] || continue
    rx_pending_line=$rx_number
  fi
  if [[ $rx_line == *\\ ]]; then
    rx_pending+=$rx_line$'\n' # the shell joins the lines, as it would in a terminal
    continue
  fi
  rx_pending+=$rx_line
  rx_commands+=("$rx_pending")
  rx_locations+=("README.md:$rx_pending_line")
  rx_pending=''
done <"$rx_readme"
[[ -z $rx_fence ]] || rx_refuse "the file ends inside a \`\`\`$rx_language block."
if [[ ${#rx_commands[@]} -eq 0 ]]; then
  echo "error: README.md has no \`\`\`sh examples." >&2
  exit 1
fi

# --- Where they run ---------------------------------------------------------------------------------

# The files the examples name: a photo of a lamp, from the test fixtures (any small JPEG and PNG do).
cp "$rx_repo/Tests/Fixtures/images/photo.jpg" "$rx_scratch/work/lamp.jpg"
cp "$rx_repo/Tests/Fixtures/images/badge.png" "$rx_scratch/work/lamp-side.png"

# `mybiz` on the PATH is BIN; when it serves, it leaves its process id for the stop at the end.
# shellcheck disable=SC2016 # the wrapper's own variables, expanded when it runs
printf '#!/usr/bin/env bash\nif [[ ${1-} == serve && -n ${RX_SERVE_PIDFILE-} ]]; then echo $$ >"$RX_SERVE_PIDFILE"; fi\nexec %q "$@"\n' \
  "$rx_bin" >"$rx_scratch/bin/mybiz"
chmod +x "$rx_scratch/bin/mybiz"

# Nothing of the caller's: no server, database or store settings, and a home of its own. (On a Mac,
# Foundation finds the home folder through CFFIXED_USER_HOME.)
for rx_name in $(compgen -e); do
  case $rx_name in MYBIZ_* | DATABASE_URL) unset "$rx_name" ;; esac
done
export HOME=$rx_scratch/home
export CFFIXED_USER_HOME=$HOME
export XDG_CONFIG_HOME=$HOME/.config XDG_DATA_HOME=$HOME/.local/share XDG_STATE_HOME=$HOME/.local/state
export XDG_CACHE_HOME=$HOME/.cache XDG_RUNTIME_DIR=$HOME/run
export PATH=$rx_scratch/bin:$PATH
export RX_SERVE_PIDFILE=$rx_scratch/logs/serve.pid

# A free port for the server, in place of 8080 (which may be in use here).
rx_port=$(python3 -c 'import socket; s = socket.socket(); s.bind(("127.0.0.1", 0)); print(s.getsockname()[1]); s.close()')
export MYBIZ_PORT=$rx_port
export MYBIZ_SERVER=http://127.0.0.1:$rx_port

# `swift run mybiz …` is BIN; the tests and builds are .ci/run's own stages.
swift() {
  case ${1-} in
    run)
      shift
      case ${1-} in -c | --configuration) shift 2 ;; -c=* | --configuration=*) shift ;; esac
      if [[ ${1-} != mybiz ]]; then
        echo "readme-examples: only \`swift run mybiz …\` can run here, not \`swift run $*\`." >&2
        return 127
      fi
      shift
      mybiz "$@"
      ;;
    test | build) echo "(skipped: \`swift $*\` — .ci/run builds and runs the tests as stages of their own)" ;;
    *)
      echo "readme-examples: \`swift $*\` is not something this script can run." >&2
      return 127
      ;;
  esac
}

# An error status is a failed example.
curl() {
  command curl --fail --silent --show-error "$@"
}

# What a command that asks something reads from standard input, by how the command starts (after
# `swift run` is taken off): a password (the prompt reads the first line when standard input is not a
# terminal), then the answer to a [y/N] question.
rx_answers() {
  case $1 in
    'mybiz biz login agent@shield.org'*) printf '%s\n' hailHydra ;;
    'mybiz biz login admin@mybiz.example'*) printf '%s\n' admin1234 ;;
    'mybiz market add '* | 'mybiz market edit '*) printf '%s\n' lamp-pass ;;
    'mybiz market delete '*) printf '%s\n' lamp-pass y ;;
    'mybiz todo clear'*) printf '%s\n' y ;;
  esac
}

rx_serve_job=''
rx_stop_server() {
  local pid
  [[ -n $rx_serve_job ]] || return 0
  pid=$(cat "$RX_SERVE_PIDFILE" 2>/dev/null || true)
  if [[ -n $pid ]] && kill -0 "$pid" 2>/dev/null; then
    kill -TERM "$pid"
    for _ in $(seq 1 100); do
      kill -0 "$pid" 2>/dev/null || break
      sleep 0.1
    done
    kill -0 "$pid" 2>/dev/null && kill -KILL "$pid"
  fi
  return 0
}
trap rx_stop_server EXIT

# --- Run them ---------------------------------------------------------------------------------------

cd "$rx_scratch/work"
echo "== the examples of README.md (${#rx_commands[@]} commands), mybiz = $rx_bin, server on port $rx_port"
rx_expected_failures=0
for rx_index in "${!rx_commands[@]}"; do
  rx_command=${rx_commands[$rx_index]}
  rx_where=${rx_locations[$rx_index]}
  rx_log=$rx_scratch/logs/$(printf '%03d' "$rx_index").log
  rx_input=$rx_scratch/logs/$(printf '%03d' "$rx_index").stdin
  printf '$ %s    [%s]\n' "${rx_command//$'\n'/$'\n    '}" "$rx_where"

  rx_run=${rx_command//127.0.0.1:8080/127.0.0.1:$rx_port}
  rx_run=${rx_run//localhost:8080/localhost:$rx_port}
  rx_run=${rx_run//.build\/debug\/mybiz/mybiz}
  rx_run=${rx_run//.build\/release\/mybiz/mybiz}
  rx_start=$rx_run
  if [[ $rx_start =~ ^swift[[:space:]]+run[[:space:]]+((-c|--configuration)[[:space:]]+[a-z]+[[:space:]]+)?mybiz([[:space:]]|$) ]]; then
    rx_start=mybiz${rx_start#*mybiz}
  fi
  if [[ $rx_start =~ ^swift[[:space:]]+(test|build)([[:space:]]|$) ]]; then
    echo "   (skipped: .ci/run builds and runs the tests as stages of their own)"
    continue
  fi
  rx_answers "$rx_start" >"$rx_input"
  if ! bash -n <<<"$rx_run" 2>"$rx_log"; then
    cat "$rx_log" >&2
    echo "error: $rx_where is not a whole shell command on its line(s)." >&2
    exit 1
  fi

  if [[ $rx_start =~ ^mybiz[[:space:]]+serve([[:space:]]|$) ]]; then
    if [[ -n $rx_serve_job ]]; then
      echo "error: $rx_where starts a second server; the README's examples share one." >&2
      exit 1
    fi
    if [[ $rx_start == *--port* ]]; then
      echo "error: $rx_where names --port; the script chooses the port (MYBIZ_PORT)." >&2
      exit 1
    fi
    eval "$rx_run" <"$rx_input" >"$rx_scratch/logs/serve.log" 2>&1 &
    rx_serve_job=$!
    rx_ready=''
    for _ in $(seq 1 600); do
      if ! kill -0 "$rx_serve_job" 2>/dev/null; then break; fi
      if command curl --silent --fail --max-time 2 "http://127.0.0.1:$rx_port/health" >/dev/null 2>&1; then
        rx_ready=yes
        break
      fi
      sleep 0.1
    done
    if [[ -z $rx_ready ]]; then
      cat "$rx_scratch/logs/serve.log" >&2
      if kill -0 "$rx_serve_job" 2>/dev/null; then
        echo "error: the server of $rx_where did not answer /health on port $rx_port within 60 s (its output above)." >&2
      else
        if wait "$rx_serve_job"; then rx_status=0; else rx_status=$?; fi
        rx_serve_job=''
        echo "error: the server of $rx_where exited with status $rx_status before answering /health (its output above)." >&2
      fi
      exit 1
    fi
    echo "   (serving in the background on port $rx_port)"
    continue
  fi

  if eval "$rx_run" <"$rx_input" >"$rx_log" 2>&1; then rx_status=0; else rx_status=$?; fi

  rx_problem=''
  if [[ $rx_command =~ [[:space:]]#[[:space:]]*fails: ]]; then
    if [[ $rx_status -eq 0 ]]; then
      rx_problem="it should fail (# fails: …) but exited 0"
    elif [[ $rx_status -eq 126 || $rx_status -eq 127 ]]; then
      rx_problem="it could not run at all (exit status $rx_status)"
    else
      rx_expected_failures=$((rx_expected_failures + 1))
      echo "   (failed as the README says, exit status $rx_status:)"
      sed 's/^/   | /' "$rx_log"
    fi
  elif [[ $rx_status -ne 0 ]]; then
    rx_problem="exit status $rx_status"
  fi
  if [[ -n $rx_problem ]]; then
    sed 's/^/   | /' "$rx_log" >&2
    echo "error: $rx_where failed: $rx_problem." >&2
    rx_failures=$((rx_failures + 1))
    [[ ${README_EXAMPLES_KEEP_GOING-} == 1 ]] || exit 1
  fi
done

if [[ -z $rx_serve_job ]]; then
  echo "error: README.md has no \`mybiz serve\` example to run the others against." >&2
  exit 1
fi
echo "$ (SIGTERM to the server: a graceful stop exits 0)"
rx_stop_server
if wait "$rx_serve_job"; then rx_status=0; else rx_status=$?; fi
if [[ $rx_status -ne 0 ]]; then
  tail -n 20 "$rx_scratch/logs/serve.log" | sed 's/^/   | /' >&2
  echo "error: the server exited $rx_status after SIGTERM, not 0." >&2
  rx_failures=$((rx_failures + 1))
fi
rx_serve_job=''

if [[ $rx_failures -gt 0 ]]; then
  echo "error: $rx_failures README example(s) failed (above); every output is in $rx_scratch/logs." >&2
  exit 1
fi
echo "== all ${#rx_commands[@]} README examples ran ($rx_expected_failures failed as they say they do); outputs in $rx_scratch/logs"
