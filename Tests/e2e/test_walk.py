"""The walk (issue 11 acceptance), against the real server over Monaco: a 600 m walk replayed as
60 geolocation fixes with one 70 m detour. At every fix the camera follows, the instruction
advances, banner, card and list say the same minutes and metres, the remaining distance never
grows on the route; the detour re-routes exactly once, and the walk ends with the arrival word."""
import math
import re

from selenium.webdriver.common.by import By

START = (43.7400, 7.4230)  # north of the Rock: the nearest toilet is about 660 m away on foot
FIXES, SPACING, DETOUR = 60, 12.0, 70.0
# Records vibrations; the page counts as touched (browsers vibrate only after a tap).
VIBRATE = ("Object.defineProperty(Navigator.prototype, 'vibrate', {value(p) { (window.__vibrations ||= []).push(p); return true; }});"
           "Object.defineProperty(UserActivation.prototype, 'hasBeenActive', {get: () => true});")


def metres(a, b):
    k = math.cos(math.radians((a[0] + b[0]) / 2))
    return math.hypot((b[0] - a[0]) * 110540, (b[1] - a[1]) * 111320 * k)


def along(points, goal):
    """The point `goal` metres along `points`, and the direction there (unit vector in metres)."""
    for a, b in zip(points, points[1:]):
        length = metres(a, b)
        if length and goal <= length:
            t = goal / length
            k = math.cos(math.radians(a[0]))
            d = ((b[0] - a[0]) * 110540 / length, (b[1] - a[1]) * 111320 * k / length)
            return (a[0] + (b[0] - a[0]) * t, a[1] + (b[1] - a[1]) * t), d
        goal -= length
    return tuple(points[-1]), (1.0, 0.0)


def length(points):
    return sum(metres(a, b) for a, b in zip(points, points[1:]))


def sideways(point, direction, offset):
    """`offset` metres to the left of `direction` at `point`."""
    north, east = -direction[1] * offset, direction[0] * offset
    return (point[0] + north / 110540, point[1] + east / (111320 * math.cos(math.radians(point[0]))))


def look(phone):
    """What the screen says now: banner numbers and step, card and list lines, camera geometry."""
    return phone.js("""
      const q = (s) => document.querySelector(s), box = (e) => e.getBoundingClientRect();
      const b = q('#eta-banner'), me = q('.clay-me'), step = b.querySelector('[data-step]');
      const card = q('#preview .clay-toilet-card'), li = q('#list-results .clay-toilet-card--selected');
      const meta = (c) => c && [...c.querySelectorAll('.clay-toilet-card__meta')].map(e => e.textContent).find(t => / walk · /.test(t));
      const m = box(me), top = box(q('#map-top')).bottom, bottom = box(q('#map-bottom')).top;
      const nav = window.__toiletnow.state;
      return {line: b.querySelector('[data-eta-line]').textContent, meters: +b.dataset.meters, seconds: +b.dataset.seconds,
              step: step ? +step.dataset.step : null, stepText: step && step.textContent, next: (b.querySelector('[data-step-next]') || {}).textContent,
              arrived: (b.querySelector('[data-arrived]') || {}).textContent, card: meta(card), list: meta(li),
              dotY: m.top + m.height / 2, dotX: m.left + m.width / 2, top, bottom,
              routeStart: window.__toiletnow.routeStart ? window.__toiletnow.routeStart() : nav.route.points[0], isOff: !!(nav.progress && nav.progress.isOff),
              routeId: nav.route.polyline + nav.route.meters, reroutes: window.__toiletnow.reroutes};""")


def fix(phone, point):
    phone.set_position(point)
    phone.wait(lambda: phone.js(
        "const s = window.__toiletnow.state; return !!s.position && Math.abs(s.position.latitude - arguments[0]) < 1e-9"
        " && Math.abs(s.position.longitude - arguments[1]) < 1e-9 && !(window.__toiletnowNav || {}).busy && !s.loading;", *point), 10,
        f"the app takes the fix {point}")
    return look(phone)


def check(phone, seen, at, previous):
    """The checks made at every fix; returns the view for the next one."""
    assert seen["top"] + 8 <= seen["dotY"] <= seen["bottom"] - 8, f"dot under an overlay at {at}: {seen}"
    assert abs(seen["dotY"] - (seen["top"] + seen["bottom"]) / 2) < 30 and abs(seen["dotX"] - 195) < 30, f"camera does not follow at {at}: {seen}"
    shown = re.match(r"(.+?) · (.+?) · ", seen["line"]).groups()
    assert seen["card"] == seen["list"] == f"{shown[0]} walk · {shown[1]}", seen
    if previous and previous["routeId"] == seen["routeId"]:
        if not seen["isOff"]:
            assert seen["meters"] <= previous["meters"], f"remaining grew on the route at {at}: {previous} → {seen}"
        assert seen["step"] is None or previous["step"] is None or seen["step"] >= previous["step"]
    assert metres(seen["routeStart"], at) < 35 or seen["isOff"], f"the walked part is still drawn at {at}: {seen}"
    return seen


def test_a_600_m_walk_with_one_detour(phone):
    phone.cdp("Page.addScriptToEvaluateOnNewDocument", {"source": VIBRATE})
    phone.allow_location(START)
    phone.open("/")
    phone.wait_for_results(3)
    assert phone.state("ranking") == "walking"
    first = phone.js("return window.__toiletnow.state.route.points")
    total = length(first)
    assert 550 < total < 800, total
    steps_seen, views, previous = set(), [], None
    n_before = 18
    for i in range(1, n_before + 1):  # 216 m along the first route
        point, _ = along(first, i * SPACING)
        previous = check(phone, fix(phone, point), point, previous)
        steps_seen.add(previous["stepText"])
        views.append(previous)
    assert views[-1]["step"] > views[0]["step"], "the instruction advances along the first route"
    # The detour: 70 m sideways in five fixes; the second fix farther than 30 m re-routes.
    base, direction = along(first, n_before * SPACING)
    for k in range(1, 6):
        point = sideways(base, direction, DETOUR * k / 5)
        previous = check(phone, fix(phone, point), point, previous) if k < 4 else fix(phone, point)
        views.append(previous)
    phone.wait(lambda: phone.js("return window.__toiletnow.reroutes") == 1, 5, "the detour re-routes")
    second = phone.js("return window.__toiletnow.state.route.points")
    assert metres(second[0], sideways(base, direction, DETOUR * 4 / 5)) < 5, "the new route starts where the walker left"
    rest = FIXES - n_before - 5
    span = length(second)
    for i in range(1, rest + 1):
        point, _ = along(second, span * i / rest)
        previous = check(phone, fix(phone, point), point, previous)
        steps_seen.add(previous["stepText"])
        views.append(previous)
    assert len(views) == FIXES
    assert phone.js("return window.__toiletnow.reroutes") == 1, "exactly one re-route"
    assert phone.js("return window.__toiletnowNav.switches") == 0, "and no switch of toilet"
    assert views[-1]["arrived"] == "You made it! Take your time.", views[-1]
    assert len(steps_seen - {None}) >= 6, steps_seen
    assert phone.js("return window.__vibrations") == [[200, 100, 200, 100, 200]]
    phone.wait(lambda: not phone.driver.find_element(By.ID, "was-open").get_attribute("hidden"), 5, "Was it open? still appears")
    phone.screenshot("walk-arrived")
