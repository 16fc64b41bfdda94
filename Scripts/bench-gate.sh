#!/usr/bin/env bash
# The benchmark gate (run by .ci/run): builds mapcompat-bench in release and counts, with callgrind, the
# instructions of each figure in Benchmarks/baselines.json: the touch path (InteractiveMap.handle per frame),
# the hit-test index build and queries at N = 100,000, a conformance round, 1,000 fuzz runs and porting a
# 10,000-line file. Prints a table (figure, baseline, now, change) and fails when a figure is more than 3 %
# above its baseline; one more than 3 % below is reported, to be recorded. Scripts/bench-gate.py says how each
# figure is isolated and counted.
#
#   bash Scripts/bench-gate.sh                      compare with the baselines (what CI runs)
#   bash Scripts/bench-gate.sh --only touch-path    one figure (ids in Benchmarks/baselines.json)
#   bash Scripts/bench-gate.sh --update [--only …]  write the counts measured now as the baselines
#
# Changing a baseline is a commit of its own, which changes nothing else and says why: what made a figure
# faster, or why a slower one is accepted (a feature's cost, a new toolchain). The file records the
# toolchain, the valgrind and the commit it was measured on.
#
# Needs valgrind: installed from Debian's packages when missing and running as root (as CI does).
# Environment: BENCH_JOBS (figures counted at once, default: the number of cores).
set -euo pipefail
cd "$(dirname "$0")/.."

if ! command -v valgrind >/dev/null; then
    if [ "$(id -u)" = 0 ] && command -v apt-get >/dev/null; then
        apt-get update -qq && apt-get install -y -qq valgrind >/dev/null
    else
        echo "bench-gate.sh: valgrind is missing (Debian: apt-get install valgrind)" >&2
        exit 1
    fi
fi

echo "== swift build -c release --product mapcompat-bench"
swift build -c release --product mapcompat-bench
bin="$(swift build -c release --show-bin-path)/mapcompat-bench"

echo "== instruction counts (callgrind), against Benchmarks/baselines.json"
python3 Scripts/bench-gate.py "$bin" --jobs "${BENCH_JOBS:-$(nproc)}" "$@"
