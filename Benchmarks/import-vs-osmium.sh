#!/usr/bin/env bash
# Import speed against osmium, same file, same run (BENCHMARKS.md quotes the ratio).
#
#   Benchmarks/import-vs-osmium.sh [FILE]     (default: Data/osm/malta-2018.osm.pbf)
#
# toiletnow: a full `toiletnow import` into a new SQLite database (read, tag mapping,
#            centroids, one write transaction, summary).
# osmium:    `osmium tags-filter` for the same objects, writing a PBF (Debian's osmium-tool).
set -euo pipefail
cd "$(dirname "$0")/.."
file=${1:-Data/osm/malta-2018.osm.pbf}
for tool in osmium hyperfine; do
  command -v "$tool" >/dev/null || { apt-get update -qq && apt-get install -y -qq osmium-tool hyperfine >/dev/null; }
done
swift build -c release --product toiletnow >/dev/null
bin=$(swift build -c release --show-bin-path)/toiletnow
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
echo "file: $file ($(stat -c %s "$file") bytes), $(nproc) cores, $(date -u +%Y-%m-%d)"
hyperfine -N --warmup 2 --runs 20 --export-markdown "$work/result.md" \
  --prepare "rm -f $work/db.sqlite $work/db.sqlite-wal $work/db.sqlite-shm $work/out.osm.pbf" \
  -n "toiletnow import" "$bin import $file --region bench --timezone Europe/Malta --database $work/db.sqlite" \
  -n "osmium tags-filter" "osmium tags-filter -O -o $work/out.osm.pbf $file nwr/amenity=toilets nwr/toilets=yes"
cat "$work/result.md"
