#!/usr/bin/env python3
"""pgRouting as a speed peer for the Swift routing engine (issue 4), on exactly the data
`RouteBench query FILE 1000 DIR` exports for peer.py (see peer.py's docstring):

  * the directed CSR is loaded with COPY into one edges table. Walking arcs come in equal
    opposite pairs, so each pair is one row with cost = reverse_cost = seconds; the arcs from an
    edge's ends to a toilet node are one-way rows (reverse_cost = -1), as in the CSR. pgRouting
    vertex id = CSR node + 1 (toilets are V+1..V+T, the virtual start S is V+T+1);
  * per query the start is the same virtual node S with the same seed arcs peer.py writes into
    the CSR (both ends of the snapped edge, toilets on that edge, straight stretch included);
    they are appended to the edges SQL as a VALUES list, so every call reads the table again,
    which is how pgRouting is used;
  * "nearest 3 with the route to the first" is two calls in one client round trip each:
    pgr_dijkstraCost(edges, S, ARRAY[94 toilet vertices], directed := true), the 3 smallest
    agg_cost <= 2700 s (45 min, the engine's cap), then pgr_dijkstra(edges, S, first) for the
    route (node and edge sequence, fetched). Timed end to end from the client (psycopg2 on
    loopback): both statements, the fetches and the Python around them.

Variants (labelled as such in the output):
  * bbox: the same, but the edges SQL keeps only rows whose segment meets a box of 45 min of
    walking (2700 s x 1.4 m/s, +2 %) around the query point (PostGIS `&&` on a GiST index),
    the idiomatic pgRouting fast path. Exact: nothing farther than that can be reached within
    the cap. Needs the coordinates of the exported vertices and query points (vertex_lat.f64,
    vertex_lon.f64, start_lat.f64, start_lon.f64 in DIR, float64 degrees; toilet_lat.f64 and
    toilet_lon.f64 optional), which `RouteBench query` writes; skipped when they are not there.
    They are checked against the graph (see coordinates_fit).
  * near: pgr_dijkstraNearCost(..., cap := 3) (experimental in pgRouting 3.4), which stops at
    the third toilet settled, then pgr_dijkstra for the route; full table.

Answers are checked against the engine's: the 3 times to 1 ms (as peer.py) and to 1 s, and the
toilet ids from expected_targets.i32 (also written by `RouteBench query`);
an id difference where the two toilets' times tie to the millisecond is counted separately.

Connection: libpq's PG* environment variables (pgrouting.sh start prints them).
Usage: python3 peer_pgrouting.py DIR [--variants main,bbox,near] [--warmup 50] [--queries N]
"""
import argparse
import io
import json
import math
import os
import sys
import time
from pathlib import Path

import numpy as np

CAP_SECONDS = 2700.0
METERS_PER_SECOND = 1.4  # WalkingProfile.standard: no walking edge is faster than this
SEED_ID_BASE = 2_000_000_000


def percentiles(samples_us):
    s = np.sort(np.asarray(samples_us))
    pick = lambda q: s[min(len(s) - 1, int(len(s) * q))]
    return pick(0.5), pick(0.9), pick(0.99), s.mean()


class Exported:
    def __init__(self, d: Path):
        meta = json.loads((d / "meta.json").read_text())
        self.v, self.t, self.slots, self.queries = meta["vertices"], meta["targets"], meta["seed_slots"], meta["queries"]
        self.indptr = np.fromfile(d / "indptr.i32", dtype=np.int32)
        self.indices = np.fromfile(d / "indices.i32", dtype=np.int32)
        self.data = np.fromfile(d / "data.f64", dtype=np.float64)
        q, s = self.queries, self.slots
        self.seed_nodes = np.fromfile(d / "seed_nodes.i32", dtype=np.int32).reshape(q, s)
        self.seed_seconds = np.fromfile(d / "seed_seconds.f64", dtype=np.float64).reshape(q, s)
        self.expected = np.fromfile(d / "expected_seconds.f64", dtype=np.float64).reshape(q, 3)
        ids = d / "expected_targets.i32"
        self.expected_ids = np.fromfile(ids, dtype=np.int32).reshape(q, 3) if ids.exists() else None
        names = ["vertex_lat", "vertex_lon", "start_lat", "start_lon", "toilet_lat", "toilet_lon"]
        if all((d / f"{n}.f64").exists() for n in names[:4]):
            self.coords = {n: np.fromfile(d / f"{n}.f64", dtype=np.float64) for n in names if (d / f"{n}.f64").exists()}
            ok = (len(self.coords["vertex_lat"]) == self.v and len(self.coords["start_lat"]) == self.queries
                  and len(self.coords.get("toilet_lat", [])) in (0, self.t))
            if ok and not self.coordinates_fit():
                ok = False
            if not ok:
                print("coordinate files do not match the exported graph (stale?); bbox variant skipped")
                self.coords = None
        else:
            self.coords = None

    def coordinates_fit(self) -> bool:
        """No walking arc may be shorter in time than its straight line at 1.4 m/s (1 % slack):
        the box is exact only then, and it catches coordinates from another build of the graph."""
        n = self.v + self.t + 1
        src = np.repeat(np.arange(n), np.diff(self.indptr))
        walk = (src < self.v) & (self.indices < self.v)
        lat, lon = np.radians(self.coords["vertex_lat"]), np.radians(self.coords["vertex_lon"])
        a, b = src[walk], self.indices[walk]
        h = np.sin((lat[b] - lat[a]) / 2) ** 2 + np.cos(lat[a]) * np.cos(lat[b]) * np.sin((lon[b] - lon[a]) / 2) ** 2
        meters = 2 * 6_371_008.8 * np.arcsin(np.sqrt(h))
        return bool(np.all(meters <= self.data[walk] * METERS_PER_SECOND * 1.01 + 0.5))

    @property
    def start(self):  # pgRouting id of the virtual start node
        return self.v + self.t + 1

    def toilet_vids(self):
        return list(range(self.v + 1, self.v + self.t + 1))


def load(conn, g: Exported):
    """COPY the CSR into rb_edges (one row per opposite pair, one-way rows to toilets)."""
    v, t = g.v, g.t
    n = v + t + 1
    src = np.repeat(np.arange(n, dtype=np.int64), np.diff(g.indptr))
    dst = g.indices.astype(np.int64)
    w = g.data
    real = src < v  # drop S's placeholder arcs; seeds come per query
    walk = real & (dst < v)
    # Walking arcs: check they come in equal opposite pairs, then keep source < target.
    a = np.stack([src[walk], dst[walk]], axis=1)
    fwd = {}
    for (x, y), c in zip(a.tolist(), w[walk].tolist()):
        fwd.setdefault((x, y), []).append(c)
    for (x, y), cs in fwd.items():
        if sorted(fwd.get((y, x), [])) != sorted(cs):
            raise SystemExit(f"arc {x}->{y} has no equal opposite arc; load as one-way rows instead")
    pair = walk & (src < dst)
    toilet = real & (dst >= v)
    rows_src = np.concatenate([src[pair], src[toilet]]) + 1
    rows_dst = np.concatenate([dst[pair], dst[toilet]]) + 1
    rows_cost = np.concatenate([w[pair], w[toilet]])
    rows_rev = np.concatenate([w[pair], np.full(int(toilet.sum()), -1.0)])
    geoms = None
    if g.coords is not None:
        # A toilet arc's segment ends at the toilet, or (without toilet_lat/lon) at its source
        # vertex: the arc is usable within the cap only if that vertex is, so the box stays exact.
        s0, d0 = rows_src - 1, rows_dst - 1
        if "toilet_lat" in g.coords:
            lat = np.concatenate([g.coords["vertex_lat"], g.coords["toilet_lat"]]).tolist()
            lon = np.concatenate([g.coords["vertex_lon"], g.coords["toilet_lon"]]).tolist()
        else:
            lat, lon = g.coords["vertex_lat"].tolist(), g.coords["vertex_lon"].tolist()
            d0 = np.where(d0 >= v, s0, d0)
        geoms = [f"SRID=4326;LINESTRING({lon[a]!r} {lat[a]!r},{lon[b]!r} {lat[b]!r})"
                 for a, b in zip(s0.tolist(), d0.tolist())]
    buf = io.StringIO()
    for i, (a, b, c, r) in enumerate(zip(rows_src.tolist(), rows_dst.tolist(), rows_cost.tolist(), rows_rev.tolist())):
        buf.write(f"{i + 1}\t{a}\t{b}\t{c!r}\t{r!r}\t{geoms[i] if geoms else chr(92) + 'N'}\n")
    buf.seek(0)
    t0 = time.perf_counter()
    with conn.cursor() as cur:
        cur.execute("DROP TABLE IF EXISTS rb_edges")
        cur.execute("CREATE TABLE rb_edges (id bigint PRIMARY KEY, source bigint NOT NULL, target bigint NOT NULL,"
                    " cost float8 NOT NULL, reverse_cost float8 NOT NULL, geom geometry(LineString, 4326))")
        cur.copy_expert("COPY rb_edges (id, source, target, cost, reverse_cost, geom) FROM STDIN", buf)
        if geoms:
            cur.execute("CREATE INDEX rb_edges_geom ON rb_edges USING gist (geom)")
        cur.execute("ANALYZE rb_edges")
    conn.commit()
    load_ms = (time.perf_counter() - t0) * 1e3
    print(f"loaded {len(rows_src)} rows ({int(pair.sum())} two-way walking edges, {int(toilet.sum())} one-way toilet arcs)"
          f" with COPY{' + GiST index' if geoms else ''} in {load_ms:.0f} ms")


def seed_values(g: Exported, q: int) -> str:
    rows = []
    for k in range(g.slots):
        node = int(g.seed_nodes[q, k])
        if node == g.v + g.t:  # unused slot (a self-loop of S in the CSR)
            continue
        rows.append(f"({SEED_ID_BASE + k}::bigint,{g.start}::bigint,{node + 1}::bigint,"
                    f"{float(g.seed_seconds[q, k])!r}::float8,-1::float8)")
    return ",".join(rows)


def bbox(g: Exported, q: int) -> str:
    lat, lon = float(g.coords["start_lat"][q]), float(g.coords["start_lon"][q])
    r = CAP_SECONDS * METERS_PER_SECOND * 1.02
    dlat = r / 110_500.0  # a degree of latitude is at least 110.5 km
    dlon = r / (111_320.0 * math.cos(math.radians(abs(lat) + dlat)))
    return f"ST_MakeEnvelope({lon - dlon!r},{lat - dlat!r},{lon + dlon!r},{lat + dlat!r},4326)"


def edges_sql(g: Exported, q: int, variant: str) -> str:
    base = "SELECT id, source, target, cost, reverse_cost FROM rb_edges"
    if variant == "bbox":
        base += f" WHERE geom && {bbox(g, q)}"
    return f"{base} UNION ALL VALUES {seed_values(g, q)}"


COST_SQL = {
    "main": "SELECT end_vid, agg_cost FROM pgr_dijkstraCost(%s, %s::bigint, %s::bigint[], directed := true)"
            " WHERE agg_cost <= %s ORDER BY agg_cost, end_vid LIMIT 3",
    "near": "SELECT end_vid, agg_cost FROM pgr_dijkstraNearCost(%s, %s::bigint, %s::bigint[], directed := true, cap := 3)"
            " WHERE agg_cost <= %s ORDER BY agg_cost, end_vid LIMIT 3",
}
COST_SQL["bbox"] = COST_SQL["main"]
ROUTE_SQL = "SELECT node, edge, agg_cost FROM pgr_dijkstra(%s, %s::bigint, %s::bigint, directed := true) ORDER BY seq"

LABELS = {
    "main": "pgRouting pgr_dijkstraCost one-to-many (94 toilets) + pgr_dijkstra route, whole table per call",
    "bbox": "VARIANT bbox: same, edges SQL restricted to a 45-min-walk box (±3.86 km) around the point",
    "near": "VARIANT near: pgr_dijkstraNearCost cap 3 (experimental) + pgr_dijkstra route, whole table per call",
}


def query(cur, g: Exported, q: int, variant: str, toilets):
    sql = edges_sql(g, q, variant)
    cur.execute(COST_SQL[variant], (sql, g.start, toilets, CAP_SECONDS))
    top = cur.fetchall()
    route = []
    if top:
        cur.execute(ROUTE_SQL, (sql, g.start, top[0][0]))
        route = cur.fetchall()
    return top, route


def check(g: Exported, q: int, top, route):
    """Returns (differs at 1 ms, differs at 1 s, id differs, id differs on a tie, route inconsistent)."""
    got = [c for _, c in top] + [-1.0] * (3 - len(top))
    ids = [vid - g.v - 1 for vid, _ in top] + [-1] * (3 - len(top))
    want = list(g.expected[q])
    ms = any(abs(a - b) > 0.0015 for a, b in zip(got, want))
    sec = any(abs(a - b) > 1.0 for a, b in zip(got, want))
    id_diff = tie = False
    if g.expected_ids is not None:
        wid = list(g.expected_ids[q])
        if ids != wid:
            id_diff = True
            tie = not ms  # every time matches, so two toilets tie and the tie is broken the other way
    bad_route = bool(top) and (not route or route[-1][0] != top[0][0] or abs(route[-1][2] - top[0][1]) > 1e-6)
    return ms, sec, id_diff, tie, bad_route


def run_variant(conn, g: Exported, variant: str, warmup: int, n: int):
    toilets = g.toilet_vids()
    with conn.cursor() as cur:
        for q in range(min(warmup, n)):
            query(cur, g, q, variant, toilets)
        times, answers = [], []
        for q in range(n):
            t0 = time.perf_counter()
            top, route = query(cur, g, q, variant, toilets)
            times.append((time.perf_counter() - t0) * 1e6)
            answers.append((top, route))
    conn.rollback()
    counts = np.zeros(5, dtype=int)
    examples = []
    for q, (top, route) in enumerate(answers):
        flags = check(g, q, top, route)
        counts += np.array(flags, dtype=int)
        if flags[0] and len(examples) < 3:
            examples.append((q, [(vid - g.v - 1, round(c, 3)) for vid, c in top], list(g.expected[q])))
    p50, p90, p99, mean = percentiles(times)
    ids = "" if g.expected_ids is None else (f"; toilet ids differing: {counts[2]} "
                                             f"(of which with equal times, i.e. ties: {counts[3]})")
    print(f"{LABELS[variant]}: p50 {p50 / 1000:.2f} ms, p90 {p90 / 1000:.2f} ms, p99 {p99 / 1000:.2f} ms, "
          f"mean {mean / 1000:.2f} ms over {n} queries; answers differing from the engine: {counts[0]} "
          f"(to 1 ms), {counts[1]} (to 1 s){ids}; routes not ending at the first toilet with its time: {counts[4]}")
    for q, got, want in examples:
        print(f"  e.g. query {q}: pgRouting {got}, engine {want}")
    return p50, p99


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("directory", nargs="?", default="/tmp/routebench")
    ap.add_argument("--variants", default="main,bbox,near")
    ap.add_argument("--warmup", type=int, default=50, help="untimed queries before each variant's timed pass")
    ap.add_argument("--queries", type=int, default=0, help="time only the first N queries (0 = all)")
    args = ap.parse_args()
    d = Path(args.directory)
    if not (d / "meta.json").exists():
        print(f"pgRouting peer skipped: no export in {d}")
        return
    try:
        import psycopg2
    except ImportError:
        print("pgRouting peer skipped: psycopg2 is not installed (pip install psycopg2-binary)")
        return
    try:
        conn = psycopg2.connect("")
    except psycopg2.Error as e:
        print(f"pgRouting peer skipped: cannot connect ({str(e).strip()}); see pgrouting.sh")
        return
    with conn.cursor() as cur:
        cur.execute("SELECT current_setting('server_version'), postgis_lib_version(), pgr_version()")
        pg, gis, pgr = cur.fetchone()
    conn.commit()
    g = Exported(d)
    host = os.environ.get("PGHOST", "(socket)")
    print(f"PostgreSQL {pg}, PostGIS {gis}, pgRouting {pgr}; client psycopg2 {psycopg2.__version__.split()[0]} to {host}")
    load(conn, g)
    n = g.queries if args.queries <= 0 else min(args.queries, g.queries)
    for variant in [x.strip() for x in args.variants.split(",") if x.strip()]:
        if variant == "bbox" and g.coords is None:
            print("VARIANT bbox skipped: the export has no coordinates (vertex_lat.f64 …, see the docstring)")
            continue
        run_variant(conn, g, variant, args.warmup, n)
    conn.close()


if __name__ == "__main__":
    main()
