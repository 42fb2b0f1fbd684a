import AdsightNotes
import AdsightSite

/// Each note's check digest as `summary.json` records it (`checks`): a hash of the check
/// text alone, so a note whose prose or title changed is the same rule, and one whose
/// check changed is marked changed against a baseline instead of its results called new or fixed.
enum NoteDigests {
    static func of(_ notes: [Note]) -> [(rule: String, digest: String)] {
        notes.map { ($0.id, hex(Hash64.of(Array($0.checkSource.utf8)))) }
    }

    private static func hex(_ value: UInt64) -> String {
        let digits = String(value, radix: 16)
        return String(repeating: "0", count: 16 - digits.count) + digits
    }
}
