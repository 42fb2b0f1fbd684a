import Foundation

/// Old session pages to link (input index, cache entry), handed in runs from the thread
/// gathering the sessions' work to the threads linking them, so the links start with the
/// first run gathered instead of after the last.
final class LinkQueue: @unchecked Sendable {
    private let condition = NSCondition()
    private var runs: [[(Int, BuildCacheEntry)]] = []
    private var closed = false

    /// Adds a run (nothing for an empty one).
    func push(_ run: [(Int, BuildCacheEntry)]) {
        guard !run.isEmpty else { return }
        condition.withLock {
            runs.append(run)
            condition.signal()
        }
    }

    /// No more runs will come: `next()` returns nil once the queue is empty.
    func close() {
        condition.withLock {
            closed = true
            condition.broadcast()
        }
    }

    /// The next run, waiting for one; nil when the queue is closed and empty.
    func next() -> [(Int, BuildCacheEntry)]? {
        condition.withLock {
            while runs.isEmpty && !closed { condition.wait() }
            return runs.isEmpty ? nil : runs.removeFirst()
        }
    }
}
