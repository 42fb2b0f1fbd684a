/// Every state a timeline lane can show; its CSS class is `s-<rawValue>`.
enum LaneState: String, Sendable, Hashable, CaseIterable {
    case loading, loaded, failed, unloaded, released
    case onScreen = "onscreen"
    case action
    case hostHidden = "hosthidden"
    case background, paused
    case portrait, landscape

    /// The words of the legend and tooltips.
    var label: String {
        switch self {
        case .loading: return "loading"
        case .loaded: return "loaded"
        case .failed: return "failed"
        case .unloaded: return "unloaded"
        case .released: return "released"
        case .onScreen: return "on screen"
        case .action: return "action in progress"
        case .hostHidden: return "host screen not shown"
        case .background: return "in background"
        case .paused: return "paused"
        case .portrait: return "portrait"
        case .landscape: return "landscape"
        }
    }

    /// `s-<rawValue>`, the class of its spans (a small string: no allocation).
    var cssClass: String { "s-" + rawValue }
}
