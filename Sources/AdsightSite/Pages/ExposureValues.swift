import AdsightModel

/// The dashboard's exposure section as template values (`ExposureTotals`).
enum ExposureValues {
    static func values(_ x: ExposureTotals) -> [String: TemplateValue] {
        var c: [String: TemplateValue] = [:]
        c["exposureAny"] = .flag(x.lifetimeMilliseconds > 0)
        c["served"] = .text(Fmt.count(x.served))
        c["anyFailed"] = .flag(x.failed > 0)
        c["requests"] = .text(Fmt.plural(x.served.saturatingAdd(x.failed), "request"))
        c["fillRate"] = .text(x.fillRate.map(ExposureWords.percent) ?? "–")
        c["impressions"] = .text(Fmt.count(x.impressions))
        c["viewableRate"] = .text(x.viewableRate.map(ExposureWords.percent) ?? "–")
        c["viewedTime"] = .text(Fmt.groupedDuration(Fmt.duration(Double(x.viewedMilliseconds) / 1000)))
        c["lostTime"] = .text(Fmt.groupedDuration(x.lostMilliseconds == 0 ? Fmt.duration(0) : Fmt.someDuration(milliseconds: x.lostMilliseconds)))
        c["missed"] = .text(Fmt.count(x.missedImpressions))
        c["anyLost"] = .flag(x.lostMilliseconds > 0)
        c["anyMissed"] = .flag(x.missedImpressions > 0)
        let hidden = Double(max(x.hiddenMilliseconds, 1))
        c["lostBy"] = .list(HiddenReason.allCases.map { r -> TemplateValue in
            let ms = x.hiddenMilliseconds(r), lost = x.lostMilliseconds(r)
            return ["reason": .text(ExposureWords.reason(r)), "seconds": .text(Fmt.someDuration(milliseconds: ms)),
                    "lost": .text(Fmt.someDuration(milliseconds: lost)),
                    "zero": .flag(ms == 0),
                    "bar": .text(Bar.svg(fraction: Double(ms) / hidden, severity: "warning",
                                         label: "\(ExposureWords.percent(Double(ms) / hidden)) of hidden time"))]
        })
        c["hasWorst"] = .flag(!x.worst.isEmpty)
        c["worst"] = .list(x.worst.map { w -> TemplateValue in
            ["href": .text(w.href), "label": .text(w.label), "missed": .text(Fmt.count(w.missed)), "failed": .text(Fmt.count(w.failed)), "lost": .text(Fmt.someDuration(milliseconds: w.lostMilliseconds)),
             "viewed": .text(Fmt.duration(Double(w.viewedMilliseconds) / 1000)),
             "reason": .text(w.reason.map(ExposureWords.reason) ?? "–")]
        })
        c["hasUnserved"] = .flag(!x.unserved.isEmpty)
        c["unservedCut"] = .flag(x.unservedCount > x.unserved.count)
        c["unservedShown"] = .text(Fmt.count(x.unserved.count)); c["unservedCount"] = .text(Fmt.count(x.unservedCount))
        c["unserved"] = .list(x.unserved.map { u -> TemplateValue in
            ["href": .text(u.href), "label": .text(u.label), "objects": .text(Fmt.count(u.objects)), "failed": .text(Fmt.count(u.failed))]
        })
        return c
    }
}
