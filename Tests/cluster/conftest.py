"""Cluster tests: ToiletNow instances behind HAProxy on loopback (scripts/cluster, scripts/region-cluster).

The binary is TOILETNOW_BIN (default .build/debug/toiletnow). The two-instance cluster runs on
PostgreSQL (TOILETNOW_CLUSTER_DATABASE, or its own through scripts/pg-local) when the binary
takes postgres:// URLs, else on one SQLite file both instances share. Ports 18180-18199 and
18380-18389; every run folder is temporary. Figures the tests measure are printed at the end
of the run (`cluster figures:`), for BENCHMARKS.md.
"""
import csv
import http.client
import io
import json
import os
import shutil
import signal
import socket
import subprocess
import tempfile
import time
import urllib.error
import urllib.request
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
BIN = Path(os.environ.get("TOILETNOW_BIN", ROOT / ".build/debug/toiletnow")).resolve()
PG_BIN = Path("/usr/lib/postgresql/15/bin")
CLUSTER_PORT = 18180
REGIONS_PORT = 18380
FIGURES = []


def figure(line):
    """Records one measured figure; the run prints them all at its end."""
    FIGURES.append(line)
    print(line)


def pytest_configure(config):
    """SIGTERM (scripts/test's time limit) ends the run like Ctrl-C, so the fixtures still stop
    the clusters they started instead of leaving instances on the ports."""
    def interrupt(signum, frame):
        raise KeyboardInterrupt(f"signal {signum}")
    signal.signal(signal.SIGTERM, interrupt)


def pytest_terminal_summary(terminalreporter):
    if FIGURES:
        terminalreporter.write_line("cluster figures:")
        for line in FIGURES:
            terminalreporter.write_line("  " + line)


def require_tools():
    if shutil.which("haproxy") is None:
        pytest.skip("haproxy is not installed (apt-get install haproxy)")
    if not BIN.exists():
        pytest.fail(f"toiletnow binary not found at {BIN}; run `swift build --product toiletnow` first")


def speaks_postgres():
    if os.environ.get("CLUSTER_STORE"):
        return os.environ["CLUSTER_STORE"] == "postgres"
    help_text = subprocess.run([str(BIN), "serve", "--help"], capture_output=True, text=True).stdout
    return "postgres" in help_text.lower()


def run(args, env=None, timeout=240):
    result = subprocess.run(args, cwd=ROOT, env=env, capture_output=True, text=True, timeout=timeout)
    if result.returncode != 0:
        pytest.fail(f"{' '.join(map(str, args))} failed:\n{result.stdout}\n{result.stderr}")
    return result.stdout


def get(url, headers=None, timeout=5):
    """(status, headers, parsed JSON or None) of one GET; a refused connection raises OSError."""
    request = urllib.request.Request(url, headers=headers or {})
    try:
        with urllib.request.urlopen(request, timeout=timeout) as response:
            body = response.read()
            return response.status, response.headers, json.loads(body) if body else None
    except urllib.error.HTTPError as error:
        body = error.read()
        try:
            return error.code, error.headers, json.loads(body)
        except ValueError:
            return error.code, error.headers, None


def post(url, payload, token, timeout=5):
    data = json.dumps(payload).encode()
    request = urllib.request.Request(url, data=data, method="POST", headers={
        "Content-Type": "application/json", "Authorization": f"Bearer {token}"})
    try:
        with urllib.request.urlopen(request, timeout=timeout) as response:
            return response.status, json.loads(response.read())
    except urllib.error.HTTPError as error:
        return error.code, json.loads(error.read() or b"null")


def haproxy_stats(socket_path):
    """HAProxy's `show stat` as rows keyed by (proxy, server)."""
    with socket.socket(socket.AF_UNIX) as s:
        s.connect(str(socket_path))
        s.sendall(b"show stat\n")
        chunks = []
        while chunk := s.recv(65536):
            chunks.append(chunk)
    text = b"".join(chunks).decode().lstrip("# ")
    return {(row["pxname"], row["svname"]): row for row in csv.DictReader(io.StringIO(text))}


def wait_until(condition, timeout, interval=0.05):
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        if condition():
            return True
        time.sleep(interval)
    return False


class Cluster:
    """A running scripts/cluster: HAProxy at `base`, the instances at `a` and `b`."""

    def __init__(self, workdir, env):
        self.dir = workdir
        self.env = env
        self.base = f"http://127.0.0.1:{CLUSTER_PORT}"
        self.a = f"http://127.0.0.1:{CLUSTER_PORT + 1}"
        self.b = f"http://127.0.0.1:{CLUSTER_PORT + 2}"
        self.database = (workdir / "database").read_text().strip()
        self.is_postgres = self.database.startswith(("postgres://", "postgresql://"))
        self.owns_postgres = (workdir / "pg-dir").exists()

    def script(self, *args):
        return run([str(ROOT / "scripts/cluster"), *args], env=self.env)

    def pid(self, name):
        return int((self.dir / f"{name}.pid").read_text())

    def stats(self):
        return haproxy_stats(self.dir / "haproxy.sock")

    def add_moderator(self, name):
        out = run([str(BIN), "moderators", "add", name, "--database", self.database])
        return out.strip().splitlines()[-1]


@pytest.fixture(scope="module")
def cluster():
    require_tools()
    workdir = Path(tempfile.mkdtemp(prefix="toiletnow-cluster-"))
    workdir.chmod(0o755)  # PostgreSQL runs as the postgres user and keeps its data in here
    env = dict(os.environ, TOILETNOW_BIN=str(BIN), CLUSTER_DIR=str(workdir), CLUSTER_PORT=str(CLUSTER_PORT),
               CLUSTER_WRITE_LIMIT="100000")
    if not os.environ.get("TOILETNOW_CLUSTER_DATABASE") and speaks_postgres() and not (PG_BIN / "initdb").exists():
        pytest.skip(f"the PostgreSQL binaries are missing ({PG_BIN}; apt-get install postgresql-15 postgresql-15-postgis-3)")
    started = time.monotonic()
    try:
        run([str(ROOT / "scripts/cluster"), "start"], env=env)
    except BaseException:  # a failed start leaves nothing running
        subprocess.run([str(ROOT / "scripts/cluster"), "stop"], cwd=ROOT, env=env, capture_output=True, timeout=120)
        raise
    c = Cluster(workdir, env)
    figure(f"cluster start: {time.monotonic() - started:.1f} s (database: {'PostgreSQL' if c.is_postgres else 'one SQLite file'})")
    yield c
    subprocess.run([str(ROOT / "scripts/cluster"), "stop"], cwd=ROOT, env=env, capture_output=True, timeout=120)
    shutil.rmtree(workdir, ignore_errors=True)


def keep_alive_get(connection_box, host, port, path):
    """One GET on a kept-alive connection (reopened after an error): (status, X-Served-By, X-Retries)."""
    if connection_box[0] is None:
        connection_box[0] = http.client.HTTPConnection(host, port, timeout=5)
    connection = connection_box[0]
    try:
        connection.request("GET", path)
        response = connection.getresponse()
        response.read()
        return response.status, response.getheader("X-Served-By"), int((response.getheader("X-Retries") or "0").lstrip("+"))
    except (OSError, http.client.HTTPException):
        connection.close()
        connection_box[0] = None
        raise


REGIONS = ("malta", "andorra", "liechtenstein")


@pytest.fixture(scope="session")
def region_workdir():
    """One run folder for both routings: the regions are imported once."""
    workdir = Path(tempfile.mkdtemp(prefix="toiletnow-regions-"))
    yield workdir
    shutil.rmtree(workdir, ignore_errors=True)


@pytest.fixture(scope="module", params=["map", "acl"])
def region_cluster(request, region_workdir):
    """scripts/region-cluster in a temporary folder, routing by the cell map or by ACLs:
    (HAProxy's base URL, {region: its SQLite file}, the routing)."""
    require_tools()
    routing = request.param
    workdir = region_workdir
    env = dict(os.environ, TOILETNOW_BIN=str(BIN), REGION_CLUSTER_DIR=str(workdir), REGION_CLUSTER_PORT=str(REGIONS_PORT),
               REGION_ROUTING=routing)
    started = time.monotonic()
    try:
        run([str(ROOT / "scripts/region-cluster"), "start"], env=env)
    except BaseException:  # a failed start leaves nothing running
        subprocess.run([str(ROOT / "scripts/region-cluster"), "stop"], cwd=ROOT, env=env, capture_output=True, timeout=60)
        raise
    figure(f"region cluster start, routing by {routing} (imports unless done, 3 instances, HAProxy): {time.monotonic() - started:.1f} s")
    yield f"http://127.0.0.1:{REGIONS_PORT}", {name: workdir / name / "db.sqlite" for name in REGIONS}, routing
    subprocess.run([str(ROOT / "scripts/region-cluster"), "stop"], cwd=ROOT, env=env, capture_output=True, timeout=60)
