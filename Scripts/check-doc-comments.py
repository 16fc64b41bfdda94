#!/usr/bin/env python3
"""Fails when a public symbol has no doc comment.

Usage: check-doc-comments.py SYMBOL_GRAPH_DIR [CATALOG ...]

Reads the symbol graphs the compiler wrote (swift build -Xswiftc -emit-symbol-graph) and lists every public
symbol declared in this package's source that has no doc comment (public members of internal types are not
public symbols). Members the compiler synthesizes or that a
type inherits from a protocol's default implementation have no source of their own and are skipped. Only the
modules of the given catalogs (their names are the catalogs' base names) and the adapters' conformance modules
are checked; without catalogs, every module in the folder.
"""
import json
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from importlib import import_module

public_identifiers = import_module("public-symbol-graphs").public_identifiers


def main() -> int:
    if len(sys.argv) < 2:
        print(__doc__, file=sys.stderr)
        return 2
    folder = sys.argv[1]
    root = os.getcwd()
    modules = {os.path.basename(c.rstrip("/")).removesuffix(".docc") for c in sys.argv[2:]}
    if modules:
        modules |= {m + "Conformance" for m in modules if os.path.isdir(os.path.join("Adapters", m))}
    missing = []
    present = {n.removesuffix(".symbols.json") for n in os.listdir(folder) if n.endswith(".symbols.json")}
    absent = sorted(modules - present)
    if absent:
        print("check-doc-comments: no symbol graph for " + ", ".join(absent), file=sys.stderr)
        return 1
    for name in sorted(os.listdir(folder)):
        if not name.endswith(".symbols.json"):
            continue
        module = name.removesuffix(".symbols.json").split("@")[0]
        if modules and module not in modules:
            continue
        with open(os.path.join(folder, name), encoding="utf-8") as handle:
            graph = json.load(handle)
        visible = public_identifiers(graph)
        for symbol in graph.get("symbols", []):
            if symbol["identifier"]["precise"] not in visible:
                continue
            if "::SYNTHESIZED::" in symbol["identifier"]["precise"]:
                continue
            location = symbol.get("location", {}).get("uri", "")
            path = location.removeprefix("file://")
            if not path.startswith(root):
                continue  # declared outside this package (inherited, implicit)
            if symbol.get("docComment", {}).get("lines"):
                continue
            line = symbol.get("location", {}).get("position", {}).get("line", 0) + 1
            title = ".".join(symbol.get("pathComponents", [])) or symbol["names"]["title"]
            missing.append(f"{os.path.relpath(path, root)}:{line}: public {symbol['kind']['displayName'].lower()} "
                           f"{module}.{title} has no doc comment")
    for entry in sorted(set(missing)):
        print(entry, file=sys.stderr)
    if missing:
        print(f"check-doc-comments: {len(set(missing))} public symbols without a doc comment", file=sys.stderr)
        return 1
    print("check-doc-comments: every public symbol has a doc comment")
    return 0


if __name__ == "__main__":
    sys.exit(main())
