#!/usr/bin/env bash
# Builds the documentation site with the toolchain's own tools, no plugin package:
#   1. `swift build` with the compiler emitting symbol graphs (-emit-symbol-graph),
#   2. `docc convert` for every DocC catalog (Sources/*/*.docc, Adapters/*/Sources/*.docc), warnings as errors,
#   3. `docc merge` into one static site, by default in ./docs-site (index.html at its root).
# Every public symbol must have a doc comment: a symbol without one fails the build, as a docc warning does.
# Articles link public symbols with DocC's ``Symbol`` links, which docc resolves (an unknown one is a warning,
# so an error); what they name in code voice, internal symbols and source files among them, must exist too
# (Scripts/check-article-names.py, against symbol graphs of every access level; DocC is given the public part).
#
#
#   Scripts/docs.sh                  build the site (what CI runs)
#   Scripts/docs.sh --serve [PORT]   build it, then serve it on this machine (port 8000 by default): the API
#                                    reference at http://localhost:PORT/documentation/ (a DocC site needs a server;
#                                    opened as a file, its pages stay blank)
#
# Environment: DOCS_OUTPUT (site folder, default docs-site), DOCS_SCRATCH (build folder, default .build/docs),
# DOCS_HOSTING_BASE_PATH (for a site served below the domain root, such as /mapcompat).
set -euo pipefail
cd "$(dirname "$0")/.."

serve_port=""
case "${1:-}" in
    "") ;;
    --serve) serve_port="${2:-8000}" ;;
    *) echo "usage: Scripts/docs.sh [--serve [PORT]]" >&2; exit 2 ;;
esac

output="${DOCS_OUTPUT:-docs-site}"
scratch="${DOCS_SCRATCH:-.build/docs}"
mkdir -p "$scratch"
work="$(cd "$scratch" && pwd)/docc-work"
docc="$(command -v docc || true)"
if [ -z "$docc" ]; then
    docc="$(dirname "$(readlink -f "$(command -v swift)")")/docc"
fi
[ -x "$docc" ] || { echo "docs.sh: docc not found next to swift" >&2; exit 1; }

# The symbol graphs stay between runs: an incremental build re-emits only the modules it recompiles.
rm -rf "$work/archives" "$work"/graphs-*
mkdir -p "$work/symbol-graphs" "$work/archives"

# In dependency order: a catalog may link to the symbols of the ones before it (``MapCompatCore/Camera``), as
# each archive is a --dependency of the later ones.
catalogs=()
for catalog in Sources/MapCompatCore/*.docc Sources/MapCompatConformance/*.docc Sources/*/*.docc \
    Adapters/*/Sources/*.docc; do
    [ -d "$catalog" ] || continue
    case " ${catalogs[*]:-} " in *" $catalog "*) continue ;; esac
    catalogs+=("$catalog")
done

# Only the documented libraries (and the adapters' conformance plugins, whose public symbols are checked for
# doc comments too) are built, so the executables play no part in the site.
targets=()
for catalog in "${catalogs[@]}"; do
    module="$(basename "$catalog" .docc)"
    targets+=("$module")
    [ -d "Adapters/$module/Conformance" ] && targets+=("${module}Conformance")
done
for target in "${targets[@]}"; do
    echo "== swift build --target $target (emitting symbol graphs)"
    swift build --scratch-path "$scratch" --target "$target" \
        -Xswiftc -emit-symbol-graph -Xswiftc -emit-symbol-graph-dir -Xswiftc "$work/symbol-graphs" \
        -Xswiftc -symbol-graph-minimum-access-level -Xswiftc private
done

python3 Scripts/check-doc-comments.py "$work/symbol-graphs" "${catalogs[@]}"
python3 Scripts/check-article-names.py "$work/symbol-graphs" "${catalogs[@]}"

archives=()
failed=()
for catalog in "${catalogs[@]}"; do
    module="$(basename "$catalog" .docc)"
    graphs="$work/graphs-$module"
    python3 Scripts/public-symbol-graphs.py "$work/symbol-graphs" "$module" "$graphs"
    echo "== docc convert $catalog"
    hosting=()
    [ -n "${DOCS_HOSTING_BASE_PATH:-}" ] && hosting=(--hosting-base-path "$DOCS_HOSTING_BASE_PATH")
    dependencies=()
    for archive in "${archives[@]:-}"; do
        [ -n "$archive" ] && dependencies+=(--dependency "$archive")
    done
    "$docc" convert "$catalog" \
        --additional-symbol-graph-dir "$graphs" \
        --enable-experimental-external-link-support "${dependencies[@]}" \
        --output-path "$work/archives/$module.doccarchive" \
        --fallback-display-name "$module" \
        --fallback-bundle-identifier "org.mapcompat.$module" \
        --transform-for-static-hosting "${hosting[@]}" \
        --warnings-as-errors || { failed+=("$module"); continue; }
    archives+=("$work/archives/$module.doccarchive")
done
if [ "${#failed[@]}" -gt 0 ]; then
    echo "docs.sh: docc reported problems in ${failed[*]}" >&2
    exit 1
fi

echo "== docc merge (${#archives[@]} archives) -> $output"
rm -rf "$output"
"$docc" merge "${archives[@]}" --output-path "$output" --synthesized-landing-page-name MapCompat
echo "docs: ${#archives[@]} modules, site in $output"
if [ -n "$serve_port" ]; then
    echo "== serving $output: open http://localhost:$serve_port/documentation/ (Ctrl-C stops)"
    exec python3 -m http.server "$serve_port" --bind 127.0.0.1 --directory "$output"
fi
