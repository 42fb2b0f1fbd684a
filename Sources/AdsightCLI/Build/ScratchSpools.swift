import Foundation

/// The spools a `SiteParts` makes in the staging folder (its own and the tally's pages of
/// rows), kept so that one read back short is found before anything made from it is
/// committed (`SiteAssembly`). Any thread may make one.
final class ScratchSpools: @unchecked Sendable {
    private let folder: String
    private let lock = NSLock()
    private var made: [Spool] = []

    /// Spools made in `folder` (the staging folder).
    init(in folder: String) { self.folder = folder }

    /// A new spool, kept.
    func make() -> Spool {
        let spool = Spool(in: folder)
        lock.withLock { made.append(spool) }
        return spool
    }

    /// Whether any spool made read back short.
    var readBackShort: Bool { lock.withLock { made.contains { $0.readBackShort } } }
}
