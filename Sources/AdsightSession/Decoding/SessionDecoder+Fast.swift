extension SessionDecoder {
    /// Decodes the line starting at `start` in `bytes` when it is a plain event line (or the
    /// header line, when plain), and
    /// returns where it ends (the offset of its "\n", or `bytes.count` when `atEnd` says the
    /// buffer's end ends the line); nil, having changed nothing, when the line needs the full
    /// decoder (use `feed(line:number:)` with the line then). Finding the line's end is part
    /// of the scan, so a reader need not search for it first.
    public mutating func feedEventLine(_ bytes: UnsafeBufferPointer<UInt8>, from start: Int, atEnd: Bool, number: Int) -> Int? {
        let tails = lineTails()
        return feedFast(bytes, from: start, atEnd: atEnd, number: number, tails: tails)
    }

    /// Decodes the lines from `start` one after another while the fast paths take them
    /// (each ending with "\n" inside `bytes`), numbering them from `number`: how many were
    /// decoded and where the line after them starts. Stops at the first line the fast paths
    /// leave, or at the buffer's end, having changed nothing for that line: feed it another
    /// way (`feedEventLine`, `feed(line:number:)`). Saves a call per line.
    public mutating func feedEventLines(_ bytes: UnsafeBufferPointer<UInt8>, from start: Int, number: Int) -> (lines: Int, next: Int) {
        var next = start
        var lines = 0
        let tails = lineTails()
        while next < bytes.count {
            var refused = false
            if let tails, case .readingEvents = state, errors.isEmpty {
                // The lines whose tails were read before, in one loop; then the next line here.
                let run = RepeatedLines.decode(
                    bytes, from: next, number: number + lines, notBefore: lastT?.t ?? -.infinity, recent: &recent,
                    tails: tails, into: &events
                )
                refused = run.refused
                if run.lines > 0 {
                    lines += run.lines
                    next = run.next
                    lastLine = max(lastLine, number + lines - 1)
                    eventCount += run.lines
                    lastT = (run.t, number + lines - 1)
                    guard next < bytes.count else { break }
                }
            }
            guard let end = feedFast(bytes, from: next, atEnd: false, number: number + lines, tails: tails, encodedRefused: refused)
            else { break }
            lines += 1
            next = end + 1
        }
        return (lines, next)
    }

    /// The fast path: a plain, valid event line in time order, decoded in one pass. With
    /// `encodedRefused` (the encoder's layout was tried on this line already and refused it)
    /// the line goes to the general scanner straight away.
    @inline(__always)
    mutating func feedFast(
        _ bytes: UnsafeBufferPointer<UInt8>, from start: Int, atEnd: Bool, number: Int, tails: LineTails.Table?,
        encodedRefused: Bool = false
    ) -> Int? {
        guard usesFastPaths else { return nil }
        guard case .readingEvents = state else { return feedHeaderFast(bytes, from: start, atEnd: atEnd, number: number) }
        let notBefore = lastT?.t ?? -.infinity
        guard let (t, end) = (encodedRefused ? nil : EncodedLineScanner.decode(
                bytes, from: start, atEnd: atEnd, line: number, notBefore: notBefore, keep: errors.isEmpty,
                recent: &recent, tails: tails, into: &events
              )) ?? feedAnyLayout(bytes, from: start, atEnd: atEnd, number: number, notBefore: notBefore)
        else { return nil }
        lastLine = max(lastLine, number)
        eventCount += 1
        lastT = (t, number)
        return end
    }

    /// The line tails this decoder has read (`LineTails`), its own: a copy of the decoder
    /// that shares them gets new ones, so two copies never write one table. Valid while the
    /// decoder keeps `tails` (until the next call of this).
    mutating func lineTails() -> LineTails.Table? {
        guard usesFastPaths else { return nil }
        if !isKnownUniquelyReferenced(&tails) {
            tails = tailSetBits == LineTails.defaultSetBits ? LineTailsPool.shared.take() : LineTails(setBits: tailSetBits)
        }
        return tails.unsafelyUnwrapped.table
    }

    /// The general scanner (any member order and spacing), for lines the first path leaves.
    @inline(never)
    mutating func feedAnyLayout(
        _ bytes: UnsafeBufferPointer<UInt8>, from start: Int, atEnd: Bool, number: Int, notBefore: Double
    ) -> (t: Double, end: Int)? {
        EventLineScanner.decode(
            bytes, from: start, atEnd: atEnd, line: number, notBefore: notBefore, keep: errors.isEmpty,
            ads: &recent.ad, into: &events
        )
    }

    /// The header line's fast path: a plain header decoded in one pass, as `decode(_:_:)`
    /// would record it (the line seen as the header, the header kept, no diagnostic).
    @inline(never)
    mutating func feedHeaderFast(_ bytes: UnsafeBufferPointer<UInt8>, from start: Int, atEnd: Bool, number: Int) -> Int? {
        guard let (decoded, end) = HeaderLineScanner.decode(bytes, from: start, atEnd: atEnd) else { return nil }
        lastLine = max(lastLine, number)
        state = .readingEvents(headerLine: number)
        header = decoded
        return end
    }

    /// Feeds the line starting at `start` (up to the next "\n" or the end) to the full
    /// decoder; returns where it ends.
    mutating func feedLine(_ bytes: UnsafeBufferPointer<UInt8>, from start: Int, number: Int) -> Int {
        let end = LineBreak.next(in: bytes, from: start) ?? bytes.count
        feedSlow(Array(UnsafeBufferPointer(rebasing: bytes[start..<end]))[...], number: number)
        return end
    }
}
