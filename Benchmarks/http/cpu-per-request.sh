#!/usr/bin/env bash
# The server's CPU time per request (user + system, from /proc) for /healthz and /api/nearest,
# two builds side by side in interleaved rounds on copies of the same database: a figure that
# the other core's load disturbs far less than requests per second do.
#
#   Benchmarks/http/cpu-per-request.sh OLD_BINARY NEW_BINARY DATABASE [ROUNDS] [SECONDS]
#
# BOX (minLat,minLon,height,width for points.lua) defaults to Malta's; AT defaults to a
# Wednesday noon so that the hour of the run does not change the walks.
set -euo pipefail
cd "$(dirname "$0")/../.."
[ $# -ge 3 ] || { sed -n 2,9p "$0"; exit 2; }
old=$1 new=$2 database=$3 rounds=${4:-3} seconds=${5:-4}
export AT=${AT:-2026-11-25T12:00:00+01:00}
box=${BOX:-35.82,14.38,0.12,0.18}
command -v wrk >/dev/null || { apt-get update -qq && apt-get install -y -qq wrk >/dev/null; }
work=$(mktemp -d)
# One copy of the database each: two servers do not share one database folder.
for side in old new; do mkdir -p "$work/$side"; cp -r "$(dirname "$database")"/. "$work/$side/"; done
"$old" serve --port 8211 --database "$work/old/$(basename "$database")" --log-level error >/dev/null 2>&1 &
old_pid=$!
"$new" serve --port 8212 --database "$work/new/$(basename "$database")" --log-level error >/dev/null 2>&1 &
new_pid=$!
trap 'kill $old_pid $new_pid 2>/dev/null; rm -rf "$work"' EXIT
until curl -sf localhost:8211/healthz >/dev/null && curl -sf localhost:8212/healthz >/dev/null; do sleep 0.1; done
ticks() { awk '{print $14 + $15}' "/proc/$1/stat"; }
hz=$(getconf CLK_TCK)
echo "date: $(date -u +%Y-%m-%dT%H:%MZ); $(nproc) cores; database $database; wrk -t1 -c16 -d${seconds}s; nearest at $AT"
echo "round endpoint build req/s server-µs-per-request"
for round in $(seq "$rounds"); do
  for endpoint in healthz nearest; do
    for side in old new; do
      pid=$old_pid port=8211
      [ $side = new ] && pid=$new_pid port=8212
      before=$(ticks $pid)
      out=$(ENDPOINT=$endpoint BOX=$box wrk -t1 -c16 -d"${seconds}s" -s Benchmarks/http/points.lua "http://127.0.0.1:$port")
      after=$(ticks $pid)
      requests=$(awk '/requests in/ {print $1}' <<<"$out")
      rps=$(awk '/Requests\/sec/ {print $2}' <<<"$out")
      awk -v r="$round" -v e="$endpoint" -v s="$side" -v q="$rps" -v t=$((after - before)) -v n="$requests" -v hz="$hz" \
        'BEGIN {printf "%s %s %s %s %.1f\n", r, e, s, q, t * 1e6 / hz / n}'
    done
  done
done
