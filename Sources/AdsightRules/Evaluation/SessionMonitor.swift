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
    /// Which ads have own events, changed, or have active instances (see `AdMarks`).
    private var marks = AdMarks()
    /// The app facts a condition can read (paused, background, host on screen, orientation)
    /// after the previous step. An ad the step did not change, under the same app facts,
    /// gives every condition the answer it gave when last judged: quiet rules skip it.
    private var appFacts: AppFacts
    /// Every event a per-ad rule names: a step whose app events are none of these can only
    /// matter to ads with events of their own, changed ads and active instances.
    private var adInterest: UInt64 = 0
    /// Every state the state conditions of per-ad rules read (`StateName.bit` mask).
    private var adReads: UInt64 = 0
    #if DEBUG
    /// Debug builds check the step's list of changed ads against the ads themselves.
    private var seenAds: [AdState] = []
    #endif
    /// The header's initial state, held by `ctx` between steps.
    private let blank: ModelState

    public init(notes: [RuleNote], header: SessionHeader) {
        self.header = header
        self.notes = notes
        let initial = ModelState(header: header)
        blank = initial
        ctx = EvalContext(header: header, state: initial)
        appFacts = AppFacts(initial.app)
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
            if r.rule.scope != .session { adInterest |= r.code.interest.bits; adReads |= r.code.reads }
        }
    }

    /// Judges the state and events of one group of equal-`t` events.
    public mutating func observe(_ step: Step) {
        let state = step.state
        while knownAds < state.ads.count {
            adIndex[state.ads[knownAds].name] = knownAds
            knownAds += 1
        }
        marks.begin(adCount: state.ads.count)
        kinds.removeAll(keepingCapacity: true)
        owners.removeAll(keepingCapacity: true)
        var global = false
        var everything: UInt64 = 0
        var appMask: UInt64 = 0
        var lastName: String?
        var lastOwner = StepView.nobody
        for e in step.events {
            let kind = EventVocabulary.index(of: e.kind)
            kinds.append(kind)
            everything |= 1 << UInt64(kind)
            guard let name = e.ad else {
                owners.append(StepView.everyone)
                appMask |= 1 << UInt64(kind)
                global = true
                continue
            }
            if name != lastName {
                lastName = name
                lastOwner = adIndex[name] ?? StepView.nobody
            }
            owners.append(lastOwner)
            if lastOwner >= 0 { marks.own(lastOwner, kind: kind) }
        }
        state.ads.withUnsafeBufferPointer { after in
            step.forEachChangedAd({ a, before in marks.changed(a, StateChanges.of(before, after[a])) },
                                  created: { marks.changed($0, StateName.everything) })
        }
        let facts = AppFacts(state.app)
        let appChanges = StateChanges.of(appFacts, facts)
        appFacts = facts
        #if DEBUG
        for a in seenAds.indices where !marks.isChanged(a) {
            assert(seenAds[a] == state.ads[a], "ad \(a) changed but the step does not list it")
        }
        seenAds = state.ads
        #endif
        ctx.state = state
        ctx.events = step.events
        ctx.adIndex = -1
        ctx.slot = -1
        var view = StepView(t: step.t, events: step.events, kinds: kinds, owners: owners, findings: step.findings,
                            mask: everything)
        view.changes = appChanges
        for i in sessionRules { rules[i].observe(session: view, step, header: header, ctx: &ctx) }
        if hasAdScopes { observeAds(state, view, step, appMask: global ? appMask : nil, appChanges: appChanges) }
        // Let go of the step's state so the replayer can update it in place.
        ctx.adIndex = -1
        ctx.slot = -1
        ctx.events = []
        ctx.state = blank
    }

    /// Judges the step for every ad it can matter to, in ad order: the ads with events of
    /// their own; with app events (`appMask`), also the changed ads and those with active
    /// instances, or every ad when an app fact a per-ad rule reads changed or a per-ad rule
    /// names an app event of the step. Any other ad is unchanged with every instance quiet: judging it would
    /// change nothing.
    private mutating func observeAds(_ state: ModelState, _ v: StepView, _ step: Step, appMask: UInt64?,
                                     appChanges: UInt64) {
        var view = v
        guard let appMask else {
            marks.sortOwners()
            for a in marks.owners { observeAd(a, state, &view, step, appMask: 0, appChanges: appChanges) }
            return
        }
        let everyAd = appChanges & adReads != 0 || appMask & adInterest != 0
        for a in state.ads.indices where everyAd || marks.isOwner(a) || marks.isChanged(a) || marks.active[a] > 0 {
            observeAd(a, state, &view, step, appMask: appMask, appChanges: appChanges)
        }
    }

    private mutating func observeAd(_ a: Int, _ state: ModelState, _ view: inout StepView, _ step: Step,
                                    appMask: UInt64, appChanges: UInt64) {
        ctx.adIndex = a
        view.ad = a
        view.mask = appMask | marks.mask(a)
        view.changes = appChanges | marks.changes(a)
        var active = marks.active[a]
        for i in state.ads[a].kind == .banner ? bannerRules : interstitialRules {
            active += rules[i].observe(ad: view, step, header: header, ctx: &ctx)
        }
        marks.active[a] = active
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
