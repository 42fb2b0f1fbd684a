import AdsightModel

/// The session page's exposure breakdown: a row per ad object (in order of creation) with
/// what it was served, its requests that failed, the viewable impressions they earned, its seconds per bucket as one
/// stacked bar, its hidden seconds by reason and the part of them that is lost. Markup built here (no inline styles: the
/// bar is SVG, so the CSP holds).
enum ExposureBreakdown {
    /// The table; `framesShown` links covered time to the frame diagrams that show the views.
    static func table(_ exposure: [AdExposure], framesShown: Bool) -> HTML {
        var h = HTML(capacity: 1024 + 1536 * exposure.count)
        h.raw("<table class=\"exposure\"><thead><tr><th scope=\"col\">Ad object</th><th scope=\"col\" class=\"num\">Served</th>")
        h.raw("<th scope=\"col\" class=\"num\" title=\"Ad requests that came back without an ad\">Failed requests</th>")
        h.raw("<th scope=\"col\" class=\"num\">Viewable impressions</th><th scope=\"col\">Time per bucket</th>")
        h.raw("<th scope=\"col\">Hidden by</th><th scope=\"col\" class=\"num\">Lost</th></tr></thead><tbody>")
        for e in exposure {
            h.raw("<tr><th scope=\"row\">"); h.text(e.ad); h.raw(" <span class=\"sub\">"); h.text(e.kind == .banner ? "banner" : "full-screen")
            h.raw(", "); h.text(Fmt.seconds(e.start)); h.raw(" – "); h.text(Fmt.seconds(e.end)); h.raw("</span></th>")
            h.raw("<td class=\"num\">"); h.text(Fmt.count(e.served)); h.raw("</td><td class=\"num\">"); h.text(Fmt.count(e.failed))
            h.raw("</td><td class=\"num\">"); h.text(Fmt.count(e.viewableImpressions))
            h.raw("</td><td>"); bar(&h, e); h.raw("<div class=\"sub\">"); h.text(bucketText(e)); h.raw("</div></td><td>")
            let reasons = HiddenReason.allCases.filter { e.hiddenMilliseconds($0) > 0 }
            if reasons.isEmpty { h.raw("<span class=\"sub\">nothing hidden</span>") }
            for (k, r) in reasons.enumerated() {
                if k > 0 { h.raw("<br>") }
                if r == .covered && framesShown {
                    h.raw("<a href=\"#frames-h\" title=\"The frames show the views drawn above it\">"); h.text(ExposureWords.reason(r)); h.raw("</a>")
                } else {
                    h.text(ExposureWords.reason(r))
                }
                // Its seconds never broken away from it (a long reason may still wrap within).
                h.raw("&nbsp;"); h.text(Fmt.someDuration(milliseconds: e.hiddenMilliseconds(r)).replacingOccurrences(of: " ", with: "\u{00A0}"))
            }
            let lost = e.lostMilliseconds
            h.raw(lost > 0 ? "</td><td class=\"num warnn\">" : "</td><td class=\"num\">")
            h.text(Fmt.someDuration(milliseconds: lost))
            h.raw("</td></tr>")
        }
        h.raw("</tbody></table>")
        return h
    }

    /// `viewable 15.5 s · empty 9.50 s` (buckets with time only), durations as the dashboard
    /// writes them; each part of the bar gives its milliseconds.
    static func bucketText(_ e: AdExposure) -> String {
        ExposureBucket.allCases.filter { e.milliseconds($0) > 0 }
            .map { "\($0.rawValue) \(Fmt.someDuration(milliseconds: e.milliseconds($0)))" }.joined(separator: " · ")
    }

    /// One stacked bar of the lifetime: a part per bucket in its colour, each titled.
    static func bar(_ h: inout HTML, _ e: AdExposure) {
        let total = Double(max(e.lifetimeMilliseconds, 1))
        h.raw("<svg class=\"xbar\" viewBox=\"0 0 100 10\" preserveAspectRatio=\"none\" role=\"img\" aria-label=\"")
        h.text(bucketText(e)); h.raw("\">")
        var x = 0.0
        for b in ExposureBucket.allCases where e.milliseconds(b) > 0 {
            let w = Double(e.milliseconds(b)) / total * 100
            h.raw("<rect class=\"x-"); h.raw(b.rawValue); h.raw("\" x=\""); h.text(Fmt.coord(x)); h.raw("\" width=\"")
            h.text(Fmt.coord(w)); h.raw("\" height=\"10\"><title>"); h.text(b.rawValue); h.raw(" "); h.text(Fmt.seconds(e.seconds(b)))
            h.raw(" ("); h.text(ExposureWords.percent(w / 100)); h.raw(")</title></rect>")
            x += w
        }
        h.raw("</svg>")
    }
}
