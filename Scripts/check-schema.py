#!/usr/bin/env python3
"""Checks that Specs/mapcompat-spec-1.schema.json and the spec loader agree.

Usage: check-schema.py [--loader-verdicts FILE]

Every spec file is judged twice:
  - by the schema side: the document must be strict JSON (no NaN or Infinity, no number too large for a
    double, no member written twice, at most 512 levels of nesting, at most 1 MiB; what an editor's JSON
    support flags already), then valid under the schema (draft 2020-12, via the `jsonschema` package);
  - by the loader: `mapcompat conformance --validate` (one "valid PATH" or "invalid PATH" line per file), or
    the lines in FILE when --loader-verdicts is given.

The files and what both must say:
  Specs/**/*.json                                   every spec of the suite: both accept
  Tests/MapCompatConformanceTests/Fixtures/valid       both accept
  Tests/MapCompatConformanceTests/Fixtures/malformed   both reject
  Tests/MapCompatConformanceTests/Fixtures/loader-only the loader rejects; the schema accepts, as the rule
                                                    broken (min <= max, unique scene ids, ...) compares values,
                                                    which JSON Schema cannot; a schema that starts rejecting
                                                    one is noticed too, so the file can move to malformed/
Exit status 0 when all agree, 1 otherwise.
"""
import json
import math
import os
import subprocess
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
SCHEMA = os.path.join(ROOT, "Specs", "mapcompat-spec-1.schema.json")
FIXTURES = os.path.join(ROOT, "Tests", "MapCompatConformanceTests", "Fixtures")
MAX_BYTES = 1 << 20
MAX_DEPTH = 512


def spec_files(folder):
    found = []
    for directory, _, names in os.walk(folder):
        for name in names:
            if name.endswith(".json") and not name.endswith(".schema.json"):
                found.append(os.path.relpath(os.path.join(directory, name), ROOT))
    return sorted(found)


class NotStrictJSON(ValueError):
    pass


def reject_constant(name):
    raise NotStrictJSON(f"{name} is not a JSON number")


def finite_float(text):
    value = float(text)
    if math.isinf(value):
        raise NotStrictJSON(f"{text} is too large for a double")
    return value


def unique_members(pairs):
    seen = {}
    for key, value in pairs:
        if key in seen:
            raise NotStrictJSON(f'the member "{key}" appears more than once')
        seen[key] = value
    return seen


def depth(value):
    deepest, stack = 0, [(value, 1)]
    while stack:
        item, level = stack.pop()
        if isinstance(item, (list, dict)):
            deepest = max(deepest, level)
            children = item.values() if isinstance(item, dict) else item
            stack.extend((child, level + 1) for child in children)
    return deepest


def schema_verdict(validator, path):
    """(accepted, reason) on the schema side."""
    data = open(os.path.join(ROOT, path), "rb").read()
    if len(data) > MAX_BYTES:
        return False, f"{len(data)} bytes, more than 1 MiB"
    try:
        document = json.loads(data.decode("utf-8"), parse_constant=reject_constant, parse_float=finite_float,
                              object_pairs_hook=unique_members)
    except RecursionError:
        return False, "nested too deeply"
    except (ValueError, UnicodeDecodeError) as error:
        return False, f"not strict JSON: {error}"
    if depth(document) > MAX_DEPTH:
        return False, f"nested more than {MAX_DEPTH} levels"
    errors = sorted(validator.iter_errors(document), key=lambda e: list(e.absolute_path))
    if errors:
        where = "$" + "".join(f"[{p}]" if isinstance(p, int) else f".{p}" for p in errors[0].absolute_path)
        return False, f"{where}: {errors[0].message[:160]}"
    return True, ""


def loader_verdicts(paths, verdict_file):
    if verdict_file:
        lines = open(verdict_file, encoding="utf-8").read().splitlines()
    else:
        folders = ["Specs", os.path.join(FIXTURES, "valid"), os.path.join(FIXTURES, "malformed"),
                   os.path.join(FIXTURES, "loader-only")]
        command = os.environ.get("MAPCOMPAT", "swift run mapcompat").split()
        result = subprocess.run(command + ["conformance", "--validate", "--quiet", "--specs"] + folders, cwd=ROOT,
                                capture_output=True, text=True)
        lines = result.stdout.splitlines()
    verdicts = {}
    for line in lines:
        status, _, path = line.partition(" ")
        if status in ("valid", "invalid"):
            verdicts[os.path.relpath(os.path.abspath(os.path.join(ROOT, path)), ROOT)] = status == "valid"
    missing = [p for p in paths if p not in verdicts]
    if missing:
        sys.exit(f"check-schema: the loader gave no verdict on {len(missing)} files, such as {missing[0]}")
    return verdicts


def main():
    try:
        import jsonschema
    except ImportError:
        sys.exit("check-schema: the jsonschema package is missing (python3 -m pip install jsonschema)")
    verdict_file = None
    if len(sys.argv) == 3 and sys.argv[1] == "--loader-verdicts":
        verdict_file = sys.argv[2]
    elif len(sys.argv) != 1:
        sys.exit(__doc__)
    schema = json.load(open(SCHEMA, encoding="utf-8"))
    jsonschema.Draft202012Validator.check_schema(schema)
    validator = jsonschema.Draft202012Validator(schema, format_checker=None)
    groups = [
        ("Specs", spec_files(os.path.join(ROOT, "Specs")), True, True),
        ("Fixtures/valid", spec_files(os.path.join(FIXTURES, "valid")), True, True),
        ("Fixtures/malformed", spec_files(os.path.join(FIXTURES, "malformed")), False, False),
        ("Fixtures/loader-only", spec_files(os.path.join(FIXTURES, "loader-only")), True, False),
    ]
    loader = loader_verdicts([p for _, paths, _, _ in groups for p in paths], verdict_file)
    failures = 0
    for name, paths, schema_should, loader_should in groups:
        counts = {"schema": [0, 0], "loader": [0, 0]}
        for path in paths:
            accepted, reason = schema_verdict(validator, path)
            counts["schema"][0 if accepted else 1] += 1
            counts["loader"][0 if loader[path] else 1] += 1
            if accepted != schema_should:
                failures += 1
                said = "accepts" if accepted else f"rejects ({reason})"
                print(f"{path}: the schema {said}; expected it to {'accept' if schema_should else 'reject'}")
            if loader[path] != loader_should:
                failures += 1
                said = "accepts" if loader[path] else "rejects"
                print(f"{path}: the loader {said}; expected it to {'accept' if loader_should else 'reject'}")
        print(f"{name}: {len(paths)} files; schema accepts {counts['schema'][0]}, rejects {counts['schema'][1]}; "
              f"loader accepts {counts['loader'][0]}, rejects {counts['loader'][1]}")
    if failures:
        print(f"check-schema: {failures} disagreements")
        return 1
    print("check-schema: the schema and the loader agree on every file")
    return 0


if __name__ == "__main__":
    sys.exit(main())
