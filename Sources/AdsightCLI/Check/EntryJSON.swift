import AdsightJSON
import AdsightRules
import AdsightRuns
import AdsightSession

/// A session's entry as `CheckJSON.entry` writes it inside the `sessions` array (pretty,
/// depth 2), from fixed text and the report's strings: the bytes the `JSONWriter` calls
/// laying it out would give (a test holds the two equal), without their per-call
/// bookkeeping. Results without evidence (most) come from `EmptyResultJSON`.
enum EntryJSON {
    /// `marks`: the session's comparison with the baseline (`"baseline"` on the session when
    /// it is new there, on each result otherwise, and `"change"` on a result that changed).
    static func append(_ report: SessionReport, marks: SessionMarks? = nil, to out: inout JSONBytes) {
        out.append("{\n      \"id\": ")
        out.appendQuoted(report.id)
        out.append(",\n      \"file\": ")
        out.appendQuoted(report.file)
        out.append(report.valid ? ",\n      \"valid\": true,\n      \"errors\": " : ",\n      \"valid\": false,\n      \"errors\": ")
        append(report.errors, to: &out)
        out.append(",\n      \"warnings\": ")
        append(report.warnings, to: &out)
        out.append(",\n      \"results\": ")
        append(report.results, marks: marks?.results ?? [], to: &out)
        if report.valid {
            out.append(",\n      \"exposure\": ")
            ExposureJSON.append(report.exposure, to: &out)
        }
        if marks?.isNew == true { out.append(",\n      \"baseline\": \"new\"") }
        out.append("\n    }")
    }

    /// A `results` array: one object per result.
    private static func append(_ results: [RuleResult], marks: [ResultMark], to out: inout JSONBytes) {
        guard !results.isEmpty else { out.append("[]"); return }
        out.append("[")
        for i in results.indices {
            out.append(i == 0 ? "\n        " : ",\n        ")
            if i < marks.count {
                appendGeneral(results[i], mark: marks[i], to: &out)
            } else if results[i].evidence.isEmpty && !results[i].disabled && results[i].suppressed == nil {
                EmptyResultJSON.append(rule: results[i].rule, severity: results[i].severity, status: results[i].status, to: &out)
            } else {
                appendGeneral(results[i], to: &out)
            }
        }
        out.append("\n      ]")
    }

    /// A result with evidence or the project file's marks (`disabled`, `suppressed`), as an
    /// element of the `results` array.
    private static func appendGeneral(_ result: RuleResult, mark: ResultMark? = nil, to out: inout JSONBytes) {
        out.append("{\n          \"rule\": ")
        out.appendQuoted(result.rule)
        out.append(",\n          \"severity\": \"")
        switch result.severity {
        case .error: out.append("error")
        case .warning: out.append("warning")
        case .info: out.append("info")
        }
        out.append("\",\n          \"status\": \"")
        switch result.status {
        case .pass: out.append("pass")
        case .fail: out.append("fail")
        case .notApplicable: out.append("not-applicable")
        }
        out.append("\",\n          \"evidence\": ")
        let evidence = result.evidence
        out.append(evidence.isEmpty ? "[]" : "[")
        for i in evidence.indices {
            out.append(i == 0 ? "\n            {\n              \"t\": " : ",\n            {\n              \"t\": ")
            out.append(evidence[i].t)
            out.append(",\n              \"line\": ")
            out.append(evidence[i].line)
            out.append(",\n              \"message\": ")
            out.appendQuoted(evidence[i].message)
            if let ad = evidence[i].ad {
                out.append(",\n              \"ad\": ")
                out.appendQuoted(ad)
            }
            out.append("\n            }")
        }
        if !evidence.isEmpty { out.append("\n          ]") }
        if result.disabled { out.append(",\n          \"disabled\": true") }
        if let reason = result.suppressed {
            out.append(",\n          \"suppressed\": ")
            out.appendQuoted(reason)
        }
        if let mark {
            out.append(",\n          \"baseline\": ")
            out.appendQuoted(mark.baseline.rawValue)
            if mark.change != .same {
                out.append(",\n          \"change\": ")
                out.appendQuoted(mark.change.rawValue)
            }
        }
        out.append("\n        }")
    }

    /// An `errors` or `warnings` array.
    private static func append(_ diagnostics: [SessionDiagnostic], to out: inout JSONBytes) {
        guard !diagnostics.isEmpty else { out.append("[]"); return }
        for i in diagnostics.indices {
            out.append(i == 0 ? "[\n        {\n          \"line\": " : ",\n        {\n          \"line\": ")
            out.append(diagnostics[i].line)
            out.append(",\n          \"column\": ")
            out.append(diagnostics[i].column)
            out.append(",\n          \"message\": ")
            out.appendQuoted(diagnostics[i].message)
            out.append("\n        }")
        }
        out.append("\n      ]")
    }
}
