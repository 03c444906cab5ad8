#!/usr/bin/env bash
# Whether two builds answer the same requests with the same bytes: /api/nearest (and /api/route)
# over a seeded grid of points, limits 1-5, needs, routes, geometry and languages, at fixed instants, plus
# malformed queries whose error bodies must not change either. Prints the first differences and
# exits 1 when any status or body differs. A performance change must leave every answer alone.
#
#   Benchmarks/http/compare-answers.sh OLD_BINARY NEW_BINARY DATABASE [REQUESTS]
#
# BOX (minLat,minLon,height,width) defaults to Malta's.
set -euo pipefail
cd "$(dirname "$0")/../.."
[ $# -ge 3 ] || { sed -n 2,9p "$0"; exit 2; }
old=$1 new=$2 database=$3 count=${4:-400}
box=${BOX:-35.82,14.38,0.12,0.18}
work=$(mktemp -d)
for side in old new; do mkdir -p "$work/$side"; cp -r "$(dirname "$database")"/. "$work/$side/"; done
"$old" serve --port 8221 --database "$work/old/$(basename "$database")" --log-level error >/dev/null 2>&1 &
old_pid=$!
"$new" serve --port 8222 --database "$work/new/$(basename "$database")" --log-level error >/dev/null 2>&1 &
new_pid=$!
trap 'kill $old_pid $new_pid 2>/dev/null; rm -rf "$work"' EXIT
until curl -sf localhost:8221/healthz >/dev/null && curl -sf localhost:8222/healthz >/dev/null; do sleep 0.1; done

# The seeded requests (a 64-bit LCG, so every run sends the same list).
awk -v n="$count" -v box="$box" 'BEGIN {
  split(box, b, ","); seed = 7
  split("wheelchair|changing_table|gender_neutral|free|public|wheelchair,free|changing_table,gender_neutral,public", needs, "|")
  split("fr|de|es", langs, "|")
  split("2026-11-25T12:00:00%2B01:00|2026-11-25T23:40:00Z|2026-11-28T07:55:30.250Z|2026-12-25T10:00:00%2B01:00|2026-07-01T19:58:00%2B02:00", ats, "|")
  for (i = 1; i <= n; i++) {
    seed = (seed * 1103515245 + 12345) % 2147483648; lat = b[1] + seed / 2147483648 * b[3]
    seed = (seed * 1103515245 + 12345) % 2147483648; lon = b[2] + seed / 2147483648 * b[4]
    path = sprintf("/api/nearest?lat=%.5f&lon=%.5f&limit=%d&at=%s", lat, lon, 1 + i % 5, ats[1 + i % 5])
    if (i % 7 == 0) path = path "&needs=" needs[1 + (i / 7) % 7]
    if (i % 3 == 0) path = path "&routes=all"
    if (i % 4 == 0) path = path "&geometry=geojson"
    if (i % 11 == 0) path = path "&geometry=polyline&routes=first"
    if (i % 6 == 1) path = path "&lang=" langs[1 + int(i / 6) % 3]
    print path
    if (i % 10 == 0) printf "/api/route?from=%.5f,%.5f&to=%d\n", lat, lon, 1 + i % 120
  }
}' >"$work/paths"
cat >>"$work/paths" <<'EOF'
/api/nearest?lat=35.9&lon=14.5&lat=35.9&at=2026-11-25T12:00:00Z
/api/nearest?lat=35.9&lon=14.5&limit=0&at=2026-11-25T12:00:00Z
/api/nearest?lat=35.9&lon=14.5&limit=21&at=2026-11-25T12:00:00Z
/api/nearest?lat=35.9&lon=14.5&limit=x&lat=1
/api/nearest?lat=91&lon=14.5
/api/nearest?lat=35.9&lon=190
/api/nearest?lat=35.9
/api/nearest?lon=14.5
/api/nearest?lat=%zz&lon=14.5
/api/nearest?lat=3%35.9&lon=14.5&at=2026-11-25T12:00:00Z
/api/nearest?lat=35.9&lon=14.5&needs=wings
/api/nearest?lat=35.9&lon=14.5&routes=some
/api/nearest?lat=35.9&lon=14.5&geometry=svg
/api/nearest?lat=35.9&lon=14.5&at=yesterday
/api/nearest?lat=35.9&lon=14.5&at=2026-11-25T12:00:00Z&unknown=1&unknown=2
/api/nearest?lat=35.9&lon=14.5&at=2026-11-25T12:00:00Z&needs=
/api/nearest?lat=35.9&lon=14.5&at=2026-11-25T12:00:00Z&&&
/api/nearest?lat=35.9&lon=14.5&at=2026-11-25T12:00:00Z&limit
/api/nearest?lat=35.9&lon=14.5&at=2026-11-25T12:00:00Z&%6c%69%6d%69%74=4
/api/nearest?lat=35.9&lon=14.5&at=2026-11-25T12:00:00Z&needs=%01
/api/nearest?lat=35.9&lon=14.5&at=2026-11-25T12:00:00Z&q=aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa
/api/nearest?lat=35.9&lon=14.5&at=2026-11-25T12:00:00Z&seconds=1&seconds=2&lat=3
/api/nearest?lat=0&lon=0&at=2026-11-25T12:00:00Z
/api/nearest?lat=35.7&lon=14.1&at=2026-11-25T12:00:00Z&limit=5
/api/toilets?bbox=14.4,35.8,14.6,36.0&per_page=5&per_page=6
/api/route?from=35.9,14.5&to=0
/api/route?from=35.9&to=3
/api/nearest?lat=35.9&lon=14.5&at=2026-11-25T12:00:00Z&lang=xx
/api/nearest?lat=35.9&lon=14.5&at=2026-11-25T12:00:00Z&slang=fr
/api/nearest?lat=35.9&lon=14.5&at=2026-11-25T12:00:00Z&lang=de&lang=fr
EOF
differences=0 total=0
while read -r path; do
  total=$((total + 1))
  a=$(curl -s -w '\n%{http_code}' "http://127.0.0.1:8221$path") b=$(curl -s -w '\n%{http_code}' "http://127.0.0.1:8222$path")
  echo "$a" >>"$work/answers"
  if [ "$a" != "$b" ]; then
    differences=$((differences + 1))
    if [ $differences -le 5 ]; then
      echo "DIFFERENT: $path"; diff <(echo "$a" | fold -w 120) <(echo "$b" | fold -w 120) | head -10
    fi
  fi
done <"$work/paths"
# What the answers covered, so a pass is known to have compared these parts.
for marker in '"ranking":"walking"' '"ranking":"straight_line"' '"route":' '"geometry":' ' km' 'until ' '"error":'; do
  printf '%s in %d answers; ' "$marker" "$(grep -c -F -- "$marker" "$work/answers" || true)"
done
echo
echo "$total requests, $differences different (old $old, new $new, database $database)"
[ $differences -eq 0 ]
