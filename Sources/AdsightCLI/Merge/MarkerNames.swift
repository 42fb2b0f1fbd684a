/// The names a part's marker lists (its lines after the first), looked up in the marker's
/// own bytes: the lines' places sorted by their bytes (8 bytes a name, where a set of
/// slices took some 50), and each name found by binary search. A name is listed when a
/// line holds exactly its bytes, as the plain reference (`Set` of the lines) says (`MarkerNamesTests`).
struct MarkerNames {
    private let bytes: [UInt8]
    /// Each line after the first: where it starts and ends in `bytes`, sorted by the line's bytes.
    private let lines: [(start: UInt32, end: UInt32)]

    /// The marker `bytes` (at most `UInt32.max` bytes: `MergePart.recordLimit` is far below).
    init(_ bytes: [UInt8]) {
        self.bytes = bytes
        var lines: [(start: UInt32, end: UInt32)] = []
        // The runs of bytes between newlines, empty ones left out, the first dropped
        // (as `split(separator:)` then `dropFirst()` make them).
        var start = 0, first = true
        for i in 0...bytes.count where i == bytes.count || bytes[i] == 0x0A {
            defer { start = i + 1 }
            guard i > start else { continue }
            if first { first = false; continue }
            lines.append((UInt32(start), UInt32(i)))
        }
        bytes.withUnsafeBufferPointer { b in
            lines.sort { b[Int($0.start)..<Int($0.end)].lexicographicallyPrecedes(b[Int($1.start)..<Int($1.end)]) }
        }
        self.lines = lines
    }

    /// Whether a line after the first is exactly `name`'s UTF-8.
    func contains(_ name: String) -> Bool {
        let key = Array(name.utf8)
        return bytes.withUnsafeBufferPointer { b in
            var low = 0, high = lines.count
            while low < high {
                let mid = (low + high) / 2
                let line = b[Int(lines[mid].start)..<Int(lines[mid].end)]
                if line.lexicographicallyPrecedes(key) { low = mid + 1 } else { high = mid }
            }
            return low < lines.count && b[Int(lines[low].start)..<Int(lines[low].end)].elementsEqual(key)
        }
    }
}
