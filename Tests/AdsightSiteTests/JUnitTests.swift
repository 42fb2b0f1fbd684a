import AdsightRules
import AdsightSession
import AdsightSite
import Foundation
import Testing
import TestScratch

/// junit.xml is well-formed XML (xmllint) with a suite per session and a failure per failed rule.
@Suite struct JUnitTests {
    @Test func junitIsWellFormedAndCountsFailures() throws {
        let xml = try #require(try SiteFixture.site()["junit.xml"])
        let text = String(decoding: xml, as: UTF8.self)
        #expect(text.components(separatedBy: "<testsuite ").count - 1 == SiteFixture.files.count)
        // 10 failed rules: the 8 errors are failures; the 2 warnings, below --fail-on error,
        // pass with their breaches in <system-out>.
        #expect(text.components(separatedBy: "<failure ").count - 1 == 8)
        #expect(text.components(separatedBy: "<system-out>failed (warning below --fail-on):").count - 1 == 2)
        // An invalid session's error says its first error where it is (what a test tab shows first).
        #expect(text.contains("<error type=\"invalid-session\" message=\"recordings/broken.jsonl:3:7: &quot;t&quot; 1 is earlier"), "\(text)")
        guard FileManager.default.isExecutableFile(atPath: "/usr/bin/xmllint") else {
            print("SKIPPED xmllint check: install libxml2-utils (.tools/install-deps --test)")
            return
        }
        let file = ProcessScratch.url("junit.xml")
        try Data(xml).write(to: file)
        let p = Process()
        p.executableURL = URL(fileURLWithPath: "/usr/bin/xmllint")
        p.arguments = ["--noout", file.path]
        let err = Pipe(); p.standardError = err
        try p.run(); p.waitUntilExit()
        let message = String(decoding: err.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        #expect(p.terminationStatus == 0, "xmllint: \(message)")
    }
}

/// The test view agrees with the exit status (cli.md "The site"): a `<failure>` only for a
/// failure at or above the threshold that no project file suppresses; any other failure is a
/// passing case whose `<system-out>` lists its breaches.
struct JUnitThresholdCase: Sendable, CustomStringConvertible {
    let severity: Severity
    let threshold: Severity?
    let suppressed: String?
    let red: Bool
    var description: String { "\(severity.rawValue) at \(threshold?.rawValue ?? "never")\(suppressed == nil ? "" : ", suppressed") → \(red ? "failure" : "passing")" }
}

let junitThresholdCases: [JUnitThresholdCase] = [
    .init(severity: .error, threshold: .error, suppressed: nil, red: true),
    .init(severity: .warning, threshold: .error, suppressed: nil, red: false),
    .init(severity: .info, threshold: .warning, suppressed: nil, red: false),
    .init(severity: .warning, threshold: .warning, suppressed: nil, red: true),
    .init(severity: .error, threshold: nil, suppressed: nil, red: false),
    .init(severity: .error, threshold: .error, suppressed: "known since 2.0", red: false),
]

@Test(arguments: junitThresholdCases)
func junitIsRedExactlyWhenTheFailureCounts(_ c: JUnitThresholdCase) {
    let evidence = [Evidence(t: 1.5, line: 7, message: "banner-1 is on screen with no ad loaded")]
    let results = [
        RuleResult(rule: "r-fail", severity: c.severity, status: .fail, evidence: evidence, suppressed: c.suppressed),
        RuleResult(rule: "r-pass", severity: .error, status: .pass),
        RuleResult(rule: "r-off", severity: .error, status: .notApplicable, disabled: true),
    ]
    let report = SessionReport(file: "s.jsonl", id: "s", header: nil, valid: true, errors: [], warnings: [], results: results,
                               eventCount: 9, duration: 2)
    let xml = JUnitReport.render([report], threshold: c.threshold)
    #expect(xml.contains("failures=\"\(c.red ? 1 : 0)\""))
    #expect(xml.contains("<failure ") == c.red)
    #expect(xml.contains("<system-out>") == !c.red)
    #expect(xml.contains("s.jsonl:7: t = 1.500 s: banner-1 is on screen with no ad loaded"))
    if let reason = c.suppressed { #expect(xml.contains("failed (suppressed: \(reason)):")) }
    #expect(xml.contains("<testcase name=\"r-off\" classname=\"s\" time=\"0\">\n      <skipped message=\"disabled by the project file\"/>"))
}

/// A session's format warnings judge nothing and fail nothing: the suite's `<system-err>`
/// lists them where they are, escaped; a session without warnings has none.
@Test(arguments: [0, 1, 3])
func junitListsASessionsFormatWarningsAsOutput(count: Int) {
    let warnings = (0..<count).map { SessionDiagnostic(line: 4 + $0, column: 12, message: "unknown event \"<x\($0)>\"") }
    let report = SessionReport(file: "s.jsonl", id: "s", header: nil, valid: true, errors: [], warnings: warnings,
                               results: [RuleResult(rule: "r-pass", severity: .error, status: .pass)], eventCount: 9, duration: 2)
    let xml = JUnitReport.render([report])
    #expect(xml.contains("failures=\"0\" errors=\"0\""))
    #expect(xml.contains("<system-err>") == (count > 0))
    let listed = (0..<count).map { "s.jsonl:\(4 + $0):12: warning: unknown event &quot;&lt;x\($0)&gt;&quot;" }.joined(separator: "\n")
    if count > 0 { #expect(xml.contains("<system-err>\(listed)</system-err>\n  </testsuite>"), "\(xml)") }
}
