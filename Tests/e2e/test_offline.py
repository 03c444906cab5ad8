"""Offline as truthful as online (issue 11, finding 4): ranking on the device by estimated walk with
the server's rules (open on arrival with the 5-minute margin, known-open before unknown, closed
never offered), emergency go-to toilets winning ties, the base map kept with the region pack, and
a fresh device that cannot reach the API (finding 5)."""
import json

import pytest

from selenium.webdriver.common.by import By

from conftest import MONACO_VILLE

NOW = "2026-06-03T10:00:00Z"
METRE = 1 / 111_320  # degrees of latitude

# The API unreachable (a fetch that fails, as with no network) until the test sets __apiBack.
BLOCK_API = """(() => { const real = window.fetch.bind(window);
  window.fetch = (input, init) => {
    const url = String(typeof input === 'string' ? input : input.url);
    if (url.includes('/api/') && !window.__apiBack) return Promise.reject(new TypeError('Failed to fetch'));
    return real(input, init); }; })();"""


def north(metres, origin=MONACO_VILLE):
    return origin[0] + metres * METRE, origin[1]


def pack_toilet(id_, name, metres, open_=(), unknown=False, unknown_spans=None):
    lat, lon = north(metres)
    toilet = {"id": id_, "name": name, "latitude": lat, "longitude": lon, "open": [list(i) for i in open_], "unknownHours": unknown}
    if unknown_spans is not None:  # the server's pack also lists the unknown spans (a pack from before does not)
        toilet["unknown"] = [list(i) for i in unknown_spans]
    return toilet


def seed(phone, toilets, saved=(), time_zone="Europe/Monaco", valid_until="2026-06-10T10:00:00Z"):
    """Stores a region pack (the server's shape) and saved toilets through the app's own store,
    on a page of the server's origin, before the app opens. `saved`: (toilet, emergency) pairs."""
    phone.open("/healthz")
    phone.driver.set_script_timeout(10)
    pack = {"generatedAt": NOW, "validUntil": valid_until, "toilets": toilets}
    full = [{"id": t["id"], "name": t["name"], "latitude": t["latitude"], "longitude": t["longitude"],
             "timeZone": time_zone, "attributes": {}, "hours": {"state": "unknown", "summary": "Hours unknown"}, "e": e}
            for t, e in saved]
    error = phone.driver.execute_async_script("""const [pack, zone, saved, done] = arguments;
        import('/js/device-store.js').then((m) => { localStorage.clear(); m.storeRegionPack(pack, zone);
          for (const t of saved) m.saveToilet(t, '', t.e); done(null); }).catch((e) => done(String(e)));""",
                                              pack, time_zone, full)
    assert error is None, error


def open_offline(phone, path="/"):
    phone.cdp("Page.addScriptToEvaluateOnNewDocument", {"source": BLOCK_API})
    phone.allow_location(MONACO_VILLE)
    phone.open(path)
    phone.wait(lambda: phone.js("return !!(window.__toiletnow && window.__toiletnow.state.offline)")
               and phone.state("results.length") > 0, 10, "offline results")


def test_offline_never_sends_to_the_closed_toilet_when_an_open_emergency_one_is_25_m_further(phone):
    # The case: the nearest is closed now (and on arrival); the emergency go-to one,
    # 25 m further, is open all day.
    closed = pack_toilet(9001, "Closed now", 100, [("2026-06-03T06:00:00Z", "2026-06-03T09:30:00Z"), ("2026-06-03T14:00:00Z", "2026-06-03T18:00:00Z")])
    open_ = pack_toilet(9002, "Open all day", 125, [("2026-06-03T06:00:00Z", "2026-06-03T20:00:00Z")])
    unknown = pack_toilet(9003, "No hours", 330, unknown=True)
    seed(phone, [closed, open_, unknown], saved=[(open_, True)])
    open_offline(phone, f"/?now={NOW}")
    results = phone.state("results")
    assert [r["id"] for r in results] == [9002, 9003], results  # known-open first; closed never
    assert results[0]["arrival"]["state"] == "open" and results[0]["emergency"] is True
    preview = phone.wait(lambda: phone.driver.find_elements(By.CSS_SELECTOR, "#preview .clay-toilet-card"), 5)[0]
    assert preview.get_attribute("data-toilet-id") == "9002"
    assert "Emergency go-to" in preview.text and "(estimate)" in preview.text, preview.text
    assert "Open when you arrive" in preview.text
    assert phone.driver.find_element(By.ID, "eta-banner").get_attribute("data-toilet-id") == "9002"
    # 125 m × 1.3 / 1.4 m/s = 116 s: "About 2 min walk"; the banner says the same minutes.
    assert "About 2 min walk (estimate) · 125 m straight-line" in preview.text, preview.text
    assert "2 min" in phone.driver.find_element(By.ID, "eta-banner").text
    assert "offline" in phone.driver.find_element(By.ID, "map-notice").text
    phone.screenshot("map-offline-ranked")


RULES = """const [now, origin, scenarios, done] = arguments;
(async () => {
  const store = await import('/js/device-store.js');
  const ranking = await import('/js/offline-ranking.js');
  const out = [];
  for (const s of scenarios) {
    localStorage.clear();
    store.storeRegionPack({ generatedAt: now, validUntil: '2026-06-10T10:00:00Z', toilets: s.toilets }, 'Europe/Monaco');
    for (const t of s.toilets.filter((t) => s.emergency.includes(t.id))) store.saveToilet({ ...t, attributes: {}, hours: null }, '', true);
    out.push(ranking.rankOffline(origin, [], new Date(now)).map((r) => r.id ?? r.toilet.id));
  }
  done(out);
})().catch((e) => done(String(e)));"""


def test_offline_rules_margin_unknown_after_open_and_ties(phone):
    day = [("2026-06-03T06:00:00Z", "2026-06-03T20:00:00Z")]
    scenarios = [
        # Closes 4 min from now: on arrival (46 s) less than the 5-minute margin is left: never offered.
        # Unknown hours, nearer, come after the known-open one.
        {"toilets": [pack_toilet(1, "closing", 50, [("2026-06-03T06:00:00Z", "2026-06-03T10:04:00Z")]),
                     pack_toilet(2, "unknown", 60, unknown=True), pack_toilet(3, "open", 300, day)], "emergency": []},
        # Open 6 min more: kept (5 min 14 s left on arrival).
        {"toilets": [pack_toilet(1, "closing", 50, [("2026-06-03T06:00:00Z", "2026-06-03T10:06:00Z")])], "emergency": []},
        # A tie is walks within 60 s (64 m straight line): the emergency go-to one 50 m further wins;
        # 100 m further (93 s) it does not.
        {"toilets": [pack_toilet(1, "near", 100, day), pack_toilet(2, "go-to", 150, day)], "emergency": [2]},
        {"toilets": [pack_toilet(1, "near", 100, day), pack_toilet(2, "go-to", 200, day)], "emergency": [2]},
        # Opens 1 min after now, 200 m away (186 s): open on arrival, so it ranks as open.
        {"toilets": [pack_toilet(1, "opens soon", 200, [("2026-06-03T10:01:00Z", "2026-06-03T12:00:00Z")]),
                     pack_toilet(2, "unknown", 20, unknown=True)], "emergency": []},
        # With the pack's unknown spans: "Mo-Fr 08:00-09:00; Sa unknown" is closed now (only Saturday
        # is unknown), so it is never offered; one whose unknown span covers now comes after the open one.
        {"toilets": [pack_toilet(1, "Saturday unknown", 20, [("2026-06-03T06:00:00Z", "2026-06-03T07:00:00Z")], unknown=True,
                                 unknown_spans=[("2026-06-06T00:00:00Z", "2026-06-07T00:00:00Z")]),
                     pack_toilet(2, "unknown now", 40, unknown=True, unknown_spans=[("2026-06-03T09:00:00Z", "2026-06-03T12:00:00Z")]),
                     pack_toilet(3, "open", 300, day)], "emergency": []},
    ]
    phone.open("/healthz")
    phone.driver.set_script_timeout(10)
    out = phone.driver.execute_async_script(RULES, NOW, {"latitude": MONACO_VILLE[0], "longitude": MONACO_VILLE[1]}, scenarios)
    assert out == [[3, 2], [1], [2, 1], [1, 2], [1, 2], [3, 2]], out


def test_the_base_map_of_the_pack_shows_streets_with_no_network(phone):
    phone.allow_location(MONACO_VILLE)
    phone.open("/")
    phone.wait_for_results(3)
    phone.wait(lambda: phone.js("return !!localStorage.getItem('toiletnow.regionPack')"), 10, "the region pack is kept")
    phone.driver.set_script_timeout(10)
    phone.wait(lambda: phone.driver.execute_async_script(
        "const done = arguments[0]; caches.keys().then(async (names) => { for (const n of names) {"
        " const keys = await (await caches.open(n)).keys(); if (keys.some((k) => k.url.includes('basemap'))) return done(true); }"
        " done(false); }).catch(() => done(false));"), 15, "the pack's base map is kept")
    phone.wait_for_service_worker()
    phone.driver.set_network_conditions(offline=True, latency=0, throughput=0)
    try:
        phone.driver.refresh()
        phone.wait(lambda: phone.js("return !!(window.__toiletnow && window.__toiletnow.state.offline)")
                   and phone.state("results.length") == 3, 10, "offline ranking")
        phone.wait(lambda: phone.js("return document.querySelectorAll('path.clay-basemap-street').length") > 50, 10,
                   lambda: f"streets offline: {phone.js('return document.querySelectorAll(`path.clay-basemap-street`).length')}")
        phone.screenshot("map-offline-basemap")
    finally:
        phone.driver.delete_network_conditions()


def test_a_fresh_device_that_cannot_reach_the_api_says_so_and_retries(phone):
    phone.cdp("Page.addScriptToEvaluateOnNewDocument", {"source": BLOCK_API})
    phone.allow_location(MONACO_VILLE)
    phone.open("/")
    notice = phone.driver.find_element(By.ID, "map-notice")
    phone.wait(lambda: "can't reach ToiletNow" in notice.text, 10, lambda: "notice: " + notice.text)
    assert notice.is_displayed()
    assert json.loads(phone.js("return JSON.stringify(localStorage.getItem('toiletnow.saved'))")) is None
    phone.screenshot("map-api-unreachable")
    phone.js("window.__apiBack = true")  # the API comes back
    notice.find_element(By.CSS_SELECTOR, '[data-action="retry"]').click()
    phone.wait_for_results(3)
    assert phone.state("offline") is False
    phone.wait(lambda: notice.get_attribute("hidden") is not None, 5, "the notice goes")


@pytest.mark.parametrize("theme", ["light", "dark"])
def test_offline_screens_are_accessible(phone, theme):
    phone.color_scheme(theme)
    open_ = pack_toilet(9002, "Open all day", 125, [("2026-06-03T06:00:00Z", "2026-06-03T20:00:00Z")])
    seed(phone, [open_, pack_toilet(9003, "No hours", 330, unknown=True)], saved=[(open_, True)])
    open_offline(phone, f"/?now={NOW}")
    phone.wait(lambda: phone.driver.find_elements(By.CSS_SELECTOR, "#preview .clay-toilet-card"), 5)
    found = {}
    for screen, ready in (("map", "#preview .clay-toilet-card"), ("list", "#list-results .clay-toilet-card"), ("saved", "#saved-body .clay-toilet-card")):
        phone.go(f"#/{screen}")
        phone.wait(lambda: phone.driver.find_elements(By.CSS_SELECTOR, ready), 5, screen)
        phone.screenshot(f"offline-{screen}-{theme}")
        if violations := phone.axe_violations():
            found[screen] = violations
    assert not found, found
