#!/usr/bin/env bash
# Fuzzes the touch-stream path (bytes -> touch frames -> InteractiveMap with each vendor profile) with libFuzzer.
#
#   Scripts/fuzz-touch-stream.sh [SECONDS] [extra libFuzzer flags...]    (600 s by default)
#
# Builds Fuzz/TouchStream with Fuzz/build.sh into $FUZZ_BUILD (/tmp/build-fuzz). The seed corpus is generated
# by Fuzz/TouchStream/seeds.py (taps, drags, flings, pinches, long presses, bad frames); the growing corpus is
# kept in $FUZZ_BUILD/corpus-touch-stream, crashing inputs go to $FUZZ_BUILD/artifacts-touch-stream/; keep each
# one as a regression test. Run it niced on shared machines: `nice -n 19 Scripts/fuzz-touch-stream.sh`.
set -euo pipefail
cd "$(dirname "$0")/.."
out=${FUZZ_BUILD:-/tmp/build-fuzz}
seconds=${1:-600}
shift $(($# > 0 ? 1 : 0))
Fuzz/build.sh touch-stream
corpus=$out/corpus-touch-stream
mkdir -p "$corpus" "$out/artifacts-touch-stream"
python3 Fuzz/TouchStream/seeds.py "$corpus"
cp Fuzz/Regressions/touch-stream/* "$corpus/"   # every input that once failed, so it stays covered
# The Swift runtime's own crash handler would race ASan's report (and confuse it); libFuzzer reports crashes.
export SWIFT_BACKTRACE=enable=no
exec "$out/fuzz-touch-stream" "$corpus" -max_total_time="$seconds" -timeout=10 -rss_limit_mb=2048 \
    -max_len=1024 -print_final_stats=1 -artifact_prefix="$out/artifacts-touch-stream/" "$@"
