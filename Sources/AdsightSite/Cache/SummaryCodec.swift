import AdsightRules
import AdsightSession

/// The rebuild cache's binary form of a `SessionSummary`: every stored property, so a
/// decoded summary renders the closing pages exactly as the original. Rule ids found in
/// `rules` (the build's notes, in order) are written as their index; the vocabulary must
/// be the same when decoding (the cache's key covers the notes). Enums are written as
/// their index in a fixed table; adding a case changes the binary, which the key covers.
public enum SummaryCodec {
    static let severities: [Severity] = [.info, .warning, .error]
    static let statuses: [RuleStatus] = [.pass, .fail, .notApplicable]
    static let orientations: [Orientation] = [.portrait, .portraitUpsideDown, .landscapeLeft, .landscapeRight]
    static let axes: [OrientationAxis] = [.portrait, .landscape]
    static let families: [DeviceFamily] = [.iPhone, .iPodTouch, .iPad]
    static let sources: [SessionSource] = [.recorded, .simulated]
    static let linkages: [Linkage] = [.weak, .required]
    static let adKinds: [AdTrack.Kind] = [.banner, .interstitial, .unknown]

    /// Appends `summary` to `w`.
    public static func encode(_ summary: SessionSummary, rules: [String: Int], into w: inout ByteWriter) {
        let r = summary.report
        w.string(r.file); w.string(r.id)
        w.optional(r.header) { HeaderCodec.encode($1, into: &$0) }
        w.bool(r.valid)
        diagnostics(r.errors, &w); diagnostics(r.warnings, &w)
        w.count(r.results.count)
        for result in r.results {
            if let i = rules[result.rule] { w.count(i + 1) } else { w.count(0); w.string(result.rule) }
            w.count(index(result.severity, severities)); w.count(index(result.status, statuses))
            w.count(result.evidence.count)
            for e in result.evidence {
                w.double(e.t); w.int(e.line); w.string(e.message)
                w.optional(e.ad) { $0.string($1) }
            }
            w.bool(result.disabled)
            w.optional(result.suppressed) { $0.string($1) }
        }
        w.int(r.eventCount); w.double(r.duration)
        ExposureCodec.encode(r.exposure, into: &w)
        w.string(summary.page)
        w.count(summary.breachCounts.count)
        for n in summary.breachCounts { w.int(n) }
        w.int(summary.errorCount)
        w.count(summary.orientationsUsed.count)
        for o in summary.orientationsUsed { w.count(index(o, orientations)) }
        w.count(summary.adKinds.count)
        for k in summary.adKinds { w.count(index(k, adKinds)) }
    }

    /// Reads one summary written by `encode` with the same `rules` (in order).
    public static func decode(_ r: inout ByteReader, rules: [String]) throws(CacheFormatError) -> SessionSummary {
        let file = try r.string(), id = try r.string()
        let header = try r.optional { (r: inout ByteReader) throws(CacheFormatError) in try HeaderCodec.decode(&r) }
        let valid = try r.bool()
        let errors = try diagnostics(&r), warnings = try diagnostics(&r)
        var results: [RuleResult] = []
        let resultCount = try r.count()
        results.reserveCapacity(resultCount)
        for _ in 0..<resultCount {
            let ruleIndex = try r.count()
            let rule: String
            if ruleIndex == 0 { rule = try r.string() } else {
                guard ruleIndex <= rules.count else { throw CacheFormatError("bad rule index \(ruleIndex)") }
                rule = rules[ruleIndex - 1]
            }
            let severity = try r.index(into: severities), status = try r.index(into: statuses)
            var evidence: [Evidence] = []
            let evidenceCount = try r.count()
            for _ in 0..<evidenceCount {
                let t = try r.double(), line = try r.int(), message = try r.string()
                let ad = try r.optional { (r: inout ByteReader) throws(CacheFormatError) in try r.string() }
                evidence.append(Evidence(t: t, line: line, message: message, ad: ad))
            }
            let disabled = try r.bool()
            let suppressed = try r.optional { (r: inout ByteReader) throws(CacheFormatError) in try r.string() }
            results.append(RuleResult(rule: rule, severity: severity, status: status, evidence: evidence,
                                      disabled: disabled, suppressed: suppressed))
        }
        let eventCount = try r.int(), duration = try r.double()
        var report = SessionReport(file: file, id: id, header: header, valid: valid, errors: errors, warnings: warnings,
                                   results: results, eventCount: eventCount, duration: duration)
        report.exposure = try ExposureCodec.decode(&r)
        let page = try r.string()
        var breaches: [Int] = []
        for _ in 0..<(try r.count()) { breaches.append(try r.int()) }
        let errorCount = try r.int()
        var used: [Orientation] = []
        for _ in 0..<(try r.count()) { used.append(try r.index(into: orientations)) }
        var kinds: [AdTrack.Kind] = []
        for _ in 0..<(try r.count()) { kinds.append(try r.index(into: adKinds)) }
        return SessionSummary(report: report, page: page, breachCounts: breaches, errorCount: errorCount,
                              orientationsUsed: used, adKinds: kinds)
    }

    static func index<E: Equatable>(_ value: E, _ table: [E]) -> Int { table.firstIndex(of: value) ?? 0 }

    private static func diagnostics(_ list: [SessionDiagnostic], _ w: inout ByteWriter) {
        w.count(list.count)
        for d in list { w.int(d.line); w.int(d.column); w.string(d.message) }
    }

    private static func diagnostics(_ r: inout ByteReader) throws(CacheFormatError) -> [SessionDiagnostic] {
        var out: [SessionDiagnostic] = []
        for _ in 0..<(try r.count()) {
            let line = try r.int(), column = try r.int()
            out.append(SessionDiagnostic(line: line, column: column, message: try r.string()))
        }
        return out
    }
}
