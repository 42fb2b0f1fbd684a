/// The verdict of each note from its rules' evidence and applicability.
enum Verdicts {
    /// `noteOf[i]` is the note of `rules[i]`; notes in the order given, evidence in time order.
    static func of(_ notes: [RuleNote], rules: [RuleMonitor], noteOf: [Int]) -> [RuleResult] {
        var results: [RuleResult] = []
        results.reserveCapacity(notes.count)
        var r = 0  // the rules of note n are rules[r...] while noteOf[r] == n
        for n in notes.indices {  // by index: no note copies
            var evidence: [Evidence] = []
            var applicable = false
            while r < rules.count, noteOf[r] == n {
                if !rules[r].evidence.isEmpty {  // most rules have none: no append call
                    if evidence.isEmpty { evidence = rules[r].evidence } else { evidence.append(contentsOf: rules[r].evidence) }
                }
                applicable = applicable || rules[r].applicable
                r += 1
            }
            if evidence.count > 1 {
                evidence.sort { ($0.t, $0.line, $0.message) < ($1.t, $1.line, $1.message) }
            }
            let status: RuleStatus = !evidence.isEmpty ? .fail : (applicable ? .pass : .notApplicable)
            results.append(RuleResult(rule: notes[n].id, severity: notes[n].severity, status: status, evidence: evidence))
        }
        return results
    }
}
