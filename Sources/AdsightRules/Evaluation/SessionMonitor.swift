import AdsightModel
import AdsightSession

/// Judges every note over one session as it is replayed, one model `Step` at a time
/// (the streaming form of `RuleEvaluator`).
///
///     var monitor = SessionMonitor(notes: notes, header: header)
///     var replayer = Replayer(header: header)
///     for group in groups { monitor.observe(replayer.apply(group)) }
///     let results = monitor.finish(final: replayer.state)
///
/// Not copyable: its rule monitors keep their instances in memory of their own, reached
/// through plain pointers, which two copies would share (one growing it freed the other's).
public struct SessionMonitor: ~Copyable {
    private let header: SessionHeader
    private let notes: [RuleNote]
    /// The rules of each note, flattened (`plan.noteOf[i]` is the note of `rules[i]`).
    private var rules: [RuleMonitor] = []
    /// Where each rule is judged (made for these rules as enabled).
    private let plan: RulePlan
    private let sessionRules: [Int]  // `plan.sessionRules`, read at every step
    private var ctx: EvalContext  // the one evaluation context, updated in place
    /// What the rules see of the current step, reused (no view built and destroyed per step).
    private var view = StepView()
    /// Where `view.kinds` and `view.owners` live.
    private let scratch: StepScratch
    /// Each event's vocabulary index from its code (kept here: a `static let` read is a call).
    private let vocabulary = CodeVocabulary.shared
    /// Each event's ad, found by its name.
    private var lookup = AdLookup()
    /// Which ads have own events, changed, or have active instances (see `AdMarks`).
    private var marks: AdMarks
    /// The app facts a condition can read after the previous step. An ad the step did not change,
    /// under the same app facts, gives every condition its last answer: quiet rules skip it.
    private var appFacts: AppFacts
    /// The per-ad and the session rules a step can matter to (nil: over 64 rules, ask them all).
    private let index: RuleIndex?
    private let sessionIndex: SessionRuleIndex?
    /// The session rules (bits of `sessionIndex`) not yet started or active: asked at every step.
    private var sessionAwake: UInt64 = 0
    /// The session rules of `sessionIndex.needFindings` and `.needThread` already applicable:
    /// a step without model findings (naming no thread) need not ask those needing them.
    private var sessionWaiting: UInt64 = 0
    private var exposure: ExposureWatch?  // the exposure meter, when a rule reads exposure
    #if DEBUG
    private var seenAds: [AdState] = []  // to check the step's list of changed ads
    #endif

    public init(notes: [RuleNote], header: SessionHeader) {
        self.header = header
        self.notes = notes
        let initial = ModelState(header: header)
        ctx = EvalContext(header: header, state: initial)
        appFacts = AppFacts(initial.app)
        rules.reserveCapacity(notes.reduce(0) { $0 + $1.program.codes.count })
        for note in notes {
            for code in note.program.codes { rules.append(RuleMonitor(code: code, ctx: &ctx)) }
        }
        let plan = RulePlan(rules, notes: notes)
        self.plan = plan
        sessionRules = plan.sessionRules
        index = plan.index
        sessionIndex = plan.sessionIndex
        sessionAwake = sessionIndex?.all ?? 0
        scratch = StepScratch()
        marks = AdMarks()
        if rules.contains(where: { $0.enabled && $0.code.reads & StateName.exposureStates != 0 }) {
            exposure = ExposureWatch(header: header)
        }
    }

    /// Judges the state and events of one group of equal-`t` events.
    public mutating func observe(_ step: Step) {
        step.lend { observe($0) }
    }

    /// Judges one step read in place (from `Replayer.advance(_:_:)`): the context reads the
    /// step's state where it is for the step (no copy, no retains).
    public mutating func observe(_ step: LentStep) {
        ctx.lend(step.stateAddress, events: step.eventsAddress)
        view.lend(events: step.eventsAddress, findings: step.findingsAddress)
        // The rules are judged through a buffer (none is added or removed while a step is
        // judged): no uniqueness check per rule visit. Out of `self` meanwhile, so that the
        // buffer's loan does not overlap the mutating calls on `self`.
        var rules: [RuleMonitor] = []
        swap(&rules, &self.rules)
        rules.withUnsafeMutableBufferPointer { observe(step, state: step.stateAddress, rules: $0) }
        swap(&rules, &self.rules)
        ctx.endLoan(); view.endLoan()
    }

    /// `observe(_:)` with `state` pointing at `step.state`, lent to `ctx`, and the rules in `rules`.
    private mutating func observe(_ step: LentStep, state: UnsafePointer<ModelState>,
                                  rules: UnsafeMutableBufferPointer<RuleMonitor>) {
        lookup.learn(state)
        marks.begin(adCount: state.pointee.ads.count)
        let n = step.events.count
        scratch.reserve(n)
        let kinds = scratch.kinds, owners = scratch.owners
        view.kinds = kinds
        view.owners = owners
        view.count = n
        var anyThread = false
        var everything: UInt64 = 0
        var appMask: UInt64 = 0
        step.events.withUnsafeBufferPointer { events in  // read in place: no Event copies
            let vocabulary = vocabulary
            for k in events.indices {
                var kind = vocabulary.index(events.element(k))
                if kind < 0 { kind = EventVocabulary.index(of: events[k].kind) }
                assert(kind == EventVocabulary.index(of: events[k].kind), "the kind read from its code differs")
                kinds[k] = kind
                everything |= 1 << UInt64(kind)
                if events[k].thread != nil { anyThread = true }
                guard let name = events[k].ad else {
                    owners[k] = StepView.everyone
                    appMask |= 1 << UInt64(kind)
                    continue
                }
                let owner = lookup.owner(of: name, in: state)
                owners[k] = owner
                if owner >= 0 { marks.own(owner, kind: kind) }
            }
        }
        markChangedAds(step, rules: rules)
        let facts = AppFacts(state.pointee.app)
        let appChanges = StateChanges.of(appFacts, facts) | (exposure?.observe(step, ctx: &ctx) ?? 0)
        appFacts = facts
        #if DEBUG
        for a in seenAds.indices where !marks.isChanged(a) {
            assert(seenAds[a] == state.pointee.ads[a], "ad \(a) changed but the step does not list it")
        }
        seenAds = state.pointee.ads
        #endif
        ctx.adIndex = -1
        ctx.slot = -1
        view.t = step.t
        view.ad = StepView.everyone
        view.mask = everything
        view.changes = appChanges
        observeSessionRules(step, everything: everything, anyThread: anyThread, appChanges: appChanges, rules: rules)
        if plan.hasAdScopes { observeAds(step, appMask: appMask != 0 ? appMask : nil, appChanges: appChanges, rules: rules) }
        ctx.adIndex = -1
        ctx.slot = -1
    }

    /// Marks the ads the step changed (their states compared, for their kind's rules) and
    /// those it created or re-created as the other kind (every state new to them).
    private mutating func markChangedAds(_ step: LentStep, rules: UnsafeMutableBufferPointer<RuleMonitor>) {
        let changed = marks.changedMarker  // no store or self reached per ad
        let bannerReads = plan.bannerReads, interstitialReads = plan.interstitialReads
        step.withChangedAdsInPlace { ads in  // read in place: no array retained around the calls below
            let b = ads.before, c = ads.after
            for k in 0..<ads.count {
                let a = ads.index(k)
                // An ad is judged by its kind's rules only: their states compared.
                let kind = c[a].kind
                if kind != b[k].kind {
                    // Re-created as the other kind: a new object, which that kind's instances
                    // last judged in an older object of the name (or never), not in `b[k]`:
                    // every state is new to them, as to a created ad. The old kind's open
                    // stretches end here.
                    changed.mark(a, StateName.everything)
                    endOldKind(a, now: kind, t: step.t, rules: rules)
                    continue
                }
                changed.mark(a, StateChanges.of(b.element(k), c.element(a), reads: kind == .banner ? bannerReads : interstitialReads))
            }
            for a in ads.created { changed.mark(a, StateName.everything) }
        }
    }

    /// Judges the step for the session rules that can matter to it (`SessionRuleIndex`).
    private mutating func observeSessionRules(_ step: LentStep, everything: UInt64, anyThread: Bool, appChanges: UInt64,
                                              rules: UnsafeMutableBufferPointer<RuleMonitor>) {
        if var bits = sessionIndex?.candidates(mask: everything, changes: appChanges, awake: sessionAwake) {
            let needFindings = sessionIndex?.needFindings ?? 0, needThread = sessionIndex?.needThread ?? 0
            if step.findings.isEmpty { bits &= ~(sessionWaiting & needFindings) }
            if !anyThread { bits &= ~(sessionWaiting & needThread) }
            var unknown = bits & (needFindings | needThread) & ~sessionWaiting
            while bits != 0 {
                let j = bits.trailingZeroBitCount
                bits &= bits &- 1
                if rules[sessionRules[j]].observe(session: view, step, ctx: &ctx) {
                    sessionAwake |= 1 << UInt64(j)
                } else {
                    sessionAwake &= ~(1 << UInt64(j))
                }
            }
            while unknown != 0 {  // applicable stays set once set
                let j = unknown.trailingZeroBitCount
                unknown &= unknown &- 1
                if rules[sessionRules[j]].sessionApplicable { sessionWaiting |= 1 << UInt64(j) }
            }
        } else {
            for i in sessionRules { rules[i].observe(session: view, step, ctx: &ctx) }
        }
    }

    /// Judges the step for every ad it can matter to, in ad order: the ads with events of
    /// their own; with app events (`appMask`), also the changed ads and those with active
    /// instances, or every ad when an app fact a per-ad rule reads changed or a per-ad rule
    /// names an app event of the step. Any other ad is unchanged with every instance quiet: judging it would
    /// change nothing.
    private mutating func observeAds(_ step: LentStep, appMask: UInt64?, appChanges: UInt64,
                                     rules: UnsafeMutableBufferPointer<RuleMonitor>) {
        guard let appMask else {
            marks.sortOwners()
            for k in 0..<marks.ownerCount {
                observeAd(marks.owners[k], step, appMask: 0, appChanges: appChanges, rules: rules)
            }
            return
        }
        let everyAd = appChanges & plan.adReads != 0 || appMask & plan.adInterest != 0
        for a in 0..<ctx.state.ads.count where everyAd || marks.isOwner(a) || marks.isChanged(a) || marks.mark(a).pointee.active > 0 {
            observeAd(a, step, appMask: appMask, appChanges: appChanges, rules: rules)
        }
    }

    /// Ad `a` was re-created at `t` as the other kind (`kind` now): the old object ended, so
    /// the bad stretches its kind's `never`/`always` rules have open for it end at this step,
    /// as a re-creation as the same kind ends them (the instance's visit closes the stretch,
    /// reported unless its grace window covers `t`). Those instances do not judge the new
    /// object (only `kind`'s rules see it), and a stretch of theirs already reported ends too,
    /// so that the name's next object of the old kind opens a stretch (and a report) of its own.
    /// Pending obligations are left as they are. Called from the changed ads' loop, in its rare
    /// branch (at every kind change: a reported stretch leaves the ad no active instance).
    @inline(never)
    private mutating func endOldKind(_ a: Int, now kind: AdKind, t: Double, rules: UnsafeMutableBufferPointer<RuleMonitor>) {
        let mark = marks.mark(a)
        let old: AdKind = kind == .banner ? .interstitial : .banner
        let header = header
        // Every rule of the old kind only, not only the active ones: a stretch already reported
        // is not active but still bad, and must not run on into a later object of the name.
        if var bits = index?.only(old) {
            while bits != 0 {
                let i = bits.trailingZeroBitCount
                bits &= bits &- 1
                if rules[i].end(ad: a, at: t, header: header) != 0 {
                    mark.pointee.active -= 1
                    mark.pointee.activeRules &= ~(1 << UInt64(i))
                }
            }
        } else {
            for i in old == .banner ? plan.bannerRules : plan.interstitialRules where !rules[i].code.scope.includes(kind) {
                mark.pointee.active += rules[i].end(ad: a, at: t, header: header)
            }
        }
    }

    private mutating func observeAd(_ a: Int, _ step: LentStep, appMask: UInt64, appChanges: UInt64,
                                    rules: UnsafeMutableBufferPointer<RuleMonitor>) {
        ctx.adIndex = a
        view.ad = a
        view.mask = appMask | marks.mask(a)
        view.changes = appChanges | marks.changes(a)
        let mark = marks.mark(a)  // the ad's record, in place (rules never touch it)
        let kind = ctx.state.ads[a].kind
        // `index?.` reads the index in place (binding it would copy its tables, retaining them).
        if var bits = index?.candidates(mask: view.mask, changes: view.changes, active: mark.pointee.activeRules,
                                        armed: mark.pointee.armedRules, kind: kind) {
            var forbids = bits & (index?.forbids ?? 0) & ~mark.pointee.armedRules  // not armed yet: may arm now
            while bits != 0 {
                let i = bits.trailingZeroBitCount
                bits &= bits &- 1
                let delta = rules[i].observe(ad: view, step, ctx: &ctx)
                if delta != 0 {
                    mark.pointee.active += delta
                    if delta > 0 { mark.pointee.activeRules |= 1 << UInt64(i) } else { mark.pointee.activeRules &= ~(1 << UInt64(i)) }
                }
            }
            while forbids != 0 {  // an instance stays armed once armed
                let i = forbids.trailingZeroBitCount
                forbids &= forbids &- 1
                if rules[i].isArmed(a) { mark.pointee.armedRules |= 1 << UInt64(i) }
            }
        } else {
            for i in kind == .banner ? plan.bannerRules : plan.interstitialRules {
                mark.pointee.active += rules[i].observe(ad: view, step, ctx: &ctx)
            }
        }
    }

    /// The verdict of every note, in the order given: the last state lasts for ever.
    public mutating func finish(final: ModelState) -> [RuleResult] {
        // Per-ad instances finish in ad-name order (names are unique: one order for every rule);
        // only active ones (a bad stretch open, an obligation pending) have anything to finish.
        let adsFinish = plan.hasAdScopes && marks.anyActive(adCount: final.ads.count)
        var byName: [Int] = []
        if adsFinish {
            let names = final.ads.map(\.name)
            byName = names.indices.sorted { names[$0] < names[$1] }
        }
        for i in rules.indices where adsFinish || rules[i].code.scope == .session {
            rules[i].finish(header: header, final: final, byName: byName, lastStep: view.t)
        }
        return Verdicts.of(notes, rules: rules, noteOf: plan.noteOf)
    }
}
