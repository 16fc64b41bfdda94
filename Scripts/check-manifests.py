#!/usr/bin/env python3
"""Builds what the docs tell a newcomer to write, in scratch packages outside this checkout, from a clean clone.

Two packages, each from the manifest a document shows:
- `StoreMap`: the README's "Testing your own screen" manifest and test, with a URL dependency (the clone, served
  as a `file://` Git URL under the same name as the README's address), and a `StoresScreen` for the test to drive.
  Its test runs.
- `MyMap`: the "Adding an adapter in your own package" article's manifest, as a path dependency (`package:` is
  then the folder's name, as the article says), with the worked example's sources renamed to the article's
  targets. It builds, and `my-map adapters` lists the plugin.

    python3 Scripts/check-manifests.py [--keep] [--work DIR]

The clone is of HEAD (commit first). Each package builds MapCompat from source: about 15 minutes on two cores.
Exit status 1 when a snippet no longer builds or its test fails.
"""
import argparse
import os
import re
import shutil
import subprocess
import sys
import tempfile

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
ARTICLE = "Sources/MapCompatConformance/MapCompatConformance.docc/AddingAnAdapterInYourOwnPackage.md"

# The screen the README's test drives, written as the README's own NAVER example (Tests/MapCompatTestingTests/
# NaverScreenExample.swift) writes it: a marker whose touch handler opens an info window on it.
STORES_SCREEN = """import NaverStyle

public final class StoresScreen: UIViewController {
    public let naverMapView = NMFNaverMapView(frame: CGRect(x: 0, y: 0, width: 400, height: 800))
    public var mapView: NMFMapView { naverMapView.mapView }
    public let infoWindow = NMFInfoWindow()
    public let store = NMFMarker(position: NMGLatLng(lat: 37.5670, lng: 126.9790))

    public override func viewDidLoad() {
        super.viewDidLoad()
        view.addSubview(naverMapView)
        mapView.moveCamera(NMFCameraUpdate(scrollTo: NMGLatLng(lat: 37.5666, lng: 126.9784), zoomTo: 15))
        infoWindow.dataSource = NMFInfoWindowDefaultTextSource.data()
        store.touchHandler = { [weak self] overlay in
            guard let self, let marker = overlay as? NMFMarker else { return false }
            infoWindow.open(with: marker)
            return true
        }
        store.mapView = mapView
    }
}
"""


def swift_blocks(path):
    """The ```swift blocks of a Markdown file, in order."""
    text = open(os.path.join(ROOT, path), encoding="utf-8").read()
    return re.findall(r"```swift\n(.*?)```", text, re.S)


def run(command, cwd):
    print("$", " ".join(command), f"(in {cwd})", flush=True)
    result = subprocess.run(command, cwd=cwd)
    if result.returncode != 0:
        sys.exit(f"check-manifests.py: failed: {' '.join(command)}")


def write(path, text):
    os.makedirs(os.path.dirname(path), exist_ok=True)
    with open(path, "w", encoding="utf-8") as file:
        file.write(text)


def store_map(work, clone_url):
    """The README's package: its manifest's lines inside `Package(…)`, its test verbatim."""
    blocks = swift_blocks("README.md")
    manifest = next(b for b in blocks if b.startswith("// Package.swift"))
    test = next(b for b in blocks if "ScreenHarness(StoresScreen())" in b)
    body = manifest.split("\n", 1)[1]
    address = re.search(r'\.package\(url: "([^"]+)"', body).group(1)
    body = body.replace(address, clone_url)
    package = os.path.join(work, "StoreMap")
    write(os.path.join(package, "Package.swift"),
          "// swift-tools-version:6.2\nimport PackageDescription\n\nlet package = Package(\n    name: \"StoreMap\",\n"
          + "".join("    " + line + "\n" for line in body.strip().splitlines()) + ")\n")
    write(os.path.join(package, "Sources/StoreMap/StoresScreen.swift"), STORES_SCREEN)
    write(os.path.join(package, "Tests/StoreMapTests/StoreMapTests.swift"), "import StoreMap\n" + test)
    run(["swift", "test"], package)


def my_map(work, clone):
    """The article's package with a path dependency on the clone, the worked example's sources as its targets."""
    manifest = next(b for b in swift_blocks(ARTICLE) if b.startswith("// swift-tools-version"))
    folder = os.path.basename(clone)
    manifest = re.sub(r'\.package\(url: "[^"]+", branch: "main"\)', f'.package(path: "../{folder}")', manifest)
    manifest = manifest.replace('package: "MapCompat"', f'package: "{folder}"')
    package = os.path.join(work, "MyMap")
    write(os.path.join(package, "Package.swift"), manifest)
    names = {"WorkedExampleAdapter": "MyMapAdapter", "WorkedExamplePlugin": "MyMapPlugin"}
    for source, target in [("WorkedExampleAdapter", "MyMapAdapter"), ("WorkedExamplePlugin", "MyMapPlugin"),
                           ("WorkedExampleCLI", "my-map")]:
        for name in sorted(os.listdir(os.path.join(clone, "Tests", source))):
            text = open(os.path.join(clone, "Tests", source, name), encoding="utf-8").read()
            for old, new in names.items():
                text = text.replace(old, new)
            write(os.path.join(package, "Sources", target, name), text)
    write(os.path.join(package, "Tests/MyMapTests/MyMapTests.swift"),
          "import MyMapPlugin\nimport Testing\n\n@Test func thePluginIsTheArticles() {\n"
          "    #expect(MapboxMapsPlugin().id == \"mapbox\")\n}\n")
    run(["swift", "build"], package)
    run(["swift", "run", "my-map", "adapters"], package)
    run(["swift", "test"], package)


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--work", help="the folder to build in (default: a new temporary one)")
    parser.add_argument("--keep", action="store_true", help="keep the folder afterwards")
    options = parser.parse_args()
    work = options.work or tempfile.mkdtemp(prefix="mapcompat-manifests-")
    os.makedirs(work, exist_ok=True)
    try:
        # The README's address ends in `mapcompat.git`, so the package's identity is `mapcompat`; a bare clone of
        # that name keeps it. The path dependency is a working clone, named after its folder.
        bare = os.path.join(work, "mapcompat.git")
        run(["git", "clone", "--quiet", "--bare", ROOT, bare], work)
        clone = os.path.join(work, "mapcompat-checkout")
        run(["git", "clone", "--quiet", bare, clone], work)
        store_map(work, "file://" + bare)
        my_map(work, clone)
        print("check-manifests.py: the README's and the article's packages build, and their tests pass")
    finally:
        if not options.keep:
            shutil.rmtree(work, ignore_errors=True)


if __name__ == "__main__":
    main()
