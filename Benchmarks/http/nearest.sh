#!/usr/bin/env bash
# /api/nearest over HTTP on Malta against /healthz on the same server, interleaved round by round
# (wrk from Debian, 1 thread, 64 connections, 1,000 seeded points): the medians of ROUNDS rounds
# (default 5) of requests per second and latency, and the median of the per-round ratio
# nearest / healthz, which is steadier than either figure on two shared cores.
#
#   Benchmarks/http/nearest.sh [SECONDS] [ROUNDS]
set -euo pipefail
cd "$(dirname "$0")/../.."
seconds=${1:-10} rounds=${2:-5}
command -v wrk >/dev/null || { apt-get update -qq && apt-get install -y -qq wrk >/dev/null; }
swift build -c release --product toiletnow >/dev/null
bin=$(swift build -c release --show-bin-path)/toiletnow
work=$(mktemp -d)
"$bin" import Data/osm/malta-2018.osm.pbf --region malta --timezone Europe/Malta --country MT --database "$work/malta.sqlite" >/dev/null
"$bin" serve --port 8189 --database "$work/malta.sqlite" --log-level error >/dev/null &
server=$!
trap 'kill $server 2>/dev/null; rm -rf "$work"' EXIT
for _ in $(seq 100); do curl -sf localhost:8189/healthz >/dev/null && break; sleep 0.1; done
echo "data: Data/osm/malta-2018.osm.pbf; $(nproc) cores; $(date -u +%Y-%m-%d); wrk -t1 -c64 -d${seconds}s; $rounds rounds; server and wrk share the machine"
rows=$(mktemp)
for round in $(seq "$rounds"); do
  for endpoint in healthz nearest; do
    out=$(ENDPOINT=$endpoint BOX=35.82,14.38,0.12,0.18 wrk -t1 -c64 -d"${seconds}s" --latency -s Benchmarks/http/points.lua http://127.0.0.1:8189)
    rps=$(awk '/Requests\/sec/ {print $2}' <<<"$out")
    p50=$(awk '$1 == "50%" {print $2}' <<<"$out") p99=$(awk '$1 == "99%" {print $2}' <<<"$out")
    echo "$round $endpoint $rps $p50 $p99" | tee -a "$rows"
  done
done
median() { sort -g | awk '{a[NR] = $1} END {print (NR % 2 ? a[(NR + 1) / 2] : (a[NR / 2] + a[NR / 2 + 1]) / 2)}'; }
ms() { awk '{v = $1; if (v ~ /us$/) v = v / 1000; else if (v ~ /ms$/) v = v + 0; else if (v ~ /s$/) v = v * 1000; printf "%.3f\n", v}'; }
echo
echo "| endpoint | req/s (median) | p50 (median) | p99 (median) |"
echo "|---|---|---|---|"
for endpoint in healthz nearest; do
  rps=$(awk -v e=$endpoint '$2 == e {print $3}' "$rows" | median)
  p50=$(awk -v e=$endpoint '$2 == e {print $4}' "$rows" | ms | median) p99=$(awk -v e=$endpoint '$2 == e {print $5}' "$rows" | ms | median)
  echo "| /$endpoint | $rps | $p50 ms | $p99 ms |"
done
ratio=$(awk '$2 == "healthz" {h[$1] = $3} $2 == "nearest" {print $3 / h[$1]}' "$rows" | median)
echo
echo "nearest / healthz, median of the per-round ratios: $ratio"
rm -f "$rows"
