extension ActionPhase {
    /// `...ActionShouldBegin:willLeaveApplication:` with the delegate's answer.
    mutating func shouldBegin(willLeave: Bool, returned: Bool, at t: Double) -> Transition {
        let previous = self
        switch (returned, willLeave) {
        case (false, _): self = .idle(after: .declined)
        case (true, true): self = .idle(after: .leftApplication)
        case (true, false): self = .inProgress(since: t, cancelRequested: false)
        }
        switch previous {
        case .idle: return .accepted
        case .inProgress: return .inconsistent("an action began while this ad's previous action was still in progress")
        }
    }

    /// `...ActionDidFinish:`.
    mutating func didFinish() -> Transition {
        switch self {
        case .inProgress:
            self = .idle(after: .finished)
            return .accepted
        case .idle(let after):
            return .inconsistent(Self.finishWithoutAction(after))
        }
    }

    /// A banner's `cancelBannerViewAction`: the action ends and iAd still sends the finish.
    mutating func cancelBanner() -> Transition {
        switch self {
        case .inProgress(let since, _):
            self = .inProgress(since: since, cancelRequested: true)
        case .idle:
            break
        }
        return .accepted
    }

    /// A full-screen ad's `cancelAction`: the action ends at once, no finish follows.
    mutating func cancelInterstitial() -> Transition {
        switch self {
        case .inProgress: self = .idle(after: .cancelled)
        case .idle: break
        }
        return .accepted
    }

    static func finishWithoutAction(_ after: ActionEnd?) -> String {
        switch after {
        case nil: return "a finish callback with no action begun"
        case .finished?: return "a second finish callback for one action"
        case .cancelled?: return "a finish callback after cancelAction; iAd sends none for a cancelled full-screen ad action"
        case .declined?: return "a finish callback for an action the delegate declined (it returned false)"
        case .leftApplication?: return "a finish callback after an action that left the application (willLeave: true); iAd sends none then"
        }
    }
}
