#!/usr/bin/env bash
# Fuzzes the spec loader (bytes -> SpecLoader.decode) with libFuzzer, seeded with every spec in Specs/.
#
#   Scripts/fuzz-spec-loader.sh [SECONDS] [extra libFuzzer flags...]     (600 s by default)
#
# Builds Fuzz/SpecLoader with Fuzz/build.sh into $FUZZ_BUILD (/tmp/build-fuzz). The growing corpus is kept in
# $FUZZ_BUILD/corpus-spec-loader, crashing inputs go to $FUZZ_BUILD/artifacts-spec-loader/; keep each one as a
# regression test. Run it niced on shared machines: `nice -n 19 Scripts/fuzz-spec-loader.sh`.
set -euo pipefail
cd "$(dirname "$0")/.."
out=${FUZZ_BUILD:-/tmp/build-fuzz}
seconds=${1:-600}
shift $(($# > 0 ? 1 : 0))
Fuzz/build.sh spec-loader
corpus=$out/corpus-spec-loader
mkdir -p "$corpus" "$out/artifacts-spec-loader"
find Specs -name '*.json' -exec cp {} "$corpus/" \;
# -timeout: an input that takes longer than 10 s is a hang; -max_len: 4 KiB above the largest spec.
# The Swift runtime's own crash handler would race ASan's report (and confuse it); libFuzzer reports crashes.
export SWIFT_BACKTRACE=enable=no
exec "$out/fuzz-spec-loader" "$corpus" -dict=Fuzz/SpecLoader/spec.dict -max_total_time="$seconds" \
    -timeout=10 -rss_limit_mb=2048 -max_len=24576 -print_final_stats=1 \
    -artifact_prefix="$out/artifacts-spec-loader/" "$@"
