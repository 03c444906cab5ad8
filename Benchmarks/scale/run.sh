#!/usr/bin/env bash
# The scale table of issue 9: generated regions from 0.3 M to 30 M way nodes and from 900 to
# 200,000 toilets, each generated, imported and served by the release build, one after another.
#
#   Benchmarks/scale/run.sh [ROWS...]          # default: every row below; output: a Markdown table
#   WORK=/path Benchmarks/scale/run.sh         # keep generated files there (reused when present)
#
# Per row: `bench generate` (seed 1, centre 48.1,11.5), `import` under /usr/bin/time -v (wall, CPU
# user+sys, peak RSS), then `serve`: start = launch until /healthz answers (the server listens
# only once its snapshot is loaded), memory = the server's RSS after start and after the load,
# then wrk over 1,000 seeded points in the box of the region's toilets: latency p50/p99 with 4
# connections, right after start and again warm (median of 3 runs), and /api/nearest
# requests per second against /healthz in the same run with 64 connections (median of 3
# interleaved rounds). Between the warm runs and those rounds, with the server idle,
# `stalls.py` spins one loop per core for the same time and counts the gaps the machine itself
# made (over 1 ms and 4 ms, the longest): a request that meets a 10 ms gap takes 10 ms.
#
# Between the import and the server's start the machine rests SETTLE seconds (default 20). On
# this virtual machine a process that frees gigabytes leaves the host reclaiming them for
# seconds after it exits, and everything that runs then meets stalls of 20-60 ms
# (`after-free.sh`; BENCHMARKS.md, "What the 30 M row's first seconds were"). A deployment
# imports long before, or elsewhere. SETTLE=0 measures a server started right after its import.
set -euo pipefail
cd "$(dirname "$0")/../.."
command -v wrk >/dev/null || { apt-get update -qq && apt-get install -y -qq wrk >/dev/null; }
[ -x /usr/bin/time ] || { apt-get update -qq && apt-get install -y -qq time >/dev/null; }
swift build -c release --product toiletnow >/dev/null
bin=$(swift build -c release --show-bin-path)/toiletnow
work=${WORK:-$(mktemp -d)}
mkdir -p "$work"
port=8377 seconds=${SECONDS_PER_RUN:-8} settle=${SETTLE:-20}
# Nearest asks for Wednesday noon in the region (Europe/Berlin): at night most generated toilets
# are closed and every query walks much farther, so the hour of the run would change the figures.
export AT=${AT:-2026-11-25T12:00:00+01:00}
declare -A rows=(
  [grid-0.3M]="grid 300000 900" [irregular-0.6M]="irregular 600000 3300" [grid-1.5M]="grid 1500000 4489"
  [grid-6M]="grid 6000000 18225" [irregular-2.7M]="irregular 2700000 14000"
  [toilets-25k]="grid 594000 25000" [toilets-50k]="grid 594000 50000" [toilets-100k]="grid 594000 100000"
  [toilets-200k]="grid 594000 200000" [grid-30M]="grid 30000000 90000"
)
order=(grid-0.3M irregular-0.6M grid-1.5M grid-6M irregular-2.7M toilets-25k toilets-50k toilets-100k toilets-200k grid-30M)
[ $# -gt 0 ] && order=("$@")
field() { awk -F': ' -v k="$1" '$1 ~ k {print $2}' "$2" | tail -1; }
seconds_of() { awk -F: '{ s = 0; for (i = 1; i <= NF; i++) s = s * 60 + $i; printf "%.2f", s }' <<<"$1"; }
rss_mib() { awk '/VmRSS/ {printf "%.0f", $2 / 1024}' "/proc/$1/status"; }
wrk_field() { awk -v k="$1" '$1 == k {print $2}'; }
# The median of wrk latencies such as 512.00us, 1.93ms or 1.02s, printed as wrk prints them.
median_latency() {
  printf '%s\n' "$@" | awk '{ v = $1 + 0; if ($1 ~ /us$/) v /= 1000; else if ($1 ~ /ms$/) v += 0; else if ($1 ~ /s$/) v *= 1000; print v, $1 }' \
    | sort -n | awk '{ a[NR] = $2 } END { print a[int((NR + 1) / 2)] }'
}
echo "date: $(date -u +%Y-%m-%dT%H:%MZ); $(nproc) cores; $bin; wrk -t1, ${seconds}s per run; nearest at $AT; ${settle}s of rest between import and serve"
echo
echo "| region | way nodes | junctions | toilets | import wall (CPU) | import peak RSS | server start | server RSS | nearest p50 / p99 (4 conn., first run after start) | the same, warm: median of 3 runs (the 3 p99s) | nearest / healthz req/s (64 conn., median of 3) | the machine's own gaps, server idle (stalls.py, one loop per core) |"
echo "|---|---|---|---|---|---|---|---|---|---|---|---|"
for name in "${order[@]}"; do
  read -r kind nodes toilets <<<"${rows[$name]}"
  pbf="$work/$kind-$nodes-$toilets.osm.pbf" db="$work/db-$name/db.sqlite"
  [ -s "$pbf" ] || "$bin" bench generate --kind "$kind" --way-nodes "$nodes" --toilets "$toilets" --output "$pbf" >/dev/null
  rm -rf "$work/db-$name"
  /usr/bin/time -v "$bin" import "$pbf" --region gen --timezone Europe/Berlin --country DE --database "$db" \
    >"$work/import-$name.out" 2>"$work/import-$name.time"
  wall=$(seconds_of "$(field 'Elapsed' "$work/import-$name.time" | awk '{print $NF}')")
  cpu=$(awk -F': ' '/User time|System time/ {s += $2} END {printf "%.2f", s}' "$work/import-$name.time")
  peak=$(awk -F': ' '/Maximum resident/ {printf "%.0f", $2 / 1024}' "$work/import-$name.time")
  junctions=$(grep -o 'walking graph: [0-9]* junctions' "$work/import-$name.out" | awk '{print $3}')
  sleep "$settle"
  started=$(date +%s.%N)
  "$bin" serve --port "$port" --database "$db" --log-level error >"$work/serve-$name.log" 2>&1 &
  server=$!
  until curl -sf "localhost:$port/healthz" >/dev/null; do
    kill -0 $server 2>/dev/null || { echo "| $name | server died: $(tail -1 "$work/serve-$name.log") |"; continue 2; }
    sleep 0.02
  done
  start=$(awk -v a="$started" -v b="$(date +%s.%N)" 'BEGIN {printf "%.2f", b - a}')
  rss=$(rss_mib $server)
  # /api/regions gives [minLon, minLat, maxLon, maxLat] around the region's toilets; points.lua wants minLat,minLon,height,width.
  box=$(curl -sf "localhost:$port/api/regions" | python3 -c '
import json, sys
b = json.load(sys.stdin)[0]["bbox"]
print("%.5f,%.5f,%.5f,%.5f" % (b[1], b[0], b[3] - b[1], b[2] - b[0]))')
  lat=$(ENDPOINT=nearest BOX=$box wrk -t1 -c4 -d"${seconds}s" --latency -s Benchmarks/http/points.lua "http://127.0.0.1:$port")
  p50=$(wrk_field 50% <<<"$lat") p99=$(wrk_field 99% <<<"$lat")
  # Then warm, three runs, p50 and p99 each the median of the three: the first run also pays each
  # toilet's first JSON and hours, the first touch of the hierarchy's pages and the search pool's
  # growth, and one run's p99 on 2 shared cores is as much the machine as the server.
  warm_p50s=() warm_p99s=()
  for run in 1 2 3; do
    warm=$(ENDPOINT=nearest BOX=$box wrk -t1 -c4 -d"${seconds}s" --latency -s Benchmarks/http/points.lua "http://127.0.0.1:$port")
    warm_p50s+=("$(wrk_field 50% <<<"$warm")") warm_p99s+=("$(wrk_field 99% <<<"$warm")")
  done
  warm_p50=$(median_latency "${warm_p50s[@]}") warm_p99=$(median_latency "${warm_p99s[@]}")
  stalls=$(python3 Benchmarks/scale/stalls.py "$seconds" | sed 's/ ([0-9]* loops.*//')
  ratios=()
  for round in 1 2 3; do
    h=$(ENDPOINT=healthz wrk -t1 -c64 -d"${seconds}s" -s Benchmarks/http/points.lua "http://127.0.0.1:$port" | awk '/Requests\/sec/ {print $2}')
    n=$(ENDPOINT=nearest BOX=$box wrk -t1 -c64 -d"${seconds}s" -s Benchmarks/http/points.lua "http://127.0.0.1:$port" | awk '/Requests\/sec/ {print $2}')
    ratios+=("$(awk -v n="$n" -v h="$h" 'BEGIN {printf "%.0f / %.0f = %.2f", n, h, n / h}')")
  done
  median=$(printf '%s\n' "${ratios[@]}" | sort -t= -k2 -n | sed -n 2p)
  rss_after=$(rss_mib $server)
  kill $server; wait $server 2>/dev/null || true
  echo "| $name | $nodes | $junctions | $toilets | $wall s ($cpu s) | $peak MiB | $start s | $rss → $rss_after MiB | $p50 / $p99 | $warm_p50 / $warm_p99 (${warm_p99s[*]}) | $median | $stalls |"
done
