@testable import AdsightSite
import Foundation
import Testing
import TestScratch

/// Every page type loads in headless Chromium without console errors or CSP violations,
/// and is not blank. Skipped, saying so, only when no chromium is installed.
@Suite(.serialized) struct ChromiumTests {
    static let chromium = ["/usr/bin/chromium", "/usr/bin/chromium-browser", "/usr/bin/google-chrome"]
        .first { FileManager.default.isExecutableFile(atPath: $0) }

    static let pages: [(String, String)] = [
        ("index.html", "Ad session report"),
        ("sessions/table-app-iphone-017.html", "Top rated tab, iPhone"),
        ("sessions/broken-clock.html", "Errors"),
        ("notes/banner-never-empty.html", "Never show an empty banner"),
        // A site of 1,010 sessions (`PagedFixture`): its dashboard, a further page of its
        // sessions table and of a note's failing sessions.
        ("paged/index.html", "1–500 of 1\u{202F}010"),
        ("paged/sessions-2.html", "Sessions 501–1\u{202F}000"),
        ("paged/notes/banner-never-empty.failed-2.html", "501–505 of 505"),
        // With a baseline and three runs of history: the trend, the comparison, a sparkline.
        ("runs/index.html", "Since the baseline"),
        ("runs/notes/banner-never-empty.html", "Newly failing since the baseline"),
        // A session's page and the chart of its runs it shows as an image.
        ("runs/sessions/magazine-ipad-modeless.html", "Across runs"),
    ]

    static let site: URL? = {
        guard var files = try? SiteFixture.site(), let paged = try? PagedFixture.site(), let runs = try? SiteFixture.siteWithRuns() else { return nil }
        for (path, bytes) in paged { files["paged/" + path] = bytes }
        for (path, bytes) in runs { files["runs/" + path] = bytes }
        let dir = ProcessScratch.url("chromium")
        try? FileManager.default.removeItem(at: dir)
        for (path, bytes) in files {
            let url = dir.appendingPathComponent(path)
            try? FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try? Data(bytes).write(to: url)
        }
        return dir
    }()

    @Test(arguments: pages)
    func pageRendersCleanly(path: String, heading: String) throws {
        guard let chromium = Self.chromium else {
            print("SKIPPED ChromiumTests: no chromium found (install it with .tools/install-deps --test)")
            return
        }
        let site = try #require(Self.site)
        let (dom, log) = try Self.load(chromium, site.appendingPathComponent(path))
        #expect(dom.contains("<main"), "blank render of \(path)")
        #expect(dom.contains(heading), "\(path) does not show \(heading)")
        for bad in ["Uncaught", "Refused to", "Content Security Policy", "Failed to load resource"] {
            #expect(!log.contains(bad), "\(path): \(log.split(separator: "\n").filter { $0.contains(bad) }.joined(separator: "\n"))")
        }
        if path == "runs/index.html" {
            #expect(dom.contains("<svg class=\"trend\""), "no trend chart")
            #expect(!dom.contains("javascript:"), "a run URL that is not http(s) became a link")
        }
        if ["index.html", "paged/index.html", "paged/sessions-2.html"].contains(path) {
            #expect(dom.contains("<button type=\"button\">"), "the script did not add sorting buttons")
            #expect(!dom.contains("id=\"filters\" hidden"), "the script did not reveal the filters")
        }
    }

    /// The page's DOM after its scripts ran, and Chromium's log.
    static func load(_ chromium: String, _ page: URL, width: Int = 1280, dark: Bool = false) throws -> (dom: String, log: String) {
        // A profile of its own, removed after: a profile left by an earlier run whose lock names
        // a pid now used by another process would look in use.
        let profile = FileManager.default.temporaryDirectory.appendingPathComponent("adsight-chromium-profile-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: profile) }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: chromium)
        process.arguments = ["--headless=new", "--no-sandbox", "--disable-gpu", "--user-data-dir=" + profile.path,
                             "--enable-logging=stderr", "--v=0", "--virtual-time-budget=2000", "--window-size=\(width),1200",
                             "--dump-dom", page.absoluteString] + (dark ? ["--force-dark-mode"] : [])
        let out = Pipe(), err = Pipe()
        process.standardOutput = out; process.standardError = err
        try process.run()
        let dom = String(decoding: out.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        let log = String(decoding: err.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        return (dom, log)
    }

    /// No page scrolls sideways on a desktop or a phone-sized window: what is wider than the
    /// window (a long table, a timeline) scrolls in its own box. A copy of each page loads a
    /// probe script (same origin, as the pages' policy allows) that writes the document's
    /// width beside the window's into the DOM.
    @Test(arguments: pages.map(\.0), [1280, 500])
    func pageDoesNotScrollSideways(path: String, width: Int) throws {
        guard let chromium = Self.chromium else {
            print("SKIPPED pageDoesNotScrollSideways: no chromium found")
            return
        }
        let site = try #require(Self.site)
        let page = site.appendingPathComponent(path)
        let depth = path.split(separator: "/").count - 1
        let probe = String(repeating: "../", count: depth) + "width-probe.js"
        try Data(Self.widthProbe.utf8).write(to: site.appendingPathComponent("width-probe.js"))
        let copy = page.deletingPathExtension().appendingPathExtension("probe-\(width).html")
        let html = try String(contentsOf: page, encoding: .utf8)
        try Data(html.replacingOccurrences(of: "</body>", with: "<script src=\"\(probe)\"></script></body>").utf8).write(to: copy)
        defer { try? FileManager.default.removeItem(at: copy) }
        let (dom, _) = try Self.load(chromium, copy, width: width)
        let found = try #require(dom.firstMatch(of: try Regex(#"data-widths="([0-9]+) ([0-9]+)""#)), "\(path): the probe did not run")
        let window = Int(found.output[1].substring ?? "") ?? -1, document = Int(found.output[2].substring ?? "") ?? -2
        #expect(document <= window, "\(path) at \(width) px: the page is \(document) px wide in a \(window) px window")
    }

    static let widthProbe = """
        window.addEventListener("load", () => {
          const root = document.documentElement;
          document.body.setAttribute("data-widths", root.clientWidth + " " + root.scrollWidth);
        });
        """

    /// With scripts on, the tooltip of each event mark of a session page, which names its
    /// lines only (the log shows every line), reads as the tooltip listing its events that a
    /// page without that log has: `site.js` writes what the rows say into it.
    @Test func markTooltipsAreWrittenFromTheLog() throws {
        guard let chromium = Self.chromium else {
            print("SKIPPED markTooltipsAreWrittenFromTheLog: no chromium found")
            return
        }
        let site = try #require(Self.site)
        let sessions = try SiteFixture.sessions()
        let names = PageNames.sessionNames(ids: sessions.map(\.report.id), files: sessions.map(\.report.file))
        var compared = 0
        for (s, name) in zip(sessions, names) {
            guard let session = s.session, s.report.valid else { continue }
            let (dom, _) = try Self.load(chromium, site.appendingPathComponent("sessions/\(name).html"))
            var full = TimelineSVG(scan: SessionScan(session), events: session.events, names: SessionPage.names(session.events), failures: [])
            #expect(full.titlesFromLog, "\(name): a short session's marks name their lines")
            full.titlesFromLog = false
            let expected = Self.markTitles(full.render(title: "").svg.description)
            #expect(!expected.isEmpty)
            #expect(Self.markTitles(dom) == expected, "\(name)")
            #expect(expected.contains { $0.contains(" s, line ") })
            compared += expected.count
        }
        #expect(compared > 20)
    }

    /// A timeline span is a line stroked one unit thick and stretched to its row (`SpanRow`):
    /// the pointer over the middle of each span finds that span, so its tooltip is the one
    /// shown. A copy of each session page loads a script of the test's (`span-hits.js`) that
    /// lets the marks and labels drawn over the spans pass the pointer through, asks
    /// `elementFromPoint` at each span's middle and writes what it found into the page.
    @Test func thePointerOverASpanFindsItsTooltip() throws {
        guard let chromium = Self.chromium else {
            print("SKIPPED thePointerOverASpanFindsItsTooltip: no chromium found")
            return
        }
        let site = try #require(Self.site)
        try Data(Self.spanHits.utf8).write(to: site.appendingPathComponent("span-hits.js"))
        let sessions = try SiteFixture.sessions()
        let names = PageNames.sessionNames(ids: sessions.map(\.report.id), files: sessions.map(\.report.file))
        var checked = 0
        for (s, name) in zip(sessions, names) where s.session != nil && s.report.valid {
            let page = try String(contentsOf: site.appendingPathComponent("sessions/\(name).html"), encoding: .utf8)
            let copy = site.appendingPathComponent("sessions/\(name).hits.html")
            try Data(page.replacingOccurrences(of: "</head>", with: "<script src=\"../span-hits.js\" defer></script>\n</head>").utf8).write(to: copy)
            let (dom, _) = try Self.load(chromium, copy)
            let found = try #require(dom.firstMatch(of: try Regex(#"data-span-hits="([0-9]+) ([0-9]+)([^"]*)""#)), "\(name): the script did not run")
            #expect(found.output[2].substring == "0", "\(name): spans the pointer misses: \(found.output[3].substring ?? "")")
            checked += Int(found.output[1].substring ?? "") ?? 0
        }
        #expect(checked > 30)
    }

    /// The script `thePointerOverASpanFindsItsTooltip` adds to a page: the count of spans
    /// checked, of those the pointer misses, and the first few missed. A busy span one unit
    /// wide may lie under the span starting at its pixel (`SpanRow`), so it is not checked.
    static let spanHits = """
        window.addEventListener("load", function () {
          // Through each element's style: a page's style sheet read from a file is not the page's to change.
          document.querySelectorAll("svg.timeline text, svg.timeline .ev, svg.timeline .bline, svg.timeline .bm").forEach(function (e) {
            e.style.pointerEvents = "none";
          });
          var n = 0, missed = [];
          document.querySelectorAll("svg.timeline .bars path").forEach(function (p) {
            if (p.parentNode.getAttribute("class") === "s-busy" && /h1$/.test(p.getAttribute("d"))) { return; }
            p.scrollIntoView({ block: "center", inline: "center" });
            var r = p.getBoundingClientRect();
            var e = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
            n += 1;
            if (e !== p) { missed.push(p.getAttribute("d") + " " + p.textContent + " found " + (e ? e.tagName : "nothing")); }
          });
          document.body.setAttribute("data-span-hits", n + " " + missed.length + " " + missed.slice(0, 5).join(" | ").replace(/"/g, "'"));
        });
        """

    /// The tooltips of a drawing's event marks (`<a href=#L12><title>…`), unescaped.
    static func markTitles(_ markup: String) -> [String] {
        let mark = try! Regex(#"<a href="?#L[0-9]+"?><title>([^<]*)</title>"#)
        return markup.matches(of: mark).map { match in
            var t = String(match.output[1].substring ?? "")
            for (entity, c) in [("&lt;", "<"), ("&gt;", ">"), ("&quot;", "\""), ("&#39;", "'"), ("&amp;", "&")] {
                t = t.replacingOccurrences(of: entity, with: c)
            }
            return t
        }
    }
}
