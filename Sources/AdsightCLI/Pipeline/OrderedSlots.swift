import Foundation

/// The state the workers and the consumer of an `OrderedParallelMap` share, behind one
/// condition lock. A thread is woken only when it waits for what changed: the consumer for
/// the one result it awaits, the workers for room in the window (half of it free) or the stop.
final class OrderedSlots<T: Sendable>: @unchecked Sendable {
    private let lock = NSCondition()
    private var slots: [T?]
    private let count: Int
    private let window: Int
    /// The next index to claim, and the number of results taken by the consumer.
    private var next = 0
    private var consumed = 0
    private var stopped = false
    /// The index the consumer sleeps for (-1 when it does not sleep).
    private var awaited = -1
    private var workersWaiting = 0

    init(count: Int, window: Int) {
        self.count = count; self.window = window
        slots = Array(repeating: nil, count: window)
    }

    /// The next index to compute, waiting while `window` results are unconsumed; nil when
    /// every index is claimed or the run stopped.
    func claim() -> Int? {
        lock.lock(); defer { lock.unlock() }
        while !stopped && next < count && next - consumed >= window {
            workersWaiting += 1
            lock.wait()
            workersWaiting -= 1
        }
        guard !stopped, next < count else { return nil }
        next += 1
        return next - 1
    }

    func deliver(_ i: Int, _ value: T) {
        lock.lock(); defer { lock.unlock() }
        slots[i % window] = value
        if awaited == i { lock.broadcast() }
    }

    /// Result `i` (indices are taken in order). While it is not ready, the calling thread
    /// computes the next unclaimed index within the window with `transform`; it sleeps only
    /// when there is none.
    func take(_ i: Int, helping transform: (Int) -> T) -> T {
        lock.lock(); defer { lock.unlock() }
        while true {
            if let value = slots[i % window] {
                slots[i % window] = nil
                consumed = i + 1
                // Workers waiting for room are woken once half the window is free, so each
                // wake-up is worth several results, not one.
                if workersWaiting > 0 && next - consumed <= window - max(1, window / 2) { lock.broadcast() }
                return value
            }
            if !stopped && next < count && next - consumed < window {
                let j = next
                next += 1
                lock.unlock()
                let value = transform(j)
                lock.lock()
                slots[j % window] = value
                continue
            }
            awaited = i
            lock.wait()
            awaited = -1
        }
    }

    func stop() {
        lock.lock(); defer { lock.unlock() }
        stopped = true
        lock.broadcast()
    }
}
