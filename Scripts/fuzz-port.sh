#!/usr/bin/env bash
# Fuzzes the porter (bytes -> Swift source in one vendor style -> ported to the three others and back) with
# libFuzzer: no port may trap or fail to finish.
#
#   Scripts/fuzz-port.sh [SECONDS] [extra libFuzzer flags...]    (600 s by default)
#
# Builds Fuzz/Porting with `Fuzz/build.sh porting` into $FUZZ_BUILD (/tmp/build-fuzz). The seeds are the porting
# corpus screens (Tests/MapCompatPortingTests/Corpus/<style>/) and the adapters' RealClient screens, each behind
# the byte that names its style, plus every input that once failed (Fuzz/Regressions/porting/); the dictionary Fuzz/Porting/swift.dict holds Swift
# punctuation, keywords and the porter's own note markers. The growing corpus is kept in $FUZZ_BUILD/corpus-porting,
# failing inputs go to $FUZZ_BUILD/artifacts-porting/; keep each one as a regression. A port taking more than
# 10 s is reported as a timeout (a 10,000-line file ports in under a second of CPU per direction in a release
# build; see `mapcompat-bench port`). Run it niced on shared machines: `nice -n 19 Scripts/fuzz-port.sh`.
set -euo pipefail
cd "$(dirname "$0")/.."
out=${FUZZ_BUILD:-/tmp/build-fuzz}
seconds=${1:-600}
shift $(($# > 0 ? 1 : 0))
Fuzz/build.sh porting
corpus=$out/corpus-porting
mkdir -p "$corpus" "$out/artifacts-porting"
# The style byte follows PortingStyle.allCases: naver 0, maplibre 1, tomtom 2, rm 3.
styles=(naver maplibre tomtom rm)
# The adapters' RealClient screens are seeds too: modelled on public apps, they reach the rules that know what
# each value is (a member the target lacks, a lost superclass, TomTom's set-up).
clients=(NaverStyleTests MapLibreStyleTests TomTomStyleTests RMMapLayerStyleTests)
for index in "${!styles[@]}"; do
    for screen in Tests/MapCompatPortingTests/Corpus/"${styles[$index]}"/*.swift \
        Tests/"${clients[$index]}"/RealClient/*.swift; do
        { printf "\\x0$index"; cat "$screen"; } > "$corpus/seed-${styles[$index]}-$(basename "$screen" .swift)"
    done
done
if [ -d Fuzz/Regressions/porting ]; then cp Fuzz/Regressions/porting/* "$corpus/"; fi
# The Swift runtime's own crash handler would race ASan's report (and confuse it); libFuzzer reports crashes.
export SWIFT_BACKTRACE=enable=no
exec "$out/fuzz-porting" "$corpus" -max_total_time="$seconds" -timeout=10 -rss_limit_mb=2048 \
    -max_len=16384 -dict=Fuzz/Porting/swift.dict -print_final_stats=1 -artifact_prefix="$out/artifacts-porting/" "$@"
