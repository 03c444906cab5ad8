#!/usr/bin/env bash
# Contribution writes per second with 8 writers while /api/nearest runs at full load, and the
# nearest p99 with and without the writers (issue 10). Malta, release build, wrk from Debian.
#
# Each round runs nearest alone (wrk -t1 -c64, 1,000 seeded points), then nearest again with
# a second wrk sending writes over 8 connections from 8 device tokens (ratings, votes,
# "Was it open?" answers, confirmations about 20 toilets). Medians of ROUNDS rounds (default 3).
# The server runs with --write-limit 1000000 (the per-device limit would refuse a benchmark).
# PREFILL=N first stores N approved ratings from 1,000 other devices (to see how the cost grows
# with the contributions already there); WRITES_ONLY=1 measures the writes without nearest.
#
#   [PREFILL=N] [WRITES_ONLY=1] Benchmarks/community/writes.sh [SECONDS] [ROUNDS]
set -euo pipefail
cd "$(dirname "$0")/../.."
seconds=${1:-10} rounds=${2:-3}
command -v wrk >/dev/null || { apt-get update -qq && apt-get install -y -qq wrk >/dev/null; }
swift build -c release --product toiletnow >/dev/null
bin=$(swift build -c release --show-bin-path)/toiletnow
work=$(mktemp -d)
port=8191
"$bin" import Data/osm/malta-2018.osm.pbf --region malta --timezone Europe/Malta --country MT --database "$work/malta.sqlite" >/dev/null
prefill=${PREFILL:-0}
if [ "$prefill" -gt 0 ]; then
  command -v sqlite3 >/dev/null || { apt-get update -qq && apt-get install -y -qq sqlite3 >/dev/null; }
  toilet_count=$(sqlite3 "$work/malta.sqlite" "SELECT COUNT(*) FROM toilets")
  sqlite3 "$work/malta.sqlite" "
    WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < 1000)
    INSERT INTO devices (token_hash, role, created_at) SELECT 'prefill-' || i, 'device', 1.7e9 FROM n;
    WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < $prefill)
    INSERT INTO contributions (device_id, toilet_id, kind, body, created_at, state, approval)
    SELECT (SELECT MIN(id) FROM devices WHERE token_hash LIKE 'prefill-%') + i % 1000, 1 + i % $toilet_count, 'rate',
           '{\"kind\":\"rate\",\"rating\":' || (1 + i % 5) || '}', 1.7e9 + i, 'approved', 'automatic' FROM n;"
  echo "prefilled $(sqlite3 "$work/malta.sqlite" "SELECT COUNT(*) FROM contributions") contributions"
fi
"$bin" serve --port $port --database "$work/malta.sqlite" --log-level error --write-limit 1000000 >/dev/null &
server=$!
trap 'kill $server 2>/dev/null; rm -rf "$work"' EXIT
for _ in $(seq 100); do curl -sf localhost:$port/healthz >/dev/null && break; sleep 0.1; done
tokens=$(for _ in $(seq 8); do curl -sf -X POST localhost:$port/api/devices | python3 -c 'import json,sys; print(json.load(sys.stdin)["token"])'; done | paste -sd,)
toilets=$(curl -sf "localhost:$port/api/nearest?lat=35.8989&lon=14.5146&limit=20" | python3 -c 'import json,sys; print(",".join(str(r["toilet"]["id"]) for r in json.load(sys.stdin)["results"]))')
echo "data: Data/osm/malta-2018.osm.pbf; $(nproc) cores; $(date -u +%Y-%m-%d); nearest: wrk -t1 -c64 -d${seconds}s; writes: wrk -t1 -c8; $rounds rounds; server and both wrk share the machine"
rows=$(mktemp)
nearest() { ENDPOINT=nearest BOX=35.82,14.38,0.12,0.18 wrk -t1 -c64 -d"${seconds}s" --latency -s Benchmarks/http/points.lua http://127.0.0.1:$port; }
p99() { awk '$1 == "99%" {v = $2; if (v ~ /us$/) v = v / 1000; else if (v ~ /ms$/) v = v + 0; else if (v ~ /s$/) v = v * 1000; print v}'; }
if [ -n "${WRITES_ONLY:-}" ]; then
  for round in $(seq "$rounds"); do
    TOKENS=$tokens TOILETS=$toilets wrk -t1 -c8 -d"${seconds}s" --latency -s Benchmarks/community/writes.lua http://127.0.0.1:$port \
      | awk -v r="$round" '/Requests\/sec/ {rps = $2} $1 == "50%" {p50 = $2} $1 == "99%" {p99 = $2} END {print "round " r ": " rps " writes/s, p50 " p50 ", p99 " p99}'
  done
  exit 0
fi
for round in $(seq "$rounds"); do
  alone=$(nearest)
  TOKENS=$tokens TOILETS=$toilets wrk -t1 -c8 -d"${seconds}s" -s Benchmarks/community/writes.lua http://127.0.0.1:$port >"$work/writes.txt" &
  writer=$!
  together=$(nearest)
  wait $writer
  writes=$(awk '/Requests\/sec/ {print $2}' "$work/writes.txt")
  bad=$(awk '/Non-2xx/ {print $NF}' "$work/writes.txt")
  echo "$round $(p99 <<<"$alone") $(p99 <<<"$together") $writes ${bad:-0} $(awk '/Requests\/sec/ {print $2}' <<<"$alone") $(awk '/Requests\/sec/ {print $2}' <<<"$together")" | tee -a "$rows"
done
median() { sort -g | awk '{a[NR] = $1} END {print (NR % 2 ? a[(NR + 1) / 2] : (a[NR / 2] + a[NR / 2 + 1]) / 2)}'; }
echo
echo "| | median |"
echo "|---|---|"
echo "| nearest p99, read-only | $(awk '{print $2}' "$rows" | median) ms |"
echo "| nearest p99, with 8 writers | $(awk '{print $3}' "$rows" | median) ms |"
echo "| p99 ratio (with / without), median of rounds | $(awk '{print $3 / $2}' "$rows" | median) |"
echo "| writes/s (8 writers, beside nearest) | $(awk '{print $4}' "$rows" | median) |"
echo "| writes refused (non-2xx), all rounds | $(awk '{s += $5} END {print s}' "$rows") |"
echo "| nearest req/s alone / with writers | $(awk '{print $6}' "$rows" | median) / $(awk '{print $7}' "$rows" | median) |"
stored=$(curl -sf "localhost:$port/api/toilets/${toilets%%,*}" | python3 -c 'import json,sys; c=json.load(sys.stdin)["community"]; print(c["votes"], c["rating"])')
echo "one toilet's community block afterwards: $stored"
rm -f "$rows"
