#!/usr/bin/env python3
"""kiwi (kiwisolver, the C++ Cassowary solver) on the same chain and grid systems as
`easel-bench --only solver` (Sources/easel-bench/SolverBenchmark.swift builds them identically).

    python3 scripts/bench-kiwi.py [--sizes 100,1000,5000,10000] [--iterations 10] [--budget 20]

Prints one JSON object a line: {"layout", "views", "build", "edit", "suggest", "firstEdit", "runs",
"lastLeft"} with median wall milliseconds (and "buildCPU", "editCPU", "suggestCPU": this thread's
CPU time) of (a) making a solver, adding every constraint and updating the variables,
(b) changing the first view's width constant (remove + add) and updating, (c) suggesting a new
value for the edit variable `inset` (the leading inset) and updating. A size whose single build
took longer than --budget seconds ends that layout (its edits are not timed; larger sizes print
"skipped"), and so does an edit slower than the budget (after one run).
Install kiwi with: python3 -m pip install --user kiwisolver
"""
import argparse
import json
import math
import statistics
import sys
import time

try:
    import kiwisolver as kiwi
except ImportError:
    print(json.dumps({"error": "kiwisolver is not installed (python3 -m pip install --user kiwisolver)"}))
    sys.exit(0)


def build(layout, n):
    """Returns (solver, width0 constraint, views' variables, inset)."""
    solver = kiwi.Solver()
    inset = kiwi.Variable("inset")
    solver.addEditVariable(inset, "strong")
    solver.suggestValue(inset, 16)
    left, top, width, height = [], [], [], []
    cols = n if layout == "chain" else int(math.ceil(math.sqrt(n)))
    first_width = None
    for i in range(n):
        l, t, w, h = kiwi.Variable(), kiwi.Variable(), kiwi.Variable(), kiwi.Variable()
        left.append(l), top.append(t), width.append(w), height.append(h)
        r, c = divmod(i, cols)
        solver.addConstraint(l == inset if c == 0 else l == left[i - 1] + width[i - 1] + 8)
        solver.addConstraint(t == 20 if r == 0 else t == top[i - cols] + height[i - cols] + 8)
        if layout == "chain" or c == 0:
            cn = w == 40 + ((i if layout == "chain" else r) % 7)
        else:
            cn = w == width[i - 1]
        if i == 0:
            first_width = cn
        solver.addConstraint(cn)
        solver.addConstraint(h == 30 if layout == "chain" or r == 0 else h == height[i - cols])
    solver.updateVariables()
    return solver, first_width, (left, top, width, height), inset


def median_ms(samples):
    return statistics.median(samples) * 1000


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--sizes", default="100,1000,5000,10000")
    parser.add_argument("--iterations", type=int, default=10)
    parser.add_argument("--budget", type=float, default=20.0)
    args = parser.parse_args()
    sizes = [int(s) for s in args.sizes.split(",")]
    for layout in ("chain", "grid"):
        over_budget = False
        for n in sizes:
            if over_budget:
                print(json.dumps({"layout": layout, "views": n, "skipped": True}), flush=True)
                continue
            builds, build_cpu = [], []
            start, cpu = time.perf_counter(), time.thread_time()
            solver, first_width, views, inset = build(layout, n)
            builds.append(time.perf_counter() - start)
            build_cpu.append(time.thread_time() - cpu)
            last_left = views[0][-1].value()
            runs = max(1, min(args.iterations, int(2.0 / max(builds[0], 1e-6))))
            for _ in range(runs - 1):
                start, cpu = time.perf_counter(), time.thread_time()
                solver, first_width, views, inset = build(layout, n)
                builds.append(time.perf_counter() - start)
                build_cpu.append(time.thread_time() - cpu)
            width0 = views[2][0]
            edits, suggests, edit_cpu, suggest_cpu = [], [], [], []
            k = 0
            spent = 0.0
            # At least 3 edits and up to 2 s of them, but never past the budget after the first.
            while builds[0] <= args.budget and not (k >= 1 and spent >= args.budget) \
                    and not (k >= 3 and (spent >= 2.0 or k >= args.iterations * 5)):
                start, cpu = time.perf_counter(), time.thread_time()
                solver.removeConstraint(first_width)
                first_width = width0 == 41 + (k % 2)
                solver.addConstraint(first_width)
                solver.updateVariables()
                edits.append(time.perf_counter() - start)
                edit_cpu.append(time.thread_time() - cpu)
                start, cpu = time.perf_counter(), time.thread_time()
                solver.suggestValue(inset, 16 + 8 * ((k + 1) % 2))
                solver.updateVariables()
                suggests.append(time.perf_counter() - start)
                suggest_cpu.append(time.thread_time() - cpu)
                spent += edits[-1] + suggests[-1]
                k += 1
            print(json.dumps({
                "layout": layout, "views": n, "runs": runs,
                "build": median_ms(builds),
                "edit": median_ms(edits) if edits else None, "suggest": median_ms(suggests) if suggests else None,
                "firstEdit": edits[0] * 1000 if edits else None,
                "buildCPU": median_ms(build_cpu),
                "editCPU": median_ms(edit_cpu) if edits else None,
                "suggestCPU": median_ms(suggest_cpu) if suggests else None,
                "lastLeft": last_left,
            }), flush=True)
            if builds[0] > args.budget:
                over_budget = True


if __name__ == "__main__":
    main()
