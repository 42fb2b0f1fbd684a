import AdsightCLI
import Foundation
import Testing
import TestScratch

/// The dashboard's sessions table reads well in a 1280 px window, light or dark, on the
/// bundled default (long titles): each title takes two lines at most and each id one, both
/// keeping their whole text as tooltip, and the last column (Result) is in view without
/// scrolling the table. A copy of the dashboard loads a probe script (`table-probe.js`) that
/// writes what it measured into the DOM.
@Suite(.serialized) struct ChromiumDashboardTests {
    static let site: URL? = {
        let dir = ProcessScratch.url("chromium-default")
        try? FileManager.default.removeItem(at: dir)
        try? FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        let result = BuildAction(options: PipelineOptions(), out: "site", sourceDateEpoch: nil, currentDirectory: dir.path,
                                 homeDirectory: dir.appendingPathComponent("home").path).perform()
        return result.exitCode == 2 ? nil : dir.appendingPathComponent("site")
    }()

    @Test(arguments: [false, true])
    func sessionTitlesFitAndResultShowsAt1280(dark: Bool) throws {
        guard let dom = try Self.probed("table-\(dark)", script: Self.probe, width: 1280, dark: dark) else { return }
        let found = try #require(dom.firstMatch(of: try Regex(#"data-table="([0-9]+) ([0-9]+) ([0-9]+) ([0-9]+) ([0-9]+) ([0-9]+)""#)),
                                 "the probe did not run")
        let n = { (i: Int) in Int(found.output[i].substring ?? "") ?? -1 }
        #expect(n(1) == 16, "rows")
        #expect(n(2) <= 2, "a title takes \(n(2)) lines")
        #expect(n(3) == 1, "an id takes \(n(3)) lines")
        #expect(n(4) == 0, "\(n(4)) titles or ids without their whole text as tooltip")
        #expect(n(5) <= n(6), "the Result column ends at \(n(5)) px in a \(n(6)) px window")
    }

    /// The dashboard's cards keep their big figures inside them at 1280 px and at 800 px,
    /// the exposure times made as long as a farm's night gives (thousands of hours).
    @Test(arguments: [1280, 800])
    func cardFiguresStayInsideTheirCards(width: Int) throws {
        let probe = """
            window.addEventListener("load", function () {
              var cards = document.querySelectorAll(".card"), out = 0;
              cards.forEach(function (c) {
                var big = c.querySelector(".big");
                if (big && (big.getBoundingClientRect().right > c.getBoundingClientRect().right || c.scrollWidth > c.clientWidth)) { out += 1; }
              });
              document.body.setAttribute("data-cards", cards.length + " " + out);
            });
            """
        let long = "<span class=\"big\">18\u{202F}715\u{00A0}h 59\u{00A0}min</span>"  // as Fmt.duration groups hours
        let cards = try Regex(#"<span class="big">[^<]*</span>(?= in view| lost)"#)
        guard let dom = try Self.probed("cards-\(width)", script: probe, width: width, edit: { html in
            #expect(html.contains(cards), "the exposure cards are on the dashboard")
            return html.replacing(cards, with: long)
        }) else { return }
        let found = try #require(dom.firstMatch(of: try Regex(#"data-cards="([0-9]+) ([0-9]+)""#)), "the probe did not run")
        #expect(Int(found.output[1].substring ?? "") ?? 0 >= 8, "cards")
        #expect(found.output[2].substring == "0", "cards whose figure overflows")
    }

    /// On a phone the failing rules are a list whose counts stay in view and name their unit
    /// (the header they would sit under is gone); at 1280 px they are a table with its header.
    @Test(arguments: [390, 1280])
    func failingRuleCountsStayInView(width: Int) throws {
        let probe = """
            window.addEventListener("load", function () {
              var cells = document.querySelectorAll(".top-rules td.num"), out = 0, units = 0, w = document.documentElement.clientWidth;
              cells.forEach(function (td) {
                if (td.getBoundingClientRect().right > w) { out += 1; }
                if (/sessions?|breach(es)?/.test(getComputedStyle(td, "::after").content)) { units += 1; }
              });
              var head = document.querySelector(".top-rules thead").getBoundingClientRect().height;
              document.body.setAttribute("data-top", cells.length + " " + out + " " + units + " " + (head > 2 ? 1 : 0));
            });
            """
        guard let dom = try Self.probed("top-\(width)", script: probe, width: width) else { return }
        let found = try #require(dom.firstMatch(of: try Regex(#"data-top="([0-9]+) ([0-9]+) ([0-9]+) ([0-9]+)""#)), "the probe did not run")
        let n = { (i: Int) in Int(found.output[i].substring ?? "") ?? -1 }
        #expect(n(1) == 20, "count cells of ten rules")
        #expect(n(2) == 0, "count cells past the window's right edge")
        #expect(n(3) == (width < 560 ? 20 : 0), "counts that name their unit")
        #expect(n(4) == (width < 560 ? 0 : 1), "the header shown")
        // 21 error and 7 warning rules fail in the bundled default: the warnings keep three places.
        let table = dom[try #require(dom.firstRange(of: "<table class=\"rank top-rules\">")).lowerBound...]
        let rows = table[..<(try #require(table.firstRange(of: "</table>")).lowerBound)]
        #expect(rows.ranges(of: "badge sev-warning").count == 3, "warning rules among the ten")
        #expect(dom.contains("10 of the 28 failing rules"), "the caption says rules were left out")
    }

    /// The DOM of a copy of the dashboard (edited by `edit`) that loads `script` and is rendered
    /// `width` px wide; nil, saying so, without Chromium. The copy and script are removed after.
    static func probed(_ name: String, script: String, width: Int, dark: Bool = false,
                       edit: (String) -> String = { $0 }) throws -> String? {
        guard let chromium = ChromiumTests.chromium else {
            print("SKIPPED ChromiumDashboardTests (\(name)): no chromium found")
            return nil
        }
        let site = try #require(Self.site)
        let js = site.appendingPathComponent("probe-\(name).js"), copy = site.appendingPathComponent("index.probe-\(name).html")
        defer { for f in [js, copy] { try? FileManager.default.removeItem(at: f) } }
        try Data(script.utf8).write(to: js)
        let html = edit(try String(contentsOf: site.appendingPathComponent("index.html"), encoding: .utf8))
        try Data(html.replacingOccurrences(of: "</body>", with: "<script src=\"\(js.lastPathComponent)\"></script></body>").utf8).write(to: copy)
        return try ChromiumTests.load(chromium, copy, width: width, dark: dark).dom
    }

    /// Rows; the most lines of a title, of an id; titles and ids whose `title` is not their
    /// text; the right edge of the last heading in view (scrolled boxes clip it); the window's width.
    static let probe = """
        window.addEventListener("load", function () {
          function lines(e) {
            var rects = e.getClientRects();
            if (rects.length > 1) { return rects.length; }
            return Math.round(e.getBoundingClientRect().height / parseFloat(getComputedStyle(e).lineHeight));
          }
          var rows = document.querySelectorAll("#sessions tbody tr"), title = 0, id = 0, tips = 0;
          rows.forEach(function (tr) {
            var a = tr.cells[0].querySelector("a"), sub = tr.cells[0].querySelector(".sub");
            title = Math.max(title, lines(a));
            if (a.title !== a.textContent) { tips += 1; }
            if (sub) { id = Math.max(id, lines(sub)); if (sub.title !== sub.textContent) { tips += 1; } }
          });
          var heads = document.querySelectorAll("#sessions thead th"), last = heads[heads.length - 1];
          var box = last.closest(".scroll"), right = last.getBoundingClientRect().right;
          if (box && box.scrollWidth > box.clientWidth) { right = Math.max(right, box.getBoundingClientRect().right + box.scrollWidth - box.clientWidth); }
          document.body.setAttribute("data-table", rows.length + " " + title + " " + id + " " + tips + " "
            + Math.ceil(right) + " " + document.documentElement.clientWidth);
        });
        """
}
