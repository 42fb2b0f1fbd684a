/// Where a moment of an ad object's lifetime went (session-format.md, "Exposure"): every
/// moment falls into exactly one bucket, the first that applies, in this order.
public enum ExposureBucket: String, Sendable, Hashable, CaseIterable, Codable {
    /// An action of this ad is in progress (its own full-screen experience covers the app).
    case action
    /// Loaded, and exposure ≥ 0.5.
    case viewable
    /// Loaded, and 0 < exposure < 0.5.
    case partly
    /// Not loaded, and exposure > 0.
    case empty
    /// Loaded, and exposure 0: an ad that could have been seen and was not.
    case hidden
    /// Not loaded, and exposure 0.
    case idle

    /// Whether time in this bucket counts towards a viewable impression.
    public var countsAsViewed: Bool { self == .action || self == .viewable }

    /// The bucket's place in `allCases` (the order of the JSON's `seconds`).
    public var index: Int {
        switch self {
        case .action: return 0
        case .viewable: return 1
        case .partly: return 2
        case .empty: return 3
        case .hidden: return 4
        case .idle: return 5
        }
    }
}
