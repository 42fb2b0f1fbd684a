import AdsightModel
import AdsightSession

/// `adsight replay --format text`: for each group of equal-`t` events, one line per
/// event, per changed state field and per consistency finding, each prefixed with the
/// group's `t` and lines, so `grep banner-1.visible` answers "why was it visible then?".
enum ReplayText {
    static func render(_ session: Session, _ result: ReplayResult) -> String {
        let h = session.header
        var out = TextLine.of("session \(h.id): \(h.device.family.rawValue), iOS \(h.os), \(h.orientation.rawValue) at t = 0")
        var meter = ExposureMeter(header: h, reportingChanges: true)
        for step in result.steps {
            meter.observe(step)
            let prefix = NumberFormat.time(step.t) + "  " + linesLabel(step.lines) + "  "
            for event in step.events {
                out += TextLine.of(prefix + "line \(event.line): " + EventText.describe(event))
            }
            for change in step.changes + meter.changes {
                out += TextLine.of(prefix + change.description)
            }
            for f in step.findings {
                out += TextLine.of(prefix + ConsistencyFinding.ruleID + " line \(f.line): " + f.message)
            }
        }
        for entry in meter.finish() { out += TextLine.of(summary(entry)) }
        let n = result.findings.count
        out += "\(result.steps.count) steps, \(session.events.count) events, "
            + (n == 1 ? "1 model-consistency finding" : "\(n) model-consistency findings") + "\n"
        return out
    }

    /// One ad object's exposure on a line: `exposure banner-1 (banner, 0-25): served 3, viewable
    /// impressions 2; viewable 15.5 s, empty 9.5 s` (buckets and reasons with time only).
    static func summary(_ e: AdExposure) -> String {
        let buckets = ExposureBucket.allCases.filter { e.milliseconds($0) > 0 }
            .map { "\($0.rawValue) \(NumberFormat.text(e.seconds($0))) s" }
        let reasons = HiddenReason.allCases.filter { e.hiddenMilliseconds($0) > 0 }
            .map { "\($0.rawValue) \(NumberFormat.text(e.hiddenSeconds($0))) s" }
        return "exposure \(e.ad) (\(e.kind.rawValue), \(NumberFormat.text(e.start))-\(NumberFormat.text(e.end))): served \(e.served), "
            + "viewable impressions \(e.viewableImpressions); " + buckets.joined(separator: ", ")
            + (reasons.isEmpty ? "" : "; hidden by " + reasons.joined(separator: ", "))
    }

    /// `line 14` or `lines 14-15` (a group is consecutive lines, blank lines aside).
    static func linesLabel(_ lines: [Int]) -> String {
        guard let first = lines.first, let last = lines.last else { return "lines -" }
        return first == last ? "line \(first)" : "lines \(first)-\(last)"
    }
}
