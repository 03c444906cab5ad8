#!/usr/bin/env python3
"""The cost of each /api/nearest query alone: the 1,000 seeded points of points.lua, sent one at a
time over one keep-alive connection, PASSES times; each point keeps its fastest answer, so what is
left is the query's own cost (plus this client's), with no queueing behind other requests.

    Benchmarks/http/perpoint.py PORT PASSES BOX       # BOX = minLat,minLon,height,width
    AT=2026-11-25T12:00:00+01:00 Benchmarks/http/perpoint.py 8080 3 48.04,11.40,0.12,0.18

Prints p50/p90/p99/max over the points and the eight slowest, with their answer sizes."""
import http.client
import os
import sys
import time

from seeded_points import nearest_paths

port, passes = int(sys.argv[1]), int(sys.argv[2])
box = [float(x) for x in sys.argv[3].split(",")]
at = os.environ.get("AT")
paths = nearest_paths(box, at)
connection = http.client.HTTPConnection("127.0.0.1", port)
best, size = [float("inf")] * len(paths), [0] * len(paths)
for _ in range(passes):
    for i, path in enumerate(paths):
        started = time.perf_counter()
        connection.request("GET", path)
        body = connection.getresponse().read()
        best[i] = min(best[i], time.perf_counter() - started)
        size[i] = len(body)
ordered = sorted(best)
def quantile(q):
    return ordered[min(len(ordered) - 1, int(q * len(ordered)))] * 1000
print("p50 %.3f p90 %.3f p99 %.3f max %.3f ms" % (quantile(0.5), quantile(0.9), quantile(0.99), ordered[-1] * 1000))
for i in sorted(range(len(paths)), key=lambda i: -best[i])[:8]:
    print("%.3f ms %d bytes %s" % (best[i] * 1000, size[i], paths[i]))
