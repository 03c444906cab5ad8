#!/usr/bin/env bash
# Serve start-up time and memory per toilet (issue 9): for each database, launch `toiletnow serve`,
# time until /healthz answers (the server listens only once its snapshot is loaded), then read the
# server's VmRSS (resident now), VmHWM (peak resident) and CPU time so far (user + system; less
# noisy than the wall time when other builds share the cores) from /proc.
#
#   Benchmarks/serve/start.sh BINARY DB.sqlite...        # one Markdown row per database
#
# Databases: `toiletnow bench generate --kind grid --way-nodes 3000 --toilets N --output t.osm.pbf`
# then `toiletnow import t.osm.pbf --region gen --timezone Europe/Berlin --country DE --database DIR/db.sqlite`.
set -euo pipefail
bin=$1; shift
port=${PORT:-8411}
echo "| database | toilets | start (s) | start CPU (s) | VmRSS (MiB) | VmHWM (MiB) | RSS bytes per toilet |"
echo "|---|---|---|---|---|---|---|"
for db in "$@"; do
  toilets=$(sqlite3 "$db" "SELECT count(*) FROM toilets WHERE is_removed = 0")
  started=$(date +%s.%N)
  "$bin" serve --database "$db" --port "$port" --log-level error >/tmp/serve-start-$port.log 2>&1 &
  server=$!
  until curl -sf "localhost:$port/healthz" >/dev/null; do
    kill -0 $server 2>/dev/null || { echo "| $db | server died: $(tail -1 /tmp/serve-start-$port.log) |"; continue 2; }
    sleep 0.05
  done
  start=$(awk -v a="$started" -v b="$(date +%s.%N)" 'BEGIN {printf "%.2f", b - a}')
  rss=$(awk '/VmRSS/ {print $2}' /proc/$server/status)
  hwm=$(awk '/VmHWM/ {print $2}' /proc/$server/status)
  cpu=$(awk -v hz="$(getconf CLK_TCK)" '{printf "%.2f", ($14 + $15) / hz}' /proc/$server/stat)
  kill $server; wait $server 2>/dev/null || true
  awk -v d="$db" -v t="$toilets" -v s="$start" -v c="$cpu" -v r="$rss" -v h="$hwm" \
    'BEGIN {printf "| %s | %d | %s | %s | %.0f | %.0f | %.0f |\n", d, t, s, c, r / 1024, h / 1024, r * 1024 / t}'
done
