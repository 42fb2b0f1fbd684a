#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Finds the position in `EventNames.all` (which is the event's `EventCode`) of an event
/// name given as bytes, without making a String; nil for a name the format does not define
/// (the slow path warns about it). Made from `EventNames.all`, the one spelling of the
/// names: sorted by length, so that a lookup compares only the few names of its length.
struct EventNameIndex: Sendable {
    static let shared = EventNameIndex(EventNames.all)

    /// Every name's bytes, one after another.
    private let text: [UInt8]
    /// Per name, by length: where its bytes start in `text`, and its position in the list.
    private let starts: [Int], positions: [Int]
    /// `starts[first[n]..<first[n + 1]]` are the names of `n` bytes.
    private let first: [Int]

    init(_ names: [String]) {
        let sorted = names.enumerated().sorted { ($0.element.utf8.count, $0.offset) < ($1.element.utf8.count, $1.offset) }
        var text: [UInt8] = [], starts: [Int] = [], positions: [Int] = []
        var first = [0]
        for (position, name) in sorted {
            while first.count <= name.utf8.count { first.append(starts.count) }
            starts.append(text.count); positions.append(position)
            text += name.utf8
        }
        first.append(starts.count)
        self.text = text; self.starts = starts; self.positions = positions; self.first = first
    }

    @inline(__always)
    func match(_ k: ByteText) -> Int? {
        let n = k.count
        guard n + 1 < first.count else { return nil }
        return text.withUnsafeBufferPointer { text -> Int? in
            guard let base = text.baseAddress else { return nil }
            for j in first[n]..<first[n + 1] where memcmp(base + starts[j], k.base, n) == 0 { return positions[j] }
            return nil
        }
    }
}
