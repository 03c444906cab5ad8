#!/usr/bin/env bash
# Makes a scratch Swift package whose targets are symlinks into this repository, so the
# routing engine, its tests and RouteBench build without touching the main package:
#   Benchmarks/routing/make-scratch-package.sh /tmp/routepkg
#   (cd /tmp/routepkg && swift test && swift build -c release --product RouteBench)
set -euo pipefail
pkg="${1:?where to make the package}"
repo="$(cd "$(dirname "$0")/../.." && pwd)"
mkdir -p "$pkg/Sources/Import" "$pkg/Tests"
for t in Localization Geo Model OpeningHours CZlib OSMReader Routing; do ln -sfn "$repo/Sources/$t" "$pkg/Sources/$t"; done
ln -sfn "$repo/Sources/Import/Walking" "$pkg/Sources/Import/Walking"
ln -sfn "$repo/Benchmarks/routing/RouteBench" "$pkg/Sources/RouteBench"
ln -sfn "$repo/Tests/TestSupport" "$pkg/Tests/TestSupport"
ln -sfn "$repo/Tests/RoutingTests" "$pkg/Tests/RoutingTests"
ln -sfn "$repo/Tests/ImportTests/Walking" "$pkg/Tests/WalkingTests"
ln -sfn "$repo/Data" "$pkg/Data"
cat > "$pkg/Package.swift" <<'SWIFT'
// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "RoutePkg",
    targets: [
        .target(name: "Localization"),
        .target(name: "Geo"),
        .target(name: "OpeningHours", dependencies: ["Localization"]),
        .target(name: "Model", dependencies: ["Geo", "OpeningHours", "Localization"]),
        .systemLibrary(name: "CZlib", pkgConfig: "zlib"),
        .target(name: "OSMReader", dependencies: ["CZlib"]),
        .target(name: "Routing", dependencies: ["Geo", "Localization"]),
        .target(name: "Import", dependencies: ["Geo", "Routing", "OSMReader"]),
        .target(name: "TestSupport", dependencies: ["Model", "Geo", "Routing"], path: "Tests/TestSupport"),
        .executableTarget(name: "RouteBench", dependencies: ["Geo", "Routing", "Import", "OSMReader"]),
        .testTarget(name: "RoutingTests", dependencies: ["Routing", "Geo", "Import", "OSMReader", "TestSupport"]),
        .testTarget(name: "WalkingTests", dependencies: ["Import", "Model", "TestSupport"]),  // as ImportTests
    ]
)
SWIFT
echo "made $pkg"
