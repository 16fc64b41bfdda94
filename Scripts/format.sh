#!/usr/bin/env bash
# Formats every Swift file in place, then checks that nothing is left for the linter.
set -euo pipefail
cd "$(dirname "$0")/.."
paths=(Package.swift Sources Tests)
[ -d Adapters ] && paths+=(Adapters)
swift format format --in-place --recursive --parallel "${paths[@]}"
swift format lint --strict --recursive --parallel "${paths[@]}"
