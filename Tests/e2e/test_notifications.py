"""The four alert toggles in Settings (issue 12), against the real server over Monaco, with
window.Notification replaced in the page by a stand-in that records what is shown and answers the
permission request as the test chooses. Each toggle is off by default; turning it on asks the
permission; allowed, its alert is a notification; refused, an in-app toast; off, nothing at all.
Axe on Settings with the toggles, light and dark."""
import pytest
from selenium.webdriver.common.by import By

from achievement_helpers import DAY_MS, NOTIFICATION_STUB, NOW, at, now_ms, seed, wait_for_checks, walk_to_chosen
from conftest import MONACO_VILLE

KINDS = ["achievements", "nudges", "stale", "homescreen"]
OLD_TOILET = 25  # last changed 2020-08-02, never confirmed since: stale at NOW


def alerts(phone):
    """What the user was shown: notifications and toasts."""
    return phone.js("return {notifications: window.__notifications, toasts: [...document.querySelectorAll('.clay-toast')].map(t => t.textContent),"
                    " links: [...document.querySelectorAll('.clay-toast a')].map(a => a.getAttribute('href'))}")


def new_phone_page(phone, grant):
    phone.cdp("Page.addScriptToEvaluateOnNewDocument", {"source": NOTIFICATION_STUB})
    phone.allow_location(MONACO_VILLE)
    phone.open("/healthz")
    if grant:
        phone.js("localStorage.setItem('test.grant', arguments[0])", grant)


def open_app(phone, now=NOW, checks=1):
    phone.open(f"/?now={now}")
    phone.wait_for_results(3)
    wait_for_checks(phone, checks)


def turn_on(phone, kind):
    """Turns `kind` on in Settings, as a person would, and comes back to the map."""
    phone.go("#/settings")
    phone.wait(lambda: phone.js("return !!document.getElementById(arguments[0])", f"notify-{kind}"), 10, "the toggles")
    asked = phone.js("return window.__permissionAsked")
    phone.driver.find_element(By.CSS_SELECTOR, f"label[for=notify-{kind}]").click()
    phone.wait(lambda: phone.js("return window.__permissionAsked") == asked + 1, 5, "the permission is asked")
    phone.wait(lambda: phone.js("return JSON.parse(localStorage.getItem('toiletnow.notify') || '{}').on?.[arguments[0]] === true", kind), 5, "kept")


def test_the_toggles_are_off_by_default_ask_permission_when_turned_on_and_are_kept(phone):
    new_phone_page(phone, "denied")
    open_app(phone)
    phone.go("#/settings")
    phone.wait(lambda: phone.js("return !!document.getElementById('notify-homescreen')"), 10, "the toggles")
    assert phone.js("return [...document.querySelectorAll('[data-notify]')].map(i => [i.dataset.notify, i.checked])") == [[k, False] for k in KINDS]
    assert phone.js("return window.__permissionAsked") == 0, "nothing is asked before a toggle is turned on"
    for scheme in ("light", "dark"):
        phone.color_scheme(scheme)
        assert phone.axe_violations() == [], scheme
        phone.screenshot(f"settings-alerts-{scheme}")
    phone.color_scheme("light")
    for count, kind in enumerate(KINDS, 1):
        phone.driver.find_element(By.CSS_SELECTOR, f"label[for=notify-{kind}]").click()
        phone.wait(lambda: phone.js("return window.__permissionAsked") == count, 5, f"{kind} asks the permission")
    phone.wait(lambda: phone.driver.find_element(By.ID, "notify-status").text, 5, "the refusal is explained")
    assert phone.driver.find_element(By.ID, "notify-status").text == "This browser doesn't allow notifications: alerts show inside the app."
    phone.driver.find_element(By.CSS_SELECTOR, "label[for=notify-stale]").click()  # off again: nothing asked
    phone.driver.refresh()
    phone.wait(lambda: phone.js("return !!document.getElementById('notify-homescreen')"), 10, "the toggles after a reload")
    assert phone.js("return [...document.querySelectorAll('[data-notify]')].map(i => [i.dataset.notify, i.checked])") == \
        [["achievements", True], ["nudges", True], ["stale", False], ["homescreen", True]]
    assert phone.js("return window.__permissionAsked") == 0, "a reload asks nothing"


@pytest.mark.parametrize("grant", ["granted", "denied", None])
def test_achievement_alerts(phone, grant):
    new_phone_page(phone, grant)
    open_app(phone)
    if grant:
        turn_on(phone, "achievements")
        phone.go("#/map")
    walk_to_chosen(phone, arrive_minutes=5)
    phone.wait(lambda: phone.js("return !!document.getElementById('celebrate')"), 5, "the mascot celebrates in every case")
    wait_for_checks(phone, 2)
    shown = alerts(phone)
    if grant == "granted":
        assert shown["notifications"] == [{"title": "First Flush unlocked!", "body": "See your achievements in ToiletNow.", "href": "#/achievements"}]
        assert shown["toasts"] == []
    elif grant == "denied":
        assert shown["notifications"] == []
        assert shown["toasts"] == ["First Flush unlocked! See your achievements in ToiletNow."] and shown["links"] == ["#/achievements"]
    else:
        assert shown == {"notifications": [], "toasts": [], "links": []}


@pytest.mark.parametrize("grant", ["granted", "denied", None])
def test_nudge_alerts(phone, grant):
    new_phone_page(phone, grant)
    open_app(phone)  # today's nudge for First Flush is shown on the map card, before any toggle
    if grant:
        turn_on(phone, "nudges")
    open_app(phone, now=at(24 * 60))  # the next day: the nudge again, and its alert
    phone.wait(lambda: phone.js("const n = document.getElementById('nudge'); return n && !n.hidden && n.textContent"), 5, "the nudge on the map card")
    shown = alerts(phone)
    line = "Only 1 more toilet to unlock First Flush!"
    if grant == "granted":
        assert shown["notifications"] == [{"title": line, "body": "See your achievements in ToiletNow.", "href": "#/achievements"}] and shown["toasts"] == []
    elif grant == "denied":
        assert shown["notifications"] == [] and shown["toasts"] == [f"{line} See your achievements in ToiletNow."]
    else:
        assert shown == {"notifications": [], "toasts": [], "links": []}


@pytest.mark.parametrize("grant", ["granted", "denied", None])
def test_stale_saved_toilet_alerts(phone, grant):
    new_phone_page(phone, grant)
    seed(phone, "toiletnow.saved", [{"id": OLD_TOILET, "nickname": "", "emergency": False, "savedAt": "2026-01-01T00:00:00Z",
                                     "toilet": {"id": OLD_TOILET, "name": "Public toilet", "latitude": 43.7381812, "longitude": 7.4278737}}])
    open_app(phone)
    if grant:
        turn_on(phone, "stale")  # turning it on looks at once
    else:
        wait_for_checks(phone, 1)
    title = "Is Public toilet · Avenue de Monte-Carlo still there?"
    body = "Nobody has confirmed it for 3 months. Confirm it on its page."
    if grant == "granted":
        phone.wait(lambda: alerts(phone)["notifications"], 5, "the notification")
        assert alerts(phone) == {"notifications": [{"title": title, "body": body, "href": f"#/toilet/{OLD_TOILET}"}], "toasts": [], "links": []}
    elif grant == "denied":
        phone.wait(lambda: alerts(phone)["toasts"], 5, "the toast")
        assert alerts(phone) == {"notifications": [], "toasts": [f"{title} {body}"], "links": [f"#/toilet/{OLD_TOILET}"]}
        phone.driver.find_element(By.CSS_SELECTOR, ".clay-toast a").click()
        phone.wait(lambda: phone.js("return location.hash") == f"#/toilet/{OLD_TOILET}", 5, "the toast opens its details")
    else:
        assert alerts(phone) == {"notifications": [], "toasts": [], "links": []}
    # The next visit does not ask again about the same toilet (for 30 days).
    open_app(phone)
    assert alerts(phone)["notifications"] == [] and alerts(phone)["toasts"] == []


def test_a_toilet_confirmed_lately_is_not_stale(phone):
    new_phone_page(phone, "granted")
    seed(phone, "toiletnow.saved", [{"id": OLD_TOILET, "nickname": "", "emergency": False, "savedAt": "2020-08-03T00:00:00Z",
                                     "toilet": {"id": OLD_TOILET, "name": "Public toilet", "latitude": 43.7381812, "longitude": 7.4278737}}])
    open_app(phone, now="2020-09-15T10:00:00Z")  # six weeks after its last change
    turn_on(phone, "stale")
    wait_for_checks(phone, 1)
    assert alerts(phone)["notifications"] == []


@pytest.mark.parametrize("grant", ["granted", "denied", None])
def test_home_screen_reminder(phone, grant):
    new_phone_page(phone, grant)
    seed(phone, "toiletnow.events", [{"type": "searched", "at": now_ms() - d * DAY_MS} for d in (5, 3)])
    open_app(phone)  # a third day of use
    if grant:
        turn_on(phone, "homescreen")
    else:
        wait_for_checks(phone, 1)
    title, body = "Add ToiletNow to your home screen", "It opens in one tap and works offline."
    if grant == "granted":
        phone.wait(lambda: alerts(phone)["notifications"], 5, "the notification")
        assert alerts(phone)["notifications"] == [{"title": title, "body": body, "href": None}]
    elif grant == "denied":
        phone.wait(lambda: alerts(phone)["toasts"], 5, "the toast")
        assert alerts(phone)["toasts"] == [f"{title} {body}"]
    else:
        assert alerts(phone) == {"notifications": [], "toasts": [], "links": []}
    open_app(phone, now=at(24 * 60))  # asked once only
    assert alerts(phone)["notifications"] == [] and alerts(phone)["toasts"] == []


def test_two_days_of_use_are_not_enough_for_the_reminder(phone):
    new_phone_page(phone, "granted")
    seed(phone, "toiletnow.events", [{"type": "searched", "at": now_ms() - 3 * DAY_MS}])
    open_app(phone)
    turn_on(phone, "homescreen")
    wait_for_checks(phone, 1)
    assert alerts(phone)["notifications"] == []
