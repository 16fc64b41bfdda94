#!/usr/bin/env bash
# The public API check (run by .ci/run): every module of a library product, compared with the same module at
# the baseline commit named in API/baseline, by SwiftPM's `swift package diagnose-api-breaking-changes` (the
# toolchain's swift-api-digester: it builds the baseline from a checkout of that commit and this tree, dumps
# each module's public API and reports what code written against the baseline would lose). Additions never
# fail it, nor modules and products the baseline lacks. A break fails it unless API/allowlist.txt lists it
# with its reason and what eases it (a deprecated forwarder, a re-export); this script checks that every
# entry says both.
#
# Moving the baseline: write the new commit (40 hex digits, one line) into API/baseline, and empty the
# allow-list of the entries written against the old one, in a commit of its own that says why (usually: a
# release). The commit must be in the clone (CI needs the history, not a shallow clone).
#
# The baseline's API dumps are kept in .build/api-baseline/<commit>/, so only the first run after a move
# builds the baseline.
set -euo pipefail
cd "$(dirname "$0")/.."

baseline="$(grep -v '^[[:space:]]*$' API/baseline | head -n 1 | tr -d '[:space:]')"
if ! [[ "$baseline" =~ ^[0-9a-f]{40}$ ]]; then
    echo "api-check.sh: API/baseline must hold one commit, 40 hex digits (it holds '$baseline')" >&2
    exit 1
fi
if ! git cat-file -e "$baseline^{commit}" 2>/dev/null; then
    echo "api-check.sh: the baseline commit $baseline is not in this clone (fetch the history)" >&2
    exit 1
fi

mkdir -p .build
allowed=".build/api-allowlist-messages.txt"
python3 - API/allowlist.txt "$allowed" <<'PYTHON'
import sys

source, target = sys.argv[1], sys.argv[2]
entries, entry, problems = [], [], []
for number, line in enumerate(open(source, encoding="utf-8").read().splitlines() + [""], start=1):
    if line.startswith("#"):
        continue
    if line.strip():
        entry.append((number, line.rstrip()))
        continue
    if entry:
        entries.append(entry)
        entry = []
for entry in entries:
    number, message = entry[0]
    rest = [text.strip() for _, text in entry[1:]]
    if not any(text.startswith("reason:") and len(text) > len("reason:") for text in rest):
        problems.append(f"API/allowlist.txt:{number}: '{message}' gives no 'reason:'")
    if not any(text.startswith("eased by:") and len(text) > len("eased by:") for text in rest):
        problems.append(f"API/allowlist.txt:{number}: '{message}' gives no 'eased by:'")
for problem in problems:
    print(problem, file=sys.stderr)
if problems:
    sys.exit(1)
with open(target, "w", encoding="utf-8") as handle:
    handle.writelines(entry[0][1] + "\n" for entry in entries)
print(f"api-check: {len(entries)} accepted break(s) in API/allowlist.txt")
PYTHON

echo "== swift package diagnose-api-breaking-changes $baseline"
swift package diagnose-api-breaking-changes "$baseline" \
    --baseline-dir .build/api-baseline --breakage-allowlist-path "$allowed"
