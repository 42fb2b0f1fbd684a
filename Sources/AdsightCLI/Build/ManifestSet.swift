#if canImport(Glibc)
import Glibc
#endif

/// The paths a marker file lists (every line after the first), as a set of byte strings
/// that a walk of the site can test its files' relative paths against without making a
/// `String` of each. Only for all-ASCII markers (`make` returns nil otherwise), where
/// bytes and `String` equality agree.
struct ManifestSet {
    private let bytes: [UInt8]
    private var starts: [Int] = []
    private var ends: [Int] = []
    /// Open addressing: an index into `starts`/`ends` plus one, 0 for an empty slot.
    private var table: [Int32]
    private let mask: Int

    /// The set of the lines after the first of `marker` (blank lines skipped, as
    /// `split(separator:)` does), or nil when the marker is not plain ASCII.
    static func make(_ marker: [UInt8]) -> ManifestSet? {
        guard marker.allSatisfy({ $0 < 0x80 }) else { return nil }
        return ManifestSet(marker)
    }

    private init(_ marker: [UInt8]) {
        bytes = marker
        var lines: [(Int, Int)] = []
        var start = 0
        for i in marker.indices where marker[i] == 0x0A {
            if i > start { lines.append((start, i)) }
            start = i + 1
        }
        if start < marker.count { lines.append((start, marker.count)) }
        lines = Array(lines.dropFirst())
        var size = 16
        while size < lines.count * 2 { size <<= 1 }
        mask = size - 1
        table = [Int32](repeating: 0, count: size)
        starts.reserveCapacity(lines.count)
        ends.reserveCapacity(lines.count)
        marker.withUnsafeBytes { raw in
            for (s, e) in lines {
                let line = UnsafeRawBufferPointer(rebasing: raw[s..<e])
                if contains(line, in: raw) { continue }
                var slot = Self.hash(line) & mask
                while table[slot] != 0 { slot = (slot + 1) & mask }
                starts.append(s); ends.append(e)
                table[slot] = Int32(starts.count)
            }
        }
    }

    /// Whether `path` (a relative path's bytes) is listed.
    func contains(_ path: UnsafeRawBufferPointer) -> Bool {
        bytes.withUnsafeBytes { contains(path, in: $0) }
    }

    private func contains(_ path: UnsafeRawBufferPointer, in raw: UnsafeRawBufferPointer) -> Bool {
        var slot = Self.hash(path) & mask
        while true {
            let k = Int(table[slot])
            if k == 0 { return false }
            let s = starts[k - 1], e = ends[k - 1]
            if e - s == path.count, path.count == 0 || memcmp(path.baseAddress!, raw.baseAddress! + s, path.count) == 0 { return true }
            slot = (slot + 1) & mask
        }
    }

    /// FNV-1a, 64 bits.
    private static func hash(_ bytes: UnsafeRawBufferPointer) -> Int {
        var h: UInt64 = 0xcbf2_9ce4_8422_2325
        for b in bytes { h = (h ^ UInt64(b)) &* 0x100_0000_01b3 }
        return Int(truncatingIfNeeded: h ^ (h >> 29))
    }
}
