/// The events a decoder keeps, each built in place at the end of one allocation and moved
/// into an `[Event]` once at the end (`take()`). `Array.append` copied every fresh Event
/// into its storage and destroyed the original (a retain and release per string, an
/// outlined copy of the payload): about a seventh of the fast path's time.
///
/// Sendable as a value: it writes through `base` only when `storage` is not shared.
struct EventBuffer: @unchecked Sendable {
    /// Owns the allocation (and frees it with its events); shared by copies of the buffer
    /// until one of them writes.
    private var storage: EventStorage?
    /// `storage`'s base and capacity, copied here so appending touches no class field but
    /// the count.
    private var base: UnsafeMutablePointer<Event>?
    private var capacity = 0
    private(set) var count = 0

    init() {}

    /// Makes room for `capacity` events in all.
    mutating func reserve(_ capacity: Int) {
        if capacity > self.capacity || !isKnownUniquelyReferenced(&storage) { makeRoom(atLeast: capacity) }
    }

    @inline(__always)
    mutating func append(_ event: consuming Event) {
        nextSlot().initialize(to: event)
        didInitializeSlot()
    }

    /// Appends the Event of these members, storing each member in place: building the
    /// Event first and then storing it makes Swift copy it (an outlined copy of the payload
    /// and a destroy of the original). Falls back to `append` if `Event` ever gains a member.
    @inline(__always)
    mutating func append(t: Double, line: Int, ad: consuming String?, thread: consuming String?, kind: consuming EventKind) {
        Self.initialize(nextSlot(), t: t, line: line, ad: ad, thread: thread, kind: kind)
        didInitializeSlot()
    }

    /// Appends the Event of `t`, `line`, no thread and the `ad` and kind of `entry`, an entry
    /// holding no reference (`LineTails.holdsNoReference`), copied bit for bit.
    @inline(__always)
    mutating func append(t: Double, line: Int, bitsOf entry: UnsafePointer<LineTails.Entry>) {
        Self.initialize(nextSlot(), t: t, line: line, bitsOf: entry)
        didInitializeSlot()
    }

    /// Initializes `slot` to the Event of these members, each stored in place (see
    /// `append(t:line:ad:thread:kind:)`).
    @inline(__always)
    static func initialize(
        _ slot: UnsafeMutablePointer<Event>, t: Double, line: Int, ad: consuming String?, thread: consuming String?,
        kind: consuming EventKind
    ) {
        guard membersAreKnown else {
            slot.initialize(to: Event(t: t, line: line, ad: ad, thread: thread, kind: kind))
            return
        }
        let raw = UnsafeMutableRawPointer(slot)
        raw.storeBytes(of: t, as: Double.self)
        (raw + 8).storeBytes(of: line, as: Int.self)
        (raw + 16).assumingMemoryBound(to: String?.self).initialize(to: ad)
        (raw + 32).assumingMemoryBound(to: String?.self).initialize(to: thread)
        (raw + 48).assumingMemoryBound(to: EventKind.self).initialize(to: kind)
    }

    /// Initializes `slot` to the Event of `t`, `line`, no thread and the `ad` and kind of
    /// `entry`, an entry holding no reference, copied bit for bit.
    @inline(__always)
    static func initialize(_ slot: UnsafeMutablePointer<Event>, t: Double, line: Int, bitsOf entry: UnsafePointer<LineTails.Entry>) {
        guard membersAreKnown, let kindOffset = LineTails.Entry.kindOffset else {
            initialize(slot, t: t, line: line, ad: entry.pointee.ad, thread: nil, kind: entry.pointee.kind)
            return
        }
        let raw = UnsafeMutableRawPointer(slot)
        let source = UnsafeRawPointer(entry)
        raw.storeBytes(of: t, as: Double.self)
        (raw + 8).storeBytes(of: line, as: Int.self)
        (raw + 16).copyMemory(from: source, byteCount: MemoryLayout<String?>.size)
        (raw + 32).assumingMemoryBound(to: String?.self).initialize(to: nil)
        (raw + 48).copyMemory(from: source + kindOffset, byteCount: MemoryLayout<EventKind>.size)
    }

    /// Whether `Event` is exactly `t`, `line`, `ad`, `thread`, `kind`, laid out back to back
    /// at offsets 0, 8, 16, 32, 48 (constant; false, taking the plain path, after any change).
    @inline(__always)
    static var membersAreKnown: Bool {
        MemoryLayout<Event>.offset(of: \Event.t) == 0 && MemoryLayout<Event>.offset(of: \Event.line) == 8
            && MemoryLayout<Event>.offset(of: \Event.ad) == 16 && MemoryLayout<Event>.offset(of: \Event.thread) == 32
            && MemoryLayout<Event>.offset(of: \Event.kind) == 48 && MemoryLayout<String?>.size == 16
            && MemoryLayout<Event>.size == 48 + MemoryLayout<EventKind>.size
    }

    /// Where the next event goes (room made for it); initialize it, then call `didInitializeSlot()`.
    @inline(__always)
    mutating func nextSlot() -> UnsafeMutablePointer<Event> {
        if count == capacity || !isKnownUniquelyReferenced(&storage) { makeRoom(atLeast: max(16, 2 * count)) }
        return base.unsafelyUnwrapped + count
    }

    /// Room to build events in place, for a run of appends without a check per event:
    /// where the next event goes and how many fit there (at least one; the storage is this
    /// buffer's own). Initialize some of them in order, then call `didInitialize(_:)`
    /// before anything else uses the buffer.
    @inline(__always)
    mutating func room() -> (next: UnsafeMutablePointer<Event>, free: Int) {
        let next = nextSlot()
        return (next, capacity &- count)
    }

    /// Counts the `added` events initialized after `room()`.
    @inline(__always)
    mutating func didInitialize(_ added: Int) {
        count += added
        storage.unsafelyUnwrapped.count = count
    }

    @inline(__always)
    mutating func didInitializeSlot() {
        count += 1
        storage.unsafelyUnwrapped.count = count
    }

    /// Drops every event, keeping the allocation when it is not shared.
    mutating func removeAll() {
        if isKnownUniquelyReferenced(&storage) {
            base.unsafelyUnwrapped.deinitialize(count: count)
            storage.unsafelyUnwrapped.count = 0
        } else {
            storage = nil; base = nil; capacity = 0
        }
        count = 0
    }

    /// Builds the events in `buffer` (an array's uninitialized storage, e.g. inside
    /// `Array(unsafeUninitializedCapacity:)`) until `endLending()`, so they need not be moved
    /// into an array at the end. Call it on an empty buffer, and do not copy the buffer
    /// while lending.
    mutating func lend(_ buffer: UnsafeMutableBufferPointer<Event>) {
        guard let start = buffer.baseAddress, buffer.count > 0, count == 0 else { return }
        storage = EventStorage(lending: start, capacity: buffer.count)
        base = start; capacity = buffer.count
    }

    /// Ends `lend(_:)`: how many events the lent buffer holds (from its start; they now
    /// belong to it and this buffer is empty), or 0 when they outgrew it and were moved into
    /// this buffer's own memory, where they stay.
    mutating func endLending() -> Int {
        guard let lent = storage, !lent.ownsMemory else { return 0 }
        let n = count
        storage = nil; base = nil; capacity = 0; count = 0
        return n
    }

    /// The events, in order; the buffer is empty afterwards.
    mutating func take() -> [Event] {
        guard count > 0 else { return [] }
        makeRoom(atLeast: count)  // unshares
        let (from, n) = (base.unsafelyUnwrapped, count)
        let events = [Event](unsafeUninitializedCapacity: n) { buffer, initialized in
            buffer.baseAddress!.moveInitialize(from: from, count: n)
            initialized = n
        }
        storage.unsafelyUnwrapped.count = 0
        count = 0
        return events
    }

    /// Gives this buffer its own storage with room for `minimum` events (a copy of the
    /// events when the storage is shared).
    @inline(never)
    private mutating func makeRoom(atLeast minimum: Int) {
        if isKnownUniquelyReferenced(&storage) {
            let s = storage.unsafelyUnwrapped
            if minimum > s.capacity { s.grow(to: minimum) }
        } else {
            storage = EventStorage(copying: storage, capacity: minimum)
        }
        let s = storage.unsafelyUnwrapped
        base = s.base; capacity = s.capacity; count = s.count
    }
}

/// The allocation behind an `EventBuffer`: `count` initialized events at `base`.
final class EventStorage: @unchecked Sendable {
    var base: UnsafeMutablePointer<Event>
    var count = 0
    var capacity: Int
    /// False while `base` is memory lent by the caller (`EventBuffer.lend`): its events are
    /// then neither destroyed nor freed here.
    var ownsMemory = true

    init(lending base: UnsafeMutablePointer<Event>, capacity: Int) {
        self.base = base; self.capacity = capacity; ownsMemory = false
    }

    init(copying other: EventStorage?, capacity minimum: Int) {
        capacity = max(other?.capacity ?? 0, minimum, 16)
        base = .allocate(capacity: capacity)
        if let other {
            base.initialize(from: other.base, count: other.count)
            count = other.count
        }
    }

    func grow(to newCapacity: Int) {
        let new = UnsafeMutablePointer<Event>.allocate(capacity: newCapacity)
        new.moveInitialize(from: base, count: count)
        if ownsMemory { base.deallocate() }
        base = new
        capacity = newCapacity
        ownsMemory = true
    }

    deinit {
        guard ownsMemory else { return }
        base.deinitialize(count: count)
        base.deallocate()
    }
}
