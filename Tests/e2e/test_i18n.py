"""The web app in English, Spanish, French and German (issue 11, "Languages").

Each language, light and dark, is one page load that visits every screen: the map with results,
the list, details with its forms, search, saved (empty and with a toilet), settings (with the
alert toggles), add, my contributions, the moderator page and a toilet's history, the "can't wait"
card, "Was it open?" (and the mascot's celebration), the achievements, and the error and offline notices. On each screen: no text was missing from the language's
catalogue (`window.__i18nMissing`), no visible text, aria-label, title, placeholder or alt equals
what the same screen shows in English (but names from the data, numbers and units, and the few
words that are the same in both languages), axe finds no serious or critical violation, and a
screenshot goes to screenshots/<lang>-<screen>.png. The community API answers through the
in-page double of test_community_screens.py, so the screens show its words too. Then: the
Language setting applies at once and is kept, the browser's language (and decimal comma) is
followed, and every API call asks for the language and gets the server's sentences in it.
"""
import json
import re
import urllib.request
from pathlib import Path

import pytest
from selenium.webdriver.common.by import By

from conftest import MONACO_VILLE, Phone

MOCK = (Path(__file__).parent / "community_mock.js").read_text()
NOW = "2026-11-24T10:00:00Z"
ACCESSIBLE_TOILET = 14
LANGUAGES = ["en", "es", "fr", "de"]
# Names, not words: the same in every language.
SAME_EVERYWHERE = {"ToiletNow", "OpenStreetMap", "Apple Maps", "Google Maps", "English", "Español", "Français", "Deutsch",
                   "Eurokey", "RADAR", "ODbL", "Rue Grimaldi", "Place du Palais", "© OpenStreetMap contributors, ODbL", "+", "−", "←"}
TYPED = {"Marché", "La porte coince.", "Monaco"}  # what the test types: data too
# Words that are spelt the same in English and in the language (checked by a native reading).
SAME_WORD = {"es": {"No"}, "fr": {"Latitude", "Longitude", "Pages", "Miles", "Distances", "Relation", "Options"},
             "de": {"Name", "Details", "Offline", "Moderation", "Filter", "Start", "Login"}}
# Words (lower case) both languages use inside sentences.
SHARED_WORDS = {"es": {"token", "hotel"}, "fr": {"pages", "page", "miles", "latitude", "longitude", "village", "relation", "position", "accessible", "table", "public",
                       "contributions", "zoom", "centre", "place", "version", "import", "distance", "notifications", "confirmations",
                       "licence", "sources"},
                "de": {"name", "details", "offline", "filter", "moderation", "route", "hotel", "museum", "token", "version", "optional",
                       "tracking", "position", "import", "community", "server", "person", "browser", "november"}}
UNITS = re.compile(r"\b(min|sec|s|h|m|km|ft|mi)\b")
WORD = re.compile(r"[^\W\d_]{4,}")

# Every text a person can meet on the page now, by kind: each element's own text (its text
# nodes, joined), and its aria-label, title, placeholder and alt; options of visible selects; the
# document's title. Names from the data (toilets, places, comments, addresses) are listed apart,
# and so are the community phrases, which the server words (the in-page double speaks English), and
# the achievements' titles and descriptions (the core's, in four languages: "Guía local", "Marathon").
COLLECT = """
const data = new Set();
for (const r of (window.__toiletnow?.state?.results ?? [])) data.add(r.toilet.name);
for (const step of (window.__toiletnow?.state?.route?.steps ?? [])) data.add(step.name);
for (const e of document.querySelectorAll('.clay-toilet-card__title, #details-title, .clay-details-head p:not(:has(span)), [data-action=pick-place] strong, [data-comments] li > p:first-child, code, .leaflet-control-attribution, dd[data-attribute=address], dd[data-attribute=name], dd[data-attribute=description], dd[data-attribute=operator], [translate=no], [data-reliability], [data-freshness], .clay-achievement h2, .clay-achievement h2 + p'))
  data.add(e.innerText.replace(/^\\d+\\.\\s*/, '').trim());
const shown = (e) => e.getClientRects().length > 0 && getComputedStyle(e).visibility !== 'hidden' && !e.closest('.clay-honeypot');
const found = [document.title];
for (const e of document.querySelectorAll('body *')) {
  if (['SCRIPT', 'STYLE', 'NOSCRIPT', 'CODE'].includes(e.tagName)) continue;
  if (!shown(e.tagName === 'OPTION' ? e.closest('select') : e)) continue;
  const own = [...e.childNodes].filter((n) => n.nodeType === 3).map((n) => n.textContent).join(' ').replace(/\\s+/g, ' ').trim();
  if (own) found.push(own);
  for (const a of ['aria-label', 'title', 'placeholder', 'alt']) if (e.getAttribute(a)) found.push(e.getAttribute(a).trim());
}
return {texts: [...new Set(found)], data: [...data].filter(Boolean), missing: [...(window.__i18nMissing ?? [])], lang: document.documentElement.lang};
"""


# Weights learned on the device (issue 12): Settings says so, and from LATER the best pick is the
# cleaner toilet 30 (rated by the `cleaner_rated` fixture), beside the nearest.
LEARNED = "{reliability: 2, cleanliness: 8, confirmation: 1.5, closureReports: 4, knownHours: 2, needsCertainty: 2}"
LATER = (43.72568, 7.4225)


def settings_script(language):
    return f"localStorage.setItem('toiletnow.settings', JSON.stringify(Object.assign(JSON.parse(localStorage.getItem('toiletnow.settings') || '{{}}'), {{language: '{language}', bestPickWeights: {LEARNED}}})));"


@pytest.fixture(scope="module", autouse=True)
def cleaner_rated(server):
    """Toilet 30 rated five stars by one device, through the real API (the page's writes go to the double)."""
    def post(path, body=None, token=None):
        request = urllib.request.Request(server + path, method="POST", data=json.dumps(body or {}).encode(), headers={"Content-Type": "application/json"})
        if token:
            request.add_header("Authorization", f"Bearer {token}")
        with urllib.request.urlopen(request, timeout=10) as answer:
            return json.load(answer)
    post("/api/toilets/30/ratings", {"rating": 5, "website": ""}, post("/api/devices")["token"])


def find(phone, css):
    return phone.driver.find_element(By.CSS_SELECTOR, css)


def shown(phone, css):
    return phone.js("const e = document.querySelector(arguments[0]); return !!e && e.getClientRects().length > 0", css)


def fake_api(phone, mode):
    """Makes /api/nearest answer 503 ('error'), every /api/ call fail ('offline'), or undoes it (None)."""
    phone.js("""
      window.__realFetch = window.__realFetch || window.fetch;
      const mode = arguments[0];
      window.fetch = !mode ? window.__realFetch : (input, init) => {
        const url = String(typeof input === 'string' ? input : input.url);
        if (mode === 'offline' && url.includes('/api/')) return Promise.reject(new TypeError('Failed to fetch'));
        if (mode === 'error' && url.includes('/api/nearest')) return Promise.resolve(new Response('', {status: 503}));
        return window.__realFetch(input, init);
      };""", mode)


def visit_every_screen(phone, language, check):
    """Opens the app in `language` and calls `check(screen)` on each screen, ready."""
    phone.cdp("Page.addScriptToEvaluateOnNewDocument", {"source": MOCK})
    phone.cdp("Page.addScriptToEvaluateOnNewDocument", {"source": settings_script(language)})
    phone.allow_location(MONACO_VILLE)
    phone.open(f"/?now={NOW}")
    phone.wait_for_results(3)
    check("map")

    phone.go("#/list")
    phone.wait(lambda: len(phone.driver.find_elements(By.CSS_SELECTOR, "#list-results .clay-toilet-card")) == 3, 5)
    check("list")

    phone.go("#/saved")
    phone.wait(lambda: shown(phone, "#saved-body .clay-empty"), 5)
    check("saved-empty")

    phone.go(f"#/toilet/{ACCESSIBLE_TOILET}")
    phone.wait(lambda: phone.driver.find_elements(By.ID, "tell-area"), 10, "the details")
    check("details")
    find(phone, "#save-nickname").send_keys("Marché")
    find(phone, "label[for=save-emergency]").click()
    find(phone, "#save-form button[type=submit]").click()
    find(phone, "#comment-text").send_keys("La porte coince.")
    find(phone, '[data-tell="comment"] button[type=submit]').click()
    phone.wait(lambda: find(phone, '[data-tell="comment"] [data-form-status]').text, 5, "the comment sent")
    find(phone, '[data-tell="rate"] button[type=submit]').click()  # no number picked: an error beside it
    phone.wait(lambda: phone.driver.find_elements(By.CSS_SELECTOR, '[data-tell="rate"] .clay-field-error'), 5)
    find(phone, ".clay-edit summary").click()
    phone.js("document.getElementById('screen-details').scrollTop = 10000")
    check("details-forms")

    phone.go("#/search")
    find(phone, "#search-input").send_keys("Monaco")
    find(phone, "#search-form button[type=submit]").click()
    phone.wait(lambda: phone.driver.find_elements(By.CSS_SELECTOR, '[data-action="pick-place"]'), 10, "places found")
    check("search")

    phone.go("#/saved")
    phone.wait(lambda: shown(phone, "#saved-body .clay-toilet-card"), 5)
    check("saved")

    phone.go("#/settings")
    phone.wait(lambda: phone.driver.find_elements(By.CSS_SELECTOR, "[data-location-state]"), 5)
    check("settings")

    phone.go("#/add")
    phone.wait(lambda: phone.driver.find_elements(By.CSS_SELECTOR, "#add-map .leaflet-pane"), 5)
    find(phone, "#add-form button[type=submit]").click()  # no pin: an error beside the latitude
    phone.wait(lambda: phone.driver.find_elements(By.CSS_SELECTOR, "#add-form .clay-field-error"), 5)
    check("add")

    phone.go("#/mine")
    phone.wait(lambda: phone.driver.find_elements(By.CSS_SELECTOR, "#mine-body [data-contribution-state]"), 5)
    check("mine")

    phone.go("#/moderate")
    phone.wait(lambda: phone.driver.find_elements(By.ID, "moderator-token"), 5)
    find(phone, "#moderator-token").send_keys("moderator-token")
    find(phone, "#moderator-token-form button[type=submit]").click()
    phone.wait(lambda: phone.driver.find_elements(By.CSS_SELECTOR, "#moderate-queue [data-reject]"), 5, "the queue")
    find(phone, "#history-toilet").send_keys(str(ACCESSIBLE_TOILET))
    find(phone, "#history-form button[type=submit]").click()
    phone.wait(lambda: phone.driver.find_elements(By.CSS_SELECTOR, "[data-revert]"), 5, "the history")
    check("moderate")

    phone.go("#/map")
    phone.set_position(LATER)
    phone.wait(lambda: phone.state("position.latitude") == LATER[0], 5)
    find(phone, "#need-to-go").click()
    phone.wait(lambda: phone.driver.find_elements(By.CSS_SELECTOR, "#preview .clay-best-card [data-best-sentence]"), 10, "the best pick's card")
    check("best")

    find(phone, "#cant-wait-open").click()
    phone.wait(lambda: find(phone, "#cant-wait").is_displayed(), 5)
    check("cant-wait")
    find(phone, "#cant-wait-close").click()

    first = phone.state("results[0]")
    phone.set_position((first["toilet"]["latitude"] + 0.0001, first["toilet"]["longitude"]))  # 11 m away
    phone.wait(lambda: find(phone, "#was-open").is_displayed(), 10, "Was it open? on arrival")
    check("was-open")

    phone.go("#/achievements")  # First Flush is unlocked by now (the arrival above)
    phone.wait(lambda: phone.driver.find_elements(By.CSS_SELECTOR, "#achievements-body [data-achievement='first-flush'][data-unlocked=true]"), 10, "the achievements")
    check("achievements")
    phone.go("#/map")

    fake_api(phone, "error")
    phone.js("window.__toiletnow.search()")
    phone.wait(lambda: shown(phone, '#map-notice [data-action="retry"]'), 10, "the error notice with a retry")
    check("error")
    fake_api(phone, "offline")
    phone.js("window.__toiletnow.search()")
    phone.wait(lambda: phone.state("offline") and shown(phone, "#map-notice"), 10, "the offline notice")
    check("offline")
    fake_api(phone, None)


def untranslated(texts, english, data, language):
    """Texts left in English: equal to a text of the English screen, or holding one of its words
    (a sentence half translated, "6 Min. walk"); names, numbers, units and words spelt alike aside."""
    names = sorted(SAME_EVERYWHERE | TYPED | set(data), key=len, reverse=True)
    allowed = set(names) | SAME_WORD.get(language, set())

    def words(text):
        for name in names:
            text = text.replace(name, " ")
        return {w.lower() for w in WORD.findall(re.sub(r"device-[\w-]+", " ", text))}
    same = {t for t in set(texts) & set(english) if t not in allowed and re.search(r"[^\W\d_]", UNITS.sub("", t))}
    english_words = set().union(*map(words, english)) - SHARED_WORDS.get(language, set())
    return sorted(same | {t for t in texts if t not in allowed and words(t) & english_words})


ENGLISH = {}  # screen -> texts, from the English walk (made on demand when a test runs alone)


@pytest.fixture
def english(server):
    if not ENGLISH:
        phone = Phone(server)
        try:
            visit_every_screen(phone, "en", lambda screen: ENGLISH.update({screen: phone.js(COLLECT)["texts"]}))
        finally:
            phone.quit()
    return ENGLISH


@pytest.mark.parametrize("theme", ["light", "dark"])
@pytest.mark.parametrize("language", LANGUAGES)
def test_every_screen_speaks_the_language_and_is_accessible(phone, language, theme, request):
    english = ENGLISH if language == "en" else request.getfixturevalue("english")
    phone.color_scheme(theme)
    problems = {}

    def check(screen):
        name = f"{language}-{screen}" + ("" if theme == "light" else "-dark")
        phone.screenshot(name)
        found = phone.js(COLLECT)
        if language == "en" and theme == "light":
            ENGLISH[screen] = found["texts"]
        issues = {}
        if found["lang"] != language:
            issues["lang"] = found["lang"]
        if found["missing"]:
            issues["missing from the catalogue"] = found["missing"]
        if [t for t in found["texts"] if re.search(r"\$\{|\{\w+\}", t)]:
            issues["placeholders left"] = [t for t in found["texts"] if re.search(r"\$\{|\{\w+\}", t)]
        if language != "en" and untranslated(found["texts"], english.get(screen, []), found["data"], language):
            issues["untranslated"] = untranslated(found["texts"], english.get(screen, []), found["data"], language)
        violations = phone.axe_violations()
        if violations:
            issues["axe"] = [(v["id"], v["impact"], v["nodes"], v["summary"]) for v in violations]
        if issues:
            problems[screen] = issues

    visit_every_screen(phone, language, check)
    assert problems == {}, json.dumps(problems, indent=1, ensure_ascii=False)
    assert phone.console_errors() == []


def test_the_language_setting_applies_at_once_and_is_kept(phone):
    phone.allow_location(MONACO_VILLE)
    phone.open(f"/?now={NOW}")
    phone.wait_for_results(3)
    assert phone.js("return document.documentElement.lang") == "en"  # the browser speaks en-GB
    phone.js("window.__notReloaded = true")
    phone.go("#/settings")
    phone.wait(lambda: phone.driver.find_elements(By.CSS_SELECTOR, "input[name=language][value=de]"), 5)
    find(phone, "input[name=language][value=de]").find_element(By.XPATH, "..").click()
    phone.wait(lambda: find(phone, "#settings-title").text == "Einstellungen", 5, "the settings screen in German")
    assert phone.js("return window.__notReloaded === true && document.documentElement.lang")  == "de"
    assert find(phone, "#look-title").text == "Aussehen und Einheiten"
    assert find(phone, '[data-tab="map"]').text == "Karte"
    assert phone.js("return document.activeElement.value") == "de"  # focus stays on the choice
    phone.go("#/map")
    phone.wait(lambda: find(phone, "#need-to-go").text == "Ich muss mal", 5)
    chips = [c.text for c in phone.driver.find_elements(By.CSS_SELECTOR, "#screen-map [data-need]")]
    assert chips[:2] == ["Rollstuhl", "Wickeltisch"], chips
    assert phone.js("return JSON.parse(localStorage.getItem('toiletnow.settings')).language") == "de"
    phone.open(f"/?now={NOW}#/settings")
    phone.wait(lambda: find(phone, "#settings-title").text == "Einstellungen", 5, "German after a reload")
    assert find(phone, "input[name=language][value=de]").is_selected()
    find(phone, "input[name=language][value=auto]").find_element(By.XPATH, "..").click()
    phone.wait(lambda: find(phone, "#settings-title").text == "Settings", 5, "back to the browser's English")


def test_the_app_follows_the_browsers_language_and_its_number_format(phone):
    phone.cdp("Emulation.setLocaleOverride", {"locale": "fr-FR"})
    phone.cdp("Network.setUserAgentOverride", {"userAgent": phone.js("return navigator.userAgent"), "acceptLanguage": "fr-FR,fr"})
    phone.allow_location(MONACO_VILLE)
    phone.open(f"/?now={NOW}")
    phone.wait_for_results(3)
    assert phone.js("return navigator.language") == "fr-FR"
    assert phone.js("return document.documentElement.lang") == "fr"
    assert find(phone, "#need-to-go").text == "Envie pressante"
    assert find(phone, "#splash-text").get_attribute("textContent") == "Vous allez y arriver. Respirez."
    # The decimal separator follows the locale; the unit stays the unit setting.
    assert phone.js("return import('/js/format.js').then((f) => f.distance(1234))") == "1,2 km"
    phone.js("localStorage.setItem('toiletnow.settings', JSON.stringify({units: 'miles'}))")
    phone.open(f"/?now={NOW}")
    phone.wait_for_results(3)
    assert phone.js("return import('/js/format.js').then((f) => f.distance(4000))") == "2,5 mi"
    assert phone.js("return import('/js/format.js').then((f) => f.day('2019-02-04T10:00:00Z'))") == "4 févr. 2019"


def test_the_api_is_asked_in_the_language_and_answers_in_it(phone):
    phone.cdp("Page.addScriptToEvaluateOnNewDocument", {"source": settings_script("fr")})
    phone.allow_location(MONACO_VILLE)
    phone.open(f"/?now={NOW}")
    phone.wait_for_results(3)
    asked = phone.js("return performance.getEntriesByType('resource').map((e) => e.name).filter((n) => n.includes('/api/'))")
    assert asked and all("lang=fr" in name for name in asked), asked
    first = phone.state("results[0]")
    lat, lon = MONACO_VILLE
    with urllib.request.urlopen(f"{phone.base}/api/nearest?lat={lat}&lon={lon}&limit=3&at={NOW}&lang=en") as answer:
        english = next(r for r in json.load(answer)["results"] if r["toilet"]["id"] == first["id"])
    summary = first["full"]["hours"]["summary"]
    assert summary != english["toilet"]["hours"]["summary"], summary  # "Horaires inconnus", not "Hours unknown"
    assert first["explanation"] != english["explanation"], first["explanation"]
    # The banner shows the server's French summary (in a sentence, lowered).
    assert summary[1:] in find(phone, "[data-eta-line]").text
