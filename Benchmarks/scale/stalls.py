#!/usr/bin/env python3
"""The machine's own stalls, with no server involved: PROCESSES busy loops (one per core by
default) read the clock for SECONDS, and every gap between two readings over 1 ms is time the
loop did not run because another process, the kernel or the host had the core. Prints the gaps
over 1 ms and over 4 ms, summed over the loops, and the longest.

    Benchmarks/scale/stalls.py [SECONDS] [PROCESSES]

Run beside a latency measurement to tell the machine's tail from the server's: a request that
meets a 10 ms gap takes 10 ms, whatever the server does."""
import multiprocessing
import os
import sys
import time


def spin(seconds, queue):
    over1 = over4 = 0
    longest = 0.0
    start = last = time.perf_counter()
    while last - start < seconds:
        now = time.perf_counter()
        gap = now - last
        last = now
        if gap > 0.001:
            over1 += 1
            over4 += gap > 0.004
            longest = max(longest, gap)
    queue.put((over1, over4, longest))


if __name__ == "__main__":
    seconds = float(sys.argv[1]) if len(sys.argv) > 1 else 5
    count = int(sys.argv[2]) if len(sys.argv) > 2 else os.cpu_count()
    queue = multiprocessing.Queue()
    loops = [multiprocessing.Process(target=spin, args=(seconds, queue)) for _ in range(count)]
    for loop in loops:
        loop.start()
    results = [queue.get() for _ in loops]
    for loop in loops:
        loop.join()
    print(f"{sum(r[0] for r in results)} gaps > 1 ms, {sum(r[1] for r in results)} > 4 ms, "
          f"longest {max(r[2] for r in results) * 1000:.1f} ms ({count} loops, {seconds:g} s)")
