"""Navigation mode, one test per finding of issue 11 (1, 2, 3 and the ETA and vibration of 9),
against the real server over Monaco, and the re-ranking rule as a pure function in the page."""
import json
import re
from pathlib import Path

import pytest

from selenium.webdriver.common.action_chains import ActionChains
from selenium.webdriver.common.by import By
from selenium.webdriver.common.keys import Keys

from conftest import MONACO_VILLE
from test_walk import VIBRATE, along, look, metres, sideways

MOCK = (Path(__file__).parent / "walking_mock.js").read_text()
# The structured steps the server is gaining (issue 11): added to the double's answers.
MANEUVERS = """(() => { const f = window.fetch; window.fetch = async (...a) => { const r = await f(...a);
  if (!/\\/api\\/(nearest|route)\\b/.test(new URL(a[0].url ?? a[0], location.href).pathname)) return r;
  const body = await r.json(), add = (route) => { if (!route) return; route.steps = [
    {instruction: "Head north on Rue Basse, 200 m", meters: route.steps[0].meters, maneuver: {type: "depart", direction: "east"}, name: "Rue Basse", isSteps: false},
    {instruction: "Turn left", meters: 40, maneuver: {type: "turn", direction: "left"}, name: null, isSteps: true},
    {instruction: "Arrive", meters: 0, maneuver: {type: "arrive"}, name: null, isSteps: false}]; };
  if (body.results) body.results.forEach((x) => add(x.route)); else add(body);
  return new Response(JSON.stringify(body), {status: 200, headers: {"Content-Type": "application/json"}}); }; })();"""


def start(phone, *scripts, position=MONACO_VILLE, settings=None):
    for script in (VIBRATE, *scripts):
        phone.cdp("Page.addScriptToEvaluateOnNewDocument", {"source": script})
    if settings:
        phone.cdp("Page.addScriptToEvaluateOnNewDocument", {"source": f"localStorage.setItem('toiletnow.settings', {json.dumps(json.dumps(settings))});"})
    phone.allow_location(position)
    phone.open("/")
    phone.wait_for_results(3)
    return phone.js("return window.__toiletnow.state.route.points")


def walk_to(phone, point):
    phone.set_position(point)
    phone.wait(lambda: phone.js("const s = window.__toiletnow.state; return !!s.position && Math.abs(s.position.latitude - arguments[0]) < 1e-9"
                                " && !(window.__toiletnowNav || {}).busy", point[0]), 10, f"the fix {point} is taken")
    return look(phone)


def in_band(seen):
    return seen["top"] + 8 <= seen["dotY"] <= seen["bottom"] - 8


def test_finding_1_the_map_follows_the_walker_and_re_centres(phone):
    points = start(phone)
    before = phone.js("return window.__toiletnow.mapCentre()")
    seen = walk_to(phone, along(points, 150)[0])
    assert in_band(seen) and abs(seen["dotY"] - (seen["top"] + seen["bottom"]) / 2) < 30, seen
    assert phone.js("return window.__toiletnow.mapCentre()") != before
    # Panning stops following and offers "Re-centre", a labelled button reachable by keyboard.
    recentre = phone.driver.find_element(By.ID, "recentre")
    assert not recentre.is_displayed()
    ActionChains(phone.driver).move_to_element(phone.driver.find_element(By.ID, "map")).click_and_hold() \
        .move_by_offset(0, 60).move_by_offset(0, 60).release().perform()
    phone.wait(lambda: recentre.is_displayed(), 5, "Re-centre shows after a pan")
    for scheme in ("light", "dark"):
        phone.color_scheme(scheme)
        assert phone.axe_violations() == [], scheme
    phone.screenshot("walk-recentre")
    panned = phone.js("return window.__toiletnow.mapCentre()")
    walk_to(phone, along(points, 200)[0])
    assert phone.js("return window.__toiletnow.mapCentre()") == panned, "a panned map stays where the user put it"
    assert recentre.tag_name == "button" and recentre.get_attribute("aria-label") == "Re-centre the map on me"
    phone.js("arguments[0].focus()", recentre)
    assert phone.js("return document.activeElement.id") == "recentre"
    recentre.send_keys(Keys.ENTER)
    phone.wait(lambda: not recentre.is_displayed(), 5)
    assert in_band(look(phone))
    # After a re-route (two fixes 60 m off), the dot is clear of the banner and the card.
    base, direction = along(points, 200)
    walk_to(phone, sideways(base, direction, 60))
    walk_to(phone, sideways(base, direction, 66))
    phone.wait(lambda: phone.js("return window.__toiletnow.reroutes") == 1, 5)
    phone.wait(lambda: phone.js("return !(window.__toiletnowNav || {}).busy && !window.__toiletnow.state.progress"), 5)
    seen = look(phone)
    assert in_band(seen), seen


def test_finding_2_the_instruction_advances_and_the_next_is_previewed(phone):
    points = start(phone)
    steps = phone.js("return window.__toiletnow.state.route.steps")
    first = look(phone)
    assert first["stepText"].startswith(re.sub(r",\s*[\d.]+ (m|km)$", "", steps[0]["instruction"])), first
    assert first["next"].startswith("Then: "), first
    # The case: the route from Monaco-Ville goes east after a 3 m stub; it said "north".
    assert first["stepText"].startswith("Head east on "), first
    route_meters = phone.js("return window.__toiletnow.state.route.meters")
    seen = walk_to(phone, along(points, route_meters * 2 / 3)[0])
    assert seen["step"] > 0, seen
    assert seen["stepText"] != first["stepText"]
    # The distance shown is what is left of the step, not the step's whole length.
    left = int(re.search(r", (\d+) m$", seen["stepText"]).group(1)) if re.search(r", (\d+) m$", seen["stepText"]) else 0
    assert left <= steps[seen["step"]]["meters"] + 5


@pytest.mark.parametrize("settings, first, then", [
    ({"units": "miles"}, r"Head east on Rue Basse, \d+ ft", "Then: Turn left onto the steps"),
    ({"units": "km", "language": "es"}, r"Ve hacia el este por Rue Basse, \d+ m", "Después: Gira a la izquierda por las escaleras"),
])
def test_finding_2_8_instructions_are_built_from_the_steps_in_the_users_units_and_language(phone, settings, first, then):
    start(phone, MOCK, MANEUVERS, settings=settings)
    seen = look(phone)
    # The server's text said "north" and metres; the structure says east, and the user reads feet.
    assert re.fullmatch(first, seen["stepText"]), seen
    assert seen["next"] == then, seen


def test_finding_3_banner_card_and_list_agree_the_walked_part_goes_and_off_route_never_jumps_up(phone):
    points = start(phone)
    meters = lambda: int(phone.driver.find_element(By.ID, "eta-banner").get_attribute("data-meters"))
    for goal in (60, 120, 180):
        last = meters()
        walk_to(phone, along(points, goal)[0])
        phone.wait(lambda: meters() < last, 5, "the banner counts down")
        seen = look(phone)
        shown = re.match(r"(.+?) · (.+?) · ", seen["line"]).groups()
        assert seen["card"] == seen["list"] == f"{shown[0]} walk · {shown[1]}", seen
        assert metres(seen["routeStart"], along(points, goal)[0]) < 5, "the walked part is trimmed"
    base, direction = along(points, 180)
    off = walk_to(phone, sideways(base, direction, 60))
    assert off["isOff"] and off["meters"] <= seen["meters"], (seen, off)


def test_finding_9_eta_in_minutes_and_seconds_and_three_pulses_on_arrival(phone):
    points = start(phone)
    seconds = int(phone.driver.find_element(By.ID, "eta-banner").get_attribute("data-seconds"))
    text = phone.driver.find_element(By.CSS_SELECTOR, "#eta-banner [data-eta-line]").text
    m, s = divmod(seconds, 60)
    assert text.startswith(f"{m} min {s} sec · " if s else f"{m} min · "), (seconds, text)
    route_meters = phone.js("return window.__toiletnow.state.route.meters")
    for goal in (route_meters / 2, route_meters - 1):
        seen = walk_to(phone, along(points, goal)[0])
    assert seen["arrived"] == "You made it! Take your time.", seen
    assert phone.js("return window.__vibrations") == [[200, 100, 200, 100, 200]]
    phone.wait(lambda: phone.driver.find_element(By.ID, "was-open").is_displayed(), 5, "Was it open? still appears")


def test_the_re_ranking_rule(phone):
    phone.open("/healthz")
    phone.driver.set_script_timeout(5)
    cases = phone.driver.execute_async_script("""const done = arguments[arguments.length - 1];
      import('/js/nav-rerank.js').then(({ switchChoice }) => {
        const r = (id, walkSeconds, state = 'open') => ({ id, walkSeconds, arrival: { state } });
        const now = 1e9, cur = (extra = {}) => ({ id: 1, remainingSeconds: 600, ...extra });
        done({
          muchCloser: switchChoice({ current: cur(), fresh: [r(2, 400), r(1, 600)], now }),
          only2MinNot30: switchChoice({ current: cur(), fresh: [r(2, 470), r(1, 600)], now }),
          only30NotTwoMin: switchChoice({ current: cur({ remainingSeconds: 200 }), fresh: [r(2, 100), r(1, 200)], now }),
          closedOnArrival: switchChoice({ current: cur(), fresh: [r(1, 300, 'closed'), r(2, 650)], now }),
          closedFlag: switchChoice({ current: cur({ closedOnArrival: true }), fresh: [r(3, 900)], now }),
          otherClosedToo: switchChoice({ current: cur(), fresh: [r(1, 600, 'closed'), r(2, 100, 'closed')], now }),
          withinAMinute: switchChoice({ current: cur(), fresh: [r(2, 100)], now, lastSwitchAt: now - 59000 }),
          afterAMinute: switchChoice({ current: cur(), fresh: [r(2, 100)], now, lastSwitchAt: now - 61000 }),
          undone: switchChoice({ current: cur(), fresh: [r(2, 100), r(3, 120)], now, skip: (id) => id === 2 }),
        });
      });""")
    assert cases == {
        "muchCloser": {"index": 0, "closed": False}, "only2MinNot30": None, "only30NotTwoMin": None,
        "closedOnArrival": {"index": 1, "closed": True}, "closedFlag": {"index": 0, "closed": True},
        "otherClosedToo": None, "withinAMinute": None, "afterAMinute": {"index": 0, "closed": False},
        "undone": {"index": 1, "closed": False},
    }


# From the second /api/nearest on, either another toilet is 20 s away (much closer than the chosen
# one) or the chosen one will be closed on arrival. The best pick asked beside each search
# (rank=best, issue 12) is left alone: it may answer before the first search's own answer.
def rewrite_nearest(change):
    return """(() => { const f = window.fetch; let calls = 0; window.fetch = async (...a) => { const r = await f(...a); const u = new URL(a[0].url ?? a[0], location.href);
  if (u.pathname !== '/api/nearest' || u.searchParams.get('rank') === 'best' || ++calls === 1) return r;
  const body = await r.json(); const chosen = window.__toiletnow.state.results[window.__toiletnow.state.selectedIndex].id;
  body.results.sort((x, y) => (x.toilet.id === chosen) - (y.toilet.id === chosen));
  %s
  return new Response(JSON.stringify(body), {status: 200, headers: {"Content-Type": "application/json"}}); }; })();""" % change


CLOSER = rewrite_nearest("body.results[0].walkSeconds = 20;")
CLOSED = rewrite_nearest("body.results.forEach((x) => { if (x.toilet.id === chosen) x.arrival = {state: 'closed', summary: 'Closed when you arrive'}; });")


@pytest.mark.parametrize("script, words", [
    (CLOSER, "Re-routing to a closer restroom, hang tight!"),
    (CLOSED, "It will be closed when you get there. Re-routing to one that's open, hang tight!"),
])
def test_re_ranking_switches_to_a_much_closer_or_open_toilet_and_undo_goes_back(phone, script, words):
    points = start(phone, MOCK, script)
    chosen = phone.state("results[0].id")
    for k in range(1, 6):  # the rule is checked every 5th fix
        walk_to(phone, along(points, 10 * k)[0])
    notice = phone.driver.find_element(By.ID, "map-notice")
    phone.wait(lambda: words in notice.text, 5, lambda: notice.text)
    switched = phone.js("const s = window.__toiletnow.state; return s.results[s.selectedIndex].id")
    assert switched != chosen
    assert phone.driver.find_element(By.ID, "eta-banner").get_attribute("data-toilet-id") == str(switched)
    for scheme in ("light", "dark"):
        phone.color_scheme(scheme)
        assert phone.axe_violations() == [], scheme
    phone.screenshot("walk-rerouted-" + ("closed" if script is CLOSED else "closer"))
    notice.find_element(By.CSS_SELECTOR, "[data-nav-undo]").click()
    phone.wait(lambda: phone.driver.find_element(By.ID, "eta-banner").get_attribute("data-toilet-id") == str(chosen), 5, "Undo goes back")
    assert "Re-routing" not in notice.text
    assert phone.js("return window.__toiletnow.state.route.points[0]") == points[0]
    assert phone.js("return window.__toiletnowNav.switches") == 1


def test_finding_9_a_shake_vibrates_three_pulses(phone):
    from test_device import enable_motion, set_motion
    phone.cdp("Page.addScriptToEvaluateOnNewDocument", {"source": VIBRATE})
    enable_motion(phone)
    phone.allow_location(MONACO_VILLE)
    phone.open("/")
    phone.wait_for_results(3)
    set_motion(phone, 34.0, 12.0, 9.81)  # about 3.8 g
    phone.wait(lambda: phone.js("return window.__toiletnow.shakes") == 1, 5, "the shake is felt")
    assert phone.js("return window.__vibrations") == [[120, 60, 120, 60, 120]]


def test_progress_along_a_route_as_a_pure_function(phone):
    """An L-shaped route, 100 m east then 100 m north, two steps: metres only go down, the step
    advances at the corner, the first fix off the route keeps the metres, the second asks for a new route."""
    phone.open("/healthz")
    phone.driver.set_script_timeout(5)
    out = phone.driver.execute_async_script("""const done = arguments[arguments.length - 1];
      import('/js/nav-progress.js').then(({ routeProgress }) => {
        const dLon = 100 / (111320 * Math.cos(43.7 * Math.PI / 180)), dLat = 100 / 110540;
        const route = { kind: 'walking', points: [[43.7, 7.4], [43.7, 7.4 + dLon], [43.7 + dLat, 7.4 + dLon]], meters: 200, seconds: 160,
          steps: [{ meters: 100, location: [7.4, 43.7] }, { meters: 100, location: [7.4 + dLon, 43.7] }, { meters: 0 }] };
        const at = (east, north) => ({ latitude: 43.7 + north * dLat / 100, longitude: 7.4 + east * dLon / 100 });
        let p = null; const seen = [];
        for (const [e, n] of [[10, 0], [60, 2], [55, 0], [95, 0], [100, 40], [100, 38], [160, 40], [170, 40]]) {
          p = routeProgress(route, at(e, n), p);
          seen.push([Math.round(p.remainingMeters), Math.round(p.remainingSeconds), p.stepIndex, Math.round(p.stepRemainingMeters), p.isOff, p.shouldReroute]);
        }
        done(seen);
      });""")
    assert out == [
        [190, 152, 0, 90, False, False],
        [140, 112, 0, 40, False, False],
        [140, 112, 0, 40, False, False],   # a step back: the metres left do not grow
        [105, 84, 0, 5, False, False],
        [60, 48, 1, 60, False, False],     # round the corner: the second step, 60 m of it left
        [60, 48, 1, 60, False, False],     # 2 m back along it: still 60 m
        [60, 48, 1, 60, True, False],      # 60 m off: the metres stay, no new route yet
        [60, 48, 1, 60, True, True],       # off twice in a row: a new route
    ]
