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
    /// Indices in `rules` of the session-scope rules and of the rules judged per banner /
    /// per full-screen ad, in rule order.
    private var sessionRules: [Int] = []
    private var bannerRules: [Int] = []
    private var interstitialRules: [Int] = []
    /// The one evaluation context, updated in place.
    private var ctx: EvalContext
    /// Per step, reused: each event's vocabulary index and owning ad.
    private var kinds: [Int] = []
    private var owners: [Int] = []
    /// Ad name → index in the model's `ads` (names keep their place once created).
    private var adIndex: [String: Int] = [:]
    private var knownAds = 0
    /// The app-state revision each ad's instances last saw (bumped whenever the app state
    /// differs from the previous step's). An ad with no event of its own in a group keeps
    /// its state unless the app state changed (the model changes an ad only through its own
    /// events and the derived facts, which read the ad and the app): such an ad under the
    /// same revision is unchanged, and quiet rules skip it.
    private var seenRevision: [Int] = []
    private var lastApp: AppState?
    private var appRevision = 0
    #if DEBUG
    /// Debug builds check that claim against the ads themselves.
    private var seenAds: [AdState?] = []
    #endif
    /// The header's initial state, held by `ctx` between steps.
    private let blank: ModelState

    public init(notes: [RuleNote], header: SessionHeader) {
        self.header = header
        self.notes = notes
        let initial = ModelState(header: header)
        blank = initial
        ctx = EvalContext(header: header, state: initial)
        for (n, note) in notes.enumerated() {
            for code in note.program.codes {
                rules.append(RuleMonitor(code: code, header: header, initial: initial))
                noteOf.append(n)
            }
        }
        hasAdScopes = rules.contains { $0.rule.scope != .session && $0.enabled }
        for (i, r) in rules.enumerated() where r.enabled {
            if r.rule.scope == .session { sessionRules.append(i) }
            if r.rule.scope.includes(.banner) { bannerRules.append(i) }
            if r.rule.scope.includes(.interstitial) { interstitialRules.append(i) }
        }
    }

    /// Judges the state and events of one group of equal-`t` events.
    public mutating func observe(_ step: Step) {
        let state = step.state
        while knownAds < state.ads.count {
            adIndex[state.ads[knownAds].name] = knownAds
            knownAds += 1
        }
        kinds.removeAll(keepingCapacity: true)
        owners.removeAll(keepingCapacity: true)
        var global = false
        var everything: UInt64 = 0
        var lastName: String?
        var lastOwner = StepView.nobody
        for e in step.events {
            let kind = EventVocabulary.index(of: e.kind)
            kinds.append(kind)
            everything |= 1 << UInt64(kind)
            guard let name = e.ad else {
                owners.append(StepView.everyone)
                global = true
                continue
            }
            if name != lastName {
                lastName = name
                lastOwner = adIndex[name] ?? StepView.nobody
            }
            owners.append(lastOwner)
        }
        if lastApp != state.app {
            lastApp = state.app
            appRevision += 1
        }
        ctx.state = state
        ctx.events = step.events
        ctx.adIndex = -1
        ctx.slot = -1
        let view = StepView(t: step.t, events: step.events, kinds: kinds, owners: owners, findings: step.findings,
                            mask: everything)
        for i in sessionRules { rules[i].observe(session: view, step, header: header, ctx: &ctx) }
        if hasAdScopes { observeAds(state, view, step, global: global) }
        // Let go of the step's state so the replayer can update it in place.
        ctx.adIndex = -1
        ctx.slot = -1
        ctx.events = []
        ctx.state = blank
    }

    private mutating func observeAds(_ state: ModelState, _ v: StepView, _ step: Step, global: Bool) {
        var view = v
        for a in state.ads.indices where global || owners.contains(a) {
            ctx.adIndex = a
            view.ad = a
            view.mask = 0
            var own = false
            for k in owners.indices where owners[k] == StepView.everyone || owners[k] == a {
                view.mask |= 1 << UInt64(kinds[k])
                own = own || owners[k] == a
            }
            if a >= seenRevision.count {
                seenRevision.append(contentsOf: repeatElement(-1, count: a + 1 - seenRevision.count))
            }
            view.unchanged = !own && seenRevision[a] == appRevision
            seenRevision[a] = appRevision
            #if DEBUG
            if a >= seenAds.count { seenAds.append(contentsOf: repeatElement(nil, count: a + 1 - seenAds.count)) }
            assert(!view.unchanged || seenAds[a] == state.ads[a], "ad \(a) changed without an event of its own")
            seenAds[a] = state.ads[a]
            #endif
            for i in state.ads[a].kind == .banner ? bannerRules : interstitialRules {
                rules[i].observe(ad: view, step, header: header, ctx: &ctx)
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
