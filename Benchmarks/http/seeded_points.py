"""The 1,000 seeded /api/nearest paths points.lua sends, for the Python clients beside it
(perpoint.py, timed-clients.py): the same generator and seed, so every client asks the same points."""


def nearest_paths(box, at=None, count=1000):
    """Paths for `count` points in `box` = [minLat, minLon, height, width]; `at` is added as sent."""
    seed = 42
    paths = []
    for _ in range(count):
        seed = (seed * 1103515245 + 12345) % 2147483648
        lat = box[0] + seed / 2147483648 * box[2]
        seed = (seed * 1103515245 + 12345) % 2147483648
        lon = box[1] + seed / 2147483648 * box[3]
        paths.append("/api/nearest?lat=%.5f&lon=%.5f&limit=3" % (lat, lon) + ("&at=" + at if at else ""))
    return paths
