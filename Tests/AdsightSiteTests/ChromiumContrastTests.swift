import Foundation
import Testing

/// Every label of a session page's frame figures reads at a contrast of at least 4.5:1
/// against what lies under it, in the light and the dark theme: over the red fill of a
/// covered banner's overlap too. A copy of the page loads a probe script (`label-contrast.js`)
/// that works out, per label, the colour of its glyphs and of what is under them: its halo
/// when it has an opaque one (a stroke painted under the fill, at least a fifth of the font
/// size wide, or unblurred shadows of one colour to every side), else every shape drawn before it that its box touches, composited over the
/// figure's background; and writes the lowest ratio and the labels below 4.5 into the DOM.
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
          // Unblurred opaque shadows of one colour reaching at least a twentieth of the font
          // size to the left, right, top and bottom: a solid halo under the glyphs.
          function shadowHalo(value, size) {
            var parts = value.split(/,(?![^(]*\))/), colour = null, reach = [0, 0, 0, 0];
            for (var i = 0; i < parts.length; i++) {
              var c = parts[i].match(/rgba?\([^)]*\)/);
              if (!c || /rgba/.test(c[0]) && !/, 1\)$/.test(c[0])) { return null; }
              if (colour !== null && c[0] !== colour) { return null; }
              colour = c[0];
              var n = parts[i].replace(c[0], "").match(/-?[0-9.]+/g).map(Number);
              if (n[2] !== 0) { return null; }
              reach = [Math.min(reach[0], n[0]), Math.max(reach[1], n[0]), Math.min(reach[2], n[1]), Math.max(reach[3], n[1])];
            }
            var least = size / 20;
            return -reach[0] >= least && reach[1] >= least && -reach[2] >= least && reach[3] >= least ? rgb(colour) : null;
          }
          function meets(a, b) { return a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height; }
          var n = 0, lowest = 99, bad = [];
          document.querySelectorAll("svg.frame").forEach(function (svg) {
            var ground = rgb(getComputedStyle(svg.closest("figure")).backgroundColor);
            var shapes = Array.prototype.slice.call(svg.querySelectorAll("rect, path"));
            svg.querySelectorAll("text.flabel").forEach(function (t) {
              var s = getComputedStyle(t), box = t.getBBox(), size = parseFloat(s.fontSize);
              var under = ground;
              var halo = s.stroke !== "none" && Number(s.strokeOpacity) === 1 && /^stroke/.test(s.paintOrder)
                && parseFloat(s.strokeWidth) >= size / 5 && rgb(s.stroke);
              if (!halo && s.textShadow !== "none") { halo = shadowHalo(s.textShadow, size); }
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
