#!/usr/bin/env bash
# Issue 14: the same server on PostgreSQL and on SQLite, same data, same run. Each round measures,
# for SQLite then PostgreSQL: /healthz, /api/nearest (wrk -t1 -c64, 1,000 seeded points, with
# latency), then contribution writes (wrk -t1 -c8, 8 device tokens: ratings, votes, "Was it
# open?", confirmations about 20 toilets, as Benchmarks/community/writes.sh). Both servers run
# all the time, so each side sees the same load from the machine. Prints every round and the
# medians, and the PostgreSQL/SQLite ratios.
#
#   Benchmarks/postgres/compare.sh [SECONDS] [ROUNDS]
#
# DATA (default Data/osm/... Malta from ../shared) with REGION, TZ, COUNTRY, BOX; PostgreSQL from
# TOILETNOW_PG_URL, else a throwaway one through scripts/pg-local. Release build.
set -euo pipefail
cd "$(dirname "$0")/../.."
seconds=${1:-8} rounds=${2:-3}
data=${DATA:-../shared/data/osm/malta-2018.osm.pbf} region=${REGION:-malta} tz=${TZ_NAME:-Europe/Malta} country=${COUNTRY:-MT}
box=${BOX:-35.82,14.38,0.12,0.18}
command -v wrk >/dev/null || { apt-get update -qq && apt-get install -y -qq wrk >/dev/null; }
swift build -c release --product toiletnow >/dev/null
bin=$(swift build -c release --show-bin-path)/toiletnow
work=$(mktemp -d)
if [ -n "${TOILETNOW_PG_URL:-}" ]; then pg=$TOILETNOW_PG_URL; else
  # Not under mktemp's folder: the server runs as the postgres user, who cannot enter it.
  export PG_LOCAL_DIR=${PG_LOCAL_DIR:-$PWD/var/pg-bench} PG_LOCAL_PORT=${PG_LOCAL_PORT:-18440}
  scripts/pg-local start >/dev/null
  pg=$(scripts/pg-local url)
fi
pids=()
cleanup() { kill "${pids[@]}" 2>/dev/null || true; [ -z "${TOILETNOW_PG_URL:-}" ] && scripts/pg-local stop >/dev/null 2>&1 && rm -rf "$PG_LOCAL_DIR"; rm -rf "$work"; }
trap cleanup EXIT
"$bin" import "$data" --region "$region" --timezone "$tz" --country "$country" --database "$work/db.sqlite" >/dev/null
"$bin" import "$data" --region "$region" --timezone "$tz" --country "$country" --database "$pg" >/dev/null
"$bin" serve --port 8451 --database "$work/db.sqlite" --log-level error --write-limit 1000000 >/dev/null & pids+=($!)
"$bin" serve --port 8452 --database "$pg" --log-level error --write-limit 1000000 >/dev/null & pids+=($!)
for port in 8451 8452; do until curl -sf localhost:$port/healthz >/dev/null; do sleep 0.1; done; done
tokens() { for _ in $(seq 8); do curl -sf -X POST "localhost:$1/api/devices" | python3 -c 'import json,sys; print(json.load(sys.stdin)["token"])'; done | paste -sd,; }
toilets() { curl -sf "localhost:$1/api/nearest?lat=${LAT:-35.8989}&lon=${LON:-14.5146}&limit=20" | python3 -c 'import json,sys; print(",".join(str(r["toilet"]["id"]) for r in json.load(sys.stdin)["results"]))'; }
declare -A tok til
for port in 8451 8452; do tok[$port]=$(tokens $port); til[$port]=$(toilets $port); done
echo "date: $(date -u +%Y-%m-%dT%H:%MZ); $(nproc) cores; data $data; wrk -d${seconds}s; $rounds rounds"
echo "round store healthz-req/s nearest-req/s nearest-p99 writes/s writes-p99"
ms() { awk '{v = $1; if (v ~ /us$/) v = v / 1000; else if (v ~ /ms$/) v = v + 0; else if (v ~ /s$/) v = v * 1000; print v}'; }
rows=$(mktemp)
for round in $(seq "$rounds"); do
  for port in 8451 8452; do
    store=sqlite; [ $port = 8452 ] && store=postgres
    h=$(ENDPOINT=healthz BOX=$box wrk -t1 -c64 -d"${seconds}s" -s Benchmarks/http/points.lua "http://127.0.0.1:$port" | awk '/Requests\/sec/ {print $2}')
    out=$(ENDPOINT=nearest BOX=$box wrk -t1 -c64 -d"${seconds}s" --latency -s Benchmarks/http/points.lua "http://127.0.0.1:$port")
    n=$(awk '/Requests\/sec/ {print $2}' <<<"$out") np=$(awk '$1 == "99%" {print $2}' <<<"$out" | ms)
    out=$(TOKENS=${tok[$port]} TOILETS=${til[$port]} wrk -t1 -c8 -d"${seconds}s" --latency -s Benchmarks/community/writes.lua "http://127.0.0.1:$port")
    w=$(awk '/Requests\/sec/ {print $2}' <<<"$out") wp=$(awk '$1 == "99%" {print $2}' <<<"$out" | ms)
    echo "$round $store $h $n $np $w $wp" | tee -a "$rows"
  done
done
median() { sort -g | awk '{a[NR] = $1} END {print (NR % 2 ? a[(NR + 1) / 2] : (a[NR / 2] + a[NR / 2 + 1]) / 2)}'; }
for column in 3 4 5 6 7; do
  s=$(awk -v c=$column '$2 == "sqlite" {print $c}' "$rows" | median) p=$(awk -v c=$column '$2 == "postgres" {print $c}' "$rows" | median)
  name=$(echo "healthz-req/s nearest-req/s nearest-p99-ms writes/s writes-p99-ms" | cut -d' ' -f$((column - 2)))
  awk -v n="$name" -v s="$s" -v p="$p" 'BEGIN {printf "median %s: sqlite %s, postgres %s, postgres/sqlite %.3f\n", n, s, p, p / s}'
done
rm -f "$rows"
