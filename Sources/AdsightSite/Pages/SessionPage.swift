import AdsightRules
import AdsightSession

/// `sessions/<name>.html` for a valid session: facts, verdicts with evidence, the
/// timeline, frame diagrams and the event log.
struct SessionPage {
    /// Breaches listed per rule: the first few open, the rest up to the limit folded.
    static let evidenceOpen = 8
    static let evidenceLimit = 100

    let ctx: PageContext
    let f: SessionSummary
    /// The full report (every evidence item).
    let report: SessionReport
    let session: Session
    let scan: SessionScan
    /// Against the baseline: rule → `new`, `fixed` or `changed` (`SiteSession.baselineChanges`).
    var changes: [String: String] = [:]
    /// The session is not in the baseline.
    var newSession = false
    init(_ ctx: PageContext, _ f: SessionSummary, report: SessionReport, session: Session, scan: SessionScan) {
        self.ctx = ctx; self.f = f; self.report = report; self.session = session; self.scan = scan
    }

    func render(_ t: SiteTemplates) -> [UInt8] {
        let r = report
        var c = ctx.base(pageTitle: f.title, root: "../", crumbs: [["label": "Sessions", "href": "../index.html#sessions-h"], ["label": .text(f.title)]])
        c["heading"] = .text(f.title)
        c["runsChart"] = .text(SessionRuns.fileName(r))
        let failures = r.failuresBySeverity
        let (cls, word) = DashboardPage.result(f.status)
        c["resultClass"] = .text(cls); c["resultText"] = .text(word)
        let passed = Self.count(r.results, .pass), na = Self.count(r.results, .notApplicable)
        let suppressed = f.suppressedCount
        let known = suppressed == 0 ? "" : "; \(suppressed) suppressed, counted toward no exit status"
        c["summary"] = "\(Fmt.plural(failures.count, "rule")) failed (\(f.failing(.error)) error, \(f.failing(.warning)) warning\(known)), \(passed) passed, \(na) not applicable."
        let facts = Self.facts(r, header: session.header)
        let factTable = TemplateTable(names: ["k", "v"], rowCapacity: facts.count, byteCapacity: 48 * facts.count)
        for (k, v) in facts { factTable.append(k); factTable.append(v) }
        c["facts"] = .table(factTable)   // rows of texts in one buffer, as `.list` of `.fields` gave them
        let names = Self.names(session.events)
        let timeline = TimelineSVG(scan: scan, events: session.events, names: names, failures: failures)
        c["hasFailures"] = .flag(!failures.isEmpty)
        let fixed = r.results.filter { changes[$0.rule] == "fixed" }.map { res -> TemplateValue in
            ["rule": .text(res.rule), "href": .text("../" + ctx.noteHref(res.rule))]
        }
        if !fixed.isEmpty { c["fixedAny"] = true; c["fixed"] = .list(fixed) }
        if newSession { c["newSession"] = true }
        c["failures"] = failureList(failures, timeline: timeline)
        c["hasPassed"] = .flag(passed > 0); c["passedCount"] = .number(passed); c["passed"] = links(.pass, count: passed)
        c["hasNA"] = .flag(na > 0); c["naCount"] = .number(na); c["notApplicable"] = links(.notApplicable, count: na)
        c["hasWarnings"] = .flag(!r.warnings.isEmpty)
        c["warnings"] = .list(r.warnings.map { ["line": .number($0.line), "location": .text($0.location(in: r.file)), "message": .text($0.message)] })
        let drawn = timeline.render(title: "Timeline of \(f.title): \(Fmt.duration(scan.end)), \(Fmt.plural(session.events.count, "event"))")
        c["timeline"] = .markup(drawn.svg)
        let shownEvidence = failures.flatMap { $0.evidence.prefix(Self.evidenceLimit).map(\.line) }
        c["timelineNote"] = scan.end > 0 ? "Axis: session time, 0 to \(Fmt.seconds(scan.end))." : "Every event happened at t = 0."
        let (frames, leftOut, leftOutTime) = FrameSelection.choose(scan, family: session.header.device.family)
        if leftOut > 0 {
            c["framesLeftOut"] = .text("\(frames.count) of \(frames.count + leftOut) layouts drawn: those where an ad is covered or off screen first, then the longest; \(leftOut) more, lasting \(Fmt.seconds(leftOutTime)) in all, are not drawn.")
        }
        c["hasExposure"] = .flag(!scan.exposure.isEmpty)
        c["exposure"] = .markup(ExposureBreakdown.table(scan.exposure, framesShown: !frames.isEmpty))
        c["hasFrames"] = .flag(!frames.isEmpty)
        c["frames"] = Self.frameList(frames)
        var required = drawn.linkedLines
        for line in shownEvidence { required.insert(line) }
        let log = EventLog(session: session, names: names, failures: failures, required: required)
        let shown = log.shown
        let logHTML = log.render(shown)
        c["log"] = .markup(logHTML)
        c["logNote"] = .text(shown.count == session.events.count
            ? "Every line of \(r.file). Link to a line with #L<number>."
            : "A long session: the first \(Fmt.count(EventLog.headRows)) events, the events around each breach listed above and those the timeline links to, \(Fmt.count(shown.count)) of \(Fmt.count(session.events.count)) lines of \(r.file).")
        return t.render("session", .fields(c), capacity: drawn.svg.count + logHTML.count + 32_768)
    }

    /// Evidence rows as a table (texts in one buffer, no dictionary per row).
    private static func rows(_ evidence: ArraySlice<Evidence>, timeline: TimelineSVG) -> TemplateValue {
        let table = TemplateTable(names: ["time", "line", "message", "mark"], numbers: ["line"], rowCapacity: evidence.count, byteCapacity: 96 * evidence.count)
        for e in evidence {
            table.append(Fmt.fixed(e.t, places: 3), " s")   // Fmt.seconds
            table.append(number: e.line)
            table.append(e.message)
            table.append(timeline.markID(e.t))
        }
        return .table(table)
    }

    /// The failing rules, each with its evidence (the first rows open, the next folded).
    private func failureList(_ failures: [RuleResult], timeline: TimelineSVG) -> TemplateValue {
        .list(failures.map { res -> TemplateValue in
            var d: [String: TemplateValue] = [
                "rule": .text(res.rule), "href": .text("../" + ctx.noteHref(res.rule)), "severity": .text(res.severity.rawValue),
                "title": .text(ctx.title(res.rule) ?? ""), "breaches": .text(Fmt.plural(res.evidence.count, "breach", "breaches")),
                "evidence": Self.rows(res.evidence.prefix(Self.evidenceOpen), timeline: timeline),
            ]
            let folded = res.evidence.prefix(Self.evidenceLimit).dropFirst(Self.evidenceOpen)
            if !folded.isEmpty {
                d["hasFolded"] = true; d["foldedCount"] = .number(folded.count); d["folded"] = Self.rows(folded, timeline: timeline)
            }
            if res.evidence.count > Self.evidenceLimit { d["more"] = .text(Fmt.count(res.evidence.count - Self.evidenceLimit)) }
            if let reason = res.suppressed { d["suppressed"] = .text(reason) }
            if let change = changes[res.rule], change != "fixed" {
                d["change"] = .text(change)
                d["changeLabel"] = .text(change == "new" ? "new since the baseline" : "its check changed since the baseline")
            }
            if let fix = ctx.notes[res.rule]?.fix { d["fix"] = .text(fix) }
            return .fields(d)
        })
    }

    /// Rule links as a table (no dictionary per row), the results read in place.
    private func links(_ status: RuleStatus, count: Int) -> TemplateValue {
        let table = TemplateTable(names: ["rule", "href", "title", "off"], rowCapacity: count, byteCapacity: 128 * count)
        report.results.withUnsafeBufferPointer { results in
            for i in results.indices where results[i].status == status {
                let link = ctx.sessionLink(results[i].rule, at: i)
                table.append(results[i].rule); table.append(link.href); table.append(link.title)
                if results[i].disabled { table.append("off") } else { table.appendMissing() }
            }
        }
        return .table(table)
    }

    /// The layout diagrams chosen for the page, each with its problems.
    private static func frameList(_ frames: [FrameDiagram]) -> TemplateValue {
        .list(frames.enumerated().map { i, d -> TemplateValue in
            let when = Self.when(d.snapshot.spans) + (d.snapshot.spans.count > 1 ? ", \(Fmt.seconds(d.snapshot.totalTime)) in all" : "")
            let problems = d.problems.map(\.message)
            let far = d.farOff
            return [
                "svg": .markup(d.render(id: "frame-\(i)", title: "\(d.snapshot.orientation.rawValue) layout, \(when)")),
                "orientation": .text(d.snapshot.orientation.rawValue), "when": .text(when),
                // Wider than a grid column: it takes two, so its labels keep their size.
                "wide": .flag(d.pixelWidth > FrameDiagram.wideWidth),
                "bad": .flag(!problems.isEmpty), "hasProblems": .flag(!problems.isEmpty), "problems": .list(problems.map(TemplateValue.text)),
                "hasFar": .flag(!far.isEmpty), "far": .text(far.joined(separator: "; ")),
            ]
        })
    }

    /// How many results have `status` (read in place: no copies).
    static func count(_ results: [RuleResult], _ status: RuleStatus) -> Int {
        results.withUnsafeBufferPointer { results in results.indices.reduce(0) { $0 + (results[$1].status == status ? 1 : 0) } }
    }

    /// Each event's name (the timeline and the log write it), read once.
    static func names(_ events: [Event]) -> [String] {
        events.withUnsafeBufferPointer { events in
            [String](unsafeUninitializedCapacity: events.count) { out, count in
                for i in events.indices { (out.baseAddress! + i).initialize(to: events[i].name) }
                count = events.count
            }
        }
    }

    /// `0.000 s – 3.250 s`, and how many more spans share this layout.
    static func when(_ spans: [Interval]) -> String {
        guard let first = spans.first else { return "" }
        var s = "\(Fmt.seconds(first.start)) – \(Fmt.seconds(first.end))"
        if spans.count > 1 { s += " and \(Fmt.plural(spans.count - 1, "more span"))" }
        return s
    }

    static func facts(_ r: SessionReport, header h: SessionHeader) -> [(String, String)] {
        var out: [(String, String)] = [("Session id", r.id), ("File", r.file)]
        out.append(("Source", h.source.rawValue))
        if let s = h.scenario { out.append(("Scenario", s)) }
        if let s = h.seed { out.append(("Seed", String(s))) }
        out.append(("Device", h.device.family.rawValue + (h.device.model.map { " (\($0))" } ?? "")))
        out.append(("iOS", h.os.description))
        let app = [h.app.name, h.app.version].compactMap { $0 }.joined(separator: " ")
        if !app.isEmpty { out.append(("App", app)) }
        if let d = h.app.deploymentTarget { out.append(("Deployment target", "iOS " + d.description)) }
        if let l = h.app.iAdLinkage { out.append(("iAd linkage", l.rawValue)) }
        if let o = h.app.supportedOrientations { out.append(("Supported orientations", o.map(\.rawValue).joined(separator: ", "))) }
        out.append(("Starts in", h.orientation.rawValue))
        if let at = h.recordedAt { out.append(("Recorded at", at)) }
        out.append(("Events", Fmt.count(r.eventCount)))
        out.append(("Duration", Fmt.duration(r.duration)))
        return out
    }
}
