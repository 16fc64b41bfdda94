#!/usr/bin/env bash
# Builds the libFuzzer harnesses with swiftc directly (no SwiftPM): the modules a harness needs (MapCompatCore,
# MapCompatConformance, MapCompatSyntax, MapCompatPorting) are compiled as whole modules into object files with
# coverage and AddressSanitizer instrumentation, then each harness is linked against them with libFuzzer's main.
#
#   Fuzz/build.sh [spec-loader|touch-stream|porting|syntax|all]   (output in $FUZZ_BUILD, /tmp/build-fuzz by default)
set -euo pipefail
cd "$(dirname "$0")/.."
out=${FUZZ_BUILD:-/tmp/build-fuzz}
which=${1:-all}
mkdir -p "$out"

# One package name for every module and harness, as SwiftPM gives them, so `package` symbols (the core's
# `AnchorGrid`) stay visible across modules.
flags=(
    -swift-version 6 -O -g -parse-as-library -sanitize=fuzzer,address -package-name MapCompat
    -enable-upcoming-feature ExistentialAny -enable-upcoming-feature MemberImportVisibility
    -warnings-as-errors -I "$out"
)

# Rebuilds a module (`module NAME DIR DEPENDENCY...`) only when one of its sources, or the object file of one of
# the modules it depends on, is newer than its object file.
module() {
    local name=$1 dir=$2
    shift 2
    local sources
    mapfile -t sources < <(find "$dir" -name '*.swift' | sort)
    local stale=0
    if [ ! -f "$out/$name.o" ] || [ -n "$(find "$dir" -name '*.swift' -newer "$out/$name.o")" ]; then stale=1; fi
    for dependency in "$@"; do
        if [ "$out/$dependency.o" -nt "$out/$name.o" ]; then stale=1; fi
    done
    if [ "$stale" = 0 ]; then
        return
    fi
    echo "== compiling $name (${#sources[@]} files)"
    swiftc "${flags[@]}" -module-name "$name" -wmo -c "${sources[@]}" \
        -emit-module -emit-module-path "$out/$name.swiftmodule" -o "$out/$name.o"
}

harness() {
    local name=$1 dir=$2; shift 2
    echo "== linking fuzz-$name"
    swiftc "${flags[@]}" -use-ld=lld -module-name "Fuzz${dir}" "Fuzz/$dir/main.swift" "$@" -o "$out/fuzz-$name"
}

case $which in
    spec-loader | all)
        module MapCompatCoreLocation Sources/MapCompatCoreLocation
        module MapCompatCore Sources/MapCompatCore MapCompatCoreLocation
        module MapCompatConformance Sources/MapCompatConformance MapCompatCore
        harness spec-loader SpecLoader "$out/MapCompatCoreLocation.o" "$out/MapCompatCore.o" "$out/MapCompatConformance.o" ;;&
    touch-stream | all)
        module MapCompatCoreLocation Sources/MapCompatCoreLocation
        module MapCompatCore Sources/MapCompatCore MapCompatCoreLocation
        harness touch-stream TouchStream "$out/MapCompatCoreLocation.o" "$out/MapCompatCore.o" ;;&
    porting | all)
        module MapCompatCoreLocation Sources/MapCompatCoreLocation
        module MapCompatCore Sources/MapCompatCore MapCompatCoreLocation
        module MapCompatConformance Sources/MapCompatConformance MapCompatCore
        module MapCompatSyntax Sources/MapCompatSyntax
        module MapCompatPorting Sources/MapCompatPorting MapCompatCore MapCompatConformance MapCompatSyntax
        harness porting Porting "$out/MapCompatCoreLocation.o" "$out/MapCompatCore.o" "$out/MapCompatConformance.o" "$out/MapCompatSyntax.o" \
            "$out/MapCompatPorting.o" ;;&
    syntax | all)
        module MapCompatSyntax Sources/MapCompatSyntax
        harness syntax Syntax "$out/MapCompatSyntax.o" ;;&
    spec-loader | touch-stream | porting | syntax | all) ;;
    *) echo "usage: Fuzz/build.sh [spec-loader|touch-stream|porting|syntax|all]" >&2; exit 2 ;;
esac
