# Sourced by the wrk benchmarks with their arguments: sets `database` (empty: a new SQLite file),
# `seconds`, `rounds` and `connections` from --database, --seconds and --rounds, or their defaults.
database=""
seconds=10
rounds=3
connections=64
while [ $# -gt 0 ]; do
  case "$1" in
    --database) database=$2; shift 2 ;;
    --seconds) seconds=$2; shift 2 ;;
    --rounds) rounds=$2; shift 2 ;;
    *) echo "unknown option $1" >&2; exit 2 ;;
  esac
done
