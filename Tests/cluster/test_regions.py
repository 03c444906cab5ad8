"""Routing by region from HAProxy's configuration only (scripts/region-cluster, docs/planet.md).

Every test runs twice: routing by the cell map scripts/region-map writes (the planet's way) and
by one ACL pair per region.

Three instances each hold ONE region in their own database (Malta, Andorra, Liechtenstein).
A request goes to the instance whose region contains its position, whichever parameter
carries it; a request without one goes to the default backend (Malta's). An instance that
does not hold the region would answer by straight line ("no walking graph", "no toilets known
near here"), so an answer by walking time from the named instance shows the routing was right.
"""
import json
import random
import sqlite3
import urllib.request

import pytest

from conftest import REGIONS, figure, get

SEED = 14
PER_REGION = 100
NO_PATHS = "no walking paths near you; straight-line distance"  # FinderText.noPathsNearby


def toilets(database):
    rows = sqlite3.connect(database).execute("SELECT id, latitude, longitude FROM toilets WHERE is_removed = 0 ORDER BY id")
    return rows.fetchall()


def bounds(points):
    return (min(p[1] for p in points), max(p[1] for p in points), min(p[2] for p in points), max(p[2] for p in points))


def nearest(base, lat, lon):
    status, headers, body = get(f"{base}/api/nearest?lat={lat:.6f}&lon={lon:.6f}&limit=3")
    return status, headers.get("X-Served-By"), body


def test_points_near_each_regions_toilets_are_answered_by_walking_by_its_instance(region_cluster):
    """100 seeded points per region, each within about 200 m of one of its toilets and inside
    its toilets' bounding box: 300 answers by walking time, each from the region's instance."""
    base, databases, routing = region_cluster
    rng = random.Random(SEED)
    wrong = []
    for region in REGIONS:
        points = toilets(databases[region])
        lat0, lat1, lon0, lon1 = bounds(points)
        for _ in range(PER_REGION):
            _, lat, lon = rng.choice(points)
            lat = min(lat1, max(lat0, lat + rng.uniform(-0.0018, 0.0018)))
            lon = min(lon1, max(lon0, lon + rng.uniform(-0.0018, 0.0018)))
            status, served_by, body = nearest(base, lat, lon)
            if status != 200 or served_by != region or body["ranking"] != "walking":
                wrong.append((region, round(lat, 6), round(lon, 6), status, served_by, body.get("fallback")))
    figure(f"region routing by {routing}: {3 * PER_REGION - len(wrong)} of {3 * PER_REGION} points near toilets answered by walking by their region's instance")
    assert wrong == []


def test_uniform_points_in_each_regions_box_reach_its_instance(region_cluster):
    """100 seeded uniform points per region in its toilets' bounding box: the sea and the
    mountains have no paths, so some are answered by straight line, but always by the region's
    instance, which knows the point is inside its network ("no walking paths near you")."""
    base, databases, routing = region_cluster
    rng = random.Random(SEED + 1)
    wrong, walking = [], {}
    for region in REGIONS:
        lat0, lat1, lon0, lon1 = bounds(toilets(databases[region]))
        walking[region] = 0
        for _ in range(PER_REGION):
            lat, lon = rng.uniform(lat0, lat1), rng.uniform(lon0, lon1)
            status, served_by, body = nearest(base, lat, lon)
            by_walking = status == 200 and body["ranking"] == "walking"
            walking[region] += by_walking
            if status != 200 or served_by != region or not (by_walking or body.get("fallback") == NO_PATHS):
                wrong.append((region, round(lat, 6), round(lon, 6), status, served_by, body.get("fallback")))
    figure(f"region routing by {routing}, uniform points in the toilets' box: answered by walking "
           + ", ".join(f"{region} {count}/{PER_REGION}" for region, count in walking.items())
           + " (the rest: no paths near the point, in the sea or the mountains)")
    assert wrong == []


@pytest.mark.parametrize("region", REGIONS)
def test_every_parameter_that_carries_a_position_routes_to_the_region(region_cluster, region):
    base, databases, routing = region_cluster
    toilet_id, lat, lon = toilets(databases[region])[0]
    paths = [
        f"/api/nearest?lat={lat}&lon={lon}",
        f"/api/v1/restrooms/by_location?lat={lat}&lng={lon}",
        f"/api/route?from={lat},{lon}&to={toilet_id}",
        f"/api/route?from={lat}%2C{lon}&to={toilet_id}",
        f"/api/region-pack?lat={lat}&lon={lon}&radiusMeters=2000",
        f"/api/search?q=toilet&lat={lat}&lon={lon}",
        f"/api/basemap?bbox={lon - 0.002},{lat - 0.002},{lon + 0.002},{lat + 0.002}",
    ]
    answers = {path: get(base + path)[:2] for path in paths}
    assert {path: (status, headers.get("X-Served-By")) for path, (status, headers) in answers.items()} \
        == {path: (200, region) for path in paths}
    # A new toilet's position is in its JSON body: routed there too (401 here: no token).
    request = urllib.request.Request(base + "/api/toilets", method="POST", headers={"Content-Type": "application/json"},
                                     data=json.dumps({"latitude": lat, "longitude": lon, "fields": {}}).encode())
    try:
        urllib.request.urlopen(request, timeout=5)
        pytest.fail("an add without a token was accepted")
    except urllib.error.HTTPError as error:
        assert (error.code, error.headers.get("X-Served-By")) == (401, region)


def test_a_request_without_a_position_goes_to_the_default_backend(region_cluster):
    """Malta's instance answers /api/regions with its region only, and /api/toilets/{id} from
    its own database: ids are per database (docs/planet.md, "Requests without a position")."""
    base, databases, routing = region_cluster
    status, headers, body = get(base + "/api/regions")
    assert (status, headers.get("X-Served-By")) == (200, "malta")
    assert [r["name"] for r in body] == ["malta"]
    first_malta = toilets(databases["malta"])[0]
    status, headers, body = get(f"{base}/api/toilets/{first_malta[0]}")
    assert (status, headers.get("X-Served-By")) == (200, "malta")
    assert body["region"] == "malta"
