/// The session monitor's per-event scratch: each event's vocabulary index and owning ad, in
/// memory managed by hand and reused from step to step, so a `StepView` reads them through
/// plain pointers (no array retained across a call, no uniqueness check per write).
final class StepScratch {
    private(set) var kinds: UnsafeMutablePointer<Int>
    private(set) var owners: UnsafeMutablePointer<Int>
    private var capacity: Int

    init() {
        capacity = 16
        kinds = .allocate(capacity: capacity)
        owners = .allocate(capacity: capacity)
    }

    /// Makes room for `n` events (the contents are not kept).
    @inline(__always)  // per step: the test inline, the growth out of line
    func reserve(_ n: Int) {
        if n > capacity { grow(n) }
    }

    @inline(never)
    private func grow(_ n: Int) {
        kinds.deallocate()
        owners.deallocate()
        capacity = max(n, 2 * capacity)
        kinds = .allocate(capacity: capacity)
        owners = .allocate(capacity: capacity)
    }

    deinit {
        kinds.deallocate()
        owners.deallocate()
    }
}
