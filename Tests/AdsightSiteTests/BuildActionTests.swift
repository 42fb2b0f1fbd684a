import AdsightCLI
import Foundation
import Testing

/// `adsight build` writes a site only where it is safe, and exits as cli.md says.
@Suite(.serialized) struct BuildActionTests {
    static let sessions = SiteFixture.fixtures.appendingPathComponent("sessions").path

    func scratch() throws -> URL {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("adsight-build-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        return dir
    }

    func action(_ out: String, cwd: URL, inputs: [String] = [sessions]) -> BuildAction {
        BuildAction(options: PipelineOptions(inputs: inputs), out: out, sourceDateEpoch: nil,
                    currentDirectory: cwd.path, homeDirectory: cwd.appendingPathComponent("home").path)
    }

    @Test(arguments: ["/", ".", "./", "home", ""])
    func refusesDangerousOut(out: String) throws {
        let cwd = try scratch()
        defer { try? FileManager.default.removeItem(at: cwd) }
        let result = action(out, cwd: cwd).perform()
        #expect(result.exitCode == 2)
        #expect(result.stderr.contains("--out"))
    }

    @Test func writesTheSiteWithMarkerAndExitsTwoForAnInvalidSession() throws {
        let cwd = try scratch()
        defer { try? FileManager.default.removeItem(at: cwd) }
        let result = action("site", cwd: cwd).perform()
        #expect(result.exitCode == 2, "broken.jsonl is invalid: \(result.stderr)")
        let site = cwd.appendingPathComponent("site")
        for file in ["index.html", "summary.json", "junit.xml", "assets/style.css", "assets/site.js", ".adsight-site",
                     "sessions/table-app-iphone-017.html", "sessions/broken-clock.html"] {
            #expect(FileManager.default.fileExists(atPath: site.appendingPathComponent(file).path), "missing \(file)")
        }
        // A second build replaces the marked folder and leaves nothing beside it.
        #expect(action("site", cwd: cwd).perform().exitCode == 2)
        let beside = try FileManager.default.contentsOfDirectory(atPath: cwd.path).sorted()
        #expect(beside == ["site"])
    }

    /// The spare an earlier version kept beside the site (`.site.adsight-spare`) is removed by
    /// the next build when it holds only what its marker lists; one holding a file of the
    /// user's is left whole.
    @Test(arguments: [false, true])
    func aSpareOfAnEarlierVersionIsRemovedWhenAllOurs(withUserFile: Bool) throws {
        let cwd = try scratch()
        defer { try? FileManager.default.removeItem(at: cwd) }
        #expect(action("site", cwd: cwd).perform().exitCode == 2)
        let spare = cwd.appendingPathComponent(".site.adsight-spare")
        try FileManager.default.copyItem(at: cwd.appendingPathComponent("site"), to: spare)
        let mine = spare.appendingPathComponent("sessions/mine.txt")
        if withUserFile { try Data("mine\n".utf8).write(to: mine) }
        #expect(action("site", cwd: cwd).perform().exitCode == 2)
        let beside = try FileManager.default.contentsOfDirectory(atPath: cwd.path).sorted()
        #expect(beside == (withUserFile ? [".site.adsight-spare", "site"] : ["site"]))
        if withUserFile { #expect(FileManager.default.contents(atPath: mine.path) == Data("mine\n".utf8)) }
    }

    @Test func neverReplacesAFolderItDidNotWrite() throws {
        let cwd = try scratch()
        defer { try? FileManager.default.removeItem(at: cwd) }
        let mine = cwd.appendingPathComponent("docs")
        try FileManager.default.createDirectory(at: mine, withIntermediateDirectories: true)
        try Data("keep".utf8).write(to: mine.appendingPathComponent("notes.txt"))
        let result = action("docs", cwd: cwd).perform()
        #expect(result.exitCode == 2)
        #expect(result.stderr.contains("not written by adsight"))
        #expect(try String(contentsOf: mine.appendingPathComponent("notes.txt"), encoding: .utf8) == "keep")
    }

    @Test func sameInputsGiveIdenticalSites() throws {
        let cwd = try scratch()
        defer { try? FileManager.default.removeItem(at: cwd) }
        _ = action("a", cwd: cwd).perform()
        _ = action("b", cwd: cwd).perform()
        let a = cwd.appendingPathComponent("a"), b = cwd.appendingPathComponent("b")
        let files = FileManager.default.enumerator(atPath: a.path)!.compactMap { $0 as? String }.sorted()
        #expect(files.count > 10)
        for f in files {
            #expect(FileManager.default.contents(atPath: a.appendingPathComponent(f).path) == FileManager.default.contents(atPath: b.appendingPathComponent(f).path), "\(f) differs")
        }
    }
}
