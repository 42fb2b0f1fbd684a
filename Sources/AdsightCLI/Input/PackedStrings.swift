/// Strings held as their bytes in one buffer, each found by where it ends: about 8 bytes a
/// string beside its bytes, where a `String` each took some 140 for an input's path (its
/// own allocation, its place in an array), and a build keeps every input's path from start
/// to end. Reading one makes its `String`.
///
/// A directory searched holds its own folder once (`init(within:)`). `sortedUnique()` is
/// `InputDiscovery`'s order: sorted by bytes, repeats dropped; the folder every path of it is
/// in (the inputs' common folder) is then held once. The plain form is
/// sorting an array of `String`s with `InputDiscovery.precedes` and dropping repeats
/// (`InputDiscovery.dropRepeats`; `PackedStringsTests` runs both).
public struct PackedStrings: RandomAccessCollection, Sendable, Hashable {
    private var bytes: [UInt8] = []
    /// Where each path ends in `bytes` (it starts where the one before ends).
    private var ends: [Int] = []
    /// The bytes every string begins with, not repeated in `bytes`: empty, or up to a `/`
    /// (so a string's bytes are never split inside a character).
    private var prefix: [UInt8] = []

    public init() {}

    /// `paths`, in order.
    public init<S: Sequence>(_ paths: S) where S.Element == String {
        for path in paths { append(path) }
    }

    public var startIndex: Int { 0 }
    public var endIndex: Int { ends.count }

    /// String `i`, made from its bytes.
    public subscript(i: Int) -> String {
        let own = String(decoding: bytes[start(i)..<ends[i]], as: UTF8.self)
        return prefix.isEmpty ? own : String(decoding: prefix, as: UTF8.self) + own
    }

    /// How many bytes the strings take, beside where each ends.
    var storedBytes: Int { prefix.count + bytes.count }

    /// Strings that begin with `folder/` (the root's `/` for `/`), that folder held once: a
    /// directory searched keeps only what its paths add (a path outside it is held whole).
    init(within folder: String) {
        prefix = Array(folder.utf8)
        if prefix.last != UInt8(ascii: "/") { prefix.append(UInt8(ascii: "/")) }
    }

    /// Appends `path`.
    public mutating func append(_ path: String) {
        if !prefix.isEmpty, path.utf8.starts(with: prefix) {
            bytes += path.utf8.dropFirst(prefix.count)
        } else {
            expand()
            bytes += path.utf8
        }
        ends.append(bytes.count)
    }

    /// Appends `directory/name` (`name` alone after the root `/`) without making its `String`.
    mutating func append(directory: String, name: String) {
        // The path is `head/name`; `name` holds no `/` and the prefix ends in one, so the path
        // begins with the prefix when `head/` does: `head` begins with the prefix but its last
        // `/`, and the byte after that is `head/`'s own `/` (the end of `head`, or a `/` in it).
        let head = directory == "/" ? "" : directory
        let slash = prefix.count - 1
        if !prefix.isEmpty, head.utf8.starts(with: prefix.dropLast()),
           head.utf8.count == slash || head.utf8.dropFirst(slash).first == UInt8(ascii: "/") {
            bytes += head.utf8.dropFirst(prefix.count)
            if head.utf8.count > slash { bytes.append(UInt8(ascii: "/")) }
        } else {
            expand()
            bytes += head.utf8
            bytes.append(UInt8(ascii: "/"))
        }
        bytes += name.utf8
        ends.append(bytes.count)
    }

    /// Appends every path of `other`, in order.
    mutating func append(contentsOf other: PackedStrings) {
        if ends.isEmpty { self = other; return }
        guard other.prefix == prefix else { for path in other { append(path) }; return }
        let base = bytes.count
        bytes += other.bytes
        ends += other.ends.map { $0 + base }
    }

    /// The paths sorted by their bytes (memcmp, then the shorter first), each once.
    func sortedUnique() -> PackedStrings {
        // Every string begins with the prefix, so their order is that of what follows it.
        precondition(ends.count < Int(UInt32.max), "more than 4 billion paths")
        var order = Array(0..<UInt32(ends.count))
        bytes.withUnsafeBufferPointer { all in
            order.sort { a, b in Self.precedes(all, self.range(Int(a)), self.range(Int(b))) }
        }
        var out = PackedStrings()
        // Sorted, every string shares the bytes the first and last share; kept up to a `/`.
        var shared = 0
        if let first = order.first.map(Int.init), let last = order.last.map(Int.init) {
            let a = bytes[range(first)], b = bytes[range(last)]
            let common = zip(a, b).prefix { $0 == $1 }.count
            shared = a.prefix(common).lastIndex(of: UInt8(ascii: "/")).map { $0 + 1 - a.startIndex } ?? 0
            out.prefix = prefix + a.prefix(shared)
        }
        out.bytes.reserveCapacity(bytes.count - shared * ends.count)
        out.ends.reserveCapacity(ends.count)
        var last: Int?
        for i in order.lazy.map(Int.init) {
            // Sorted, a repeat follows its first: equal bytes are not after the one kept.
            if let last, !bytes.withUnsafeBufferPointer({ Self.precedes($0, range(last), range(i)) }) { continue }
            out.bytes += bytes[range(i)].dropFirst(shared)
            out.ends.append(out.bytes.count)
            last = i
        }
        return out
    }

    /// Holds the prefix in every string again (before an append, which may not share it).
    private mutating func expand() {
        guard !prefix.isEmpty else { return }
        var out = PackedStrings()
        out.bytes.reserveCapacity(bytes.count + prefix.count * ends.count)
        out.ends.reserveCapacity(ends.count)
        for i in indices {
            out.bytes += prefix
            out.bytes += bytes[range(i)]
            out.ends.append(out.bytes.count)
        }
        self = out
    }

    /// Equal when they hold the same strings byte for byte, however they are stored.
    public static func == (a: PackedStrings, b: PackedStrings) -> Bool {
        a.count == b.count && a.indices.allSatisfy { a.prefix + a.bytes[a.range($0)] == b.prefix + b.bytes[b.range($0)] }
    }

    public func hash(into h: inout Hasher) {
        h.combine(count)
        for i in indices {
            h.combine(prefix.count + range(i).count)
            for b in prefix { h.combine(b) }
            for b in bytes[range(i)] { h.combine(b) }
        }
    }

    private func start(_ i: Int) -> Int { i == 0 ? 0 : ends[i - 1] }

    private func range(_ i: Int) -> Range<Int> { start(i)..<ends[i] }

    /// Whether the bytes at `x` sort before those at `y` (both ranges of `all`).
    private static func precedes(_ all: UnsafeBufferPointer<UInt8>, _ x: Range<Int>, _ y: Range<Int>) -> Bool {
        InputDiscovery.precedes(UnsafeBufferPointer(rebasing: all[x]), UnsafeBufferPointer(rebasing: all[y]))
    }
}
