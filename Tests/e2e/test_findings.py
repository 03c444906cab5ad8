"""Issue 11's small findings, one test each: a searched place with filters that match nothing (6),
search focusing its text box (7), saved and offline screens in the toilet's time zone (8),
emergency go-to first in Saved (9), and the small things of 10."""
import re

from selenium.webdriver.common.by import By

from conftest import MONACO_VILLE
from test_offline import NOW, open_offline, pack_toilet, seed


def test_a_searched_place_with_filters_that_match_nothing_says_so(phone):
    phone.deny_location()
    phone.open("/")
    phone.wait(lambda: phone.js("return location.hash") == "#/search", 10, "the place search opens")
    phone.driver.find_element(By.ID, "search-input").send_keys("Grimaldi")
    phone.driver.find_element(By.CSS_SELECTOR, "#search-form button[type=submit]").click()
    phone.wait(lambda: phone.driver.find_elements(By.CSS_SELECTOR, '[data-action="pick-place"]'), 10, "places")
    phone.driver.find_elements(By.CSS_SELECTOR, '[data-action="pick-place"]')[0].click()
    phone.wait_for_results(3)
    # Nobody in Monaco has mapped a changing table yet.
    phone.driver.find_element(By.CSS_SELECTOR, '#screen-map [data-need="changing_table"]').click()
    notice = phone.driver.find_element(By.ID, "map-notice")
    phone.wait(lambda: "No toilets match these filters near Rue Grimaldi" in notice.text, 10, lambda: "notice: " + notice.text)
    assert phone.state("results.length") == 0
    notice.find_element(By.CSS_SELECTOR, '[data-action="clear-filters"]').click()
    phone.wait_for_results(3)


def test_opening_search_focuses_the_text_box(phone):
    phone.allow_location(MONACO_VILLE)
    phone.open("/")
    phone.wait_for_results(3)
    phone.driver.find_element(By.ID, "search-link").click()
    phone.wait(lambda: phone.js("return location.hash") == "#/search", 5)
    phone.wait(lambda: phone.js("return document.activeElement && document.activeElement.id") == "search-input", 2,
               lambda: "focused: " + str(phone.js("return document.activeElement.id || document.activeElement.tagName")))


def test_saved_and_offline_screens_use_the_toilets_time_zone(phone):
    # The device is an hour behind Monaco (London in summer); the toilet closes at 18:00 Monaco time.
    phone.cdp("Emulation.setTimezoneOverride", {"timezoneId": "Europe/London"})
    toilet = pack_toilet(9002, "Harbour", 125, [("2026-06-03T06:00:00Z", "2026-06-03T16:00:00Z")])
    seed(phone, [toilet], saved=[(toilet, False)])
    open_offline(phone, f"/?now={NOW}#/saved")
    card = phone.wait(lambda: phone.driver.find_elements(By.CSS_SELECTOR, '#saved-body .clay-toilet-card[data-toilet-id="9002"]'), 5)[0]
    assert re.search(r"until (18:00|0?6:00\s?PM)", card.text), card.text
    phone.go("#/list")
    listed = phone.wait(lambda: phone.driver.find_elements(By.CSS_SELECTOR, '#list-results .clay-toilet-card[data-toilet-id="9002"]'), 5)[0]
    assert re.search(r"until (18:00|0?6:00\s?PM)", listed.text), listed.text
    assert phone.js("return new Date('2026-06-03T16:00:00Z').getHours()") == 17  # the device's own zone


def test_emergency_go_to_toilets_come_first_in_saved(phone):
    near = pack_toilet(9101, "Near one", 100, unknown=True)
    go_to = pack_toilet(9102, "Go-to one", 600, unknown=True)
    seed(phone, [near, go_to], saved=[(near, False), (go_to, True)])
    phone.allow_location(MONACO_VILLE)
    phone.open("/#/saved")
    phone.wait(lambda: len(phone.driver.find_elements(By.CSS_SELECTOR, "#saved-body .clay-toilet-card")) == 2
               and " m straight-line" in phone.driver.find_element(By.ID, "saved-body").text, 10, "saved toilets with distances")
    ids = [c.get_attribute("data-toilet-id") for c in phone.driver.find_elements(By.CSS_SELECTOR, "#saved-body .clay-toilet-card")]
    assert ids == ["9102", "9101"], ids


def test_search_results_do_not_repeat_their_kind(phone):
    phone.allow_location(MONACO_VILLE)
    phone.open("/#/search")
    phone.driver.find_element(By.ID, "search-input").send_keys("Princesse")
    phone.driver.find_element(By.CSS_SELECTOR, "#search-form button[type=submit]").click()
    phone.wait(lambda: len(phone.driver.find_elements(By.CSS_SELECTOR, '[data-action="pick-place"]')) >= 2, 10, "places")
    text = phone.driver.find_element(By.ID, "search-results").text
    assert "Street" in text and not re.search(r"(?i)\b(street|toilet|place) · (street|toilet|place)\b", text), text


def test_no_fee_is_good_news_not_a_red_badge(phone):
    phone.allow_location(MONACO_VILLE)
    phone.open("/")
    phone.wait_for_results(3)
    phone.go("#/toilet/13")  # Monaco's toilet 13 is tagged fee=no
    badge = phone.wait(lambda: phone.driver.find_elements(By.CSS_SELECTOR, '#details-body dd[data-attribute="fee"] .clay-badge'), 10)[0]
    assert badge.text == "No" and "clay-badge--yes" in badge.get_attribute("class"), badge.get_attribute("outerHTML")


def test_the_search_placeholder_fits_at_390_px(phone):
    phone.allow_location(MONACO_VILLE)
    phone.open("/")
    phone.wait_for_results(3)
    fits = phone.js("const e = document.querySelector('.clay-search-field__text'); const f = e.parentElement.getBoundingClientRect(),"
                    " r = e.getBoundingClientRect(); return [e.scrollWidth <= e.clientWidth, r.right <= f.right, r.bottom <= f.bottom, e.textContent]")
    assert fits[:3] == [True, True, True], fits


MARKERS = """return [...document.querySelectorAll('.clay-marker-icon')].map((e) => {
  const m = /translate3d\\(([-\\d.]+)px, ([-\\d.]+)px/.exec(e.style.transform); const r = e.getBoundingClientRect();
  return { anchor: [Number(m[1]), Number(m[2])], box: [r.left, r.top, r.right, r.bottom] }; });"""


def test_markers_2_and_3_do_not_overlap_zoomed_out(phone):
    phone.allow_location(MONACO_VILLE)
    phone.open("/")
    phone.wait_for_results(3)
    crowded = None
    for zoom in (16, 15, 14, 13):
        phone.js("window.__toiletnow.centre({latitude: arguments[0], longitude: arguments[1]}, arguments[2])", *MONACO_VILLE, zoom)
        markers = phone.js(MARKERS)
        (x2, y2), (x3, y3) = markers[1]["anchor"], markers[2]["anchor"]
        if ((x2 - x3) ** 2 + (y2 - y3) ** 2) ** 0.5 < 40:  # their points are closer than a marker is wide
            crowded = markers
            break
    assert crowded, "markers 2 and 3 never come close: the test needs another zoom"
    for i in range(3):
        for j in range(i + 1, 3):
            a, b = crowded[i]["box"], crowded[j]["box"]
            overlap = min(a[2], b[2]) - max(a[0], b[0]) > 0 and min(a[3], b[3]) - max(a[1], b[1]) > 0
            assert not overlap, (i + 1, j + 1, crowded)
