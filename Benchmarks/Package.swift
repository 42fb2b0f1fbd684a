// swift-tools-version:6.0
import PackageDescription

/// In-process benchmarks of adsight's core, stage by stage (decode, replay, judge).
/// Depends on the main package by path; run with `.tools/bench-stages`.
let package = Package(
    name: "adsight-benchmarks",
    platforms: [.macOS(.v13)],
    dependencies: [
        .package(name: "adsight", path: ".."),
    ],
    targets: [
        .executableTarget(
            name: "adsight-bench",
            dependencies: [.product(name: "AdsightCore", package: "adsight")]
        ),
    ]
)
