/// The advertising-action half of an ad's lifecycle.
public enum ActionPhase: Sendable, Hashable {
    /// No action running; `after` says how the last one ended (nil: none ever began).
    case idle(after: ActionEnd?)
    /// After `...ActionShouldBegin:willLeaveApplication:` with `willLeave: false` and
    /// `returned: true`, until `...ActionDidFinish:` (or a full-screen ad's `cancelAction`).
    /// `cancelRequested` after a banner's `cancelBannerViewAction` (the finish is still due).
    case inProgress(since: Double, cancelRequested: Bool)

    /// The spec's *action in progress*.
    public var isInProgress: Bool {
        switch self {
        case .inProgress: return true
        case .idle: return false
        }
    }
}

/// How the last advertising action ended (or did not start).
public enum ActionEnd: String, Sendable, Hashable, Codable {
    /// `...ActionDidFinish:` arrived.
    case finished
    /// A full-screen ad's `cancelAction` (no finish callback follows).
    case cancelled
    /// The delegate returned `false`: no action ran.
    case declined
    /// `willLeave: true`: the app went to the background; no finish callback follows.
    case leftApplication
}
