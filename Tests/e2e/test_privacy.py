"""Issue 12, privacy: after the app's flows through a real server of its own (searches, best picks
with learned weights, a choice, a rating and a "Was it open?"), neither the server's SQLite database
(every table, every text and real column) nor its debug log holds a user position (the emulated
latitude or longitude, to 3 decimals or more) or a learned weight (a `weights=` string, a
`factor:minutes` pair, or the distinctive value the device sent). Toilets' own positions may
appear: a number is a leak only if it was not in the database before the flows."""
import re
import shutil
import sqlite3
import subprocess
import tempfile
from pathlib import Path

import pytest
from selenium.webdriver.common.by import By

from community_helpers import find
from conftest import ROOT, Phone, serve, stop

HERE = (43.72635, 7.4225)  # toilet 19 the nearest, the cleaner toilet 30 the second
CLEANER = 30
DISTINCT = 7.3171  # a learned weight nobody else would write: sent as cleanliness:7.317
NUMBER = re.compile(r"-?\d{1,3}\.\d{3,}")


@pytest.fixture
def private_server(monaco_database):
    """A server of its own on a fresh copy of Monaco, logging everything (debug) to a file."""
    binary, _ = monaco_database
    workdir = Path(tempfile.mkdtemp(prefix="toiletnow-privacy-"))
    database = workdir / "monaco.sqlite"
    subprocess.run([str(binary), "import", str(ROOT / "Data/osm/monaco-2022.osm.pbf"), "--region", "monaco", "--timezone", "Europe/Monaco",
                    "--country", "MC", "--database", str(database)], check=True, capture_output=True, cwd=ROOT)
    process, base = serve(binary, database, "--log-level", "debug")
    log = database.parent / f"serve-{base.rsplit(':', 1)[1]}.log"
    yield base, process, database, log
    stop(process)
    shutil.rmtree(workdir, ignore_errors=True)


def database_values(database):
    """Every text and real value of every table: [(table, column, value)]."""
    found = []
    with sqlite3.connect(f"file:{database}?mode=ro", uri=True) as db:
        tables = [name for (name,) in db.execute("SELECT name FROM sqlite_master WHERE type = 'table'")]
        for table in tables:
            cursor = db.execute(f'SELECT * FROM "{table}"')
            columns = [d[0] for d in cursor.description]
            for row in cursor:
                found += [(table, column, value) for column, value in zip(columns, row) if isinstance(value, (str, float))]
    return found


def near_user(value, positions):
    """The numbers in `value` within 0.001° of a user latitude or longitude (3 decimals or more alike)."""
    numbers = [value] if isinstance(value, float) else [float(n) for n in NUMBER.findall(value)]
    return {n for n in numbers for p in positions for u in p if abs(n - u) < 0.001}


def weight_words(value):
    text = value if isinstance(value, str) else repr(value)
    return [w for w in ("weights=", "weights%3D", "cleanliness:", "cleanliness%3A", "7.317", "bestPickWeights") if w in text]


def test_the_server_keeps_no_user_position_and_no_preference(private_server):
    base, process, database, log = private_server
    arrival = None
    before = database_values(database)
    phone = Phone(base)
    try:
        phone.allow_location(HERE)
        phone.open("/")
        phone.wait_for_results(3)
        # A rating through the page (this device's first write), counted by the server at once.
        phone.go(f"#/toilet/{CLEANER}")
        phone.wait(lambda: phone.driver.find_elements(By.CSS_SELECTOR, '[data-tell="rate"] input[value="5"]'), 10)
        phone.driver.find_element(By.CSS_SELECTOR, '[data-tell="rate"] input[value="5"]').click()
        find(phone, '[data-tell="rate"] button[type=submit]').click()
        phone.wait(lambda: "of 5" in phone.js("return (document.querySelector('[data-rating]') || {}).innerText || ''"), 10)
        # Best picks, and a choice of the cleaner second over the best pick's top: weights learned.
        phone.go("#/map")
        for _ in range(20):
            count = phone.state("searchCount")
            find(phone, "#need-to-go").click()
            phone.wait(lambda: phone.state("searchCount") > count and phone.state("best") is not None, 10)
            if any((r.get("rating") or {}).get("count") for r in phone.state("best")):
                break
            phone.js("return new Promise((r) => setTimeout(r, 250))")
        assert [r["id"] for r in phone.state("best")][:2] == [19, CLEANER], phone.state("best")
        find(phone, '.leaflet-marker-icon[data-index="1"] .clay-marker').click()
        phone.wait(lambda: phone.driver.find_elements(By.CSS_SELECTOR, f'#preview [data-action="go"][data-id="{CLEANER}"]'), 5)
        find(phone, f'#preview [data-action="go"][data-id="{CLEANER}"]').click()
        phone.wait(lambda: phone.js("return !!JSON.parse(localStorage.getItem('toiletnow.settings')).bestPickWeights"), 5, "weights learned")
        # A distinctive weight, sent with the next searches.
        phone.js(f"const s = JSON.parse(localStorage.getItem('toiletnow.settings')); s.bestPickWeights.cleanliness = {DISTINCT};"
                 "localStorage.setItem('toiletnow.settings', JSON.stringify(s));")
        phone.open("/")
        phone.wait_for_results(3)
        phone.wait(lambda: phone.state("best") is not None, 10)
        asked = phone.js("return performance.getEntriesByType('resource').map(e => e.name).filter(n => n.includes('rank=best'))")
        assert any("cleanliness%3A7.317" in u for u in asked), asked
        # Walk up to the chosen toilet: "Was it open? Yes".
        chosen = phone.state("results[0]")
        arrival = (chosen["toilet"]["latitude"] + 0.0001, chosen["toilet"]["longitude"])
        phone.set_position(arrival)
        phone.wait(lambda: find(phone, "#was-open").is_displayed(), 15, "Was it open? on arrival")
        find(phone, '#was-open [data-was-open="yes"]').click()
        phone.wait(lambda: find(phone, "#was-open").get_attribute("data-sent") == "yes", 10)
        assert phone.console_errors() == []
    finally:
        phone.quit()
        stop(process)

    positions = [HERE, arrival]
    # The checks would see a position or a weight written the way the app sends them.
    assert near_user(f"lat={HERE[0]:.3f}&lon={HERE[1]:.6f}", positions) and near_user(arrival[0], positions)
    assert weight_words("rank=best&weights=reliability%3A2%2Ccleanliness%3A7.317")
    known = set().union(*(near_user(v, positions) for _, _, v in before))  # toilets' own positions
    after = database_values(database)
    assert len(after) > len(before), "the flows wrote to the database (a rating, a visit, a device)"
    leaks = [(t, c, v) for t, c, v in after if near_user(v, positions) - known or weight_words(v)]
    assert leaks == [], leaks
    text = log.read_text()
    assert "GET /api/nearest" in text and "POST /api/toilets" in text, "the debug log records the requests"
    leaked = [line for line in text.splitlines() if near_user(line.split(" ", 1)[-1], positions) - known or weight_words(line)]
    assert leaked == [], leaked
