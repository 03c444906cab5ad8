"""Achievements on the device (issue 12), against the real server over Monaco: a walk replayed as
geolocation fixes to the chosen toilet unlocks First Flush and, within 3 minutes of the search,
Speedy Pooper; the mascot celebrates once, with confetti unless the user asked for reduced
motion; the achievements screen shows every card with its progress or its date, after a reload
and offline; a new tally of approved contributions unlocks and celebrates Truth Teller, and offline
the last tally kept still counts; a nudge appears one step before an unlock, once a day; axe light
and dark."""
from pathlib import Path

from selenium.webdriver.common.by import By

from achievement_helpers import DAY_MS, NOW, events, now_ms, seed, wait_for_checks, walk_to_chosen
from conftest import MONACO_VILLE

MOCK = (Path(__file__).parent / "community_mock.js").read_text()
SCREEN_READY = "return !!document.querySelector('#achievements-body [data-achievement]')"


def card(phone, achievement):
    """The card's progress line and state; the date in the browser's English ("24 November 2026" or "November 24, 2026") as DATE."""
    return phone.js("const c = document.querySelector(`[data-achievement='${arguments[0]}']`);"
                    " return c && {progress: c.querySelector('[data-progress]').textContent.replace(/^Unlocked on (24 November 2026|November 24, 2026)$/, 'Unlocked on DATE'),"
                    " unlocked: c.dataset.unlocked === 'true'}", achievement)


def open_screen(phone):
    phone.go("#/achievements")
    phone.wait(lambda: phone.js(SCREEN_READY), 10, "the achievements screen")


def celebration(phone):
    return phone.js("const c = document.getElementById('celebrate');"
                    " return c && {lines: [...c.querySelectorAll('p')].map(p => p.textContent), confetti: c.querySelectorAll('.clay-confetti i').length,"
                    " moving: document.getAnimations().filter(a => a.animationName === 'clay-fall' && a.playState === 'running').length}")


def start(phone, reduced_motion=False):
    if reduced_motion:
        phone.cdp("Emulation.setEmulatedMedia", {"features": [{"name": "prefers-reduced-motion", "value": "reduce"}]})
    phone.allow_location(MONACO_VILLE)
    phone.open(f"/?now={NOW}")
    phone.wait_for_results(3)
    wait_for_checks(phone, 1)


def test_a_quick_walk_unlocks_first_flush_and_speedy_pooper_and_the_screen_keeps_them(phone):
    start(phone)
    # A new device is one toilet from First Flush: the nudge says so on the map card.
    phone.wait(lambda: phone.js("const n = document.getElementById('nudge'); return n && !n.hidden && n.textContent"), 5, "the nudge")
    assert phone.driver.find_element(By.ID, "nudge").text == "Only 1 more toilet to unlock First Flush!"
    assert phone.js("return document.getElementById('celebrate')") is None
    assert [e["type"] for e in events(phone)] == ["searched"]

    toilet = walk_to_chosen(phone, arrive_minutes=2)
    phone.wait(lambda: celebration(phone), 5, "the mascot celebrates")
    shown = celebration(phone)
    assert shown["lines"] == ["First Flush unlocked!", "Speedy Pooper unlocked!"], shown
    assert shown["confetti"] > 0 and shown["moving"] > 0, shown
    arrival = [e for e in events(phone) if e["type"] == "arrived"]
    assert arrival == [{"type": "arrived", "toilet": toilet, "at": now_ms() + 120_000, "searchStartedAt": now_ms()}]
    assert all(set(e) <= {"type", "at", "toilet", "searchStartedAt"} for e in events(phone)), "never a position"
    phone.screenshot("achievements-celebration")

    open_screen(phone)
    expected = {
        "first-flush": {"progress": "Unlocked on DATE", "unlocked": True},
        "speedy-pooper": {"progress": "Unlocked on DATE", "unlocked": True},
        "halfway-there": {"progress": "1/50 toilets found", "unlocked": False},
        "centurion": {"progress": "1/100 toilets found", "unlocked": False},
        "marathon": {"progress": "1/7 days in a row", "unlocked": False},
        "night-owl": {"progress": "Not unlocked yet", "unlocked": False},
        "local-guide": {"progress": "0/5 approved additions or confirmations", "unlocked": False},
        "truth-teller": {"progress": "0/1 “Was it open?” answer", "unlocked": False},
        "clean-critic": {"progress": "0/1 cleanliness rating", "unlocked": False},
    }
    assert {a: card(phone, a) for a in expected} == expected
    assert phone.js("return document.querySelector('[data-achievements-count]').textContent") == "2 of 9 unlocked"
    for scheme in ("light", "dark"):
        phone.color_scheme(scheme)
        assert phone.axe_violations() == [], scheme
        phone.screenshot(f"achievements-{scheme}")
    phone.color_scheme("light")

    # A reload: the same cards, and the unlocks are not celebrated again.
    phone.wait_for_service_worker()
    phone.driver.refresh()
    phone.wait(lambda: phone.js(SCREEN_READY), 10, "the screen after a reload")
    wait_for_checks(phone, 1)
    assert {a: card(phone, a) for a in expected} == expected
    assert celebration(phone) is None

    # Offline: the screen still opens, from what the device keeps.
    phone.driver.set_network_conditions(offline=True, latency=0, throughput=0)
    phone.driver.refresh()
    phone.wait(lambda: phone.js(SCREEN_READY), 10, "the screen offline")
    assert {a: card(phone, a) for a in expected} == expected
    assert phone.js("return document.querySelector('[data-tally-note]').textContent") == "Your contributions count once ToiletNow can be reached."


def test_a_slow_walk_unlocks_first_flush_only_and_reduced_motion_shows_no_confetti(phone):
    start(phone, reduced_motion=True)
    walk_to_chosen(phone, arrive_minutes=5)
    phone.wait(lambda: celebration(phone), 5, "the mascot celebrates")
    shown = celebration(phone)
    assert shown == {"lines": ["First Flush unlocked!"], "confetti": 0, "moving": 0}, shown
    assert phone.js("return document.querySelector('#celebrate .clay-mascot') !== null")
    open_screen(phone)
    assert card(phone, "speedy-pooper") == {"progress": "Not unlocked yet", "unlocked": False}
    assert card(phone, "first-flush")["unlocked"]


def test_a_nudge_one_toilet_before_halfway_there_once_a_day(phone):
    phone.allow_location(MONACO_VILLE)
    phone.open("/healthz")
    # 48 toilets found every other day (no streak; ids the Monaco data does not use), First Flush celebrated then.
    earlier = [{"type": "arrived", "toilet": 900_000 + i, "at": now_ms() - (100 - 2 * i) * DAY_MS, "searchStartedAt": now_ms() - (100 - 2 * i) * DAY_MS - 600_000}
               for i in range(48)]
    seed(phone, "toiletnow.events", earlier)
    seed(phone, "toiletnow.achievements", {"unlocked": {"first-flush": earlier[0]["at"]}})
    phone.open(f"/?now={NOW}")
    phone.wait_for_results(3)
    wait_for_checks(phone, 1)
    assert phone.js("const n = document.getElementById('nudge'); return !!n && !n.hidden") is False, "48/50: no nudge yet"
    walk_to_chosen(phone, arrive_minutes=5)
    phone.wait(lambda: phone.js("const n = document.getElementById('nudge'); return n && !n.hidden && n.textContent"), 5, "the nudge")
    assert phone.driver.find_element(By.ID, "nudge").text == "Only 1 more toilet to unlock Halfway There!"
    assert phone.js("return document.getElementById('celebrate')") is None, "nothing new unlocked"
    open_screen(phone)
    assert card(phone, "halfway-there") == {"progress": "49/50 toilets found", "unlocked": False}
    # The same day again: no second nudge for it.
    phone.open(f"/?now={NOW}")  # from #/achievements: a new page
    phone.wait_for_results(3)
    wait_for_checks(phone, 1)
    assert phone.js("const n = document.getElementById('nudge'); return !!n && !n.hidden") is False


def test_a_new_tally_unlocks_a_contribution_achievement_and_offline_the_kept_one_counts(phone):
    phone.cdp("Page.addScriptToEvaluateOnNewDocument", {"source": MOCK})  # the community API's double
    phone.allow_location(MONACO_VILLE)
    phone.open("/")  # the real clock: the double dates contributions now
    phone.wait_for_results(3)
    wait_for_checks(phone, 1)
    open_screen(phone)
    assert card(phone, "truth-teller") == {"progress": "0/1 “Was it open?” answer", "unlocked": False}
    # "Was it open? Yes" as the card sends it; the double approves it at once, as the server does.
    phone.driver.set_script_timeout(10)
    assert phone.driver.execute_async_script(
        "const done = arguments[0]; import('/js/community.js').then(m => m.reportVisit(25, true)).then(() => done(true), (e) => done(String(e)))") is True
    phone.go("#/map")
    open_screen(phone)  # opening the screen asks for the tally again
    phone.wait(lambda: card(phone, "truth-teller")["unlocked"], 10, "Truth Teller unlocked by the tally")
    phone.wait(lambda: celebration(phone), 5, "the mascot celebrates")
    assert celebration(phone)["lines"] == ["Truth Teller unlocked!"]
    assert phone.js("return document.querySelector('[data-tally-note]').textContent") == "Confirmed by ToiletNow from approved contributions."
    assert [r for r in phone.js("return window.__communityMock.requests") if r["path"] == "/api/achievements"][-1]["token"].startswith("device-")

    phone.wait_for_service_worker()
    phone.driver.set_network_conditions(offline=True, latency=0, throughput=0)
    phone.driver.refresh()
    phone.wait(lambda: phone.js(SCREEN_READY), 10, "the screen offline")
    assert card(phone, "truth-teller")["unlocked"]
    assert phone.js("return document.querySelector('[data-tally-note]').textContent").startswith("Offline: your contributions as of ")
