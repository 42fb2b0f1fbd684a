import AdsightJSON
import AdsightRules
import Testing
@testable import AdsightCLI

/// Results without evidence are written from fixed text: the bytes must be those of the
/// writer calls used for every other result (same layout, same escaping of the rule id).
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
    var w = JSONWriter(style: .pretty, depth: 2)
    w.beginObject()
    w.key("id"); w.string("s")
    w.key("file"); w.string("f.jsonl")
    w.key("valid"); w.bool(true)
    w.key("errors"); w.beginArray(); w.endArray()
    w.key("warnings"); w.beginArray(); w.endArray()
    w.key("results"); w.beginArray()
    for result in results {
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
    w.endObject()
    #expect(String(decoding: CheckJSON.entry(report), as: UTF8.self) == w.text)
}
