#!/usr/bin/env bash
# Keeps the client kits importable by an iOS app without the server, and the server's layers apart.
#
# 1. The kits as an app meets them: two scratch apps depend on this repository by URL — the manifest
#    README.md shows, and one using every kit product with the kits' platforms line. Fails when
#    `swift package show-dependencies` lists any package but this one, swift-log and swift-http-types;
#    when the kits' manifest (as SwiftPM reads it in the app's checkout) has a platforms line other
#    than iOS 16, macOS 13, tvOS 16, watchOS 9, visionOS 1, a system library, or a target of the
#    server; or when an app does not build; then runs the kits' tests on the kits' manifest alone
#    (MYBIZ_KITS_ONLY=1) in that copy. The working tree is what is checked, committed or not.
# 2. The layers of the whole repository: no target other than Server and mybiz (tests aside)
#    depends on DemoContent, and no API module (OpenMarketServer, MyBizServer, AnalyticsServer,
#    ToDoServer) on another.
# Usage: .ci/check-client-products.sh [PACKAGE_DIR]   (the repository by default)
set -euo pipefail
package=${1:-$(cd "$(dirname "$0")/.." && pwd)}
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
# The kits' products and the modules they hold, as an app names them.
kit_products=(Networking NetworkingTesting OpenMarketAPI OpenMarketKit MyBizAPI MyBizKit Analytics AnalyticsTesting
  ToDoKit ToDoAccountKit AppFolders Locks ImageFormats ISODates Money ICalendar)

swiftpm() { # swiftpm DIR ARGUMENTS… > OUTPUT: `swift package` quietly, its log shown only when it fails
  local directory=$1; shift
  swift package --package-path "$directory" "$@" 2> "$work/swiftpm.log" || { cat "$work/swiftpm.log" >&2; exit 1; }
}

# 1. A repository holding the working tree as it is (tracked and new files, .gitignore respected), at
#    a path ending in /mybiz, so the package's identity is the one docs/kits.md names.
mkdir -p "$work/repository/mybiz"
(cd "$package" && git ls-files -z --cached --others --exclude-standard \
  | while IFS= read -r -d '' file; do [[ -e $file ]] && printf '%s\0' "$file"; done \
  | tar --null -T - -cf -) | tar -xf - -C "$work/repository/mybiz"
git -C "$work/repository/mybiz" init -q -b main
git -C "$work/repository/mybiz" add -A
git -C "$work/repository/mybiz" -c user.name=check -c user.email=check@localhost commit -qm "the working tree"

# The first app uses every kit product; the second is the manifest README.md shows, with its address
# made this copy's.
app="$work/every-kit"
mkdir -p "$app/Sources/KitsApp" "$app/Tests/KitsAppTests"
{
  echo '// swift-tools-version:6.2'
  echo 'import PackageDescription'
  echo 'let package = Package('
  echo '    name: "KitsApp",'
  echo '    platforms: [.iOS(.v16), .macOS(.v13), .tvOS(.v16), .watchOS(.v9), .visionOS(.v1)],'
  echo "    dependencies: [.package(url: \"file://$work/repository/mybiz\", branch: \"main\")],"
  echo '    targets: ['
  echo '        .target(name: "KitsApp", dependencies: ['
  for product in "${kit_products[@]}"; do
    [[ $product == *Testing ]] || echo "            .product(name: \"$product\", package: \"mybiz\"),"
  done
  echo '        ]),'
  echo '        .testTarget(name: "KitsAppTests", dependencies: ['
  echo '            "KitsApp",'
  for product in "${kit_products[@]}"; do
    [[ $product == *Testing ]] && echo "            .product(name: \"$product\", package: \"mybiz\"),"
  done
  echo '        ]),'
  echo '    ]'
  echo ')'
} > "$app/Package.swift"

python3 - "$package/README.md" "$work/readme-app" "file://$work/repository/mybiz" <<'PYTHON'
import pathlib, re, sys

readme, app, address = pathlib.Path(sys.argv[1]).read_text(), pathlib.Path(sys.argv[2]), sys.argv[3]
blocks = re.findall(r"^```swift\n(// swift-tools-version.*?)^```", readme, re.M | re.S)
if len(blocks) != 1:
    sys.exit(f"README.md should show one app manifest (a ```swift block starting with // swift-tools-version); it shows {len(blocks)}.")
manifest, count = re.subn(r'\.package\(url: "[^"]*mybiz\.git"', f'.package(url: "{address}"', blocks[0])
if count != 1:
    sys.exit("README.md's app manifest should name the repository once, by a URL ending in mybiz.git.")
app.mkdir(parents=True)
(app / "Package.swift").write_text(manifest)
PYTHON

# Every target gets one source file importing the products it names.
for directory in "$work/every-kit" "$work/readme-app"; do
  python3 - "$directory" <<'PYTHON'
import pathlib, re, sys

app = pathlib.Path(sys.argv[1])
manifest = (app / "Package.swift").read_text()
for kind, name, rest in re.findall(r'\.(target|testTarget)\(name: "([^"]+)"(.*?)\]\)', manifest, re.S):
    folder = app / ("Tests" if kind == "testTarget" else "Sources") / name
    folder.mkdir(parents=True, exist_ok=True)
    imports = re.findall(r'\.product\(name: "([^"]+)"', rest) + re.findall(r'^\s*"([^"]+)",', rest, re.M)
    (folder / f"{name}.swift").write_text("".join(f"import {module}\n" for module in imports)
                                          + f"let {name[0].lower() + name[1:]}Built = true\n")
PYTHON
done

for directory in "$work/every-kit" "$work/readme-app"; do
  swiftpm "$directory" show-dependencies > "$directory.tree.txt"
  swiftpm "$directory" show-dependencies --format json > "$directory.tree.json"
done
swiftpm "$work/every-kit/.build/checkouts/mybiz" dump-package > "$work/kits-manifest.json"

python3 - "$work/kits-manifest.json" "$work/every-kit.tree.json" "$work/readme-app.tree.json" "${kit_products[@]}" <<'PYTHON'
import json, sys

manifest, trees = json.load(open(sys.argv[1])), [json.load(open(path)) for path in sys.argv[2:4]]
kit_products = sys.argv[4:]
ALLOWED = {"mybiz", "swift-log", "swift-http-types"}
PLATFORMS = {"ios": "16.0", "macos": "13.0", "tvos": "16.0", "watchos": "9.0", "visionos": "1.0"}
SERVER_TARGETS = {"ServerObservability", "ServerDatabase", "ServerSecurity", "ServerHTTP", "WebPages", "DemoContent",
                  "OpenMarketServer", "MyBizServer", "AnalyticsServer", "ToDoServer", "Server", "APIDocuments",
                  "Imaging", "CImagingCodecs", "NetworkingAsyncHTTPClient", "OpenMarketKitImaging", "mybiz"}
problems = []

def identities(node):
    for child in node["dependencies"]:
        yield child["identity"]
        yield from identities(child)

for app, tree in zip(["The app using every kit", "README.md's app"], trees):
    for extra in sorted(set(identities(tree)) - ALLOWED):
        problems.append(f"{app} resolves {extra}; the kits may bring only swift-log and swift-http-types.")
declared = {entry["platformName"]: entry["version"] for entry in manifest.get("platforms") or []}
if declared != PLATFORMS:
    problems.append(f"the kits' platforms line is {declared}; it must be {PLATFORMS}.")
products = {product["name"] for product in manifest["products"]}
for missing in sorted(set(kit_products) - products):
    problems.append(f"{missing} is not a product of the kits' manifest.")
for target in manifest["targets"]:
    if target["type"] == "system":
        problems.append(f"the kits' manifest has a system library, {target['name']}.")
    if target["name"] in SERVER_TARGETS:
        problems.append(f"the kits' manifest has {target['name']}, a target of the server.")
if problems:
    print("The kits are not what an app may depend on:", file=sys.stderr)
    for problem in problems:
        print(f"  - {problem}", file=sys.stderr)
    sys.exit(1)
PYTHON
for directory in "$work/every-kit" "$work/readme-app"; do
  (cd "$directory" && swift build --build-tests > "$directory.build.log" 2>&1) \
    || { tail -40 "$directory.build.log" >&2; echo "${directory##*/}: an app depending on the kits does not build." >&2; exit 1; }
done
echo "README.md's app, depending on the kits by URL, resolves only these packages, and builds (as does an app using every kit product):"
sed 's/^/  /' "$work/readme-app.tree.txt"
# The kits' tests on the kits' manifest alone, in the copy (so the repository's Package.resolved,
# which that manifest would rewrite with two packages, stays as it is).
(cd "$work/repository/mybiz" && MYBIZ_KITS_ONLY=1 swift test > "$work/kit-tests.log" 2>&1) \
  || { tail -40 "$work/kit-tests.log" >&2; echo "The kits' tests fail on the kits' manifest alone." >&2; exit 1; }
grep -E "Test run with [0-9]+ tests" "$work/kit-tests.log" | sed "s/^/The kits' tests on their own manifest: /"

# 2. The layers of the whole repository.
swiftpm "$package" dump-package > "$work/manifest.json"
python3 - "$work/manifest.json" <<'PYTHON'
import json, sys

manifest = json.load(open(sys.argv[1]))
problems = []
API_MODULES = {"OpenMarketServer", "MyBizServer", "AnalyticsServer", "ToDoServer"}
for target in manifest["targets"]:
    if target["type"] == "test" or target["name"] in {"Server", "mybiz", "ServerTestSupport", "TestSupport", "MyBizTestSupport"}:
        continue
    named = {dependency.get("byName", [None])[0] for dependency in target["dependencies"]}
    if "DemoContent" in named and target["name"] != "DemoContent":
        problems.append(f"{target['name']} depends on DemoContent; only the composition (Server, mybiz) may.")
    if target["name"] in API_MODULES and named & (API_MODULES - {target["name"]}):
        problems.append(f"{target['name']} depends on another API module: {', '.join(sorted(named & API_MODULES))}.")
if problems:
    print("The server's layers are mixed:", file=sys.stderr)
    for problem in problems:
        print(f"  - {problem}", file=sys.stderr)
    sys.exit(1)
print("Only the composition depends on DemoContent, and no API module on another.")
PYTHON
