#!/usr/bin/env python3
"""Copies a module's symbol graphs, keeping only the public and open symbols.

Usage: public-symbol-graphs.py SYMBOL_GRAPH_DIR MODULE DESTINATION

docs.sh has the compiler emit symbol graphs of every access level, so that check-article-names.py can find
the internal names that contributor articles mention; DocC documents whatever it is given, so each module's
graphs (MODULE.symbols.json and its extension graphs MODULE@OTHER.symbols.json) are copied to DESTINATION
without the other symbols (a public member of an internal type among them), and without the relationships
whose source or target was left out.
"""
import json
import os
import sys

PUBLIC = ("public", "open")


def main() -> int:
    if len(sys.argv) != 4:
        print(__doc__, file=sys.stderr)
        return 2
    folder, module, destination = sys.argv[1:]
    os.makedirs(destination, exist_ok=True)
    copied = 0
    for name in sorted(os.listdir(folder)):
        if name != f"{module}.symbols.json" and not name.startswith(f"{module}@"):
            continue
        with open(os.path.join(folder, name), encoding="utf-8") as handle:
            graph = json.load(handle)
        symbols = graph.get("symbols", [])
        kept = public_identifiers(graph)
        dropped = {s["identifier"]["precise"] for s in symbols} - kept
        graph["symbols"] = [s for s in symbols if s["identifier"]["precise"] in kept]
        graph["relationships"] = [
            r for r in graph.get("relationships", []) if r["source"] not in dropped and r["target"] not in dropped
        ]
        with open(os.path.join(destination, name), "w", encoding="utf-8") as handle:
            json.dump(graph, handle)
        copied += 1
    if copied == 0:
        print(f"public-symbol-graphs: no symbol graph for {module} in {folder}", file=sys.stderr)
        return 1
    return 0


def public_identifiers(graph: dict) -> set:
    """The symbols of a graph that code outside the module can use: public or open themselves, and members
    of a type that is too (a public member of an internal type is not)."""
    level = {s["identifier"]["precise"]: s.get("accessLevel") for s in graph.get("symbols", [])}
    parent = {
        r["source"]: r["target"]
        for r in graph.get("relationships", [])
        if r["kind"] in ("memberOf", "requirementOf", "optionalRequirementOf")
    }

    def visible(identifier: str, depth: int = 0) -> bool:
        if identifier not in level:
            return True  # another module's type, extended here
        if level[identifier] not in PUBLIC or depth > 32:
            return False
        return identifier not in parent or visible(parent[identifier], depth + 1)

    return {identifier for identifier in level if visible(identifier)}


if __name__ == "__main__":
    sys.exit(main())
