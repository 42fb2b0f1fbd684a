import AdsightSession

/// Everything the rules may ask about, after one group of equal-`t` events.
///
/// A value type: keeping one per step is cheap (copy-on-write arrays).
public struct ModelState: Sendable, Hashable {
    /// The `t` of the group that produced this state (0 before any event).
    public var t: Double
    /// The device family (fixes the geometry).
    public var device: DeviceFamily
    /// The iOS version the session ran on.
    public var os: Version
    public var app: AppState
    /// The ads by name, in creation order (a re-created name keeps its first place).
    public internal(set) var ads: [AdState] = []
    /// Index of each name in `ads`.
    var index: [String: Int] = [:]

    /// The state at t = 0 before any event, from the header.
    public init(header: SessionHeader) {
        t = 0; device = header.device.family; os = header.os
        app = AppState(orientation: header.orientation)
    }

    /// The ad named `name`, if it was ever created.
    public subscript(ad name: String) -> AdState? {
        guard let i = index[name] else { return nil }
        return ads[i]
    }

    /// The screen for the current interface orientation.
    public var screen: Size { Geometry.screen(device, app.orientation.axis) }

    /// The banners, in creation order.
    public var banners: [AdState] { ads.filter { $0.kind == .banner } }
    /// The full-screen ads, in creation order.
    public var interstitials: [AdState] { ads.filter { $0.kind == .interstitial } }
}
