import AdsightModel
import AdsightSession

/// `EventVocabulary.index(of:)` by an event's `EventCode` (kept in the event: `Event.code`):
/// `table[code]`, with no `switch` per event judged (a switch compares the payload-less cases
/// one after another: ~45 instructions for a late one).
///
/// The table is made once, from `EventKind.samples` (every case): each sample's code gets the
/// sample's vocabulary index; a code no sample had reads -1 (the caller asks the switch).
struct CodeVocabulary: Sendable {
    /// `table[Int(code.number)]`: the vocabulary index of the code's case (-1: no sample had it).
    let table: [Int]

    /// The table of this build (made once per process).
    static let shared = CodeVocabulary(samples: EventKind.samples)

    /// The table mapping each sample's code to its vocabulary index.
    init(samples: [EventKind]) {
        var table = [Int](repeating: -1, count: 256)
        for kind in samples { table[Self.slot(EventCode(kind))] = EventVocabulary.index(of: kind) }
        self.table = table
    }

    /// The vocabulary index of `e` (-1: its code had no sample).
    @inline(__always)
    func index(_ e: UnsafePointer<Event>) -> Int { table[Self.slot(e.pointee.code)] }

    /// Where `code` is in `table`.
    @inline(__always)
    static func slot(_ code: EventCode) -> Int { Int(code.number) }
}
