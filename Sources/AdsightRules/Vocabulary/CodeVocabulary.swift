import AdsightModel
import AdsightSession

/// `EventVocabulary.index(of:)` by an event's `EventCode`: the code is read by AdsightModel's
/// `EventCodeReader` (the one place that knows, and checks, `EventKind`'s layout), the index is
/// then `table[slot(code)]`, with no `switch` per event judged (a switch compares the
/// payload-less cases one after another: ~45 instructions for a late one).
///
/// The table is made once, from `EventCodeReader.samples` (every case): each sample's code
/// gets the sample's vocabulary index. Without a reader (its layout check failed) codes come
/// from `EventCode`'s switch; a code no sample had reads -1 (the caller asks the switch).
struct CodeVocabulary: @unchecked Sendable {  // an immutable table, never freed
    /// This build's code reader (nil: the layout is not the assumed one).
    let reader: EventCodeReader?
    /// `table[Self.slot(code)]`: the vocabulary index of the code's case (-1: no sample had it).
    let table: UnsafeMutablePointer<Int>

    /// The table of this build, with `EventCodeReader.shared` (made once per process).
    static let shared = CodeVocabulary(reader: EventCodeReader.shared, samples: EventCodeReader.samples)

    /// The table mapping each sample's code to its vocabulary index, reading codes with `reader`.
    init(reader: EventCodeReader?, samples: [EventKind]) {
        self.reader = reader
        table = .allocate(capacity: 256)
        table.initialize(repeating: -1, count: 256)
        for kind in samples { table[Self.slot(EventCode(kind))] = EventVocabulary.index(of: kind) }
    }

    /// The vocabulary index of the event at `e` (-1: its code had no sample).
    @inline(__always)
    func index(_ e: UnsafePointer<Event>) -> Int {
        // Swift 6.3 leaves the reader's `@inlinable` method a call from this module (11 instructions).
        if let reader { return table[Self.slot(reader.code(e))] }
        return table[Self.slot(EventCode(e.pointee.kind))]
    }

    /// Where `code` is in `table`: its byte (one byte, distinct for distinct cases, whatever
    /// number the compiler gives each; `rawValue` is a call from outside AdsightModel).
    @inline(__always)
    static func slot(_ code: EventCode) -> Int {
        Int(unsafeBitCast(code, to: UInt8.self))
    }
}
