/// Strings kept in an anonymous scratch file in the staging folder (`Spool`) instead of in
/// memory: the paths, page names and report ids of every input, which a build and a merge read
/// one at a time, in any order (pread: from any thread once made). About 2 bytes a string
/// in memory (`StringBounds`), against some 80 for a `String` in an array, which is the
/// plain form (`SpooledStringsTests`).
final class SpooledStrings: RandomAccessCollection, @unchecked Sendable {
    private let spool: Spool
    /// Where each string is in the spool.
    private let bounds: StringBounds

    /// `strings`, in order, spooled in `folder`.
    init<S: Sequence<String>>(_ strings: S, in folder: String) {
        spool = Spool(in: folder)
        var bounds = StringBounds()
        bounds.reserve(strings.underestimatedCount)
        var buffer: [UInt8] = []
        for string in strings {
            buffer += string.utf8
            bounds.append(length: string.utf8.count)
            if buffer.count >= 1 << 16 { spool.append(buffer); buffer.removeAll(keepingCapacity: true) }
        }
        spool.append(buffer)
        self.bounds = bounds
    }

    /// Whether a string read back short (its scratch file cut or failing): what was named
    /// from them must not be committed.
    var readBackShort: Bool { spool.readBackShort }

    var startIndex: Int { 0 }
    var endIndex: Int { bounds.count }

    subscript(i: Int) -> String {
        let range = bounds.range(i)
        return String(decoding: spool.read(from: range.lowerBound, to: range.upperBound), as: UTF8.self)
    }
}
