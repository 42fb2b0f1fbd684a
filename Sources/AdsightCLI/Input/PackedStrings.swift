/// Strings held as their bytes in one buffer, each found by where it ends: about 8 bytes a
/// string beside its bytes, where a `String` each took some 140 for an input's path (its
/// own allocation, its place in an array), and a build keeps every input's path from start
/// to end. Reading one makes its `String`.
///
/// `sortedUnique()` is `InputDiscovery`'s order: sorted by bytes, repeats dropped. The plain
/// form is sorting an array of `String`s with `InputDiscovery.precedes` and dropping repeats
/// (`InputDiscovery.dropRepeats`; `PackedStringsTests` runs both).
public struct PackedStrings: RandomAccessCollection, Sendable, Hashable {
    private var bytes: [UInt8] = []
    /// Where each path ends in `bytes` (it starts where the one before ends).
    private var ends: [Int] = []

    public init() {}

    /// `paths`, in order.
    public init<S: Sequence>(_ paths: S) where S.Element == String {
        for path in paths { append(path) }
    }

    public var startIndex: Int { 0 }
    public var endIndex: Int { ends.count }

    /// String `i`, made from its bytes.
    public subscript(i: Int) -> String { String(decoding: bytes[start(i)..<ends[i]], as: UTF8.self) }

    /// Appends `path`.
    public mutating func append(_ path: String) {
        bytes += path.utf8
        ends.append(bytes.count)
    }

    /// Appends `directory/name` (`name` alone after the root `/`) without making its `String`.
    mutating func append(directory: String, name: String) {
        if directory != "/" { bytes += directory.utf8 }
        bytes.append(UInt8(ascii: "/"))
        bytes += name.utf8
        ends.append(bytes.count)
    }

    /// Appends every path of `other`, in order.
    mutating func append(contentsOf other: PackedStrings) {
        if ends.isEmpty { self = other; return }
        let base = bytes.count
        bytes += other.bytes
        ends += other.ends.map { $0 + base }
    }

    /// The paths sorted by their bytes (memcmp, then the shorter first), each once.
    func sortedUnique() -> PackedStrings {
        var order = Array(indices)
        bytes.withUnsafeBufferPointer { all in
            order.sort { a, b in Self.precedes(all, self.range(a), self.range(b)) }
        }
        var out = PackedStrings()
        out.bytes.reserveCapacity(bytes.count)
        out.ends.reserveCapacity(ends.count)
        var last: Int?
        for i in order {
            // Sorted, a repeat follows its first: equal bytes are not after the one kept.
            if let last, !bytes.withUnsafeBufferPointer({ Self.precedes($0, range(last), range(i)) }) { continue }
            out.bytes += bytes[range(i)]
            out.ends.append(out.bytes.count)
            last = i
        }
        return out
    }

    private func start(_ i: Int) -> Int { i == 0 ? 0 : ends[i - 1] }

    private func range(_ i: Int) -> Range<Int> { start(i)..<ends[i] }

    /// Whether the bytes at `x` sort before those at `y` (both ranges of `all`).
    private static func precedes(_ all: UnsafeBufferPointer<UInt8>, _ x: Range<Int>, _ y: Range<Int>) -> Bool {
        InputDiscovery.precedes(UnsafeBufferPointer(rebasing: all[x]), UnsafeBufferPointer(rebasing: all[y]))
    }
}
