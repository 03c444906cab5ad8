"""Browser tests of the ToiletNow web app: a real server over Monaco, headless Chromium.

A session fixture imports Monaco into a temporary database with the built `toiletnow` binary
(env TOILETNOW_BIN, default .build/debug/toiletnow) and serves it on a free port. Each test gets
a fresh browser at phone size (390x844) whose position and sensors are emulated through the
DevTools protocol.
"""
import os
import shutil
import socket
import subprocess
import tempfile
import time
import urllib.request
from pathlib import Path

import pytest
from selenium import webdriver
from selenium.webdriver.chrome.service import Service
from axe_selenium_python import Axe
from selenium.common.exceptions import TimeoutException
from selenium.webdriver.support.ui import WebDriverWait

ROOT = Path(__file__).resolve().parents[2]
SCREENSHOTS = ROOT / "screenshots"
MONACO_VILLE = (43.7384, 7.4246)
PORT_HERCULE = (43.7396, 7.4270)
WIDTH, HEIGHT = 390, 844


def free_port():
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


@pytest.fixture(scope="session")
def monaco_database():
    """Monaco imported once into a temporary database (with its walking graph and base map)."""
    binary = Path(os.environ.get("TOILETNOW_BIN", ROOT / ".build/debug/toiletnow"))
    if not binary.exists():
        pytest.fail(f"toiletnow binary not found at {binary}; run `swift build --product toiletnow` first")
    workdir = Path(tempfile.mkdtemp(prefix="toiletnow-e2e-"))
    database = workdir / "monaco.sqlite"
    command = [str(binary), "import", str(ROOT / "Data/osm/monaco-2022.osm.pbf"), "--region", "monaco",
               "--timezone", "Europe/Monaco", "--country", "MC", "--database", str(database)]
    for attempt in range(60):
        try:  # the binary may be mid-link by a concurrent `swift build` ("text file busy")
            subprocess.run(command, check=True, capture_output=True, cwd=ROOT)
            break
        except OSError as error:
            if error.errno != 26 or attempt == 59:
                raise
            time.sleep(1)
    yield binary, database
    shutil.rmtree(workdir, ignore_errors=True)


def serve(binary, database, *extra):
    """Starts `toiletnow serve` on a free port; returns (process, base URL, log path)."""
    port = free_port()
    log_path = database.parent / f"serve-{port}.log"
    with open(log_path, "wb") as log:
        process = subprocess.Popen(
            [str(binary), "serve", "--port", str(port), "--database", str(database),
             "--web", str(ROOT / "Web"), "--leaflet", "/usr/share/javascript/leaflet", *extra],
            cwd=ROOT, stdout=log, stderr=subprocess.STDOUT)
    base = f"http://127.0.0.1:{port}"
    deadline = time.monotonic() + 20
    while True:
        try:
            urllib.request.urlopen(base + "/healthz", timeout=1).read()
            return process, base
        except OSError:
            if process.poll() is not None or time.monotonic() > deadline:
                process.kill()
                pytest.fail("toiletnow serve did not start: " + log_path.read_text())
            time.sleep(0.05)


def stop(process):
    process.terminate()
    try:
        process.wait(timeout=5)
    except subprocess.TimeoutExpired:
        process.kill()


@pytest.fixture(scope="session")
def server(monaco_database):
    process, base = serve(*monaco_database)
    yield base
    stop(process)


@pytest.fixture(scope="session")
def tile_server(monaco_database):
    """The same data, deployed with an external tile URL (nothing listens there: tiles just fail)."""
    process, base = serve(*monaco_database, "--tile-url", "http://127.0.0.1:9/tiles/{z}/{x}/{y}.png")
    yield base
    stop(process)


class Phone:
    """A headless Chromium at phone size, with helpers for position, sensors and the app."""

    def __init__(self, base):
        self.base = base
        options = webdriver.ChromeOptions()
        options.binary_location = "/usr/bin/chromium"
        for arg in ("--headless=new", "--no-sandbox", "--disable-dev-shm-usage", "--disable-gpu",
                    f"--window-size={WIDTH},{HEIGHT}", "--hide-scrollbars", "--no-first-run",
                    "--disable-extensions", "--lang=en-GB"):
            options.add_argument(arg)
        options.set_capability("goog:loggingPrefs", {"browser": "ALL"})
        self.driver = webdriver.Chrome(service=Service("/usr/bin/chromedriver"), options=options)
        self.cdp("Emulation.setDeviceMetricsOverride",
                 {"width": WIDTH, "height": HEIGHT, "deviceScaleFactor": 1, "mobile": True})
        self.cdp("Emulation.setTouchEmulationEnabled", {"enabled": True, "maxTouchPoints": 5})

    def cdp(self, method, params=None):
        return self.driver.execute_cdp_cmd(method, params or {})

    # ---- position and permissions ----
    def allow_location(self, position=MONACO_VILLE):
        # grantPermissions rejects every permission it does not list: keep motion sensors allowed.
        self.cdp("Browser.grantPermissions", {"origin": self.base, "permissions": ["geolocation", "sensors"]})
        self.set_position(position)

    def deny_location(self):
        self.cdp("Browser.setPermission", {"origin": self.base, "permission": {"name": "geolocation"}, "setting": "denied"})

    def set_position(self, position):
        lat, lon = position
        self.cdp("Emulation.setGeolocationOverride", {"latitude": lat, "longitude": lon, "accuracy": 10})

    def color_scheme(self, scheme):
        self.cdp("Emulation.setEmulatedMedia", {"features": [{"name": "prefers-color-scheme", "value": scheme}]})

    # ---- the app ----
    def open(self, path="/"):
        self.driver.get(self.base + path)

    def js(self, script, *args):
        return self.driver.execute_script(script, *args)

    def state(self, expression):
        return self.js(f"return window.__toiletnow && window.__toiletnow.state.{expression};")

    def wait(self, condition, timeout=10, message=""):
        """Waits until `condition()` is truthy; `message` may be a function, called on timeout."""
        try:
            return WebDriverWait(self.driver, timeout, poll_frequency=0.05).until(lambda d: condition())
        except TimeoutException:
            raise TimeoutException(message() if callable(message) else message) from None

    def wait_for_results(self, count=3, timeout=10):
        self.wait(lambda: self.js(
            "const t = window.__toiletnow; return !!t && !t.state.loading && t.state.results.length >= arguments[0]"
            " && !!t.state.route && !!document.querySelector('.clay-route');", count),
            timeout, f"{count} results and a route")

    def go(self, hash_):
        self.js("location.hash = arguments[0]", hash_)

    def screenshot(self, name):
        SCREENSHOTS.mkdir(exist_ok=True)
        if not name.startswith("splash"):
            self.wait(lambda: self.js("const s = document.getElementById('splash'); return !s || s.hidden"), 3, "the splash leaves")
        try:  # let the base map finish drawing, when there is one
            self.wait(lambda: self.js("return !window.__toiletnow || !window.__toiletnow.basemapLoading || window.__toiletnow.basemapLoading() === 0"), 3)
        except TimeoutException:
            pass
        # axe scrolls things into view while it checks contrast: put the filter rows back.
        self.js("document.activeElement && document.activeElement.blur && document.activeElement.blur();"
                "document.querySelectorAll('.clay-filter-row').forEach(r => { r.scrollLeft = 0; });")
        self.driver.save_screenshot(str(SCREENSHOTS / f"{name}.png"))

    def axe_violations(self):
        """Serious and critical axe-core violations on the page as it is now."""
        self.driver.set_script_timeout(30)
        if not self.js("return !!window.axe"):
            Axe(self.driver).inject()
        results = Axe(self.driver).run(options="{resultTypes: ['violations']}")
        return [
            {"id": v["id"], "impact": v["impact"], "help": v["help"],
             "nodes": [n["target"] for n in v["nodes"]][:5],
             "summary": [n.get("failureSummary", "")[:300] for n in v["nodes"]][:2]}
            for v in results["violations"] if v["impact"] in ("serious", "critical")
        ]

    def wait_for_service_worker(self, timeout=10):
        self.driver.set_script_timeout(timeout)
        ok = self.driver.execute_async_script(
            "const done = arguments[arguments.length - 1];"
            "(async () => { const reg = await navigator.serviceWorker.ready;"
            " for (let i = 0; i < 200 && !navigator.serviceWorker.controller; i++) await new Promise(r => setTimeout(r, 25));"
            " const cache = await caches.open('toiletnow-shell-v1'); const keys = await cache.keys();"
            " done(!!navigator.serviceWorker.controller && keys.length >= 30); })().catch(e => done(String(e)));")
        assert ok is True, f"service worker not ready: {ok}"

    def console_errors(self):
        return [e for e in self.driver.get_log("browser") if e["level"] == "SEVERE"]

    def quit(self):
        self.driver.quit()


@pytest.fixture
def phone(server):
    p = Phone(server)
    yield p
    p.quit()


@pytest.fixture
def tiled_phone(tile_server):
    p = Phone(tile_server)
    yield p
    p.quit()
