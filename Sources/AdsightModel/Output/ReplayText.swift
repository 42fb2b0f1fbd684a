import AdsightSession

/// `adsight replay --format text`: for each group of equal-`t` events, one line per
/// event, per changed state field and per consistency finding, each prefixed with the
/// group's `t` and lines, so `grep banner-1.visible` answers "why was it visible then?".
public enum ReplayText {
    public static func render(_ session: Session, _ result: ReplayResult) -> String {
        let h = session.header
        var out = "session \(h.id): \(h.device.family.rawValue), iOS \(h.os), \(h.orientation.rawValue) at t = 0\n"
        for step in result.steps {
            let prefix = NumberFormat.time(step.t) + "  " + linesLabel(step.lines) + "  "
            for event in step.events {
                out += prefix + "line \(event.line): " + EventText.describe(event) + "\n"
            }
            for change in step.changes {
                out += prefix + change.description + "\n"
            }
            for f in step.findings {
                out += prefix + ConsistencyFinding.ruleID + " line \(f.line): " + f.message + "\n"
            }
        }
        let n = result.findings.count
        out += "\(result.steps.count) steps, \(session.events.count) events, "
            + (n == 1 ? "1 model-consistency finding" : "\(n) model-consistency findings") + "\n"
        return out
    }

    /// `line 14` or `lines 14-15` (a group is consecutive lines, blank lines aside).
    public static func linesLabel(_ lines: [Int]) -> String {
        guard let first = lines.first, let last = lines.last else { return "lines -" }
        return first == last ? "line \(first)" : "lines \(first)-\(last)"
    }
}
