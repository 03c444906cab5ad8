#!/usr/bin/env python3
"""Speed peer for the Swift OpeningHours module: times opening-hours-py (opening-hours-rs)
over the same values and instants as `OHBench` / `OpeningHoursBenchmark.run`.

Values:   the distinct `value`s of Tests/OpeningHoursTests/Oracle/reference-suite.jsonl
Instants: from 2024-01-01T00:00Z every 5 d 7 h 13 min, 70 instants (as standardInstants()).
Place:    Europe/Berlin, DE, coords (49.54, 9.81).

Usage: pip install opening-hours-py && python3 peer.py [path/to/reference-suite.jsonl] [--accepted FILE]
With --accepted FILE it also writes the values opening-hours-py parsed, one per line, so the
Swift side can be timed on exactly the same subset (`OHBench values FILE`).
"""
import json
import sys
import time
from datetime import datetime, timedelta, timezone
from pathlib import Path
from zoneinfo import ZoneInfo

from opening_hours import OpeningHours

HERE = Path(__file__).resolve().parent
DEFAULT_SUITE = HERE.parent.parent / "Tests/OpeningHoursTests/Oracle/reference-suite.jsonl"


def load_values(path):
    seen, values = set(), []
    for line in Path(path).read_text(encoding="utf-8").splitlines():
        value = json.loads(line)["value"]
        if value not in seen:
            seen.add(value)
            values.append(value)
    return values


def main():
    args = sys.argv[1:]
    accepted_path = None
    if "--accepted" in args:
        i = args.index("--accepted")
        accepted_path = args[i + 1]
        del args[i:i + 2]
    suite = args[0] if args else DEFAULT_SUITE
    values = load_values(suite)
    tz = ZoneInfo("Europe/Berlin")
    start = datetime(2024, 1, 1, tzinfo=timezone.utc)
    step = timedelta(days=5, hours=7, minutes=13)
    instants = [(start + k * step).astimezone(tz) for k in range(70)]
    kwargs = dict(timezone=tz, country="DE", coords=(49.54, 9.81))

    rounds = 5
    schedules, failed, accepted = [], 0, []
    t0 = time.perf_counter()
    for r in range(rounds):
        for value in values:
            try:
                oh = OpeningHours(value, **kwargs)
                if r == 0:
                    schedules.append(oh)
                    accepted.append(value)
            except Exception:
                if r == 0:
                    failed += 1
    parse_s = time.perf_counter() - t0

    # opening-hours-py keeps no cache between calls: every pass costs the same. Repeat passes
    # for at least a second so the figure is stable.
    evaluations, errors, state_s = 0, 0, 0.0
    while state_s < 1.0:
        t0 = time.perf_counter()
        for oh in schedules:
            for instant in instants:
                try:
                    oh.state(instant)
                except Exception:
                    errors += 1
                evaluations += 1
        state_s += time.perf_counter() - t0

    if accepted_path:
        Path(accepted_path).write_text("\n".join(accepted) + "\n", encoding="utf-8")
    print(f"values {len(values)}, instants {len(instants)}")
    print(f"opening-hours-py: values {len(schedules)} parsed, {failed} failed; "
          f"parse {len(values) * rounds / parse_s:.0f}/s; "
          f"state {evaluations / state_s:.0f}/s ({evaluations} evaluations, {errors} errors)")


if __name__ == "__main__":
    main()
