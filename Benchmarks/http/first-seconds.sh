#!/usr/bin/env bash
# A server's first seconds: starts BINARY on DATABASE, then at once 2 s of timed-clients.py (4
# keep-alive clients, every request timed) while `perf stat` counts the server's page faults, then
# a 5 s `wrk -c4` run. Prints the start time, the memory at start, the requests over 4 ms and
# the page faults of the first 2 s, and wrk's p50/p99 for the next 5 s.
#
#   Benchmarks/http/first-seconds.sh BINARY DATABASE
set -euo pipefail
cd "$(dirname "$0")/../.."
[ $# -ge 2 ] || { sed -n 2,7p "$0"; exit 2; }
binary=$1 database=$2 port=${PORT:-8262}
export AT=${AT:-2026-11-25T12:00:00+01:00}
command -v perf >/dev/null || { apt-get update -qq && apt-get install -y -qq linux-perf >/dev/null; }
started=$(date +%s.%N)
"$binary" serve --port "$port" --database "$database" --log-level error >/dev/null 2>&1 &
server=$!
trap 'kill $server 2>/dev/null' EXIT
until curl -sf "localhost:$port/healthz" >/dev/null; do sleep 0.02; done
ready=$(date +%s.%N)
rss=$(awk '/VmRSS/ {print int($2 / 1024)}' "/proc/$server/status")
box=$(curl -sf "localhost:$port/api/regions" | python3 -c '
import json, sys
b = json.load(sys.stdin)[0]["bbox"]
print("%.5f,%.5f,%.5f,%.5f" % (b[1], b[0], b[3] - b[1], b[2] - b[0]))')
faults=$(mktemp)
(perf stat -e page-faults -p $server -- sleep 2 2>&1 | awk '/page-faults/ {print $1}' >"$faults") &
counter=$!
timed=$(python3 Benchmarks/http/timed-clients.py "$port" "$box" 2 4 | awk 'NR == 1')
wait $counter  # not a bare `wait`: that would wait for the server too
latency=$(ENDPOINT=nearest BOX=$box wrk -t1 -c4 -d5s --latency -s Benchmarks/http/points.lua "http://127.0.0.1:$port" \
  | awk '$1 == "50%" || $1 == "99%" {printf "%s %s ", $1, $2}')
echo "start $(awk -v a="$started" -v b="$ready" 'BEGIN {printf "%.2f", b - a}') s, RSS $rss MiB | first 2 s: $timed, $(cat "$faults") page faults | next 5 s: $latency"
rm -f "$faults"
