"""The walking experience against the issue-4 answer shape (walk times, arrival state, routes,
steps), served by an in-page test double until the server has it: a solid route, the banner in
walking minutes, switching routes, counting down along the route, and re-routing when off it."""
import math
from pathlib import Path

from selenium.webdriver.common.by import By

from conftest import MONACO_VILLE

MOCK = (Path(__file__).parent / "walking_mock.js").read_text()


def open_walking(phone):
    phone.cdp("Page.addScriptToEvaluateOnNewDocument", {"source": MOCK})
    phone.allow_location(MONACO_VILLE)
    phone.open("/")
    phone.wait_for_results(3)
    assert phone.state("ranking") == "walking"


def banner(phone):
    return phone.driver.find_element(By.ID, "eta-banner")


def test_walking_route_and_banner(phone):
    open_walking(phone)
    assert phone.state("route.kind") == "walking"
    assert phone.driver.find_element(By.CSS_SELECTOR, "path.clay-route").get_attribute("data-route-kind") == "walking"
    first = phone.state("results[0]")
    text = banner(phone).text
    minutes, seconds = divmod(first["walkSeconds"], 60)
    assert text.startswith(f"{minutes} min {seconds} sec · " if seconds else f"{minutes} min · "), text
    assert "open until 22:00" in text and "≈" not in text
    assert "Head along Rue Basse" in text
    assert f"{text.split(' · ')[0]} walk · " in phone.driver.find_element(By.CSS_SELECTOR, "#preview .clay-toilet-card").text
    phone.screenshot("map-walking")


def test_second_marker_switches_to_its_walking_route(phone):
    open_walking(phone)
    second = phone.state("results[1]")
    phone.driver.find_element(By.CSS_SELECTOR, '.leaflet-marker-icon[data-index="1"] .clay-marker').click()
    phone.wait(lambda: banner(phone).get_attribute("data-toilet-id") == str(second["id"]), 5)
    assert phone.state("route.kind") == "walking"
    end = phone.js("const p = window.__toiletnow.state.route.points; return p[p.length - 1];")
    # The route comes as an encoded polyline of precision 5: its points are exact to 1e-5 degrees.
    assert abs(end[0] - second["toilet"]["latitude"]) <= 1e-5 and abs(end[1] - second["toilet"]["longitude"]) <= 1e-5
    assert phone.js("return window.__walkingMock.routeCalls") == 0  # routes=all: no extra request


def test_eta_counts_down_along_the_route_and_reroutes_when_off_it(phone):
    open_walking(phone)
    before = int(banner(phone).get_attribute("data-seconds"))
    corner = phone.js("return window.__toiletnow.state.route.points[1]")
    phone.set_position(tuple(corner))
    phone.wait(lambda: int(banner(phone).get_attribute("data-seconds")) < before * 0.8, 10, "the banner counts down")
    assert phone.js("return window.__toiletnow.reroutes") == 0
    # About 110 m off the route, two fixes in a row: the second one re-routes.
    off = (MONACO_VILLE[0] - 0.001, MONACO_VILLE[1] - 0.001)
    phone.set_position(off)
    phone.wait(lambda: phone.state("wasOff") is True, 5, "first fix off the route")
    assert phone.js("return window.__toiletnow.reroutes") == 0
    phone.set_position((off[0] - 0.00005, off[1]))
    phone.wait(lambda: phone.js("return window.__toiletnow.reroutes") == 1, 5, "second fix off the route re-routes")
    phone.wait(lambda: phone.js("return window.__walkingMock.routeCalls") == 1, 5)
    # The new route starts where the walker is (once its answer is in).
    phone.wait(lambda: abs(phone.js("return window.__toiletnow.state.route.points[0]")[0] - (off[0] - 0.00005)) < 1e-5, 5)


def test_polyline_decoding_matches_the_reference_example(phone):
    phone.open("/healthz")
    phone.driver.set_script_timeout(5)
    points = phone.driver.execute_async_script(
        "const done = arguments[arguments.length - 1];"
        "import('/js/geo.js').then(g => done(g.decodePolyline('_p~iF~ps|U_ulLnnqC_mqNvxq`@')));")
    assert points == [[38.5, -120.2], [40.7, -120.95], [43.252, -126.453]]
