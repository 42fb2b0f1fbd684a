import Foundation

/// Maps `0..<count` on worker threads and hands the results to the caller's thread strictly
/// in index order, so output stays deterministic however the workers interleave. At most
/// `window` results wait unconsumed (memory stays flat); the caller's `body` may throw,
/// which stops the workers and is rethrown after they have all returned.
///
/// The calling thread is one of the `workers`: while the next result is not ready it
/// computes an unclaimed index itself, and it sleeps only when none is left within the
/// window. So `workers` threads run in all (not one more for the consumer), and a hand-off
/// wakes a thread only when that thread waits for it.
struct OrderedParallelMap<T: Sendable>: Sendable {
    var count: Int
    var workers: Int
    var window: Int

    init(count: Int, workers: Int = OrderedParallelMap.defaultWorkers, window: Int? = nil) {
        self.count = count
        self.workers = max(1, min(workers, count, Self.maximumWorkers))
        // Never more slots than items (a huge window would only allocate).
        self.window = max(min(window ?? 2 * self.workers, count), self.workers)
    }

    /// The most threads a map starts, whatever `ADSIGHT_WORKERS` asks.
    static var maximumWorkers: Int { 256 }

    /// The number of workers: `ADSIGHT_WORKERS` when set to a positive number, else the
    /// number of active processors.
    static var defaultWorkers: Int {
        if let text = ProcessInfo.processInfo.environment["ADSIGHT_WORKERS"], let n = Int(text), n > 0 { return n }
        return max(1, ProcessInfo.processInfo.activeProcessorCount)
    }

    func run(_ transform: @escaping @Sendable (Int) -> T, _ body: (Int, T) throws -> Void) rethrows {
        if workers <= 1 {
            for i in 0..<count { try body(i, transform(i)) }
            return
        }
        let shared = OrderedSlots<T>(count: count, window: window)
        let done = DispatchGroup()
        for _ in 1..<workers {
            done.enter()
            Thread.detachNewThread {
                while let i = shared.claim() { shared.deliver(i, transform(i)) }
                done.leave()
            }
        }
        defer {
            shared.stop()
            done.wait()
        }
        for i in 0..<count {
            try body(i, shared.take(i, helping: transform))
        }
    }
}
