/// Why a loaded ad had exposure 0 (session-format.md, "Exposure"): the first that applies,
/// in this order.
public enum HiddenReason: String, Sendable, Hashable, CaseIterable, Codable {
    /// The app is in the background.
    case background
    /// The host screen is not shown.
    case hostHidden
    /// Not in a view hierarchy, `hidden: true`, or a full-screen ad not presented.
    case notShown
    /// Its frame does not overlap the screen.
    case offscreen
    /// On screen, but app views drawn above cover all of it.
    case covered

    /// The reason's place in `allCases` (the order of the JSON's `hiddenBy`).
    public var index: Int {
        switch self {
        case .background: return 0
        case .hostHidden: return 1
        case .notShown: return 2
        case .offscreen: return 3
        case .covered: return 4
        }
    }
}
