import AdsightSession

/// Splits chunks of bytes into lines and feeds them to a decoder. Complete lines inside a
/// chunk are fed without copying; only a line spanning chunks is gathered, up to the cap.
struct LineSplitter {
    let maxLineLength: Int
    var decoder = SessionDecoder()
    var pending: [UInt8] = []
    /// The current line went over the cap: skip to its end.
    var skipping = false
    var lineNumber = 1

    init(maxLineLength: Int) { self.maxLineLength = maxLineLength }

    mutating func consume(_ chunk: ArraySlice<UInt8>) {
        chunk.withUnsafeBufferPointer { consume($0) }
    }

    mutating func consume(_ chunk: UnsafeBufferPointer<UInt8>) {
        var start = 0
        while start < chunk.count {
            // A plain event line inside the chunk: decoded in one pass that also finds its end
            // (the view stops one byte past the longest line allowed, so a longer one is left
            // to the path below, which reports it).
            if !skipping, pending.isEmpty {
                if maxLineLength >= chunk.count - start {
                    // No line from here can be too long: the plain lines in a row in one call.
                    let (lines, next) = decoder.feedEventLines(chunk, from: start, number: lineNumber)
                    lineNumber += lines
                    start = next
                    if start == chunk.count { return }
                } else {
                    let view = UnsafeBufferPointer(rebasing: chunk[..<max(start, start + maxLineLength + 1)])
                    if let end = decoder.feedEventLine(view, from: start, atEnd: false, number: lineNumber) {
                        endLine()
                        start = end + 1
                        continue
                    }
                }
            }
            let newline = LineBreak.next(in: chunk, from: start)
            let end = newline ?? chunk.count
            let piece = UnsafeBufferPointer(rebasing: chunk[start..<end])
            if !skipping {
                if pending.count + piece.count > maxLineLength {
                    tooLong()
                } else if newline != nil && pending.isEmpty {
                    decoder.feed(line: piece, number: lineNumber)
                } else {
                    pending.append(contentsOf: piece)
                    if newline != nil { decoder.feed(line: pending, number: lineNumber); pending.removeAll(keepingCapacity: true) }
                }
            }
            guard let newline else { return }
            endLine()
            start = newline + 1
        }
    }

    mutating func tooLong() {
        decoder.reportUnreadableLine(number: lineNumber, message: "line \(lineNumber) is longer than \(maxLineLength) bytes; the line is skipped")
        pending = []
        skipping = true
    }

    mutating func endLine() {
        skipping = false
        lineNumber += 1
    }

    mutating func finish() -> DecodeOutcome {
        feedPendingLine()
        return decoder.finish()
    }

    /// Feeds the last line when the file does not end with "\n".
    mutating func feedPendingLine() {
        if !skipping && !pending.isEmpty { decoder.feed(line: pending, number: lineNumber) }
        pending = []
    }
}
