#!/usr/bin/env bash
# opening_hours speed: ToiletNow's OpeningHours against opening-hours-py on the same values (the
# ones opening-hours-py accepts), the same 70 instants and place, each figure timed over at least
# SECONDS (default 1), the two interleaved for ROUNDS rounds (default 3) so machine noise hits
# both alike. BENCHMARKS.md quotes the medians and their ratios.
#
#   Benchmarks/opening_hours/run.sh [SECONDS] [ROUNDS]
set -euo pipefail
cd "$(dirname "$0")/../.."
seconds=${1:-1} rounds=${2:-3}
python3 -c 'import opening_hours' 2>/dev/null || pip install -q opening-hours-py
swift build -c release --product toiletnow >/dev/null
bin=$(swift build -c release --show-bin-path)/toiletnow
accepted=$(mktemp)
trap 'rm -f "$accepted"' EXIT
python3 Benchmarks/opening_hours/peer.py --accepted "$accepted"
echo "opening-hours-py $(pip show opening-hours-py 2>/dev/null | sed -n 's/^Version: //p'); $(wc -l <"$accepted") values it accepts" \
  "of the reference suite; each figure over >= ${seconds} s; $rounds interleaved rounds; $(date -u +%Y-%m-%d)"
for round in $(seq "$rounds"); do
  echo "== round $round"
  python3 Benchmarks/opening_hours/peer.py --values "$accepted" --seconds "$seconds"
  echo "toiletnow: $("$bin" bench hours --values "$accepted" --seconds "$seconds" | tail -1)"
done
