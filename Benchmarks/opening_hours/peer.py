#!/usr/bin/env python3
"""Speed peer for the Swift OpeningHours module: times opening-hours-py (opening-hours-rs)
over the same values and instants as `OHBench` / `OpeningHoursBenchmark.run`.

Values:   the distinct `value`s of Tests/OpeningHoursTests/Oracle/reference-suite.jsonl
Instants: from 2024-01-01T00:00Z every 5 d 7 h 13 min, 70 instants (as standardInstants()).
Place:    Europe/Berlin, DE, coords (49.54, 9.81).

Usage: pip install opening-hours-py && python3 peer.py [SUITE.jsonl | --values FILE] [--seconds S] [--accepted FILE]
--accepted FILE only writes the values opening-hours-py parses, one per line, and times nothing;
run.sh then times both sides on exactly that list (`--values FILE`), each figure over >= S seconds.
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


def timed(minimum_seconds, body):
    """Runs body() in whole rounds until at least minimum_seconds passed: (rounds, seconds)."""
    rounds, elapsed, t0 = 0, 0.0, time.perf_counter()
    while rounds == 0 or elapsed < minimum_seconds:
        body()
        rounds += 1
        elapsed = time.perf_counter() - t0
    return rounds, elapsed


def main():
    args = sys.argv[1:]
    accepted_path, values_path, seconds = None, None, 1.0
    for flag in ("--accepted", "--values", "--seconds"):
        if flag in args:
            i = args.index(flag)
            if flag == "--accepted":
                accepted_path = args[i + 1]
            elif flag == "--values":
                values_path = args[i + 1]
            else:
                seconds = float(args[i + 1])
            del args[i:i + 2]
    if values_path:
        values = [line for line in Path(values_path).read_text(encoding="utf-8").splitlines() if line]
    else:
        values = load_values(args[0] if args else DEFAULT_SUITE)
    tz = ZoneInfo("Europe/Berlin")
    start = datetime(2024, 1, 1, tzinfo=timezone.utc)
    step = timedelta(days=5, hours=7, minutes=13)
    instants = [(start + k * step).astimezone(tz) for k in range(70)]
    kwargs = dict(timezone=tz, country="DE", coords=(49.54, 9.81))

    # Which values it accepts is settled once, outside the timing: the parse rate is then
    # timed over exactly those values (the rejected ones would time exception handling).
    schedules, accepted = [], []
    for value in values:
        try:
            schedules.append(OpeningHours(value, **kwargs))
            accepted.append(value)
        except Exception:
            pass
    if accepted_path:
        Path(accepted_path).write_text("\n".join(accepted) + "\n", encoding="utf-8")
        return
    failed = len(values) - len(accepted)

    def parse_all():
        for value in accepted:
            OpeningHours(value, **kwargs)

    parse_rounds, parse_s = timed(seconds, parse_all)
    errors = 0

    def state_pass():
        nonlocal errors
        for oh in schedules:
            for instant in instants:
                try:
                    oh.state(instant)
                except Exception:
                    errors += 1

    # opening-hours-py keeps no cache between calls: every pass costs the same (cold = warm).
    state_rounds, state_s = timed(seconds, state_pass)
    evaluations = state_rounds * len(schedules) * len(instants)
    print(f"opening-hours-py: values {len(schedules)} parsed, {failed} failed; "
          f"parse {len(accepted) * parse_rounds / parse_s:.0f}/s; "
          f"state {evaluations / state_s:.0f}/s ({evaluations} evaluations in {state_s:.2f} s, {errors} errors)")


if __name__ == "__main__":
    main()
