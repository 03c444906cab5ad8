"""Every screen, light and dark: an axe-core audit (no serious or critical violations) and a
phone-size screenshot into screenshots/."""
import pytest
from selenium.webdriver.common.by import By

from conftest import MONACO_VILLE

ACCESSIBLE_TOILET = 14  # Monaco: wheelchair yes, unisex, free, public


def audit(phone, name, found):
    phone.screenshot(name)
    violations = phone.axe_violations()
    if violations:
        found[name] = violations


@pytest.mark.parametrize("theme", ["light", "dark"])
def test_every_screen_is_accessible_and_photographed(phone, theme):
    phone.color_scheme(theme)  # the theme setting defaults to "like my device"
    phone.allow_location(MONACO_VILLE)
    phone.open("/")
    phone.wait_for_results(3)
    assert phone.js("return document.documentElement.dataset.theme") == theme
    found = {}

    # Splash, as it shows before the first fix.
    phone.js("const s = document.getElementById('splash'); s.style.transition = 'none'; s.hidden = false; s.classList.remove('is-leaving');")
    audit(phone, f"splash-{theme}", found)
    phone.js("document.getElementById('splash').hidden = true")

    audit(phone, f"map-{theme}", found)

    phone.go("#/list")
    phone.wait(lambda: len(phone.driver.find_elements(By.CSS_SELECTOR, "#list-results .clay-toilet-card")) == 3, 5)
    audit(phone, f"list-{theme}", found)

    phone.go(f"#/toilet/{ACCESSIBLE_TOILET}")
    phone.wait(lambda: phone.driver.find_elements(By.CSS_SELECTOR, "#details-body .clay-attribute-list"), 10)
    details = phone.driver.find_element(By.ID, "details-body")
    # Unknown is never shown as no.
    for cell in details.find_elements(By.CSS_SELECTOR, "dd[data-state=unknown]"):
        assert cell.text == "Unknown"
    assert details.find_element(By.CSS_SELECTOR, 'dd[data-attribute="wheelchair"]').text == "Yes"
    links = [a.get_attribute("href") for a in details.find_elements(By.CSS_SELECTOR, ".clay-links a")]
    assert any("maps.apple.com" in l and "dirflg=w" in l for l in links)
    assert any("google.com/maps/dir" in l and "travelmode=walking" in l for l in links)
    assert any("openstreetmap.org/directions" in l and "foot" in l for l in links)
    audit(phone, f"details-{theme}", found)
    phone.js("document.getElementById('screen-details').scrollTop = 10000")
    audit(phone, f"details-bottom-{theme}", found)

    phone.go("#/search")
    phone.driver.find_element(By.ID, "search-input").send_keys("Monaco")
    phone.driver.find_element(By.CSS_SELECTOR, "#search-form button[type=submit]").click()
    phone.wait(lambda: phone.driver.find_elements(By.CSS_SELECTOR, '[data-action="pick-place"]'), 10)
    audit(phone, f"search-{theme}", found)

    phone.go("#/saved")
    phone.wait(lambda: "Nothing saved yet" in phone.driver.find_element(By.ID, "saved-body").text, 5)
    audit(phone, f"saved-empty-{theme}", found)

    phone.go(f"#/toilet/{ACCESSIBLE_TOILET}")
    phone.wait(lambda: phone.driver.find_elements(By.ID, "save-nickname"), 10)
    phone.driver.find_element(By.ID, "save-nickname").send_keys("Market, step-free")
    phone.driver.find_element(By.CSS_SELECTOR, "label[for=save-emergency]").click()
    phone.driver.find_element(By.CSS_SELECTOR, "#save-form button[type=submit]").click()
    phone.go("#/saved")
    phone.wait(lambda: "Market, step-free" in phone.driver.find_element(By.ID, "saved-body").text, 5)
    audit(phone, f"saved-{theme}", found)

    phone.go("#/settings")
    phone.wait(lambda: phone.driver.find_elements(By.CSS_SELECTOR, "[data-location-state]"), 5)
    assert "© OpenStreetMap contributors, ODbL" in phone.driver.find_element(By.ID, "settings-body").text
    audit(phone, f"settings-{theme}", found)
    phone.js("document.getElementById('screen-settings').scrollTop = 10000")
    audit(phone, f"settings-bottom-{theme}", found)

    # The community screens of issue 10, as they first look (test_community*.py fill them in).
    phone.go("#/add")
    phone.wait(lambda: phone.driver.find_elements(By.CSS_SELECTOR, "#add-map .leaflet-pane"), 5)
    audit(phone, f"add-{theme}", found)
    phone.go("#/mine")
    phone.wait(lambda: "Nothing yet" in phone.driver.find_element(By.ID, "mine-body").text, 5)
    audit(phone, f"mine-empty-{theme}", found)
    phone.go("#/moderate")
    phone.wait(lambda: phone.driver.find_elements(By.ID, "moderator-token"), 5)
    audit(phone, f"moderate-{theme}", found)

    phone.go("#/map")
    phone.driver.find_element(By.ID, "cant-wait-open").click()
    phone.wait(lambda: phone.driver.find_element(By.ID, "cant-wait").is_displayed(), 5)
    audit(phone, f"cant-wait-{theme}", found)
    phone.driver.find_element(By.ID, "cant-wait-close").click()

    report = {name: [(v["id"], v["impact"], v["nodes"], v["summary"]) for v in found[name]] for name in found}
    assert found == {}, "\n".join(f"{name}: {violations}" for name, violations in report.items())
    assert phone.console_errors() == []
