/// Strings kept in an anonymous scratch file in the staging folder (`Spool`) instead of in
/// memory: the page names and report ids of every input, which a build and a merge read
/// one at a time, in any order (pread: from any thread once made). 8 bytes a string in
/// memory (where it ends), against some 80 for a `String` in an array, which is the plain
/// form (`SpooledStringsTests`).
final class SpooledStrings: RandomAccessCollection, @unchecked Sendable {
    private let spool: Spool
    /// Where each string ends in the spool (it starts where the one before ends).
    private let ends: [UInt64]

    /// `strings`, in order, spooled in `folder`.
    init<S: Sequence<String>>(_ strings: S, in folder: String) {
        spool = Spool(in: folder)
        var ends: [UInt64] = []
        ends.reserveCapacity(strings.underestimatedCount)
        var buffer: [UInt8] = []
        var at: UInt64 = 0
        for string in strings {
            buffer += string.utf8
            at += UInt64(string.utf8.count)
            ends.append(at)
            if buffer.count >= 1 << 16 { spool.append(buffer); buffer.removeAll(keepingCapacity: true) }
        }
        spool.append(buffer)
        self.ends = ends
    }

    /// Whether a string read back short (its scratch file cut or failing): what was named
    /// from them must not be committed.
    var readBackShort: Bool { spool.readBackShort }

    var startIndex: Int { 0 }
    var endIndex: Int { ends.count }

    subscript(i: Int) -> String {
        String(decoding: spool.read(from: i == 0 ? 0 : ends[i - 1], to: ends[i]), as: UTF8.self)
    }
}
