"""The web app's learning rule for the best pick (js/best-pick-rule.js) against the core's, through
`toiletnow best-pick learn`, over seeded random sequences of choices: the device must learn exactly
the weights the core would, clamped into the same bounds."""
import json
import os
import random
import subprocess
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
FACTORS = ["reliability", "cleanliness", "confirmation", "closureReports", "knownHours", "needsCertainty"]


def random_signals(rng):
    signals = {"walk": -round(rng.uniform(0, 20), 3)}
    for factor in FACTORS:
        if rng.random() < 0.85:  # now and then a factor is missing: it counts 0
            signals[factor] = round(rng.uniform(-1, 1), 3)
    return signals


def random_case(rng):
    weights = {f: round(rng.uniform(-2, 12), 3) for f in FACTORS if rng.random() < 0.5}  # some out of bounds
    choices = [{"chosen": random_signals(rng), "top": random_signals(rng)} for _ in range(rng.randint(0, 12))]
    return {"weights": weights, "choices": choices}


def core(binary, case):
    out = subprocess.run([str(binary), "best-pick", "learn"], input=json.dumps(case), capture_output=True, text=True, check=True, cwd=ROOT)
    return json.loads(out.stdout)["weights"]


def test_the_device_learns_what_the_core_learns(phone):
    binary = Path(os.environ.get("TOILETNOW_BIN", ROOT / ".build/debug/toiletnow"))
    rng = random.Random(20261124)
    cases = [random_case(rng) for _ in range(60)]
    phone.open("/healthz")
    phone.driver.set_script_timeout(30)
    device = phone.driver.execute_async_script("""
      const [cases, done] = arguments;
      (async () => {
        const { RULE, complete, learned } = await import('/js/best-pick-rule.js');
        const config = await (await fetch('/api/config')).json();
        const rule = config.bestPick;
        const weights = cases.map((c) => c.choices.reduce((w, choice) => learned(w, choice.chosen, choice.top, rule), complete(c.weights, rule)));
        done({ weights, rule, fallback: RULE });
      })().catch((e) => done(String(e)));""", cases)
    assert isinstance(device, dict), device
    assert device["fallback"] == device["rule"], "the page's fallback rule is the core's"
    low, high = device["rule"]["bounds"]
    moved = 0
    for case, seen in zip(cases, device["weights"]):
        expected = core(binary, case)
        assert set(seen) == set(expected) == set(FACTORS)
        for factor in FACTORS:
            assert abs(seen[factor] - expected[factor]) < 1e-9, (factor, case)
            assert low <= seen[factor] <= high
        moved += any(abs(expected[f] - device["rule"]["standard"][f]) > 0.5 for f in FACTORS)
    assert moved > 40, "most cases move the weights, so the comparison means something"
    assert any(expected == high or expected == low for case in cases for expected in core(binary, case).values()), "some reach a bound"
