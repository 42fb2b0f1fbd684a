/// Where a `SiteTally` keeps the rows of its long lists (note pages' sessions) until the
/// pages are rendered: appended in order, read back a page at a time, so a build holds no
/// row of a session it is done with. A build gives an anonymous scratch file; `MemoryRowStore`
/// keeps them in memory (the in-memory `SiteBuilder`, tests).
public protocol RowStore: AnyObject, Sendable {
    /// Appends bytes.
    func append(_ bytes: [UInt8])
    /// How many bytes were appended: where the next append starts.
    var position: UInt64 { get }
    /// The bytes appended from `start` up to `end`.
    func read(from start: UInt64, to end: UInt64) -> [UInt8]
}

/// A `RowStore` in memory. One thread at a time (as the tally that fills it).
public final class MemoryRowStore: RowStore, @unchecked Sendable {
    private var bytes: [UInt8] = []

    public init() {}

    public func append(_ more: [UInt8]) { bytes += more }

    public var position: UInt64 { UInt64(bytes.count) }

    public func read(from start: UInt64, to end: UInt64) -> [UInt8] { Array(bytes[Int(start)..<Int(end)]) }
}
