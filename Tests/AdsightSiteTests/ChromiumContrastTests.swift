import Foundation
import Testing

/// Every label of a session page's frame figures reads at a contrast of at least 4.5:1
/// against what lies under it, in the light and the dark theme: over the red fill of a
/// covered banner's overlap too. A copy of the page loads a probe script (`label-contrast.js`)
/// that works out, per label, the colour of its glyphs and of what is under them: its halo
/// when it has an opaque one (a copy of it drawn just before it, stroked at least a fifth
/// of the font size wide), else every shape drawn before it that its box touches,
/// composited over the figure's background; and writes the lowest ratio and the labels
/// below 4.5 into the DOM.
@Suite(.serialized) struct ChromiumContrastTests {
    static let pages = ["sessions/table-app-iphone-017.html", "sessions/magazine-ipad-modeless.html"]

    @Test(arguments: pages, [false, true])
    func frameLabelsReadOverWhatLiesUnder(path: String, dark: Bool) throws {
        guard let chromium = ChromiumTests.chromium else {
            print("SKIPPED frameLabelsReadOverWhatLiesUnder: no chromium found")
            return
        }
        let site = try #require(ChromiumTests.site)
        try Data(Self.probe.utf8).write(to: site.appendingPathComponent("label-contrast.js"))
        let page = site.appendingPathComponent(path)
        let html = try String(contentsOf: page, encoding: .utf8)
        if path.contains("iphone") { #expect(html.contains("class=\"overlap\""), "\(path) draws no overlap to read a label over") }
        let copy = page.deletingPathExtension().appendingPathExtension("contrast-\(dark).html")
        try Data(html.replacingOccurrences(of: "</body>", with: "<script src=\"../label-contrast.js\"></script></body>").utf8).write(to: copy)
        defer { try? FileManager.default.removeItem(at: copy) }
        let (dom, _) = try ChromiumTests.load(chromium, copy, dark: dark)
        let found = try #require(dom.firstMatch(of: try Regex(#"data-label-contrast="([0-9]+) ([0-9.]+)([^"]*)""#)),
                                 "\(path): the probe did not run")
        let labels = Int(found.output[1].substring ?? "") ?? 0, lowest = Double(found.output[2].substring ?? "") ?? 0
        #expect(labels > 3, "\(path): only \(labels) labels")
        #expect(lowest >= 4.5, "\(path), \(dark ? "dark" : "light"): \(found.output[3].substring ?? "")")
    }

    static let probe = #"""
        window.addEventListener("load", function () {
          function rgb(c) { var m = (c || "").match(/[0-9.]+/g); return m ? m.slice(0, 3).map(Number) : null; }
          function over(top, a, under) { return top.map(function (v, i) { return v * a + under[i] * (1 - a); }); }
          function lum(c) {
            return c.map(function (v) { v /= 255; return v <= 0.03928 ? v / 12.92 : Math.pow((v + 0.055) / 1.055, 2.4); })
              .reduce(function (s, v, i) { return s + v * [0.2126, 0.7152, 0.0722][i]; }, 0);
          }
          function ratio(a, b) { var x = lum(a), y = lum(b); return (Math.max(x, y) + 0.05) / (Math.min(x, y) + 0.05); }
          // The label's halo: the copy of it drawn just before it at the same place (`halo`),
          // stroked opaque at least a fifth of the font size wide; its stroke's colour.
          function haloOf(t, size) {
            var h = t.previousElementSibling;
            if (!h || !h.classList.contains("halo") || h.textContent !== t.textContent) { return null; }
            if (h.getAttribute("x") !== t.getAttribute("x") || h.getAttribute("y") !== t.getAttribute("y")) { return null; }
            var hs = getComputedStyle(h);
            return hs.stroke !== "none" && Number(hs.strokeOpacity) === 1 && Number(hs.opacity) === 1
              && parseFloat(hs.strokeWidth) >= size / 5 ? rgb(hs.stroke) : null;
          }
          function meets(a, b) { return a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height; }
          var n = 0, lowest = 99, bad = [];
          document.querySelectorAll("svg.frame").forEach(function (svg) {
            var ground = rgb(getComputedStyle(svg.closest("figure")).backgroundColor);
            var shapes = Array.prototype.slice.call(svg.querySelectorAll("rect, path"));
            svg.querySelectorAll("text.flabel:not(.halo)").forEach(function (t) {
              var s = getComputedStyle(t), box = t.getBBox(), size = parseFloat(s.fontSize);
              var under = ground;
              var halo = haloOf(t, size);
              if (halo) { under = halo; } else {
                shapes.forEach(function (r) {
                  if (!(r.compareDocumentPosition(t) & Node.DOCUMENT_POSITION_FOLLOWING)) { return; }
                  var rs = getComputedStyle(r);
                  if (rs.fill === "none" || !meets(r.getBBox(), box)) { return; }
                  under = over(rgb(rs.fill), Number(rs.fillOpacity) * Number(rs.opacity), under);
                });
              }
              var ink = over(rgb(s.fill), Number(s.fillOpacity) * Number(s.opacity), under);
              var k = ratio(ink, under);
              n += 1;
              if (k < lowest) { lowest = k; }
              if (k < 4.5) { bad.push(t.textContent + " " + k.toFixed(2) + ":1"); }
            });
          });
          document.body.setAttribute("data-label-contrast", n + " " + lowest.toFixed(2) + " " + bad.join(" | "));
        });
        """#
}
