"""Shared by test_achievements.py and test_notifications.py: a walk to the chosen toilet replayed as
geolocation fixes along its route (the arrival moment is the app's own, within 30 m), waiting for
the achievement checks, seeding the device's event log, and a stand-in for window.Notification."""
from datetime import datetime, timedelta

from test_walk import along, fix, length

NOW = "2026-11-24T10:00:00Z"
DAY_MS = 86_400_000

# Records notifications and permission requests; the permission the "user" gives is
# localStorage['test.grant'] ('granted' or 'denied'), and it is kept across reloads like a browser's.
NOTIFICATION_STUB = """
window.__notifications = []; window.__permissionAsked = 0;
class FakeNotification {
  constructor(title, options = {}) { window.__notifications.push({ title, body: options.body, href: options.data && options.data.href }); }
  close() {}
  static get permission() { return localStorage.getItem('test.permission') || 'default'; }
  static async requestPermission() {
    window.__permissionAsked++;
    const answer = localStorage.getItem('test.grant') || 'denied';
    localStorage.setItem('test.permission', answer);
    return answer;
  }
}
Object.defineProperty(window, 'Notification', { value: FakeNotification, configurable: true, writable: true });
"""


def at(minutes):
    """The ISO time `minutes` after NOW."""
    return (datetime.fromisoformat(NOW.replace("Z", "+00:00")) + timedelta(minutes=minutes)).strftime("%Y-%m-%dT%H:%M:%SZ")


def checks(phone):
    return phone.js("return window.__toiletnow.achievementChecks")


def wait_for_checks(phone, count, message="the achievements are checked"):
    phone.wait(lambda: checks(phone) >= count, 10, message)


def walk_to_chosen(phone, arrive_minutes=2, fixes=6):
    """Walks the route to the chosen toilet in `fixes` fixes, the clock reaching NOW + `arrive_minutes`
    at the last (on the toilet); returns the toilet's id once the arrival is recorded."""
    route = phone.js("return window.__toiletnow.state.route.points")
    toilet = phone.js("const s = window.__toiletnow.state; const r = s.results[s.selectedIndex]; return [r.id, r.toilet.latitude, r.toilet.longitude]")
    total = length(route)
    for i in range(1, fixes):
        phone.js("window.__toiletnow.setNow(arguments[0])", at(arrive_minutes * i / fixes))
        fix(phone, along(route, total * i / fixes)[0])
    phone.js("window.__toiletnow.setNow(arguments[0])", at(arrive_minutes))
    fix(phone, (toilet[1], toilet[2]))
    phone.wait(lambda: any(e.get("toilet") == toilet[0] for e in events(phone) if e["type"] == "arrived"), 5, "the arrival is recorded")
    return toilet[0]


def events(phone):
    return phone.js("return JSON.parse(localStorage.getItem('toiletnow.events') || '[]')")


def seed(phone, key, value):
    phone.js("localStorage.setItem(arguments[0], JSON.stringify(arguments[1]))", key, value)


def now_ms():
    return int(datetime.fromisoformat(NOW.replace("Z", "+00:00")).timestamp() * 1000)
