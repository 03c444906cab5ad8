#!/bin/sh
# Import at scale (issue 9): wall, CPU, peak RSS and database size of importing generated grid
# regions into a fresh database, then of importing the same file again (which changes nothing).
#
#   swift build -c release --product toiletnow
#   Benchmarks/import-scale.sh [BINARY] [SCRATCH] [NODE_MEMORY_MIB]
#
# Regions: "way-nodes toilets" pairs in $REGIONS (default: the issue's 0.3 M, 200 k-toilet and
# 6 M grids). Generation is not timed. Needs GNU time (/usr/bin/time -v).
set -eu
BIN=${1:-.build/release/toiletnow}
SCRATCH=${2:-/tmp/toiletnow-import-scale}
MIB=${3-256}  # "" for a binary without --node-memory-mib
REGIONS=${REGIONS:-"300000:900 594000:200000 6000000:18225"}
mkdir -p "$SCRATCH"
measure() {  # label, then the command
    label=$1; shift
    /usr/bin/time -v "$@" > "$SCRATCH/out.log" 2>&1 || { cat "$SCRATCH/out.log"; exit 1; }
    wall=$(sed -n 's/.*Elapsed (wall clock) time (h:mm:ss or m:ss): //p' "$SCRATCH/out.log")
    user=$(sed -n 's/.*User time (seconds): //p' "$SCRATCH/out.log")
    sys=$(sed -n 's/.*System time (seconds): //p' "$SCRATCH/out.log")
    rss=$(sed -n 's/.*Maximum resident set size (kbytes): //p' "$SCRATCH/out.log")
    changes=$(sed -n 's/^  changes: //p' "$SCRATCH/out.log")
    echo "$label: wall $wall, CPU ${user} + ${sys} s, peak RSS $((rss / 1024)) MiB; $changes"
}
for region in $REGIONS; do
    nodes=${region%%:*}; toilets=${region##*:}
    file="$SCRATCH/grid-$nodes-$toilets.osm.pbf"
    [ -f "$file" ] || "$BIN" bench generate --kind grid --way-nodes "$nodes" --toilets "$toilets" --output "$file" > /dev/null
    db="$SCRATCH/db-$nodes-$toilets"
    rm -rf "$db"
    echo "load before: $(cut -d' ' -f1-3 /proc/loadavg)"
    measure "grid $nodes / $toilets toilets, fresh" "$BIN" import "$file" --region gen --timezone Europe/Berlin --country DE \
        --database "$db/db.sqlite" ${MIB:+--node-memory-mib "$MIB"}
    echo "  database $(stat -c %s "$db/db.sqlite") bytes, graph files $(du -cb "$db/db.graphs" | tail -1 | cut -f1) bytes"
    measure "grid $nodes / $toilets toilets, again" "$BIN" import "$file" --region gen --timezone Europe/Berlin --country DE \
        --database "$db/db.sqlite" ${MIB:+--node-memory-mib "$MIB"}
done
