import AdsightSession

/// Finds an event's `EventCode` from the bits of its kind: where this build of the compiler
/// keeps an `EventKind`'s case (a tag in the spare high bits of its last byte; for the cases
/// without payload, one tag and their number in the first payload word), read with a load,
/// a shift and a table lookup instead of a switch (which compares the cases without
/// payload one after another: ~34 instructions an event).
///
/// Nothing is assumed unchecked: the reader is made only when a sample of every case, with
/// payloads of every shape, reads back as its own code and no two cases read alike (else
/// `shared` is nil and the replayer uses the switch). A case's tag bits are never payload
/// bits (that is why the compiler may keep the tag there), so what holds for the samples
/// holds for every value. Tests pin it against the switch.
package struct EventCodeReader: @unchecked Sendable {  // an immutable table, never freed
    /// Code by discriminator (`unknownSlot`: not seen among the samples).
    @usableFromInline let table: UnsafeMutablePointer<UInt8>
    /// Where `Event.kind` lies in an event, and the byte holding the tag in an `EventKind`.
    @usableFromInline let kindOffset: Int
    @usableFromInline let tagOffset: Int
    /// The tag of the cases without payload.
    @usableFromInline let plainTag: UInt8

    // Computed constants: read from inlined code in other modules, a `static let` cost a call each.
    @inlinable static var slots: Int { 64 }
    @inlinable static var unknownSlot: UInt8 { 0xFF }

    /// The reader for this build, nil when the layout is not as assumed (made once).
    package static let shared: EventCodeReader? = EventCodeReader(samples: samples)

    /// Checks the layout on `samples` (every case at least once): nil when it is not the assumed one.
    init?(samples: [EventKind]) {
        guard let kindOffset = MemoryLayout<Event>.offset(of: \Event.kind), MemoryLayout<EventKind>.size >= 9 else { return nil }
        self.kindOffset = kindOffset
        tagOffset = MemoryLayout<EventKind>.size - 1
        plainTag = withUnsafeBytes(of: EventKind.viewRemove) { $0[MemoryLayout<EventKind>.size - 1] } >> 3
        table = .allocate(capacity: Self.slots)
        table.initialize(repeating: Self.unknownSlot, count: Self.slots)
        var seen: UInt64 = 0  // a bit per code (a Set's hashing cost ~3,700 instructions an insert at start-up)
        for kind in samples {
            let code = EventCode(kind)
            seen |= 1 << code.rawValue
            guard let slot = withUnsafeBytes(of: kind, { self.slot(of: $0.baseAddress!) }),
                  table[slot] == Self.unknownSlot || table[slot] == code.rawValue else {
                table.deallocate()
                return nil
            }
            table[slot] = code.rawValue
        }
        // Every case seen, each at one place: no two cases share a slot.
        guard seen.nonzeroBitCount == EventCode.allCases.count,
              (0..<Self.slots).filter({ table[$0] != Self.unknownSlot }).count == seen.nonzeroBitCount else {
            table.deallocate()
            return nil
        }
    }

    /// Where the kind at `kind` is in the table (nil: outside it).
    @inlinable @inline(__always)
    func slot(of kind: UnsafeRawPointer) -> Int? {
        let tag = kind.load(fromByteOffset: tagOffset, as: UInt8.self) >> 3
        if tag != plainTag { return Int(tag) }
        let number = kind.loadUnaligned(as: UInt64.self)
        return number < UInt64(Self.slots - 32) ? 32 + Int(number) : nil
    }

    /// The code of the event at `e`.
    @inlinable @inline(__always)
    package func code(_ e: UnsafePointer<Event>) -> EventCode {
        let kind = UnsafeRawPointer(e) + kindOffset
        // The table holds codes' raw values or `unknownSlot` (`EventCode(rawValue:)` was a call).
        if let slot = slot(of: kind), table[slot] != Self.unknownSlot { return unsafeBitCast(table[slot], to: EventCode.self) }
        return EventCode(e.pointee.kind)
    }

    /// The code of the event at `e`, with the reader if there is one, else by the switch.
    @inlinable @inline(__always)
    package static func code(_ e: UnsafePointer<Event>, _ reader: EventCodeReader?) -> EventCode {
        if let reader { return reader.code(e) }
        return EventCode(e.pointee.kind)
    }
}
