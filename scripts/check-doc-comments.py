#!/usr/bin/env python3
"""Fails, naming each one, when a public symbol of the engine has no doc comment.

Reads the symbol graphs that `swift package generate-documentation` extracted (under
.build/<triple>/extracted-symbols/<package>/<Module>/); run it right after that, as
scripts/build-docs.sh does. Symbols without a source location (synthesized conformances)
are left out: there is no line to write a comment on.
"""
import glob
import json
import os
import sys

MODULES = ["Geometry", "Motion", "Gestures", "DragAndDrop"]


def newest_graph_folder(build, module):
    folders = glob.glob(os.path.join(build, "*", "extracted-symbols", "*", module))
    return max(folders, key=os.path.getmtime) if folders else None


def main():
    build = sys.argv[1] if len(sys.argv) > 1 else ".build"
    missing, checked = [], 0
    for module in MODULES:
        folder = newest_graph_folder(build, module)
        if folder is None:
            print(f"check-doc-comments: no symbol graph for {module} under {build}")
            return 2
        for path in sorted(glob.glob(os.path.join(folder, "*.symbols.json"))):
            with open(path, encoding="utf-8") as f:
                graph = json.load(f)
            for symbol in graph["symbols"]:
                if symbol.get("accessLevel") not in ("public", "open"):
                    continue
                location = symbol.get("location")
                if location is None:
                    continue
                checked += 1
                comment = symbol.get("docComment", {}).get("lines", [])
                if any(line.get("text", "").strip() for line in comment):
                    continue
                file = location["uri"].split("/Sources/")[-1]
                line = location["position"]["line"] + 1
                name = ".".join(symbol["pathComponents"])
                missing.append(f"Sources/{file}:{line}: {module}.{name} has no doc comment")
    for entry in missing:
        print(entry)
    if missing:
        print(f"{len(missing)} of {checked} public engine symbols have no doc comment.")
        return 1
    print(f"All {checked} public engine symbols have a doc comment.")
    return 0


if __name__ == "__main__":
    sys.exit(main())
