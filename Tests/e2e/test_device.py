"""The device: shaking to search (virtual sensors), location denied, and offline with saved toilets."""
from selenium.webdriver.common.by import By

from conftest import MONACO_VILLE

SENSORS = ("accelerometer", "linear-acceleration", "gravity", "gyroscope")


def set_motion(phone, x, y, z):
    """Accelerations in m/s² (x, y, z) with gravity on z, as the virtual sensors report them."""
    phone.cdp("Emulation.setSensorOverrideReadings", {"type": "accelerometer", "reading": {"xyz": {"x": x, "y": y, "z": z}}})
    phone.cdp("Emulation.setSensorOverrideReadings", {"type": "linear-acceleration", "reading": {"xyz": {"x": x, "y": y, "z": z - 9.81}}})
    phone.cdp("Emulation.setSensorOverrideReadings", {"type": "gravity", "reading": {"xyz": {"x": 0, "y": 0, "z": 9.81}}})


def enable_motion(phone):
    """Virtual motion sensors at rest. Trusted devicemotion events reach listeners added after the
    sensors are enabled, and the override belongs to the page's origin: enable on a page of the
    server, then open the app."""
    phone.open("/healthz")
    for sensor in SENSORS:
        phone.cdp("Emulation.setSensorOverrideEnabled", {"enabled": True, "type": sensor, "metadata": {"available": True}})
    phone.cdp("Emulation.setSensorOverrideReadings", {"type": "gyroscope", "reading": {"xyz": {"x": 0, "y": 0, "z": 0}}})
    set_motion(phone, 0, 0, 9.81)


def test_shake_runs_the_search_again(phone):
    enable_motion(phone)
    phone.allow_location(MONACO_VILLE)
    phone.open("/#/list")
    phone.wait_for_results(3)
    count = phone.state("searchCount")
    set_motion(phone, 0.5, 0.3, 9.9)  # a gentle move is not a shake
    phone.wait(lambda: phone.js("return window.__toiletnow.state.searchCount") == count, 1)
    set_motion(phone, 34.0, 12.0, 9.81)  # about 3.8 g
    phone.wait(lambda: phone.js("return window.__toiletnow.shakes") == 1, 5, "the shake is felt")
    phone.wait(lambda: phone.state("searchCount") == count + 1 and not phone.state("loading"), 10, "the shake searches")
    assert phone.js("return location.hash") == "#/map"
    set_motion(phone, 0, 0, 9.81)
    set_motion(phone, -33.0, 10.0, 9.81)  # within the cooldown: no second search
    phone.wait(lambda: True, 0.3)
    assert phone.js("return window.__toiletnow.shakes") == 1


def test_location_denied_shows_the_place_search(phone):
    phone.deny_location()
    phone.open("/")
    phone.wait(lambda: phone.js("return location.hash") == "#/search", 10, "the place search opens")
    message = phone.driver.find_element(By.ID, "search-message")
    phone.wait(lambda: "Location is off" in message.text, 5)
    assert phone.driver.find_element(By.ID, "search-input").is_displayed()
    phone.screenshot("location-denied")
    # The map behind waits where the data is, so "search around the middle of the map" helps.
    phone.wait(lambda: abs(phone.js("return window.__toiletnow.mapCentre().latitude") - 43.73) < 0.05, 5, "the map shows the region")
    # The offline geocoder finds a street; picking it shows the toilets nearest to it.
    phone.driver.find_element(By.ID, "search-input").send_keys("Grimaldi")
    phone.driver.find_element(By.CSS_SELECTOR, "#search-form button[type=submit]").click()
    phone.wait(lambda: phone.driver.find_elements(By.CSS_SELECTOR, '[data-action="pick-place"]'), 10,
               lambda: "search results: " + phone.driver.find_element(By.ID, "search-results").text)
    assert "Rue Grimaldi" in phone.driver.find_element(By.ID, "search-results").text
    phone.screenshot("search-results")
    phone.driver.find_elements(By.CSS_SELECTOR, '[data-action="pick-place"]')[0].click()
    phone.wait(lambda: phone.js("return location.hash") == "#/map", 5)
    phone.wait_for_results(3)
    assert "Showing toilets near Rue Grimaldi" in phone.driver.find_element(By.ID, "map-notice").text
    phone.screenshot("map-from-searched-place")


def test_saved_toilet_is_there_offline_after_a_reload(phone):
    phone.allow_location(MONACO_VILLE)
    phone.open("/")
    phone.wait_for_results(3)
    # The nearest as the crow flies: offline ranking is by straight-line distance.
    toilet_id = min(phone.state("results"), key=lambda r: r["distanceMeters"])["id"]
    phone.go(f"#/toilet/{toilet_id}")
    phone.wait(lambda: phone.driver.find_elements(By.ID, "save-nickname"), 10, "the save form")
    phone.driver.find_element(By.ID, "save-nickname").send_keys("Harbour loo")
    phone.driver.find_element(By.CSS_SELECTOR, "label[for=save-emergency]").click()
    phone.driver.find_element(By.CSS_SELECTOR, "#save-form button[type=submit]").click()
    phone.wait(lambda: "Saved as “Harbour loo”" in phone.driver.find_element(By.ID, "save-area").text, 5)
    phone.wait_for_service_worker()

    # Network.emulateNetworkConditions sent to the page's own DevTools session does not cover
    # requests that pass through the service worker; chromedriver's network conditions apply the
    # same CDP emulation to every target it drives, the worker included.
    phone.driver.set_network_conditions(offline=True, latency=0, throughput=0)
    try:
        phone.go("#/saved")
        phone.js("window.__beforeReload = true")
        phone.driver.refresh()
        phone.wait(lambda: phone.js("return !window.__beforeReload && !!(window.__toiletnow && window.__toiletnow.booted)"), 10, "the app starts offline")
        phone.wait(lambda: "Harbour loo" in phone.driver.find_element(By.ID, "saved-body").text, 10, "the saved toilet")
        assert phone.js("return navigator.onLine") is False
        assert phone.js("return !!navigator.serviceWorker.controller") is True
        card = phone.driver.find_element(By.CSS_SELECTOR, f'#saved-body .clay-toilet-card[data-toilet-id="{toilet_id}"]')
        assert "Emergency go-to" in card.text
        phone.wait(lambda: " m straight-line" in card.text, 5, "the distance once the position is known")
        phone.screenshot("saved-offline")
        # Nearest still answers, on the device, and says it is offline.
        phone.go("#/map")
        phone.wait(lambda: phone.state("offline") is True and phone.state("results.length") >= 1, 10,
                   lambda: "offline ranking: " + str(phone.js("const s = window.__toiletnow.state; return [s.offline, s.results.length, s.locationStatus, s.position, s.error, s.searchCount, s.loading]")))
        assert "offline" in phone.driver.find_element(By.ID, "map-notice").text
        assert toilet_id in [r["id"] for r in phone.state("results")]
        phone.wait(lambda: phone.driver.find_elements(By.CSS_SELECTOR, "path.clay-route"), 5)
        phone.screenshot("map-offline")
        # Details of the saved toilet open from the device.
        phone.go(f"#/toilet/{toilet_id}")
        phone.wait(lambda: "offline" in phone.driver.find_element(By.ID, "details-body").text, 10)
    finally:
        phone.driver.delete_network_conditions()
