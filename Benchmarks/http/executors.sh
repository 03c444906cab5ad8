#!/usr/bin/env bash
# nearest's latency and the nearest / healthz ratio under each of serve's executors, alternated
# in the same run on one database: per round and executor, a fresh server, 3 s of warm-up, three
# 4 s runs of wrk -t1 -c4 (p50/p99 each), then 4 s of /healthz and of nearest at -c64.
#
#   Benchmarks/http/executors.sh BINARY DATABASE BOX [ROUNDS]     # BOX as points.lua wants it
#
# Nearest asks for Wednesday noon (AT), as the scale table does.
set -euo pipefail
cd "$(dirname "$0")/../.."
[ $# -ge 3 ] || { sed -n 2,8p "$0"; exit 2; }
bin=$1 db=$2 box=$3 rounds=${4:-2} port=8392
export AT=${AT:-2026-11-25T12:00:00+01:00} BOX=$box
echo "date: $(date -u +%Y-%m-%dT%H:%MZ); $(nproc) cores; $db"
for round in $(seq "$rounds"); do
  for executor in event-loops pool; do
    "$bin" serve --port $port --database "$db" --log-level error --executor $executor >/dev/null 2>&1 &
    pid=$!
    until curl -sf localhost:$port/healthz >/dev/null; do kill -0 $pid 2>/dev/null || exit 1; sleep 0.05; done
    ENDPOINT=nearest wrk -t1 -c4 -d3s -s Benchmarks/http/points.lua http://127.0.0.1:$port >/dev/null
    latencies=""
    for run in 1 2 3; do
      latencies="$latencies $(ENDPOINT=nearest wrk -t1 -c4 -d4s --latency -s Benchmarks/http/points.lua http://127.0.0.1:$port \
        | awk '$1 == "50%" {a = $2} $1 == "99%" {b = $2} END {print a "/" b}')"
    done
    healthz=$(wrk -t1 -c64 -d4s http://127.0.0.1:$port/healthz | awk '/Requests\/sec/ {print $2}')
    nearest=$(ENDPOINT=nearest wrk -t1 -c64 -d4s -s Benchmarks/http/points.lua http://127.0.0.1:$port | awk '/Requests\/sec/ {print $2}')
    echo "round $round, $executor: p50/p99 (-c4):$latencies; healthz $healthz, nearest $nearest req/s, ratio $(awk -v n="$nearest" -v h="$healthz" 'BEGIN {printf "%.2f", n / h}')"
    kill $pid; wait $pid 2>/dev/null || true
  done
done
