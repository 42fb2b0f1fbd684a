import AdsightRules
import AdsightSession

/// The event log table: one row per line of the session file, each linkable (`#L12`),
/// rows with evidence marked. A long session shows its first rows and the rows around
/// every breach, with the gaps counted, so the page stays small.
struct EventLog {
    static let fullLimit = 3000
    static let headRows = 1000
    static let context = 3

    let session: Session
    /// Each event's name (`Event.name`), made once per page.
    let names: [String]
    /// Lines the page links to (shown evidence, timeline marks): always shown when long.
    let required: LineSet
    /// Rule ids by evidence line, with the highest severity of each line.
    let findings: [Int: (rules: [String], severity: Severity)]
    /// The lines of `findings`, to skip the lookup for the other rows.
    let hitLines: LineSet

    init(session: Session, names: [String], failures: [RuleResult], required: LineSet) {
        self.session = session; self.names = names
        self.required = required
        var f: [Int: (rules: [String], severity: Severity)] = [:]
        for r in failures {
            for e in r.evidence {
                var entry = f[e.line] ?? ([], r.severity)
                if !entry.rules.contains(r.rule) { entry.rules.append(r.rule) }
                entry.severity = max(entry.severity, r.severity)
                f[e.line] = entry
            }
        }
        findings = f
        hitLines = LineSet(f.keys)
    }

    /// Whether the log of a session of `eventCount` events shows every line.
    static func showsEveryLine(_ eventCount: Int) -> Bool { eventCount <= fullLimit }

    /// Indices of the events shown.
    var shown: [Int] {
        let events = session.events
        if Self.showsEveryLine(events.count) { return Array(events.indices) }
        var keep = Set(0..<Self.headRows)
        for (i, e) in events.enumerated() where required.contains(e.line) {
            let c = findings[e.line] != nil ? Self.context : 0
            for j in max(0, i - c)...min(events.count - 1, i + c) { keep.insert(j) }
        }
        keep.insert(events.count - 1)
        return keep.sorted()
    }

    func render() -> HTML { render(shown) }

    /// The table showing the events at `shown` (see `shown`).
    func render(_ shown: [Int]) -> HTML {
        let events = session.events
        var h = HTML(capacity: 4096 + 190 * events.count)
        h.raw("<table class=log><thead><tr><th scope=col>Line<th scope=col>Time (s)<th scope=col>Ad<th scope=col>Event<th scope=col>Details<th scope=col>Breaches</thead><tbody>")
        row(&h, nil, name: "header")
        var previous = -1
        events.withUnsafeBufferPointer { events in names.withUnsafeBufferPointer { names in   // rows read each event in place, no copies
            for i in shown {
                if i > previous + 1 {
                    let a = events[previous + 1].line, b = events[i - 1].line
                    h.raw("<tr class=gap><td colspan=6>")
                    h.text("\(Fmt.plural(i - previous - 1, "event")) without findings not shown (lines \(a)–\(b))")
                }
                row(&h, events.baseAddress! + i, name: names[i])
                previous = i
            }
        } }
        h.raw("</tbody></table>")
        return h
    }

    /// One row, of the event at `event` (read in place) or, for nil, of the header line.
    /// The log is most of a long session's page, so a row is as short as HTML allows: no
    /// end tags (the next row or the table's end closes a row and its cells), no quotes
    /// around plain values, no trailing empty cells (a row may have fewer cells than the
    /// header), styled by column (`.log td:nth-child(n)`), not per cell. Its line number links
    /// to the row (its id), scripts or not: the link to copy for a line.
    /// Written through one reservation: the row's literals and numbers (`rowCapacity`) and
    /// its texts escaped; the details and rule links, of any length, are written after it.
    private func row(_ h: inout HTML, _ event: UnsafePointer<Event>?, name: String) {
        let line = event?.pointee.line ?? 1, t = event?.pointee.t
        let ad = event?.pointee.ad, thread = event?.pointee.thread
        let f = hitLines.contains(line) ? findings[line] : nil
        let otherThread = thread.flatMap { $0 == "main" ? nil : $0 }
        var texts = Markup.escapeCapacity(name)
        if let ad { texts += Markup.escapeCapacity(ad) }
        if let otherThread { texts += Markup.escapeCapacity(otherThread) }
        h.write(reserving: Self.rowCapacity + texts) { c in
            c.raw("<tr id=L"); c.int(line)
            if let f { c.raw(" class=\"hit sev-"); c.raw(f.severity.rawValue); c.raw("\"") }
            c.raw("><td><a href=#L"); c.int(line); c.raw(">"); c.int(line); c.raw("</a><td>")
            if let t { c.fixed(t, places: 3) }
            c.raw("<td>"); if let ad { c.text(ad) }
            c.raw("<td>"); c.text(name)
            if let otherThread { c.raw(" <span class=tag>thread "); c.text(otherThread); c.raw("</span>") }
        }
        let cell = h.count
        h.raw("<td>")
        if let event { EventDetails.write(event, into: &h) } else { h.raw("adsession/1 header") }
        guard let f else {
            if h.count == cell + 4 { h.removeLast(4) }   // no details and no breaks: no cells for them
            return
        }
        h.raw("<td>")
        for (k, r) in f.rules.enumerated() {
            if k > 0 { h.raw(" ") }
            h.raw("<a href=\"#rule-"); h.text(r); h.raw("\">"); h.text(r); h.raw("</a>")
        }
    }

    /// Room for a row's literals (about 100 bytes), four numbers and a severity.
    private static let rowCapacity = 256 + 4 * ByteCursor.numberCapacity
}
