"""Small page helpers shared by the community browser tests."""
import json
import urllib.error
import urllib.request

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


def api(base, path, method="GET", body=None, token=None):
    """One JSON call to the server: (status, decoded body), errors included."""
    request = urllib.request.Request(base + path, method=method, data=None if body is None else json.dumps(body).encode())
    request.add_header("Content-Type", "application/json")
    if token:
        request.add_header("Authorization", f"Bearer {token}")
    try:
        with urllib.request.urlopen(request, timeout=10) as response:
            return response.status, json.loads(response.read() or b"null")
    except urllib.error.HTTPError as error:
        return error.code, json.loads(error.read() or b"null")
