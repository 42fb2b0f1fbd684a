import Foundation

/// Work started on its own thread, whose result (or error) `wait()` returns. Whoever
/// starts one must wait for it before leaving the scope whose state it uses.
final class BackgroundWork<T: Sendable>: @unchecked Sendable {
    private let done = DispatchSemaphore(value: 0)
    private var result: Result<T, Error>?
    private var waited = false

    init(_ work: @escaping @Sendable () throws -> T) {
        Thread.detachNewThread { [self] in
            result = Result { try work() }
            done.signal()
        }
    }

    /// Waits for the work and returns its result (once; later calls return it again, or,
    /// after `take()`, throw).
    func wait() throws -> T {
        if !waited { done.wait(); waited = true }
        guard let result else { throw Taken() }
        return try result.get()
    }

    /// Waits for the work and returns its result, which this no longer holds (so what the
    /// result holds can be freed before the work's owner goes).
    func take() throws -> T {
        defer { result = nil }
        return try wait()
    }

    /// What `wait()` throws once the result was taken.
    struct Taken: Error {}
}
