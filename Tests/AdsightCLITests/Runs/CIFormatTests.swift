@testable import AdsightCLI
import Foundation
import Testing

/// `check --format github` and `--format markdown` (`cli.md`, "More formats").
@Suite struct CIFormatTests {
    @Test func githubCommands() throws {
        let s = try RunsScratch(); defer { s.remove() }
        let out = s.check(RunsScratch.inputs + [CheckFixtures.invalid], format: .github).stdout
        let lines = out.split(separator: "\n").map(String.init)
        #expect(lines.count == 3)
        // Errors first (the invalid session's and c-error's), then the warning; each on its file's line.
        #expect(lines[0].hasPrefix("::error file=\(CheckFixtures.error),line="))
        #expect(lines[0].contains(",title=ad-main-thread::"))
        #expect(lines[1].hasPrefix("::error file=\(CheckFixtures.invalid),line=4,col="))
        #expect(lines[2].hasPrefix("::warning file=\(CheckFixtures.warning),line="))
        #expect(lines[2].contains(",title=ad-allow-actions::"))
    }

    /// A run that exits 2 for an input it cannot use or too few sessions says so in errors
    /// of its own, before the sessions' (the job fails: the annotations say why).
    @Test func githubNamesWhatMakesTheRunExitTwo() throws {
        let s = try RunsScratch(); defer { s.remove() }
        var options = s.options([CheckFixtures.clean, s.absolute("gone.jsonl")])
        options.minSessions = 5; options.minSessionsSource = "--min-sessions"
        let result = CheckAction(options: options, format: .github).perform()
        #expect(result.exitCode == ExitStatus.usage)
        let lines = result.stdout.split(separator: "\n").map(String.init)
        #expect(lines.count == 2, "\(result.stdout)")
        #expect(lines.first?.hasPrefix("::error title=adsight input::\(s.absolute("gone.jsonl")): ") == true, "\(result.stdout)")
        #expect(lines.last == "::error title=adsight::the run holds 1 session; --min-sessions asks for at least 5")
        // The markdown summary says the same under its headline.
        let md = CheckAction(options: options, format: .markdown).perform().stdout
        #expect(md.contains("**The run exits 2:**\n\n- \(MarkdownText.escape(s.absolute("gone.jsonl")))"), "\(md)")
        #expect(md.contains("- the run holds 1 session; --min-sessions asks for at least 5\n"), "\(md)")
    }

    /// A session's format warnings (here two event names adsession/1 does not define) are
    /// one warning at the first, on its line and column, saying how many more there are.
    @Test func githubShowsASessionsFormatWarnings() throws {
        let s = try RunsScratch(); defer { s.remove() }
        let clean = try String(contentsOfFile: CheckFixtures.clean, encoding: .utf8)
        let lines = clean.split(separator: "\n").count
        let file = s.absolute("odd.jsonl")
        try (clean + #"{"t": 96.0, "event": "bannerViewWillRotate:", "ad": "banner"}"# + "\n"
             + #"{"t": 97.0, "event": "app.shake"}"# + "\n").write(toFile: file, atomically: false, encoding: .utf8)
        let out = s.check([file], format: .github).stdout.split(separator: "\n").map(String.init)
        let warning = try #require(out.first { $0.contains("title=adsession format warning") }, "\(out)")
        #expect(warning.hasPrefix("::warning file=\(file),line=\(lines + 1),col="), "\(warning)")
        #expect(warning.contains("bannerViewWillRotate:") && warning.hasSuffix(" (and 1 more warning)"), "\(warning)")
        // The markdown summary lists the file, its count and its first warning.
        let md = s.check([file], format: .markdown).stdout
        #expect(md.contains("### Format warnings\n\n| File | Warnings | First |\n| --- | ---: | --- |\n| \(MarkdownText.escape(file)) | 2 | line \(lines + 1), column "), "\(md)")
    }

    @Test func githubCapSaysHowManyWereLeftOut() throws {
        let s = try RunsScratch(); defer { s.remove() }
        let bytes = try Data(contentsOf: URL(fileURLWithPath: CheckFixtures.error))
        try FileManager.default.createDirectory(atPath: s.absolute("many"), withIntermediateDirectories: true)
        for i in 0..<60 { try bytes.write(to: URL(fileURLWithPath: s.absolute("many/s\(i).jsonl"))) }
        let lines = s.check([s.absolute("many")], format: .github).stdout.split(separator: "\n")
        #expect(lines.count == CheckGitHub.limit + 1)
        #expect(lines.last == "::notice title=adsight::10 more of 60 annotations were left out; see the site or check --format text")
    }

    @Test func workflowEscapes() {
        let c = WorkflowCommand(command: "error", properties: [("file", "a,b:c.jsonl"), ("title", "r")], message: "50% done\nnext")
        #expect(c.text == "::error file=a%2Cb%3Ac.jsonl,title=r::50%25 done%0Anext")
    }

    @Test func markdownSummary() throws {
        let s = try RunsScratch(); defer { s.remove() }
        try s.baseline("base.json", from: s.check().stdout) { _, sessions in
            sessions.removeAll { $0["id"] as? String == BaselineComparisonTests.warning }
        }
        let md = s.check(format: .markdown, baseline: "base.json", siteURL: "https://ci.example/site/").stdout
        #expect(md.hasPrefix("## adsight: 3 sessions, 2 failing\n"))
        #expect(md.contains("| 1 | 0 | 1 | 1 | 0 |"))
        #expect(md.contains("[toprated-refuses-action](https://ci.example/site/sessions/toprated-refuses-action.html)"))
        #expect(md.contains("[ad-main-thread](https://ci.example/site/notes/ad-main-thread.html)"))
        #expect(md.contains("[Open the full report](https://ci.example/site/index.html)"))
        // Without --site-url nothing is linked.
        #expect(!s.check(format: .markdown).stdout.contains("]("))
    }

    /// Text from sessions never becomes markup: a hostile id stays text in a table cell.
    @Test func markdownEscapes() {
        #expect(MarkdownText.escape("a|b <script>*x*_y_ [l](u) `c` ~s~ &amp;\nz") == "a\\|b \\<script\\>\\*x\\*\\_y\\_ \\[l\\](u) \\`c\\` \\~s\\~ \\&amp;\\\\nz")
        #expect(MarkdownText.url("https://x/a b", "c(d).html") == "https://x/a%20b/c%28d%29.html")
    }

    /// The summary renders as GitHub-flavoured Markdown with cmark-gfm: its tables become
    /// tables, its links links, and a hostile session id no element.
    @Test(.enabled(if: FileManager.default.isExecutableFile(atPath: "/usr/bin/cmark-gfm")))
    func rendersWithCmarkGFM() throws {
        let s = try RunsScratch(); defer { s.remove() }
        let text = try String(contentsOfFile: CheckFixtures.error, encoding: .utf8)
            .replacingOccurrences(of: "\"toprated-background-layout\"", with: "\"<img src=x onerror=alert(1)>|x\"")
        try s.write("hostile.jsonl", text)
        try s.baseline("base.json", from: s.check().stdout) { _, _ in }
        let md = s.check(RunsScratch.inputs + [s.absolute("hostile.jsonl")], format: .markdown, baseline: "base.json", siteURL: "https://ci.example/site").stdout
        try s.write("summary.md", md)
        let p = Process()
        p.executableURL = URL(fileURLWithPath: "/usr/bin/cmark-gfm")
        p.arguments = ["--extension", "table", "--extension", "autolink", "--extension", "strikethrough", s.absolute("summary.md")]
        let pipe = Pipe()
        p.standardOutput = pipe
        try p.run()
        let html = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        p.waitUntilExit()
        #expect(p.terminationStatus == 0)
        #expect(html.components(separatedBy: "<table>").count - 1 == 3)   // since the baseline, new failures, failing rules
        #expect(html.contains("<a href=\"https://ci.example/site/notes/ad-main-thread.html\">ad-main-thread</a>"))
        #expect(!html.contains("<img"))
        #expect(html.contains("&lt;img src=x onerror=alert(1)&gt;|x"))
    }

    /// A `--site-url` that is not http(s) links nothing, with a warning, as `--run-url`.
    @Test func aSiteURLThatIsNoWebAddressLinksNothing() throws {
        let s = try RunsScratch(); defer { s.remove() }
        let r = s.check(format: .markdown, siteURL: "javascript:alert(1)//")
        #expect(r.stderr.contains("warning: --site-url javascript:alert(1)// is not an http: or https: URL"), "\(r.stderr)")
        #expect(!r.stdout.contains("javascript:") && r.stdout == s.check(format: .markdown).stdout)
    }
}
