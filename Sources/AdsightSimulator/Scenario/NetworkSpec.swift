/// The scenario's `network`: the iAd network as the seeds describe it.
public struct NetworkSpec: Sendable, Hashable {
    /// Chance a request is filled with an ad (parts per million); else it fails.
    public var fillRate = 850_000
    /// Time from a request to its answer.
    public var latency = MillisRange(seconds: 0.3, 3)
    /// Error codes of failed requests, with integer weights.
    public var errors: [(code: String, weight: Int)] = [
        ("ADErrorInventoryUnavailable", 6), ("ADErrorServerFailure", 2),
        ("ADErrorLoadingThrottled", 1), ("ADErrorUnknown", 1),
    ]
    /// Time between two banner requests (the banner cycles through ads).
    public var bannerRefresh = MillisRange(seconds: 30, 45)
    /// Full-screen content expiry when not presented or presented modelessly (seed 000: 5 to 15 minutes).
    public var contentExpiry = MillisRange(seconds: 300, 900)

    public init() {}

    public static func == (a: NetworkSpec, b: NetworkSpec) -> Bool {
        a.fillRate == b.fillRate && a.latency == b.latency && a.bannerRefresh == b.bannerRefresh
            && a.contentExpiry == b.contentExpiry && a.errors.map(\.code) == b.errors.map(\.code)
            && a.errors.map(\.weight) == b.errors.map(\.weight)
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(fillRate); hasher.combine(latency); hasher.combine(errors.map(\.code))
    }
}
