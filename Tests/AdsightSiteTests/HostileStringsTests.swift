import AdsightCLI
import Foundation
import Testing

/// Every string a session or a note can carry reaches HTML, attributes, SVG, JSON and JUnit
/// XML escaped for its context: in headless Chromium no injected script runs (the payloads
/// would set the title to PWNED), no handler, script URL or foreign element appears, no
/// control or bidi character survives; summary.json and junit.xml parse and validate.
@Suite(.serialized) struct HostileStringsTests {
    static let chromium = ["/usr/bin/chromium", "/usr/bin/chromium-browser", "/usr/bin/google-chrome"]
        .first { FileManager.default.isExecutableFile(atPath: $0) }

    @Test func buildJudgesHostileSessionsAndExitsTwo() throws {
        let built = try HostileSite.built.get()
        #expect(built.result.exitCode == 2, "an invalid session and a malformed note: \(built.result.stderr)")
        #expect(built.result.stderr.contains("notes/bad.md:2:"))
        #expect(built.files.contains("notes/hostile-note.html"))
        #expect(built.files.filter { $0.hasPrefix("sessions/") && $0.hasSuffix(".html") }.count == 2)
        #expect(built.files.filter { $0.hasPrefix("sessions/") && $0.hasSuffix(".runs.svg") }.count == 2)
    }

    @Test func everyShownFieldIsEscapedAndNoRawPayloadRemains() throws {
        let built = try HostileSite.built.get()
        let html = built.files.filter { $0.hasSuffix(".html") }.map(built.text).joined()
        for f in HostileSite.shownFields {
            #expect(html.contains("\(f):&lt;script&gt;document.title=&#39;PWNED&#39;"), "field \(f) is not shown escaped")
        }
        for raw in ["<script>document", "<svg onload", "<img src=x", "'><", "</title></style>"] {
            #expect(!html.contains(raw), "\(raw) reached a page unescaped")
        }
    }

    /// Page names are safe whatever the id and file name say (PageNames).
    @Test func pageNamesStayInsideTheSite() throws {
        let built = try HostileSite.built.get()
        for f in built.files {
            #expect(f.unicodeScalars.allSatisfy { ("a"..."z").contains($0) || ("0"..."9").contains($0) || "-_./".unicodeScalars.contains($0) }, "unsafe file name \(f)")
        }
        let outside = try FileManager.default.contentsOfDirectory(atPath: built.root).sorted()
        #expect(outside == ["home", "in", "notes", "site"], "something was written outside the site")
    }

    @Test func outputFilesHoldNoControlOrBidiCharacters() throws {
        let built = try HostileSite.built.get()
        for f in built.files where f.hasSuffix(".html") || f.hasSuffix(".xml") {
            let bad = built.text(f).unicodeScalars.filter { s in
                let v = s.value
                return (v < 0x20 && v != 0x09 && v != 0x0A && v != 0x0D) || (0x7F...0x9F).contains(v)
                    || (0x202A...0x202E).contains(v) || (0x2066...0x2069).contains(v)
            }
            #expect(bad.isEmpty, "\(f): \(bad.map { String($0.value, radix: 16) })")
        }
    }

    static let pages = ["index.html", "notes/hostile-note.html", "sessions/*"]

    @Test(arguments: pages)
    func nothingExecutesInChromium(pattern: String) throws {
        guard let chromium = Self.chromium else {
            Issue.record("no chromium: install it with .tools/install-deps --test"); return
        }
        let built = try HostileSite.built.get()
        let pages = pattern.hasSuffix("*") ? built.files.filter { $0.hasPrefix("sessions/") && $0.hasSuffix(".html") } : [pattern]
        #expect(!pages.isEmpty)
        for page in pages {
            let (dom, log) = try Self.render(chromium, built.site + "/" + page, profile: built.root + "/profile")
            #expect(!log.contains("PWNED") && !log.contains("Uncaught"), "\(page): \(log)")
            let check = try Self.python(["\(HostileSite.tools)/check_dom.py"], stdin: dom)
            #expect(check.status == 0, "\(page): \(check.out)")
        }
    }

    /// The checker is not vacuous: the same payload left unescaped is caught running.
    @Test func theDOMCheckCatchesAnUnescapedPayload() throws {
        guard let chromium = Self.chromium else { Issue.record("no chromium: install it with .tools/install-deps --test"); return }
        let built = try HostileSite.built.get()
        let page = built.root + "/unescaped.html"
        try ("<!DOCTYPE html><html><head><title>ok</title></head><body><main><p>" + HostileSite.payload + "</p></main></body></html>")
            .write(toFile: page, atomically: false, encoding: .utf8)
        let (dom, _) = try Self.render(chromium, page, profile: built.root + "/profile")
        let check = try Self.python(["\(HostileSite.tools)/check_dom.py"], stdin: dom)
        #expect(check.status != 0)
        #expect(check.out.contains("injected script ran"), "\(check.out)")
        #expect(check.out.contains("event handler"), "\(check.out)")
    }

    @Test func summaryAndJUnitParseAndValidate() throws {
        let built = try HostileSite.built.get()
        let ids = built.root + "/ids.json"
        try HostileSite.json([HostileSite.field("id"), HostileSite.invalidFile]).write(toFile: ids, atomically: false, encoding: .utf8)
        let consumers = try Self.python(["\(HostileSite.tools)/check_consumers.py", built.site, "\(HostileSite.tools)/summary.schema.json", ids])
        #expect(consumers.status == 0, "\(consumers.out)")
        let charts = built.files.filter { $0.hasSuffix(".runs.svg") }.map { built.site + "/" + $0 }
        #expect(!charts.isEmpty)
        let xmllint = try Self.run("/usr/bin/xmllint", ["--noout", built.site + "/junit.xml"] + charts)
        #expect(xmllint.status == 0, "\(xmllint.out)")
    }

    @Test func cliTextOutputHasNoRawControlCharacters() throws {
        let built = try HostileSite.built.get()
        let check = CheckAction(options: PipelineOptions(inputs: [built.root + "/in"], notesDirectory: built.root + "/notes")).perform()
        for (name, text) in [("check stdout", check.stdout), ("check stderr", check.stderr), ("build stderr", built.result.stderr)] {
            #expect(!text.unicodeScalars.contains { $0.value == 0x1B || $0.value == 0x07 }, "\(name) carries raw ESC/BEL")
            #expect(!text.unicodeScalars.contains { $0.value == 0x202E }, "\(name) carries a raw bidi override")
        }
    }

    // MARK: - Helpers

    static func render(_ chromium: String, _ file: String, profile: String) throws -> (String, String) {
        let r = try run(chromium, ["--headless=new", "--no-sandbox", "--disable-gpu", "--user-data-dir=" + profile,
                                   "--enable-logging=stderr", "--v=0", "--virtual-time-budget=2000",
                                   "--dump-dom", URL(fileURLWithPath: file).absoluteString])
        return (r.out, r.err)
    }

    static func python(_ args: [String], stdin: String? = nil) throws -> (status: Int32, out: String, err: String) {
        try run("/usr/bin/env", ["python3"] + args, stdin: stdin)
    }

    static func run(_ tool: String, _ args: [String], stdin: String? = nil) throws -> (status: Int32, out: String, err: String) {
        let p = Process()
        p.executableURL = URL(fileURLWithPath: tool)
        p.arguments = args
        let out = Pipe(), err = Pipe(), inp = Pipe()
        p.standardOutput = out; p.standardError = err; p.standardInput = inp
        try p.run()
        let errData = Box()
        let reader = Thread { errData.data = err.fileHandleForReading.readDataToEndOfFile() }
        reader.start()
        if let stdin { inp.fileHandleForWriting.write(Data(stdin.utf8)) }
        try inp.fileHandleForWriting.close()
        let o = out.fileHandleForReading.readDataToEndOfFile()
        p.waitUntilExit()
        while reader.isExecuting || !reader.isFinished { usleep(1000) }
        return (p.terminationStatus, String(decoding: o, as: UTF8.self) + (p.terminationStatus == 0 ? "" : String(decoding: errData.data, as: UTF8.self)),
                String(decoding: errData.data, as: UTF8.self))
    }

    final class Box: @unchecked Sendable { var data = Data() }
}
