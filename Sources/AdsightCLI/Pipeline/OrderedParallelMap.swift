import Foundation

/// Maps `0..<count` on worker threads and hands the results to the caller's thread strictly
/// in index order, so output stays deterministic however the workers interleave. At most
/// `window` results wait unconsumed (memory stays flat); the caller's `body` may throw,
/// which stops the workers and is rethrown after they have all returned.
struct OrderedParallelMap<T: Sendable>: Sendable {
    var count: Int
    var workers: Int
    var window: Int

    init(count: Int, workers: Int = OrderedParallelMap.defaultWorkers, window: Int? = nil) {
        self.count = count
        self.workers = max(1, min(workers, count))
        self.window = max(window ?? 2 * self.workers, self.workers)
    }

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
        for _ in 0..<workers {
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
            try body(i, shared.take(i))
        }
    }
}

/// The state the workers and the consumer share, behind one condition lock.
final class OrderedSlots<T: Sendable>: @unchecked Sendable {
    private let lock = NSCondition()
    private var slots: [T?]
    private let count: Int
    private let window: Int
    private var next = 0
    private var consumed = 0
    private var stopped = false

    init(count: Int, window: Int) {
        self.count = count; self.window = window
        slots = Array(repeating: nil, count: window)
    }

    /// The next index to compute, waiting while `window` results are unconsumed; nil when
    /// every index is claimed or the run stopped.
    func claim() -> Int? {
        lock.lock(); defer { lock.unlock() }
        while !stopped && next < count && next - consumed >= window { lock.wait() }
        guard !stopped, next < count else { return nil }
        next += 1
        return next - 1
    }

    func deliver(_ i: Int, _ value: T) {
        lock.lock(); defer { lock.unlock() }
        slots[i % window] = value
        lock.broadcast()
    }

    /// Result `i`, once computed (indices are taken in order).
    func take(_ i: Int) -> T {
        lock.lock(); defer { lock.unlock() }
        while true {
            if let value = slots[i % window] {
                slots[i % window] = nil
                consumed = i + 1
                lock.broadcast()
                return value
            }
            lock.wait()
        }
    }

    func stop() {
        lock.lock(); defer { lock.unlock() }
        stopped = true
        lock.broadcast()
    }
}
