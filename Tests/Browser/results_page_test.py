#!/usr/bin/env python3
"""Opens the results page in headless Chromium, as a reader would, and checks it against the JSON report.

Usage: results_page_test.py REPORT.html REPORT.json SCREENSHOT.png

- The page is loaded from disk (file://) and needs nothing else.
- Every result of the mapcompat-report/1 JSON report is a matrix cell (data-spec, data-adapter, data-status)
  with the same status, and there is no other cell; the summary agrees with the report's.
- The filters work from the keyboard ('/' focuses the search; selects change by keys), and a cell opens its
  evidence (Enter on the focused cell), with the trace picture for a cell that ran and did not pass; Escape
  closes it and gives the focus back.
- Any console message at level SEVERE (a script error, a blocked load) fails the test.
- Screenshots: SCREENSHOT (the matrix, filtered), and with '-evidence' and '-trace' before its extension
  (an opened cell, at its top and at its trace picture).

Debian: apt-get install chromium chromium-driver python3-selenium; run with /usr/bin/python3.
"""
import json
import os
import pathlib
import sys

from selenium import webdriver
from selenium.webdriver.chrome.options import Options
from selenium.webdriver.chrome.service import Service
from selenium.webdriver.common.by import By
from selenium.webdriver.common.keys import Keys
from selenium.webdriver.support.ui import WebDriverWait

failures = []


def check(condition, message):
    if not condition:
        failures.append(message)
        print("FAIL " + message)
    return condition


def browser():
    options = Options()
    for path in ("/usr/bin/chromium", "/usr/bin/chromium-browser"):
        if os.path.exists(path):
            options.binary_location = path
            break
    for argument in ("--headless=new", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage",
                     "--window-size=1400,1000", "--force-device-scale-factor=1"):
        options.add_argument(argument)
    options.set_capability("goog:loggingPrefs", {"browser": "ALL"})
    driver_path = next((p for p in ("/usr/bin/chromedriver", "/usr/lib/chromium/chromedriver") if os.path.exists(p)),
                       None)
    service = Service(driver_path) if driver_path else Service()
    return webdriver.Chrome(service=service, options=options)


def cells(driver):
    return driver.execute_script(
        "return Array.from(document.querySelectorAll('[data-status]')).map(function (c) {"
        " return [c.dataset.spec, c.dataset.adapter, c.dataset.status, c.tagName]; });")


def check_cells(driver, report):
    expected = {(r["spec"], r["adapter"]): r["status"] for r in report["results"]}
    found = {}
    for spec, adapter, status, tag in cells(driver):
        check(tag == "TD", "a %s carries data-status (%s on %s)" % (tag, spec, adapter))
        check((spec, adapter) not in found, "two cells for %s on %s" % (spec, adapter))
        found[(spec, adapter)] = status
    missing = sorted(set(expected) - set(found))
    extra = sorted(set(found) - set(expected))
    differing = sorted(k for k in set(expected) & set(found) if expected[k] != found[k])
    check(not missing, "%d results have no cell, e.g. %s" % (len(missing), missing[:3]))
    check(not extra, "%d cells have no result, e.g. %s" % (len(extra), extra[:3]))
    check(not differing, "%d cells differ from the report, e.g. %s" %
          (len(differing), [(k, expected[k], found[k]) for k in differing[:3]]))
    print("cells: %d results, %d cells, all with the report's status" % (len(expected), len(found))
          if not (missing or extra or differing) else "cells: mismatch")
    summary = driver.execute_script(
        "return Array.from(document.querySelectorAll('#summary tbody tr')).map(function (r) {"
        " return Array.from(r.children).map(function (c) { return c.textContent; }); });")
    page_summary = {row[0]: [int(n) for n in row[1:6]] for row in summary}
    for adapter, counts in report["summary"].items():
        want = [counts["pass"], counts["partial"], counts["fail"], counts["n/a"], counts["error"]]
        check(page_summary.get(adapter) == want, "summary of %s: page %s, report %s" %
              (adapter, page_summary.get(adapter), want))


def visible_rows(driver):
    return driver.execute_script(
        "return Array.from(document.querySelectorAll('tr.spec')).filter(function (r) {"
        " return r.offsetParent !== null; }).map(function (r) { return r.querySelector('code').textContent; });")


def use_filters(driver, report):
    body = driver.find_element(By.TAG_NAME, "body")
    # '/' focuses the search box; typing narrows the rows to specs whose id, title or message matches.
    body.send_keys("/")
    search = driver.find_element(By.ID, "filter-text")
    check(driver.switch_to.active_element == search, "'/' does not focus the search box")
    search.send_keys("pinch")
    rows = visible_rows(driver)
    check(any("pinch" in r for r in rows), "searching 'pinch' does not show the pinch specs")
    check(len(rows) < len({r["spec"] for r in report["results"]}), "searching 'pinch' hides nothing")
    search.send_keys(Keys.CONTROL, "a")
    search.send_keys(Keys.BACKSPACE)
    # The status filter, changed from the keyboard: the first status with results that is not pass.
    counts = {}
    for r in report["results"]:
        counts[r["status"]] = counts.get(r["status"], 0) + 1
    status = next((s for s in ("fail", "error", "partial", "n/a") if counts.get(s)), "pass")
    select = driver.find_element(By.ID, "filter-status")
    select.send_keys(status)  # typing an option's text selects it, as on a focused select
    check(select.get_attribute("value") == status, "the status filter did not take '%s' from the keyboard" % status)
    want = sorted({r["spec"] for r in report["results"] if r["status"] == status})
    got = sorted(visible_rows(driver))
    check(got == want, "filtering by %s shows %d specs, the report has %d" % (status, len(got), len(want)))
    print("filter: status %s shows %d specs, as the report has" % (status, len(got)))
    return status


def open_cell(driver, status, report):
    # A visible cell of that status, a pinch's if there is one (its trace shows the map zooming).
    button = driver.execute_script(
        "var all = Array.from(document.querySelectorAll('td.cell[data-status=\"' + arguments[0] + '\"] button'))"
        ".filter(function (b) { return b.offsetParent !== null; });"
        "return all.find(function (b) { return b.parentElement.dataset.spec.indexOf('pinch') >= 0; }) || all[0];",
        status)
    if not check(button is not None, "no visible %s cell to open" % status):
        return None
    cell = button.find_element(By.XPATH, "..")
    spec, adapter = cell.get_attribute("data-spec"), cell.get_attribute("data-adapter")
    driver.execute_script("arguments[0].scrollIntoView({block: 'center'})", button)
    driver.execute_script("arguments[0].focus()", button)
    driver.switch_to.active_element.send_keys(Keys.ENTER)
    dialog = driver.find_element(By.ID, "evidence")
    WebDriverWait(driver, 5).until(lambda d: dialog.get_attribute("open") is not None)
    title = driver.find_element(By.ID, "evidence-title").text
    check(spec in title and adapter in title, "the evidence is titled %r, not %s on %s" % (title, spec, adapter))
    ran = status in ("partial", "fail", "error")
    svgs = dialog.find_elements(By.CSS_SELECTOR, ".trace svg")
    if ran:
        check(len(svgs) == 1, "the evidence of %s on %s has %d trace pictures" % (spec, adapter, len(svgs)))
        if svgs:
            check(svgs[0].size["width"] > 100, "the trace picture is not drawn")
            check(len(dialog.find_elements(By.CSS_SELECTOR, ".trace .map-before")) == 1, "no map grid in the trace")
    result = next(r for r in report["results"] if r["spec"] == spec and r["adapter"] == adapter)
    unchecked = result.get("checks", {}).get("unchecked", [])
    shown = [e.text for e in dialog.find_elements(By.CSS_SELECTOR, "ul.unchecked code")]
    check(shown == unchecked, "unchecked checks shown %s, report %s" % (shown, unchecked))
    print("evidence: %s on %s opened (%d trace picture, %d unchecked)" % (spec, adapter, len(svgs), len(shown)))
    return button


def exercise(driver, html, report, screenshot, evidence):
    driver.get(html.as_uri())
    check(driver.title.startswith("MapCompat conformance"), "title %r" % driver.title)
    external = driver.execute_script(
        "return Array.from(document.querySelectorAll('[src], link[href], object, iframe, embed')).length")
    check(external == 0, "%d elements load something" % external)
    paint = driver.execute_script(
        "var p = performance.getEntriesByName('first-contentful-paint')[0]; return p ? p.startTime : null;")
    print("page: %d bytes, first contentful paint %s ms" %
          (html.stat().st_size, "%.0f" % paint if paint is not None else "?"))
    check_cells(driver, report)
    status = use_filters(driver, report)
    driver.execute_script("window.scrollTo(0, 0)")
    driver.save_screenshot(str(screenshot))
    button = open_cell(driver, status, report)
    driver.save_screenshot(str(evidence))
    trace = screenshot.with_name(screenshot.stem + "-trace" + screenshot.suffix)
    driver.execute_script("var d = document.getElementById('evidence'), t = d.querySelector('.trace');"
                          " if (t) d.scrollTop = t.offsetTop - 40;")
    driver.save_screenshot(str(trace))
    print("screenshots: %s, %s, %s" % (screenshot, evidence, trace))
    if button is not None:
        driver.switch_to.active_element.send_keys(Keys.ESCAPE)
        dialog = driver.find_element(By.ID, "evidence")
        WebDriverWait(driver, 5).until(lambda d: dialog.get_attribute("open") is None)
        check(driver.switch_to.active_element == button, "closing the evidence does not give the focus back")


def main():
    if len(sys.argv) != 4:
        sys.exit(__doc__)
    html, report_path, screenshot = (pathlib.Path(a).resolve() for a in sys.argv[1:])
    report = json.loads(report_path.read_text())
    driver = browser()
    evidence = screenshot.with_name(screenshot.stem + "-evidence" + screenshot.suffix)
    try:
        exercise(driver, html, report, screenshot, evidence)
    except Exception as error:  # a step that could not be made (no dialog, a timeout) is a failure too
        check(False, "%s: %s" % (type(error).__name__, error))
    finally:
        # Script errors and blocked loads land in the browser's console; any at level SEVERE fails the test.
        try:
            for entry in driver.get_log("browser"):
                print("console %s: %s" % (entry["level"], entry["message"]))
                check(entry["level"] != "SEVERE", "console error: " + entry["message"])
        finally:
            driver.quit()
    if failures:
        print("%d problems" % len(failures))
        sys.exit(1)
    print("results page: ok")


if __name__ == "__main__":
    main()
