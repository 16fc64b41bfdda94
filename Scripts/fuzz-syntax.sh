#!/usr/bin/env bash
# Fuzzes the syntax tree (bytes -> Swift source -> SyntaxTree -> NameResolver) with libFuzzer: no parse may
# trap or fail to finish, and every tree must print its source back byte for byte.
#
#   Scripts/fuzz-syntax.sh [SECONDS] [extra libFuzzer flags...]    (600 s by default)
#
# Builds Fuzz/Syntax with `Fuzz/build.sh syntax` into $FUZZ_BUILD (/tmp/build-fuzz). The seeds are the porting
# corpus screens, the adapters' RealClient screens and MapCompatSyntax's own sources, plus every input that once
# failed (Fuzz/Regressions/syntax/); the dictionary is the porting harness's (Fuzz/Porting/swift.dict: Swift
# punctuation and keywords). The growing corpus is kept in $FUZZ_BUILD/corpus-syntax, failing inputs go to
# $FUZZ_BUILD/artifacts-syntax/; keep each one as a regression. A parse taking more than 10 s is reported as a
# timeout (a 10,000-line file parses and prints in about 0.02 s in a release build; see
# `mapcompat-bench syntax`). Run it niced on shared machines: `nice -n 19 Scripts/fuzz-syntax.sh`.
set -euo pipefail
cd "$(dirname "$0")/.."
out=${FUZZ_BUILD:-/tmp/build-fuzz}
seconds=${1:-600}
shift $(($# > 0 ? 1 : 0))
Fuzz/build.sh syntax
corpus=$out/corpus-syntax
mkdir -p "$corpus" "$out/artifacts-syntax"
for seed in Tests/MapCompatPortingTests/Corpus/*/*.swift Tests/*/RealClient/*.swift \
    Sources/MapCompatSyntax/*/*.swift; do
    cp "$seed" "$corpus/seed-$(basename "$(dirname "$seed")")-$(basename "$seed" .swift)"
done
if [ -d Fuzz/Regressions/syntax ]; then cp Fuzz/Regressions/syntax/* "$corpus/"; fi
# The Swift runtime's own crash handler would race ASan's report (and confuse it); libFuzzer reports crashes.
export SWIFT_BACKTRACE=enable=no
exec "$out/fuzz-syntax" "$corpus" -max_total_time="$seconds" -timeout=10 -rss_limit_mb=2048 \
    -max_len=16384 -dict=Fuzz/Porting/swift.dict -print_final_stats=1 -artifact_prefix="$out/artifacts-syntax/" "$@"
