/// The memory of one rule monitor's per-ad instances, managed by hand: the monitor reads and
/// writes them through a plain pointer (no array uniqueness check per rule visit, no bounds
/// check). Instances `0..<count` are initialized; the room grows by doubling.
final class InstanceStore {
    private(set) var base: UnsafeMutablePointer<InstanceMonitor>
    private(set) var count = 0
    private(set) var capacity = 0

    init() { base = .allocate(capacity: 0) }

    /// Makes room for at least `room` instances (the initialized ones kept, moved).
    func reserve(_ room: Int) {
        guard room > capacity else { return }
        let bigger = UnsafeMutablePointer<InstanceMonitor>.allocate(capacity: room)
        bigger.moveInitialize(from: base, count: count)
        base.deallocate()
        base = bigger
        capacity = room
    }

    /// Appends a new instance (`reserve` first).
    func append() {
        precondition(count < capacity, "InstanceStore.append without room")
        (base + count).initialize(to: InstanceMonitor())
        count += 1
    }

    deinit {
        base.deinitialize(count: count)
        base.deallocate()
    }
}
