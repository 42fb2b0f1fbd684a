/// A set of line numbers as a bitmap: membership without hashing, for the tests made per
/// event (does a row have a finding, does the page link to a line).
struct LineSet {
    private var words: [UInt64] = []

    init() {}

    init<S: Sequence>(_ lines: S) where S.Element == Int {
        for line in lines { insert(line) }
    }

    /// Adds `line` (negative lines are never members).
    @inline(__always)
    mutating func insert(_ line: Int) {
        guard line >= 0 else { return }
        let w = line >> 6
        if w >= words.count { words += repeatElement(0, count: w + 1 - words.count) }
        words[w] |= 1 << UInt64(line & 63)
    }

    @inline(__always)
    func contains(_ line: Int) -> Bool {
        let w = line >> 6
        return line >= 0 && w < words.count && words[w] & (1 << UInt64(line & 63)) != 0
    }
}
