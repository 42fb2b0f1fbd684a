import AdsightJSON

/// Decodes an `adsession/1` file line by line: feed each line's bytes (without its "\n")
/// with its 1-based number, then call `finish()`. Every error is collected (decoding goes
/// on after one); the decoder keeps only the session's own events, never the lines.
///
/// ```swift
/// var decoder = SessionDecoder()
/// decoder.feed(line: Array(#"{"adsession": 1, ...}"#.utf8), number: 1)
/// let outcome = decoder.finish()
/// ```
public struct SessionDecoder: Sendable {
    enum State: Sendable {
        /// No non-blank line yet.
        case awaitingHeader
        /// The header line has been seen (valid or not).
        case readingEvents(headerLine: Int)
    }

    /// At most this many errors (and as many warnings) are kept; the rest are counted.
    public static let maxDiagnostics = 1000

    var state: State = .awaitingHeader
    var parser = JSONParser()
    var header: SessionHeader?
    var events: [Event] = []
    var errors: [SessionDiagnostic] = []
    var warnings: [SessionDiagnostic] = []
    var droppedErrors = 0
    var droppedWarnings = 0
    var eventCount = 0
    var lastLine = 0
    /// The last valid `t` and its line.
    var lastT: (t: Double, line: Int)?
    /// Whether the header line is an object that is not an event (valid or not): only then
    /// does a file without events have "a header but no events".
    var headerLineIsHeader = false
    /// The `ad` and `view` names the fast scanner made lately (a session repeats a few).
    var names = NameTable()
    /// Off only in tests and the fuzzer, to compare the fast scanner with the full decoder.
    var usesFastPaths = true

    public init() {}

    /// Reserves room for the events of a file of `bytes` bytes (`expectedEvents`), so the
    /// event list is seldom regrown while decoding. Only a hint: any count works.
    public mutating func reserveEvents(forFileSize bytes: Int) {
        events.reserveCapacity(Self.expectedEvents(forFileSize: bytes))
    }

    /// The number of events to make room for in a file of `bytes` bytes: one per 48 bytes,
    /// a little below the shortest lines of real files (`{"t":1.5,"event":"user.tap","ad":"b"}`
    /// is 38 bytes, but most lines carry more), so most files never regrow the list; files
    /// of shorter lines regrow it a few times, which moves the events, not copies them.
    public static func expectedEvents(forFileSize bytes: Int) -> Int {
        min(max(bytes, 0) / 48, 1 << 20)
    }

    /// Decodes one line. A trailing "\r" is ignored; blank lines are skipped.
    public mutating func feed(line: [UInt8], number: Int) {
        feed(line: line[...], number: number)
    }

    /// Decodes one line given as a slice (e.g. of a read buffer).
    public mutating func feed(line: ArraySlice<UInt8>, number: Int) {
        let done = line.withUnsafeBufferPointer { feedEventLine($0, from: 0, atEnd: true, number: number) == $0.count }
        if !done { feedSlow(line, number: number) }
    }

    /// Decodes one line given as bytes in memory that stay valid during the call.
    public mutating func feed(line: UnsafeBufferPointer<UInt8>, number: Int) {
        if feedEventLine(line, from: 0, atEnd: true, number: number) != line.count { feedSlow(Array(line)[...], number: number) }
    }

    /// The full parser and decoder, which report every problem with its column.
    mutating func feedSlow(_ line: ArraySlice<UInt8>, number: Int) {
        var bytes = line
        if bytes.last == UInt8(ascii: "\r") { bytes = bytes.dropLast() }
        // A UTF-8 byte order mark some editors write: skipped, with a warning (the format has none).
        if number == 1, bytes.starts(with: [0xEF, 0xBB, 0xBF]) {
            bytes = bytes.dropFirst(3)
            warn(SessionDiagnostic(line: 1, column: 1, message: "a UTF-8 byte order mark starts the file; it is skipped (adsession/1 files have none)"))
        }
        lastLine = max(lastLine, number)
        guard bytes.contains(where: { $0 != 0x20 && $0 != 0x09 && $0 != 0x0D }) else { return }
        let document: JSONDocument
        do {
            document = try parser.parse(bytes)
        } catch {
            markLineSeen(number)
            record(SessionDiagnostic(line: number, column: error.column, message: "not valid JSON: \(error.message)"))
            return
        }
        decode(document, number)
    }

    /// Records an error for a line that could not be fed (e.g. too long); the line still
    /// counts as the header or as an event.
    public mutating func reportUnreadableLine(number: Int, column: Int = 1, message: String) {
        lastLine = max(lastLine, number)
        markLineSeen(number)
        record(SessionDiagnostic(line: number, column: column, message: message))
    }

    mutating func markLineSeen(_ number: Int) {
        switch state {
        case .awaitingHeader: state = .readingEvents(headerLine: number)
        case .readingEvents: eventCount += 1
        }
    }

    mutating func record(_ diagnostic: SessionDiagnostic) {
        if errors.isEmpty { events.removeAll() }
        if errors.count < Self.maxDiagnostics { errors.append(diagnostic) } else { droppedErrors += 1 }
    }

    mutating func warn(_ diagnostic: SessionDiagnostic) {
        if warnings.count < Self.maxDiagnostics { warnings.append(diagnostic) } else { droppedWarnings += 1 }
    }
}
