#!/usr/bin/env bash
# Contraction of the scale table's grids at several walking horizons (issue 9): for each grid
# and horizon, `toiletnow bench contract --method cch --horizon H`, one run after another, and a
# line with the time, the chordal arcs and triangles per junction, the complete upward search
# space from 200 seeded vertices (settled, relaxed arcs) and the phases.
#
#   WORK=/path Benchmarks/scale/horizons.sh [HORIZONS...]   # default: 0 (none) 14400 3600 900
#
# WORK is the folder `Benchmarks/scale/run.sh` filled (its db-grid-*/db.graphs/*.walkgraph).
set -euo pipefail
cd "$(dirname "$0")/../.."
: "${WORK:?set WORK to the folder Benchmarks/scale/run.sh used}"
horizons=("$@")
[ ${#horizons[@]} -gt 0 ] || horizons=(0 14400 3600 900)
swift build -c release --product toiletnow >/dev/null
bin=.build/release/toiletnow
echo "date: $(date -u +%Y-%m-%dT%H:%MZ); $(nproc) cores"
echo "grid | horizon s | contraction s | arcs, triangles per junction | upward settled, relaxed arcs | phases"
for grid in grid-0.3M grid-1.5M grid-6M grid-30M; do
  file=$(ls "$WORK/db-$grid"/db.graphs/*.walkgraph 2>/dev/null | head -1) || true
  [ -n "$file" ] || { echo "$grid | no graph file under $WORK/db-$grid"; continue; }
  for horizon in "${horizons[@]}"; do
    out=$("$bin" bench contract --graph "$file" --method cch --samples 200 --horizon "$horizon" 2>&1)
    seconds=$(grep -o "contraction: [0-9.]* s" <<<"$out" | awk '{print $2}')
    phases=$(grep "contraction:" <<<"$out" | sed 's/.*: //')
    work=$(grep "triangles" <<<"$out" | sed 's/.*per junction: //')
    space=$(grep "settled avg" <<<"$out" | sed 's/.*settled avg \([0-9.]*\).*relaxed arcs avg \([0-9.]*\).*/\1, \2/')
    echo "$grid | $horizon | $seconds | $work | $space | $phases"
  done
done
