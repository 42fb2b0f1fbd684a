/// The paths a `SiteStaging` placed, without holding them in memory: each path's bytes are
/// appended to a scratch file in the staging folder (`Spool`) and found again through an
/// open-addressing table of its fold key's hash (`StagingPath.foldKey`): about 12 bytes a
/// path whatever its length (where each is, `StringBounds`; 32 bits of its hash; its slots),
/// where a dictionary of the paths took some 170. A hash found is checked against the path
/// read back, so two keys never pass for one. A path given up stays in the file, marked
/// removed. The marker's sorted list is made from the file (`MarkerSort`). One thread at a
/// time (the staging's lock).
///
/// `[String: String]` from fold key to path is the plain form it replaces
/// (`WrittenPathsTests` runs both through the same operations).
final class WrittenPaths {
    private let spool: Spool
    /// Bytes not yet appended to the spool (appended 64 KB at a time).
    private var pending: [UInt8] = []
    /// Where each path is in the spool's bytes followed by `pending`.
    private var bounds = StringBounds()
    /// Each path's fold key's hash, 32 bits of it.
    private var hashes: [UInt32] = []
    private var removed: [UInt64] = []
    private var linked: [UInt64] = []
    /// Open addressing, linear probing from a hash's place scaled to the table's size (any
    /// size, so room made for a known count is not rounded up to a power of two): a path's
    /// index plus one, 0 for an empty slot, -1 for a removed one.
    private var slots = [Int32](repeating: 0, count: 16)
    /// Slots not empty (paths and removed ones): the table grows past two thirds full.
    private var used = 0
    /// How many paths are placed (not removed).
    private(set) var count = 0
    /// Whether every path appended is plain ASCII (then bytes sort as `String`s do).
    private(set) var isASCII = true
    /// Whether the scratch file read back short: what was read from it is not the paths,
    /// so the marker and the commit's check of the links fail (`MarkerSort`, `SiteStaging`).
    var unreadable: Bool { spool.readBackShort }

    init(in folder: String) { spool = Spool(in: folder) }

    /// The placed path whose fold key is `key`, if any.
    func find(_ key: String) -> Int? {
        let h = Self.hash(key)
        var slot = home(h)
        while true {
            let k = Int(slots[slot])
            if k == 0 { return nil }
            if k > 0, hashes[k - 1] == h, StagingPath.foldKey(path(k - 1)) == key { return k - 1 }
            slot = next(slot)
        }
    }

    /// Places `path` (fold key `key`, not placed yet: `find` gave nil); returns its index.
    @discardableResult
    func insert(_ path: String, key: String) -> Int {
        if (used + 1) * 3 > slots.count * 2 { rehash((count + 1) * 3 > slots.count ? slots.count * 2 : slots.count) }
        let i = bounds.count
        bounds.append(length: path.utf8.count)
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
        bounds.reserve(count); hashes.reserveCapacity(count)
        removed.reserveCapacity(count / 64 + 1); linked.reserveCapacity(count / 64 + 1)
        // Room for `count` at two thirds full (the most it is before it grows).
        if (count + 1) * 3 > slots.count * 2 { rehash((count + 1) * 3 / 2 + 16) }
    }

    /// Gives up path `i` (placed).
    func remove(_ i: Int) {
        var slot = home(hashes[i])
        while Int(slots[slot]) != i + 1 { slot = next(slot) }
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
    func path(_ i: Int) -> String {
        let range = bounds.range(i)
        return String(decoding: bytes(from: range.lowerBound, to: range.upperBound), as: UTF8.self)
    }

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
        var first = 0, firstStart: UInt64 = 0
        while first < bounds.count {
            // The paths from `first` up to `last`, `limit` bytes at the most (one at the least).
            var last = first + 1, stop = firstStart + bounds.length(first)
            while last < bounds.count, stop - firstStart < UInt64(limit) { stop += bounds.length(last); last += 1 }
            let buffer = bytes(from: firstStart, to: stop)
            // Read back short (`unreadable` says): no path of it is handed on.
            guard buffer.count == Int(stop - firstStart) else { return }
            var lines: [Range<Int>] = []
            lines.reserveCapacity(last - first)
            var s = 0
            for i in first..<last {
                let e = s + Int(bounds.length(i))
                if !isRemoved(i) && including(i) { lines.append(s..<e) }
                s = e
            }
            body(buffer, lines)
            first = last; firstStart = stop
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
        var slot = home(hashes[i])
        while slots[slot] != 0 { slot = next(slot) }
        slots[slot] = Int32(i + 1)
    }

    /// A table of `size` slots holding the placed paths (removed ones dropped).
    private func rehash(_ size: Int) {
        slots = [Int32](repeating: 0, count: size)
        used = 0
        for i in 0..<bounds.count where !isRemoved(i) { place(i); used += 1 }
    }

    /// The slot a hash's probe starts at: the hash scaled to the table's size.
    private func home(_ h: UInt32) -> Int { Int((UInt64(h) &* UInt64(slots.count)) >> 32) }

    /// The slot probed after `slot`.
    private func next(_ slot: Int) -> Int { slot + 1 == slots.count ? 0 : slot + 1 }

    /// FNV-1a, 64 bits, of the key's UTF-8, folded to 32.
    private static func hash(_ key: String) -> UInt32 {
        var h: UInt64 = 0xcbf2_9ce4_8422_2325
        for b in key.utf8 { h = (h ^ UInt64(b)) &* 0x100_0000_01b3 }
        return UInt32(truncatingIfNeeded: h ^ (h >> 32))
    }
}
