"""The community screens of issue 10 against an in-page test double of the community API
(`community_mock.js`): adding a toilet (pin, duplicates, field errors, honeypot), telling us
from the details page, "Was it open?" on arrival, my contributions and the moderator page, each
audited with axe. test_community.py runs the same screens against the real API."""
import json
from pathlib import Path

from selenium.webdriver.common.action_chains import ActionChains
from selenium.webdriver.common.by import By
from selenium.webdriver.support.ui import Select

from community_helpers import assert_accessible, find, text
from conftest import MONACO_VILLE

MOCK = (Path(__file__).parent / "community_mock.js").read_text()
TOILET_25 = (43.7381812, 7.4278737)  # the nearest toilet to MONACO_VILLE, 264 m away
ACCESSIBLE_TOILET = 14


def open_app(phone, hash_="", position=MONACO_VILLE):
    phone.cdp("Page.addScriptToEvaluateOnNewDocument", {"source": MOCK})
    phone.allow_location(position)
    phone.open("/" + hash_)
    phone.wait_for_results(3)


def requests(phone, path=None, method="POST"):
    found = phone.js("return window.__communityMock.requests")
    return [r for r in found if r["method"] == method and (path is None or r["path"] == path)]



def type_pin(phone, latitude, longitude):
    for name, value in (("latitude", latitude), ("longitude", longitude)):
        field = find(phone, f"#add-{name}")
        field.clear()
        field.send_keys(f"{value:.6f}")


def test_a_pin_dropped_on_the_map_is_sent_with_the_known_fields_only(phone):
    open_app(phone)
    find(phone, "#add-toilet-link").click()
    phone.wait(lambda: phone.driver.find_elements(By.CSS_SELECTOR, "#add-map .leaflet-pane"), 5, "the pin map")
    ActionChains(phone.driver).move_to_element_with_offset(find(phone, "#add-map"), 30, 20).click().perform()
    phone.wait(lambda: find(phone, "#add-latitude").get_attribute("value"), 5, "the tap fills the pin")
    latitude = float(find(phone, "#add-latitude").get_attribute("value"))
    longitude = float(find(phone, "#add-longitude").get_attribute("value"))
    assert abs(latitude - MONACO_VILLE[0]) < 0.001 and abs(longitude - MONACO_VILLE[1]) < 0.001
    assert (latitude, longitude) != MONACO_VILLE  # the pin's position, not the user's
    assert phone.driver.find_elements(By.CSS_SELECTOR, "#add-map .leaflet-marker-draggable .clay-new-pin")
    find(phone, "#add-name").send_keys("Kiosk toilet")
    Select(find(phone, "#add-wheelchair")).select_by_value("yes")
    Select(find(phone, "#add-gender")).select_by_value("unisex")
    find(phone, "#add-form button[type=submit]").click()
    phone.wait(lambda: phone.driver.find_elements(By.CSS_SELECTOR, "[data-added]"), 5, "the thank-you")
    sent = requests(phone, "/api/toilets")
    assert len(sent) == 1
    body = sent[0]["body"]
    assert body == {"latitude": round(latitude, 7), "longitude": round(longitude, 7), "confirm_new": False,
                    "fields": {"name": "Kiosk toilet", "wheelchair": "yes", "gender": "unisex"}, "website": ""}
    token = phone.js("return localStorage.getItem('toiletnow.device-token')")
    assert token and sent[0]["token"] == token
    assert len(requests(phone, "/api/devices")) == 1
    assert find(phone, "[data-added]").get_attribute("data-state") == "pending"
    assert_accessible(phone, "add-thanks")


def test_a_toilet_close_to_a_known_one_asks_is_it_one_of_these(phone):
    open_app(phone, "#/add")
    phone.wait(lambda: phone.driver.find_elements(By.ID, "add-form"), 5)
    type_pin(phone, TOILET_25[0] + 0.0001, TOILET_25[1])
    find(phone, "#add-form button[type=submit]").click()
    phone.wait(lambda: phone.driver.find_elements(By.CSS_SELECTOR, "[data-duplicates]"), 5, "the duplicates")
    duplicates = find(phone, "[data-duplicates]")
    assert "Is it one of these?" in duplicates.text
    assert duplicates.find_element(By.CSS_SELECTOR, 'a[href="#/toilet/25"]')
    assert phone.js("return document.activeElement.id") == "dup-title"
    assert_accessible(phone, "add-duplicates")
    duplicates.find_element(By.CSS_SELECTOR, '[data-add="confirm-new"]').click()
    phone.wait(lambda: phone.driver.find_elements(By.CSS_SELECTOR, "[data-added]"), 5, "added anyway")
    sent = [r["body"]["confirm_new"] for r in requests(phone, "/api/toilets")]
    assert sent == [False, True]


def test_a_bad_opening_hours_value_is_shown_beside_its_field(phone):
    open_app(phone, "#/add")
    phone.wait(lambda: phone.driver.find_elements(By.ID, "add-form"), 5)
    find(phone, "#add-form button[type=submit]").click()  # no pin yet: said beside the latitude
    phone.wait(lambda: find(phone, "#add-latitude").get_attribute("aria-invalid") == "true", 5)
    type_pin(phone, MONACO_VILLE[0] + 0.0002, MONACO_VILLE[1])
    find(phone, "#add-opening_hours").send_keys("Mx 08:00-20:00")
    find(phone, "#add-form button[type=submit]").click()
    field = find(phone, "#add-opening_hours")
    phone.wait(lambda: field.get_attribute("aria-invalid") == "true", 5, "the field error")
    assert find(phone, "#add-latitude").get_attribute("aria-invalid") is None
    error_id = field.get_attribute("aria-describedby").split()[-1]
    assert "opening_hours" in find(phone, f"#{error_id}").text
    assert phone.js("return document.activeElement.id") == "add-opening_hours"
    assert_accessible(phone, "add-field-error")


def test_the_details_page_shows_the_community_and_sends_what_people_tell(phone):
    open_app(phone, f"#/toilet/{ACCESSIBLE_TOILET}")
    phone.wait(lambda: phone.driver.find_elements(By.ID, "tell-area"), 10, "the tell-us panel")
    assert "Confirmed open yesterday" in text(phone, "[data-reliability]")
    assert "Clean and bright" in text(phone, "[data-comments]")
    assert text(phone, '[data-freshness="wheelchair"]') == "Confirmed 3 weeks ago by 4 people"
    assert text(phone, 'dd[data-attribute="wheelchair"]') == "Yes"
    find(phone, '[data-tell="rate"] button[type=submit]').click()  # no number picked
    phone.wait(lambda: find(phone, '[data-tell="rate"] input[value="1"]').get_attribute("aria-invalid") == "true", 5)
    find(phone, '[data-tell="rate"] input[value="4"]').click()
    find(phone, '[data-tell="rate"] button[type=submit]').click()
    phone.wait(lambda: "Cleanliness 4.0 of 5 (1 rating)" in text(phone, "[data-rating]"), 5, "the rating counts")
    find(phone, '[data-send="vote"][data-value="true"]').click()
    phone.wait(lambda: "1 person felt safe" in text(phone, "[data-votes]"), 5)
    find(phone, '[data-send="confirm"]').click()
    phone.wait(lambda: "Confirmed just now" in text(phone, "[data-reliability]"), 5)
    find(phone, '[data-send="closure"][data-value="gone"]').click()
    phone.wait(lambda: "moderator" in text(phone, '[data-tell="quick"] [data-form-status]'), 5)
    find(phone, ".clay-edit summary").click()
    Select(find(phone, "#edit-wheelchair")).select_by_value("no")
    find(phone, '[data-tell="edit"] button[type=submit]').click()
    phone.wait(lambda: requests(phone, f"/api/toilets/{ACCESSIBLE_TOILET}/edits"), 5)
    assert requests(phone, f"/api/toilets/{ACCESSIBLE_TOILET}/edits")[0]["body"] == {
        "changes": [{"field": "wheelchair", "from": "yes", "to": "no"}], "website": ""}
    kinds = [r["path"].rsplit("/", 1)[1] for r in requests(phone) if r["path"].startswith("/api/toilets/")]
    assert kinds == ["ratings", "votes", "confirmations", "closures", "edits"]
    assert [r["body"] for r in requests(phone, f"/api/toilets/{ACCESSIBLE_TOILET}/closures")] == [{"closure": "gone", "website": ""}]
    assert_accessible(phone, "details-community")
    phone.js("document.getElementById('screen-details').scrollTop = 10000")
    assert_accessible(phone, "details-tell-us")


def test_was_it_open_asks_on_arrival_and_sends_one_tap(phone):
    open_app(phone)
    first = phone.state("results[0]")
    assert find(phone, "#was-open").get_attribute("hidden") is not None
    phone.set_position((first["toilet"]["latitude"] + 0.0001, first["toilet"]["longitude"]))  # 11 m away
    phone.wait(lambda: find(phone, "#was-open").is_displayed(), 10, "the card on arrival")
    card = find(phone, "#was-open")
    assert "Was it open?" in card.text and card.get_attribute("data-toilet-id") == str(first["id"])
    assert_accessible(phone, "was-open")
    searches = phone.state("searchCount")
    card.find_element(By.CSS_SELECTOR, '[data-was-open="no"]').click()
    phone.wait(lambda: requests(phone, f"/api/toilets/{first['id']}/visits"), 5)
    assert requests(phone, f"/api/toilets/{first['id']}/visits")[0]["body"] == {"open": False, "website": ""}
    phone.wait(lambda: phone.state("searchCount") > searches, 5, "a new search after No")


def test_my_contributions_and_the_moderator_page(phone):
    open_app(phone, "#/mine")
    phone.wait(lambda: "Nothing yet" in text(phone, "#mine-body"), 5)
    assert_accessible(phone, "mine-empty")
    phone.go(f"#/toilet/{ACCESSIBLE_TOILET}")
    phone.wait(lambda: phone.driver.find_elements(By.ID, "comment-text"), 10)
    find(phone, "#comment-text").send_keys("The door sticks.")
    find(phone, '[data-tell="comment"] button[type=submit]').click()
    phone.wait(lambda: requests(phone, f"/api/toilets/{ACCESSIBLE_TOILET}/comments"), 5)
    phone.go("#/mine")
    phone.wait(lambda: phone.driver.find_elements(By.CSS_SELECTOR, "#mine-body [data-contribution-state]"), 5)
    assert find(phone, "#mine-body [data-contribution-state]").get_attribute("data-contribution-state") == "pending"
    assert "“The door sticks.”" in text(phone, "#mine-body")
    assert_accessible(phone, "mine")

    phone.go("#/moderate")
    phone.wait(lambda: phone.driver.find_elements(By.ID, "moderator-token"), 5)
    find(phone, "#moderator-token-form button[type=submit]").click()
    phone.wait(lambda: find(phone, "#moderator-token").get_attribute("aria-invalid") == "true", 5)
    find(phone, "#moderator-token").send_keys("moderator-token")
    find(phone, "#moderator-token-form button[type=submit]").click()
    phone.wait(lambda: phone.driver.find_elements(By.CSS_SELECTOR, "#moderate-queue [data-reject]"), 5, "the queue")
    assert phone.js("return localStorage.getItem('toiletnow.moderator-token')") == "moderator-token"
    assert phone.js("return localStorage.getItem('toiletnow.device-token')") != "moderator-token"
    assert_accessible(phone, "moderate-queue")
    find(phone, "#moderate-queue [data-reject] button[type=submit]").click()  # no reason
    reason = find(phone, "#moderate-queue [data-reject] input[name=reason]")
    phone.wait(lambda: reason.get_attribute("aria-invalid") == "true", 5)
    reason.send_keys("Not about the toilet")
    find(phone, "#moderate-queue [data-reject] button[type=submit]").click()
    phone.wait(lambda: "Nothing waits" in text(phone, "#moderate-queue"), 5)
    phone.go("#/mine")
    phone.wait(lambda: "Reason: Not about the toilet" in text(phone, "#mine-body"), 5)

    phone.go("#/moderate")
    phone.wait(lambda: phone.driver.find_elements(By.ID, "history-toilet"), 5)
    find(phone, "#history-toilet").send_keys(str(ACCESSIBLE_TOILET))
    find(phone, "#history-form button[type=submit]").click()
    phone.wait(lambda: phone.driver.find_elements(By.CSS_SELECTOR, "[data-revert='40']"), 5, "the history")
    find(phone, "#revert-40").send_keys("Vandalism")
    find(phone, "[data-revert='40'] button[type=submit]").click()
    phone.wait(lambda: requests(phone, "/api/moderation/revisions/40/revert"), 5)
    assert requests(phone, "/api/moderation/revisions/40/revert")[0]["body"] == {"reason": "Vandalism"}
    assert_accessible(phone, "moderate-history")
    assert phone.console_errors() == []


def test_the_updates_poll_asks_again_only_for_changes_on_screen_and_refreshes_saved_toilets(phone):
    open_app(phone)
    phone.js("window.__toiletnow.pollMs = 300; window.__toiletnow.pollNow()")
    phone.wait(lambda: phone.js("return window.__toiletnow.updateStats().polls") >= 2, 5, "polling")
    # The feed is read from the newest revision the answers showed, not from the beginning.
    start = int(phone.js("return window.__toiletnow.updateStats().cursor"))
    assert start == max(r["full"]["revision"] for r in phone.state("results"))
    cursor = lambda: int(phone.js("return window.__toiletnow.updateStats().cursor"))
    phone.js("window.__notReloaded = true")
    searches = phone.state("searchCount")
    shown = phone.state("results[0].full")
    far = {**phone.state("results[0].full"), "id": 999, "latitude": 43.7460, "longitude": 7.4340}
    phone.js("window.__communityMock.changes.push({cursor: String(arguments[1]), id: 999, change: 'added', toilet: arguments[0]})", far, start + 1)
    phone.wait(lambda: cursor() == start + 1, 5, "the far change read")
    assert phone.state("searchCount") == searches  # 1.2 km away: nothing on screen changed
    # A saved toilet takes its new record (its hours stay); a change on screen asks again.
    phone.js("localStorage.setItem('toiletnow.saved', JSON.stringify([{id: arguments[0].id, nickname: '', emergency: false,"
             " savedAt: '2026-01-01T00:00:00Z', toilet: {id: arguments[0].id, name: 'Old name', hoursState: 'open', latitude: 0, longitude: 0}}]))", shown)
    renamed = {**shown, "name": "Renamed by the community"}
    renamed.pop("hours", None)
    phone.js("window.__communityMock.changes.push({cursor: String(arguments[1]), id: arguments[0].id, change: 'updated', toilet: arguments[0]})", renamed, start + 2)
    phone.wait(lambda: phone.state("searchCount") > searches, 5, "a new search for a change on screen")
    saved = phone.js("return JSON.parse(localStorage.getItem('toiletnow.saved'))[0].toilet")
    assert saved["name"] == "Renamed by the community" and saved["hoursState"] == "open"
    assert saved["latitude"] == shown["latitude"]
    phone.js("window.__communityMock.changes.push({cursor: String(arguments[1]), id: arguments[0].id, change: 'removed', toilet: null})", shown, start + 3)
    phone.wait(lambda: phone.js("return JSON.parse(localStorage.getItem('toiletnow.saved'))[0].removed === true"), 5)
    assert phone.js("return window.__notReloaded === true")


def test_a_write_polls_for_updates_at_once(phone):
    open_app(phone, f"#/toilet/{ACCESSIBLE_TOILET}")
    phone.wait(lambda: phone.driver.find_elements(By.ID, "tell-area"), 10)
    polls = phone.js("return window.__toiletnow.updateStats().polls")  # the next timed poll is 15 s away
    find(phone, '[data-send="confirm"]').click()
    phone.wait(lambda: phone.js("return window.__toiletnow.updateStats().polls") > polls, 3, "a poll right after the write")
