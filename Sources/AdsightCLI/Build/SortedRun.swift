/// One sorted run of newline-ended lines in a `Spool` (`MarkerSort`), read a window of
/// 8 KB at a time (a merge of many runs holds a window of each): `line` is the current
/// line's range in the window, nil past the last.
struct SortedRun {
    private let spool: Spool
    /// Where the next window starts, and where the run ends, in the spool.
    private var next: UInt64
    private let end: UInt64
    private var window: [UInt8] = []
    private(set) var line: Range<Int>?
    /// Whether the run's bytes read back short: it ended early, and the merge must fail.
    private(set) var failed = false

    init(_ spool: Spool, _ range: ByteRange) {
        self.spool = spool
        next = range.offset; end = range.end
        _ = load(from: 0)
    }

    /// Whether the current line sorts before `other`'s (both current).
    func precedes(_ other: SortedRun) -> Bool {
        window.withUnsafeBytes { a in
            other.window.withUnsafeBytes { b in
                MarkerSort.precedes(UnsafeRawBufferPointer(rebasing: a[line!]), UnsafeRawBufferPointer(rebasing: b[other.line!]))
            }
        }
    }

    /// Appends the current line and its newline.
    func appendLine(to out: inout [UInt8]) {
        out += window[line!]
        out.append(0x0A)
    }

    /// Moves to the next line; false past the last.
    mutating func advance() -> Bool { load(from: line!.upperBound + 1) }

    /// Makes the line starting at `start` of the window current, reading on as needed.
    private mutating func load(from start: Int) -> Bool {
        var start = start
        while true {
            if let newline = window[start...].firstIndex(of: 0x0A) {
                line = start..<newline
                return true
            }
            guard next < end else { line = nil; return false }
            window.removeSubrange(0..<start)
            start = 0
            let stop = min(end, next + (1 << 13))
            guard let more = spool.readExactly(from: next, to: stop) else { failed = true; line = nil; return false }
            window += more
            next = stop
        }
    }
}
