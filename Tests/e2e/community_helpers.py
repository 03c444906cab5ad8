"""Small page helpers shared by the community browser tests."""
import json

from selenium.webdriver.common.by import By


def find(phone, css):
    return phone.driver.find_element(By.CSS_SELECTOR, css)


def text(phone, css):
    """The text of the element now (read in the page: panels are redrawn under our feet)."""
    return phone.js("const e = document.querySelector(arguments[0]); return e ? e.innerText : ''", css)


def assert_accessible(phone, name):
    phone.screenshot(name)
    violations = phone.axe_violations()
    assert violations == [], json.dumps(violations, indent=1)
