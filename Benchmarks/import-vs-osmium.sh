#!/usr/bin/env bash
# Import speed against osmium, same file, interleaved in one loop (BENCHMARKS.md quotes the ratios).
#
#   Benchmarks/import-vs-osmium.sh [FILE] [ROUNDS]     (default: Data/osm/malta-2018.osm.pbf, 15 rounds)
#
# toiletnow:     a full `toiletnow import` into a new SQLite database (read, tag mapping, walking
#                graph and its contraction on the second core, one write transaction, summary).
# osmium:        `osmium tags-filter` for the same objects, writing a PBF (Debian's osmium-tool);
#                it reads the file twice, the second time for the objects the matches reference.
# osmium -R:     the same with --omit-referenced: one read, the fastest peer configuration.
# Each round runs the three once, in that order, so machine noise hits all alike; the table gives
# the median wall time and the median CPU time (user + system: toiletnow uses both cores, osmium
# mostly one), and each ratio to toiletnow.
set -euo pipefail
cd "$(dirname "$0")/.."
file=${1:-Data/osm/malta-2018.osm.pbf} rounds=${2:-15}
command -v osmium >/dev/null || { apt-get update -qq && apt-get install -y -qq osmium-tool >/dev/null; }
[ -x /usr/bin/time ] || { apt-get update -qq && apt-get install -y -qq time >/dev/null; }
swift build -c release --product toiletnow >/dev/null
bin=$(swift build -c release --show-bin-path)/toiletnow
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
names=("toiletnow import" "osmium tags-filter" "osmium tags-filter -R")
run() {
  rm -f "$work"/db.sqlite* "$work/out.osm.pbf"
  case $1 in
    0) /usr/bin/time -f "%e %U %S" -o "$work/t" "$bin" import "$file" --region bench --timezone Europe/Malta --database "$work/db.sqlite" >/dev/null ;;
    1) /usr/bin/time -f "%e %U %S" -o "$work/t" osmium tags-filter -O -o "$work/out.osm.pbf" "$file" nwr/amenity=toilets nwr/toilets=yes ;;
    2) /usr/bin/time -f "%e %U %S" -o "$work/t" osmium tags-filter -R -O -o "$work/out.osm.pbf" "$file" nwr/amenity=toilets nwr/toilets=yes ;;
  esac
  awk -v i="$1" '{print i, $1, $2 + $3}' "$work/t"
}
for i in 0 1 2; do run $i >/dev/null; done   # warm-up: the file in the page cache
for round in $(seq "$rounds"); do for i in 0 1 2; do run $i; done; done >"$work/all"
echo "file: $file ($(stat -c %s "$file") bytes); $(nproc) cores; $rounds interleaved rounds; $(date -u +%Y-%m-%d); $(osmium --version | head -1)"
echo
echo "| command | median wall | median CPU (user + sys) | wall vs toiletnow | CPU vs toiletnow |"
echo "|---|---|---|---|---|"
median() { awk -v i="$1" -v c="$2" '$1 == i {print $c}' "$work/all" | sort -g | awk '{a[NR] = $1} END {print (NR % 2 ? a[(NR + 1) / 2] : (a[NR / 2] + a[NR / 2 + 1]) / 2)}'; }
ours_wall=$(median 0 2) ours_cpu=$(median 0 3)
for i in 0 1 2; do
  wall=$(median $i 2) cpu=$(median $i 3)
  awk -v n="${names[$i]}" -v w="$wall" -v c="$cpu" -v ow="$ours_wall" -v oc="$ours_cpu" \
    'BEGIN {printf "| %s | %.3f s | %.3f s | toiletnow %.2f× | toiletnow %.2f× |\n", n, w, c, ow / w, oc / c}'
done
