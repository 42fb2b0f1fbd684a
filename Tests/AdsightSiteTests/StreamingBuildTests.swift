@testable import AdsightCLI
import AdsightRuns
import AdsightSite
import Foundation
import Testing

/// `adsight build` streams (one session in memory at a time), yet writes exactly the site
/// that rendering everything in memory (`SiteBuilder.build` over `Pipeline.run`) gives.
@Suite(.serialized) struct StreamingBuildTests {
    /// The fixtures, plus a second file with an id already used and one whose header is
    /// unreadable, so page names are numbered and fall back to file names.
    func inputs() throws -> URL {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("adsight-stream-\(UUID().uuidString)")
        let sessions = dir.appendingPathComponent("in")
        try FileManager.default.createDirectory(at: sessions.appendingPathComponent("copy"), withIntermediateDirectories: true)
        for name in SiteFixture.files {
            try FileManager.default.copyItem(at: SiteFixture.fixtures.appendingPathComponent("sessions/" + name),
                                             to: sessions.appendingPathComponent(name))
        }
        try FileManager.default.copyItem(at: SiteFixture.fixtures.appendingPathComponent("sessions/table-app-iphone.jsonl"),
                                         to: sessions.appendingPathComponent("copy/again.jsonl"))
        try Data("\n\n{not json\n".utf8).write(to: sessions.appendingPathComponent("copy/garbled.jsonl"))
        return dir
    }

    @Test(arguments: [false, true])
    func streamingBuildEqualsInMemoryBuild(defaultInputs: Bool) throws {
        let dir = try inputs()
        defer { try? FileManager.default.removeItem(at: dir) }
        let options = PipelineOptions(inputs: defaultInputs ? [] : [dir.appendingPathComponent("in").path])
        let result = BuildAction(options: options, out: "site", sourceDateEpoch: "1300000000",
                                 currentDirectory: dir.path, homeDirectory: dir.appendingPathComponent("home").path).perform()
        #expect(result.stdout.contains("\nwrote site/"), "\(result.stderr)")

        let run = Pipeline.run(options)
        let templates = try #require(try? SiteTemplateFiles.load(overrides: nil).get())
        // The build's one run of history (labelled with SOURCE_DATE_EPOCH's time), as the pages show it.
        let historyBytes = FileManager.default.contents(atPath: dir.appendingPathComponent("site/history.jsonl").path).map { [UInt8]($0) } ?? []
        let history = History.read(historyBytes, file: "history.jsonl")
        #expect(history.warnings.isEmpty && history.runs.map(\.run) == ["2011-03-13 07:06 UTC"])
        #expect(history.runs.first?.sessions == run.sessions.count)
        var input = SiteInput(
            sessions: run.sessions.map { SiteSession(report: $0.report, session: $0.session) },
            notes: run.notes.map { SiteNotes.make($0) },
            summaryJSON: Array(CheckJSON.document(run.reports, frame: SummaryFrame(checks: NoteDigests.of(run.notes))).utf8),
            buildTime: BuildTime.iso8601("1300000000"), failOn: options.failOn.rawValue,
            docs: SiteDocs.make())
        input.runs = SiteRuns(history: history.runs)
        var expected = SiteBuilder(templates: templates).build(input)
        expected["history.jsonl"] = History.encode(history.runs)

        let site = dir.appendingPathComponent("site")
        let written = FileManager.default.enumerator(atPath: site.path)!.compactMap { $0 as? String }
            .filter { !$0.hasPrefix(".") && !FileManager.default.isDirectory(site.appendingPathComponent($0)) }.sorted()
        #expect(written == expected.keys.sorted())
        for path in expected.keys.sorted() {
            let bytes = FileManager.default.contents(atPath: site.appendingPathComponent(path).path).map { [UInt8]($0) }
            #expect(bytes == expected[path], "\(path) differs between the streaming and the in-memory build")
        }
        if !defaultInputs {
            #expect(written.contains("sessions/table-app-iphone-017-2.html"), "the second file with one id is numbered")
            #expect(written.contains { $0.hasPrefix("sessions/garbled") }, "a file with no header is named after the file")
        }
    }
}

extension FileManager {
    func isDirectory(_ url: URL) -> Bool {
        var d: ObjCBool = false
        return fileExists(atPath: url.path, isDirectory: &d) && d.boolValue
    }
}
