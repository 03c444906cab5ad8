#!/usr/bin/env bash
# Issue 9's figure, nearest / healthz requests per second in the same run, for two builds side
# by side: each round measures old healthz, old nearest, new healthz, new nearest (wrk -t1 -c64,
# 1,000 seeded points, as nearest.sh does), so both builds see the same load from the other
# work on the machine. Prints every round and the median of each build's per-round ratios.
#
#   Benchmarks/http/ratio.sh OLD_BINARY NEW_BINARY DATABASE [SECONDS] [ROUNDS]
#
# BOX (minLat,minLon,height,width for points.lua) defaults to Malta's. Without AT the nearest
# requests ask about "now", as nearest.sh's do.
set -euo pipefail
cd "$(dirname "$0")/../.."
[ $# -ge 3 ] || { sed -n 2,10p "$0"; exit 2; }
old=$1 new=$2 database=$3 seconds=${4:-8} rounds=${5:-3}
box=${BOX:-35.82,14.38,0.12,0.18}
command -v wrk >/dev/null || { apt-get update -qq && apt-get install -y -qq wrk >/dev/null; }
work=$(mktemp -d)
for side in old new; do mkdir -p "$work/$side"; cp -r "$(dirname "$database")"/. "$work/$side/"; done
"$old" serve --port 8231 --database "$work/old/$(basename "$database")" --log-level error >/dev/null 2>&1 &
old_pid=$!
"$new" serve --port 8232 --database "$work/new/$(basename "$database")" --log-level error >/dev/null 2>&1 &
new_pid=$!
trap 'kill $old_pid $new_pid 2>/dev/null; rm -rf "$work"' EXIT
until curl -sf localhost:8231/healthz >/dev/null && curl -sf localhost:8232/healthz >/dev/null; do sleep 0.1; done
echo "date: $(date -u +%Y-%m-%dT%H:%MZ); $(nproc) cores; database $database; wrk -t1 -c64 -d${seconds}s; AT=${AT:-now}"
echo "round build healthz-req/s nearest-req/s ratio"
rows=$(mktemp)
for round in $(seq "$rounds"); do
  for side in old new; do
    port=8231
    [ $side = new ] && port=8232
    # A rate counts only if every answer was a success: a bad AT (say `AT=noon`) makes every
    # nearest request a quick 400, and the ratio would read 0.88.
    rate() {
      local out
      out=$(ENDPOINT=$1 BOX=$box wrk -t1 -c64 -d"${seconds}s" -s Benchmarks/http/points.lua "http://127.0.0.1:$port")
      if grep -q "Non-2xx" <<<"$out"; then echo "ratio.sh: $1 on the $side build answered with errors: $(grep Non-2xx <<<"$out")" >&2; return 1; fi
      awk '/Requests\/sec/ {print $2}' <<<"$out"
    }
    h=$(rate healthz)
    n=$(rate nearest)
    awk -v r="$round" -v s="$side" -v h="$h" -v n="$n" 'BEGIN {printf "%s %s %s %s %.3f\n", r, s, h, n, n / h}' | tee -a "$rows"
  done
done
median() { sort -g | awk '{a[NR] = $1} END {print (NR % 2 ? a[(NR + 1) / 2] : (a[NR / 2] + a[NR / 2 + 1]) / 2)}'; }
for side in old new; do
  echo "$side: median ratio $(awk -v s=$side '$2 == s {print $5}' "$rows" | median)," \
    "median req/s healthz $(awk -v s=$side '$2 == s {print $3}' "$rows" | median), nearest $(awk -v s=$side '$2 == s {print $4}' "$rows" | median)"
done
rm -f "$rows"
