#!/usr/bin/env bash
# opening_hours speed: ToiletNow's OpeningHours against opening-hours-py, same values, same
# instants, same place, one run (BENCHMARKS.md quotes the ratios).
#
#   Benchmarks/opening_hours/run.sh
set -euo pipefail
cd "$(dirname "$0")/../.."
python3 -c 'import opening_hours' 2>/dev/null || pip install -q opening-hours-py
swift build -c release --product toiletnow >/dev/null
bin=$(swift build -c release --show-bin-path)/toiletnow
accepted=$(mktemp)
trap 'rm -f "$accepted"' EXIT
echo "== opening-hours-py $(pip show opening-hours-py 2>/dev/null | sed -n 's/^Version: //p'), values it accepts"
python3 Benchmarks/opening_hours/peer.py --accepted "$accepted"
echo "== toiletnow bench hours, the same values"
"$bin" bench hours --values "$accepted"
echo "== toiletnow bench hours, every suite value"
"$bin" bench hours
