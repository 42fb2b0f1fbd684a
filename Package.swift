// swift-tools-version:6.0
import Foundation
import PackageDescription

// embedded-templates-digest: ce3e6b90f46100c3

/// Every file under templates/<folder> (sorted), embedded one by one: `.embedInCode`
/// takes files, not folders.
func embeddedTemplates() -> [Resource] {
    let root = Context.packageDirectory + "/templates"
    var out: [Resource] = []
    for folder in ["notes", "site", "scenarios", "recordings", "docs"] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: root + "/" + folder)) ?? []
        for name in names.sorted() where !name.hasPrefix(".") {
            out.append(.embedInCode(folder + "/" + name))
        }
    }
    return out
}

/// adsight: a static dashboard generator for iAd sessions.
///
/// Layering (pure core, I/O at the edges):
/// - `AdsightJSON`: a strict, position-reporting JSON parser over bytes.
/// - `AdsightSession`: the `adsession/1` types and decoder (pure).
/// - `AdsightModel`: the iAd lifecycle model and replay (pure).
/// - `AdsightRules`: the rule language, its evaluator and findings (pure).
/// - `AdsightMarkdown`: the only module that imports cmark.
/// - `AdsightNotes`: notes = Markdown + front matter + checks + examples.
/// - `AdsightSimulator`: seeded scenarios to sessions (pure).
/// - `AdsightRuns`: across runs: baselines compared, history lines encoded and decoded (pure).
/// - `AdsightSite`: HTML/SVG/JSON/JUnit rendering (pure: returns files as bytes).
/// - `AdsightTemplates`: default templates, notes and data compiled into the binary.
/// - `AdsightCLI`: commands, file discovery, reading and writing (the edge).
let package = Package(
    name: "adsight",
    platforms: [.macOS(.v13)],
    products: [
        .executable(name: "adsight", targets: ["adsight"]),
        // For Benchmarks/ (its own package): the pure core, judged in-process stage by stage.
        .library(
            name: "AdsightCore",
            targets: ["AdsightJSON", "AdsightSession", "AdsightModel", "AdsightRules", "AdsightNotes", "AdsightTemplates"]
        ),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
        .package(url: "https://github.com/jpsim/Yams", from: "5.0.1"),
        .package(url: "https://github.com/hummingbird-project/swift-mustache", from: "2.0.0"),
    ],
    targets: [
        .systemLibrary(
            name: "CCmark",
            pkgConfig: "libcmark",
            providers: [.apt(["libcmark-dev"]), .brew(["cmark"])]
        ),
        .target(name: "AdsightJSON"),
        // Linux calls Glibc's module leaves out (renameat2, syncfs, ...), for AdsightCLI.
        .target(name: "CLinuxCalls"),
        .target(name: "AdsightSession", dependencies: ["AdsightJSON"]),
        .target(name: "AdsightModel", dependencies: ["AdsightSession", "AdsightJSON"]),
        .target(name: "AdsightRules", dependencies: ["AdsightSession", "AdsightModel"]),
        .target(name: "AdsightMarkdown", dependencies: ["CCmark"]),
        .target(name: "AdsightYAML"),
        .target(name: "AdsightRuns", dependencies: ["AdsightJSON", "AdsightRules"]),
        .target(
            name: "AdsightNotes",
            dependencies: ["AdsightRules", "AdsightMarkdown", "AdsightSession", "AdsightModel", "AdsightYAML", "Yams"]
        ),
        .target(
            name: "AdsightSimulator",
            dependencies: ["AdsightSession", "AdsightModel", "AdsightYAML", "Yams"]
        ),
        .target(
            name: "AdsightTemplates",
            path: "templates",
            exclude: ["README.md", "notes/.keep", "site/.keep", "scenarios/.keep", "recordings/.keep", "docs/.keep"],
            resources: embeddedTemplates()
        ),
        .target(
            name: "AdsightSite",
            dependencies: [
                "AdsightSession", "AdsightModel", "AdsightRules", "AdsightNotes", "AdsightRuns",
                .product(name: "Mustache", package: "swift-mustache"),
            ]
        ),
        .target(
            name: "AdsightCLI",
            dependencies: [
                "AdsightJSON", "AdsightSession", "AdsightModel", "AdsightRules", "AdsightNotes",
                "AdsightMarkdown", "AdsightSimulator", "AdsightSite", "AdsightTemplates", "AdsightYAML", "Yams", "CLinuxCalls", "AdsightRuns",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        .executableTarget(name: "adsight", dependencies: ["AdsightCLI"]),

        // libFuzzer targets (issue 5): `.tools/fuzz` builds them with -DFUZZING and
        // --sanitize=fuzzer; a plain build makes them corpus-replaying programs.
        .target(name: "FuzzSupport"),
        // The reference evaluator: naive on purpose, for the differential tests only; not
        // linked into `adsight`. Debug builds only (it reads the rules' internal types
        // through `@testable import`); a library so a fuzz target can use it too.
        .target(name: "AdsightReference", dependencies: ["AdsightRules", "AdsightModel", "AdsightSession"]),
        .executableTarget(
            name: "fuzz-session-decoder", dependencies: ["AdsightSession", "FuzzSupport"],
            path: "Sources/FuzzSessionDecoder"
        ),
        .executableTarget(
            name: "fuzz-runs-reader", dependencies: ["AdsightRuns", "FuzzSupport"],
            path: "Sources/FuzzRunsReader"
        ),
        .executableTarget(
            name: "fuzz-rule-parser", dependencies: ["AdsightRules", "FuzzSupport"],
            path: "Sources/FuzzRuleParser"
        ),
        .executableTarget(
            name: "fuzz-rule-engine",
            dependencies: ["AdsightReference", "AdsightRules", "AdsightSession", "AdsightNotes", "AdsightTemplates", "FuzzSupport"],
            path: "Sources/FuzzRuleEngine"
        ),

        .target(name: "TestScratch", path: "Tests/TestScratch"),
        .testTarget(name: "AdsightJSONTests", dependencies: ["AdsightJSON"], resources: [.copy("Fixtures")]),
        .testTarget(name: "AdsightYAMLTests", dependencies: ["AdsightYAML"]),
        .testTarget(name: "AdsightSessionTests", dependencies: ["AdsightSession"], resources: [.copy("Fixtures")]),
        .testTarget(name: "AdsightModelTests", dependencies: ["AdsightModel", "AdsightSession"], resources: [.copy("Fixtures")]),
        .testTarget(name: "AdsightRulesTests", dependencies: ["AdsightRules", "AdsightModel", "AdsightSession"]),
        .testTarget(
            name: "AdsightReferenceTests",
            dependencies: ["AdsightReference", "AdsightRules", "AdsightModel", "AdsightSession", "AdsightSimulator",
                           "AdsightNotes", "AdsightTemplates"]
        ),
        .testTarget(name: "AdsightNotesTests", dependencies: ["AdsightNotes", "AdsightTemplates", "AdsightMarkdown"]),
        .testTarget(name: "AdsightSimulatorTests", dependencies: ["AdsightSimulator", "AdsightTemplates", "AdsightNotes", "AdsightRules"]),
        .testTarget(name: "AdsightSiteTests", dependencies: ["AdsightSite", "AdsightTemplates", "AdsightCLI", "AdsightRuns", "TestScratch"], resources: [.copy("Fixtures"), .copy("Golden")]),
        .testTarget(name: "AdsightCLITests", dependencies: ["AdsightCLI", "AdsightRuns", "TestScratch"], resources: [.copy("Fixtures")]),
    ]
)
