import AdsightSession

/// How a full-screen ad is presented (always `.none` for a banner).
public enum Presentation: Sendable, Hashable {
    case none
    /// `presentFromViewController:`; `dismissed` after `user.dismiss`.
    case modal(dismissed: Bool)
    /// `presentInView:` into a host view with this frame (kept in step with `setFrame:`).
    case modeless(host: Rect, inViewController: Bool)

    /// A short word for output: `none`, `modal`, `dismissed`, `modeless`.
    public var label: String {
        switch self {
        case .none: return "none"
        case .modal(let dismissed): return dismissed ? "dismissed" : "modal"
        case .modeless: return "modeless"
        }
    }
}
