"""The map landing screen: three results, a route, switching destination, the ETA as you walk,
filters on map and list alike, and "I need to go"."""
import re
from selenium.webdriver.common.by import By

from conftest import MONACO_VILLE, PORT_HERCULE


def marker_ids(phone):
    return [int(e.get_attribute("data-toilet-id")) for e in phone.driver.find_elements(By.CSS_SELECTOR, ".leaflet-marker-icon[data-toilet-id]")]


def list_ids(phone):
    return [int(e.get_attribute("data-toilet-id")) for e in phone.driver.find_elements(By.CSS_SELECTOR, "#list-results .clay-toilet-card")]


def banner(phone):
    return phone.driver.find_element(By.ID, "eta-banner")


def route_end(phone):
    return phone.js("const p = window.__toiletnow.state.route.points; return p[p.length - 1];")


def test_first_load_shows_three_results_and_a_route(phone):
    phone.allow_location(MONACO_VILLE)
    phone.open("/")
    phone.wait_for_results(3)
    assert len(phone.state("results")) == 3
    assert len(marker_ids(phone)) == 3
    ranking = phone.state("ranking")
    kind = phone.state("route.kind")
    assert kind == ("walking" if ranking == "walking" else "straight")
    assert phone.driver.find_element(By.CSS_SELECTOR, "path.clay-route").get_attribute("data-route-kind") == kind
    text = banner(phone).text
    assert re.search(r" (min|sec) · ", text) and " m · " in text, text
    if kind == "straight":
        assert "Straight-line" in text
    # The preview card names the first result, and the attribution is on the map.
    first = phone.state("results[0].id")
    assert phone.driver.find_element(By.CSS_SELECTOR, "#preview .clay-toilet-card").get_attribute("data-toilet-id") == str(first)
    link = phone.driver.find_element(By.CSS_SELECTOR, ".leaflet-control-attribution a")
    assert link.text == "© OpenStreetMap contributors, ODbL"
    assert link.get_attribute("href") == "https://www.openstreetmap.org/copyright"
    assert phone.console_errors() == []


def test_tapping_the_second_marker_switches_route_and_banner(phone):
    phone.allow_location(MONACO_VILLE)
    phone.open("/")
    phone.wait_for_results(3)
    first_end = route_end(phone)
    second = phone.state("results[1]")
    phone.driver.find_element(By.CSS_SELECTOR, '.leaflet-marker-icon[data-index="1"] .clay-marker').click()
    phone.wait(lambda: banner(phone).get_attribute("data-toilet-id") == str(second["id"]), 5, "banner follows the second marker")
    end = route_end(phone)
    assert end != first_end
    # A walking route ends where the path meets the toilet: close to it, not necessarily on it.
    assert abs(end[0] - second["toilet"]["latitude"]) < 0.001 and abs(end[1] - second["toilet"]["longitude"]) < 0.001
    assert phone.driver.find_element(By.CSS_SELECTOR, "#preview .clay-toilet-card").get_attribute("data-toilet-id") == str(second["id"])
    marker = phone.driver.find_element(By.CSS_SELECTOR, '.leaflet-marker-icon[data-index="1"]')
    assert marker.get_attribute("aria-pressed") == "true"
    phone.screenshot("map-second-marker")


def point_along(points, fraction):
    """The point `fraction` of the way along a polyline of [lat, lon] points (flat-earth, short walks)."""
    lengths = [((b[0] - a[0]) ** 2 + ((b[1] - a[1]) * 0.72) ** 2) ** 0.5 for a, b in zip(points, points[1:])]
    goal = sum(lengths) * fraction
    for (a, b), length in zip(zip(points, points[1:]), lengths):
        if goal <= length and length > 0:
            t = goal / length
            return (a[0] + (b[0] - a[0]) * t, a[1] + (b[1] - a[1]) * t)
        goal -= length
    return tuple(points[-1])


def test_moving_updates_the_eta(phone):
    phone.allow_location(MONACO_VILLE)
    phone.open("/")
    phone.wait_for_results(3)
    before_meters = int(banner(phone).get_attribute("data-meters"))
    before_seconds = int(banner(phone).get_attribute("data-seconds"))
    chosen = phone.state("results[0].id")
    # Walk two thirds of the way along the route (a straight line until walking routes exist).
    phone.set_position(point_along(phone.state("route.points"), 2 / 3))
    phone.wait(lambda: int(banner(phone).get_attribute("data-meters")) < before_meters * 0.6, 10,
               lambda: f"the banner counts down: {banner(phone).text}")
    assert int(banner(phone).get_attribute("data-seconds")) < before_seconds * 0.6
    assert banner(phone).get_attribute("data-toilet-id") == str(chosen)
    assert phone.js("return window.__toiletnow.reroutes") == 0


def test_a_filter_changes_results_on_map_and_list(phone):
    phone.allow_location(MONACO_VILLE)
    phone.open("/")
    phone.wait_for_results(3)
    before = [r["id"] for r in phone.state("results")]
    phone.driver.find_element(By.CSS_SELECTOR, '#screen-map [data-need="wheelchair"]').click()
    phone.wait(lambda: phone.state("needs").count("wheelchair") == 1 and not phone.state("loading")
               and [r["id"] for r in phone.state("results")] != before, 10, "results change with the filter")
    after = [r["id"] for r in phone.state("results")]
    assert after, "Monaco has wheelchair-accessible toilets"
    for toilet in phone.state("results"):
        assert toilet["toilet"]["wheelchair"] == "yes"
    phone.wait(lambda: marker_ids(phone) == after, 5, "the map shows the filtered results")
    phone.screenshot("map-filter-wheelchair")
    phone.go("#/list")
    phone.wait(lambda: list_ids(phone) == after, 5, "the list shows the same results")
    chip = phone.driver.find_element(By.CSS_SELECTOR, '#screen-list [data-need="wheelchair"]')
    assert chip.get_attribute("aria-pressed") == "true"
    # Turning it off from the list changes the map too.
    chip.click()
    phone.wait(lambda: [r["id"] for r in phone.state("results")] == before and list_ids(phone) == before, 10)
    phone.go("#/map")
    phone.wait(lambda: marker_ids(phone) == before, 5)


def test_i_need_to_go_runs_the_search_again(phone):
    phone.allow_location(MONACO_VILLE)
    phone.open("/")
    phone.wait_for_results(3)
    count = phone.state("searchCount")
    phone.set_position(PORT_HERCULE)
    phone.wait(lambda: phone.state("position.latitude") == PORT_HERCULE[0], 5)
    phone.driver.find_element(By.ID, "need-to-go").click()
    phone.wait(lambda: phone.state("searchCount") == count + 1 and not phone.state("loading"), 10)
    phone.wait_for_results(3)


def test_a_deployment_tile_url_replaces_our_own_base_map(tiled_phone):
    phone = tiled_phone
    phone.allow_location(MONACO_VILLE)
    phone.open("/")
    phone.wait_for_results(3)
    phone.wait(lambda: phone.driver.find_elements(By.CSS_SELECTOR, "img.leaflet-tile"), 5, "tiles are asked for")
    sources = [t.get_attribute("src") for t in phone.driver.find_elements(By.CSS_SELECTOR, "img.leaflet-tile")]
    assert all(s.startswith("http://127.0.0.1:9/tiles/") and s.endswith(".png") for s in sources), sources
    assert not phone.driver.find_elements(By.CSS_SELECTOR, ".clay-basemap-street")
    assert not phone.js("return performance.getEntriesByType('resource').some(e => e.name.includes('/api/basemap'))")
    assert phone.driver.find_element(By.CSS_SELECTOR, ".leaflet-control-attribution a").text == "© OpenStreetMap contributors, ODbL"


def test_our_own_base_map_is_drawn_in_the_clay_palette(phone):
    phone.allow_location(MONACO_VILLE)
    phone.open("/")
    phone.wait_for_results(3)
    phone.wait(lambda: phone.driver.find_elements(By.CSS_SELECTOR, "path.clay-basemap-street"), 10, "streets are drawn")
    kinds = phone.js("return ['street', 'path', 'park', 'water', 'building'].filter(k => document.querySelector('path.clay-basemap-' + k))")
    assert set(kinds) >= {"street", "building"}, kinds
    stroke = phone.js("return getComputedStyle(document.querySelector('path.clay-basemap-street')).stroke")
    assert stroke == "rgb(255, 255, 255)"
    assert not phone.driver.find_elements(By.CSS_SELECTOR, "img.leaflet-tile")
