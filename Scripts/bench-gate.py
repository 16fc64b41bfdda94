#!/usr/bin/env python3
"""The benchmark gate: instruction counts of mapcompat-bench against Benchmarks/baselines.json.

Usage: bench-gate.py BENCH_BINARY [--update] [--only ID ...] [--jobs J]

Each figure in the baselines file is one `mapcompat-bench` command with `--count PHASE`, run under callgrind
with collection off except inside the bench's `countedRegion` (so set-up, workload generation and printing are
not counted), with SWIFT_DETERMINISTIC_HASHING=1 (Swift seeds its hashes per process otherwise, and Set and
Dictionary work then varies by several per cent from run to run). A figure is the instructions counted divided
by the unit count the bench prints (`frames=…`, `q=…`, `lines=…`), so a workload that grows a little does not
read as a regression. Instruction counts are exact: the same binary on the same input counts the same, however
busy the host.

Prints a table (figure, baseline, now, change) and exits 1 when any figure is more than 3 % above its
baseline; a figure more than 3 % below is reported as an improvement to record. `--update` writes the counts
measured now into the baselines file instead of comparing (commit that on its own, saying why: see the
header of Scripts/bench-gate.sh). Callgrind's output for each figure is kept in .build/bench-gate/ for
`callgrind_annotate --inclusive=yes`.
"""
import concurrent.futures
import json
import os
import re
import subprocess
import sys

BASELINES = "Benchmarks/baselines.json"
OUTPUT = ".build/bench-gate"
TOLERANCE_PERCENT = 3.0


def main() -> int:
    arguments = sys.argv[1:]
    if not arguments or arguments[0].startswith("-"):
        print(__doc__, file=sys.stderr)
        return 2
    binary, options = arguments[0], arguments[1:]
    update = "--update" in options
    only = option_values(options, "--only")
    jobs = int((option_values(options, "--jobs") or [str(os.cpu_count() or 1)])[-1])
    with open(BASELINES, encoding="utf-8") as handle:
        baselines = json.load(handle)
    figures = [f for f in baselines["figures"] if not only or f["id"] in only]
    unknown = set(only) - {f["id"] for f in baselines["figures"]}
    if unknown:
        print("bench-gate: no figure " + ", ".join(sorted(unknown)) + " in " + BASELINES, file=sys.stderr)
        return 2
    os.makedirs(OUTPUT, exist_ok=True)
    with concurrent.futures.ThreadPoolExecutor(max_workers=max(1, jobs)) as pool:
        measured = list(pool.map(lambda figure: count(binary, figure), figures))
    if update:
        return record(baselines, figures, measured)
    return compare(baselines, figures, measured)


def option_values(options: list, name: str) -> list:
    """Every value given after `name` (`--only a --only b`, or `--only a b` up to the next option)."""
    values, taking = [], False
    for option in options:
        if option.startswith("--"):
            taking = option == name
        elif taking:
            values.append(option)
    return values


def count(binary: str, figure: dict) -> dict:
    """Runs one figure's command under callgrind: the instructions counted and the bench's unit count."""
    out = os.path.join(OUTPUT, figure["id"] + ".callgrind")
    command = [
        "valgrind", "--tool=callgrind", "--collect-atstart=no", "--toggle-collect=*countedRegion*",
        "--callgrind-out-file=" + out, binary, *figure["arguments"],
    ]
    environment = dict(os.environ, SWIFT_DETERMINISTIC_HASHING="1")
    run = subprocess.run(command, capture_output=True, text=True, env=environment)
    if run.returncode != 0:
        sys.stderr.write(run.stdout + run.stderr)
        raise SystemExit(f"bench-gate: {figure['id']}: mapcompat-bench exited with status {run.returncode}")
    with open(out, encoding="utf-8", errors="replace") as handle:
        totals = [line.split()[1] for line in handle if line.startswith("totals:")]
    printed = dict(re.findall(r"(\w+)=(\S+)", run.stdout))
    if not totals or figure["per"] not in printed:
        raise SystemExit(f"bench-gate: {figure['id']}: no instruction total or no '{figure['per']}=' printed")
    instructions, units = int(totals[-1]), int(printed[figure["per"]])
    if instructions == 0 or units == 0:
        raise SystemExit(f"bench-gate: {figure['id']}: nothing counted (is the phase named in --count right?)")
    return {"instructions": instructions, "units": units}


def compare(baselines: dict, figures: list, measured: list) -> int:
    """Prints the table and returns 1 when a figure regressed beyond the tolerance."""
    warn_if_tools_differ(baselines)
    rows, regressed, improved = [], [], []
    for figure, now in zip(figures, measured):
        before = figure["instructions"] / figure["units"]
        after = now["instructions"] / now["units"]
        change = round((after / before - 1) * 100, 2) + 0.0  # + 0.0: no "-0.00"
        verdict = "ok"
        if change > TOLERANCE_PERCENT:
            verdict = "REGRESSED"
            regressed.append(figure["id"])
        elif change < -TOLERANCE_PERCENT:
            verdict = "improved"
            improved.append(figure["id"])
        rows.append([f"{figure['title']} (per {figure['unit']})", grouped(before), grouped(after),
                     f"{change:+.2f} %", verdict])
    print_table(["figure (instructions)", "baseline", "now", "change", "verdict"], rows)
    if improved:
        print(f"bench-gate: {', '.join(improved)} improved by more than {TOLERANCE_PERCENT:g} %: record the new "
              f"baseline in a commit of its own (bash Scripts/bench-gate.sh --update --only "
              f"{' '.join(improved)}), saying what made it faster")
    if regressed:
        print(f"bench-gate: {', '.join(regressed)} regressed by more than {TOLERANCE_PERCENT:g} % "
              f"(profiles in {OUTPUT}/: callgrind_annotate --inclusive=yes {OUTPUT}/ID.callgrind)",
              file=sys.stderr)
        return 1
    print(f"bench-gate: {len(figures)} figures within {TOLERANCE_PERCENT:g} % of their baselines")
    return 0


def record(baselines: dict, figures: list, measured: list) -> int:
    """Writes the measured counts, the toolchain and the commit measured into the baselines file."""
    for figure, now in zip(figures, measured):
        figure.update(now)
        print(f"{figure['id']}: {grouped(now['instructions'] / now['units'])} per {figure['unit']}")
    baselines["toolchain"] = tool_version(["swift", "--version"])
    baselines["valgrind"] = tool_version(["valgrind", "--version"])
    head = subprocess.run(["git", "rev-parse", "--short", "HEAD"], capture_output=True, text=True).stdout.strip()
    dirty = subprocess.run(["git", "status", "--porcelain", "--untracked-files=no"], capture_output=True,
                           text=True).stdout.strip()
    baselines["measured_on"] = head + (" with uncommitted changes" if dirty else "")
    with open(BASELINES, "w", encoding="utf-8") as handle:
        json.dump(baselines, handle, indent=2, ensure_ascii=False)
        handle.write("\n")
    print(f"bench-gate: wrote {len(figures)} figures to {BASELINES}; commit it on its own, saying why")
    return 0


def warn_if_tools_differ(baselines: dict) -> None:
    """Counts depend on the compiler and, a little, on valgrind: a different one is worth a line."""
    for key, command in (("toolchain", ["swift", "--version"]), ("valgrind", ["valgrind", "--version"])):
        now = tool_version(command)
        if baselines.get(key) and now != baselines[key]:
            print(f"bench-gate: note: baselines were measured with {baselines[key]}, this is {now}; "
                  f"a change across the board may be the tool's (re-baseline in its own commit)")


def tool_version(command: list) -> str:
    run = subprocess.run(command, capture_output=True, text=True)
    return (run.stdout or run.stderr).strip().splitlines()[0] if (run.stdout or run.stderr).strip() else "unknown"


def grouped(value: float) -> str:
    return f"{value:,.1f}" if value < 100 else f"{round(value):,}"


def print_table(header: list, rows: list) -> None:
    widths = [max(len(str(row[i])) for row in [header] + rows) for i in range(len(header))]
    for index, row in enumerate([header] + rows):
        cells = [str(cell).ljust(widths[i]) if i == 0 else str(cell).rjust(widths[i]) for i, cell in enumerate(row)]
        print("  ".join(cells).rstrip())
        if index == 0:
            print("  ".join("-" * width for width in widths))


if __name__ == "__main__":
    sys.exit(main())
