import AdsightModel
import AdsightSession

/// One rule over one session: its instances (the session, or each ad of its scope).
struct RuleMonitor {
    let rule: Rule
    /// False when the rule's `when` does not hold for this header.
    let enabled: Bool
    private(set) var evidence: [Evidence] = []
    private var session = InstanceMonitor()
    private var instances: [String: InstanceMonitor] = [:]
    private var headerApplicable = false

    init(rule: Rule, header: SessionHeader, initial: ModelState) {
        self.rule = rule
        let ctx = EvalContext(header: header, state: initial, ad: nil, event: nil, inconsistency: nil)
        enabled = rule.when?.holds(ctx) ?? true
        guard enabled, rule.scope == .session, case .assert(let c) = rule.pattern else { return }
        headerApplicable = true
        if !c.holds(ctx) {
            let mc = MessageContext(header: header, state: initial, ad: nil, event: nil, inconsistency: nil,
                                    trigger: nil, count: nil, t: 0, line: 1)
            evidence.append(Evidence(t: 0, line: 1, message: rule.message.render(mc)))
        }
    }

    /// Whether the rule applied at all.
    var applicable: Bool {
        enabled && (headerApplicable || session.applicable || instances.values.contains { $0.applicable })
    }

    mutating func observe(session s: StepSlice, header: SessionHeader) {
        guard enabled else { return }
        session.observe(s, rule: rule, header: header, out: &evidence)
    }

    mutating func observe(ad name: String, _ s: StepSlice, header: SessionHeader) {
        guard enabled else { return }
        instances[name, default: InstanceMonitor()].observe(s, rule: rule, header: header, out: &evidence)
    }

    mutating func finish(header: SessionHeader, final: ModelState) {
        guard enabled else { return }
        if rule.scope == .session {
            session.finish(rule: rule, header: header, final: final, ad: nil, out: &evidence)
        } else {
            for name in instances.keys.sorted() {
                instances[name]?.finish(rule: rule, header: header, final: final, ad: final[ad: name], out: &evidence)
            }
        }
    }
}
