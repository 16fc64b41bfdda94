#!/usr/bin/env python3
"""Fails when a DocC article names, in code voice, a symbol or a file that does not exist.

Usage: check-article-names.py SYMBOL_GRAPH_DIR CATALOG ...

DocC checks the symbol links of an article (``InteractiveMap/handle(_:)``), but only to public symbols of
its own module and the modules before it. Articles for contributors also name internal types and functions,
other modules' symbols and source files in code voice (`GestureCamera.changed(_:)`, `Model/Step.swift`);
this script checks those against the symbol graphs of every access level (docs.sh emits them with
-symbol-graph-minimum-access-level private) and against the files of the package:

- a span that looks like a path (`Gestures/GestureArena.swift`, `Specs/gestures/`) must exist from the
  package root, or from a module's folder (Sources/*, Adapters/*/Sources, Adapters/*/Conformance, Tests/*);
- a span that looks like a symbol must name one: a type or member path (`Step.Kind`, `InteractiveMap.now`),
  a function with its labels (`advance(to:delivering:)`), a call (`Capability.step(.pan)` checks
  `Capability.step`), or a camelCase name (`builtInGestureChanged`). Its last parts must be the last parts of
  a declared symbol's path; a function may be named without its labels.

A member reached through a variable (`driver.record(_:)`) is checked by its member's name, a type called
with labels (`RMAnnotation(mapView:coordinate:andTitle:)`) as its initialiser, and a module's name is a
name. Names in targets that are not documented (tests, the worked example) are found by their declaration in
the package's Swift files. Lowercase dotted names (capabilities, JSON keys such as `step.pan`), single
lowercase words, capitals (`FAIL`), commands and spans with placeholders (`<Module>`) are not names and are not
checked. Code blocks are skipped, and so are the articles about a vendor's own API (VENDOR_ARTICLES), whose
code voice names the vendor's symbols and headers rather than this package's.
"""
import fnmatch
import json
import os
import re
import sys

IDENTIFIER = r"[A-Za-z_][A-Za-z0-9_]*"
LABELS = r"\((?:" + IDENTIFIER + r":|_:)*\)"
SYMBOL = re.compile(rf"^{IDENTIFIER}(?:\.{IDENTIFIER})*(?:{LABELS})?$")
CALL = re.compile(rf"^({IDENTIFIER}(?:\.{IDENTIFIER})*)\(.*\)$")
PATH = re.compile(r"^[A-Za-z0-9_.+-]+(?:/[A-Za-z0-9_.+-]+)*/?$")
CODE_VOICE = re.compile(r"(?<!`)`([^`\n]+)`(?!`)")
FENCE = re.compile(r"^\s*```")
FILE_SUFFIXES = (".swift", ".md", ".json", ".py", ".sh", ".txt")
DECLARATION = re.compile(
    rf"\b(?:class|struct|enum|protocol|actor|extension|func|var|let|case|typealias|associatedtype|init)\s+({IDENTIFIER})"
)
FOREIGN_NAMES = {
    # Names of other SDKs that the package's own articles mention, with where they come from.
    "regionWillChangeAnimated": "MapKit, MKMapViewDelegate",
    "regionDidChangeAnimated": "MapKit, MKMapViewDelegate",
    "NSPredicate(format:)": "Foundation",
    "NSExpression(mglJSONObject:)": "MapLibre's NSExpression category",
    "UITapGestureRecognizer(target:action:)": "UIKit",
    "FunctionDeclSyntax": "swift-syntax, which MapCompatSyntax's node names follow",
    "FunctionCallExprSyntax": "swift-syntax, which MapCompatSyntax's node names follow",
    "Type.name": "Swift, a member access written out",
    "Self.name": "Swift, a member access written out",
    "MapContentGestureManager": "Mapbox Maps SDK for iOS v11, the worked example's vendor",
    "GestureManagerDelegate": "Mapbox Maps SDK for iOS v11, the worked example's vendor",
    "DoubleTapToZoomInGestureHandler": "Mapbox Maps SDK for iOS v11, the worked example's vendor",
}
FUNCTION = re.compile(rf"(?:\bfunc\s+({IDENTIFIER})|\binit[?!]?)\s*(?:<[^>]*>)?\s*\(")
VENDOR_FILE_SUFFIXES = (".h", ".m", ".mm", ".html", ".kt", ".java")
VENDOR_ARTICLES = (
    "Adapters/*/Sources/*.docc/PortingToAndFrom*.md",
    "Adapters/*/Sources/*.docc/What*Models.md",
    "Sources/MapCompatPorting/MapCompatPorting.docc/Porting*To*.md",
)


def main() -> int:
    if len(sys.argv) < 3:
        print(__doc__, file=sys.stderr)
        return 2
    names = declared_names(sys.argv[1])
    roots = module_roots()
    modules = module_names()
    names |= {(module,) for module in modules}
    declared = declared_in_sources() | {"init"}
    index = Index(names, {name[-1].split("(")[0] for name in names}, declared, modules)
    problems = []
    for catalog in sys.argv[2:]:
        for article in articles(catalog):
            if any(fnmatch.fnmatch(article, pattern) for pattern in VENDOR_ARTICLES):
                continue
            for line_number, span in code_voice(article):
                problem = check(span, index, roots)
                if problem:
                    problems.append(f"{article}:{line_number}: {problem}")
    for problem in problems:
        print(problem, file=sys.stderr)
    if problems:
        print(f"check-article-names: {len(problems)} names in articles that do not exist", file=sys.stderr)
        return 1
    print("check-article-names: every symbol and file named in the articles exists")
    return 0


def declared_names(folder: str) -> set:
    """Every suffix of every symbol's path, as tuples, with and without a function's labels; and the names
    of the external symbols the package's symbols relate to (`Swift.Equatable`)."""
    names = set()
    for file_name in os.listdir(folder):
        if not file_name.endswith(".symbols.json"):
            continue
        with open(os.path.join(folder, file_name), encoding="utf-8") as handle:
            graph = json.load(handle)
        for symbol in graph.get("symbols", []):
            components = symbol.get("pathComponents", [])
            for start in range(len(components)):
                suffix = components[start:]
                names.add(tuple(suffix))
                names.add(tuple(suffix[:-1] + [suffix[-1].split("(")[0]]))
        for relationship in graph.get("relationships", []):
            fallback = relationship.get("targetFallback")
            if fallback:
                parts = fallback.split(".")
                for start in range(len(parts)):
                    names.add(tuple(parts[start:]))
    return names


class Index:
    """What the package declares: symbol paths from the graphs (`names`, with the base names of their last
    parts in `bases`), identifiers declared in its Swift files, and its modules."""

    def __init__(self, names: set, bases: set, declared: set, modules: set):
        self.names, self.bases, self.declared, self.modules = names, bases, declared, modules


def module_names() -> set:
    """The package's modules: the folders of Sources and Tests, each adapter, its conformance module and its
    vendor modules."""
    modules = set()
    for parent in ("Sources", "Tests"):
        if os.path.isdir(parent):
            modules |= set(os.listdir(parent))
    if os.path.isdir("Adapters"):
        for adapter in os.listdir("Adapters"):
            modules |= {adapter, adapter + "Conformance"}
            vendor = os.path.join("Adapters", adapter, "VendorModules")
            if os.path.isdir(vendor):
                modules |= set(os.listdir(vendor))
    return modules


def declared_in_sources() -> set:
    """Every identifier a Swift file of the package declares (`struct GoogleMapsPlugin`, `func record`), and
    every function and initialiser with its labels (`record(_:)`, `init(spec:)`)."""
    declared = set()
    for top in ("Sources", "Tests", "Adapters"):
        for folder, _, files in os.walk(top):
            for name in files:
                if name.endswith(".swift"):
                    with open(os.path.join(folder, name), encoding="utf-8", errors="replace") as handle:
                        text = handle.read()
                    declared.update(DECLARATION.findall(text))
                    declared.update(labelled_functions(text))
    return declared


def labelled_functions(text: str) -> set:
    """`name(label:_:)` for every `func name(…)` and `init(…)` in a Swift file."""
    found = set()
    for match in FUNCTION.finditer(text):
        depth, index, start = 1, match.end(), match.end()
        while index < len(text) and depth:
            depth += {"(": 1, ")": -1}.get(text[index], 0)
            index += 1
        labels, depth, parameter = [], 0, ""
        for character in text[start:index - 1] + ",":
            depth += {"(": 1, "[": 1, "<": 1, ")": -1, "]": -1, ">": -1}.get(character, 0)
            if character == "," and depth <= 0:
                if ":" in parameter:
                    labels.append(parameter.split(":")[0].split()[0] + ":")
                parameter = ""
            else:
                parameter += character
        found.add((match.group(1) or "init") + "(" + "".join(labels) + ")")
    return found


def module_roots() -> list:
    """The folders a path in an article may start from: the package root and every module's folder."""
    roots = [".", "Sources", "Tests"]
    for parent in ("Sources", "Tests"):
        if os.path.isdir(parent):
            roots += [os.path.join(parent, name) for name in sorted(os.listdir(parent))]
    if os.path.isdir("Adapters"):
        for adapter in sorted(os.listdir("Adapters")):
            roots += [os.path.join("Adapters", adapter, part) for part in ("", "Sources", "Conformance")]
    return [root for root in roots if os.path.isdir(root)]


def articles(catalog: str):
    for folder, _, files in sorted(os.walk(catalog)):
        for name in sorted(files):
            if name.endswith(".md"):
                yield os.path.join(folder, name)


def code_voice(article: str):
    """(line number, text) of every code-voice span outside code blocks."""
    in_block = False
    with open(article, encoding="utf-8") as handle:
        for number, line in enumerate(handle, start=1):
            if FENCE.match(line):
                in_block = not in_block
                continue
            if in_block:
                continue
            for match in CODE_VOICE.finditer(line):
                yield number, match.group(1).strip()


def check(span: str, index: Index, roots: list):
    """A sentence saying what is missing, or None."""
    if "<" in span or " " in span or span in FOREIGN_NAMES or span.endswith(VENDOR_FILE_SUFFIXES):
        return None
    if any(os.path.exists(os.path.join(root, span)) for root in roots):
        return None
    if span.endswith(FILE_SUFFIXES) or span.endswith("/"):
        return f"no file or folder `{span}` in the package" if PATH.match(span) else None
    if not SYMBOL.match(span):
        call = CALL.match(span)
        if not call:
            return None
        span = call.group(1)
    if span.isupper() or not looks_like_a_name(span):
        return None
    return None if resolves(split_path(span), index) else f"no symbol `{span}` is declared in the package"


def resolves(parts: list, index: Index) -> bool:
    """Whether the package declares the name: in a symbol graph with its labels (a function named without
    them matches any), or, for a name no graph knows, in a Swift file."""
    if len(parts) > 1 and parts[0] in index.modules:
        parts = parts[1:]  # qualified by its module
    if parts[0][0].islower() and len(parts) > 1:
        parts = parts[-1:]  # a member reached through a variable
    if parts[-1][0].isupper() and "(" in parts[-1]:
        name, _, labels = parts[-1].partition("(")
        parts = parts[:-1] + [name, "init(" + labels]  # a type called with labels: its initialiser
    last = parts[-1]
    base = last.split("(")[0]
    if tuple(parts) in index.names or ("(" not in last and tuple(parts[:-1] + [base]) in index.names):
        return True
    if "(" in last and last in index.declared:
        return all(part in index.declared for part in parts[:-1])  # declared in an undocumented target
    if base in index.bases:
        return False  # documented, but not with these labels or under this type
    return all(part.split("(")[0] in index.declared for part in parts)


def looks_like_a_name(span: str) -> bool:
    """A type or member path (starts uppercase), a function with labels, or a camelCase name; not a
    lowercase dotted name (a capability, a JSON key) nor a single lowercase word."""
    if span[0].isupper() or span[0] == "_" and len(span) > 1 and span[1].isupper():
        return True
    if "(" in span:
        return True
    return "." not in span and re.search(r"[a-z0-9][A-Z]", span) is not None


def split_path(span: str) -> list:
    """`InteractiveMap.advance(to:delivering:)` → ['InteractiveMap', 'advance(to:delivering:)']."""
    head, paren, labels = span.partition("(")
    parts = head.split(".")
    if paren:
        parts[-1] += "(" + labels
    return parts


if __name__ == "__main__":
    sys.exit(main())
