import AdsightModel
import AdsightSession

/// Judges every note over one session as it is replayed, one model `Step` at a time
/// (the streaming form of `RuleEvaluator`).
///
///     var monitor = SessionMonitor(notes: notes, header: header)
///     var replayer = Replayer(header: header)
///     for group in groups { monitor.observe(replayer.apply(group)) }
///     let results = monitor.finish(final: replayer.state)
public struct SessionMonitor {
    private let header: SessionHeader
    private let notes: [RuleNote]
    /// The rules of each note, flattened; `noteOf[i]` is the note of `rules[i]`.
    private var rules: [RuleMonitor] = []
    private var noteOf: [Int] = []
    private let hasAdScopes: Bool

    public init(notes: [RuleNote], header: SessionHeader) {
        self.header = header
        self.notes = notes
        let initial = ModelState(header: header)
        for (n, note) in notes.enumerated() {
            for rule in note.program.rules {
                rules.append(RuleMonitor(rule: rule, header: header, initial: initial))
                noteOf.append(n)
            }
        }
        hasAdScopes = rules.contains { $0.rule.scope != .session && $0.enabled }
    }

    /// Judges the state and events of one group of equal-`t` events.
    public mutating func observe(_ step: Step) {
        let events = Array(step.events)
        let all = StepSlice(t: step.t, events: events, state: step.state, ad: nil, adName: nil, findings: step.findings)
        for i in rules.indices where rules[i].rule.scope == .session {
            rules[i].observe(session: all, header: header)
        }
        guard hasAdScopes else { return }
        let global = events.contains { $0.ad == nil }
        for ad in step.state.ads where global || events.contains(where: { $0.ad == ad.name }) {
            let mine = events.filter { $0.ad == nil || $0.ad == ad.name }
            let slice = StepSlice(t: step.t, events: mine, state: step.state, ad: ad, adName: ad.name, findings: step.findings)
            for i in rules.indices where rules[i].rule.scope.includes(ad.kind) {
                rules[i].observe(ad: ad.name, slice, header: header)
            }
        }
    }

    /// The verdict of every note, in the order given: the last state lasts for ever.
    public mutating func finish(final: ModelState) -> [RuleResult] {
        for i in rules.indices { rules[i].finish(header: header, final: final) }
        var results: [RuleResult] = []
        for (n, note) in notes.enumerated() {
            let mine = rules.indices.filter { noteOf[$0] == n }.map { rules[$0] }
            var evidence = mine.flatMap(\.evidence)
            evidence.sort { ($0.t, $0.line, $0.message) < ($1.t, $1.line, $1.message) }
            let status: RuleStatus = !evidence.isEmpty ? .fail : (mine.contains { $0.applicable } ? .pass : .notApplicable)
            results.append(RuleResult(rule: note.id, severity: note.severity, status: status, evidence: evidence))
        }
        return results
    }
}
