import Foundation

/// Values a command-line build keeps until the process exits instead of freeing them one
/// by one as it returns: a rebuild of 10,000 sessions holds hundreds of thousands of small
/// allocations (summaries, cache entries, names) whose release took ~25 ms, all of it
/// after the last file was written. Only `adsight build` run as a command uses it
/// (`BuildAction.keepsMemoryUntilExit`); in-process callers free as usual.
enum ExitKeep {
    private static let kept = Kept()

    /// Keeps `value` alive until the process exits.
    static func keep(_ value: Any) { kept.add(value) }

    private final class Kept: @unchecked Sendable {
        private let lock = NSLock()
        private var values: [Any] = []
        func add(_ value: Any) { lock.withLock { values.append(value) } }
    }
}
