#!/bin/sh
# Import before and after a change, interleaved: a fresh import of a generated 200,000-toilet grid,
# then the same file again (which changes nothing). Wall, CPU and peak RSS of each (GNU time).
#
#   Benchmarks/community/ab-import.sh OLD_BINARY NEW_BINARY [SCRATCH] [ROUNDS]
set -eu
OLD=$1; NEW=$2; SCRATCH=${3:-/tmp/toiletnow-ab-import}; ROUNDS=${4:-3}
mkdir -p "$SCRATCH"
file="$SCRATCH/grid-594000-200000.osm.pbf"
[ -f "$file" ] || "$NEW" bench generate --kind grid --way-nodes 594000 --toilets 200000 --output "$file" > /dev/null
measure() {  # label, then the command
    label=$1; shift
    /usr/bin/time -v "$@" > "$SCRATCH/out.log" 2>&1 || { cat "$SCRATCH/out.log"; exit 1; }
    wall=$(sed -n 's/.*Elapsed (wall clock) time (h:mm:ss or m:ss): //p' "$SCRATCH/out.log")
    user=$(sed -n 's/.*User time (seconds): //p' "$SCRATCH/out.log")
    sys=$(sed -n 's/.*System time (seconds): //p' "$SCRATCH/out.log")
    rss=$(sed -n 's/.*Maximum resident set size (kbytes): //p' "$SCRATCH/out.log")
    echo "$label: wall $wall, CPU $user + $sys s, peak RSS $((rss / 1024)) MiB; $(sed -n 's/^  changes: //p' "$SCRATCH/out.log")"
}
round=1
while [ "$round" -le "$ROUNDS" ]; do
    for side in old new; do
        if [ "$side" = old ]; then bin=$OLD; else bin=$NEW; fi
        rm -rf "$SCRATCH/db-$side"
        echo "load $(cut -d' ' -f1-3 /proc/loadavg)"
        measure "$side fresh ($round)" "$bin" import "$file" --region gen --timezone Europe/Berlin --country DE --database "$SCRATCH/db-$side/db.sqlite"
        measure "$side again ($round)" "$bin" import "$file" --region gen --timezone Europe/Berlin --country DE --database "$SCRATCH/db-$side/db.sqlite"
    done
    round=$((round + 1))
done
ls -l "$SCRATCH/db-old/db.sqlite" "$SCRATCH/db-new/db.sqlite"
