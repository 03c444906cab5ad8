#!/usr/bin/env bash
# /api/nearest over HTTP on Malta: requests per second and latency with wrk (Debian), 64 connections.
#
#   Benchmarks/http/nearest.sh [SECONDS]
set -euo pipefail
cd "$(dirname "$0")/../.."
command -v wrk >/dev/null || { apt-get update -qq && apt-get install -y -qq wrk >/dev/null; }
swift build -c release --product toiletnow >/dev/null
bin=$(swift build -c release --show-bin-path)/toiletnow
work=$(mktemp -d)
"$bin" import Data/osm/malta-2018.osm.pbf --region malta --timezone Europe/Malta --country MT --database "$work/malta.sqlite" >/dev/null
"$bin" serve --port 8189 --database "$work/malta.sqlite" --log-level error >/dev/null &
server=$!
trap 'kill $server 2>/dev/null; rm -rf "$work"' EXIT
for _ in $(seq 50); do curl -sf localhost:8189/healthz >/dev/null && break; sleep 0.1; done
echo "data: Data/osm/malta-2018.osm.pbf; $(nproc) cores; $(date -u +%Y-%m-%d); server and wrk share the machine"
# On a 2-core machine wrk's own threads take CPU from the server: measure with one and two.
for threads in 1 2; do
  echo "== wrk -t $threads -c 64"
  ENDPOINT=nearest BOX=35.82,14.38,0.12,0.18 wrk -t "$threads" -c 64 -d "${1:-15}s" --latency -s Benchmarks/http/points.lua http://127.0.0.1:8189
done
