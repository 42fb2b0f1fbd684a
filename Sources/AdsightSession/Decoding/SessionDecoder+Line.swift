import AdsightJSON

extension SessionDecoder {
    /// Decodes one parsed line as the header or an event.
    mutating func decode(_ document: JSONDocument, _ number: Int) {
        var ctx = LineContext(line: number, document: document)
        let root = document.root
        let isHeader: Bool
        if case .awaitingHeader = state { isHeader = true } else { isHeader = false }
        markLineSeen(number)
        guard root.kind == .object else {
            ctx.error(at: root, "each line must be a JSON object {...}; found \(root.kind.article)")
            flush(&ctx)
            return
        }
        for (first, duplicate) in document.duplicateKeys() {
            ctx.error(at: duplicate, "duplicate key \(ctx.shown(duplicate)) (first at column \(ctx.column(of: first))); each key may appear once")
        }
        for s in document.stringsContainingNUL() {
            ctx.error(at: s, "a string contains a NUL character (\\u0000), which is not allowed")
        }
        if isHeader {
            headerLineIsHeader = !HeaderDecoder.isEvent(root)
            let decoded = HeaderDecoder.decode(root, &ctx)
            if ctx.errors.isEmpty { header = decoded }
        } else {
            decodeEvent(root, &ctx)
        }
        flush(&ctx)
    }

    mutating func decodeEvent(_ root: JSONValue, _ ctx: inout LineContext) {
        let (event, t, tValue, unknownName) = EventDecoder.decode(root, &ctx)
        if let t, let tValue {
            if let last = lastT, t < last.t {
                ctx.error(at: tValue, "\"t\" \(JSONWriter.format(t)) is earlier than the previous event's t \(JSONWriter.format(last.t)) (line \(last.line)); events must be in time order")
            } else {
                lastT = (t, ctx.line)
            }
        }
        if let unknownName, let nameValue = root["event"] {
            warn(SessionDiagnostic(line: ctx.line, column: ctx.column(of: nameValue),
                                   message: "unknown event \(ctx.quote(unknownName)) (adsession/1 does not define it"
                                       + (NameSuggestion.closest(to: unknownName, in: EventNames.all).map { "; did you mean \(ctx.quote($0))?" } ?? "")
                                       + "); it is kept and shown, but no rule judges it"))
        }
        if let event, ctx.errors.isEmpty, errors.isEmpty {
            events.append(event)
        }
    }

    mutating func flush(_ ctx: inout LineContext) {
        ctx.errors.sort { $0.column < $1.column }
        for e in ctx.errors { record(e) }
    }

    /// Ends the file: reports an empty file or a header without events, and returns
    /// the outcome. The session is nil when there is any error. Call it once: the events
    /// move into the outcome's session.
    public mutating func finish() -> DecodeOutcome {
        switch state {
        case .awaitingHeader:
            record(SessionDiagnostic(line: 1, column: 1, message: "empty file: a session needs a header line ({\"adsession\": 1, \"id\": ..., \"device\": ..., \"os\": ...}) followed by events"))
        case .readingEvents(let headerLine):
            // Not after a line 1 that is no header (an event, not an object, not JSON): its
            // own error says so, which "has a header" would contradict.
            if eventCount == 0, headerLineIsHeader {
                record(SessionDiagnostic(line: headerLine, column: 1, message: "the session has a header but no events; add at least one event line after it"))
            }
        }
        var allErrors = errors
        if droppedErrors > 0 {
            allErrors.append(SessionDiagnostic(line: max(lastLine, 1), column: 1, message: "… and \(droppedErrors) more errors not shown"))
        }
        var allWarnings = warnings
        if droppedWarnings > 0 {
            allWarnings.append(SessionDiagnostic(line: max(lastLine, 1), column: 1, message: "… and \(droppedWarnings) more warnings not shown"))
        }
        var session: Session?
        if allErrors.isEmpty, let header {
            session = Session(header: header, events: events, warnings: allWarnings)
            events = []
        }
        return DecodeOutcome(header: header, session: session, errors: allErrors, warnings: allWarnings, eventCount: eventCount)
    }
}
