import AdsightJSON
import AdsightModel
import AdsightRules
import AdsightSession
import Testing
@testable import AdsightCLI

/// Entries are written from fixed text (`EntryJSON`, `EmptyResultJSON`): the bytes must be
/// those of the writer calls that lay an entry out (same layout, same escaping).
struct EmptyResultCase: Sendable, CustomStringConvertible {
    let rule: String
    let severity: Severity
    let status: RuleStatus
    var description: String { "\(rule) \(severity.rawValue) \(status.rawValue)" }
}

let emptyResultCases: [EmptyResultCase] = Severity.allCases.flatMap { severity in
    RuleStatus.allCases.flatMap { status in
        ["banner-never-empty", "odd \"rule\"</x>\u{2028}é", ""].map { EmptyResultCase(rule: $0, severity: severity, status: status) }
    }
}

@Test(arguments: emptyResultCases)
func emptyResultsAreWrittenAsTheWriterWritesThem(_ c: EmptyResultCase) {
    let results = [
        RuleResult(rule: c.rule, severity: c.severity, status: c.status),
        RuleResult(rule: "with-evidence", severity: .error, status: .fail,
                   evidence: [Evidence(t: 1.5, line: 3, message: "m", ad: "a")]),
        RuleResult(rule: c.rule, severity: c.severity, status: c.status),
    ]
    let report = SessionReport(
        file: "f.jsonl", id: "s", header: nil, valid: true, errors: [], warnings: [], results: results,
        eventCount: 0, duration: 0)
    #expect(String(decoding: CheckJSON.entry(report), as: UTF8.self) == writerEntry(report))
}

/// Whole entries, each part empty, plain or needing escapes.
struct EntryCase: Sendable, CustomStringConvertible {
    let description: String
    let report: SessionReport
}

let entryCases: [EntryCase] = {
    let odd = "a \"q\" \\ </b>\u{1}\u{2028}é\t"
    let diagnostics = [SessionDiagnostic(line: 4, column: 69, message: "bad " + odd), SessionDiagnostic(line: 9, column: 1, message: "x")]
    let evidence = [Evidence(t: 12.8, line: 10, message: "m " + odd, ad: "ad" + odd), Evidence(t: 0.1, line: 11, message: "n"),
                    Evidence(t: 12, line: 0, message: "", ad: ""), Evidence(t: 1e21, line: -1, message: "big"),
                    Evidence(t: .nan, line: 12, message: "nan"), Evidence(t: -0.0, line: 13, message: "minus zero")]
    let results = [
        RuleResult(rule: "r1", severity: .error, status: .fail, evidence: evidence),
        RuleResult(rule: "r2", severity: .info, status: .pass),
        RuleResult(rule: "r3" + odd, severity: .warning, status: .fail, evidence: [Evidence(t: 3, line: 2, message: "only")]),
    ]
    func report(id: String = "s", file: String = "dir/f.jsonl", valid: Bool = true, errors: [SessionDiagnostic] = [],
                warnings: [SessionDiagnostic] = [], results: [RuleResult] = []) -> SessionReport {
        SessionReport(file: file, id: id, header: nil, valid: valid, errors: errors, warnings: warnings, results: results,
                      eventCount: 0, duration: 0)
    }
    var exposed = report(results: results)
    exposed.exposure = [
        AdExposure(ad: "banner-1", kind: .banner, start: 0, end: 40, served: 3, viewableImpressions: 2,
                   bucketMilliseconds: [0, 18_500, 0, 0, 0, 21_500], reasonMilliseconds: [0, 0, 0, 0, 0], spans: []),
        AdExposure(ad: "full" + odd, kind: .interstitial, start: 1.25, end: 9.001, served: 1, viewableImpressions: 0,
                   bucketMilliseconds: [1, 2, 3, 4, 5_000, 2_741], reasonMilliseconds: [1_000, 1_000, 1_000, 1_000, 1_000], spans: []),
    ]
    return [
        EntryCase(description: "exposure of two ad objects", report: exposed),
        EntryCase(description: "all empty", report: report()),
        EntryCase(description: "invalid with errors", report: report(valid: false, errors: diagnostics)),
        EntryCase(description: "warnings and results", report: report(warnings: diagnostics, results: results)),
        EntryCase(description: "errors, warnings, results", report: report(errors: [diagnostics[1]], warnings: diagnostics, results: results)),
        EntryCase(description: "strings needing escapes", report: report(id: "id" + odd, file: "f" + odd, results: results)),
        EntryCase(description: "long strings", report: report(id: String(repeating: "long-id-", count: 40),
                                                               file: "/" + String(repeating: "dir/", count: 60) + "f.jsonl", results: results)),
    ]
}()

@Test(arguments: entryCases)
func entriesAreWrittenAsTheWriterWritesThem(_ c: EntryCase) {
    #expect(String(decoding: CheckJSON.entry(c.report), as: UTF8.self) == writerEntry(c.report))
}

/// The entry as `JSONWriter` calls lay it out, pretty, two containers deep.
func writerEntry(_ report: SessionReport) -> String {
    var w = JSONWriter(style: .pretty, depth: 2)
    func diagnostics(_ list: [SessionDiagnostic]) {
        w.beginArray()
        for d in list {
            w.beginObject()
            w.key("line"); w.int(d.line); w.key("column"); w.int(d.column); w.key("message"); w.string(d.message)
            w.endObject()
        }
        w.endArray()
    }
    w.beginObject()
    w.key("id"); w.string(report.id)
    w.key("file"); w.string(report.file)
    w.key("valid"); w.bool(report.valid)
    w.key("errors"); diagnostics(report.errors)
    w.key("warnings"); diagnostics(report.warnings)
    w.key("results"); w.beginArray()
    for result in report.results {
        w.beginObject()
        w.key("rule"); w.string(result.rule)
        w.key("severity"); w.string(result.severity.rawValue)
        w.key("status"); w.string(result.status.rawValue)
        w.key("evidence"); w.beginArray()
        for e in result.evidence {
            w.beginObject()
            w.key("t"); w.number(e.t); w.key("line"); w.int(e.line); w.key("message"); w.string(e.message)
            if let ad = e.ad { w.key("ad"); w.string(ad) }
            w.endObject()
        }
        w.endArray()
        w.endObject()
    }
    w.endArray()
    if report.valid {
        w.key("exposure"); w.beginArray()
        for e in report.exposure {
            w.beginObject()
            w.key("ad"); w.string(e.ad); w.key("kind"); w.string(e.kind.rawValue)
            w.key("served"); w.int(e.served); w.key("viewableImpressions"); w.int(e.viewableImpressions)
            w.key("seconds"); w.beginObject()
            for b in ExposureBucket.allCases { w.key(b.rawValue); w.number(e.seconds(b)) }
            w.endObject()
            w.key("hiddenBy"); w.beginObject()
            for r in HiddenReason.allCases { w.key(r.rawValue); w.number(e.hiddenSeconds(r)) }
            w.endObject()
            w.endObject()
        }
        w.endArray()
    }
    w.endObject()
    return w.text
}

/// Exposure's seconds are written from whole milliseconds as the writer writes the double.
@Test func exposureSecondsAreWrittenAsTheWriterWritesThem() {
    var values = Array(0...2_500) + [9_999, 10_000, 10_001, 18_500, 123_456_789, 86_400_000, 999_999_999_999_999,
                                     1_000_000_000_000_000, -1, -1_500]
    var seed: UInt64 = 42
    for _ in 0..<2_000 {
        seed = seed &* 6364136223846793005 &+ 1442695040888963407
        values.append(Int(seed >> 24))
    }
    for ms in values {
        var out = JSONBytes(capacity: 32)
        ExposureJSON.appendSeconds(milliseconds: ms, to: &out)
        #expect(String(decoding: out.bytes, as: UTF8.self) == JSONWriter.format(Double(ms) / 1000), "\(ms)")
    }
}
