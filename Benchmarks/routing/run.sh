#!/usr/bin/env bash
# Routing measurements for issue 4, engine and peers in one run; the peers interleaved with ours
# round by round (interleaved.py, issue 9).
# Needs a scratch package whose RouteBench target is this folder's RouteBench/ (see README.md),
# and python3 with numpy and scipy.
#   [ROUNDS=3] [PG_QUERIES=200] Benchmarks/routing/run.sh /tmp/routepkg [/tmp/routebench]
set -euo pipefail
pkg="${1:?path to the scratch package}"
out="${2:-/tmp/routebench}"
here="$(cd "$(dirname "$0")" && pwd)"
data="$(cd "$here/../../Data/osm" && pwd)"
(cd "$pkg" && swift build -c release --product RouteBench >/dev/null)
bench="$pkg/.build/release/RouteBench"
echo "== machine: $(nproc) cores, $(uname -sr); $(swift --version 2>/dev/null | head -1)"
for region in malta-2018 andorra-2025; do
  echo "== build $region"; "$bench" build "$data/$region.osm.pbf"
done
echo "== Andorra: nearest-3 + route, plain bounded Dijkstra"; "$bench" query "$data/andorra-2025.osm.pbf" 1000
echo "== Andorra: nearest-3 + route, contraction hierarchy"; "$bench" hierarchy "$data/andorra-2025.osm.pbf" 1000
echo "== Malta: nearest-3 + route, plain bounded Dijkstra (exported for the peers)"; "$bench" query "$data/malta-2018.osm.pbf" 1000 "$out"
echo "== k-d tree (exported for the peers)"; "$bench" kdtree 1000000 "$out"
# Ours and the peers in one loop, ROUNDS rounds (issue 9): each ratio is taken within a round.
rounds=${ROUNDS:-3} pg_queries=${PG_QUERIES:-200}
interleave() { python3 "$here/interleaved.py" --bench "$bench" --osm "$data/malta-2018.osm.pbf" --out "$out" --rounds "$rounds" --pg-queries "$pg_queries"; }
echo "== Malta: ours (CH), scipy and pgRouting interleaved, $rounds rounds"
if pgenv="$("$here/pgrouting.sh" start 2>"$out/pgrouting-setup.log")"; then
  # Stop the throwaway server even when a round fails, then report the failure.
  eval "$pgenv"; status=0; interleave || status=$?; "$here/pgrouting.sh" stop 2>>"$out/pgrouting-setup.log"; exit $status
else
  echo "pgRouting peer skipped: PostgreSQL with pgRouting could not be installed or started (see $out/pgrouting-setup.log)"
  interleave
fi
