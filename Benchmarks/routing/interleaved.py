#!/usr/bin/env python3
"""Our routing engine and its peers in one loop (issue 9: "interleave peer and ours").

Run separately, minutes apart, the peers' ratios moved by 2x between runs on this shared
machine. Here every round runs each side once, one after another, on the same Malta graph,
starts and toilets, and the order turns by one place each round, so no side always runs first
or always right after another. Each ratio is taken within a round, and the table gives every
round's ratio and their median.

Sides (each a separate process, as in run.sh):
  ours-all   RouteBench hierarchy FILE S: CH nearest-3 + route, and the search alone, on the S
             starts of the export (1000 in run.sh)
  ours-pg    RouteBench hierarchy FILE N: the same on the first N of those starts (the starts are
             a seeded sequence, so N < S gives the prefix pgRouting times)
  scipy      peer.py DIR: csgraph.dijkstra on the S starts (compared with the search alone)
  pgrouting  peer_pgrouting.py DIR --queries N: the variants, each compared with ours-pg's
             nearest-3 + route (pgRouting's figure includes its route call)
  ours-kd    RouteBench kdtree P: PointIndex k=3, single queries on the export's P points (when DIR holds the
             k-d tree export, peer.py times cKDTree on the same points and queries)

Every side checks its answers against ours and prints how many differ; a round whose count is
not 0 is reported, not hidden.

    Benchmarks/routing/interleaved.py --bench RouteBench --osm malta.osm.pbf --out DIR \\
        [--rounds 3] [--pg-queries 200] [--pg-variants main,bbox,near]

DIR must hold `RouteBench query FILE 1000 DIR`'s export, and PG* must point at pgrouting.sh's
server for the pgRouting side (without it, that side is left out and said so)."""
import argparse
import json
import os
import re
import statistics
import subprocess
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
NUMBER = r"([0-9.]+)"


def run(command):
    done = subprocess.run(command, capture_output=True, text=True)
    if done.returncode != 0:
        raise SystemExit(f"{' '.join(map(str, command))} failed ({done.returncode}):\n{done.stdout}{done.stderr}")
    return done.stdout


def find(pattern, text, what):
    match = re.search(pattern, text)
    if not match:
        raise SystemExit(f"no {what} in:\n{text}")
    return match


def ours(args, points):
    out = run([args.bench, "hierarchy", args.osm, str(points)])
    full = float(find(r"CH nearest-3 \+ route to the first: p50 " + NUMBER, out, "CH p50").group(1))
    search = float(find(r"CH search alone \(for the scipy ratio\): p50 " + NUMBER, out, "search p50").group(1))
    differ = int(find(r"answers differing from the plain search: (\d+)", out, "CH check").group(1))
    return {"full_us": full, "search_us": search, "differ": differ}


def ours_kd(args):
    points = (Path(args.out) / "kd_x.f64").stat().st_size // 8  # the export's points, as float64
    out = run([args.bench, "kdtree", str(points)])
    return {"query_us": float(find(r"k=3 single queries: " + NUMBER, out, "k-d tree figure").group(1))}


def scipy(args):
    out = run([sys.executable, str(HERE / "peer.py"), args.out])
    match = find(r"scipy csgraph\.dijkstra.*?: p50 " + NUMBER + r" µs.*?answers differing from the engine: (\d+)",
                 out, "scipy p50")
    found = {"p50_us": float(match.group(1)), "differ": int(match.group(2))}
    kd = re.search(r"scipy cKDTree.*?single queries " + NUMBER + r" µs/query.*?answers differing from the engine: (\d+)", out)
    if kd:
        found["kd_us"], found["differ"] = float(kd.group(1)), found["differ"] + int(kd.group(2))
    return found


PG_LABELS = {"main": r"pgRouting pgr_dijkstraCost", "bbox": r"VARIANT bbox: same", "near": r"VARIANT near: "}


def pgrouting(args):
    out = run([sys.executable, str(HERE / "peer_pgrouting.py"), args.out, "--variants", args.pg_variants,
               "--queries", str(args.pg_queries), "--warmup", str(args.pg_warmup)])
    if "skipped" in out:
        raise SystemExit(f"pgRouting side skipped:\n{out}")
    found = {}
    for variant in args.pg_variants.split(","):
        match = find(PG_LABELS[variant] + r".*?: p50 " + NUMBER + r" ms.*?answers differing from the engine: (\d+)",
                     out, f"pgRouting {variant} p50")
        found[variant] = {"p50_us": float(match.group(1)) * 1000, "differ": int(match.group(2))}
    return found


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--bench", required=True, help="the release RouteBench binary")
    ap.add_argument("--osm", required=True)
    ap.add_argument("--out", required=True, help="RouteBench query's export folder")
    ap.add_argument("--rounds", type=int, default=3)
    ap.add_argument("--pg-queries", type=int, default=200)
    ap.add_argument("--pg-warmup", type=int, default=20)
    ap.add_argument("--pg-variants", default="main,bbox,near")
    args = ap.parse_args()
    if args.rounds < 1 or args.pg_queries < 1:
        raise SystemExit("--rounds and --pg-queries must be at least 1")
    # The export's start count: scipy times them all, and so does ours-all.
    args.starts = json.loads((Path(args.out) / "meta.json").read_text())["queries"]
    with_pg = bool(os.environ.get("PGHOST"))
    with_kd = (Path(args.out) / "kd_x.f64").exists()
    sides = ["ours-all", "ours-pg", "scipy"] + (["ours-kd"] if with_kd else []) + (["pgrouting"] if with_pg else [])
    if not with_pg:
        print("pgRouting side left out: PGHOST is not set (start Benchmarks/routing/pgrouting.sh)")
    rounds = []
    for index in range(args.rounds):
        order = sides[index % len(sides):] + sides[:index % len(sides)]
        result = {}
        for side in order:
            if side == "ours-all":
                result[side] = ours(args, args.starts)
            elif side == "ours-pg":
                result[side] = ours(args, args.pg_queries)
            elif side == "scipy":
                result[side] = scipy(args)
            elif side == "ours-kd":
                result[side] = ours_kd(args)
            else:
                result[side] = pgrouting(args)
        rounds.append(result)
        print(f"round {index + 1} ({' → '.join(order)}): {summary(result, args)}", flush=True)
    print()
    print(table(rounds, args, with_pg))


def ratios(result):
    """The peers' p50 over ours in the same round: scipy over our search alone (it only searches),
    pgRouting over our nearest-3 + route on the same first N starts."""
    found = {"scipy / CH search": result["scipy"]["p50_us"] / result["ours-all"]["search_us"]}
    if "ours-kd" in result and "kd_us" in result["scipy"]:
        found["cKDTree / PointIndex, single k=3 queries"] = result["scipy"]["kd_us"] / result["ours-kd"]["query_us"]
    for variant, figures in result.get("pgrouting", {}).items():
        found[f"pgRouting {variant} / CH + route"] = figures["p50_us"] / result["ours-pg"]["full_us"]
    return found


def summary(result, args):
    parts = [f"CH {result['ours-all']['full_us']:.1f} µs (search {result['ours-all']['search_us']:.1f}; "
             f"first {args.pg_queries}: {result['ours-pg']['full_us']:.1f})",
             f"scipy {result['scipy']['p50_us']:.1f} µs"]
    if "ours-kd" in result:
        parts.append(f"PointIndex {result['ours-kd']['query_us']:.3f} µs, cKDTree {result['scipy'].get('kd_us', 0):.3f} µs")
    parts += [f"pgRouting {v} {f['p50_us'] / 1000:.2f} ms" for v, f in result.get("pgrouting", {}).items()]
    differ = [result["ours-all"]["differ"], result["ours-pg"]["differ"], result["scipy"]["differ"]]
    differ += [f["differ"] for f in result.get("pgrouting", {}).values()]
    return "; ".join(parts) + f"; answers differing: {sum(differ)}"


def table(rounds, args, with_pg):
    names = list(ratios(rounds[0]))
    lines = ["| p50 ratio, peer / ours, same round | " + " | ".join(f"round {i + 1}" for i in range(len(rounds)))
             + " | median |", "|---" * (len(rounds) + 2) + "|"]
    for name in names:
        values = [ratios(r)[name] for r in rounds]
        lines.append(f"| {name} | " + " | ".join(f"{v:,.1f}×" for v in values)
                     + f" | **{statistics.median(values):,.1f}×** |")
    our_rows = [(f"CH nearest-3 + route, {args.starts} starts, p50", lambda r: r["ours-all"]["full_us"], "µs"),
                (f"CH search alone, {args.starts} starts, p50", lambda r: r["ours-all"]["search_us"], "µs"),
                (f"CH nearest-3 + route, first {args.pg_queries} starts, p50", lambda r: r["ours-pg"]["full_us"], "µs"),
                (f"scipy csgraph.dijkstra, {args.starts} starts, p50", lambda r: r["scipy"]["p50_us"], "µs")]
    if "ours-kd" in rounds[0] and "kd_us" in rounds[0]["scipy"]:
        our_rows.append(("PointIndex k=3 single query, 1 M points", lambda r: r["ours-kd"]["query_us"], "µs"))
        our_rows.append(("cKDTree k=3 single query, 1 M points", lambda r: r["scipy"]["kd_us"], "µs"))
    if with_pg:
        for variant in args.pg_variants.split(","):
            our_rows.append((f"pgRouting {variant}, first {args.pg_queries} starts, p50",
                             lambda r, v=variant: r["pgrouting"][v]["p50_us"] / 1000, "ms"))
    for label, pick, unit in our_rows:
        values = [pick(r) for r in rounds]
        lines.append(f"| {label} | " + " | ".join(f"{v:,.2f} {unit}" for v in values)
                     + f" | {statistics.median(values):,.2f} {unit} |")
    return "\n".join(lines)


if __name__ == "__main__":
    main()
