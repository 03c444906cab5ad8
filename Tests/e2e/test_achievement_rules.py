"""The web app's achievement rules (js/achievement-rules.js) against the core's, through
`toiletnow achievements`, over seeded usage logs in time zones with odd offsets and DST: the
device must unlock exactly what the core would, on the same day boundaries."""
import json
import os
import random
import subprocess
from datetime import datetime, timezone
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
ZONES = ["Europe/Berlin", "America/New_York", "Pacific/Auckland", "Asia/Kolkata", "Australia/Lord_Howe"]
START = int(datetime(2026, 3, 20, tzinfo=timezone.utc).timestamp() * 1000)  # spans Europe's and NZ's DST changes
DAY = 86_400_000


def iso(ms):
    return datetime.fromtimestamp(ms / 1000, timezone.utc).strftime("%Y-%m-%dT%H:%M:%SZ")


def random_log(rng):
    events = []
    for _ in range(rng.randint(0, 150)):
        at = START + rng.randrange(0, 25 * DAY, 1000)
        if rng.random() < 0.5:
            events.append({"type": "searched", "at": at})
        else:
            events.append({"type": "arrived", "toilet": rng.randrange(60), "at": at, "searchStartedAt": at - rng.randrange(0, 400_000, 1000)})
    tally = {key: [iso(START + rng.randrange(0, 25 * DAY, 1000)) for _ in range(rng.randint(0, 6))]
             for key in ("additionsAndConfirmations", "wasOpenAnswers", "ratings")}
    return events, tally


def core(binary, events, tally, zone, now):
    log = {"events": [{**e, "at": iso(e["at"]), **({"searchStartedAt": iso(e["searchStartedAt"])} if "searchStartedAt" in e else {})}
                      for e in events], "tally": tally}
    out = subprocess.run([str(binary), "achievements", "--time-zone", zone, "--now", iso(now)], input=json.dumps(log),
                         capture_output=True, text=True, check=True, cwd=ROOT)
    return [{"id": p["id"], "current": p["current"],
             "unlockedAt": None if p["unlockedAt"] is None else int(datetime.fromisoformat(p["unlockedAt"].replace("Z", "+00:00")).timestamp() * 1000)}
            for p in json.loads(out.stdout)]


def test_the_device_unlocks_what_the_core_unlocks(phone):
    binary = Path(os.environ.get("TOILETNOW_BIN", ROOT / ".build/debug/toiletnow"))
    rng = random.Random(20261124)
    cases = []
    for _ in range(40):
        events, tally = random_log(rng)
        cases.append({"events": events, "tally": tally, "zone": rng.choice(ZONES), "now": START + rng.randrange(0, 27 * DAY, 1000)})
    phone.open("/")
    phone.driver.set_script_timeout(30)
    device = phone.driver.execute_async_script("""
      const [cases, done] = arguments;
      (async () => {
        const { progress } = await import('/js/achievement-rules.js');
        const { achievements } = await (await fetch('/api/achievements')).json();
        done(cases.map((c) => progress(achievements, c.events, c.tally, c.zone, c.now)
          .map((p) => ({ id: p.id, current: p.current, unlockedAt: p.unlockedAt }))));
      })().catch((e) => done(String(e)));""", cases)
    assert isinstance(device, list), device
    unlocked = 0
    for case, seen in zip(cases, device):
        expected = core(binary, case["events"], case["tally"], case["zone"], case["now"])
        assert seen == expected, (case["zone"], case["now"])
        unlocked += sum(p["unlockedAt"] is not None for p in expected)
    assert unlocked > 40, "the logs unlock a fair share of achievements, so the comparison means something"
