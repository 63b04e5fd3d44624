#!/usr/bin/env bash
# Keeps the client products importable by an iOS app, and the server's layers apart. Reads
# `swift package dump-package` and `swift package show-dependencies` and fails when
#   - a target other than Server and mybiz (tests aside) depends on DemoContent, or one API module
#     (OpenMarketServer, MyBizServer, ToDoServer) on another;
#   - a client product's dependency closure holds a SwiftNIO module, a system-library target (a C
#     library through pkg-config), a server target, or any package but swift-log and swift-http-types;
#   - the platforms line rises above iOS 16, tvOS 16, watchOS 9, visionOS 1 (and macOS 14, the floor
#     hummingbird-auth sets for the server in the same package).
# Usage: .ci/check-client-products.sh [PACKAGE_DIR]   (the repository by default)
set -euo pipefail
package=${1:-$(cd "$(dirname "$0")/.." && pwd)}
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
for command in "dump-package" "show-dependencies --format json"; do
  # shellcheck disable=SC2086 # the command's words are meant to split
  swift package --package-path "$package" $command > "$work/${command%% *}.json" 2> "$work/swiftpm.log" \
    || { cat "$work/swiftpm.log" >&2; exit 1; }
done

python3 - "$work/dump-package.json" "$work/show-dependencies.json" <<'PYTHON'
import json, sys

CLIENT_PRODUCTS = ["Networking", "NetworkingTesting", "OpenMarketAPI", "MyBizAPI", "OpenMarketKit", "MyBizKit",
                   "Analytics", "AnalyticsTesting", "ToDoKit", "AppFolders"]
ALLOWED_PACKAGES = {"swift-log", "swift-http-types"}
SERVER_TARGETS = {"ServerSupport", "WebPages", "DemoContent", "OpenMarketServer", "MyBizServer", "ToDoServer", "Server",
                  "APIDocuments",
                  "Imaging", "CImagingCodecs", "NetworkingAsyncHTTPClient", "mybiz"}
HIGHEST = {"ios": (16, 0), "tvos": (16, 0), "watchos": (9, 0), "visionos": (1, 0), "macos": (14, 0)}

manifest = json.load(open(sys.argv[1]))
dependencies = json.load(open(sys.argv[2]))
targets = {target["name"]: target for target in manifest["targets"]}
products = {product["name"]: product for product in manifest["products"]}
problems = []

def package_closure(identity):
    """`identity` and every package below it in show-dependencies' tree."""
    def find(node):
        for child in node["dependencies"]:
            if child["identity"] == identity:
                return child
            found = find(child)
            if found:
                return found
        return None
    result = {identity}
    def collect(node):
        for child in node["dependencies"]:
            result.add(child["identity"])
            collect(child)
    node = find(dependencies)
    if node:
        collect(node)
    return result

for name in CLIENT_PRODUCTS:
    product = products.get(name)
    if product is None:
        problems.append(f"{name} is no longer a product of the package.")
        continue
    stack, seen, packages = list(product["targets"]), set(), set()
    while stack:
        target_name = stack.pop()
        if target_name in seen:
            continue
        seen.add(target_name)
        target = targets[target_name]
        if target["type"] == "system":
            problems.append(f"{name} depends on {target_name}, a system library (pkg-config {target.get('pkgConfig')}).")
        if target_name in SERVER_TARGETS:
            problems.append(f"{name} depends on {target_name}, which is server-side or Linux-only.")
        for dependency in target["dependencies"]:
            if "byName" in dependency and dependency["byName"][0] in targets:
                stack.append(dependency["byName"][0])
            elif "byName" in dependency:  # a product of another package, named alone
                product_name = dependency["byName"][0]
                owners = [d["identity"] for d in dependencies["dependencies"]]
                problems.append(f"{name} depends on the product {product_name} by name alone; name its package "
                                f"so this check can judge it (packages: {', '.join(owners)}).")
            elif "target" in dependency:
                stack.append(dependency["target"][0])
            elif "product" in dependency:
                product_name, package_name = dependency["product"][0], dependency["product"][1] or "?"
                packages.add(package_name.lower())
                if product_name.startswith("NIO") or "nio" in package_name.lower():
                    problems.append(f"{name} depends on {product_name} (SwiftNIO, from {package_name}).")
    for package in sorted(packages):
        if package not in ALLOWED_PACKAGES:
            problems.append(f"{name} depends on the package {package}; clients may use only "
                            f"{', '.join(sorted(ALLOWED_PACKAGES))}.")
        for indirect in sorted(package_closure(package) - {package}):
            if indirect not in ALLOWED_PACKAGES:
                problems.append(f"{name} depends on {package}, which brings in {indirect}.")

API_MODULES = {"OpenMarketServer", "MyBizServer", "ToDoServer"}
for target in manifest["targets"]:
    if target["type"] == "test" or target["name"] in {"Server", "mybiz", "ServerTestSupport", "TestSupport"}:
        continue
    named = {dependency.get("byName", [None])[0] for dependency in target["dependencies"]}
    if "DemoContent" in named and target["name"] != "DemoContent":
        problems.append(f"{target['name']} depends on DemoContent; only the composition (Server, mybiz) may.")
    if target["name"] in API_MODULES and named & (API_MODULES - {target["name"]}):
        problems.append(f"{target['name']} depends on another API module: {', '.join(sorted(named & API_MODULES))}.")

declared = {entry["platformName"]: tuple(int(part) for part in entry["version"].split(".")[:2])
            for entry in manifest.get("platforms") or []}
for platform, highest in HIGHEST.items():
    version = declared.get(platform)
    if version is None:
        problems.append(f"The platforms line does not name {platform}.")
    elif version > highest:
        problems.append(f"The platforms line asks for {platform} {version[0]}.{version[1]}; "
                        f"the client kits promise {highest[0]}.{highest[1]} or lower.")

if problems:
    print("The client products are not fit for an iOS app any more, or the layers are mixed:", file=sys.stderr)
    for problem in dict.fromkeys(problems):
        print(f"  - {problem}", file=sys.stderr)
    sys.exit(1)
print(f"The client products ({', '.join(CLIENT_PRODUCTS)}) depend on Foundation, swift-log, "
      "swift-http-types and our own targets only; platforms: "
      + ", ".join(f"{p} {v[0]}.{v[1]}" for p, v in sorted(declared.items())) + ". Only the composition "
      "depends on DemoContent, and no API module on another.")
PYTHON
