#!/usr/bin/env python3
"""Times every /api/nearest request of CLIENTS keep-alive clients, each sending points.lua's
1,000 seeded points in turn (client k starts at point 250·k; AT, when set, is the instant asked)
for SECONDS, and prints how many requests ran and which took over 4 ms (start offset in s,
latency in ms, client).

    Benchmarks/http/timed-clients.py PORT BOX SECONDS CLIENTS   # BOX = minLat,minLon,height,width

Unlike wrk's percentiles, it says *when* slow requests happened (for example in the first
seconds after a start)."""
import http.client
import os
import sys
import threading
import time

from seeded_points import nearest_paths

port, box, seconds, clients = int(sys.argv[1]), [float(x) for x in sys.argv[2].split(",")], float(sys.argv[3]), int(sys.argv[4])
paths = nearest_paths(box, os.environ.get("AT"))
slow, counts, started = [], [0] * clients, time.time()


def run(k):
    connection = http.client.HTTPConnection("127.0.0.1", port)
    i = k * 250
    while time.time() - started < seconds:
        sent = time.time()
        connection.request("GET", paths[i % 1000])
        connection.getresponse().read()
        took = time.time() - sent
        counts[k] += 1
        if took > 0.004:
            slow.append((round(sent - started, 3), round(took * 1000, 1), k))
        i += 1


threads = [threading.Thread(target=run, args=(k,)) for k in range(clients)]
for thread in threads:
    thread.start()
for thread in threads:
    thread.join()
print(sum(counts), "requests;", len(slow), "over 4 ms")
for entry in sorted(slow)[:40]:
    print(entry)
