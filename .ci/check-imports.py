#!/usr/bin/env python3
"""Fails when a target imports a module its manifest entry does not name.

SwiftPM builds a target that imports a module it reaches only through another dependency, and
`--explicit-target-dependency-import-check` checks targets of the package only; this reads every
target's `import` lines and compares them with the dependencies `swift package dump-package` lists
(a target, or a product by name). System modules and Apple frameworks behind `#if canImport` are
allowed. Usage: .ci/check-imports.py [PACKAGE_DIR]
"""
import glob
import json
import os
import re
import subprocess
import sys

SYSTEM = {
    "Foundation", "FoundationEssentials", "FoundationNetworking", "FoundationXML", "Dispatch", "Testing",
    "XCTest", "PackageDescription", "PackagePlugin", "Glibc", "Musl", "Darwin", "Synchronization", "os",
    "_Concurrency", "Observation", "CoreFoundation", "CoreGraphics", "ImageIO", "UIKit", "AppKit",
    "UniformTypeIdentifiers",
}
IMPORT = re.compile(
    r"\s*(?:@\w+(?:\([^)]*\))?\s+)*(?:(?:public|package|internal|private|fileprivate)\s+)?"
    r"import\s+(?:(?:struct|class|enum|func|protocol|typealias|var|let)\s+)?([A-Za-z_]\w*)"
)

package = sys.argv[1] if len(sys.argv) > 1 else os.path.join(os.path.dirname(__file__), "..")
manifest = json.loads(subprocess.run(
    ["swift", "package", "--package-path", package, "dump-package"], check=True, capture_output=True, text=True
).stdout)
failures = []
for target in manifest["targets"]:
    if target["type"] in ("plugin", "binary", "system"):
        continue
    name = target["name"]
    folder = "Tests" if target["type"] == "test" else "Sources"
    path = os.path.join(package, target.get("path") or os.path.join(folder, name))
    declared = {value[0] for dependency in target["dependencies"] for value in dependency.values()}
    for file in sorted(glob.glob(os.path.join(path, "**", "*.swift"), recursive=True)):
        with open(file, encoding="utf-8") as source:
            for number, line in enumerate(source, 1):
                match = IMPORT.match(line)
                if match and match[1] not in declared | SYSTEM | {name}:
                    failures.append(f"{os.path.relpath(file, package)}:{number}: {name} imports {match[1]}, "
                                    "which its entry in Package.swift does not name")
for failure in failures:
    print(failure, file=sys.stderr)
if failures:
    sys.exit(1)
print(f"Every import of {len(manifest['targets'])} targets is declared in Package.swift.")
