#!/usr/bin/env bash
# The machine's own gaps (Benchmarks/scale/stalls.py, 5 s, one loop per core) when quiet, right
# after a process that touched GB gigabytes exits, and 25 s later; ROUNDS times. On a virtual
# machine that hands freed memory back to its host, the seconds after a big process exits are
# not quiet: a server started then meets those gaps in its first requests. That is why the scale
# table rests SETTLE seconds (default 20) between a row's import and its server.
#
#   Benchmarks/scale/after-free.sh [GB] [ROUNDS]        # default: 4.4 GB (the 30 M server), 2 rounds
set -euo pipefail
cd "$(dirname "$0")/../.."
gigabytes=${1:-4.4} rounds=${2:-2}
echo "date: $(date -u +%Y-%m-%dT%H:%MZ); $(nproc) cores; $gigabytes GB"
for round in $(seq "$rounds"); do
  echo "round $round, quiet: $(python3 Benchmarks/scale/stalls.py 5)"
  python3 -c "import sys; b = b'\x01' * int(float(sys.argv[1]) * 1e9)" "$gigabytes"
  echo "round $round, right after $gigabytes GB freed: $(python3 Benchmarks/scale/stalls.py 5)"
  sleep 25
  echo "round $round, 25 s later: $(python3 Benchmarks/scale/stalls.py 5)"
done
