"""The rest of the promise: a pinned clock, settings that stick, kind messages when nothing is
found or the server fails, the region pack offline, and no stored position."""
import json
import re

from selenium.webdriver.common.by import By

from conftest import MONACO_VILLE

FONTVIEILLE = (43.7275, 7.4150)


def api_requests(phone, path):
    return phone.js("return performance.getEntriesByType('resource').map(e => e.name).filter(n => n.includes(arguments[0]))", path)


def test_a_pinned_clock_is_sent_as_at(phone):
    phone.allow_location(MONACO_VILLE)
    phone.open("/?now=2024-06-03T10:00:00Z")
    phone.wait_for_results(3)
    nearest = api_requests(phone, "/api/nearest")
    assert nearest and all("at=2024-06-03T10%3A00%3A00.000Z" in url for url in nearest), nearest


def test_settings_units_theme_and_needs_profile_stick(phone):
    phone.allow_location(MONACO_VILLE)
    phone.open("/#/settings")
    phone.wait_for_results(3)
    phone.wait(lambda: phone.driver.find_elements(By.CSS_SELECTOR, "input[name=units]"), 5)
    phone.driver.find_element(By.CSS_SELECTOR, "input[name=units][value=miles]").find_element(By.XPATH, "..").click()
    phone.driver.find_element(By.CSS_SELECTOR, "input[name=theme][value=dark]").find_element(By.XPATH, "..").click()
    phone.driver.find_element(By.CSS_SELECTOR, "label[for=need-wheelchair]").click()
    assert phone.js("return document.documentElement.dataset.theme") == "dark"
    phone.wait(lambda: phone.state("needs") == ["wheelchair"] and not phone.state("loading"), 10)
    phone.wait(lambda: any("needs=wheelchair" in u for u in api_requests(phone, "/api/nearest")), 5)
    phone.driver.refresh()
    phone.wait_for_results(1)
    assert phone.js("return document.documentElement.dataset.theme") == "dark"
    assert phone.state("needs") == ["wheelchair"]
    assert phone.driver.find_element(By.CSS_SELECTOR, '#screen-map [data-need="wheelchair"]').get_attribute("aria-pressed") == "true"
    phone.go("#/map")
    card = phone.driver.find_element(By.CSS_SELECTOR, "#preview .clay-toilet-card__meta:nth-of-type(2)").text
    assert re.search(r"\d (ft|mi)\b", card), card
    assert re.search(r"\d (ft|mi) · ", phone.driver.find_element(By.ID, "eta-banner").text)


def test_no_results_is_a_kind_message_with_a_next_step(phone):
    phone.allow_location(MONACO_VILLE)
    phone.open("/")
    phone.wait_for_results(3)
    # Nobody in Monaco has mapped a changing table yet.
    phone.driver.find_element(By.CSS_SELECTOR, '#screen-map [data-need="changing_table"]').click()
    notice = phone.driver.find_element(By.ID, "map-notice")
    phone.wait(lambda: "No toilets match these filters" in notice.text, 10)
    assert phone.state("results.length") == 0
    phone.screenshot("map-no-results")
    notice.find_element(By.CSS_SELECTOR, '[data-action="clear-filters"]').click()
    phone.wait_for_results(3)


def test_a_server_error_offers_a_retry_never_a_blank_screen(phone):
    phone.cdp("Page.addScriptToEvaluateOnNewDocument", {"source": """
        (() => { const real = window.fetch.bind(window); let failures = 1;
          window.fetch = (input, init) => {
            const url = String(typeof input === 'string' ? input : input.url);
            if (url.includes('/api/nearest') && failures-- > 0)
              return Promise.resolve(new Response(JSON.stringify({error: {code: 'internal', message: 'Something went wrong on our side.', field: null}}), {status: 500, headers: {'Content-Type': 'application/json'}}));
            return real(input, init); }; })();"""})
    phone.allow_location(MONACO_VILLE)
    phone.open("/")
    notice = phone.driver.find_element(By.ID, "map-notice")
    phone.wait(lambda: "Something went wrong on our side." in notice.text, 10)
    assert phone.driver.find_element(By.ID, "need-to-go").is_displayed()
    phone.screenshot("map-server-error")
    notice.find_element(By.CSS_SELECTOR, '[data-action="retry"]').click()
    phone.wait_for_results(3)
    assert notice.get_attribute("hidden") is not None


def test_the_region_pack_answers_offline_elsewhere_in_the_region(phone):
    phone.allow_location(MONACO_VILLE)
    phone.open("/")
    phone.wait_for_results(3)
    phone.wait(lambda: phone.js("return !!localStorage.getItem('toiletnow.regionPack')"), 10, "the region pack is kept")
    pack = json.loads(phone.js("return localStorage.getItem('toiletnow.regionPack')"))
    assert len(pack["toilets"]) == 30
    seen = {t["id"] for t in json.loads(phone.js("return localStorage.getItem('toiletnow.seen')"))}
    phone.wait_for_service_worker()
    phone.driver.set_network_conditions(offline=True, latency=0, throughput=0)
    try:
        phone.set_position(FONTVIEILLE)
        phone.driver.refresh()
        phone.wait(lambda: phone.js("return !!(window.__toiletnow && window.__toiletnow.state.offline)")
                   and phone.state("results.length") == 3, 10, "offline ranking from the pack")
        ids = {r["id"] for r in phone.state("results")}
        assert ids - seen, "toilets known only from the region pack are ranked"
        for r in phone.state("results"):
            assert r["hours"]["state"] == "unknown"  # Monaco's toilets have no opening hours
    finally:
        phone.driver.delete_network_conditions()


def test_the_position_is_never_stored(phone):
    somewhere = (43.731237, 7.419871)  # digits no toilet has
    phone.allow_location(somewhere)
    phone.open("/")
    phone.wait_for_results(3)
    phone.driver.find_element(By.ID, "need-to-go").click()
    phone.wait(lambda: phone.state("searchCount") == 2 and not phone.state("loading"), 10)
    stored = phone.js("return JSON.stringify(Object.assign({}, localStorage)) + document.cookie")
    for value in ("43.731237", "7.419871", "43.73124", "7.41987"):
        assert value not in stored
    assert len(stored) > 1000  # the toilets are there, the position is not
