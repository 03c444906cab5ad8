#!/usr/bin/env bash
# Issue 14: how the PostgreSQL path grows with the region, against SQLite on the same file: a
# generated grid of each size (`bench generate`, seed 1, as Benchmarks/scale/run.sh) imported into
# a new SQLite file and into a new PostgreSQL schema (wall time, peak RSS), then served from each
# (start = launch until /healthz answers, which needs the walking graph loaded: from the file
# beside SQLite, from bytea chunks in PostgreSQL), with the server's RSS once ready. Release build.
#
#   [WORK=DIR] Benchmarks/postgres/scale.sh [WAY_NODES…]     (default 300000 1500000)
#
# PostgreSQL from TOILETNOW_PG_URL (its database; each size in a new schema), else scripts/pg-local.
set -euo pipefail
cd "$(dirname "$0")/../.."
sizes=("${@:-300000 1500000}")
[ $# -eq 0 ] && sizes=(300000 1500000)
swift build -c release --product toiletnow >/dev/null 2>&1
bin=$(swift build -c release --show-bin-path)/toiletnow
work=${WORK:-$(mktemp -d)}
mkdir -p "$work"
if [ -n "${TOILETNOW_PG_URL:-}" ]; then pg=$TOILETNOW_PG_URL; else
  export PG_LOCAL_DIR=${PG_LOCAL_DIR:-$PWD/var/pg-bench} PG_LOCAL_PORT=${PG_LOCAL_PORT:-18440}
  scripts/pg-local start >/dev/null
  pg=$(scripts/pg-local url)
fi
seconds_of() { awk -F: '{ if (NF == 3) print $1 * 3600 + $2 * 60 + $3; else if (NF == 2) print $1 * 60 + $2; else print $1 }' <<<"$1"; }
timed_import() {  # database, pbf, label -> "wall s, peak MiB"
  /usr/bin/time -v "$bin" import "$2" --region gen --timezone Europe/Berlin --country DE --database "$1" >"$work/import-$3.out" 2>"$work/import-$3.time"
  echo "$(seconds_of "$(awk -F': ' '/Elapsed/ {print $2}' "$work/import-$3.time")") s, $(awk -F': ' '/Maximum resident/ {printf "%.0f", $2 / 1024}' "$work/import-$3.time") MiB"
}
serve_start() {  # database, port -> "start s, RSS MiB"
  local started=$(date +%s.%N)
  "$bin" serve --database "$1" --port "$2" --log-level error >/dev/null 2>&1 &
  local pid=$!
  until curl -sf "localhost:$2/healthz" >/dev/null 2>&1; do sleep 0.02; done
  local ready=$(date +%s.%N)
  echo "$(awk -v a="$started" -v b="$ready" 'BEGIN {printf "%.2f", b - a}') s, $(awk '/VmRSS/ {printf "%.0f", $2 / 1024}' /proc/$pid/status) MiB"
  kill $pid; wait $pid 2>/dev/null || true
}
echo "date: $(date -u +%Y-%m-%dT%H:%MZ); $(nproc) cores; release build"
echo "| way nodes | network file | import SQLite | import PostgreSQL | start SQLite | start PostgreSQL |"
echo "|---|---|---|---|---|---|"
for nodes in "${sizes[@]}"; do
  pbf=$work/grid-$nodes.osm.pbf
  [ -s "$pbf" ] || "$bin" bench generate --kind grid --way-nodes "$nodes" --toilets $((nodes * 3 / 1000)) --output "$pbf" >/dev/null
  rm -rf "$work/db-$nodes"; mkdir -p "$work/db-$nodes"
  schema="bench_scale_${nodes}_$$"
  url="$pg$([[ $pg == *\?* ]] && echo "&" || echo "?")search_path=$schema,public"
  si=$(timed_import "$work/db-$nodes/db.sqlite" "$pbf" "sqlite-$nodes")
  pi=$(timed_import "$url" "$pbf" "pg-$nodes")
  file=$(grep -o 'network file [0-9.]* [MG]B' "$work/import-sqlite-$nodes.out" | awk '{print $3, $4}')
  ss=$(serve_start "$work/db-$nodes/db.sqlite" 8471)
  ps=$(serve_start "$url" 8472)
  echo "| $nodes | $file | $si | $pi | $ss | $ps |"
done
[ -z "${TOILETNOW_PG_URL:-}" ] && scripts/pg-local stop >/dev/null 2>&1 || true
