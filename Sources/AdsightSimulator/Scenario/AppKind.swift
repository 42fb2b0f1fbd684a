/// The three apps of the seeds the simulator can play.
public enum AppKind: String, Sendable, Hashable, CaseIterable {
    /// Seed 004: a table ("Top rated") with a banner at the bottom and a detail screen to drill into.
    case table
    /// Seed 000, ADGame: matches with a modal full-screen ad between them (iPad).
    case game
    /// Seed 000, ADMagazine: pages in a scroll view, a full-screen ad as one page (iPad).
    case magazine

    /// Whether the app shows banners (else full-screen ads).
    public var usesBanners: Bool { self == .table }
}
