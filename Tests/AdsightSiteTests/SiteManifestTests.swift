@testable import AdsightCLI
import Foundation
import Testing

/// Rebuilding replaces adsight's own site, but never deletes a file a user put into it.
@Suite(.serialized) struct SiteManifestTests {
    static func build(in dir: URL) -> ActionResult {
        BuildAction(options: PipelineOptions(inputs: []), out: "site", sourceDateEpoch: nil,
                    currentDirectory: dir.path, homeDirectory: dir.appendingPathComponent("home").path).perform()
    }

    static func scratch() throws -> URL {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("adsight-manifest-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir.appendingPathComponent("home"), withIntermediateDirectories: true)
        return dir
    }

    @Test(arguments: ["CNAME", "notes/mine.md", "sessions/extra.html"])
    func aFileTheUserAddedStopsTheRebuildAndSurvives(path: String) throws {
        let dir = try Self.scratch()
        defer { try? FileManager.default.removeItem(at: dir) }
        #expect(Self.build(in: dir).stdout.contains("\nwrote site/"))
        #expect(Self.build(in: dir).stdout.contains("\nwrote site/"), "a clean rebuild replaces the site")
        let file = dir.appendingPathComponent("site/" + path)
        try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data("mine\n".utf8).write(to: file)
        let again = Self.build(in: dir)
        #expect(again.exitCode == 2)
        #expect(again.stderr.contains("it holds \(path), which adsight build did not write"), "\(again.stderr)")
        #expect(FileManager.default.contents(atPath: file.path) == Data("mine\n".utf8))
        // Nothing of the refused build (nor of the clean rebuild before it) is left beside the site.
        let leftovers = try FileManager.default.contentsOfDirectory(atPath: dir.path).filter { $0.contains("adsight-") }
        #expect(leftovers.isEmpty, "\(leftovers)")
    }

    @Test func theMarkerListsEveryFileWritten() throws {
        let dir = try Self.scratch()
        defer { try? FileManager.default.removeItem(at: dir) }
        _ = Self.build(in: dir)
        let site = dir.appendingPathComponent("site")
        let marker = try String(contentsOf: site.appendingPathComponent(SiteWriter.marker), encoding: .utf8)
        let listed = Set(marker.split(separator: "\n").dropFirst().map(String.init))
        let files = FileManager.default.enumerator(atPath: site.path)!.compactMap { $0 as? String }
            .filter { $0 != SiteWriter.marker && StagingFiles.kind(site.appendingPathComponent($0).path) != .directory }
        #expect(Set(files) == listed)
        #expect(listed.contains("index.html") && listed.contains("summary.json"))
    }

    @Test func aSiteMarkedBeforeManifestsIsStillReplaced() throws {
        let dir = try Self.scratch()
        defer { try? FileManager.default.removeItem(at: dir) }
        let site = dir.appendingPathComponent("site")
        try FileManager.default.createDirectory(at: site, withIntermediateDirectories: true)
        try Data(SiteWriter.markerText.utf8).write(to: site.appendingPathComponent(SiteWriter.marker))
        try Data("old\n".utf8).write(to: site.appendingPathComponent("old-page.html"))
        #expect(Self.build(in: dir).stdout.contains("\nwrote site/"))
        #expect(!FileManager.default.fileExists(atPath: site.appendingPathComponent("old-page.html").path))
    }
}
