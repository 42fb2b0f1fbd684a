/// The memory of one rule monitor's instances of pattern `P`, managed by hand: the monitor
/// reads and writes them through a plain pointer (no array uniqueness check per rule visit,
/// no bounds check). Instances `0..<count` are initialized; the room grows by doubling.
final class InstanceStore<P: PatternMachine> {
    private(set) var base: UnsafeMutablePointer<P>
    private(set) var count = 0
    private(set) var capacity = 0

    init() { base = .allocate(capacity: 0) }

    /// Makes new instances up to `needed`: the pointer to them may change (read `base` again).
    func grow(to needed: Int) {
        if capacity < needed {  // room for several ads at once (sessions hold ~10): fewer moves
            let room = max(needed, 2 * capacity, 16)
            let bigger = UnsafeMutablePointer<P>.allocate(capacity: room)
            bigger.moveInitialize(from: base, count: count)
            base.deallocate()
            base = bigger
            capacity = room
        }
        while count < needed {
            (base + count).initialize(to: P())
            count += 1
        }
    }

    deinit {
        base.deinitialize(count: count)
        base.deallocate()
    }
}
