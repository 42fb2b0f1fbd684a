import AdsightSession

/// Steps a session forward one group of equal-`t` events at a time: an online monitor
/// applies each group and judges the returned step.
public struct Replayer: Sendable {
    /// The state after the last applied group.
    public private(set) var state: ModelState

    /// Starts from the header's state at t = 0.
    public init(header: SessionHeader) { state = ModelState(header: header) }

    /// Applies one group of events sharing one `t` (in file order) and returns the step.
    public mutating func apply(_ group: ArraySlice<Event>) -> Step {
        let before = state
        var findings: [ConsistencyFinding] = []
        for event in group {
            if let message = applyOne(event) {
                findings.append(ConsistencyFinding(t: event.t, line: event.line, ad: event.ad, message: message))
            }
        }
        if let t = group.first?.t { state.t = t }
        state.refreshDerived()
        return Step(t: group.first?.t ?? state.t, events: group, before: before, state: state, findings: findings)
    }

    /// Applies one event; returns a consistency message when iAd would never do it.
    mutating func applyOne(_ event: Event) -> String? {
        if let message = state.app.apply(event) { return message }
        guard event.kind.concernsAd, let name = event.ad else { return nil }
        switch event.kind {
        case .initBanner(let frame):
            state.create(name, kind: .banner, event: event, frame: frame)
            return nil
        case .initInterstitial:
            state.create(name, kind: .interstitial, event: event, frame: nil)
            return nil
        default:
            break
        }
        guard let i = state.index[name] else {
            return "\(event.name) for \(name), which was never created"
        }
        let ad = state.ads[i]
        let category = event.kind.category
        if ad.released {
            switch category {
            case .callback: return nil  // the rule ad-delegate-cleared-before-release judges it
            case .appCall: return "\(event.name) called on \(name) after it was released"
            default: return "\(event.name) on \(name) after it was released"
            }
        }
        if let only = event.kind.onlyFor, only != ad.kind {
            return "\(event.name) on \(name), an \(ad.kind.className); only an \(only.className) has it"
        }
        var outcome = Transition.accepted
        if category == .callback {
            if !event.isMainThread {
                outcome = outcome.then(.inconsistent("iAd delivered \(event.name) off the main thread (\(event.thread ?? "?")); iAd calls delegates on the main thread"))
            }
            if ad.delegate == .cleared {
                outcome = outcome.then(.inconsistent("\(event.name) delivered after the delegate was set to nil"))
            }
        }
        if case .bannerActionShouldBegin = event.kind, let other = state.otherActionInProgress(than: name) {
            outcome = outcome.then(.inconsistent("an action began while \(other)'s action was in progress"))
        } else if case .interstitialActionShouldBegin = event.kind, let other = state.otherActionInProgress(than: name) {
            outcome = outcome.then(.inconsistent("an action began while \(other)'s action was in progress"))
        }
        outcome = outcome.then(state.ads[i].apply(event, device: state.device))
        switch outcome {
        case .accepted: return nil
        case .inconsistent(let message): return message
        }
    }
}
