extension SessionDecoder {
    /// Decodes the line starting at `start` in `bytes` when it is a plain event line, and
    /// returns where it ends (the offset of its "\n", or `bytes.count` when `atEnd` says the
    /// buffer's end ends the line); nil, having changed nothing, when the line needs the full
    /// decoder (use `feed(line:number:)` with the line then), as the header line always does.
    /// Finding the line's end is part of the scan, so a reader need not search for it first.
    @inline(__always)
    public mutating func feedEventLine(_ bytes: UnsafeBufferPointer<UInt8>, from start: Int, atEnd: Bool, number: Int) -> Int? {
        guard usesFastPaths, case .readingEvents = state else { return nil }
        guard let (t, end) = EventLineScanner.decode(
            bytes, from: start, atEnd: atEnd, line: number, notBefore: lastT?.t ?? -.infinity, keep: errors.isEmpty,
            names: &names, into: &events
        ) else { return nil }
        lastLine = max(lastLine, number)
        eventCount += 1
        lastT = (t, number)
        return end
    }

    /// Decodes the lines from `start` one after another while the fast scanner takes them
    /// (each ending with "\n" inside `bytes`), numbering them from `number`: how many were
    /// decoded and where the line after them starts. Stops at the first line the scanner
    /// leaves, or at the buffer's end, having changed nothing for that line: feed it another
    /// way (`feedEventLine`, `feed(line:number:)`). Saves a call per line.
    public mutating func feedEventLines(_ bytes: UnsafeBufferPointer<UInt8>, from start: Int, number: Int) -> (lines: Int, next: Int) {
        var next = start
        var lines = 0
        while next < bytes.count, let end = feedEventLine(bytes, from: next, atEnd: false, number: number + lines) {
            lines += 1
            next = end + 1
        }
        return (lines, next)
    }

    /// Feeds the line starting at `start` (up to the next "\n" or the end) to the full
    /// decoder; returns where it ends.
    mutating func feedLine(_ bytes: UnsafeBufferPointer<UInt8>, from start: Int, number: Int) -> Int {
        let end = LineBreak.next(in: bytes, from: start) ?? bytes.count
        feedSlow(Array(UnsafeBufferPointer(rebasing: bytes[start..<end]))[...], number: number)
        return end
    }
}
