"""Sources and their licences in the app (issue 13): London merged from the Northern-line OSM
extract, the council file and toilets4london's OSM copy. A toilet two sources describe lists
both, with their licences and what the outranked source said; a council's unread hours text is
shown as written; About lists each source of each region. axe finds no serious violations."""
import json
import subprocess
import tempfile
import urllib.request
from pathlib import Path

import pytest
from selenium.webdriver.common.by import By

from conftest import ROOT, Phone, serve, stop

KENNINGTON = (51.4881, -0.1079)
BOX = "--bbox=-0.2660,51.4042,-0.0135,51.5354"


@pytest.fixture(scope="module")
def london(monaco_database):
    binary = monaco_database[0]
    database = Path(tempfile.mkdtemp(prefix="toiletnow-london-")) / "london.sqlite"
    for command in (
        ["import", str(ROOT / "Data/osm/london-northern-line-2026.osm.pbf"), "--region", "london", "--timezone", "Europe/London", "--country", "GB"],
        ["import", str(ROOT / "Data/fixtures/london-toilets4london-councils-2023.json"), "--format", "toilets4london-json", "--region", "london",
         BOX, "--licence", "OGL v3 (assumed by ToiletNow, not verified)"],
        ["import", str(ROOT / "Data/fixtures/london-toilets4london-osm-2021.json"), "--format", "toilets4london-osm-json", "--region", "london", BOX],
    ):
        subprocess.run([str(binary), *command, "--database", str(database)], check=True, capture_output=True, cwd=ROOT)
    process, base = serve(binary, database)
    yield base
    stop(process)


def get(base, path):
    with urllib.request.urlopen(base + path) as response:
        return json.load(response)


def find(base, predicate):
    """The first toilet record (by id) that `predicate` accepts."""
    for page in range(1, 10):
        for restroom in get(base, f"/api/v1/restrooms?per_page=100&page={page}"):
            record = get(base, f"/api/toilets/{restroom['edit_id']}")
            if predicate(record):
                return record
    pytest.fail("no such toilet")


@pytest.fixture
def london_phone(london):
    phone = Phone(london)
    yield phone
    phone.quit()


def details(phone, toilet_id):
    phone.allow_location(KENNINGTON)
    phone.open(f"/#/toilet/{toilet_id}")
    phone.wait(lambda: phone.driver.find_elements(By.CSS_SELECTOR, "#details-body .clay-sources li"), 15)
    return phone.driver.find_element(By.ID, "details-body")


def test_a_merged_toilet_lists_both_sources_their_licences_and_what_lost(london, london_phone):
    record = find(london, lambda r: len(r["sources"]) == 2 and r["provenance"][1]["licenceGivenByOperator"]
                  and any(not v["used"] and v["field"] != "name" for v in r["provenance"][1]["values"]))
    body = details(london_phone, record["id"])
    items = body.find_elements(By.CSS_SELECTOR, ".clay-sources li")
    assert [i.get_attribute("data-source") for i in items] == [p["key"] for p in record["provenance"]]
    council = items[1].text
    assert "Licence: OGL v3 (assumed by ToiletNow, not verified) (given by this server's operator: the source states none)" in council
    assert "Also says, not shown because another source is trusted more:" in council
    assert not london_phone.axe_violations()


def test_an_unread_hours_text_is_shown_as_the_source_wrote_it(london, london_phone):
    record = find(london, lambda r: r["hours"].get("text"))
    assert record["hours"]["state"] == "unknown" and not record["hours"].get("raw")
    body = details(london_phone, record["id"])
    text = body.find_element(By.CSS_SELECTOR, "[data-hours-text]").text
    assert f"“{record['hours']['text']}”" in text and "count as unknown" in text


def test_about_lists_every_source_with_its_licence(london, london_phone):
    london_phone.allow_location(KENNINGTON)
    london_phone.open("/#/settings")
    london_phone.wait(lambda: london_phone.driver.find_elements(By.CSS_SELECTOR, "[data-region-sources] li"), 15)
    items = {li.get_attribute("data-dataset"): li.text for li in london_phone.driver.find_elements(By.CSS_SELECTOR, "[data-region-sources] li")}
    assert set(items) == {"osm", "toilets4london", "toilets4london-osm"}
    assert "Licence: ODbL 1.0" in items["osm"] and "7 records" in items["osm"]
    assert "OGL v3 (assumed by ToiletNow, not verified) (given by this server's operator" in items["toilets4london"]
    assert "317 records" in items["toilets4london"]
    assert not london_phone.axe_violations()
