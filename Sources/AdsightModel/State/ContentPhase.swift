import AdsightSession

/// What an ad object holds: the content half of its lifecycle.
///
/// Banner: `loading → loaded ⇄ failed` (a banner keeps fetching ads). Full-screen ad:
/// `loading → loaded → unloaded`, or `loading|loaded → failed`; `unloaded` and `failed`
/// are final (an object loads a single ad).
public enum ContentPhase: Sendable, Hashable {
    /// Created, nothing loaded yet.
    case loading
    /// An ad is loaded (*loaded* in the spec).
    case loaded
    /// The last load failed with this error.
    case failed(AdError)
    /// The full-screen ad's content expired (`interstitialAdDidUnload:`).
    case unloaded

    /// The spec's *loaded*.
    public var isLoaded: Bool {
        switch self {
        case .loaded: return true
        case .loading, .failed, .unloaded: return false
        }
    }

    /// A short word for output.
    public var label: String {
        switch self {
        case .loading: return "loading"
        case .loaded: return "loaded"
        case .failed(let e): return "failed(\(e.code))"
        case .unloaded: return "unloaded"
        }
    }
}
