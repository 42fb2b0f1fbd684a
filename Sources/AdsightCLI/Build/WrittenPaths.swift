/// The paths a `SiteStaging` placed, without holding them in memory: each path's bytes are
/// appended to a scratch file in the staging folder (`Spool`) and found again through an
/// open-addressing table of its fold key's hash (`StagingPath.foldKey`): about 30 bytes a
/// path whatever its length, where a dictionary of the paths took some 170. A hash found
/// is checked against the path read back, so two keys never pass for one. A path given up
/// stays in the file, marked removed. The marker's sorted list is made from the file
/// (`MarkerSort`). One thread at a time (the staging's lock).
///
/// `[String: String]` from fold key to path is the plain form it replaces
/// (`WrittenPathsTests` runs both through the same operations).
final class WrittenPaths {
    private let spool: Spool
    /// Bytes not yet appended to the spool (appended 64 KB at a time).
    private var pending: [UInt8] = []
    /// Where each path starts in the spool's bytes followed by `pending`.
    private var offsets: [UInt64] = []
    /// Each path's fold key's hash.
    private var hashes: [UInt64] = []
    private var removed: [UInt64] = []
    private var linked: [UInt64] = []
    /// Open addressing: a path's index plus one, 0 for an empty slot, -1 for a removed one.
    private var slots = [Int32](repeating: 0, count: 16)
    /// Slots not empty (paths and removed ones): the table grows at half full.
    private var used = 0
    /// How many paths are placed (not removed).
    private(set) var count = 0
    /// Whether every path appended is plain ASCII (then bytes sort as `String`s do).
    private(set) var isASCII = true
    /// Whether the scratch file read back short: what was read from it is not the paths,
    /// so the marker and the commit's check of the links fail (`MarkerSort`, `SiteStaging`).
    var unreadable: Bool { spool.readBackShort }

    init(in folder: String) { spool = Spool(in: folder) }

    /// The bytes appended: the end of the last path.
    private var end: UInt64 { spool.position + UInt64(pending.count) }

    /// The placed path whose fold key is `key`, if any.
    func find(_ key: String) -> Int? {
        let h = Self.hash(key)
        var slot = Int(truncatingIfNeeded: h) & (slots.count - 1)
        while true {
            let k = Int(slots[slot])
            if k == 0 { return nil }
            if k > 0, hashes[k - 1] == h, StagingPath.foldKey(path(k - 1)) == key { return k - 1 }
            slot = (slot + 1) & (slots.count - 1)
        }
    }

    /// Places `path` (fold key `key`, not placed yet: `find` gave nil); returns its index.
    @discardableResult
    func insert(_ path: String, key: String) -> Int {
        if (used + 1) * 2 > slots.count { rehash(count + 1 > slots.count / 4 ? slots.count * 2 : slots.count) }
        let i = offsets.count
        offsets.append(end)
        hashes.append(Self.hash(key))
        if i % 64 == 0 { removed.append(0); linked.append(0) }
        pending += path.utf8
        if isASCII, !path.utf8.allSatisfy({ $0 < 0x80 }) { isASCII = false }
        if pending.count >= 1 << 16 { spool.append(pending); pending.removeAll(keepingCapacity: true) }
        place(i)
        used += 1; count += 1
        return i
    }

    /// Makes room for `count` paths in all, so the lists and the table grow once rather than
    /// by doubling (a build knows how many session pages it writes).
    func reserve(_ count: Int) {
        offsets.reserveCapacity(count); hashes.reserveCapacity(count)
        removed.reserveCapacity(count / 64 + 1); linked.reserveCapacity(count / 64 + 1)
        var size = slots.count
        while (count + 1) * 2 > size { size *= 2 }
        if size > slots.count { rehash(size) }
    }

    /// Gives up path `i` (placed).
    func remove(_ i: Int) {
        var slot = Int(truncatingIfNeeded: hashes[i]) & (slots.count - 1)
        while Int(slots[slot]) != i + 1 { slot = (slot + 1) & (slots.count - 1) }
        slots[slot] = -1
        removed[i / 64] |= 1 << UInt64(i % 64)
        linked[i / 64] &= ~(1 << UInt64(i % 64))
        count -= 1
    }

    /// Marks path `i` as placed by a hard link (cleared when it is given up).
    func markLinked(_ i: Int) { linked[i / 64] |= 1 << UInt64(i % 64) }

    func isLinked(_ i: Int) -> Bool { linked[i / 64] & (1 << UInt64(i % 64)) != 0 }

    func isRemoved(_ i: Int) -> Bool { removed[i / 64] & (1 << UInt64(i % 64)) != 0 }

    /// Path `i` as written.
    func path(_ i: Int) -> String { String(decoding: bytes(from: offsets[i], to: i + 1 < offsets.count ? offsets[i + 1] : end), as: UTF8.self) }

    /// The placed paths, sorted (for tests and small sites).
    func sortedPaths() -> [String] { placed().sorted() }

    /// The placed paths in the order they were placed.
    func placed() -> [String] {
        var out: [String] = []
        forEachBatch(bytes: 1 << 20) { buffer, lines in
            for line in lines { out.append(String(decoding: buffer[line], as: UTF8.self)) }
        }
        return out
    }

    /// Calls `body` with each placed path still marked linked, in the order placed.
    func forEachLinked(_ body: (String) -> Void) {
        forEachBatch(bytes: 1 << 16, including: isLinked) { buffer, lines in
            for line in lines { body(String(decoding: buffer[line], as: UTF8.self)) }
        }
    }

    /// Calls `body` with the placed paths in the order placed, in batches of about `bytes`
    /// bytes (one path longer than that makes a batch alone): a buffer and each path's range in it.
    func forEachBatch(bytes limit: Int, including: (Int) -> Bool = { _ in true }, _ body: ([UInt8], [Range<Int>]) -> Void) {
        var first = 0
        while first < offsets.count {
            var last = first + 1
            while last < offsets.count, offsets[last] - offsets[first] < UInt64(limit) { last += 1 }
            let start = offsets[first], stop = last < offsets.count ? offsets[last] : end
            let buffer = bytes(from: start, to: stop)
            // Read back short (`unreadable` says): no path of it is handed on.
            guard buffer.count == Int(stop - start) else { return }
            var lines: [Range<Int>] = []
            lines.reserveCapacity(last - first)
            for i in first..<last where !isRemoved(i) && including(i) {
                let s = Int(offsets[i] - start), e = i + 1 < last ? Int(offsets[i + 1] - start) : buffer.count
                lines.append(s..<e)
            }
            body(buffer, lines)
            first = last
        }
    }

    private func bytes(from start: UInt64, to stop: UInt64) -> [UInt8] {
        let split = spool.position
        // Short (the spool marks it: `unreadable`): the caller's result is then not used.
        var out: [UInt8] = start < split ? spool.read(from: start, to: min(stop, split)) : []
        if stop > split { out += pending[Int(max(start, split) - split)..<Int(stop - split)] }
        return out
    }

    private func place(_ i: Int) {
        var slot = Int(truncatingIfNeeded: hashes[i]) & (slots.count - 1)
        while slots[slot] != 0 { slot = (slot + 1) & (slots.count - 1) }
        slots[slot] = Int32(i + 1)
    }

    /// A table of `size` slots holding the placed paths (removed ones dropped).
    private func rehash(_ size: Int) {
        slots = [Int32](repeating: 0, count: size)
        used = 0
        for i in offsets.indices where !isRemoved(i) { place(i); used += 1 }
    }

    /// FNV-1a, 64 bits, of the key's UTF-8.
    private static func hash(_ key: String) -> UInt64 {
        var h: UInt64 = 0xcbf2_9ce4_8422_2325
        for b in key.utf8 { h = (h ^ UInt64(b)) &* 0x100_0000_01b3 }
        return h ^ (h >> 29)
    }
}
