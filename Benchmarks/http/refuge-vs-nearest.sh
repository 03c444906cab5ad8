#!/usr/bin/env bash
# Refuge's /api/v1/restrooms/by_location against /api/nearest and /healthz on the same server and
# data (Monaco, the demo's 30 toilets), wrk with 64 connections, interleaved round by round so
# machine noise hits every endpoint alike. With BASELINE_BIN (a toiletnow binary of an earlier
# commit), that server's nearest and by_location run in the same rounds, for a same-run ratio.
#
#   Benchmarks/http/refuge-vs-nearest.sh [SECONDS] [ROUNDS]
set -euo pipefail
cd "$(dirname "$0")/../.."
seconds=${1:-10} rounds=${2:-3}
command -v wrk >/dev/null || { apt-get update -qq && apt-get install -y -qq wrk >/dev/null; }
swift build -c release --product toiletnow >/dev/null
bin=$(swift build -c release --show-bin-path)/toiletnow
work=$(mktemp -d)
"$bin" import Data/osm/monaco-2022.osm.pbf --region monaco --timezone Europe/Monaco --country MC --database "$work/monaco.sqlite" >/dev/null
pids=()
# The server's CPU time in microseconds (user + system, from /proc): CPU per request is steadier
# than requests per second when wrk and the server share two noisy cores.
cpu_us() { awk -v hz="$(getconf CLK_TCK)" '{printf "%.0f", ($14 + $15) * 1e6 / hz}' "/proc/$1/stat"; }
trap 'kill "${pids[@]}" 2>/dev/null; rm -rf "$work"' EXIT
"$bin" serve --port 8190 --database "$work/monaco.sqlite" --log-level error >/dev/null & pids+=($!)
ports=(8190) names=(now)
if [ -n "${BASELINE_BIN:-}" ]; then
  "$BASELINE_BIN" import Data/osm/monaco-2022.osm.pbf --region monaco --timezone Europe/Monaco --country MC --database "$work/baseline.sqlite" >/dev/null
  "$BASELINE_BIN" serve --port 8191 --database "$work/baseline.sqlite" --log-level error >/dev/null & pids+=($!)
  ports+=(8191) names+=(baseline)
fi
for port in "${ports[@]}"; do
  for _ in $(seq 100); do curl -sf "localhost:$port/healthz" >/dev/null && break; sleep 0.1; done
done
echo "data: Data/osm/monaco-2022.osm.pbf (30 toilets); $(nproc) cores; $(date -u +%Y-%m-%d); wrk -t1 -c64 -d${seconds}s; $rounds rounds"
results=$(mktemp)
for round in $(seq "$rounds"); do
  for i in "${!ports[@]}"; do
    for endpoint in healthz nearest by_location; do
      [ "${names[$i]}" = baseline ] && [ "$endpoint" = healthz ] && continue
      before=$(cpu_us "${pids[$i]}")
      out=$(ENDPOINT=$endpoint wrk -t1 -c64 -d"${seconds}s" --latency -s Benchmarks/http/points.lua "http://127.0.0.1:${ports[$i]}")
      rps=$(awk '/Requests\/sec/ {print $2}' <<<"$out")
      requests=$(awk '/requests in/ {print $1}' <<<"$out")
      cpu=$(awk -v a="$before" -v b="$(cpu_us "${pids[$i]}")" -v n="$requests" 'BEGIN {printf "%.1f", (b - a) / n}')
      p99=$(awk '$1 == "99%" {print $2}' <<<"$out")
      errors=$(awk '/Non-2xx|Socket errors/ {print}' <<<"$out")
      echo "round $round ${names[$i]} $endpoint $rps req/s p99 $p99, server CPU $cpu us/request ${errors:+($errors)}"
      echo "${names[$i]} $endpoint $rps $cpu" >>"$results"
    done
  done
done
echo "== medians"
python3 - "$results" <<'PY'
import statistics, sys
rows = [line.split() for line in open(sys.argv[1])]
med, cpu = {}, {}
for name, endpoint, rps, us in rows:
    med.setdefault((name, endpoint), []).append(float(rps))
    cpu.setdefault((name, endpoint), []).append(float(us))
med = {k: statistics.median(v) for k, v in med.items()}
cpu = {k: statistics.median(v) for k, v in cpu.items()}
for (name, endpoint), value in sorted(med.items()):
    print(f"{name:8} {endpoint:12} {value:10.0f} req/s  {cpu[(name, endpoint)]:6.1f} us server CPU per request")
now = lambda e: med.get(("now", e))
print(f"by_location / nearest (same server): {now('by_location') / now('nearest'):.2f}")
print(f"nearest / healthz (same server): {now('nearest') / now('healthz'):.2f}")
if ("baseline", "nearest") in med:
    print(f"nearest now / baseline: {now('nearest') / med[('baseline', 'nearest')]:.2f} req/s; "
          f"CPU per request {cpu[('now', 'nearest')] / cpu[('baseline', 'nearest')]:.2f}")
    print(f"by_location now / baseline: {now('by_location') / med[('baseline', 'by_location')]:.2f}")
PY
