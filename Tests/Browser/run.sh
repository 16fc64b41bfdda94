#!/usr/bin/env bash
# The results page in a real browser: installs headless Chromium, its driver and Selenium from Debian's
# packages when they are missing (apt-get, retried once: a slow mirror must not fail CI), writes the built-in
# suite's page and JSON report, and runs results_page_test.py on them. Artifacts in .build/artifacts/:
# report.html, report.json, results-page.png and results-page-evidence.png.
set -euo pipefail
cd "$(dirname "$0")/../.."
artifacts=.build/artifacts
mkdir -p "$artifacts"

have_browser() {
    command -v chromium >/dev/null && { command -v chromedriver >/dev/null || [ -x /usr/lib/chromium/chromedriver ]; } \
        && /usr/bin/python3 -c "import selenium" 2>/dev/null
}

install_browser() {
    apt-get update -qq -o Acquire::Retries=3 &&
        DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends -o Acquire::Retries=3 \
            chromium chromium-driver python3-selenium >/dev/null
}

if ! have_browser; then
    if [ "$(id -u)" != 0 ]; then
        echo "error: chromium, chromium-driver and python3-selenium are needed (apt-get install, as root)" >&2
        exit 1
    fi
    install_browser || { echo "apt-get failed; trying once more in 20 s" >&2; sleep 20; install_browser; }
fi

# The page is written whatever the results; exit status 1 means some result failed, which the conformance
# step reports on its own.
status=0
swift run mapcompat conformance --format html --output "$artifacts/report.html" || status=$?
[ "$status" -le 1 ] || { echo "error: mapcompat conformance --format html exited with $status" >&2; exit 1; }
status=0
swift run mapcompat conformance --format json --output "$artifacts/report.json" || status=$?
[ "$status" -le 1 ] || { echo "error: mapcompat conformance --format json exited with $status" >&2; exit 1; }
echo "results page: $(wc -c <"$artifacts/report.html") bytes"
timeout 300 /usr/bin/python3 Tests/Browser/results_page_test.py \
    "$artifacts/report.html" "$artifacts/report.json" "$artifacts/results-page.png"
