import AdsightSession

/// The replayer's state and the code that applies a group of events to it, recording what
/// changed in a `StepUndo` the caller owns (the replayer's reused record or a step's own).
struct ReplayCore: Sendable {
    var state: ModelState
    /// The last ad name looked up and its index in `state.ads` (a name keeps its index for
    /// ever, so the pair stays valid): events of one ad come in runs, and comparing two
    /// names is cheaper than hashing one (the decoder hands out one text for a name it keeps
    /// seeing, and `==` of two strings sharing their storage answers at once).
    private var lastName: String?
    private var lastIndex = 0

    init(state: ModelState) { self.state = state }

    /// Applies `group` to `state`, recording in `undo` what it changed; returns the group's `t`.
    mutating func applyGroup(_ group: ArraySlice<Event>, undo: inout StepUndo,
                             findings: inout [ConsistencyFinding]) -> Double {
        group.withUnsafeBufferPointer { events in
            for k in events.indices {
                if let message = applyOne(events.element(k), undo: &undo) {
                    findings.append(ConsistencyFinding(t: events[k].t, line: events[k].line, ad: events[k].ad, message: message))
                }
            }
        }
        // `t` read in place (`group.first` would copy the whole event).
        let t = group.isEmpty ? state.t : group[group.startIndex].t
        state.t = t
        let app = AppChange(state.app, undo)
        if app.none {
            // Only the ads the group changed, unless their value before says nothing their facts read changed.
            for k in 0..<undo.changedCount { refreshChanged(k, undo: &undo) }
        } else {
            // Every ad, but those the app's change leaves as they are (in order: the record's order of first change).
            for i in 0..<undo.adCount {
                if undo.covers(i) {
                    refreshDerived(i, undo: &undo)
                } else if !app.keepsDerivedFacts(of: state.ads, i) {
                    if app.axis { refreshDerived(i, undo: &undo) } else { refreshShownOrCovered(i, app, undo: &undo) }
                }
            }
        }
        for i in undo.adCount..<state.ads.count { refreshDerived(i, undo: &undo) }
        assert(derivedFactsAreCurrent, "an ad's derived facts were left stale")
        return t
    }

    /// Recomputes the derived facts of the `k`-th ad the group changed (see `refreshDerived`),
    /// unless its value before the group holds the same inputs and facts (`AdState.sameDerivedInputs`:
    /// most events leave them alone), the app being as it was.
    private mutating func refreshChanged(_ k: Int, undo: inout StepUndo) {
        let i = undo.indices[k]
        let same = undo.ads.withUnsafeBufferPointer { before in
            state.ads.withUnsafeBufferPointer { now in
                AdState.sameDerivedInputs(before.element(k), now.element(i))
            }
        }
        if !same { refreshDerived(i, undo: &undo) }
    }

    /// Whether every ad stores the derived facts a full recomputation would give
    /// (what recomputing only the touched ads must preserve).
    var derivedFactsAreCurrent: Bool {
        state.ads.allSatisfy { DerivedFacts(ad: $0, device: state.device, app: state.app).isStored(in: $0) }
    }

    /// Recomputes ad `i`'s derived facts; writes (recording its previous value) only when they changed.
    private mutating func refreshDerived(_ i: Int, undo: inout StepUndo) {
        // Read in place: nothing is written while the facts are computed.
        let d: DerivedFacts? = state.ads.withUnsafeBufferPointer { ads in
            let p = ads.element(i)
            let d = DerivedFacts(at: p, device: state.device, app: state.app)
            return d.isStored(at: p) ? nil : d
        }
        if let d { store(d, i, undo: &undo) }
    }

    /// Recomputes what the app's change may change of the facts of ad `i`, which the group
    /// left as it was, the axis unchanged (`DerivedFacts` reads nothing else that changed): its
    /// visibility when the host view or background changed, its obscuring views when the
    /// app's views did. Writes as `refreshDerived` does.
    private mutating func refreshShownOrCovered(_ i: Int, _ app: AppChange, undo: inout StepUndo) {
        // The app's facts read out first (the app passed into the closure was copied, its views retained).
        let (device, hostOnScreen, background, axis) = (state.device, state.app.hostOnScreen, state.app.background,
                                                        state.app.orientation.axis)
        let d: DerivedFacts? = state.ads.withUnsafeBufferPointer { ads in
            let p = ads.element(i)
            var d = DerivedFacts(storedAt: p)
            var same = true
            if app.shown {
                d.visible = DerivedFacts.visible(at: p, device: device, hostOnScreen: hostOnScreen, background: background, axis: axis)
                same = d.visible == p.pointee.visible
            }
            if app.views {
                d.obscuredBy = DerivedFacts.obscuredBy(at: p, state.app.views)
                same = same && d.sameObscuredBy(at: p)
            }
            return same ? nil : d
        }
        if let d { store(d, i, undo: &undo) }
    }

    /// Stores `d` as ad `i`'s derived facts, recording its previous value.
    private mutating func store(_ d: DerivedFacts, _ i: Int, undo: inout StepUndo) {
        record(i, &undo)
        d.store(into: &state.ads[i])
    }

    /// The index in `state.ads` of the ad named `name`, if it was ever created.
    private mutating func adIndex(named name: String) -> Int? {
        if name == lastName { return lastIndex }
        guard let i = state.index[name] else { return nil }
        remember(name, at: i)
        return i
    }

    /// Makes `name`, at index `i` in `state.ads`, the last name looked up.
    private mutating func remember(_ name: String, at i: Int) {
        lastName = name
        lastIndex = i
    }

    /// `adIndex(named: e.pointee.ad!)` (the event has an ad), compared in place with the last
    /// name first (most events are of the ad before them).
    @inline(__always)
    private mutating func adIndex(of e: UnsafePointer<Event>) -> Int? {
        if lastName != nil, e.pointee.ad == lastName { return lastIndex }
        return adIndex(named: e.pointee.ad!)
    }

    /// Records ad `i`'s value before its first change in this group. (Mutating only so that
    /// `self` is passed in place: called from a mutating method, a non-mutating one got a
    /// copy of the whole core, ~35 instructions a call.)
    private mutating func record(_ i: Int, _ undo: inout StepUndo) {
        if !undo.covers(i) { undo.record(i, state.ads[i]) }
    }

    /// Applies one event (read in place: passing it by value copied it, as `self` is mutated);
    /// returns a consistency message when iAd would never do it. What most events do not
    /// need (creation, messages, app events) is in functions of its own: this one's frame
    /// stays small (its set-up and return cost ~25 instructions an event when it held them).
    mutating func applyOne(_ e: UnsafePointer<Event>, undo: inout StepUndo) -> String? {
        let code = e.pointee.code
        if code.mayChangeApp, let message = applyToApp(e, code, undo: &undo) { return message }
        guard code.concernsAd, e.pointee.ad != nil else { return nil }
        switch code {  // a switch: `==` of codes is a call into the events' module
        case .initBanner, .initInterstitial:
            create(e, undo: &undo)
            return nil
        default: break
        }
        guard let i = adIndex(of: e) else { return Self.neverCreated(e) }
        // The ad's facts read in place, once.
        let (released, kind, delegateCleared) = state.ads.withUnsafeBufferPointer { ads in
            let p = ads.element(i)
            return (p.pointee.released, p.pointee.kind, p.pointee.delegate == .cleared)
        }
        if released { return Self.afterRelease(e, code.category) }
        if let only = code.onlyFor, only != kind { return Self.wrongClass(e, kind, only) }
        var outcome = Transition.accepted
        if code.isCallback, !e.pointee.isMainThread || delegateCleared {
            outcome = Self.callbackFindings(e, delegateCleared: delegateCleared)
        }
        switch code {
        case .bannerActionShouldBegin, .interstitialActionShouldBegin: outcome = actionBegins(i, outcome)
        default: break
        }
        // A repeat that changes nothing is neither recorded nor applied (read in place).
        let device = state.device
        if code.mayRepeatUnchanged,
           state.ads.withUnsafeBufferPointer({ AdState.ignores(e, code, at: $0.element(i), device: device) }) {
            return Self.message(outcome, e)
        }
        record(i, &undo)
        outcome = outcome.then(state.ads[i].apply(e, device: state.device))
        return Self.message(outcome, e)
    }

    /// An app or device event (`code.mayChangeApp`): the app before its first change in the
    /// group is recorded (its views only before a `view.frame`).
    @inline(never)
    private mutating func applyToApp(_ e: UnsafePointer<Event>, _ code: EventCode, undo: inout StepUndo) -> String? {
        if undo.app == nil { undo.app = AppScalars(state.app) }
        if case .viewFrame = code {
            undo.note(state.app.setView(of: e), viewsNow: state.app.views.count)
            return nil
        }
        return state.app.apply(e, code)
    }

    /// `initWithFrame:` / `init`: creates the ad (a re-created one's previous value recorded).
    @inline(never)
    private mutating func create(_ e: UnsafePointer<Event>, undo: inout StepUndo) {
        let name = e.pointee.ad!
        let i = state.claimIndex(name)
        if i < state.ads.count { record(i, &undo) }
        if case .initBanner(let frame) = e.pointee.kind {
            state.create(name, at: i, kind: .banner, event: e, frame: frame)
        } else {
            state.create(name, at: i, kind: .interstitial, event: e, frame: nil)
        }
        remember(name, at: i)  // the ad's next events mostly follow
    }

    @inline(never)
    private static func neverCreated(_ e: UnsafePointer<Event>) -> String {
        "\(e.pointee.name) for \(e.pointee.ad!), which was never created"
    }

    /// An event on a released ad: nil for a callback (the rule ad-delegate-cleared-before-release judges it).
    @inline(never)
    private static func afterRelease(_ e: UnsafePointer<Event>, _ category: EventCategory) -> String? {
        switch category {
        case .callback: return nil
        case .appCall: return "\(e.pointee.name) called on \(e.pointee.ad!) after it was released"
        default: return "\(e.pointee.name) on \(e.pointee.ad!) after it was released"
        }
    }

    @inline(never)
    private static func wrongClass(_ e: UnsafePointer<Event>, _ kind: AdKind, _ only: AdKind) -> String {
        "\(e.pointee.name) on \(e.pointee.ad!), an \(kind.className); only an \(only.className) has it"
    }

    /// A callback off the main thread, or after the delegate was cleared.
    @inline(never)
    private static func callbackFindings(_ e: UnsafePointer<Event>, delegateCleared: Bool) -> Transition {
        var outcome = Transition.accepted
        if !e.pointee.isMainThread {
            outcome = outcome.then(.inconsistent("iAd delivered \(e.pointee.name) off the main thread (\(e.pointee.thread ?? "?")); iAd calls delegates on the main thread"))
        }
        if delegateCleared {
            outcome = outcome.then(.inconsistent("\(e.pointee.name) delivered after the delegate was set to nil"))
        }
        return outcome
    }

    /// An action beginning while another ad's is in progress (mutating: `self` passed in place, see `record`).
    @inline(never)
    private mutating func actionBegins(_ i: Int, _ outcome: Transition) -> Transition {
        guard let other = state.otherActionInProgress(than: i) else { return outcome }
        return outcome.then(.inconsistent("an action began while \(other)'s action was in progress"))
    }

    /// The consistency message of `outcome` on `e`'s ad, if any, naming that ad first: the
    /// lifecycle's messages say what went wrong, not with which object, and every report
    /// (text, JUnit, the session page) shows the message alone.
    private static func message(_ outcome: Transition, _ e: UnsafePointer<Event>) -> String? {
        switch outcome {
        case .accepted: return nil
        case .inconsistent(let message): return (e.pointee.ad ?? "?") + ": " + message
        }
    }
}
